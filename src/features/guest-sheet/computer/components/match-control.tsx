// A `match` group on the screen: the drag-and-drop control of computer/match/ (its own chunk, with @dnd-kit),
// given the group's verdicts by question id rather than the screen's `examId#num`.
import { lazy, Suspense, useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { GuestReviewEntry } from '@/lib/api-types';
import { verdictOf } from '../../lib/review';
import type { GroupControlProps } from './group-props';

/** The match control's chunk; the screen asks for it early in a room that has one, so a part switch to it is quick. */
export const loadMatchGroup = () => import('../match/match-group');
const MatchGroup = lazy(() => loadMatchGroup().then((m) => ({ default: m.MatchGroup })));

export function MatchControl({ group, rows, values, readOnly, verdicts, onChange }: GroupControlProps) {
  const byQuestion = useMemo(() => {
    if (!verdicts) return undefined;
    const map = new Map<string, GuestReviewEntry>();
    for (const row of rows) {
      const verdict = verdictOf(verdicts, row);
      if (row.questionId && verdict) map.set(row.questionId, verdict);
    }
    return map;
  }, [rows, verdicts]);
  return (
    <Suspense fallback={<Spinner label="Loading the options" />}>
      <MatchGroup
        group={group}
        values={values}
        onChange={onChange}
        readOnly={readOnly}
        verdicts={byQuestion}
      />
    </Suspense>
  );
}
