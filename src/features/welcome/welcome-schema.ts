import { z } from 'zod';

/** PocketBase's bounds for a password (bcrypt reads 72 bytes); the server checks the same. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 71;

/** The set-password form (docs/product.md, "People"). */
export const welcomeSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'The passwords do not match',
  });
export type WelcomeValues = z.infer<typeof welcomeSchema>;
