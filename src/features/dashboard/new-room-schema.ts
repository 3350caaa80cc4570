import { z } from 'zod';
import { ROOM_DETAIL_MAX, ROOM_NAME_MAX, SLUG, SLUG_MAX } from '@/rules/limits';
import { SLUG_RULE } from './lib/slug';

/** "New room" (docs/product.md, "New room"): the limits are the import format's, which the server also holds. */
export const newRoomSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(ROOM_NAME_MAX, `Name must be at most ${ROOM_NAME_MAX} characters`),
  slug: z
    .string()
    .min(1, 'Slug is required')
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
    .regex(SLUG, SLUG_RULE),
  detail: z.string().trim().max(ROOM_DETAIL_MAX, `Detail must be at most ${ROOM_DETAIL_MAX} characters`),
});

export type NewRoomValues = z.infer<typeof newRoomSchema>;
