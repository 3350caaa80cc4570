import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** The login form's rules and their exact messages (docs/product.md, "Admin login"). */
export const loginSchema = z.object({
  account: z.string().trim().min(1, 'Account is required'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
});

export type LoginValues = z.infer<typeof loginSchema>;
