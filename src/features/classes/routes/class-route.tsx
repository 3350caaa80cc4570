// One class (docs/product.md, "Classes"): its name, its roster, and how it does across the teacher's mocks.
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { SchoolClass } from '@/lib/api-types';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { CLASS_NAME_MAX } from '@/rules/roster';
import { useClass, useClassProgress, useDeleteClass, useUpdateClass } from '../api/classes';
import { ClassProgressView } from '../components/class-progress';
import { RosterEditor } from '../components/roster-editor';

function RenameForm({ schoolClass }: { schoolClass: SchoolClass }) {
  const [name, setName] = useState(schoolClass.name);
  const update = useUpdateClass(schoolClass.id);
  const error = update.error ? (fieldErrors(update.error).name ?? errorMessage(update.error)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name }, { onSuccess: (saved) => toast.success(`Renamed to “${saved.name}”.`) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Rename the class">
      <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
        <Label htmlFor="class-name">Class name</Label>
        <Input
          id="class-name"
          value={name}
          maxLength={CLASS_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'class-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError id="class-name-error" message={error} />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending || name.trim() === schoolClass.name}>
        Rename
      </Button>
    </form>
  );
}

export default function ClassRoute() {
  const { id = '' } = useParams();
  const schoolClass = useClass(id);
  const progress = useClassProgress(id);
  const remove = useDeleteClass();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  usePageHeader({
    title: schoolClass.data?.name ?? 'Class',
    backHref: paths.admin.classes,
    loading: schoolClass.isFetching || progress.isFetching,
  });

  if (schoolClass.isPending)
    return (
      <div role="status" aria-label="Loading the class" className="grid gap-3">
        <Skeleton className="h-10 w-full max-w-sm" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (schoolClass.isError)
    return (
      <LoadError
        title="Could not load this class"
        error={schoolClass.error}
        onRetry={() => void schoolClass.refetch()}
        retrying={schoolClass.isFetching}
      />
    );
  const data = schoolClass.data;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RenameForm key={data.name} schoolClass={data} />
        <Button variant="outline" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete class
        </Button>
      </div>
      <RosterEditor schoolClass={data} />
      {progress.isPending ? (
        <Skeleton role="status" aria-label="Loading the bands" className="h-40 w-full" />
      ) : progress.isError ? (
        <LoadError
          title="Could not load the class’s bands"
          error={progress.error}
          onRetry={() => void progress.refetch()}
          retrying={progress.isFetching}
        />
      ) : (
        <ClassProgressView progress={progress.data} className={data.name} />
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${data.name}?`}
        confirmLabel="Delete class"
        destructive
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(data.id, {
            onSuccess: () => {
              toast.success(`Deleted ${data.name}.`);
              navigate(paths.admin.classes);
            },
          });
        }}
      >
        Its rooms stay and are open to anyone again. The students and their results stay.
      </ConfirmDialog>
    </div>
  );
}
