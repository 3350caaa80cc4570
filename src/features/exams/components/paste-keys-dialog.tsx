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
import { Textarea } from '@/components/ui/textarea';
import { plural } from '@/lib/plural';
import { groupRanges, type ExamDraft } from '../lib/exam-draft';
import { parseKeys, splitProposals, type ParsedKeys, type SplitProposal } from '../lib/parse-keys';
import { KeyPreview } from './key-preview';
import { SplitProposals } from './split-proposals';

export function PasteKeysDialog({
  draft,
  onApply,
}: {
  draft: ExamDraft;
  /** `splits`: the groups to cut into one per run first, as the teacher confirmed (none when unticked). */
  onApply: (parsed: ParsedKeys, splits: SplitProposal[]) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [split, setSplit] = useState(true);
  const { parsed, proposals } = useMemo(() => {
    const groups = groupRanges(draft);
    const parsed = parseKeys(text, { groups, acceptInitials: draft.acceptInitials });
    return { parsed, proposals: splitProposals(parsed, groups) };
  }, [text, draft]);
  const reset = () => {
    setText('');
    setSplit(true);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
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
          <Textarea
            id={`${id}-text`}
            className="min-h-40 font-mono"
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <KeyPreview parsed={parsed} />
        <SplitProposals proposals={proposals} split={split} onSplitChange={setSplit} />
        <DialogFooter>
          <Button
            disabled={parsed.entries.length === 0}
            onClick={() => {
              onApply(parsed, split ? proposals : []);
              setOpen(false);
              reset();
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
