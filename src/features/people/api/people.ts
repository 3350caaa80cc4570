// The People screen's list and its changes (docs/architecture.md, "People and invitations").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { InviteLink, Person, PersonPatchBody } from '@/lib/api-types';
import { peopleQueryOptions } from '@/lib/people-queries';

export const usePeople = () => useQuery(peopleQueryOptions());

/** PATCH /api/people/{id}: a role, or disabled; a refusal (the last admin) is the query client's toast. */
export function usePatchPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: PersonPatchBody & { id: string }) =>
      (await authApi.patch<{ user: Person }>(`/api/people/${encodeURIComponent(id)}`, body)).data.user,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: peopleQueryOptions().queryKey }),
  });
}

/** POST /api/people/{id}/invite: a new link; the account's older links stop working. */
export function useReinvite() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<InviteLink>(`/api/people/${encodeURIComponent(id)}/invite`, {})).data,
  });
}
