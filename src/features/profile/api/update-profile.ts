import { useMutation } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import type { SessionUser } from '@/lib/session';

interface ProfileChange {
  id: string;
  name: string;
  avatar?: File;
}

/**
 * Saves the user's own name and avatar through the SDK. The SDK also puts the answer into its auth store
 * when the record is the signed-in one, so the sidebar follows at once.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async ({ id, name, avatar }: ProfileChange) => {
      const body = new FormData();
      body.append('name', name);
      if (avatar) body.append('avatar', avatar);
      const record = await pb.collection('users').update<SessionUser>(id, body);
      // Belt and braces: keep the store in step even if the SDK did not (e.g. a record without collectionName).
      if (pb.authStore.record?.id === record.id)
        pb.authStore.save(pb.authStore.token, { ...pb.authStore.record, ...record });
      return record;
    },
  });
}
