import { describe, expect, it } from 'vitest';
import {
  addHighlight,
  annotationsOf,
  highlightAt,
  isHighlighted,
  NOTE_MAX_LENGTH,
  removeAnnotation,
  removeSpan,
  setNote,
  type Annotation,
} from './annotations';

const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};
const mark = (id: string, start: number, end: number, note = '', regionId = 'passage:s1'): Annotation => ({
  id,
  regionId,
  start,
  end,
  note,
});

describe('highlights', () => {
  it('adds a highlight apart from others', () => {
    const { list, id } = addHighlight([mark('a', 0, 5)], 'passage:s1', { start: 10, end: 12 }, ids());
    expect(id).toBe('new1');
    expect(annotationsOf(list, 'passage:s1')).toEqual([mark('a', 0, 5), mark('new1', 10, 12)]);
  });

  it('merges the highlights a new one overlaps or touches, keeping the first id and both notes', () => {
    const before = [
      mark('b', 20, 30, 'second'),
      mark('a', 0, 5, 'first'),
      mark('c', 40, 50),
      mark('o', 0, 99, '', 'group:g1'),
    ];
    const { list, id } = addHighlight(before, 'passage:s1', { start: 5, end: 22 }, ids());
    expect(id).toBe('a');
    expect(annotationsOf(list, 'passage:s1')).toEqual([
      mark('a', 0, 30, 'first\n\nsecond'),
      mark('c', 40, 50),
    ]);
    expect(annotationsOf(list, 'group:g1')).toEqual([mark('o', 0, 99, '', 'group:g1')]);
  });

  it('keeps merged notes within the limit', () => {
    const long = 'x'.repeat(NOTE_MAX_LENGTH);
    const { list } = addHighlight(
      [mark('a', 0, 5, long), mark('b', 6, 9, 'more')],
      'passage:s1',
      { start: 4, end: 7 },
      ids(),
    );
    expect(list[0]!.note).toHaveLength(NOTE_MAX_LENGTH);
  });

  it('splits a highlight a removed span falls inside, the note staying with the first piece', () => {
    const list = removeSpan([mark('a', 0, 20, 'kept')], 'passage:s1', { start: 5, end: 10 }, ids());
    expect(list).toEqual([mark('a', 0, 5, 'kept'), mark('new1', 10, 20)]);
  });

  it('shrinks or removes the highlights a removed span cuts or covers', () => {
    const list = removeSpan(
      [mark('a', 0, 10, 'n'), mark('b', 12, 14), mark('c', 16, 30), mark('d', 0, 30, '', 'group:g1')],
      'passage:s1',
      { start: 8, end: 20 },
      ids(),
    );
    expect(list).toEqual([mark('a', 0, 8, 'n'), mark('c', 20, 30), mark('d', 0, 30, '', 'group:g1')]);
  });

  it('knows whether a span is highlighted throughout, and which highlight holds an offset', () => {
    const list = [mark('a', 0, 5), mark('b', 5, 9)];
    expect(isHighlighted(list, 'passage:s1', { start: 2, end: 8 })).toBe(true);
    expect(isHighlighted(list, 'passage:s1', { start: 2, end: 10 })).toBe(false);
    expect(isHighlighted(list, 'group:g1', { start: 2, end: 3 })).toBe(false);
    expect(highlightAt(list, 'passage:s1', 5)?.id).toBe('b');
    expect(highlightAt(list, 'passage:s1', 9)).toBeUndefined();
  });

  it('sets a note and removes a highlight', () => {
    const list = setNote([mark('a', 0, 5), mark('b', 6, 9)], 'a', 'why');
    expect(list[0]!.note).toBe('why');
    expect(removeAnnotation(list, 'a')).toEqual([mark('b', 6, 9)]);
  });
});
