// A room that takes no answers (any more) (docs/product.md, "Test conditions"): the server refuses a
// draft, a submission or a start with 403 and `data.Room.code` `room_closed` or `time_up` (and a submission
// in a timed room from a guest who never started with `not_started`; a load or a start of a class's room
// from a student not on its roster with `not_in_class`, docs/product.md "Classes"). The sheet then
// shows the refusal's words and stops taking answers, keeping what was typed.
import { isAxiosError } from 'axios';
import type { PausedRefusalBody, RoomRefusalBody } from '@/lib/api-types';

export type RoomRefusalCode = RoomRefusalBody['data']['Room']['code'];

export interface RoomRefusal {
  code: RoomRefusalCode;
  message: string;
}

/** What a closed room says, on load (`accepting` false) as in the server's refusal. */
export const ROOM_CLOSED = 'This room is closed.';

const CODES: readonly string[] = [
  'room_closed',
  'time_up',
  'not_started',
  'not_in_class',
] satisfies RoomRefusalCode[];

/** What each refusal says when the server gave no words. */
const FALLBACK: Record<RoomRefusalCode, string> = {
  room_closed: ROOM_CLOSED,
  time_up: 'Time is up.',
  not_started: 'Start the test before you submit: reload this page to start.',
  not_in_class: 'This test is for a class you are not on. Ask your teacher to add you.',
};

/** The refusal in a failed request, or null for any other failure. */
export function roomRefusal(error: unknown): RoomRefusal | null {
  if (!isAxiosError(error) || error.response?.status !== 403) return null;
  const body = error.response.data as Partial<RoomRefusalBody> | undefined;
  const room = body?.data?.Room;
  if (!room || typeof room.code !== 'string' || !CODES.includes(room.code)) return null;
  const message = typeof room.message === 'string' && room.message ? room.message : body?.message;
  return { code: room.code, message: message || FALLBACK[room.code] };
}

/**
 * Whether a failed request was refused because the room is paused (docs/architecture.md, "Exam day"): not a
 * refusal for good, the sheet shows the pause and sends the answers again after the resume.
 */
export function isPausedRefusal(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 403) return false;
  const body = error.response.data as Partial<PausedRefusalBody> | undefined;
  return body?.data?.Room?.code === 'paused';
}
