// The light Markdown of the test on computer's passages and group content (docs/architecture.md, "The test on
// computer"): paragraphs, headings, bold, italic, lists and tables. markdown-to-jsx builds React elements, so
// no text reaches the page as HTML; raw HTML is shown as the text it is, links as their words (a student in a
// test follows none) and images as their alternative text. A gap `[[14]]` becomes whatever `renderGap`
// returns for box 14, wherever it sits: in a paragraph, a list or a table's cell.
import Markdown, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { Fragment, type ReactNode } from 'react';
import { GAP } from '@/rules/computer-content';
import { cn } from '@/lib/utils';

// Gaps are swapped for private-use characters before parsing, so Markdown's own brackets (links) never split
// or swallow them, and found again in the text nodes.
const GAP_OPEN = '\uE000';
const GAP_CLOSE = '\uE001';
const MARKED_GAP = new RegExp(`${GAP_OPEN}(\\d+)${GAP_CLOSE}`, 'g');

/** The source with each gap `[[n]]` as a marker the text nodes carry through the parser untouched. */
export function markGaps(source: string): string {
  return source.replace(GAP, (_, n: string) => `${GAP_OPEN}${Number(n)}${GAP_CLOSE}`);
}

/** A text node's pieces: plain strings and the box numbers of its gaps, in order. */
export function splitMarkedGaps(text: string): (string | number)[] {
  const pieces: (string | number)[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED_GAP)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

const plain = ({ children }: { children?: ReactNode }) => <>{children}</>;
const altText = ({ alt }: { alt?: string }) => <>{alt ?? ''}</>;

interface Props {
  source: string;
  /** What stands in a gap `[[n]]`; without it the gap shows as its number in brackets. */
  renderGap?: (num: number) => ReactNode;
  className?: string;
}

export function LightMarkdown({ source, renderGap, className }: Props) {
  const options: MarkdownToJSX.Options = {
    disableParsingRawHTML: true,
    disableAutoLink: true,
    forceBlock: true,
    // The blocks straight inside our own element, where `.light-markdown > * + *` spaces them.
    wrapper: Fragment,
    overrides: { a: plain, img: altText },
    renderRule(next, node, _renderChildren, state) {
      if (node.type !== RuleType.text || !node.text.includes(GAP_OPEN)) return next();
      return (
        <span key={state.key}>
          {splitMarkedGaps(node.text).map((piece, i) =>
            typeof piece === 'string' ? (
              piece
            ) : (
              <span key={`gap-${piece}-${i}`} data-gap={piece}>
                {renderGap ? renderGap(piece) : `[${piece}]`}
              </span>
            ),
          )}
        </span>
      );
    },
  };
  return (
    <div data-slot="light-markdown" className={cn('light-markdown', className)}>
      <Markdown options={options}>{markGaps(source)}</Markdown>
    </div>
  );
}
