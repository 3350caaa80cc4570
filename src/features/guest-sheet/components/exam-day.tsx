// Exam day on the sheet (docs/architecture.md, "Exam day"), loaded apart from it (the guest route's budget)
// and only for a sheet that needs it: the poll of the guest's timing every 15 s, which hands each answer to
// the exam clock (hooks/use-exam-clock.ts), so extra time, a pause and its resume reach the open sheet; and
// "The test is paused", shown inside the sheet's polite live region so screen readers hear it when it comes;
// and the recorder of the times the student leaves the test, while the sheet takes answers.
import { useQueryClient } from '@tanstack/react-query';
import { CirclePause } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { GuestTiming } from '@/lib/api-types';
import { guestTimingQueryOptions, useGuestTiming } from '../api/use-guest-timing';
import { useAwayEvents } from '../hooks/use-away-events';
import { useExamDayChannel, type ExamDayHandlers } from '../hooks/use-exam-day-channel';
import type { RecorderParams } from '../lib/away-recorder';

interface Props {
  roomId: string;
  uuid: string;
  /** The timing the room loaded with, and this device's time when it arrived: the first request goes 15 s
   *  after it. */
  initial: GuestTiming;
  loadedAt: number;
  onTiming: (timing: GuestTiming) => void;
}

export function TimingPoll({ roomId, uuid, initial, loadedAt, onTiming }: Props) {
  const timing = useGuestTiming(roomId, uuid, true, initial, loadedAt).data;
  useEffect(() => {
    if (timing !== initial) onTiming(timing);
  }, [timing, initial, onTiming]);
  return null;
}

/**
 * The realtime channel of an open sheet (hooks/use-exam-day-channel.ts): a pause or a resume goes to the
 * clock at once, a collect to the sheet, and extra time (or a reconnection) asks for the timing now, which
 * the poll above then hands to the clock.
 */
export function ExamDayChannel({
  roomId,
  uuid,
  guestId,
  ...handlers
}: Omit<ExamDayHandlers, 'onTiming'> & { roomId: string; uuid: string; guestId: string }) {
  const queryClient = useQueryClient();
  useExamDayChannel(roomId, guestId, {
    ...handlers,
    onTiming: () => void queryClient.refetchQueries(guestTimingQueryOptions(roomId, uuid)),
  });
  return null;
}

/**
 * Over the whole screen while the room is paused or the teacher has just collected the sheet (docs/product.md,
 * "Exam day"): like Hide, so no one reads the test on a stopped clock. Portalled to body, the app beneath
 * inert (the app's own live regions with it), so the cover says its words itself.
 */
export function ExamDayCover({ title, text }: { title: string; text: string }) {
  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    return () => app?.removeAttribute('inert');
  }, []);
  return createPortal(
    <div
      role="region"
      aria-labelledby="exam-day-cover-title"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background p-6 text-center text-foreground"
    >
      <CirclePause className="size-10 text-warning" aria-hidden="true" />
      <div role="status" className="flex flex-col items-center gap-3">
        <h2 id="exam-day-cover-title" className="text-xl font-semibold">
          {title}
        </h2>
        <p className="max-w-prose text-sm">{text}</p>
      </div>
    </div>,
    document.body,
  );
}

export function PausedBanner() {
  return (
    <ExamDayCover
      title="The test is paused"
      text="Your answers are kept. The clock stands still until your teacher resumes the test."
    />
  );
}

export function CollectingCover() {
  return (
    <ExamDayCover
      title="Your teacher has collected the answers"
      text="The test has ended. Your submitted answers are shown in a moment."
    />
  );
}

/** Records leaving the test while it is rendered (hooks/use-away-events.ts). */
export function AwayRecorder(props: RecorderParams) {
  useAwayEvents(props);
  return null;
}
