import { z } from 'zod';
import { newPassword, passwordsAlike, PASSWORDS_DIFFER } from '@/lib/new-password';

/** The set-password form (docs/product.md, "People"); the server checks the same. */
export const welcomeSchema = z
  .object({ password: newPassword('Password is required'), passwordConfirm: z.string() })
  .refine(passwordsAlike, PASSWORDS_DIFFER);
export type WelcomeValues = z.infer<typeof welcomeSchema>;
