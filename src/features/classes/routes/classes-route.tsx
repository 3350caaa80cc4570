// The teacher's classes (docs/product.md, "Classes"): each with its students, and a new one by name.
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { usePageHeader } from '@/lib/page-header';
import { paths } from '@/lib/paths';
import { plural } from '@/lib/plural';
import { CLASS_NAME_MAX } from '@/rules/roster';
import { useClasses, useCreateClass } from '../api/classes';

function NewClassForm() {
  const [name, setName] = useState('');
  const create = useCreateClass();
  const navigate = useNavigate();
  const error = create.error ? (fieldErrors(create.error).name ?? errorMessage(create.error)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: (made) => navigate(paths.admin.class(made.id)) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="New class">
      <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
        <Label htmlFor="new-class-name">New class</Label>
        <Input
          id="new-class-name"
          value={name}
          maxLength={CLASS_NAME_MAX}
          placeholder="e.g. 11B Academic, spring term"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-class-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError id="new-class-name-error" message={error} />
      </div>
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        <Plus aria-hidden="true" />
        {create.isPending ? 'Making…' : 'Make class'}
      </Button>
    </form>
  );
}

export default function ClassesRoute() {
  const classes = useClasses();
  usePageHeader({ title: 'Classes', loading: classes.isFetching });
  if (classes.isPending)
    return (
      <div role="status" aria-label="Loading classes" className="grid gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (classes.isError)
    return (
      <LoadError
        title="Could not load your classes"
        error={classes.error}
        onRetry={() => void classes.refetch()}
        retrying={classes.isFetching}
      />
    );
  return (
    <div className="grid gap-6">
      <NewClassForm />
      {classes.data.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h2 className="text-lg font-semibold">No classes yet</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
            A class is a list of students. Give a room a class and only they may sit it; the class page shows
            how they do across your mocks.
          </p>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Your classes">
          {classes.data.map((item) => (
            <li key={item.id} className="rounded-lg border p-4">
              <Link to={paths.admin.class(item.id)} className="font-medium hover:underline">
                {item.name}
              </Link>
              <p className="text-sm text-muted-foreground">{plural(item.students.length, 'student')}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
