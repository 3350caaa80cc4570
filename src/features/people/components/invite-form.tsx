// "Invite a colleague" (docs/product.md, "People"): the account is made at once and its link shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { PersonInvited } from '@/lib/api-types';
import { applyServerErrors } from '@/lib/form-errors';
import { useInvitePerson } from '@/lib/people-queries';
import { inviteSchema, ROLE_LABELS, type InviteValues } from '../people-schema';

const EMPTY: InviteValues = { email: '', name: '', role: 'teacher' };

export function InviteForm({ onInvited }: { onInvited: (invited: PersonInvited) => void }) {
  const invite = useInvitePerson();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invited) => {
        reset(EMPTY);
        onInvited(invited);
      },
      onError: (error) => {
        const { message, fieldsMarked } = applyServerErrors(error, setError, ['email', 'name', 'role']);
        if (!fieldsMarked) setError('root', { type: 'server', message });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="invite-title" className="grid gap-4">
      <div>
        <h2 id="invite-title" className="text-lg font-semibold">
          Invite a colleague
        </h2>
        <p className="text-sm text-muted-foreground">
          Their account is made at once; you get a link for them to set their password.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="invite-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <NativeSelect id="invite-role" {...register('role')}>
          <option value="teacher">{ROLE_LABELS.teacher}</option>
          <option value="admin">{ROLE_LABELS.admin}</option>
        </NativeSelect>
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={invite.isPending}>
          <UserPlus aria-hidden="true" />
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </Button>
      </div>
    </form>
  );
}
