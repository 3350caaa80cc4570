import { describe, expect, it } from 'vitest';
import { essaySegments } from './essay-notes';

describe('essaySegments', () => {
  it('marks the ranges, counting characters as code points, and numbers the notes in text order', () => {
    const { segments, notes } = essaySegments('😀 Rain rose. It fell.', [
      { start: 13, end: 21, text: 'Tense?' },
      { start: 2, end: 6, text: 'Which rain?' },
    ]);
    expect(segments).toEqual([
      { text: '😀 ', note: null },
      { text: 'Rain', note: 1 },
      { text: ' rose. ', note: null },
      { text: 'It fell.', note: 2 },
    ]);
    expect(notes.map((n) => n.text)).toEqual(['Which rain?', 'Tense?']);
  });

  it('starts an overlapping note where the one before ends, and leaves a range out of the text unmarked', () => {
    const { segments } = essaySegments('abcdef', [
      { start: 0, end: 3, text: 'one' },
      { start: 2, end: 5, text: 'two' },
      { start: 9, end: 12, text: 'gone' },
    ]);
    expect(segments).toEqual([
      { text: 'abc', note: 1 },
      { text: 'de', note: 2 },
      { text: 'f', note: null },
    ]);
  });
});
