// Exam day on either screen (docs/architecture.md, "Exam day"): "The test is paused" in a polite live region
// that is in the page from the start, so screen readers hear it when it comes; and, loaded apart from the
// sheet (the guest route's budget) and only when needed, the realtime channel of the teacher's pause, resume,
// collect and extra time, the 15-second poll of the guest's timing (the channel's fallback), the cover of a
// paused or collected test, and the recorder of the times the student leaves the test.
import { lazy, Suspense } from 'react';
import type { SheetSession } from '../hooks/use-sheet-session';

const loadExamDay = () => import('./exam-day');
const PausedBanner = lazy(() => loadExamDay().then((m) => ({ default: m.PausedBanner })));
const TimingPoll = lazy(() => loadExamDay().then((m) => ({ default: m.TimingPoll })));
const AwayRecorder = lazy(() => loadExamDay().then((m) => ({ default: m.AwayRecorder })));
const ExamDayChannel = lazy(() => loadExamDay().then((m) => ({ default: m.ExamDayChannel })));
const CollectingCover = lazy(() => loadExamDay().then((m) => ({ default: m.CollectingCover })));

export function PausedNotice({ paused }: { paused: boolean }) {
  return (
    <div aria-live="polite">
      {paused && (
        <Suspense fallback={null}>
          <PausedBanner />
        </Suspense>
      )}
    </div>
  );
}

export function ExamDayWatch({ session }: { session: SheetSession }) {
  const { room, uuid, clock, submitted, gateOpen, closed } = session;
  return (
    <Suspense fallback={null}>
      {/* Leaving the test is recorded while the sheet takes answers. */}
      {!submitted && !gateOpen && !closed && (
        <AwayRecorder roomId={room.id} uuid={uuid} offset={clock.offset} />
      )}
      {/* What the teacher does, felt at once (docs/architecture.md, "Exam day"); the poll is the fallback. */}
      {clock.polls && !gateOpen && (
        <ExamDayChannel
          roomId={room.id}
          uuid={uuid}
          guestId={session.guest.id}
          onPaused={clock.onPausedNews}
          onResumed={clock.onResumedNews}
          onCollected={() => void session.onCollected()}
        />
      )}
      {session.collecting && <CollectingCover />}
      {clock.polls && (
        <TimingPoll
          roomId={room.id}
          uuid={uuid}
          initial={session.loadedTiming}
          loadedAt={session.loadedAt}
          onTiming={clock.onTiming}
        />
      )}
    </Suspense>
  );
}
