import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identifyGuest, updateGuest, type GuestDetails } from './guest-sheet-api';

/** The guest record for this browser's uuid, made by the server if new (on page load). */
export const guestQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['guest', uuid], queryFn: () => identifyGuest(uuid), staleTime: Infinity });

export function useGuest(uuid: string) {
  return useQuery(guestQueryOptions(uuid));
}

/** The gate: name and e-mail. The answer (finishedGate true) replaces the cached guest, which shows the
 *  welcome dialog as the specification's page reload would. */
export function useUpdateGuest(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The gate dialog says a failure itself, under the fields or in a toast of its own: no second toast.
    meta: { inlineError: true },
    mutationFn: (details: GuestDetails) => updateGuest(uuid, details),
    onSuccess: (guest) => queryClient.setQueryData(guestQueryOptions(uuid).queryKey, guest),
  });
}
