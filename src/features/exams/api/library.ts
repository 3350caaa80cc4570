// The teacher's exam library (docs/architecture.md, "Authoring"): the list (its options shared from
// src/lib/library-queries.ts with the room detail), a new exam, a copy of one, and deleting one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { ExamDocument, SavedExam } from '@/lib/api-types';
import { libraryQueryOptions } from '@/lib/library-queries';

export const useLibrary = () => useQuery(libraryQueryOptions());

/** POST /api/library/exams: a new exam, with you as its author. */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    // Said in the dialog, under its field or below the form (ActionError): no toast.
    meta: { inlineError: true },
    mutationFn: async (document: ExamDocument) =>
      (await authApi.post<SavedExam>('/api/library/exams', document)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
  });
}

/** POST /api/library/exams/{id}/duplicate: a copy named "… (copy)", with you as its author. Errors: a toast. */
export function useDuplicateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<SavedExam>(`/api/library/exams/${encodeURIComponent(id)}/duplicate`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
  });
}

/** DELETE /api/library/exams/{id}: 409, with the server's reason, while a room uses it. */
export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    // Said in the dialog (docs/product.md, "Error messages"): no toast.
    meta: { inlineError: true },
    mutationFn: async (id: string) => {
      await authApi.delete(`/api/library/exams/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
  });
}
