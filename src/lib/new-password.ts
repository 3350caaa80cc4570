import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/rules/accounts';

/** A new password as the welcome page and "Change password" take it (src/rules/accounts.ts's bounds). */
export const newPassword = (requiredMessage: string) =>
  z
    .string()
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/** The check that the password was typed twice alike (`.refine(passwordsAlike, PASSWORDS_DIFFER)`). */
export const passwordsAlike = (values: { password: string; passwordConfirm: string }) =>
  values.password === values.passwordConfirm;
/** What passwordsAlike's refusal says, at the confirmation's field. */
export const PASSWORDS_DIFFER = { path: ['passwordConfirm'], message: 'The passwords do not match' };
