// The loaded paper sheet: the two views and the question map; what the sheet is (answers, clock,
// submission, a closed room, the server's refusals: docs/product.md, "Test conditions") belongs to
// hooks/use-sheet-session.ts, its dialogs to components/sheet-dialogs.tsx; this screen lays them out.
import { lazy, startTransition, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AnswerSheet } from '../components/answer-sheet';
import { Spinner } from '@/components/ui/spinner';
import { ExamDayWatch, PausedNotice } from '../components/exam-day-watch';
import { ExamTimer } from '../components/lazy-exam-timer';
import { ExtraTimeNotice } from '../components/extra-time-notice';
import { RoomNotice } from '../components/lazy-room-notice';
import { SheetSaveStatus } from '../components/save-status';
import { SheetDialogs } from '../components/sheet-dialogs';
import { ViewToggle } from '../components/view-toggle';
import { AnswersContext, useAllAnswers } from '../hooks/use-answers';
import { useSheetSession, type SheetScreenProps } from '../hooks/use-sheet-session';
import { useViewScroll } from '../hooks/use-view-scroll';
import { blankIds } from '../lib/answers';
import { questionMap } from '../lib/question-map';
import { SUBMIT_RETRYING } from '../lib/submit-retry';

// Loaded apart from the sheet: the paperwork with its printing alongside the first render.
const Paperwork = lazy(() => import('../components/paperwork').then((m) => ({ default: m.Paperwork })));
// The map and the recordings' player load after the boxes, and the player only for rooms with audio.
const QuestionMap = lazy(() =>
  import('../components/question-map').then((m) => ({ default: m.QuestionMap })),
);
const SectionAudioBar = lazy(() =>
  import('../components/section-audio-bar').then((m) => ({ default: m.SectionAudioBar })),
);

/** Focuses the box of `questionId`, or the first box that takes an answer. */
function focusAnswer(questionId?: string) {
  const selector = questionId
    ? `input[data-question-id="${questionId}"]`
    : 'input[data-answer]:not(:disabled)';
  document.querySelector<HTMLInputElement>(selector)?.focus();
}

export function SheetScreen(props: SheetScreenProps) {
  const session = useSheetSession(props);
  const { room, rows, answers, submit, closed, gateOpen, locked, submitted } = session;
  // The paper sheet shows every box and the map of them all at once, so it renders with every change.
  const { values, flags } = useAllAnswers(answers.store);
  const flagSet = useMemo(() => new Set(flags), [flags]);
  const [view, showView] = useViewScroll();
  const map = useMemo(() => questionMap(rows, values, flagSet), [rows, values, flagSet]);
  const hasAudio = room.exams.some((exam) => exam.sections.some((section) => section.audio));
  /** A box from the map: the answer sheet shows, then the box takes the focus. */
  const jumpTo = (questionId: string) => {
    showView('sheet');
    requestAnimationFrame(() => focusAnswer(questionId));
  };
  const { deadline, clock, ids, verdicts } = session;
  const answered = ids.length - blankIds(values, ids).length;
  // A new student's first screen is the gate. The boxes and the map behind it, most of a phone's work for the
  // first screen, render after the gate is on screen, as a transition its typing interrupts
  // (docs/architecture.md, "A student's first screen").
  const [gateShown, setGateShown] = useState(false);
  const onGateShown = useCallback(() => startTransition(() => setGateShown(true)), []);
  const sheetShown = !gateOpen || gateShown;

  return (
    <AnswersContext.Provider value={answers.store}>
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-4 px-4 md:flex-row md:gap-8 md:px-6',
          // Room under the recordings' bar at the foot of the window.
          hasAudio ? 'pb-36' : 'pb-16',
        )}
      >
        <aside className="sticky top-14 z-20 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b bg-background px-4 py-2 md:mx-0 md:w-48 md:shrink-0 md:flex-col md:items-stretch md:self-start md:border-b-0 md:px-0 md:py-6">
          <ViewToggle view={view} onChange={showView} />
          {deadline !== null && (
            <div className="md:order-first">
              <Suspense fallback={null}>
                <ExamTimer
                  deadline={deadline}
                  offset={clock.offset}
                  onTimeUp={session.timeUp}
                  frozenLeft={session.frozenLeft}
                />
              </Suspense>
              <ExtraTimeNotice minutes={clock.timing.extra_minutes} />
            </div>
          )}
          <SheetSaveStatus state={answers.saveState} submitted={submitted} paused={session.paused} />
        </aside>

        <main className="min-w-0 flex-1 md:py-6">
          <PausedNotice paused={session.paused} />
          {(closed || session.refused) && (
            <div className="mb-4">
              <Suspense fallback={null}>
                <RoomNotice refusal={session.refusal} />
              </Suspense>
            </div>
          )}
          {/* A closed room shows no boxes: its sheet stays hidden (also from screen readers). */}
          {!closed && sheetShown && (
            <div className="mb-4">
              <Suspense fallback={null}>
                <QuestionMap exams={map} onJump={jumpTo} />
              </Suspense>
            </div>
          )}
          <div hidden={view !== 'sheet' || closed}>
            {room.detail && <p className="mb-4 max-w-prose text-sm text-muted-foreground">{room.detail}</p>}
            {/* Read-only while the submission is on its way: the sheet shows what was sent. */}
            {sheetShown && (
              <AnswerSheet
                rows={rows}
                values={values}
                readOnly={locked || submit.pending}
                verdicts={verdicts}
                onChange={answers.setValue}
                flags={flagSet}
                onToggleFlag={locked ? undefined : answers.toggleFlag}
              />
            )}
            <div className="mt-6 flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
              <p className="text-sm text-muted-foreground">
                {answered} of {ids.length} answered
              </p>
              <Button size="lg" disabled={locked || submit.pending} onClick={submit.requestSubmit}>
                {submitted ? 'Submitted' : submit.pending ? 'Submitting…' : 'Submit'}
              </Button>
            </div>
            {/* In the page from the start, so screen readers hear the words when they come. */}
            <p aria-live="polite" className="mt-2 text-sm text-muted-foreground sm:text-right">
              {submit.retrying ? SUBMIT_RETRYING : null}
            </p>
          </div>
          <div hidden={view !== 'paperwork'}>
            <Suspense fallback={<Spinner label="Loading the paperwork" />}>
              <Paperwork room={room} />
            </Suspense>
          </div>
        </main>

        {hasAudio && !closed && !gateOpen && (
          <Suspense fallback={null}>
            <SectionAudioBar room={room} offset={clock.offset} />
          </Suspense>
        )}
        <SheetDialogs
          session={session}
          focusAnswer={focusAnswer}
          onViewAgain={() => showView('sheet')}
          onGateShown={onGateShown}
        />
        <ExamDayWatch session={session} />
      </div>
    </AnswersContext.Provider>
  );
}
