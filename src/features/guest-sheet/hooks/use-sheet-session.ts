// What a loaded sheet is, whichever screen lays it out (the paper sheet, routes/sheet-screen.tsx, or the test
// on computer, computer/): its rows, the answers and their drafts, the clock, the submission, the gate and
// the welcome, a closed room and the server's refusals (docs/product.md, "Test conditions"). The screens only
// lay these out. The answers themselves are read where they show (hooks/use-answers.ts), not here: the
// screens around them do not render again on a keystroke.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Guest, GuestSearchResponse } from '@/lib/api-types';
import { loadExamTimer } from '../components/lazy-exam-timer';
import { answersLeftOut, blankIds } from '../lib/answers';
import { verdictsOf } from '../lib/review';
import type { RoomRefusal } from '../lib/room-refusal';
import { boundQuestionIds, sheetRows } from '../lib/sheet';
import { useExamClock } from './use-exam-clock';
import { useGuestAnswers } from './use-guest-answers';
import { useSubmitSheet, type Submission } from './use-submit-sheet';

export interface SheetScreenProps {
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

/**
 * How a sheet ended without the student's Submit (docs/product.md, "Exam day"): the teacher collected it
 * (`leftOut`: answers typed after the collection were not included), or the time was up.
 */
export interface SheetEnding {
  kind: 'collected' | 'time_up';
  leftOut: boolean;
}

/** How long a collected sheet waits at most before asking what was submitted: a class's sheets spread out. */
const COLLECT_SPREAD_MS = 2000;
/** How often, and how far apart, a collected sheet asks again when the server could not answer. */
const COLLECT_TRIES = 5;
const COLLECT_RETRY_MS = 3000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function useSheetSession({ data, guest, uuid, loadedAt, onSubmitted, onRefresh }: SheetScreenProps) {
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

  const [ending, setEnding] = useState<SheetEnding | null>(null);
  // A draft refused as submitted: the teacher collected the sheet (or another tab submitted it).
  const onCollectedRef = useRef<(spreadMs?: number) => Promise<void>>(async () => undefined);
  const answers = useGuestAnswers({
    roomId: room.id,
    uuid,
    ids,
    loaded: data,
    // The server takes drafts only once the gate is finished, never after a submission, nor from a room
    // that refuses them.
    saving: !submitted && !gateOpen && !closed && !refused && !paused && ending?.kind !== 'collected',
    onRefused: setRefusal,
    onTiming: clock.onTiming,
    onPaused: clock.onPausedRefusal,
    onAlreadySubmitted: () => void onCollectedRef.current(0),
  });

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
    onPaused: clock.onPausedRefusal,
  });

  // The collect's steps read the newest of these after their waits.
  const endingRef = useRef(ending);
  const submittedRef = useRef(submitted);
  const answersRef = useRef(answers);
  const submitRef = useRef(submit);
  /**
   * The teacher collected the answers (the realtime channel's news, or a draft refused as submitted): the
   * sheet locks and says so at once, then, spread over COLLECT_SPREAD_MS so a class does not ask at once,
   * shows what was submitted and whether answers typed since were left out.
   */
  const onCollected = useCallback(
    async (spreadMs = Math.random() * COLLECT_SPREAD_MS) => {
      if (endingRef.current || submittedRef.current) return;
      endingRef.current = { kind: 'collected', leftOut: false };
      setEnding(endingRef.current);
      answersRef.current.pauseSaving();
      await sleep(spreadMs);
      for (let attempt = 0; attempt < COLLECT_TRIES; attempt++) {
        const typed = answersRef.current.current().values;
        const shown = await submitRef.current.showCollected();
        if (shown === null) return;
        if (shown) {
          setEnding({ kind: 'collected', leftOut: answersLeftOut(typed, shown.answers, ids) });
          return;
        }
        await sleep(COLLECT_RETRY_MS);
      }
    },
    [ids],
  );
  useEffect(() => {
    endingRef.current = ending;
    submittedRef.current = submitted;
    answersRef.current = answers;
    submitRef.current = submit;
    onCollectedRef.current = onCollected;
  });
  /** The time is up: the sheet submits itself and says so. */
  const timeUp = () => {
    if (!submitted && !ending) setEnding({ kind: 'time_up', leftOut: false });
    submit.timeUp();
  };

  // On the test on computer a student who has started already goes on where they were after a reload, with
  // no welcome again (docs/product.md, "The test on computer").
  const [welcomeOpen, setWelcomeOpen] = useState(
    () => room.delivery !== 'computer' || data.timing.started === null,
  );
  const welcomeShown = !gateOpen && welcomeOpen && !submitted && !closed && !refused;
  const recordedShown = !gateOpen && submit.recordedOpen;
  // Collected: read-only from the news on, before the server's submission is shown.
  const collecting = ending?.kind === 'collected' && !submitted && !closed;
  const locked = submitted || refused || paused || collecting;
  // The clock runs on a sheet that takes answers; a closed or refused one has nothing left to time.
  const deadline = submitted || closed || refused ? null : clock.deadline;
  /** While paused, the time left the clock stands at (ms); null otherwise. */
  const frozenLeft = paused ? clock.pausedLeft : null;

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

  /** The first blank box's id, for the focus after a dialog. */
  const firstBlank = () => blankIds(answers.current().values, ids)[0];

  return {
    room,
    guest,
    uuid,
    rows,
    ids,
    submitted,
    result,
    verdicts,
    closed,
    gateOpen,
    refusal: refused ? refusal : null,
    refused,
    paused,
    clock,
    answers,
    submit,
    welcomeShown,
    recordedShown,
    locked,
    deadline,
    frozenLeft,
    loadedAt,
    /** The timing the room loaded with (the clock's newest is `clock.timing`). */
    loadedTiming: data.timing,
    letsGo,
    firstBlank,
    /** How the sheet ended without the student's Submit; null otherwise. */
    ending,
    /** Collected, before what was submitted is shown: the sheet says so over the test. */
    collecting,
    onCollected,
    timeUp,
  };
}

export type SheetSession = ReturnType<typeof useSheetSession>;
