// The marker's spelling check on the marking screen (docs/product.md, "Marking"): a toggle kept on the
// device, the count and the words, and the underline in the essay. Never on a student's screen; it changes
// no mark.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type RefObject } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { checkSpelling } from './spelling-client';
import type { SpellingWord } from './spelling';
import './spelling.css';

const STORAGE_KEY = 'answersheet_marking_spelling';
const HIGHLIGHT = 'marking-spelling';

const storedChoice = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

/** DOM ranges over `container`'s text nodes for offsets into its text (the container holds only the essay). */
function rangesIn(container: HTMLElement, words: SpellingWord[]): Range[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const ranges: Range[] = [];
  let node = walker.nextNode() as Text | null;
  let nodeStart = 0;
  const at = (offset: number): [Text, number] | null => {
    while (node && offset > nodeStart + node.length) {
      nodeStart += node.length;
      node = walker.nextNode() as Text | null;
    }
    return node ? [node, offset - nodeStart] : null;
  };
  for (const word of words) {
    const start = at(word.start);
    // A word may cross a comment's edge: its end is looked for from its start's node on.
    const end = at(word.end);
    if (!start || !end) break;
    const range = document.createRange();
    range.setStart(...start);
    range.setEnd(...end);
    ranges.push(range);
  }
  return ranges;
}

/** Underlines `words` in `container` while mounted, redrawn when the essay's pieces change (a new comment). */
function useUnderline(container: RefObject<HTMLElement | null>, words: SpellingWord[] | undefined) {
  useEffect(() => {
    const element = container.current;
    // Browsers without the Highlight API still get the count and the list of words.
    const registry = typeof Highlight === 'undefined' ? undefined : CSS.highlights;
    if (!element || !words || !registry) return;
    const draw = () => registry.set(HIGHLIGHT, new Highlight(...rangesIn(element, words)));
    draw();
    const observer = new MutationObserver(draw);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      registry.delete(HIGHLIGHT);
    };
  }, [container, words]);
}

/** The words, each once, with how often it occurs when more than once. */
function wordList(words: SpellingWord[]): string {
  const counts = new Map<string, number>();
  for (const { text } of words) counts.set(text, (counts.get(text) ?? 0) + 1);
  return Array.from(counts, ([text, n]) => (n > 1 ? `${text} (×${n})` : text)).join(', ');
}

export function SpellingCheck({ text, essay }: { text: string; essay: RefObject<HTMLElement | null> }) {
  const id = useId();
  const [on, setOn] = useState(storedChoice);
  const check = useQuery({
    queryKey: ['marking-spelling', text],
    queryFn: () => checkSpelling(text),
    enabled: on,
    staleTime: Infinity,
    retry: false,
  });
  useUnderline(essay, on ? check.data : undefined);

  const toggle = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Private browsing: the choice lasts until the page closes.
    }
  };
  const count = check.data?.length ?? 0;

  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-toggle`} checked={on} onCheckedChange={(value) => toggle(value === true)} />
        <Label htmlFor={`${id}-toggle`}>Underline spelling</Label>
      </div>
      <p role="status" className="text-muted-foreground empty:hidden">
        {!on ? null : check.isError ? (
          'Spelling could not be checked: the dictionaries did not load. Marking works as before.'
        ) : check.isPending ? (
          'Checking spelling…'
        ) : count === 0 ? (
          'Every word is in a British or an American dictionary.'
        ) : (
          <>
            <span className="font-medium text-foreground">
              {count} {count === 1 ? 'word' : 'words'} in neither a British nor an American dictionary
            </span>
            , underlined: {wordList(check.data)}
          </>
        )}
      </p>
    </div>
  );
}
