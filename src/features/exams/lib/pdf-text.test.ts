import { describe, expect, it } from 'vitest';
import { emptyPagesNotice, pageParagraphs, passageFromPages, textLines, type PdfTextItem } from './pdf-text';

/** A piece as pdf.js gives it: 11 pt text at x, y (y up from the page's foot). */
const item = (str: string, x: number, y: number, more: Partial<PdfTextItem> = {}): PdfTextItem => ({
  str,
  transform: [11, 0, 0, 11, x, y],
  width: str.length * 5,
  height: 11,
  hasEOL: false,
  ...more,
});

// A reading passage as a word processor's PDF carries it: a 16 pt heading, then 11 pt lines 13.2 pt apart
// in pieces (a bold word is its own piece), an empty piece marking each line's end, and 26.4 pt between
// paragraphs.
const PASSAGE: PdfTextItem[] = [
  item('The history of glass', 72, 760, { height: 16, transform: [16, 0, 0, 16, 72, 760], hasEOL: true }),
  item('Glass was first made ', 72, 730),
  item('in', 177, 730),
  item(' Mesopotamia, where its accom-', 187, 730),
  item('', 337, 730, { hasEOL: true, width: 0 }),
  item('modation of heat was a marvel.', 72, 716.8),
  item('', 222, 716.8, { hasEOL: true, width: 0 }),
  item('Early pieces were small beads', 72, 703.6),
  item('', 217, 703.6, { hasEOL: true, width: 0 }),
  item('Roman workers learned to blow', 72, 677.2),
  item('', 222, 677.2, { hasEOL: true, width: 0 }),
  item('glass in the first century BC.', 72, 664),
];

describe('PDF text to paragraphs', () => {
  it('joins pieces into lines by their place, with a space where pieces stand apart', () => {
    const lines = textLines([item('Glass', 72, 700), item('was', 102, 700), item('made', 72, 686.8)]);
    expect(lines.map((line) => line.text)).toEqual(['Glass was', 'made']);
  });

  it('makes paragraphs at wider spacing and a new size, and joins a hyphenated word', () => {
    expect(pageParagraphs(PASSAGE)).toEqual([
      'The history of glass',
      'Glass was first made in Mesopotamia, where its accommodation of heat was a marvel. Early pieces were small beads',
      'Roman workers learned to blow glass in the first century BC.',
    ]);
  });

  it('keeps a hyphen before a capital (a name) and between words on one line', () => {
    const items = [item('the Anglo-', 72, 700), item('Saxon well-being', 72, 686.8)];
    expect(pageParagraphs(items)).toEqual(['the Anglo- Saxon well-being']);
  });

  it('tells a blank line from line spacing on a short page too', () => {
    const items = [item('One line.', 72, 700), item('Next line.', 72, 686.8), item('New.', 72, 660)];
    expect(pageParagraphs(items)).toEqual(['One line. Next line.', 'New.']);
  });

  it('names the pages without text (scanned) and keeps the text of the others', () => {
    const passage = passageFromPages([
      { page: 1, items: PASSAGE },
      { page: 2, items: [] },
      { page: 3, items: [item(' ', 72, 700), item('', 72, 680, { hasEOL: true })] },
    ]);
    expect(passage.emptyPages).toEqual([2, 3]);
    expect(passage.text.split('\n\n')).toHaveLength(3);
    expect(emptyPagesNotice(passage)).toBe(
      'Pages 2 and 3 have no text layer (a scanned page?) — type or paste their text.',
    );
    expect(emptyPagesNotice({ text: 'x', emptyPages: [3] })).toBe(
      'Page 3 has no text layer (a scanned page?) — type or paste its text.',
    );
    expect(emptyPagesNotice({ text: 'x', emptyPages: [] })).toBeNull();
  });

  it('says when no page has text at all', () => {
    const passage = passageFromPages([
      { page: 1, items: [] },
      { page: 2, items: [] },
    ]);
    expect(passage.text).toBe('');
    expect(emptyPagesNotice(passage)).toBe(
      'This PDF has no text layer (scanned pages?) — type or paste the passage. Nothing was changed.',
    );
  });
});
