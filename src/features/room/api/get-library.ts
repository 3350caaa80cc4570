import { useQuery } from '@tanstack/react-query';
import { libraryQueryOptions } from '@/lib/library-queries';

/** The exams the teacher authors: what "Add exam" offers, and which exams "Edit exam" may open. */
export function useLibrary() {
  return useQuery(libraryQueryOptions());
}
