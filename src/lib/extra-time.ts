// A student's extra time in a room (docs/architecture.md, "Exam day"), given from the live and results
// screens: the browser's copy of the limits of pb_hooks/lib/validate/exam-day-bodies.js (src/lib/extra-time.test.ts
// holds the two equal), the form's schema and the PUT.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authApi } from './api-client';
import type { Accommodation, AccommodationBody } from './api-types';
import { liveQueryOptions } from './live-queries';
import { resultsQueryOptions } from './results-queries';

/** The most extra time, in whole percent of every time limit. */
export const EXTRA_PERCENT_MAX = 100;
/** The note's length, in characters. */
export const NOTE_MAX = 200;

export const extraTimeSchema = z.object({
  // The server's words (validateAccommodationBody).
  extra_percent: z
    .number({ error: 'Give the extra time in percent.' })
    .int('Must be a whole number of percent.')
    .min(0, `Must be between 0 and ${EXTRA_PERCENT_MAX} percent.`)
    .max(EXTRA_PERCENT_MAX, `Must be between 0 and ${EXTRA_PERCENT_MAX} percent.`),
  // Counted in characters as the server counts them, not UTF-16 units.
  note: z
    .string()
    .trim()
    .refine((note) => [...note].length <= NOTE_MAX, `Must be at most ${NOTE_MAX} characters.`),
});
export type ExtraTimeValues = z.infer<typeof extraTimeSchema>;

/**
 * PUT /api/room/results/{id}/accommodation/{guestId}: the student's every time limit × (100 + extra) / 100
 * from their next save or timing poll. The saved record goes into the live state at once (the results
 * screen's dialog reads it from there with no live screen polling it), then the live screen and the
 * results are read again.
 */
export function useSetExtraTime(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog says why beside its fields.
    meta: { inlineError: true },
    mutationFn: async ({ guestId, body }: { guestId: string; body: AccommodationBody }) =>
      (await authApi.put<Accommodation>(`/api/room/results/${roomId}/accommodation/${guestId}`, body)).data,
    onSuccess: (record, { guestId }) => {
      queryClient.setQueryData(liveQueryOptions(roomId).queryKey, (live) =>
        live
          ? {
              ...live,
              students: live.students.map((s) =>
                s.guest.id === guestId ? { ...s, extra_percent: record.extra_percent, note: record.note } : s,
              ),
            }
          : live,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: liveQueryOptions(roomId).queryKey }),
        queryClient.invalidateQueries({ queryKey: resultsQueryOptions(roomId).queryKey }),
      ]);
    },
  });
}
