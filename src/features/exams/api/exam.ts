// One exam as a document (docs/architecture.md, "Authoring"): read, saved whole, and its files.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { authApi } from '@/lib/api-client';
import type { ExamDocument, ExamFileRemoval, ExamFileTarget, ExamSaved, SavedExam } from '@/lib/api-types';
import { libraryExamQueryOptions, libraryQueryOptions } from '@/lib/library-queries';

const examUrl = (id: string) => `/api/library/exams/${encodeURIComponent(id)}`;

// The editor holds the working copy; a refetch on focus would only move the server's copy under it.
export const useExam = (id: string) =>
  useQuery({ ...libraryExamQueryOptions(id), refetchOnWindowFocus: false });

/** PUT /api/library/exams/{id}: the whole document in one transaction; answers how many were regraded. */
export function useSaveExam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Said in the editor's bar ("Not saved") and under each field the server named: no toast.
    meta: { inlineError: true },
    mutationFn: async (document: ExamDocument) => (await authApi.put<ExamSaved>(examUrl(id), document)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(libraryExamQueryOptions(id).queryKey, saved.exam);
      void queryClient.invalidateQueries({ queryKey: libraryQueryOptions().queryKey, exact: true });
    },
  });
}

export interface UploadRequest extends ExamFileTarget {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST …/files (multipart): one file on a saved section or group; a 400 says why under `data.file`. */
export function useUploadExamFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The server's reason shows under the file control (docs/product.md, "Authoring"): no toast.
    meta: { inlineError: true },
    mutationFn: async ({ part, partId, field, file, onProgress }: UploadRequest) => {
      const body = new FormData();
      body.append('part', part);
      body.append('partId', partId);
      body.append('field', field);
      body.append('file', file);
      const { data } = await authApi.post<SavedExam>(`${examUrl(id)}/files`, body, {
        // A recording may be 200 MB on a school's line: no time limit, progress instead.
        timeout: 0,
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (event.total) onProgress?.(event.loaded / event.total);
        },
      });
      return data;
    },
    onSuccess: (exam) => queryClient.setQueryData(libraryExamQueryOptions(id).queryKey, exam),
  });
}

/** DELETE …/files with the file's name: the exam without it. */
export function useRemoveExamFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Said beside the stored files (ActionError): no toast.
    meta: { inlineError: true },
    mutationFn: async (removal: ExamFileRemoval) =>
      (await authApi.delete<SavedExam>(`${examUrl(id)}/files`, { data: removal })).data,
    onSuccess: (exam) => queryClient.setQueryData(libraryExamQueryOptions(id).queryKey, exam),
  });
}
