// "Extra time" for one student (docs/architecture.md, "Exam day"), from the live and results screens: whole
// minutes or a whole percent added to every time limit of theirs in the room, with an optional note.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { ActionError } from '@/components/action-error';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { EXTRA_MINUTES_MAX, EXTRA_PERCENT_MAX, NOTE_MAX } from '@/rules/extra-time';
import {
  accommodationBody,
  extraTimeSchema,
  extraTimeValues,
  useSetExtraTime,
  type ExtraTimeValues,
} from '@/lib/extra-time';
import { fieldErrors } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import { liveQueryOptions } from '@/lib/live-queries';
import { toast } from '@/lib/toast';

export interface ExtraTimeStudent {
  id: string;
  name: string;
}

interface Props {
  roomId: string;
  /** Whose extra time; null: the dialog is closed. */
  student: ExtraTimeStudent | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function ExtraTimeDialog({ roomId, student, onClose, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Extra time{student ? ` for ${student.name}` : ''}</DialogTitle>
          <DialogDescription>
            Every time limit of this student in the room grows by these minutes or this share, also while they
            are writing: their sheet shows the new time, and says so, within 15 seconds.
          </DialogDescription>
        </DialogHeader>
        {student ? (
          <CurrentExtraTime key={student.id} roomId={roomId} student={student} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The student's extra time and its note now, from the live state (the live screen's, or read here from the
 * results screen; a save writes its record into it).
 */
function CurrentExtraTime({
  roomId,
  student,
  onDone,
}: {
  roomId: string;
  student: ExtraTimeStudent;
  onDone: () => void;
}) {
  const live = useQuery(liveQueryOptions(roomId));
  if (live.isPending)
    return <Spinner label="Reading the student’s extra time" className="justify-self-center" />;
  const current = live.data?.students.find((s) => s.guest.id === student.id);
  return (
    <ExtraTimeForm
      roomId={roomId}
      student={student}
      initial={extraTimeValues(current)}
      unread={live.isError ? live.error : null}
      onDone={onDone}
    />
  );
}

function ExtraTimeForm({
  roomId,
  student,
  initial,
  unread,
  onDone,
}: {
  roomId: string;
  student: ExtraTimeStudent;
  initial: ExtraTimeValues;
  /** The current extra time could not be read: the form starts from none. */
  unread: unknown;
  onDone: () => void;
}) {
  const save = useSetExtraTime(roomId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ExtraTimeValues>({
    resolver: zodResolver(extraTimeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const noteLength = [...(useWatch({ control, name: 'note' }) ?? '')].length;
  const unit = useWatch({ control, name: 'unit' });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { guestId: student.id, body: accommodationBody(values) },
      {
        onSuccess: () => {
          const { amount } = values;
          toast.success(
            amount === 0
              ? `${student.name} has no extra time.`
              : values.unit === 'minutes'
                ? `${student.name} has ${amount} extra minutes.`
                : `${student.name} has ${amount}% extra time.`,
          );
          onDone();
        },
        onError: (error) => {
          // The server names the amount by its unit's field.
          const found = fieldErrors(error);
          const amount = found.extra_minutes ?? found.extra_percent;
          if (amount) setError('amount', { type: 'server', message: amount });
          applyServerErrors(error, setError, ['note']);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {unread ? <ActionError title="Could not read the current extra time" error={unread} /> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Give the extra time in</legend>
        <div className="flex gap-4">
          {(['minutes', 'percent'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-4 accent-primary" {...register('unit')} />
              {value === 'minutes' ? 'Minutes' : 'Percent'}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="extra-amount"
        label={unit === 'minutes' ? 'Extra time (minutes)' : 'Extra time (%)'}
        type="number"
        inputMode="numeric"
        min={0}
        max={unit === 'minutes' ? EXTRA_MINUTES_MAX : EXTRA_PERCENT_MAX}
        step={1}
        className="max-w-32"
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <div className="grid gap-2">
        <Label htmlFor="extra-note">Note (optional)</Label>
        <Textarea
          id="extra-note"
          rows={3}
          placeholder="e.g. 25 minutes, certificate from the exams office"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'extra-note-error extra-note-count' : 'extra-note-count'}
          {...register('note')}
        />
        <p id="extra-note-count" className="text-xs text-muted-foreground">
          {noteLength}/{NOTE_MAX} characters
        </p>
        <FieldError id="extra-note-error" message={errors.note?.message} />
      </div>
      {/* A refusal that names no field (a room gone, no connection) is said here. */}
      {save.isError && !errors.amount && !errors.note ? <ActionError error={save.error} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save extra time'}
        </Button>
      </DialogFooter>
    </form>
  );
}
