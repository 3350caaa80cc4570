// msw handlers for the live screen's routes (docs/architecture.md, "Exam day"), recording what it sent.
import { http } from 'msw';
import type { Accommodation, AccommodationBody, LiveRoom, LiveStudent } from '@/lib/api-types';
import { answer, type Reply } from './msw-replies';
import { server } from './msw-server';

interface LiveApi {
  /** Each GET answers the next reply; the last one repeats. */
  live: Reply<LiveRoom> | Reply<LiveRoom>[];
  /** PUT …/accommodation/{guestId}; without it, the record as the server would answer. */
  accommodation?: Reply<Accommodation>;
}

export function mockLiveApi(api: LiveApi) {
  const replies = Array.isArray(api.live) ? api.live : [api.live];
  const sent = {
    live: [] as string[],
    accommodations: [] as { guestId: string; body: AccommodationBody }[],
  };
  server.use(
    http.get('*/api/room/live/:id', ({ request, params }) => {
      sent.live.push(String(params.id));
      return answer(replies[Math.min(sent.live.length, replies.length) - 1]!, request);
    }),
    http.put('*/api/room/results/:id/accommodation/:guestId', async ({ request, params }) => {
      const body = (await request.clone().json()) as AccommodationBody;
      sent.accommodations.push({ guestId: String(params.guestId), body });
      const record: Accommodation = {
        id: 'acc1',
        Guest: String(params.guestId),
        Room: String(params.id),
        extra_percent: body.extra_percent ?? 0,
        extra_minutes: body.extra_minutes ?? 0,
        note: body.note ?? '',
        created: '2025-03-01 09:00:00.000Z',
        updated: '2025-03-01 09:00:00.000Z',
      };
      return answer(api.accommodation ?? record, request);
    }),
  );
  return sent;
}

/** PocketBase's way of writing a time. */
export const serverTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/** A student writing now, `minutesLeft` before their deadline at `now`. */
export function liveStudent(
  id: string,
  name: string,
  now: number,
  overrides: Partial<LiveStudent> & { minutesLeft?: number } = {},
): LiveStudent {
  const { minutesLeft = 30, ...rest } = overrides;
  return {
    guest: { id, name, email: `${id}@example.com` },
    status: 'writing',
    part: null,
    answered: 10,
    total: 40,
    updated: serverTime(now - 20_000),
    deadline: serverTime(now + minutesLeft * 60_000),
    extra_percent: 0,
    note: '',
    away: { count: 0, seconds: 0 },
    pastes: 0,
    ...rest,
  };
}

export function liveRoom(now: number, students: LiveStudent[], pausedAt: number | null = null): LiveRoom {
  return { now: serverTime(now), paused_at: pausedAt === null ? null : serverTime(pausedAt), students };
}
