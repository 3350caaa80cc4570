// The room's settings as the room detail edits them (docs/product.md, "Room detail", "Test conditions"):
// defaults for a room stored before they existed, and the time limit's rule.
import { z } from 'zod';
import type { RoomRecord, RoomSettings } from '@/lib/api-types';
import type { ArchiveRoom } from '@/lib/room-archive';
import { TIME_LIMIT_MAX } from '@/rules/limits';
import { NEW_ROOM_SETTINGS } from '@/rules/room-settings';

const { accepting, time_limit, audio, results, anonymous_marking, delivery } = NEW_ROOM_SETTINGS;
export const DEFAULT_SETTINGS: RoomSettings = {
  accepting,
  time_limit,
  audio,
  results,
  anonymous_marking,
  delivery,
};

/** Whole minutes, 0–TIME_LIMIT_MAX; the server refuses anything else (400 naming `time_limit`). */
export const TIME_LIMIT_ERROR = `Enter whole minutes from 0 to ${TIME_LIMIT_MAX} (0: no limit).`;

/** An exam's own time (docs/architecture.md, "Exams one after another"): the same range, 0 for none. */
export const EXAM_MINUTES_ERROR = `Enter whole minutes from 0 to ${TIME_LIMIT_MAX} (0: none).`;

/** Whole minutes typed, 0–TIME_LIMIT_MAX, as the number to save; `message` when anything else. */
const minutesSchema = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().max(TIME_LIMIT_MAX, message));

/** The minutes typed in the time limit field, as the number to save. */
export const timeLimitSchema = minutesSchema(TIME_LIMIT_ERROR);
const examMinutesSchema = minutesSchema(EXAM_MINUTES_ERROR);

export function roomSettings(room: RoomRecord): RoomSettings {
  // Rooms made outside the importer may hold '' (or nothing) until they are first saved: the defaults, as
  // the server reads them.
  return {
    accepting: room.accepting ?? DEFAULT_SETTINGS.accepting,
    time_limit: room.time_limit ?? DEFAULT_SETTINGS.time_limit,
    audio: room.audio || DEFAULT_SETTINGS.audio,
    results: room.results || DEFAULT_SETTINGS.results,
    anonymous_marking: room.anonymous_marking ?? false,
    review_at_once: room.review_at_once ?? false,
    delivery: room.delivery || DEFAULT_SETTINGS.delivery,
  };
}

/** The room as "Export room" writes it into room.json (docs/product.md, "Export and import"). */
export function roomForArchive(room: RoomRecord): ArchiveRoom {
  return {
    name: room.name,
    slug: room.slug,
    detail: room.detail,
    ...roomSettings(room),
    delivery: room.delivery || 'computer',
    // Its class stays behind: a class id names this server's roster, which another has not
    // (docs/product.md, "Export and import").
    double_marking: room.double_marking === true,
    marks_due: room.marks_due || '',
    time_zone: room.time_zone || '',
  };
}

export type ParsedMinutes = { minutes: number } | { error: string };

function parseWith(schema: typeof timeLimitSchema, fallback: string, text: string): ParsedMinutes {
  const parsed = schema.safeParse(text);
  return parsed.success ? { minutes: parsed.data } : { error: parsed.error.issues[0]?.message ?? fallback };
}

/** The minutes typed, or the error to show under the field. */
export function parseTimeLimit(text: string): ParsedMinutes {
  return parseWith(timeLimitSchema, TIME_LIMIT_ERROR, text);
}

/** An exam's minutes typed, or the error to show under the field. */
export function parseExamMinutes(text: string): ParsedMinutes {
  return parseWith(examMinutesSchema, EXAM_MINUTES_ERROR, text);
}
