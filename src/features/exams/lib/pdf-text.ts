// A PDF's text layer as a passage (docs/product.md, "Authoring"): pdf.js gives each page's text as pieces
// placed on the page; they are joined into lines by their height on the page (or pdf.js's end-of-line
// mark), lines into paragraphs where the space between two lines is wider than the page's usual line
// spacing, and a word broken with a hyphen at a line's end is joined again. One column only: a page set in
// two columns comes out with its columns' lines interleaved, and the teacher tidies it. Pure.

/** The fields of a pdf.js text item this step reads. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: x and y are where the piece starts, y counting up from the page's foot. */
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

export interface PdfPageText {
  page: number;
  items: PdfTextItem[];
}

interface Line {
  text: string;
  /** The baseline. */
  y: number;
  height: number;
}

const xOf = (item: PdfTextItem) => item.transform[4] ?? 0;
const yOf = (item: PdfTextItem) => item.transform[5] ?? 0;
const heightOf = (item: PdfTextItem) => item.height || Math.abs(item.transform[3] ?? 0) || 1;

/** A page's pieces joined into lines, in the order pdf.js gives them (the order they are read). */
export function textLines(items: PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let end = 0;
  let endsLine = false;
  for (const item of items) {
    const y = yOf(item);
    const height = heightOf(item);
    const onNewLine = !current || endsLine || Math.abs(y - current.y) > Math.min(height, current.height) / 2;
    if (onNewLine) {
      if (current) lines.push(current);
      current = { text: item.str, y, height: item.str.trim() ? height : 0 };
    } else if (current) {
      // Pieces of a line carry their own spaces, mostly; a visible distance without one is a space too.
      const spaced = /\s$/.test(current.text) || /^\s/.test(item.str);
      const apart = xOf(item) - end > height * 0.15;
      current.text += (apart && !spaced ? ' ' : '') + item.str;
      if (item.str.trim()) current.height = Math.max(current.height, height);
    }
    end = xOf(item) + item.width;
    endsLine = item.hasEOL === true;
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Whether a new paragraph starts between two lines: a wider space than usual, a new size, or a jump up. */
function breaksBetween(above: Line, below: Line, spacing: number): boolean {
  const step = above.y - below.y;
  if (step <= 0) return true;
  if (Math.max(above.height, below.height) > Math.min(above.height, below.height) * 1.2) return true;
  // With a usual spacing to go by, a step half as wide again; else a gap between lines wider than a line.
  return spacing > 0 ? step > spacing * 1.5 : step - below.height > below.height;
}

/** Two lines of one paragraph joined: a word hyphenated at the line's end ("accom-" "modation") is one. */
function joinLines(text: string, next: string): string {
  if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}

/** A page's text as paragraphs. */
export function pageParagraphs(items: PdfTextItem[]): string[] {
  const lines = textLines(items);
  const steps = lines.slice(1).map((line, i) => lines[i]!.y - line.y);
  // The usual spacing only where there are enough lines to tell it from a paragraph's.
  const spacing = steps.length >= 3 ? median(steps.filter((step) => step > 0)) : 0;
  const paragraphs: string[] = [];
  lines.forEach((line, i) => {
    const above = lines[i - 1];
    if (!above || breaksBetween(above, line, spacing)) paragraphs.push(line.text);
    else paragraphs[paragraphs.length - 1] = joinLines(paragraphs[paragraphs.length - 1]!, line.text);
  });
  return paragraphs;
}

export interface PdfPassage {
  /** The paragraphs of every page with text, a blank line between them. Empty when no page has text. */
  text: string;
  /** The pages with no text layer (scanned, most likely). */
  emptyPages: number[];
}

export function passageFromPages(pages: PdfPageText[]): PdfPassage {
  const paragraphs: string[] = [];
  const emptyPages: number[] = [];
  for (const page of pages) {
    const found = pageParagraphs(page.items);
    if (found.length === 0) emptyPages.push(page.page);
    paragraphs.push(...found);
  }
  return { text: paragraphs.join('\n\n'), emptyPages };
}

/** What the teacher is told about pages without text. */
export function emptyPagesNotice(passage: PdfPassage): string | null {
  if (passage.text === '')
    return 'This PDF has no text layer (scanned pages?) — type or paste the passage. Nothing was changed.';
  if (passage.emptyPages.length === 0) return null;
  const list = passage.emptyPages;
  const which =
    list.length === 1
      ? `Page ${list[0]} has`
      : `Pages ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]} have`;
  return `${which} no text layer (a scanned page?) — type or paste ${list.length === 1 ? 'its' : 'their'} text.`;
}
