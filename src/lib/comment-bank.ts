// The teacher's comment bank (docs/product.md, "Comment bank"): their own comments, most used first. Shared
// by the Writing marking screen and the Speaking mark.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { BankComment } from '@/lib/api-types';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { BankCriterion } from '@/rules/comment-bank';

/** GET /api/comments: every comment of the signed-in teacher, most used first. */
export const commentsQueryOptions = () =>
  queryOptions({
    queryKey: ['comments'],
    queryFn: async () => (await authApi.get<{ items: BankComment[] }>('/api/comments')).data.items,
  });

export const useComments = () => useQuery(commentsQueryOptions());

/** A criterion's comments, most used first (the server's order). */
export const commentsOf = (comments: BankComment[] | undefined, criterion: BankCriterion) =>
  (comments ?? []).filter((comment) => comment.criterion === criterion);

/** The bank's writes: each refreshes the list, and a failure says so in a toast (nothing typed is lost). */
function useBankWrite<Body>(write: (body: Body) => Promise<unknown>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions().queryKey }),
    onError: (error) => toast.error(failure, { description: errorMessage(error) }),
  });
}

export const useAddComment = () =>
  useBankWrite(
    (body: { criterion: BankCriterion; text: string }) => authApi.post<BankComment>('/api/comments', body),
    'Could not save the comment to your bank',
  );

export const useEditComment = () =>
  useBankWrite(
    ({ id, text }: { id: string; text: string }) =>
      authApi.patch<BankComment>(`/api/comments/${id}`, { text }),
    'Could not change the comment',
  );

export const useDeleteComment = () =>
  useBankWrite((id: string) => authApi.delete(`/api/comments/${id}`), 'Could not delete the comment');

/** Counts a use, so the comments used most come first; a failure is not worth a toast. */
export function useCountUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => authApi.post<BankComment>(`/api/comments/${id}/use`, {}),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions().queryKey }),
  });
}
