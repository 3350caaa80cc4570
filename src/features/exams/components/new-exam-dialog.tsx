import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
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
import { Label } from '@/components/ui/label';
import type { ExamKind } from '@/lib/api-types';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateExam } from '../api/library';
import { KIND_LABELS } from '../lib/exam-draft';
import { starterDocument } from '../lib/starter';
import { selectClass } from './field-styles';

const newExamSchema = z.object({
  name: z.string().trim().min(1, 'Give the exam a name.').max(200, 'At most 200 characters.'),
  kind: z.enum(['listening', 'academic_reading', 'general_reading', 'other']),
});
type NewExamValues = z.infer<typeof newExamSchema>;

/** "New exam": a name and a kind; it saves the kind's parts, then opens the editor to paste the key. */
export function NewExamDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateExam();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewExamValues>({
    resolver: zodResolver(newExamSchema),
    defaultValues: { name: '', kind: 'listening' },
  });

  const onSubmit = handleSubmit(({ name, kind }) =>
    create.mutate(starterDocument(name, kind), {
      onSuccess: (exam) => {
        toast.success('Exam created. Paste its answer key to fill in the questions.');
        setOpen(false);
        reset();
        void navigate(paths.admin.exam(exam.id));
      },
      onError: (error) => {
        const { message, fieldsMarked } = applyServerErrors(error, setError, ['name', 'kind']);
        if (fieldsMarked === 0) setError('root', { message });
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New exam
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New exam</DialogTitle>
          <DialogDescription>
            It starts with the parts of its kind and no answers; paste the answer key in the editor next.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField id="new-exam-name" label="Name" error={errors.name?.message} {...register('name')} />
          <div className="grid gap-2">
            <Label htmlFor="new-exam-kind">Kind</Label>
            <select id="new-exam-kind" className={selectClass} {...register('kind')}>
              {(Object.keys(KIND_LABELS) as ExamKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          {errors.root && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Create exam
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
