import { z } from 'zod';
import { ROLES } from '@/rules/accounts';
import { EMAIL_MAX } from '@/rules/limits';

/** The invite form (docs/product.md, "People"); the server checks the same and answers at the field. */
export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .max(EMAIL_MAX, `At most ${EMAIL_MAX} characters`)
    .pipe(z.email('Enter a valid e-mail address')),
  name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
  role: z.enum(ROLES),
});
export type InviteValues = z.infer<typeof inviteSchema>;

export const ROLE_LABELS = { admin: 'Admin', teacher: 'Teacher' } as const;
