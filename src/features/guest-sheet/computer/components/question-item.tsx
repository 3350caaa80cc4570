// One question of the test on computer: its number and prompt beside its control, and on a reviewed
// submission its verdict (the paper sheet's SlotVerdict). `boxId` names the control, `{boxId}-verdict` and
// `{boxId}-keys` describe it.
import { lazy, Suspense, type ReactNode } from 'react';
import type { GuestReviewEntry } from '@/lib/api-types';
import { ANSWER_MAX_LENGTH } from '../../lib/answers';

const SlotVerdict = lazy(() =>
  import('../../components/slot-verdict').then((m) => ({ default: m.SlotVerdict })),
);

export const boxIdOf = (rowKey: string) => `answer-${rowKey}`;

/** The control's aria-describedby for a verdict, if there is one. */
export const verdictDescription = (boxId: string, verdict?: GuestReviewEntry) =>
  verdict ? `${boxId}-verdict ${boxId}-keys` : undefined;

export function Verdict({ boxId, verdict }: { boxId: string; verdict?: GuestReviewEntry }) {
  if (!verdict) return null;
  return (
    <Suspense fallback={null}>
      <SlotVerdict boxId={boxId} entry={verdict} />
    </Suspense>
  );
}

/** A typed answer's attributes: the paper sheet's limits, and nothing from the browser's suggestions. */
export const TYPED_ANSWER = {
  maxLength: ANSWER_MAX_LENGTH,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

export function QuestionItem({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">{children}</div>;
}
