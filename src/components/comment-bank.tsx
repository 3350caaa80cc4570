import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { BankComment } from '@/lib/api-types';
import { BANK_TEXT_MAX, type BankCriterion } from '@/rules/comment-bank';
import { commentsOf, useComments, useDeleteComment, useEditComment } from '@/lib/comment-bank';

interface Props {
  /** The criteria this screen marks, with their names here. */
  criteria: { criterion: BankCriterion; name: string }[];
  criterion: BankCriterion;
  onCriterion: (criterion: BankCriterion) => void;
  /** Puts a comment to use (on the selected words, or in the comment box). */
  onUse: (comment: BankComment) => void;
  /** What "Use" does, for its label: "Use on the selection". */
  useLabel: string;
}

/**
 * A teacher's comment bank for one criterion at a time (docs/product.md, "Comment bank"): most used first,
 * the first nine numbered for the keyboard; each used by a click, changed or deleted in place.
 */
export function CommentBank({ criteria, criterion, onCriterion, onUse, useLabel }: Props) {
  const id = useId();
  const comments = useComments();
  const shown = commentsOf(comments.data, criterion);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${id}-criterion`}>Criterion</Label>
        <NativeSelect
          id={`${id}-criterion`}
          className="w-auto"
          value={criterion}
          onChange={(event) => onCriterion(event.target.value as BankCriterion)}
        >
          {criteria.map((c) => (
            <option key={c.criterion} value={c.criterion}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {comments.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your comments…</p>
      ) : comments.isError ? (
        <p className="text-sm text-destructive">
          Could not load your comment bank.{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => void comments.refetch()}>
            Try again
          </Button>
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No comments kept for this criterion yet: write one on the essay, then “Save to bank”.
        </p>
      ) : (
        <ol className="grid gap-1" aria-label="Bank comments">
          {shown.map((comment, i) => (
            <BankItem
              key={comment.id}
              comment={comment}
              number={i < 9 ? i + 1 : null}
              useLabel={useLabel}
              onUse={() => onUse(comment)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function BankItem({
  comment,
  number,
  useLabel,
  onUse,
}: {
  comment: BankComment;
  number: number | null;
  useLabel: string;
  onUse: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const edit = useEditComment();
  const remove = useDeleteComment();
  if (editing !== null) {
    const save = () => edit.mutate({ id: comment.id, text: editing }, { onSuccess: () => setEditing(null) });
    return (
      <li className="grid gap-1 rounded-md border p-2">
        <Label htmlFor={`bank-edit-${comment.id}`} className="sr-only">
          Edit the comment
        </Label>
        <Textarea
          id={`bank-edit-${comment.id}`}
          value={editing}
          rows={2}
          maxLength={BANK_TEXT_MAX}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the box replaces the Edit button just pressed
          autoFocus
          onChange={(event) => setEditing(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setEditing(null);
            }
          }}
        />
        <div className="flex gap-2">
          <Button type="button" size="sm" disabled={edit.isPending || editing.trim() === ''} onClick={save}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-auto min-h-8 flex-1 justify-start whitespace-normal py-1 text-left font-normal"
        aria-label={`${useLabel}: ${comment.text}`}
        // Keeps the essay's selection when pressed with a mouse.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onUse}
      >
        {number !== null ? (
          <kbd className="mr-1 rounded border bg-muted px-1 font-mono text-xs">{number}</kbd>
        ) : null}
        <span>{comment.text}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Edit “${comment.text.slice(0, 40)}”`}
        onClick={() => setEditing(comment.text)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete “${comment.text.slice(0, 40)}”`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(comment.id)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
