// A class's roster (docs/product.md, "Classes"): paste one student a line with a preview that names each bad
// line (by the same parser the server runs), add one student, remove one. What is typed stays until it is
// saved; a refusal leaves it in place.
import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SchoolClass } from '@/lib/api-types';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { plural } from '@/lib/plural';
import { toast } from '@/lib/toast';
import { parseRoster, rosterEntryProblem } from '@/rules/roster';
import { useUpdateClass } from '../api/classes';

type Entry = { email: string; name: string };
const listOf = (schoolClass: SchoolClass): Entry[] =>
  schoolClass.students.map(({ email, name }) => ({ email, name }));

/** The first server field error of a roster save, in words. */
const saveProblem = (error: unknown) => Object.values(fieldErrors(error))[0] ?? errorMessage(error);

export function RosterEditor({ schoolClass }: { schoolClass: SchoolClass }) {
  const update = useUpdateClass(schoolClass.id);
  const [text, setText] = useState('');
  const preview = useMemo(() => parseRoster(text), [text]);
  const [one, setOne] = useState<Entry>({ email: '', name: '' });
  const [oneProblem, setOneProblem] = useState<string | undefined>();
  const ids = useId();

  const save = (students: Entry[], onDone: () => void, done: string) =>
    update.mutate(
      { students },
      {
        onSuccess: () => {
          onDone();
          toast.success(done);
        },
        onError: (error) => toast.error(`Nothing was changed: ${saveProblem(error)}`),
      },
    );

  const addPasted = () =>
    save(
      listOf(schoolClass).concat(preview.entries.map(({ email, name }) => ({ email, name }))),
      () => setText(''),
      `Added ${plural(preview.entries.length, 'student')} to the class.`,
    );
  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const entry = { email: one.email.trim(), name: one.name.trim() };
    const problem = rosterEntryProblem(entry);
    setOneProblem(problem ?? undefined);
    if (problem) return;
    save(listOf(schoolClass).concat(entry), () => setOne({ email: '', name: '' }), `Added ${entry.name}.`);
  };
  const remove = (id: string, name: string) =>
    save(
      schoolClass.students.filter((s) => s.id !== id).map(({ email, name: n }) => ({ email, name: n })),
      () => undefined,
      `Removed ${name} from the class.`,
    );

  const problems = preview.problems.length;
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Students ({schoolClass.students.length})
      </h2>
      {schoolClass.students.length === 0 ? (
        <p className="text-sm text-muted-foreground">No students yet: paste a list or add one below.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Students of the class">
          {schoolClass.students.map((student) => (
            <li
              key={student.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-1.5"
            >
              <span className="min-w-0 break-words">
                {student.name} <span className="text-muted-foreground">{student.email}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${student.name}`}
                disabled={update.isPending}
                onClick={() => remove(student.id, student.name)}
              >
                <UserMinus aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${ids}-paste`}>Paste students, one a line</Label>
        <p id={`${ids}-paste-hint`} className="text-sm text-muted-foreground">
          “Name &lt;email&gt;” or “email, name”. Blank lines are skipped.
        </p>
        <Textarea
          id={`${ids}-paste`}
          rows={5}
          value={text}
          aria-describedby={`${ids}-paste-hint ${ids}-preview`}
          aria-invalid={problems > 0 ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <div id={`${ids}-preview`} aria-live="polite" className="text-sm">
          {text.trim() === '' ? null : (
            <>
              <p>
                {plural(preview.entries.length, 'student')} ready
                {problems > 0 ? `, ${plural(problems, 'line')} to fix:` : '.'}
              </p>
              {problems > 0 ? (
                <ul className="mt-1 grid gap-0.5 text-destructive">
                  {preview.problems.map((p) => (
                    <li key={p.line}>
                      Line {p.line + 1} (“{p.text.trim()}”): {p.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </div>
        <div>
          <Button
            type="button"
            onClick={addPasted}
            disabled={update.isPending || problems > 0 || preview.entries.length === 0}
          >
            <UserPlus aria-hidden="true" />
            Add {preview.entries.length > 0 ? plural(preview.entries.length, 'student') : 'students'}
          </Button>
        </div>
      </div>

      <form
        onSubmit={addOne}
        className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label="Add a student"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-name`}>Name</Label>
          <Input
            id={`${ids}-name`}
            value={one.name}
            autoComplete="off"
            onChange={(event) => setOne({ ...one, name: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-email`}>E-mail</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            value={one.email}
            autoComplete="off"
            aria-invalid={oneProblem ? true : undefined}
            aria-describedby={oneProblem ? `${ids}-one-error` : undefined}
            onChange={(event) => setOne({ ...one, email: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          <UserPlus aria-hidden="true" />
          Add student
        </Button>
        <div className="sm:col-span-3">
          <FieldError id={`${ids}-one-error`} message={oneProblem} />
        </div>
      </form>
    </section>
  );
}
