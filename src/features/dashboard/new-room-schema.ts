import { z } from 'zod';
import { SLUG, SLUG_MAX } from '@/rules/limits';
import { SLUG_RULE } from './lib/slug';

/** "New room" (docs/product.md, "New room"): the limits are the import format's, which the server also holds. */
export const newRoomSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  slug: z
    .string()
    .min(1, 'Slug is required')
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
    .regex(SLUG, SLUG_RULE),
  detail: z.string().trim().max(5000, 'Detail must be at most 5000 characters'),
});

export type NewRoomValues = z.infer<typeof newRoomSchema>;
