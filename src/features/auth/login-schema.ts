import { z } from 'zod';
import { PASSWORD_MIN } from '@/rules/accounts';

/** The login form's rules and their exact messages (docs/product.md, "Admin login"). */
export const loginSchema = z.object({
  account: z.string().trim().min(1, 'Account is required'),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`),
});

export type LoginValues = z.infer<typeof loginSchema>;
