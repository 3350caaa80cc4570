// A pasted key whose runs change kind inside one group (docs/product.md, "Authoring"): the split into one
// group per run is proposed here, and the teacher confirms it (on unless unticked) before anything is applied.
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { SplitProposal } from '../lib/parse-keys';
import { GROUP_TYPE_LABELS } from './group-screen-editor';

const span = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);

export function SplitProposals({
  proposals,
  split,
  onSplitChange,
}: {
  proposals: SplitProposal[];
  split: boolean;
  onSplitChange: (split: boolean) => void;
}) {
  if (proposals.length === 0) return null;
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <Checkbox
        id="paste-keys-split"
        className="mt-0.5"
        checked={split}
        aria-describedby="paste-keys-split-runs"
        onCheckedChange={(checked) => onSplitChange(checked === true)}
      />
      <div className="grid gap-1">
        <Label htmlFor="paste-keys-split">Split into one group per kind of answer</Label>
        <ul id="paste-keys-split-runs" className="text-sm text-muted-foreground">
          {proposals.map((proposal) => (
            <li key={proposal.from}>
              Questions {span(proposal.from, proposal.to)}:{' '}
              {proposal.runs
                .map((run) => `${span(run.from, run.to)} ${GROUP_TYPE_LABELS[run.type]}`)
                .join('; ')}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
