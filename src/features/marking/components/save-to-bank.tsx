import { BookmarkPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast';
import type { BankCriterion } from '@/rules/comment-bank';
import { useAddComment } from '@/lib/comment-bank';

interface Props {
  text: string;
  criteria: { criterion: BankCriterion; name: string }[];
  /** Names the comment kept, for the button's label ("comment 2"). */
  what: string;
}

/** "Save to bank": keeps a written comment in the teacher's bank under the criterion chosen. */
export function SaveToBank({ text, criteria, what }: Props) {
  const add = useAddComment();
  const empty = text.trim() === '';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={empty || add.isPending}
          aria-label={`Save ${what} to bank`}
        >
          <BookmarkPlus aria-hidden="true" />
          Save to bank
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Keep under</DropdownMenuLabel>
        {criteria.map(({ criterion, name }) => (
          <DropdownMenuItem
            key={criterion}
            onSelect={() =>
              add.mutate(
                { criterion, text: text.trim() },
                { onSuccess: () => toast.success(`Saved to your bank under ${name}`) },
              )
            }
          >
            {name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
