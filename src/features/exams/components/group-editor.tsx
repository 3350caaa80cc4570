// One group of questions: its range, its either-order sets, each question's accepted answers in a compact
// grid, and its images once saved (docs/product.md, "Authoring"). An essay (a Writing task) has no answers:
// its minimum words and the minutes students are told to spend instead.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import type { DocumentGroup } from '@/lib/api-types';
import { MIN_WORDS_MAX } from '@/rules/computer-content';
import { recommendedMinutes } from '@/rules/writing-task';
import {
  gridNumbers,
  inGroup,
  problemAt,
  setQuestionKeys,
  type DraftGroup,
  type Problems,
} from '../lib/exam-draft';
import type { ConfirmRequest } from './confirm-dialog';
import { StoredImages, UploadControl } from './file-controls';
import { GroupScreenEditor } from './group-screen-editor';
import { QuestionScreenEditor } from './question-screen-editor';

interface Props {
  examId: string;
  /** "Section 2, group 1": names its fields for screen readers. */
  place: string;
  /** Document path: `sections.1.groups.0`. */
  path: string;
  group: DraftGroup;
  saved: DocumentGroup | undefined;
  problems: Problems;
  onChange: (change: (group: DraftGroup) => DraftGroup) => void;
  onRemove: (() => void) | null;
  confirm: (request: ConfirmRequest) => void;
}

export function GroupEditor({
  examId,
  place,
  path,
  group,
  saved,
  problems,
  onChange,
  onRemove,
  confirm,
}: Props) {
  const id = useId();
  const groupProblem = problems[path];
  const title = `Questions ${group.from || '?'}–${group.to || '?'}`;
  const essay = group.screen.type === 'essay';
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {groupProblem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {groupProblem}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-24">
          <TextField
            id={`${id}-from`}
            label={
              <>
                <span className="sr-only">{place}, </span>From
              </>
            }
            inputMode="numeric"
            value={group.from}
            error={problemAt(problems, `${path}.from`)}
            onChange={(event) => {
              const from = event.target.value;
              onChange((g) => ({ ...g, from }));
            }}
          />
        </div>
        <div className="w-24">
          <TextField
            id={`${id}-to`}
            label={
              <>
                <span className="sr-only">{place}, </span>To
              </>
            }
            inputMode="numeric"
            value={group.to}
            error={problemAt(problems, `${path}.to`)}
            onChange={(event) => {
              const to = event.target.value;
              onChange((g) => ({ ...g, to }));
            }}
          />
        </div>
        {essay ? (
          <div className="w-36">
            <MinWordsField
              id={`${id}-min-words`}
              place={place}
              path={path}
              group={group}
              problems={problems}
              onChange={onChange}
            />
          </div>
        ) : (
          <div className="min-w-40 flex-1">
            <TextField
              id={`${id}-either`}
              label={
                <>
                  <span className="sr-only">{place}, </span>In either order
                </>
              }
              placeholder="e.g. 21-22, 25-26"
              value={group.eitherOrder}
              error={problemAt(problems, `${path}.either_order`)}
              onChange={(event) => {
                const eitherOrder = event.target.value;
                onChange((g) => ({ ...g, eitherOrder }));
              }}
            />
          </div>
        )}
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            aria-label={`Remove ${title.toLowerCase()}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            Remove group
          </Button>
        )}
      </div>
      {essay ? (
        <EssayNote from={group.from} minWordsId={`${id}-min-words`} />
      ) : (
        <div>
          <p className="mb-2 text-sm text-muted-foreground">
            Accepted answers, separated by “ / ”. A box left empty is shown disabled and not scored.
          </p>
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {gridNumbers(group).map((num) => {
              const index = group.questions.findIndex((q) => q.num === num);
              const question = group.questions[index];
              const problem = index >= 0 ? problemAt(problems, `${path}.questions.${index}`) : undefined;
              const inputId = `${id}-q${num}`;
              return (
                <div key={num} className="grid grid-cols-[2.5rem_1fr] items-start gap-2">
                  <label htmlFor={inputId} className="pt-2.5 text-right text-sm font-medium tabular-nums">
                    <span className="sr-only">Question </span>
                    {num}
                    <span className="sr-only"> accepted answers</span>
                  </label>
                  <div className="grid gap-1">
                    <Input
                      id={inputId}
                      value={question?.keys ?? ''}
                      placeholder={inGroup(group, num) ? 'No answer yet' : undefined}
                      spellCheck={false}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputId}-error` : undefined}
                      onChange={(event) => {
                        const text = event.target.value;
                        onChange((g) => setQuestionKeys(g, num, text));
                      }}
                    />
                    <FieldError id={`${inputId}-error`} message={problem} />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      )}
      <GroupScreenEditor
        place={place}
        title={title}
        path={path}
        group={group}
        problems={problems}
        onChange={onChange}
      />
      <QuestionScreenEditor path={path} group={group} problems={problems} onChange={onChange} />
      {group.id && saved ? (
        <div className="grid gap-2">
          <StoredImages
            examId={examId}
            target={{ part: 'group', partId: group.id, field: 'media' }}
            urls={saved.media ?? []}
            what={`${title} images`}
            confirm={confirm}
          />
          <UploadControl
            examId={examId}
            target={{ part: 'group', partId: group.id, field: 'media' }}
            label={`Add images for ${title.toLowerCase()}`}
            accept="image/*"
            multiple
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Save the exam to add images to this group.</p>
      )}
    </fieldset>
  );
}

/** Whole words from 0 to MIN_WORDS_MAX, as the server takes them (validateDraft checks them by its rules). */
function MinWordsField({
  id,
  place,
  path,
  group,
  problems,
  onChange,
}: Pick<Props, 'place' | 'path' | 'group' | 'problems' | 'onChange'> & { id: string }) {
  const error = problemAt(problems, `${path}.min_words`);
  return (
    <TextField
      id={id}
      label={
        <>
          <span className="sr-only">{place}, </span>Minimum words
        </>
      }
      inputMode="numeric"
      placeholder="none"
      value={group.minWords}
      error={error}
      aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
      onChange={(event) => {
        const minWords = event.target.value;
        onChange((g) => ({ ...g, minWords }));
      }}
    />
  );
}

/** What students are told beside an essay box, and why it has no answers. */
function EssayNote({ from, minWordsId }: { from: string; minWordsId: string }) {
  const minutes = recommendedMinutes(Number(from));
  return (
    <p id={`${minWordsId}-hint`} className="text-sm text-muted-foreground">
      An essay has no answers to key: a teacher marks it. Students see the minimum words (a whole number up to{' '}
      {MIN_WORDS_MAX.toLocaleString('en')}) with their word count
      {minutes ? `; the paper sheet suggests about ${minutes} minutes for Task ${from}` : ''}.
    </p>
  );
}
