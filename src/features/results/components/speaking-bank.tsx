import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { CommentBank } from '@/components/comment-bank';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { useCountUse } from '@/lib/comment-bank';
import { SPEAKING_CRITERIA } from '@/lib/marks';
import type { BankCriterion } from '@/rules/comment-bank';

const CRITERIA = SPEAKING_CRITERIA.map(({ key, name }) => ({ criterion: key as BankCriterion, name }));

/** The teacher's comment bank for Speaking's criteria (docs/product.md, "Comment bank"): a click adds one to the comment. */
export function SpeakingBank({ onUse }: { onUse: (text: string) => void }) {
  const [criterion, setCriterion] = useState<BankCriterion>('fc');
  const countUse = useCountUse();
  return (
    <Collapsible className="text-sm">
      <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Comment bank
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="pt-2">
        <CommentBank
          criteria={CRITERIA}
          criterion={criterion}
          onCriterion={setCriterion}
          useLabel="Add to the comment"
          onUse={(comment) => {
            onUse(comment.text);
            countUse.mutate(comment.id);
          }}
        />
      </CollapsibleContent>
    </Collapsible>
  );
}
