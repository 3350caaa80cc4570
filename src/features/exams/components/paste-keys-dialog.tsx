// Keys by paste (docs/product.md, "Authoring"): the book's answer key read line by line, shown as a table
// of what was understood with every problem by its line, and only then applied to the questions.
import { ClipboardPaste } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
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
import { cn } from '@/lib/utils';
import { formatEitherOrder, groupRanges, joinKeys, type ExamDraft } from '../lib/exam-draft';
import { parseKeys, type ParsedKeys } from '../lib/parse-keys';
import { textareaClass } from './field-styles';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summary(parsed: ParsedKeys): string {
  const skipped = parsed.lines.filter((line) => line.status === 'skipped').length;
  return [
    plural(parsed.entries.length, 'answer read', 'answers read'),
    plural(parsed.problems.length, 'line with a problem', 'lines with a problem'),
    plural(skipped, 'line skipped', 'lines skipped'),
  ].join(', ');
}

export function PasteKeysDialog({
  draft,
  onApply,
}: {
  draft: ExamDraft;
  onApply: (parsed: ParsedKeys) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const parsed = useMemo(
    () => parseKeys(text, { groups: groupRanges(draft), acceptInitials: draft.acceptInitials }),
    [text, draft],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setText('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ClipboardPaste aria-hidden="true" />
          Paste keys
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Paste the answer key</DialogTitle>
          <DialogDescription>
            One line per question: its number and its answer (<code>7 library</code>). Separate accepted
            answers with / or OR; put optional words in brackets; <code>21-22 B, D in either order</code>{' '}
            makes a pair answered in either order. Lines without a number are skipped.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-text`}>Answer key</Label>
          <textarea
            id={`${id}-text`}
            className={textareaClass}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {parsed.lines.length > 0 && (
          <>
            <p role="status" className="text-sm font-medium">
              {summary(parsed)}
            </p>
            <div className="max-h-72 overflow-auto rounded-md border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">What the answer key was read as, line by line</caption>
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-2 py-1">
                      Line
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Read as
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Note
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {parsed.lines.map((line) => (
                    <tr
                      key={line.line}
                      className={cn(
                        'border-t align-top',
                        line.status === 'problem' && 'bg-destructive/10',
                        line.status === 'skipped' && 'text-muted-foreground',
                      )}
                    >
                      <td className="whitespace-nowrap px-2 py-1">{line.line}</td>
                      <td className="px-2 py-1">
                        {line.entries.length === 0 ? (
                          <span className="break-all">{line.text}</span>
                        ) : (
                          <ul>
                            {line.entries.map((entry) => (
                              <li key={entry.num}>
                                <span className="font-medium">{entry.num}</span>: {joinKeys(entry.keys)}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="px-2 py-1">
                        {line.status === 'problem' && (
                          <span className="font-medium text-destructive">Problem: </span>
                        )}
                        {line.message}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {parsed.eitherOrder.length > 0 && (
              <p className="text-sm">In either order: {formatEitherOrder(parsed.eitherOrder)}</p>
            )}
            {parsed.problems.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Lines with a problem are left out; fix them here or in the questions afterwards.
              </p>
            )}
          </>
        )}
        <DialogFooter>
          <Button
            disabled={parsed.entries.length === 0}
            onClick={() => {
              onApply(parsed);
              setOpen(false);
              setText('');
            }}
          >
            {parsed.entries.length === 0
              ? 'Apply'
              : `Apply ${plural(parsed.entries.length, 'answer', 'answers')}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
