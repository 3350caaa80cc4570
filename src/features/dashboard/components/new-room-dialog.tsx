import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useSlugAvailability } from '../api/check-slug';
import { useCreateRoom } from '../api/create-room';
import { slugFromName } from '../lib/slug';
import { newRoomSchema, type NewRoomValues } from '../new-room-schema';
import { SlugField } from './slug-field';

/** "New room": name, slug (offered from the name, checked as typed) and detail; then the room's detail. */
export function NewRoomDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New room
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New room</DialogTitle>
          <DialogDescription>
            A room is what students open by its link. Add exams from your library on the next screen.
          </DialogDescription>
        </DialogHeader>
        <NewRoomForm />
      </DialogContent>
    </Dialog>
  );
}

function NewRoomForm() {
  const create = useCreateRoom();
  const navigate = useNavigate();
  // The slug follows the name until the teacher types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<NewRoomValues>({
    resolver: zodResolver(newRoomSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', slug: '', detail: '' },
  });
  const slug = useWatch({ control, name: 'slug' });
  const availability = useSlugAvailability(slug);
  const name = register('name');
  const slugInput = register('slug');

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: async (room) => {
        toast.success(`Made “${room.name}”`);
        await navigate(paths.admin.room(room.slug));
      },
      onError: (error) => {
        // Whatever was typed stays; a refusal naming a field shows under it, anything else below the form.
        const { fieldsMarked } = applyServerErrors(error, setError, ['name', 'slug', 'detail']);
        setFormError(fieldsMarked === 0 ? error : null);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        id="new-room-name"
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...name}
        onChange={(event) => {
          void name.onChange(event);
          if (!slugTouched) setValue('slug', slugFromName(event.target.value), { shouldValidate: false });
        }}
      />
      <SlugField
        id="new-room-slug"
        slug={slug}
        availability={availability}
        error={errors.slug?.message}
        onUseSuggestion={(suggestion) => {
          setSlugTouched(true);
          setValue('slug', suggestion, { shouldValidate: true });
        }}
        {...slugInput}
        onChange={(event) => {
          setSlugTouched(true);
          void slugInput.onChange(event);
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor="new-room-detail">Detail (optional)</Label>
        <Textarea
          id="new-room-detail"
          rows={3}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={errors.detail ? 'new-room-detail-error' : 'new-room-detail-hint'}
          {...register('detail')}
        />
        <p id="new-room-detail-hint" className="text-sm text-muted-foreground">
          Shown on the room’s card, e.g. “Listening and Reading, 60 minutes each.”
        </p>
        <FieldError id="new-room-detail-error" message={errors.detail?.message} />
      </div>
      {formError ? <ActionError error={formError} /> : null}
      <DialogFooter>
        <Button type="submit" loading={create.isPending}>
          Create room
        </Button>
      </DialogFooter>
    </form>
  );
}
