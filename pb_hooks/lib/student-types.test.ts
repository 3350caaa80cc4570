// A student's right answers by question type and skill (docs/product.md, "Students across mocks"): counted
// from the stored verdicts, blanks in the total, essays and non-typed skills left out, recent = newest 5.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Count = { skill: string; type: string; right: number; total: number };
type SheetTypes = { ids: string };
const { slotTypesOfSheet, sheetTypes, submissionTypes, summedTypes, historyTypes } = createRequire(
  import.meta.url,
)('./student-types.js') as {
  slotTypesOfSheet: (sheet: unknown) => Map<string, { skill: string; type: string }>;
  sheetTypes: (sheet: unknown) => SheetTypes;
  submissionTypes: (verdicts: string | null, types: SheetTypes) => Count[];
  summedTypes: (lists: Count[][]) => Count[];
  historyTypes: (perRoom: Count[][]) => (Count & { recent: { right: number; total: number } })[];
};

const group = (type: string | undefined, ids: string[]) => ({
  type,
  slots: ids.map((questionId) => ({ questionId })),
});
const sheet = {
  exams: [
    { kind: 'listening', sections: [{ groups: [group('choice', ['l1', 'l2']), group(undefined, ['l3'])] }] },
    { kind: 'academic_reading', sections: [{ groups: [group('tfng', ['r1', 'r2', 'r3'])] }] },
    { kind: 'academic_writing', sections: [{ groups: [group('essay', ['w1'])] }] },
    { kind: null, sections: [{ groups: [group('gap', ['x1'])] }] },
  ],
};

describe('slotTypesOfSheet', () => {
  it('maps each box of Listening and Reading to its skill and type; an untyped group is a gap', () => {
    const types = slotTypesOfSheet(sheet);
    expect(types.get('l1')).toEqual({ skill: 'listening', type: 'choice' });
    expect(types.get('l3')).toEqual({ skill: 'listening', type: 'gap' });
    expect(types.get('r2')).toEqual({ skill: 'reading', type: 'tfng' });
    expect(types.has('w1')).toBe(false);
    expect(types.has('x1')).toBe(false);
  });
});

describe('submissionTypes', () => {
  const types = sheetTypes(sheet);
  it('counts the right boxes out of every box, blanks included; essays and boxes of no skill left out', () => {
    // As scoring stores them: an essay's box, a box of no skill and one answered twice stay out.
    const verdicts = 'l1+,l2-,l3-,r1+,r2+,r3-,w1-,x1+,r1+';
    expect(submissionTypes(verdicts, types)).toEqual([
      { skill: 'listening', type: 'choice', right: 1, total: 2 },
      { skill: 'listening', type: 'gap', right: 0, total: 1 },
      { skill: 'reading', type: 'tfng', right: 2, total: 3 },
    ]);
  });
  it('answers nothing for a submission without verdicts, and skips an empty entry', () => {
    expect(submissionTypes(null, types)).toEqual([]);
    expect(submissionTypes('', types)).toEqual([]);
    expect(submissionTypes(',l1+,,', types)).toEqual([
      { skill: 'listening', type: 'choice', right: 1, total: 1 },
    ]);
  });
  it('reads verdicts of the sheet as it is by position, as it reads any other box by box (property)', () => {
    // Every box of the sheet in order (essay and box of no skill too), as scoring writes them.
    expect(types.ids).toBe('l1,l2,l3,r1,r2,r3,w1,x1');
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (rights) => {
        const verdicts = types.ids
          .split(',')
          .map((id, i) => `${id}${rights[i] ? '+' : '-'}`)
          .join(',');
        // A trailing comma: not the sheet's verdicts, so read box by box.
        expect(submissionTypes(verdicts, types)).toEqual(submissionTypes(`${verdicts},`, types));
      }),
    );
    expect(submissionTypes('l1+,l2+,l3-,r1-,r2+,r3-,w1-,x1+', types)).toEqual([
      { skill: 'listening', type: 'choice', right: 2, total: 2 },
      { skill: 'listening', type: 'gap', right: 0, total: 1 },
      { skill: 'reading', type: 'tfng', right: 1, total: 3 },
    ]);
  });
  it('counts a question the sheet holds twice once, by position as box by box', () => {
    const twice = sheetTypes({
      exams: [{ kind: 'listening', sections: [{ groups: [group('gap', ['l1', 'l2', 'l1'])] }] }],
    });
    const counted = [{ skill: 'listening', type: 'gap', right: 1, total: 2 }];
    expect(submissionTypes('l1+,l2-,l1-', twice)).toEqual(counted);
    expect(submissionTypes('l1+,l2-,l1-,', twice)).toEqual(counted);
  });
  it('reads a submission scored on an older sheet box by box', () => {
    expect(submissionTypes('r1+,l1+,zz+', types)).toEqual([
      { skill: 'reading', type: 'tfng', right: 1, total: 1 },
      { skill: 'listening', type: 'choice', right: 1, total: 1 },
    ]);
  });
});

describe('summedTypes and historyTypes', () => {
  const room = (right: number, total = 4): Count[] => [{ skill: 'reading', type: 'tfng', right, total }];
  it('sums by skill and type', () => {
    expect(
      summedTypes([room(1), [...room(2), { skill: 'listening', type: 'gap', right: 1, total: 2 }]]),
    ).toEqual([
      { skill: 'reading', type: 'tfng', right: 3, total: 8 },
      { skill: 'listening', type: 'gap', right: 1, total: 2 },
    ]);
  });
  it('counts `recent` over the newest five rooms only and orders Listening first', () => {
    const perRoom = [room(4), room(4), room(4), room(4), room(4), room(0), room(0)];
    perRoom[6] = [...room(0), { skill: 'listening', type: 'match', right: 2, total: 2 }];
    expect(historyTypes(perRoom)).toEqual([
      { skill: 'listening', type: 'match', right: 2, total: 2, recent: { right: 0, total: 0 } },
      { skill: 'reading', type: 'tfng', right: 20, total: 28, recent: { right: 20, total: 20 } },
    ]);
  });
});
