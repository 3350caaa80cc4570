import { useMutation } from '@tanstack/react-query';
import type { ExamStartBody } from '@/lib/api-types';
import { startExam } from './guest-sheet-api';

/** POST /api/exam/start: records when the guest pressed "Let's go"; the clock runs from its answer. */
export function useStartExam(uuid: string) {
  return useMutation({ mutationFn: (body: ExamStartBody) => startExam(uuid, body) });
}
