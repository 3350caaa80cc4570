// A student's extra time in a room (docs/architecture.md, "Exam day"), given from the live and results
// screens: the form's schema, with the server's limits (src/rules/extra-time.ts), and the PUT.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EXTRA_MINUTES_MAX, EXTRA_PERCENT_MAX, NOTE_MAX } from '@/rules/extra-time';
import { authApi } from './api-client';
import type { Accommodation, AccommodationBody } from './api-types';
import { liveQueryOptions } from './live-queries';
import { resultsQueryOptions } from './results-queries';

/** How the teacher gives the extra time: minutes added to each limit, or a percent of it. */
export type ExtraTimeUnit = 'minutes' | 'percent';
const MAX_OF: Record<ExtraTimeUnit, number> = { minutes: EXTRA_MINUTES_MAX, percent: EXTRA_PERCENT_MAX };

export const extraTimeSchema = z
  .object({
    unit: z.enum(['minutes', 'percent']),
    amount: z.number({ error: 'Give the extra time.' }),
    // Counted in characters as the server counts them, not UTF-16 units.
    note: z
      .string()
      .trim()
      .refine((note) => [...note].length <= NOTE_MAX, `Must be at most ${NOTE_MAX} characters.`),
  })
  // The server's words (validateAccommodationBody), for the unit chosen.
  .superRefine(({ unit, amount }, ctx) => {
    const max = MAX_OF[unit];
    if (!Number.isInteger(amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `Must be a whole number of ${unit}.` });
    else if (amount < 0 || amount > max)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `Must be between 0 and ${max} ${unit}.` });
  });
export type ExtraTimeValues = z.infer<typeof extraTimeSchema>;

/** The PUT's body for the form's values: the amount under the unit's field, the other left out. */
export function accommodationBody({ unit, amount, note }: ExtraTimeValues): AccommodationBody {
  return unit === 'minutes' ? { extra_minutes: amount, note } : { extra_percent: amount, note };
}

/** The form's start from a student's record: minutes unless a percent was given. */
export function extraTimeValues(current?: {
  extra_percent: number;
  extra_minutes?: number;
  note: string;
}): ExtraTimeValues {
  if (current && current.extra_percent > 0)
    return { unit: 'percent', amount: current.extra_percent, note: current.note };
  return { unit: 'minutes', amount: current?.extra_minutes ?? 0, note: current?.note ?? '' };
}

/** A student's extra time as a teacher reads it: "25 min", "10%", or null for none. */
export function extraTimeLabel(student: { extra_percent: number; extra_minutes?: number }): string | null {
  if (student.extra_minutes) return `${student.extra_minutes} min`;
  if (student.extra_percent) return `${student.extra_percent}%`;
  return null;
}

/**
 * PUT /api/room/results/{id}/accommodation/{guestId}: the student's every time limit × (100 + extra) / 100,
 * or + the minutes, from their next save or timing poll. The saved record goes into the live state at once (the results
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
                s.guest.id === guestId
                  ? {
                      ...s,
                      extra_percent: record.extra_percent,
                      extra_minutes: record.extra_minutes,
                      note: record.note,
                    }
                  : s,
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
