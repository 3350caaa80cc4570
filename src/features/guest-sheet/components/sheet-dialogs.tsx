// The dialogs of a loaded sheet, for both screens: the gate, the welcome, the blanks and the recorded
// submission (docs/product.md, "Guest sheet"). Loaded apart from the sheet, so the answers are usable sooner
// (and the guest route stays within its budget): each dialog when first needed, the gate only for students
// who have not passed it.
import { lazy, Suspense, useMemo } from 'react';
import { useBlankIds, useFlags } from '../hooks/use-answers';
import { useNeededOnce } from '../hooks/use-needed-once';
import type { SheetSession } from '../hooks/use-sheet-session';
import { boxLabels } from '../lib/question-map';
import { Gate } from './lazy-gate';

const WelcomeDialog = lazy(() => import('./welcome-dialog').then((m) => ({ default: m.WelcomeDialog })));
const BlanksDialog = lazy(() => import('./blanks-dialog').then((m) => ({ default: m.BlanksDialog })));
const SubmittedDialog = lazy(() =>
  import('./submitted-dialog').then((m) => ({ default: m.SubmittedDialog })),
);

interface Props {
  session: SheetSession;
  /** Focuses the answer of a question, or the first that takes one (after a dialog closes). */
  focusAnswer: (questionId?: string) => void;
  /** "View my answers" on the recorded dialog (it is closed already). */
  onViewAgain?: () => void;
  /** Where the focus goes after the welcome (the first blank answer without it). */
  afterWelcome?: () => void;
  /** The welcome holds the sound check (a Listening test on computer that starts with "Let's go"). */
  soundCheck?: boolean;
  /** After the frame that first shows the gate. */
  onGateShown?: () => void;
}

export function SheetDialogs({
  session,
  focusAnswer,
  onViewAgain,
  afterWelcome,
  soundCheck,
  onGateShown,
}: Props) {
  const { submit } = session;
  const welcomeNeeded = useNeededOnce(session.welcomeShown);
  const blanksNeeded = useNeededOnce(submit.blanksOpen);
  const recordedNeeded = useNeededOnce(session.recordedShown);
  const focusFirstBlank = () => focusAnswer(session.firstBlank());

  return (
    <>
      {session.gateOpen && <Gate open uuid={session.uuid} onShown={onGateShown} />}
      <Suspense fallback={null}>
        {welcomeNeeded && (
          <WelcomeDialog
            open={session.welcomeShown}
            name={session.guest.name}
            timeLimit={session.room.time_limit}
            delivery={session.room.delivery}
            soundCheck={soundCheck}
            starting={session.clock.starting}
            onClose={session.letsGo}
            onClosed={afterWelcome ?? focusFirstBlank}
          />
        )}
        {blanksNeeded && <SheetBlanksDialog session={session} onGoneBack={focusFirstBlank} />}
        {recordedNeeded && (
          <SubmittedDialog
            open={session.recordedShown}
            onViewAgain={() => {
              submit.setRecordedOpen(false);
              onViewAgain?.();
            }}
            onClosed={() => focusAnswer()}
            result={session.result}
            ending={session.ending}
            essayOf={(examId, task) => {
              const row = session.rows.find((r) => r.examId === examId && r.num === task && r.essay);
              return row?.questionId ? (session.answers.current().values[row.questionId] ?? '') : '';
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** The blanks dialog with the blank and flagged boxes named: renders again only when a box fills or empties. */
function SheetBlanksDialog({ session, onGoneBack }: { session: SheetSession; onGoneBack: () => void }) {
  const { rows, ids, submit } = session;
  const blank = useBlankIds(ids);
  const flags = useFlags();
  const blanks = useMemo(() => boxLabels(rows, blank), [rows, blank]);
  const flagged = useMemo(() => boxLabels(rows, new Set(flags)), [rows, flags]);
  return (
    <BlanksDialog
      open={submit.blanksOpen}
      blanks={blanks}
      flagged={flagged}
      onOpenChange={submit.setBlanksOpen}
      onSubmitAnyway={submit.send}
      onGoneBack={onGoneBack}
    />
  );
}
