// A draft's raw as stored and as guest-search's pendingSubmission: answers and flags, spliced on the fast
// path and parsed otherwise, with the same result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftJson as J } from './testing';

const UPDATED = '2026-11-22 09:00:00.000Z';
const view = (raw: string) => JSON.parse(J.draftJson({ raw, at: UPDATED }));

describe('draft raw', () => {
  it('is stored as {"answers":[…],"flags":[…]}', () => {
    expect(J.draftRaw([{ questionId: 'q1', value: 'a' }], ['q2'])).toBe(
      '{"answers":[{"questionId":"q1","value":"a"}],"flags":["q2"]}',
    );
    expect(J.draftRaw([])).toBe('{"answers":[],"flags":[]}');
  });

  it('reads answers and flags from text or parsed raw, cleaned', () => {
    const raw =
      '{"answers":[{"questionId":"q1","value":"a"},{"questionId":"q2"},{"value":"x"},7],"flags":["q1",3]}';
    expect(J.answersOf(raw)).toEqual([
      { questionId: 'q1', value: 'a' },
      { questionId: 'q2', value: '' },
    ]);
    expect(J.flagsOf(raw)).toEqual(['q1']);
    expect(J.flagsOf(JSON.parse(raw))).toEqual(['q1']);
    for (const bad of ['', 'nope', 'null', '[]', '{"answers":"x","flags":"q1"}']) {
      expect(J.answersOf(bad)).toEqual([]);
      expect(J.flagsOf(bad)).toEqual([]);
    }
  });
});

describe('the draft guest-search answers', () => {
  it('carries answers, flags and updated', () => {
    expect(view(J.draftRaw([{ questionId: 'q1', value: 'a' }], ['q1', 'q3']))).toEqual({
      answers: [{ questionId: 'q1', value: 'a' }],
      flags: ['q1', 'q3'],
      updated: UPDATED,
    });
  });

  it('gives flags [] for a draft saved before flags existed', () => {
    expect(view('{"answers":[{"questionId":"q1","value":"a"}]}')).toEqual({
      answers: [{ questionId: 'q1', value: 'a' }],
      flags: [],
      updated: UPDATED,
    });
    expect(view('{"answers":[]}')).toEqual({ answers: [], flags: [], updated: UPDATED });
  });

  it('parses anything else, cleaned', () => {
    expect(view('{"flags":["q2"],"answers":[{"questionId":"q1","value":"a"}]}')).toEqual({
      answers: [{ questionId: 'q1', value: 'a' }],
      flags: ['q2'],
      updated: UPDATED,
    });
    expect(view('{"answers":[],"other":[1]}')).toEqual({ answers: [], flags: [], updated: UPDATED });
    expect(view('{"answers":[],"flags":[["q1"],"q2"]}')).toEqual({
      answers: [],
      flags: ['q2'],
      updated: UPDATED,
    });
    expect(view('garbage')).toEqual({ answers: [], flags: [], updated: UPDATED });
  });

  it('is the parsed draft for any answers and flags a guest can send (values that look like JSON too)', () => {
    const text = fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('],"flags":["x', ']}', '"],"', '\\'));
    fc.assert(
      fc.property(
        fc.array(fc.record({ questionId: text.filter((s) => s !== ''), value: text }), { maxLength: 8 }),
        fc.array(text, { maxLength: 5 }),
        (answers, flags) => {
          const raw = J.draftRaw(answers, flags);
          expect(view(raw)).toEqual({ answers, flags, updated: UPDATED });
          expect(view(JSON.stringify({ answers }))).toEqual({ answers, flags: [], updated: UPDATED });
        },
      ),
    );
  });
});
