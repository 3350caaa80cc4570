import { ChevronDown } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

const SHORTCUTS: [string, string][] = [
  ['0 – 9', 'Set the focused criterion’s band'],
  ['← → ↑ ↓', 'Move the band within a criterion'],
  ['?', 'Show or hide what the focused criterion’s bands mean'],
  ['Tab', 'Go to the next criterion (one stop each), box or button'],
  ['Shift + → / ←', 'In the essay: select a word more or less (→ / ← move)'],
  ['T, C, L or G', 'In the essay: open that criterion’s comment bank for the selection'],
  ['1 – 9', 'Then: put that bank comment on the selected words (Esc cancels)'],
  ['N', 'In the essay: write a new comment on the selection'],
  ['Ctrl + Enter (⌘ + Enter)', 'Save and open the next script to mark'],
  ['J or ]', 'Next script (not while typing)'],
  ['K or [', 'Previous script (not while typing)'],
];

export function ShortcutsHelp() {
  return (
    <Collapsible className="text-sm">
      <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Keyboard shortcuts
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1 font-mono text-xs">{keys}</kbd>
              </dt>
              <dd className="text-muted-foreground">{what}</dd>
            </div>
          ))}
        </dl>
      </CollapsibleContent>
    </Collapsible>
  );
}
