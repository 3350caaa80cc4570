// The submission route's scoring: our build's Go scorer when there is one and it scores, scoring.js
// otherwise (docs/architecture.md, "Scoring"). That the two give the same result is server/scoring_test.go's.
import { afterEach, describe, expect, it } from 'vitest';
import { scoring as C, submissionScoring as S } from '../testing';

type Native = { submission: (...args: unknown[]) => unknown };
const g = globalThis as { $scoring?: Native };

afterEach(() => {
  delete g.$scoring;
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
    g.$scoring = { submission: (...args) => (calls.push(args), native) };
    expect(S.scoreRoomSubmission('r1', tableText, answers, ['q1'])).toBe(native);
    expect(calls).toEqual([['r1', tableText, answers, ['q1']]]);
  });

  it('scores with scoring.js when our build leaves the answers to it (null)', () => {
    g.$scoring = { submission: () => null };
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
