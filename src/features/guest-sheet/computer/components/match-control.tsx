// A `match` group on the screen: the drag-and-drop control of components/match/ (its own chunk, with @dnd-kit),
// given the group's verdicts by question id rather than the screen's `examId#num`.
import { useEffect, useMemo, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { GuestReviewEntry } from '@/lib/api-types';
import { useAnswerValues } from '../../hooks/use-answers';
import { verdictOf } from '../../lib/review';
import type { GroupControlProps } from './group-props';

type MatchModule = typeof import('./match/match-group');
let matchModule: MatchModule | null = null;
/**
 * The match control's chunk; the screen asks for it early in a room that has one. Once here it renders at
 * once: no Suspense boundary, which holds back content for up to 300 ms after its fallback even when the
 * chunk is already loaded, the whole of a first part switch's time.
 */
export const loadMatchGroup = () => import('./match/match-group').then((m) => (matchModule = m));

export function MatchControl({ group, rows, readOnly, verdicts, onChange }: GroupControlProps) {
  const values = useAnswerValues(rows.map((row) => row.questionId ?? ''));
  const byQuestion = useMemo(() => {
    if (!verdicts) return undefined;
    const map = new Map<string, GuestReviewEntry>();
    for (const row of rows) {
      const verdict = verdictOf(verdicts, row);
      if (row.questionId && verdict) map.set(row.questionId, verdict);
    }
    return map;
  }, [rows, verdicts]);
  const [loaded, setLoaded] = useState<MatchModule | { error: unknown } | null>(matchModule);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadMatchGroup().then(
      (m) => live && setLoaded(m),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (!loaded) return <Spinner label="Loading the options" />;
  // A chunk that fails to load goes to the route's error boundary, as a lazy component's would.
  if ('error' in loaded) throw loaded.error;
  return (
    <loaded.MatchGroup
      group={group}
      values={values}
      onChange={onChange}
      readOnly={readOnly}
      verdicts={byQuestion}
    />
  );
}
