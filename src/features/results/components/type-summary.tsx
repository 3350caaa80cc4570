// The class's right answers by question type and skill (docs/product.md, "Results"), beside the
// per-question list: what a teacher plans the next lesson from.
import type { TypeAnalysis } from '@/lib/api-types';
import { SKILL_LABELS, TYPE_LABELS } from '@/lib/student-history';

export function TypeSummary({ types }: { types: TypeAnalysis[] }) {
  if (types.length === 0) return null;
  return (
    <section
      aria-labelledby="type-summary-title"
      className="rounded-lg border bg-card p-3 xl:sticky xl:top-4"
    >
      <h3 id="type-summary-title" className="mb-2 text-sm font-semibold">
        By question type
      </h3>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Question type</th>
            <th scope="col">Right</th>
          </tr>
        </thead>
        <tbody>
          {types.map((entry) => {
            const percent = entry.total > 0 ? Math.round((entry.right / entry.total) * 100) : null;
            return (
              <tr key={`${entry.skill}/${entry.type}`} className="border-t first:border-t-0">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  <span className="block">
                    {TYPE_LABELS[entry.type as keyof typeof TYPE_LABELS] ?? entry.type}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {SKILL_LABELS[entry.skill as keyof typeof SKILL_LABELS] ?? 'Other'}
                  </span>
                </th>
                <td className="whitespace-nowrap py-1.5 text-right tabular-nums">
                  {percent === null ? '—' : `${percent}%`}
                  <span className="block text-xs text-muted-foreground">
                    {entry.right} of {entry.total}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
