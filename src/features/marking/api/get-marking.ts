import { useQuery } from '@tanstack/react-query';
import { markingQueryOptions } from '@/lib/marking-queries';

export { markingQueryOptions } from '@/lib/marking-queries';

export function useMarking(roomId: string | undefined) {
  return useQuery({ ...markingQueryOptions(roomId ?? ''), enabled: Boolean(roomId) });
}
