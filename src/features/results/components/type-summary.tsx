// The class's right answers by question type and skill (docs/product.md, "Results"), beside the
// per-question list: what a teacher plans the next lesson from.
import type { GroupType, TypeAnalysis } from '@/lib/api-types';

const TYPE_NAMES: Record<GroupType, string> = {
  gap: 'Gap completion',
  choice: 'Multiple choice, one answer',
  multi: 'Multiple choice, several answers',
  match: 'Matching',
  tfng: 'True / False / Not given',
  ynng: 'Yes / No / Not given',
  essay: 'Essay',
};

const SKILL_NAMES: Record<string, string> = {
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  other: 'Other',
};

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
                  <span className="block">{TYPE_NAMES[entry.type] ?? entry.type}</span>
                  <span className="block text-xs text-muted-foreground">
                    {SKILL_NAMES[entry.skill] ?? entry.skill}
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
