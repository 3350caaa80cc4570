// The teacher's classes as a query (docs/product.md, "Classes"): read by the classes screen and by a room's
// settings (its class), so the key lives in its options.
import { queryOptions } from '@tanstack/react-query';
import { authApi } from './api-client';
import type { SchoolClass } from './api-types';

export const classesQueryOptions = () =>
  queryOptions({
    queryKey: ['classes'],
    queryFn: async () => (await authApi.get<{ items: SchoolClass[] }>('/api/classes')).data.items,
  });
