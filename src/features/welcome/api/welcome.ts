// A colleague's set-password link (docs/architecture.md, "People and invitations"): no sign-in, the link's
// token is the key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { authApi } from '@/lib/api-client';
import type { WelcomeInfo } from '@/lib/api-types';
import { pb } from '@/lib/pocketbase';
import type { WelcomeValues } from '../welcome-schema';

const welcomePath = (token: string) => `/api/welcome/${encodeURIComponent(token)}`;

export const welcomeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['welcome', token],
    queryFn: async () => (await authApi.get<WelcomeInfo>(welcomePath(token))).data,
  });

export const useWelcome = (token: string) => useQuery(welcomeQueryOptions(token));

/** Sets the password; the answer is PocketBase's sign-in, kept in the SDK's store like any other. */
export function useSetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: async (values: WelcomeValues) =>
      (await authApi.post<{ token: string; record: RecordModel }>(welcomePath(token), values)).data,
    onSuccess: ({ token: session, record }) => {
      queryClient.clear();
      pb.authStore.save(session, record);
    },
  });
}
