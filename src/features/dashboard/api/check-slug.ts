import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { SlugCheck } from '@/lib/api-types';
import { SLUG, SLUG_MAX } from '@/rules/limits';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** POST /api/room/slug-check: whether a slug is free, and a free one like it. */
export async function checkSlug(slug: string): Promise<SlugCheck> {
  return (await authApi.post<SlugCheck>('/api/room/slug-check', { slug })).data;
}

// Availability changes as other teachers make rooms: always asked afresh when the slug is shown again.
export const slugCheckQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['slug-check', slug], queryFn: () => checkSlug(slug), staleTime: 0 });

export const isWellFormedSlug = (slug: string) => slug.length <= SLUG_MAX && SLUG.test(slug);

export type SlugAvailability =
  | { state: 'empty' | 'malformed' | 'checking' | 'available' }
  | { state: 'taken'; suggestion: string }
  | { state: 'error'; error: unknown };

/** What the slug field says while the teacher types: checked once typing pauses (300 ms). */
export function useSlugAvailability(slug: string): SlugAvailability {
  const settled = useDebouncedValue(slug, 300);
  const wellFormed = isWellFormedSlug(settled);
  const check = useQuery({ ...slugCheckQueryOptions(settled), enabled: wellFormed });
  if (!slug) return { state: 'empty' };
  if (!isWellFormedSlug(slug)) return { state: 'malformed' };
  if (slug !== settled || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'error', error: check.error };
  return check.data.available
    ? { state: 'available' }
    : { state: 'taken', suggestion: check.data.suggestion };
}
