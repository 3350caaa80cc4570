// The loaded sheet: the two views, submission and the dialogs, and the test conditions (docs/product.md,
// "Test conditions"): the clock, a closed room, the server's refusals. The answers, their drafts and the
// copy on this device belong to hooks/use-guest-answers.ts; this screen lays them out.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { AnswerSheet } from '../components/answer-sheet';
import { Spinner } from '@/components/ui/spinner';
import { RoomNotice } from '../components/room-notice';
import { SaveStatus } from '../components/save-status';
import { ViewToggle } from '../components/view-toggle';
import { useExamClock } from '../hooks/use-exam-clock';
import { useGuestAnswers } from '../hooks/use-guest-answers';
import { useNeededOnce } from '../hooks/use-needed-once';
import { useSubmitSheet, type Submission } from '../hooks/use-submit-sheet';
import { useViewScroll } from '../hooks/use-view-scroll';
import { blankIds } from '../lib/answers';
import { verdictsOf } from '../lib/review';
import type { RoomRefusal } from '../lib/room-refusal';
import { flaggedBoxLabels, questionMap } from '../lib/question-map';
import { SUBMIT_RETRYING } from '../lib/submit-retry';
import { boundQuestionIds, sheetRows } from '../lib/sheet';

// Loaded apart from the sheet, so the answer boxes are usable sooner (and the guest route stays within its
// 140 KB budget): the dialogs when first needed (the gate, with its form library, only for students who have
// not passed it), the paperwork with its printing alongside the first render.
const WelcomeDialog = lazy(() =>
  import('../components/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);
const BlanksDialog = lazy(() =>
  import('../components/blanks-dialog').then((m) => ({ default: m.BlanksDialog })),
);
const SubmittedDialog = lazy(() =>
  import('../components/submitted-dialog').then((m) => ({ default: m.SubmittedDialog })),
);
const Paperwork = lazy(() => import('../components/paperwork').then((m) => ({ default: m.Paperwork })));
// The map and the recordings' player load after the boxes, and the player only for rooms with audio.
const QuestionMap = lazy(() =>
  import('../components/question-map').then((m) => ({ default: m.QuestionMap })),
);
const SectionAudioBar = lazy(() =>
  import('../components/section-audio-bar').then((m) => ({ default: m.SectionAudioBar })),
);
// Exam day (docs/architecture.md): only a paused room shows its banner, only a timed or paused sheet polls.
const loadExamDay = () => import('../components/exam-day');
const PausedBanner = lazy(() => loadExamDay().then((m) => ({ default: m.PausedBanner })));
const TimingPoll = lazy(() => loadExamDay().then((m) => ({ default: m.TimingPoll })));
const AwayRecorder = lazy(() => loadExamDay().then((m) => ({ default: m.AwayRecorder })));
// Only timed rooms show a clock: untimed ones never download it.
const loadExamTimer = () => import('../components/exam-timer');
const ExamTimer = lazy(() => loadExamTimer().then((m) => ({ default: m.ExamTimer })));

// The gate, a new student's first screen, is shown without a Suspense boundary: React holds back a
// boundary's content for up to 300 ms after its fallback, even when the chunk is already there (the entry
// started it: early-guest-sheet.ts), which put the gate that long after the sheet's paint
// (docs/performance-log.md, 2026-11-25). Statically imported, its form library and dialog would take the
// guest route past its budget.
type GateModule = typeof import('../components/gate-dialog');
const loadGateModule = () => import('../components/gate-dialog');

/**
 * The gate dialog once its chunk is loaded, nothing until then; a chunk that fails to load is thrown to the
 * route's error boundary, as a lazy component's would be.
 */
function GateWhenLoaded({ uuid }: { uuid: string }) {
  const [loaded, setLoaded] = useState<{ gate: GateModule } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadGateModule().then(
      (gate) => live && setLoaded({ gate }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!loaded) return null;
  if ('error' in loaded) throw loaded.error;
  return <loaded.gate.GateDialog open uuid={uuid} />;
}

interface Props {
  data: GuestSearchResponse;
  guest: Guest;
  uuid: string;
  /** This device's time (ms) when `data` arrived: the clock's offset from the server's is taken from it. */
  loadedAt: number;
  /** Records a submission in the cached room data (the sheet then shows as submitted). */
  onSubmitted: (submission: Submission) => void;
  /** Loads the room data again (after a 409: what was submitted before). */
  onRefresh: () => Promise<GuestSearchResponse | undefined>;
}

/** Focuses the box of `questionId`, or the first box that takes an answer. */
function focusAnswer(questionId?: string) {
  const selector = questionId
    ? `input[data-question-id="${questionId}"]`
    : 'input[data-answer]:not(:disabled)';
  document.querySelector<HTMLInputElement>(selector)?.focus();
}

export function SheetScreen({ data, guest, uuid, loadedAt, onSubmitted, onRefresh }: Props) {
  const { room } = data;
  const rows = useMemo(() => sheetRows(room), [room]);
  const ids = useMemo(() => boundQuestionIds(rows), [rows]);
  const submitted = data.submission !== null;
  const result = data.submission?.result ?? null;
  const verdicts = useMemo(() => verdictsOf(result?.review), [result]);
  // A closed room takes no answers: no boxes, no gate, no start (a submitted student still sees theirs).
  const closed = room.accepting === false && !submitted;
  const gateOpen = !guest.finishedGate && !closed;
  // The server refused a save or the submission: answers stay as typed (and on this device), read-only.
  const [refusal, setRefusal] = useState<RoomRefusal | null>(null);
  const refused = refusal !== null && !submitted;
  const clock = useExamClock({
    roomId: room.id,
    uuid,
    timing: data.timing,
    loadedAt,
    active: !submitted && !closed && !refused,
  });
  // The teacher paused the room (docs/architecture.md, "Exam day"): no answers, no saves, the clock still.
  const paused = clock.paused && !submitted && !closed;

  const answers = useGuestAnswers({
    roomId: room.id,
    uuid,
    ids,
    loaded: data,
    // The server takes drafts only once the gate is finished, never after a submission, nor from a room
    // that refuses them.
    saving: !submitted && !gateOpen && !closed && !refused && !paused,
    onRefused: setRefusal,
  });
  const { values, flags } = answers;
  const flagSet = useMemo(() => new Set(flags), [flags]);

  const submit = useSubmitSheet({
    room,
    guest,
    uuid,
    ids,
    answers,
    onSubmitted,
    onRefresh,
    submittedBefore: submitted,
    onRefused: setRefusal,
  });

  const [view, showView] = useViewScroll();
  const [welcomeOpen, setWelcomeOpen] = useState(true);
  const welcomeShown = !gateOpen && welcomeOpen && !submitted && !closed && !refused;
  const recordedShown = !gateOpen && submit.recordedOpen;
  const welcomeNeeded = useNeededOnce(welcomeShown);
  const blanksNeeded = useNeededOnce(submit.blanksOpen);
  const recordedNeeded = useNeededOnce(recordedShown);
  const focusFirstBlank = () => focusAnswer(blankIds(answers.current().values, ids)[0]);
  const answered = ids.length - blankIds(values, ids).length;
  const locked = submitted || refused || paused;
  const map = useMemo(() => questionMap(rows, values, flagSet), [rows, values, flagSet]);
  const flaggedLabels = useMemo(() => flaggedBoxLabels(rows, flagSet), [rows, flagSet]);
  const hasAudio = room.exams.some((exam) => exam.sections.some((section) => section.audio));
  /** A box from the map: the answer sheet shows, then the box takes the focus. */
  const jumpTo = (questionId: string) => {
    showView('sheet');
    requestAnimationFrame(() => focusAnswer(questionId));
  };
  // The clock runs on a sheet that takes answers; a closed or refused one has nothing left to time.
  const deadline = submitted || closed || refused ? null : clock.deadline;

  // A timed room fetches its clock at once, while the connection is known to work.
  const timed = room.time_limit > 0;
  useEffect(() => {
    if (timed) void loadExamTimer().catch(() => undefined);
  }, [timed]);

  /** "Let's go": the clock starts (once), then the sheet. */
  const letsGo = () => {
    if (clock.starting) return;
    clock.begin({
      onStarted: () => setWelcomeOpen(false),
      onRefused: (next) => {
        setRefusal(next);
        setWelcomeOpen(false);
      },
      onSubmittedBefore: () => {
        setWelcomeOpen(false);
        void submit.showSubmitted();
      },
    });
  };

  return (
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
                onTimeUp={submit.timeUp}
                frozenLeft={paused ? clock.pausedLeft : null}
              />
            </Suspense>
          </div>
        )}
        <SaveStatus
          status={submitted ? 'idle' : answers.saveState.status}
          failure={answers.saveState.failure}
        />
      </aside>

      <main className="min-w-0 flex-1 md:py-6">
        {/* The polite live region is in the page from the start, so the pause is heard when it comes. */}
        <div aria-live="polite">
          {paused && (
            <Suspense fallback={null}>
              <PausedBanner />
            </Suspense>
          )}
        </div>
        {(closed || refused) && (
          <div className="mb-4">
            <RoomNotice refusal={refused ? refusal : null} />
          </div>
        )}
        {/* A closed room shows no boxes: its sheet stays hidden (also from screen readers). */}
        {!closed && (
          <div className="mb-4">
            <Suspense fallback={null}>
              <QuestionMap exams={map} onJump={jumpTo} />
            </Suspense>
          </div>
        )}
        <div hidden={view !== 'sheet' || closed}>
          {room.detail && <p className="mb-4 max-w-prose text-sm text-muted-foreground">{room.detail}</p>}
          {/* Read-only while the submission is on its way: the sheet shows what was sent. */}
          <AnswerSheet
            rows={rows}
            values={values}
            readOnly={locked || submit.pending}
            verdicts={verdicts}
            onChange={answers.setValue}
            flags={flagSet}
            onToggleFlag={locked ? undefined : answers.toggleFlag}
          />
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
      {gateOpen && <GateWhenLoaded uuid={uuid} />}
      {/* Leaving the test is recorded while the sheet takes answers (docs/architecture.md, "Exam day"). */}
      {!submitted && !gateOpen && !closed && (
        <Suspense fallback={null}>
          <AwayRecorder roomId={room.id} uuid={uuid} offset={clock.offset} />
        </Suspense>
      )}
      {clock.polls && (
        <Suspense fallback={null}>
          <TimingPoll
            slug={room.slug}
            uuid={uuid}
            initial={{ timing: data.timing, receivedAt: loadedAt }}
            onTiming={clock.onTiming}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {welcomeNeeded && (
          <WelcomeDialog
            open={welcomeShown}
            name={guest.name}
            timeLimit={room.time_limit}
            starting={clock.starting}
            onClose={letsGo}
            onClosed={focusFirstBlank}
          />
        )}
        {blanksNeeded && (
          <BlanksDialog
            open={submit.blanksOpen}
            blanks={ids.length - answered}
            flagged={flaggedLabels}
            onOpenChange={submit.setBlanksOpen}
            onSubmitAnyway={submit.send}
            onGoneBack={focusFirstBlank}
          />
        )}
        {recordedNeeded && (
          <SubmittedDialog
            open={recordedShown}
            onViewAgain={() => {
              submit.setRecordedOpen(false);
              showView('sheet');
            }}
            onClosed={() => focusAnswer()}
            result={result}
          />
        )}
      </Suspense>
    </div>
  );
}
