import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ExamKind } from '@/lib/api-types';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { useCreateExam } from '../api/library';
import { applyKeys, documentFromDraft, draftFromDocument, groupRanges } from '../lib/exam-draft';
import { EXAM_KIND_LABELS } from '@/lib/exam-kinds';
import { EXAM_KINDS } from '@/rules/exam-kinds';
import { EXAM_NAME_MAX } from '@/rules/limits';
import { parseKeys } from '../lib/parse-keys';
import { starterDocument } from '../lib/starter';
import { KeyPreview } from './key-preview';

const newExamSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the exam a name.')
    .max(EXAM_NAME_MAX, `At most ${EXAM_NAME_MAX} characters.`),
  kind: z.enum(EXAM_KINDS),
});
type NewExamValues = z.infer<typeof newExamSchema>;

/**
 * "New exam": a name, a kind and, if at hand, the answer key; it saves the kind's parts with the key's
 * answers (previewed line by line first), then opens the editor.
 */
export function NewExamDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [keyText, setKeyText] = useState('');
  const [formError, setFormError] = useState<unknown>(null);
  const create = useCreateExam();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewExamValues>({
    resolver: zodResolver(newExamSchema),
    defaultValues: { name: '', kind: 'listening' },
  });

  const kind = useWatch({ control, name: 'kind' });
  const starter = useMemo(() => draftFromDocument(starterDocument('', kind)), [kind]);
  const parsed = useMemo(() => parseKeys(keyText, { groups: groupRanges(starter) }), [keyText, starter]);

  const onSubmit = handleSubmit(({ name, kind }) => {
    setFormError(null);
    create.mutate(
      documentFromDraft(
        applyKeys(draftFromDocument(starterDocument(name, kind)), parsed.entries, parsed.eitherOrder),
      ),
      {
        onSuccess: (exam) => {
          const answers = parsed.entries.length;
          toast.success(
            answers > 0
              ? `Exam created with ${plural(answers, 'answer')}.`
              : 'Exam created. Paste its answer key to fill in the questions.',
          );
          setOpen(false);
          reset();
          setKeyText('');
          void navigate(paths.admin.exam(exam.id));
        },
        onError: (error) => {
          // A refusal naming a field shows under it, anything else below the form.
          const { fieldsMarked } = applyServerErrors(error, setError, ['name', 'kind']);
          setFormError(fieldsMarked === 0 ? error : null);
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setKeyText('');
          setFormError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New exam
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>New exam</DialogTitle>
          <DialogDescription>
            It starts with the parts of its kind. Paste the answer key now, or later in the editor.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField id="new-exam-name" label="Name" error={errors.name?.message} {...register('name')} />
          <div className="grid gap-2">
            <Label htmlFor="new-exam-kind">Kind</Label>
            <NativeSelect id="new-exam-kind" {...register('kind')}>
              {(Object.keys(EXAM_KIND_LABELS) as ExamKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {EXAM_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-key`}>Answer key (optional)</Label>
            <Textarea
              id={`${id}-key`}
              className="min-h-40 font-mono"
              value={keyText}
              spellCheck={false}
              placeholder={'1 library\n2 colour / color'}
              onChange={(event) => setKeyText(event.target.value)}
            />
          </div>
          <KeyPreview parsed={parsed} />
          {formError ? <ActionError error={formError} /> : null}
          <DialogFooter>
            <Button type="submit" loading={create.isPending}>
              Create exam
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
