// What a room card says of its room and the order of the cards (docs/product.md, "Dashboard"): the room's
// state (open or closed, timed, paused), its counts and next deadline, and the rooms that need the teacher
// now first: a paused room (its students wait), then rooms with students writing (soonest deadline first),
// then scripts to mark, then the other open rooms, then the closed ones; newest first within each.
import type { RoomCounts, RoomRecord } from '@/lib/api-types';

export const NO_COUNTS: RoomCounts = { writing: 0, submitted: 0, to_mark: 0 };

/** Whether the room or any of its exams has a time limit. */
export function isTimed(room: RoomRecord): boolean {
  if ((room.time_limit ?? 0) > 0) return true;
  return Object.values(room.config ?? {}).some((exam) => (exam?.minutes ?? 0) > 0);
}

/** 0 needs the teacher most. */
export function urgency(room: RoomRecord): number {
  const counts = room.counts ?? NO_COUNTS;
  if (room.paused_at) return 0;
  if (counts.writing > 0) return 1;
  if (counts.to_mark > 0) return 2;
  return room.accepting === false ? 4 : 3;
}

/** The rooms in the order the dashboard shows them; the list comes newest first and stays so within a rank. */
export function byUrgency(rooms: RoomRecord[]): RoomRecord[] {
  return rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => {
      const rank = urgency(a.room) - urgency(b.room);
      if (rank !== 0) return rank;
      const da = a.room.next_deadline ?? '';
      const db = b.room.next_deadline ?? '';
      // Stored times sort as text; a room without a deadline after those with one.
      if (da !== db) return da === '' ? 1 : db === '' ? -1 : da < db ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ room }) => room);
}
