// Exam day on the sheet (docs/architecture.md, "Exam day"), loaded apart from it (the guest route's budget)
// and only for a sheet that needs it: the poll of the guest's timing every 15 s, which hands each answer to
// the exam clock (hooks/use-exam-clock.ts), so extra time, a pause and its resume reach the open sheet; and
// "The test is paused", shown inside the sheet's polite live region so screen readers hear it when it comes;
// and the recorder of the times the student leaves the test, while the sheet takes answers.
import { useEffect } from 'react';
import type { GuestTiming } from '@/lib/api-types';
import { useGuestTiming } from '../api/use-guest-timing';
import { useAwayEvents } from '../hooks/use-away-events';
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

export function PausedBanner() {
  return (
    <div className="mb-4 rounded-md border border-warning bg-warning/10 px-4 py-3 text-foreground">
      <p className="font-semibold text-warning">The test is paused</p>
      <p className="text-sm">
        Your answers are kept. The clock stands still until your teacher resumes the test.
      </p>
    </div>
  );
}

/** Records leaving the test while it is rendered (hooks/use-away-events.ts). */
export function AwayRecorder(props: RecorderParams) {
  useAwayEvents(props);
  return null;
}
