import { useQuery } from '@tanstack/react-query';
import { roomQueryOptions } from '@/lib/room-queries';

/** The room with its exams → sections → groups and their question counts. */
export function useRoom(slug: string) {
  return useQuery({ ...roomQueryOptions(slug), enabled: Boolean(slug) });
}
