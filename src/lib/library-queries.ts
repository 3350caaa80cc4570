// The teacher's exam library, as queries: the room detail picks exams from it and reads them whole to
// export a room; the library screens list and edit them. Keys live in the options, so a change anywhere
// invalidates through the same options.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { LibraryExam, LibraryList, SavedExam } from './api-types';

/** GET /api/library/exams: the exams you author, newest first. */
export async function getLibraryExams(): Promise<LibraryExam[]> {
  return (await authApi.get<LibraryList>('/api/library/exams')).data.items;
}

/** Every library query starts with this key, so one invalidation refreshes the list and each exam. */
export const libraryQueryOptions = () => queryOptions({ queryKey: ['library'], queryFn: getLibraryExams });

/** GET /api/library/exams/{id}: the exam as one document, with its ids and media URLs. */
export async function getLibraryExam(id: string): Promise<SavedExam> {
  return (await authApi.get<SavedExam>(`/api/library/exams/${encodeURIComponent(id)}`)).data;
}

export const libraryExamQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['library', id], queryFn: () => getLibraryExam(id) });
