// The teacher's exam library (docs/architecture.md, "Authoring"): the list, a new exam, and deleting one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { ExamDocument, LibraryExam, LibraryList, SavedExam } from '@/lib/api-types';

/** GET /api/library/exams: the exams you author, newest first. */
export async function getLibrary(): Promise<LibraryExam[]> {
  return (await authApi.get<LibraryList>('/api/library/exams')).data.items;
}

export const libraryQueryOptions = () => queryOptions({ queryKey: ['library'], queryFn: getLibrary });

export const useLibrary = () => useQuery(libraryQueryOptions());

/** POST /api/library/exams: a new exam, with you as its author. */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: ExamDocument) =>
      (await authApi.post<SavedExam>('/api/library/exams', document)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
  });
}

/** DELETE /api/library/exams/{id}: 409, with the server's reason, while a room uses it. */
export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(`/api/library/exams/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey }),
  });
}
