import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/text-field';
import { UserAvatar } from '@/components/user-avatar';
import { applyServerErrors } from '@/lib/form-errors';
import { fileUrl } from '@/lib/pocketbase';
import type { SessionUser } from '@/lib/session';
import { useLogout } from '@/lib/auth';
import { useUpdateProfile } from '../api/update-profile';
import { AVATAR_ACCEPT, avatarProblem, profileSchema, type ProfileValues } from '../profile-schema';
import { useFilePreview } from './avatar-preview';

export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const logout = useLogout();
  // A saved picture empties the file picker by giving it a new key (a file input cannot be set).
  const [pickerKey, setPickerKey] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: user.name ?? '', avatar: undefined },
  });
  const chosen = useWatch({ control, name: 'avatar' });
  const typedName = useWatch({ control, name: 'name' });
  const preview = useFilePreview(chosen && !avatarProblem(chosen) ? chosen : undefined);

  const onSubmit = handleSubmit(({ name, avatar }) =>
    update.mutate(
      { id: user.id, name, avatar },
      {
        onSuccess: (record) => {
          toast.success('Profile updated');
          reset({ name: record.name ?? name, avatar: undefined });
          setPickerKey((key) => key + 1);
        },
        // The query client's toast says why; a field the server named shows it under that field too.
        onError: (error) => applyServerErrors(error, setError, ['name', 'avatar']),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UserAvatar
          name={typedName || user.email}
          src={preview ?? fileUrl(user, user.avatar)}
          className="size-20 text-xl"
        />
        <div className="grid flex-1 gap-2">
          <Label htmlFor="profile-avatar">Avatar</Label>
          <Controller
            control={control}
            name="avatar"
            render={({ field }) => (
              <Input
                key={pickerKey}
                id="profile-avatar"
                type="file"
                accept={AVATAR_ACCEPT}
                name={field.name}
                onBlur={field.onBlur}
                ref={field.ref}
                onChange={(event) => {
                  field.onChange(event.target.files?.[0]);
                  // Say at once when the picked file cannot be used, not only on submit.
                  void trigger('avatar');
                }}
                className="h-auto cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
                aria-invalid={errors.avatar ? true : undefined}
                aria-describedby={
                  errors.avatar ? 'profile-avatar-hint profile-avatar-error' : 'profile-avatar-hint'
                }
              />
            )}
          />
          <p id="profile-avatar-hint" className="text-sm text-muted-foreground">
            JPEG or PNG, at most 3 MB.
            {preview ? ' The preview shows your new picture; it is saved with the profile.' : ''}
          </p>
          <FieldError id="profile-avatar-error" message={errors.avatar?.message} />
        </div>
      </div>
      <TextField
        id="profile-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-2">
        <Label htmlFor="profile-email">E-mail</Label>
        <Input id="profile-email" type="email" value={user.email ?? ''} readOnly className="bg-muted" />
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={logout}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
        <Button type="submit" loading={update.isPending}>
          <Save aria-hidden="true" />
          Update profile
        </Button>
      </div>
    </form>
  );
}
