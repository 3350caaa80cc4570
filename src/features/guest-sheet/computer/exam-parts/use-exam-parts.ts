// Exams one after another (docs/architecture.md, "Exams one after another"): which part of a computer room
// is current, whether it waits for its own "Start", its deadline on the server's clock, and the start and
// finish of a part. The server's answer goes into the guest-search query data, so every reader of `timing`
// sees the new times; the rest of that data (the draft) is left as loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExamStarted, GuestRoom, GuestSearchResponse, GuestTiming } from '@/lib/api-types';
import { finishExam, startExam } from '../../api/guest-sheet-api';
import { guestRoomQueryOptions } from '../../api/use-guest-room';
import { clockOffset } from '../../lib/server-clock';
import { currentPart, examParts, withPartAnswer } from './part-timing';

interface Params {
  slug: string;
  uuid: string;
  room: GuestRoom;
  timing: GuestTiming;
  /** This device's time (ms) when the guest-search answer carrying `timing` arrived. */
  loadedAt: number;
}

export function useExamParts({ slug, uuid, room, timing, loadedAt }: Params) {
  const queryClient = useQueryClient();
  const [offset] = useState(() => clockOffset(timing.now, loadedAt));
  const parts = examParts(room, timing);
  const current = currentPart(parts);

  const onAnswer = (answer: ExamStarted) => {
    queryClient.setQueryData<GuestSearchResponse>(
      guestRoomQueryOptions(slug, uuid).queryKey,
      (data) => data && { ...data, timing: withPartAnswer(data.timing, answer) },
    );
  };
  const startPart = useMutation({
    mutationFn: (exam: string) => startExam(uuid, { Room: room.id, exam }),
    onSuccess: onAnswer,
  });
  const finishPart = useMutation({
    mutationFn: (exam: string) => finishExam(uuid, { Room: room.id, exam }),
    onSuccess: onAnswer,
  });

  return {
    /** Whether the room's exams run as parts; when false, the sheet works as one exam. */
    hasParts: parts.length > 0,
    parts,
    /** The part the student is in or is to start next; null once every part has ended (then submit). */
    current,
    /** The current part waits for its own "Start" screen. */
    awaitingStart: current !== null && current.started === null,
    /** The current part's deadline (server ms); null before its start. */
    deadline: current?.deadline ?? null,
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
