// A room's live state on exam day (docs/architecture.md, "Exam day"), as a query: read by the live screen
// and by the extra-time dialog (each student's extra time), so the key lives in its options.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { LiveRoom } from './api-types';
import { parseServerTime } from './server-time';

export interface LiveData extends LiveRoom {
  /** The server's clock minus this browser's when the answer came: the countdown counts on the server's. */
  skewMs: number;
}

/** GET /api/room/live/{id}: every student of the room with their status, time and absences. */
export async function getLive(roomId: string): Promise<LiveData> {
  const { data } = await authApi.get<LiveRoom>(`/api/room/live/${roomId}`);
  const skew = parseServerTime(data.now) - Date.now();
  return { ...data, skewMs: Number.isNaN(skew) ? 0 : skew };
}

export const liveQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: ['live', roomId], queryFn: () => getLive(roomId) });
