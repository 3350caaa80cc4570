import type { MarkingList } from '@/lib/api-types';
import { plural } from '@/lib/plural';

/**
 * docs/product.md, "Turnaround": the date marks are due and how many scripts are overdue, or, once released,
 * whether that was on time. Nothing without a date due.
 */
export function TurnaroundSummary({ list, due }: { list: MarkingList; due: string | undefined }) {
  if (!due) return null;
  const overdue = list.overdue ?? 0;
  return (
    <>
      {' · '}due {due}
      {overdue > 0 ? (
        <span className="font-semibold text-destructive"> · {plural(overdue, 'script')} overdue</span>
      ) : null}
      {list.released_on_time === true ? ' · released on time' : null}
      {list.released_on_time === false ? ' · released late' : null}
    </>
  );
}
