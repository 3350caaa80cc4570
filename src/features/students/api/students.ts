// Students across rooms (docs/product.md, "Students across mocks"): the list a teacher searches, one
// student's history, and a new progress link. Each query's options own its key.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { StudentHistory, StudentsPage } from '@/lib/api-types';

/** GET /api/students?q=&page=: a page of 50 of the students the caller may see. */
export const studentsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['students', 'list', q, page],
    queryFn: async () =>
      (await authApi.get<StudentsPage>('/api/students', { params: { q: q || undefined, page } })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/students/{id}: the student's history in the caller's rooms. */
export const studentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['students', 'history', id],
    queryFn: async () => (await authApi.get<StudentHistory>(`/api/students/${encodeURIComponent(id)}`)).data,
  });

export const useStudents = (q: string, page: number) => useQuery(studentsQueryOptions(q, page));
export const useStudent = (id: string) => useQuery(studentQueryOptions(id));

/** POST /api/students/{id}/token: a new progress link; the old one stops working. Errors: a toast. */
export function useRenewToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await authApi.post<{ token: string }>(`/api/students/${encodeURIComponent(id)}/token`)).data,
    onSuccess: ({ token }) =>
      queryClient.setQueryData(studentQueryOptions(id).queryKey, (old) =>
        old ? { ...old, student: { ...old.student, token } } : old,
      ),
  });
}
