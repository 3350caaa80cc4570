import { ChevronDown, MessageSquarePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { MarkingScriptDetail } from '@/lib/api-types';
import { formatBand } from '@/lib/marks';
import { BANK_KEYS, WRITING_CRITERIA, writingCriterionName, type WritingCriterion } from '../lib/criteria';
import { COMMENT_MAX, NOTE_TEXT_MAX, NOTES_MAX } from '@/rules/mark-limits';
import type { BankComment } from '@/lib/api-types';
import { commentsOf, useComments, useCountUse } from '@/lib/comment-bank';
import { moveInEssay } from '../lib/essay-keys';
import { CommentBank } from '@/components/comment-bank';
import { SaveToBank } from './save-to-bank';
import { draftBand, type MarkDraft } from '../lib/draft';
import { charLength } from '@/rules/limits';
import { CriterionField } from './criterion-field';
import { EssayView, selectedRange } from './essay-view';
import { NoteList } from './note-list';
import { SpellingCheck } from '../spelling/spelling-check';

interface Props {
  script: MarkingScriptDetail;
  /** 1 or 2: names the first criterion. */
  task: number;
  draft: MarkDraft;
  dirty: boolean;
  errors: Record<string, string>;
  /** A refusal not tied to a field (or a failure to reach the server). */
  formError: string | null;
  saving: boolean;
  onDraft: (draft: MarkDraft) => void;
  onSave: (next: boolean) => void;
}

/** One script: the task, the essay with its comments, the four criteria, the overall comment, Save. */
export function ScriptMarker({
  script,
  task,
  draft,
  dirty,
  errors,
  formError,
  saving,
  onDraft,
  onSave,
}: Props) {
  const id = useId();
  const essayRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A script opened by "Save and next" or J/K replaces the one that held focus: its heading takes it, so the
  // new script is announced and Tab goes on from its top. One opened from the queue leaves focus there.
  useEffect(() => {
    if (document.activeElement === document.body) headingRef.current?.focus();
  }, []);
  const band = draftBand(draft);
  const underLength = script.minWords !== null && script.words < script.minWords;

  const bankCriteria = WRITING_CRITERIA.map((criterion) => ({
    criterion,
    name: writingCriterionName(criterion, task),
  }));
  const comments = useComments();
  const countUse = useCountUse();
  const [bankCriterion, setBankCriterion] = useState<WritingCriterion>('ta');
  // A criterion's bank opened by its key over a selection: the next digit puts that comment on the range.
  const [picking, setPicking] = useState<{ criterion: WritingCriterion; start: number; end: number } | null>(
    null,
  );

  const selection = () => (essayRef.current ? selectedRange(essayRef.current, script.text) : null);

  /** A comment on the range; its box is focused to type in unless `text` is given (a bank comment). */
  const addNote = (range: { start: number; end: number } | null, text: string) => {
    if (draft.notes.length >= NOTES_MAX) {
      setHint(`At most ${NOTES_MAX} comments on one essay.`);
      return false;
    }
    if (!range) {
      setHint('Select words in the essay first (with the mouse, or Shift + → in the essay), then comment.');
      return false;
    }
    const notes = [...draft.notes, { ...range, text }];
    onDraft({ ...draft, notes });
    window.getSelection()?.removeAllRanges();
    setHint(text ? `Comment ${notes.length} added: “${text}”` : null);
    // Focus the new comment's box once it is drawn.
    if (!text)
      requestAnimationFrame(() =>
        listRef.current?.querySelector<HTMLElement>(`[data-note-index="${notes.length - 1}"]`)?.focus(),
      );
    return true;
  };
  const commentOnSelection = () => addNote(selection(), '');

  const applyBankComment = (comment: BankComment, range = selection()) => {
    setPicking(null);
    if (comment.text.length > NOTE_TEXT_MAX) {
      setHint(
        `This bank comment is longer than a comment on the essay may be (${NOTE_TEXT_MAX} characters).`,
      );
      return;
    }
    if (addNote(range, comment.text)) countUse.mutate(comment.id);
  };

  // docs/product.md, "Keyboard marking": in the essay, the arrows move and Shift + arrows select by word; T, C,
  // L or G opens that criterion's bank and a digit 1–9 picks its comment; N comments on the selection.
  const onEssayKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const container = essayRef.current;
    if (!container || event.ctrlKey || event.metaKey || event.altKey) return;
    if (moveInEssay(container, event)) {
      event.preventDefault();
      return;
    }
    const key = event.key.toLowerCase();
    if (picking && /^[1-9]$/.test(key)) {
      const comment = commentsOf(comments.data, picking.criterion)[Number(key) - 1];
      if (comment) applyBankComment(comment, picking);
      else setHint(`No comment ${key} in this bank.`);
    } else if (BANK_KEYS[key]) {
      const criterion = BANK_KEYS[key];
      const range = selection();
      setBankCriterion(criterion);
      if (!range) {
        setHint('Select words in the essay first (Shift + →), then the criterion’s key.');
        return;
      }
      setPicking({ criterion, ...range });
      setHint(`${writingCriterionName(criterion, task)}: press 1–9 for a bank comment, Esc to cancel.`);
    } else if (key === 'n') commentOnSelection();
    else if (key === 'escape' && picking) {
      setPicking(null);
      setHint(null);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {script.label} · Task {task}
          {script.student ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{script.student.name}</span>
          ) : null}
        </h2>
        <p className="text-sm" aria-live="polite">
          Task band <span className="font-semibold tabular-nums">{formatBand(band)}</span>
          {dirty ? <span className="ml-2 text-muted-foreground">· Unsaved changes</span> : null}
        </p>
      </div>

      {script.prompt ? (
        <Collapsible className="rounded-md border">
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            The task
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
          <CollapsibleContent className="whitespace-pre-wrap border-t px-3 py-2 text-sm">
            {script.prompt}
          </CollapsibleContent>
        </Collapsible>
      ) : null}

      <section className="grid gap-2" aria-labelledby={`${id}-essay`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-essay`} className="text-sm font-semibold">
            Essay{' '}
            <span className="font-normal text-muted-foreground">
              {script.words} {script.words === 1 ? 'word' : 'words'}
            </span>
          </h3>
          <Button
            type="button"
            variant="outline"
            size="sm"
            // Keeps the selection when the button is pressed with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={commentOnSelection}
          >
            <MessageSquarePlus aria-hidden="true" />
            Comment on selection
          </Button>
        </div>
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {hint}
        </p>
        {underLength ? (
          <p className="text-sm font-medium text-destructive">
            Under length: {script.words} of {script.minWords} words
          </p>
        ) : null}
        {script.text === '' ? null : <SpellingCheck text={script.text} essay={essayRef} />}
        {script.text === '' ? (
          <p className="rounded-md border p-4 text-sm text-muted-foreground">
            The student wrote nothing for this task.
          </p>
        ) : (
          // The essay's keys (onEssayKey) reach this wrapper from the essay it holds.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div onKeyDown={onEssayKey}>
            <EssayView ref={essayRef} text={script.text} notes={draft.notes} labelledBy={`${id}-essay`} />
          </div>
        )}
        <FieldError id={`${id}-notes-error`} message={errors.notes} />
      </section>

      <section className="grid gap-2" aria-labelledby={`${id}-notes`} ref={listRef}>
        <h3 id={`${id}-notes`} className="text-sm font-semibold">
          Comments on the essay
        </h3>
        <NoteList
          text={script.text}
          notes={draft.notes}
          errors={errors}
          onChange={(notes) => onDraft({ ...draft, notes })}
          saveToBank={(text, what) => <SaveToBank text={text} what={what} criteria={bankCriteria} />}
        />
      </section>

      <section className="grid gap-2" aria-labelledby={`${id}-bank`}>
        <h3 id={`${id}-bank`} className="text-sm font-semibold">
          Comment bank
        </h3>
        <CommentBank
          criteria={bankCriteria}
          criterion={picking?.criterion ?? bankCriterion}
          onCriterion={(criterion) => setBankCriterion(criterion as WritingCriterion)}
          onUse={(comment) => applyBankComment(comment)}
          useLabel="Put on the selected words"
        />
      </section>

      <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2" aria-label="Criteria">
        {WRITING_CRITERIA.map((criterion) => (
          <CriterionField
            key={criterion}
            criterion={criterion}
            name={writingCriterionName(criterion, task)}
            value={draft.criteria[criterion]}
            error={errors[`criteria.${criterion}`]}
            onChange={(value) => onDraft({ ...draft, criteria: { ...draft.criteria, [criterion]: value } })}
          />
        ))}
      </section>

      <div className="grid gap-1">
        <Label htmlFor={`${id}-comment`}>Overall comment</Label>
        <Textarea
          id={`${id}-comment`}
          value={draft.comment}
          rows={4}
          maxLength={COMMENT_MAX}
          aria-invalid={Boolean(errors.comment) || undefined}
          aria-describedby={`${id}-comment-count${errors.comment ? ` ${id}-comment-error` : ''}`}
          onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
        />
        <p id={`${id}-comment-count`} className="text-xs tabular-nums text-muted-foreground">
          {charLength(draft.comment)} / {COMMENT_MAX.toLocaleString('en')}
        </p>
        <FieldError id={`${id}-comment-error`} message={errors.comment} />
      </div>

      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => onSave(true)} disabled={saving}>
          {saving ? 'Saving…' : 'Save and next'}
        </Button>
        <Button type="button" variant="outline" onClick={() => onSave(false)} disabled={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}
