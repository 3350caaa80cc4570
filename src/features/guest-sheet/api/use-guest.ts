import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { identifyGuest, retryLoad, updateGuest, type GuestDetails } from './guest-sheet-api';

/** The guest record for this browser's uuid, made by the server if new (on page load). */
export function useGuest(uuid: string) {
  return useQuery({
    queryKey: queryKeys.guest(uuid),
    queryFn: () => identifyGuest(uuid),
    staleTime: Infinity,
    retry: retryLoad,
  });
}

/** The gate: name and e-mail. The answer (finishedGate true) replaces the cached guest, which shows the
 *  welcome dialog as the specification's page reload would. */
export function useUpdateGuest(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: GuestDetails) => updateGuest(uuid, details),
    onSuccess: (guest) => queryClient.setQueryData(queryKeys.guest(uuid), guest),
  });
}
