import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import type { LoginValues } from '../login-schema';

/** Signs in against the users collection; the SDK keeps the token and record in its (persisted) store. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // A failed sign-in is an alert in the form (docs/product.md, "Error messages"): no toast.
    meta: { inlineError: true },
    mutationFn: ({ account, password }: LoginValues) =>
      pb.collection('users').authWithPassword(account, password),
    // Nothing cached for a previous user may show to this one.
    onSuccess: () => queryClient.clear(),
  });
}
