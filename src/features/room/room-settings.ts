// The room's settings as the room detail edits them (docs/product.md, "Room detail"), with the default for
// a room stored before they existed.
import type { RoomRecord, RoomSettings } from '@/lib/api-types';

export const DEFAULT_SETTINGS: RoomSettings = { results: 'hidden' };

export function roomSettings(room: RoomRecord): RoomSettings {
  // Rooms made outside the importer may hold '' until they are first saved: hidden, as the server reads it.
  return { results: room.results || DEFAULT_SETTINGS.results };
}
