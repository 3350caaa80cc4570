// Colleagues' accounts, as queries (docs/architecture.md, "People and invitations"): the People screen
// lists and changes them; the room's Share dialog invites one too ("Invite and share").
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { PeopleList, PersonInviteBody, PersonInvited } from './api-types';

/** GET /api/people: every account. */
export async function getPeople(): Promise<PeopleList> {
  return (await authApi.get<PeopleList>('/api/people')).data;
}

export const peopleQueryOptions = () => queryOptions({ queryKey: ['people'], queryFn: getPeople });

/** POST /api/people: makes the account and its first set-password link. */
export function useInvitePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal is said in the form that sent it.
    meta: { inlineError: true },
    mutationFn: async (body: PersonInviteBody) =>
      (await authApi.post<PersonInvited>('/api/people', body)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleQueryOptions().queryKey }),
  });
}

/** The full address of a link the server answers as a path, to paste into a message. */
export const inviteUrl = (link: string, origin = window.location.origin) => `${origin}${link}`;
