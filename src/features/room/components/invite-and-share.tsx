// "Invite and share", an admin's way past "no account" in the Share dialog (docs/product.md, "Share and
// delete"): the colleague's account is made (a teacher), the room shared to them, and their set-password
// link shown to pass on.
import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InviteLinkPanel, type ShownLink } from '@/components/invite-link-panel';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import type { RoomRecord } from '@/lib/api-types';
import { applyServerErrors } from '@/lib/form-errors';
import { useInvitePerson } from '@/lib/people-queries';
import { useShareRoom } from '../api/share-room';

const inviteNameSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
});
type InviteNameValues = z.infer<typeof inviteNameSchema>;

interface Props {
  room: Pick<RoomRecord, 'id' | 'slug'>;
  email: string;
  onShared: () => void;
}

export function InviteAndShare({ room, email, onShared }: Props) {
  const invite = useInvitePerson();
  const share = useShareRoom(room);
  const [shown, setShown] = useState<ShownLink | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InviteNameValues>({
    resolver: zodResolver(inviteNameSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const invited = await invite.mutateAsync({ email, name, role: 'teacher' });
      await share.mutateAsync({ email });
      setShown({
        name: invited.user.name,
        email: invited.user.email,
        link: invited.link,
        emailed: invited.emailed,
      });
      onShared();
    } catch (error) {
      // One field here: what the server refused (an e-mail taken by a disabled account, say) is said under it.
      const { message, fieldsMarked } = applyServerErrors(error, setError, ['name']);
      if (!fieldsMarked) setError('name', { type: 'server', message });
    }
  });
  if (shown) return <InviteLinkPanel shown={shown} id="share-invite-link" />;
  const pending = invite.isPending || share.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="invite-share-title"
      className="grid gap-2"
    >
      <p id="invite-share-title" className="text-sm">
        {email} has no account yet. Invite them as a teacher and share this room with them:
      </p>
      <TextField
        id="share-invite-name"
        label="Their name"
        autoComplete="off"
        error={errors.name?.message}
        action={
          <Button type="submit" disabled={pending}>
            <MailPlus aria-hidden="true" />
            Invite and share
          </Button>
        }
        {...register('name')}
      />
    </form>
  );
}
