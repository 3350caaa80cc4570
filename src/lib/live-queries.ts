// A room's live state on exam day (docs/architecture.md, "Exam day"), as a query: read by the live screen
// and by the extra-time dialog (each student's extra time), so the key lives in its options.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { LiveRoom, LiveStudent, NotStartedStudent } from './api-types';
import { parseServerTime } from './server-time';

export interface LiveData extends LiveRoom {
  /** The server's clock minus this browser's when the answer came: the countdown counts on the server's. */
  skewMs: number;
  /** A class's students who have not opened the room (docs/product.md, "Classes"), apart from `students`. */
  notStarted: NotStartedStudent[];
}

/** GET /api/room/live/{id}: every student of the room with their status, time and absences. */
export async function getLive(roomId: string): Promise<LiveData> {
  const { data } = await authApi.get<LiveRoom>(`/api/room/live/${roomId}`);
  const skew = parseServerTime(data.now) - Date.now();
  const listed = data.students as (LiveStudent | NotStartedStudent)[];
  return {
    ...data,
    students: listed.filter((s): s is LiveStudent => s.guest !== null),
    notStarted: listed.filter((s): s is NotStartedStudent => s.guest === null),
    skewMs: Number.isNaN(skew) ? 0 : skew,
  };
}

export const liveQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['live', roomId], queryFn: () => getLive(roomId) });
