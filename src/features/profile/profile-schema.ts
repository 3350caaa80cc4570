import { z } from 'zod';
import { newPassword, passwordsAlike, PASSWORDS_DIFFER } from '@/lib/new-password';

export const NAME_MAX_LENGTH = 100;
export const AVATAR_MAX_BYTES = 3_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** The avatar picker's rules (docs/product.md, "Profile"), with their exact messages (a wrong type is reported first). */
export function avatarProblem(file: File | undefined | null): string | undefined {
  if (!file) return undefined;
  if (!AVATAR_TYPES.includes(file.type)) return 'Invalid file';
  if (file.size > AVATAR_MAX_BYTES) return 'File size must be less than 3MB';
  return undefined;
}

export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  avatar: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .superRefine((file, ctx) => {
      const problem = avatarProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export type ProfileValues = z.infer<typeof profileSchema>;

/** "Change password" (docs/product.md, "Profile"); field names are PocketBase's, so its refusals land under them. */
export const passwordSchema = z
  .object({
    oldPassword: z.string().min(1, 'Current password is required'),
    password: newPassword('New password is required'),
    passwordConfirm: z.string().min(1, 'Confirm the new password'),
  })
  .refine(passwordsAlike, PASSWORDS_DIFFER);

export type PasswordValues = z.infer<typeof passwordSchema>;
