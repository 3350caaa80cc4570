// The submission route's scoring: our build's Go scorer when there is one and it scores, scoring.js
// otherwise (docs/architecture.md, "Scoring"). That the two give the same result is server/internal/jsbind/scoring_test.go's.
import { afterEach, describe, expect, it } from 'vitest';
import { scoring as C, submissionScoring as S } from '../testing';

type Native = {
  submission: (...args: unknown[]) => unknown;
  normalize?: (text: string) => string | null;
};
const g = globalThis as { $answersheet?: { scoring: Native } };

afterEach(() => {
  delete g.$answersheet;
});

const sheet = {
  exams: [
    {
      id: 'e1',
      sections: [{ groups: [{ id: 'g1', type: 'gap', slots: [{ num: 1, questionId: 'q1' }] }] }],
    },
  ],
};
const tableText = JSON.stringify(C.scoringTable(sheet as never, { q1: ['(the) library'] }));
const answers = [{ questionId: 'q1', value: 'Library' }];

describe('scoreRoomSubmission', () => {
  it("takes our build's result, handing it the room, the table's text, the answers and the flags", () => {
    const calls: unknown[][] = [];
    const native = { score: 7, exams: {}, rawJson: '{}' };
    g.$answersheet = { scoring: { submission: (...args) => (calls.push(args), native) } };
    expect(S.scoreRoomSubmission('r1', tableText, answers, ['q1'])).toBe(native);
    expect(calls).toEqual([['r1', tableText, answers, ['q1']]]);
  });

  it('scores with scoring.js when our build leaves the answers to it (null)', () => {
    g.$answersheet = { scoring: { submission: () => null } };
    const scored = S.scoreRoomSubmission('r2', tableText, answers, []);
    expect(scored.score).toBe(1);
    expect(scored).toEqual(C.scoreSubmission(JSON.parse(tableText), answers, []));
  });

  it('scores with scoring.js on a PocketBase without our scorer (the official binary)', () => {
    const scored = S.scoreRoomSubmission('r3', tableText, answers, ['q1']);
    expect(scored).toEqual(C.scoreSubmission(JSON.parse(tableText), answers, ['q1']));
    expect(JSON.parse(scored.rawJson).flags).toEqual(['q1']);
  });
});

describe('scoreTableSubmission', () => {
  const table = JSON.parse(tableText);

  it("hands our build the key, the table's text and the answers, and takes its result", () => {
    const calls: unknown[][] = [];
    const native = { score: 3, exams: {}, rawJson: '{}' };
    g.$answersheet = { scoring: { submission: (...args) => (calls.push(args), native) } };
    expect(S.scoreTableSubmission('r1:accepting', table, answers, [])).toBe(native);
    expect(S.scoreTableSubmission('r1:accepting', table, answers, ['q1'])).toBe(native);
    // The table's text is made once for the table: the same text both times, the cached part's own.
    expect(calls).toEqual([
      ['r1:accepting', tableText, answers, []],
      ['r1:accepting', tableText, answers, ['q1']],
    ]);
    expect(calls[0]![1]).toBe(calls[1]![1]);
  });

  it('scores with scoring.js when our build leaves it (null), or where there is none', () => {
    g.$answersheet = { scoring: { submission: () => null } };
    expect(S.scoreTableSubmission('r1', table, answers, [])).toEqual(C.scoreSubmission(table, answers, []));
    delete g.$answersheet;
    expect(S.scoreTableSubmission('r1', table, answers, ['q1'])).toEqual(
      C.scoreSubmission(table, answers, ['q1']),
    );
  });
});

describe('normalForm', () => {
  it("is our build's normal form where it gives one", () => {
    g.$answersheet = { scoring: { submission: () => null, normalize: (text) => `go:${text}` } };
    expect(S.normalForm(' The  Library ')).toBe('go: The  Library ');
  });

  it("is scoring.js's where our build leaves the text (null), for what is not a text, and without it", () => {
    g.$answersheet = { scoring: { submission: () => null, normalize: () => null } };
    expect(S.normalForm(' The  Library ')).toBe('the library');
    g.$answersheet = { scoring: { submission: () => null, normalize: () => 'never' } };
    expect(S.normalForm(7)).toBe('');
    delete g.$answersheet;
    expect(S.normalForm('1,000  KG')).toBe('1000 kg');
  });
});
