// The teacher's classes (docs/product.md, "Classes"): the list, one class, its progress across the
// teacher's rooms, and making, changing and deleting one. Each query's options own its key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { ClassBody, ClassProgress, SchoolClass } from '@/lib/api-types';
import { classesQueryOptions } from '@/lib/class-queries';

const path = (id: string) => `/api/classes/${encodeURIComponent(id)}`;

export const classQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['classes', id],
    queryFn: async () => (await authApi.get<SchoolClass>(path(id))).data,
  });
export const classProgressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['classes', id, 'progress'],
    queryFn: async () => (await authApi.get<ClassProgress>(`${path(id)}/progress`)).data,
  });

export const useClasses = () => useQuery(classesQueryOptions());
export const useClass = (id: string) => useQuery(classQueryOptions(id));
export const useClassProgress = (id: string) => useQuery(classProgressQueryOptions(id));

/** POST /api/classes: a new class, managed by you. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    // Said under the form's field: no toast.
    meta: { inlineError: true },
    mutationFn: async (body: ClassBody) => (await authApi.post<SchoolClass>('/api/classes', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey }),
  });
}

/** PATCH /api/classes/{id}: its name, managers or roster; the class as saved replaces the cached one. */
export function useUpdateClass(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: async (body: ClassBody) => (await authApi.patch<SchoolClass>(path(id), body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(classQueryOptions(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
    },
  });
}

/** DELETE /api/classes/{id}: its rooms stay, open to anyone. */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await authApi.delete(path(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey }),
  });
}
