import type { NotStartedStudent } from '@/lib/api-types';

/**
 * The room's class's students who have not opened it yet (docs/product.md, "Classes"): on the live and
 * results screens, under the students who have.
 */
export function NotStartedList({ students }: { students: NotStartedStudent[] | undefined }) {
  if (!students || students.length === 0) return null;
  return (
    <section aria-labelledby="not-started-heading" className="rounded-lg border p-4">
      <h2 id="not-started-heading" className="text-sm font-semibold">
        Not opened yet ({students.length} of the class)
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {students.map(({ student }) => (
          <li key={student.id}>
            {student.name} <span className="text-muted-foreground">{student.email}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
