import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { GuestLink } from '@/components/guest-link';
import { TextField } from '@/components/text-field';
import type { RoomRecord } from '@/lib/api-types';
import { fieldErrorCode } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { isAdminUser, useSession } from '@/lib/session';
import { useShareRoom } from '../api/share-room';
import { InviteAndShare } from './invite-and-share';
import { RoomMembers } from './room-members';

export const shareSchema = z.object({
  email: z.string().trim().min(1, 'E-mail is required').pipe(z.email('Enter a valid e-mail address')),
});
type ShareValues = z.infer<typeof shareSchema>;

interface DialogProps {
  room: RoomRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * "Share to": the guest link to copy, the teachers who manage the room (each removable but the last), and a
 * form that lets another teacher manage it.
 */
export function ShareRoomDialog({ room, open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Share to</DialogTitle>
          <DialogDescription>
            Students open the sheet with its link. Add a teacher by e-mail to let them manage this room too.
          </DialogDescription>
        </DialogHeader>
        <GuestLink slug={room.slug} />
        <RoomMembers room={room} />
        <AddUserForm room={room} />
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({ room }: { room: RoomRecord }) {
  const share = useShareRoom(room);
  const admin = isAdminUser(useSession().user);
  // An admin whose e-mail has no account is offered "Invite and share" (docs/product.md, "Share and delete").
  const [noAccount, setNoAccount] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShareValues>({
    resolver: zodResolver(shareSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => {
    setNoAccount(null);
    share.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(`${email} can now manage this sheet`);
          reset();
        },
        onError: (error) => {
          if (admin && fieldErrorCode(error, 'email') === 'validation_no_account') {
            setNoAccount(email);
            return;
          }
          // The form has one field: a refusal that names no field is said under it too.
          const { message, fieldsMarked } = applyServerErrors(error, setError, ['email']);
          if (!fieldsMarked) setError('email', { type: 'server', message });
        },
      },
    );
  });
  return (
    <div className="grid gap-4 border-t pt-4">
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="share-email"
          label="Add a user by e-mail"
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          error={errors.email?.message}
          action={
            <Button type="submit" disabled={share.isPending}>
              <UserPlus aria-hidden="true" />
              Add user
            </Button>
          }
          {...register('email')}
        />
      </form>
      {noAccount ? (
        <InviteAndShare key={noAccount} room={room} email={noAccount} onShared={() => reset()} />
      ) : null}
    </div>
  );
}
