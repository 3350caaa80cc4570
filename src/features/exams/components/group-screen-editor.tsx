// What a group shows on the test on computer (docs/product.md, "Authoring"): its type, its instructions,
// the options of "several letters" and matching, and content with gaps. A field the chosen type does not
// use is hidden, not cleared: changing the type back finds it as it was.
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { GroupType } from '@/lib/api-types';
import { MAX_WORDS_MAX } from '@/rules/computer-content';
import { wordLimitText } from '@/rules/word-count';
import { problemAt, type DraftGroup, type GroupScreen, type Problems } from '../lib/exam-draft';
import { GroupContentEditor } from './group-content-editor';
import { OptionsEditor } from './options-editor';

export const GROUP_TYPE_LABELS: Record<GroupType, string> = {
  gap: 'Typed answers (gap)',
  choice: 'One letter (choice)',
  multi: 'Several letters (multi)',
  match: 'Matching (match)',
  tfng: 'True/False/Not given (tfng)',
  ynng: 'Yes/No/Not given (ynng)',
  essay: 'Essay (marked by a teacher)',
};
/** The types a teacher picks; an essay (Writing) comes with its exam and is only kept. */
const PICKED: GroupType[] = ['gap', 'choice', 'multi', 'match', 'tfng', 'ynng'];
/** Group options are the list of letters "several letters" and matching choose from. */
const usesGroupOptions = (type: GroupType) => type === 'multi' || type === 'match';
/** Content with gaps: notes, summary, table or flow-chart completion, typed or by letter. */
const usesContent = (type: GroupType) => type === 'gap' || type === 'match';
/** A word limit: typed answers only (docs/architecture.md, "As an examiner marks"). */
const usesWordLimit = (type: GroupType) => type === 'gap';
const LIMITS = Array.from({ length: MAX_WORDS_MAX }, (_, i) => i + 1);

interface Props {
  /** "Section 2, group 1": names the fields for screen readers. */
  place: string;
  title: string;
  path: string;
  group: DraftGroup;
  problems: Problems;
  onChange: (change: (group: DraftGroup) => DraftGroup) => void;
}

export function GroupScreenEditor({ place, title, path, group, problems, onChange }: Props) {
  const id = useId();
  const type = group.screen.type ?? 'gap';
  const set = (screen: GroupScreen) => onChange((g) => ({ ...g, screen: { ...g.screen, ...screen } }));
  const instructions = group.screen.instructions ?? '';
  const typeProblem = problemAt(problems, `${path}.type`);
  const instructionsProblem = problemAt(problems, `${path}.instructions`);
  const titleProblem = problemAt(problems, `${path}.title`);
  const limitProblem = problemAt(problems, `${path}.max_words`);
  const maxWords = group.screen.max_words ?? null;
  return (
    <div className="grid gap-3 border-t pt-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>
          <span className="sr-only">{place}, </span>Title
        </Label>
        <Input
          id={`${id}-title`}
          placeholder="e.g. Helpful things volunteers might offer"
          value={group.screen.title ?? ''}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-error` : undefined}
          onChange={(event) => set({ title: event.target.value === '' ? null : event.target.value })}
        />
        <FieldError id={`${id}-title-error`} message={titleProblem} />
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-type`}>
          <span className="sr-only">{place}, </span>Question type
        </Label>
        <NativeSelect
          id={`${id}-type`}
          value={type}
          aria-invalid={typeProblem ? true : undefined}
          aria-describedby={typeProblem ? `${id}-type-error` : undefined}
          onChange={(event) => set({ type: event.target.value as GroupType })}
        >
          {(type === 'essay' ? [...PICKED, 'essay' as const] : PICKED).map((value) => (
            <option key={value} value={value}>
              {GROUP_TYPE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-type-error`} message={typeProblem} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-instructions`}>
          <span className="sr-only">{place}, </span>Instructions
        </Label>
        <Textarea
          id={`${id}-instructions`}
          className="min-h-16"
          placeholder="e.g. Write NO MORE THAN TWO WORDS for each answer."
          value={instructions}
          aria-invalid={instructionsProblem ? true : undefined}
          aria-describedby={instructionsProblem ? `${id}-instructions-error` : undefined}
          onChange={(event) => set({ instructions: event.target.value === '' ? null : event.target.value })}
        />
        <FieldError id={`${id}-instructions-error`} message={instructionsProblem} />
      </div>
      {usesWordLimit(type) && (
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor={`${id}-limit`}>
              <span className="sr-only">{place}, </span>Word limit
            </Label>
            <NativeSelect
              id={`${id}-limit`}
              value={maxWords === null ? '' : String(maxWords)}
              aria-invalid={limitProblem ? true : undefined}
              aria-describedby={limitProblem ? `${id}-limit-error` : `${id}-limit-hint`}
              onChange={(event) =>
                set({ max_words: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">None</option>
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 word' : `${n} words`}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-limit-error`} message={limitProblem} />
          </div>
          <div className="flex items-center gap-2 pb-2">
            <Checkbox
              id={`${id}-number`}
              checked={group.screen.number_allowed === true}
              disabled={maxWords === null}
              onCheckedChange={(checked) => set({ number_allowed: checked === true })}
            />
            <Label htmlFor={`${id}-number`}>
              <span className="sr-only">{place}, </span>and/or a number
            </Label>
          </div>
          <p id={`${id}-limit-hint`} className="basis-full text-sm text-muted-foreground">
            {maxWords === null
              ? 'Without a limit any length of answer is marked against the keys.'
              : `Students see “${wordLimitText(maxWords, group.screen.number_allowed === true)}”; a longer answer is marked wrong.`}
          </p>
        </div>
      )}
      {usesGroupOptions(type) && (
        <OptionsEditor
          label={`${title} options`}
          value={group.screen.options}
          error={problemAt(problems, `${path}.options`)}
          onChange={(options) => set({ options })}
        />
      )}
      {usesContent(type) && (
        <GroupContentEditor
          title={title}
          value={group.screen.content ?? ''}
          error={problemAt(problems, `${path}.content`)}
          onChange={(content) => set({ content })}
        />
      )}
    </div>
  );
}
