import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import type { SessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_MIN } from '@/rules/accounts';
import { passwordSchema, type PasswordValues } from '../profile-schema';

const EMPTY: PasswordValues = { oldPassword: '', password: '', passwordConfirm: '' };

/** "Change password": the current one required; afterwards other devices are signed out. */
export function PasswordForm({ user }: { user: SessionUser }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(
      { id: user.id, identity: user.email ?? '', ...values },
      {
        onSuccess: ({ signedIn }) => {
          reset(EMPTY);
          if (signedIn) toast.success('Password changed. You are signed out on other devices.');
          else toast.info('Password changed. Sign in again with the new password.');
        },
        // The query client's toast says why; a field the server named shows it under that field too.
        onError: (error) =>
          applyServerErrors(error, setError, ['oldPassword', 'password', 'passwordConfirm']),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="password-title" className="grid gap-4">
      <div>
        <h2 id="password-title" className="text-lg font-semibold">
          Change password
        </h2>
        <p className="text-sm text-muted-foreground">
          At least {PASSWORD_MIN} characters. Other devices signed in to your account are signed out.
        </p>
      </div>
      <TextField
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <TextField
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending}>
          <KeyRound aria-hidden="true" />
          Change password
        </Button>
      </div>
    </form>
  );
}
