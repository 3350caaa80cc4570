import { useMutation } from '@tanstack/react-query';
import type { ExamStartBody } from '@/lib/api-types';
import { startExam } from './guest-sheet-api';

/** POST /api/exam/start: records when the guest pressed "Let's go"; the clock runs from its answer. */
export function useStartExam(uuid: string) {
  return useMutation({
    // The sheet says a failure its own way (a refusal closes it; other failures are toasted there): no second toast.
    meta: { inlineError: true },
    mutationFn: (body: ExamStartBody) => startExam(uuid, body),
  });
}
