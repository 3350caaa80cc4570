import { useQuery } from '@tanstack/react-query';
import { roomsQueryOptions } from '@/lib/room-queries';
import { useSession } from '@/lib/session';

/** The signed-in user's rooms, newest first; asked for only while the session is valid. */
export function useRooms() {
  const { isValid } = useSession();
  return useQuery({ ...roomsQueryOptions(), enabled: isValid });
}
