// The dialogs of a loaded sheet, for both screens: the gate, the welcome, the blanks and the recorded
// submission (docs/product.md, "Guest sheet"). Loaded apart from the sheet, so the answers are usable sooner
// (and the guest route stays within its budget): each dialog when first needed, the gate only for students
// who have not passed it.
import { lazy, Suspense } from 'react';
import { useNeededOnce } from '../hooks/use-needed-once';
import type { SheetSession } from '../hooks/use-sheet-session';
import { GateWhenLoaded } from './gate-when-loaded';

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
}

export function SheetDialogs({ session, focusAnswer, onViewAgain, afterWelcome, soundCheck }: Props) {
  const { submit } = session;
  const welcomeNeeded = useNeededOnce(session.welcomeShown);
  const blanksNeeded = useNeededOnce(submit.blanksOpen);
  const recordedNeeded = useNeededOnce(session.recordedShown);
  const focusFirstBlank = () => focusAnswer(session.firstBlank());

  return (
    <>
      {session.gateOpen && <GateWhenLoaded uuid={session.uuid} />}
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
        {blanksNeeded && (
          <BlanksDialog
            open={submit.blanksOpen}
            blanks={session.blankLabels}
            flagged={session.flaggedLabels}
            onOpenChange={submit.setBlanksOpen}
            onSubmitAnyway={submit.send}
            onGoneBack={focusFirstBlank}
          />
        )}
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
              return row?.questionId ? (session.values[row.questionId] ?? '') : '';
            }}
          />
        )}
      </Suspense>
    </>
  );
}
