// The room's settings as the room detail edits them (docs/product.md, "Room detail"): defaults for a room
// stored before they existed, and the time limit's range.
import type { RoomRecord, RoomSettings } from '@/lib/api-types';

export const DEFAULT_SETTINGS: RoomSettings = {
  accepting: true,
  time_limit: 0,
  audio: 'free',
  results: 'hidden',
};

/** Whole minutes; the server refuses anything else (400 naming `time_limit`). */
export const TIME_LIMIT_MAX = 600;

export function roomSettings(room: RoomRecord): RoomSettings {
  return {
    accepting: room.accepting ?? DEFAULT_SETTINGS.accepting,
    time_limit: room.time_limit ?? DEFAULT_SETTINGS.time_limit,
    audio: room.audio ?? DEFAULT_SETTINGS.audio,
    results: room.results ?? DEFAULT_SETTINGS.results,
  };
}

/** The minutes typed, or an error to show under the field. */
export function parseTimeLimit(text: string): { minutes: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > TIME_LIMIT_MAX) {
    return { error: `Enter whole minutes from 0 to ${TIME_LIMIT_MAX} (0: no limit).` };
  }
  return { minutes: Number(trimmed) };
}
