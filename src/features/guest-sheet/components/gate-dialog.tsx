import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateGuest } from '../api/use-guest';
import { gateResolver, type GateValues } from '../lib/gate-validation';

const keepOpen = (event: Event) => event.preventDefault();

export interface GateDialogProps {
  open: boolean;
  uuid: string;
  /** Called after the frame that first shows the gate (again only if it is another function). */
  onShown?: () => void;
}

/** Name and e-mail before the sheet (docs/product.md, "Guest sheet"). It cannot be dismissed: only finishing it closes it. */
export function GateDialog({ open, uuid, onShown }: GateDialogProps) {
  const update = useUpdateGuest(uuid);
  useEffect(() => {
    if (!onShown) return;
    let timer = 0;
    // The task after the next frame's callbacks: that frame has the dialog in it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(onShown);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onShown]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GateValues>({ resolver: gateResolver, defaultValues: { name: '', email: '' } });

  const onSubmit = handleSubmit(async (details) => {
    try {
      await update.mutateAsync(details);
    } catch (error) {
      toast.error(applyServerErrors(error, setError, ['name', 'email']).message);
    }
  });

  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <DialogTitle>Before you start</DialogTitle>
          <DialogDescription>
            Enter your name and e-mail so your teacher knows whose answers these are. Leaving the test
            (another tab, app or window) and pasting into answer boxes are recorded for your teacher.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="gate-name"
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id="gate-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              Continue
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
