import { useMutation } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import type { PasswordValues } from '../profile-schema';

interface PasswordChange extends PasswordValues {
  id: string;
  /** Who signs in again with the new password. */
  identity: string;
}

/**
 * Changes the signed-in teacher's password. PocketBase then refuses every token issued before, this
 * browser's too, so the teacher is signed in again at once with the new password: other devices stay
 * signed out. `signedIn` is false when that sign-in failed (the session is then over).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ id, identity, ...passwords }: PasswordChange) => {
      await pb.collection('users').update(id, passwords);
      try {
        await pb.collection('users').authWithPassword(identity, passwords.password);
        return { signedIn: true };
      } catch {
        pb.authStore.clear();
        return { signedIn: false };
      }
    },
  });
}
