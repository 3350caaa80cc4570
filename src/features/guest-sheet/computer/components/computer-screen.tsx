// The test on computer (docs/product.md, "The test on computer"): the screen of a room whose delivery is
// `computer`, loaded as its own chunk. What the sheet is (answers, drafts, clock, submission, dialogs, a
// closed room, refusals) is shared with the paper sheet (hooks/use-sheet-session.ts,
// components/sheet-dialogs.tsx); this screen lays it out: a top bar, the passage and questions panes with
// their divider, and the bar of parts and questions at the foot.
import { EyeOff, Settings } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { testNameOf } from '@/lib/exam-kinds';
import { AnswersContext, useAnswersSelector } from '../../hooks/use-answers';
import { useNeededOnce } from '../../hooks/use-needed-once';
import { useSheetSession, type SheetScreenProps } from '../../hooks/use-sheet-session';
import { ExamDayWatch, PausedNotice } from '../../components/exam-day-watch';
import { ExamTimer } from '../../components/lazy-exam-timer';
import { ExtraTimeNotice } from '../../components/extra-time-notice';
import { RoomNotice } from '../../components/lazy-room-notice';
import { SheetSaveStatus } from '../../components/save-status';
import { SheetDialogs } from '../../components/sheet-dialogs';
import { saveDraft } from '../../api/guest-sheet-api';
import { SUBMIT_RETRYING } from '../../lib/submit-retry';
import { useDivider } from '../hooks/use-divider';
import { useParts } from '../hooks/use-parts';
import { AnnotatableRegion, AnnotationsProvider, NotesList } from './annotations';
import { ExamStartPanel } from './exam-start-panel';
import { FinishPartDialog } from './finish-part-dialog';
import { useExamParts } from '../hooks/use-exam-parts';
import { useScreenSettings } from '../hooks/use-screen-settings';
import { focusPartHeading, focusQuestion, questionOfElement } from '../lib/focus-question';
import { readChainEnd } from '../lib/once-chain';
import { unansweredIn, type Part } from '../lib/parts';
import { HideCover } from './hide-cover';
import { loadMatchGroup } from './match-control';
import { hasPassagePane, PassagePane } from './passage-pane';
import { QuestionBar } from './question-bar';
import { passageRegionId, QuestionsPane, regionIdsOf } from './questions-pane';

const ScreenSettingsDialog = lazy(() =>
  import('./screen-settings-dialog').then((m) => ({ default: m.ScreenSettingsDialog })),
);
/** A top-bar button's words, shown from 640 px (below, the icon and the button's aria-label). */
const NARROW_HIDDEN = 'hidden sm:inline';
const PartAudio = lazy(() => import('./part-audio').then((m) => ({ default: m.PartAudio })));

export interface ComputerScreenProps extends SheetScreenProps {
  /**
   * An exam's time is over (its listening recording and the 2 minutes to check after it). Without it, a
   * room of one exam submits as at time-up.
   */
  onExamOver?: (examId: string) => void;
}

