// Exams one after another (docs/architecture.md, "Exams one after another"): which part of a computer room
// is current, whether it waits for its own "Start", its deadline on the server's clock, and the start and
// finish of a part. The parts are read from the exam clock's newest timing (hooks/use-exam-clock.ts), so
// extra time, a pause and its resume reach a part's clock with the next poll or draft answer
// (docs/architecture.md, "Exam day"); a part's start or finish amends that timing with the server's answer.
import { useMutation } from '@tanstack/react-query';
import type { ExamStarted, GuestRoom, GuestTiming } from '@/lib/api-types';
import { finishExam, startExam } from '../../api/guest-sheet-api';
import { pausedTimeLeft } from '../../lib/exam-timing';
import { currentPart, examParts, withPartAnswer } from '../lib/part-timing';

interface Params {
  uuid: string;
  room: GuestRoom;
  /** The newest timing the sheet has (the clock's `timing`). */
  timing: GuestTiming;
  /** Server time minus this device's time (ms): the clock's `offset`. */
  offset: number;
  /** Changes that timing by a server's answer (the clock's `amend`). */
  amend: (change: (timing: GuestTiming) => GuestTiming) => void;
}

export function useExamParts({ uuid, room, timing, offset, amend }: Params) {
  const parts = examParts(room, timing);
  const current = currentPart(parts);

  const onAnswer = (answer: ExamStarted) => amend((latest) => withPartAnswer(latest, answer));
  const startPart = useMutation({
    mutationFn: (exam: string) => startExam(uuid, { Room: room.id, exam }),
    onSuccess: onAnswer,
  });
  const finishPart = useMutation({
    mutationFn: (exam: string) => finishExam(uuid, { Room: room.id, exam }),
    onSuccess: onAnswer,
  });
  const deadline = current?.deadline ?? null;

  return {
    /** Whether the room's exams run as parts; when false, the sheet works as one exam. */
    hasParts: parts.length > 0,
    parts,
    /** The part the student is in or is to start next; null once every part has ended (then submit). */
    current,
    /** The current part waits for its own "Start" screen. */
    awaitingStart: current !== null && current.started === null,
    /** The current part's deadline (server ms); null before its start. */
    deadline,
    /** While the room is paused, the time left (ms) the current part's clock stands at; null otherwise. */
    frozenLeft: pausedTimeLeft(timing, deadline),
    /** Server time minus this device's time (ms): count down with lib/server-clock.ts's timeLeft. */
    offset,
    /** Every part has ended: the sheet submits. */
    allEnded: parts.length > 0 && current === null,
    /** Starts a part (only the next one in order; a repeated start answers the first). Failures are toasted. */
    start: (examId: string) => startPart.mutate(examId),
    /** Ends a part ("Finish this part", or its time is up); finishing an ended part changes nothing. */
    finish: (examId: string) => finishPart.mutate(examId),
    starting: startPart.isPending,
    finishing: finishPart.isPending,
  };
}