export function ComputerScreen({ onExamOver, ...props }: ComputerScreenProps) {
  const session = useSheetSession(props);
  // A room with a matching task fetches its control after the first screen, not at the first switch to it.
  const hasMatch = props.data.room.exams.some((exam) =>
    exam.sections.some((section) => section.groups.some((group) => group.type === 'match')),
  );
  useEffect(() => {
    if (hasMatch) void loadMatchGroup().catch(() => undefined);
  }, [hasMatch]);
  // No answer is read here: a keystroke renders its box and the bar's counts, not this screen
  // (docs/architecture.md, "The answers store").
  const { room, answers, submit, closed, locked, submitted, deadline, clock } = session;
  // Exams one after another (docs/architecture.md, "Exams one after another"): the running exam's parts are
  // the only ones to reach, each exam has its own Start screen and clock, and the last one's end submits.
  const exams = useExamParts({
    uuid: props.uuid,
    room,
    timing: clock.timing,
    offset: clock.offset,
    amend: clock.amend,
  });
  const running = exams.hasParts && !submitted && !closed ? exams.current : null;
  const openExam = exams.hasParts && !submitted ? (exams.current?.id ?? null) : undefined;
  const parts = useParts(room, openExam, props.uuid);
  const awaitingStart = running !== null && exams.awaitingStart && !session.gateOpen;
  // Nothing of the test is in the page behind the gate or the welcome (docs/product.md, "The test on
  // computer"): no passage, question or box until the student has started.
  const beforeStart = session.gateOpen || session.welcomeShown;
  const { share, containerRef, separatorProps } = useDivider();
  const [settings, changeSettings] = useScreenSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsNeeded = useNeededOnce(settingsOpen);
  const [hidden, setHidden] = useState(false);
  const hideButton = useRef<HTMLButtonElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  // Hidden: the whole app beneath the cover is inert (the page's header too, not only the test), so nothing
  // of it can be read or reached; the cover is portalled outside it.
  useEffect(() => {
    if (!hidden) return;
    const app = screenRef.current?.closest<HTMLElement>('body > *');
    app?.setAttribute('inert', '');
    return () => app?.removeAttribute('inert');
  }, [hidden]);
  const part = parts.current;
  const passageRef = useRef<HTMLDivElement>(null);
  const questionsRef = useRef<HTMLElement>(null);
  // A part switch shows the new part from its top (a move within the part keeps the panes where they are);
  // a move to a question of it then scrolls that question into view as its control takes the focus
  // (hooks/use-parts.ts, whose effect runs after this one).
  const partShown = part?.section.id;
  useLayoutEffect(() => {
    for (const pane of [containerRef.current, passageRef.current, questionsRef.current]) {
      if (pane) pane.scrollTop = 0;
    }
  }, [partShown, containerRef]);
  // A part with neither passage nor paperwork (most Listening parts) gives its questions the whole width.
  const withPassage = useMemo(() => (part ? hasPassagePane(room, part) : false), [room, part]);
  // After an exam's Start, its first part's heading takes the focus (its Start button had it).
  const startedShown = useRef(awaitingStart);
  useEffect(() => {
    if (startedShown.current && !awaitingStart) requestAnimationFrame(() => focusPartHeading());
    startedShown.current = awaitingStart;
  }, [awaitingStart]);
  const readOnly =
    locked || submit.pending || (openExam !== undefined && part?.exam.id !== openExam) || awaitingStart;
  const hasAudio = room.exams.some((exam) => exam.sections.some((section) => section.audio));
  const { timeUp } = submit;
  const { hasParts, allEnded } = exams;
  const finishExam = exams.finish;
  // An exam's answers are kept as the server holds them when it ends (docs/architecture.md, "Exams one after
  // another"): what was typed in the last second goes first, then the finish.
  const finish = useCallback(
    (examId: string) => {
      void saveDraft(props.uuid, answers.submission())
        .catch(() => undefined)
        .then(() => finishExam(examId));
    },
    [answers, finishExam, props.uuid],
  );
  const examOver = useCallback(
    (examId: string) => {
      if (hasParts) finish(examId);
      else if (onExamOver) onExamOver(examId);
      else if (room.exams.length === 1) timeUp();
    },
    [hasParts, finish, onExamOver, room.exams.length, timeUp],
  );
  // Every exam has ended: the sheet goes as at time-up (no question about blanks), once.
  const submittedAfterParts = useRef(false);
  useEffect(() => {
    if (!allEnded || submitted || locked || submittedAfterParts.current) return;
    submittedAfterParts.current = true;
    timeUp();
  }, [allEnded, submitted, locked, timeUp]);
  // The clock: the running exam's where exams run one after another (keyed by exam, so each gives its own
  // 10 and 5-minute warnings, and its end finishes the exam), else the sheet's.
  const timer = hasParts
    ? running?.deadline != null
      ? {
          id: running.id,
          deadline: running.deadline,
          offset: exams.offset,
          // Extra time and a resume move the part's deadline, and a pause holds its clock still, as the
          // room's (docs/architecture.md, "Exam day"); while paused its time is never up.
          frozenLeft: exams.frozenLeft,
          onTimeUp: () => {
            if (!session.paused) finish(running.id);
          },
        }
      : null
    : deadline !== null
      ? {
          id: 'sheet',
          deadline,
          offset: clock.offset,
          frozenLeft: session.frozenLeft,
          onTimeUp: session.timeUp,
        }
      : null;
  // A Listening test played once cannot be finished before its recording has ended (once-chain.tsx keeps the end).
  const examHasAudio = (examId: string) =>
    room.exams.find((exam) => exam.id === examId)?.sections.some((section) => section.audio) ?? false;
  const recordingOn = (examId: string) =>
    room.audio === 'once' && examHasAudio(examId) && readChainEnd(room.id, examId) === null;
  const canPlay = useCallback(
    (examId: string) => !hasParts || (running?.id === examId && running.started !== null),
    [hasParts, running],
  );

  const { setCurrent, goTo } = parts;
  /** After a dialog: the question's part shows and its control takes the focus (the first control without one). */
  const focusAnswer = useCallback(
    (questionId?: string) => (questionId ? goTo(questionId) : void focusQuestion()),
    [goTo],
  );
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const questionId = questionOfElement(event.target);
    if (questionId) setCurrent(questionId);
  };

  return (
    <AnswersContext.Provider value={answers.store}>
      {/* Highlights and notes are the room's and this guest's; a submission clears them (docs/architecture.md,
        "The test on computer"). */}
      <AnnotationsProvider
        key={`${room.id}:${props.uuid}`}
        roomId={room.id}
        uuid={props.uuid}
        cleared={submitted}
      >
        <div ref={screenRef} className="flex h-[calc(100dvh-3.5rem)] flex-col" data-computer-screen="">
          <div className="flex min-h-0 flex-1 flex-col">
            {/* At most two rows at 360 px: the name (truncated, never to nothing), the clock and the save status,
              then the buttons, Notes, Hide and Settings as icons below 640 px (their names kept for screen
              readers). From 768 px always one row, of one height: the name gives way to whatever the save
              status or a retry says, so the screen never moves under the student. */}
            <div
              data-top-bar=""
              className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b px-4 py-2 sm:gap-x-4 md:flex-nowrap"
            >
              <div className="flex min-w-0 flex-1 basis-full items-center gap-2 sm:basis-auto sm:gap-4 [&>[data-slot=exam-timer]]:shrink-0 [&>[role=status]]:shrink-0 max-sm:[&_[data-slot=exam-timer]>span[id]]:sr-only">
                <p className="min-w-20 flex-1 truncate font-semibold">
                  {part ? `${part.exam.name} · ${part.section.name}` : room.name}
                </p>
                {timer && (
                  <Suspense fallback={null}>
                    <ExamTimer
                      key={timer.id}
                      deadline={timer.deadline}
                      offset={timer.offset}
                      onTimeUp={timer.onTimeUp}
                      frozenLeft={timer.frozenLeft}
                    />
                  </Suspense>
                )}
                <SheetSaveStatus state={answers.saveState} submitted={submitted} paused={session.paused} />
                <ExtraTimeNotice minutes={clock.timing.extra_minutes} />
                {/* In the page from the start, so screen readers hear the words when they come. */}
                <p aria-live="polite" className="truncate text-sm text-muted-foreground empty:hidden">
                  {submit.retrying ? SUBMIT_RETRYING : null}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
                {running && running.started !== null && !readOnly ? (
                  <FinishExam
                    parts={parts.parts}
                    examId={running.id}
                    testName={testNameOf(running)}
                    recordingOn={() => recordingOn(running.id)}
                    onFinish={finish}
                    finishing={exams.finishing}
                  />
                ) : null}
                {part && !closed && !awaitingStart && !beforeStart ? (
                  <NotesList regionIds={regionIdsOf(part)} iconOnlyNarrow />
                ) : null}
                <Button
                  ref={hideButton}
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label="Hide"
                  onClick={() => setHidden(true)}
                >
                  <EyeOff aria-hidden="true" />
                  <span className={NARROW_HIDDEN}>Hide</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label="Settings"
                  onClick={() => setSettingsOpen(true)}
                >
                  <Settings aria-hidden="true" />
                  <span className={NARROW_HIDDEN}>Settings</span>
                </Button>
                <Button type="button" size="sm" disabled={readOnly} onClick={submit.requestSubmit}>
                  {submitted ? 'Submitted' : submit.pending ? 'Submitting…' : 'Submit'}
                </Button>
              </div>
            </div>

            <PausedNotice paused={session.paused} />
            {(closed || session.refused) && (
              <div className="border-b p-4">
                <Suspense fallback={null}>
                  <RoomNotice refusal={session.refusal} />
                </Suspense>
              </div>
            )}

            {/* A closed room shows no questions; an exam not started yet shows its Start screen. */}
            {running && awaitingStart ? (
              <main className="min-h-0 flex-1 overflow-y-auto">
                <ExamStartPanel
                  part={running}
                  onStart={exams.start}
                  starting={exams.starting}
                  soundCheck={examHasAudio(running.id)}
                />
              </main>
            ) : !closed && !beforeStart && part ? (
              <main
                ref={containerRef}
                className="flex min-h-0 flex-1 flex-col overflow-y-auto md:flex-row md:overflow-hidden"
                style={{ '--passage-share': `${share}%` } as React.CSSProperties}
              >
                {/* The passage's region is focusable, so the keyboard scrolls a passage without controls. */}
                {withPassage ? (
                  <>
                    <div
                      ref={passageRef}
                      className="shrink-0 border-b p-4 md:w-[var(--passage-share)] md:overflow-y-auto md:border-b-0"
                    >
                      <AnnotatableRegion regionId={passageRegionId(part)} label="Passage">
                        <PassagePane room={room} part={part} />
                      </AnnotatableRegion>
                    </div>
                    <div
                      {...separatorProps}
                      className="hidden w-2 shrink-0 cursor-col-resize touch-none bg-border hover:bg-primary/40 focus-visible:bg-primary focus-visible:outline-none md:block"
                    />
                  </>
                ) : null}
                <section
                  ref={questionsRef}
                  aria-label="Questions"
                  data-questions-pane=""
                  onFocus={onFocus}
                  className="min-w-0 flex-1 p-4 md:overflow-y-auto"
                >
                  <h2
                    tabIndex={-1}
                    data-part-heading=""
                    className="mb-4 text-lg font-semibold focus:outline-none"
                  >
                    {part.label}
                    {/* A section named as its part ("Part 1") is said once. */}
                    {part.section.name !== part.label ? (
                      <span className="sr-only">: {part.section.name}</span>
                    ) : null}
                  </h2>
                  <QuestionsPane
                    part={part}
                    readOnly={readOnly}
                    verdicts={session.verdicts}
                    onChange={answers.setValue}
                  />
                </section>
              </main>
            ) : (
              <div className="flex-1" />
            )}

            {hasAudio && !closed && !beforeStart && (
              <Suspense fallback={null}>
                <PartAudio
                  room={room}
                  parts={parts}
                  offset={clock.offset}
                  onExamOver={examOver}
                  canPlay={canPlay}
                />
              </Suspense>
            )}
            {!closed && !awaitingStart && !beforeStart && (
              <QuestionBar parts={parts} readOnly={readOnly} onToggleFlag={answers.toggleFlag} />
            )}
          </div>

          {hidden && (
            <HideCover
              onShow={() => {
                setHidden(false);
                requestAnimationFrame(() => hideButton.current?.focus());
              }}
            />
          )}
          {settingsNeeded && (
            <Suspense fallback={null}>
              <ScreenSettingsDialog
                open={settingsOpen}
                onOpenChange={setSettingsOpen}
                settings={settings}
                onChange={changeSettings}
              />
            </Suspense>
          )}
          <SheetDialogs
            session={session}
            focusAnswer={focusAnswer}
            afterWelcome={focusPartHeading}
            soundCheck={hasAudio && !exams.hasParts}
          />
          <ExamDayWatch session={session} />
        </div>
      </AnnotationsProvider>
    </AnswersContext.Provider>
  );
}

/** "Finish the … test" with the count of its questions still unanswered, which alone renders as it changes. */
function FinishExam({
  parts,
  ...props
}: Omit<Parameters<typeof FinishPartDialog>[0], 'unanswered'> & { parts: Part[] }) {
  const unanswered = useAnswersSelector(
    (answers) => unansweredIn(parts, props.examId, answers.values),
    'after',
  );
  return <FinishPartDialog {...props} unanswered={unanswered} />;
}

export default ComputerScreen;
