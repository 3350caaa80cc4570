// The body of a draft or a submission: our build's Go reader when it reads it, the JS reading otherwise
// (docs/architecture.md, "Drafts and submissions"). That the two agree is server/internal/jsbind/answers_body_test.go's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answersBody as A } from './testing';
import * as rules from '../../src/rules/limits';

type Native = { read: (...args: unknown[]) => unknown };
const g = globalThis as { $answersheet?: { answersBody: Native } };

afterEach(() => {
  delete g.$answersheet;
  vi.unstubAllGlobals();
});

/** A request whose body PocketBase's toString gives as `text`. */
function requestWith(text: string) {
  vi.stubGlobal('toString', (body: { text: string }) => body.text);
  return { request: { body: { text } } };
}

const text = JSON.stringify({ Room: 'r1', raw: { answers: [{ questionId: 'q1', value: 'B' }] } });
const read = { room: 'r1', answers: [{ questionId: 'q1', value: 'B' }], flags: [] };

describe('readAnswersBody', () => {
  it("takes our build's reading, handing it the text and rules/limits.js's limits", () => {
    const calls: unknown[][] = [];
    const native = { room: 'from Go', answers: [], flags: [] };
    g.$answersheet = { answersBody: { read: (...args) => (calls.push(args), native) } };
    expect(A.readAnswersBody(requestWith(text))).toBe(native);
    expect(calls).toEqual([[text, rules.MAX_ANSWERS, rules.ESSAY_MAX_LENGTH, rules.MAX_JSON_DEPTH]]);
  });

  it('reads the body itself when our build leaves it (null), and refuses what it must', () => {
    g.$answersheet = { answersBody: { read: () => null } };
    expect(A.readAnswersBody(requestWith(text))).toEqual(read);
    expect(() => A.readAnswersBody(requestWith('{"Room":" ","raw":{}}'))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('reads the body itself on a PocketBase without our reader (the official binary)', () => {
    expect(A.readAnswersBody(requestWith(text))).toEqual(read);
    expect(() => A.readAnswersBody(requestWith('not json'))).toThrow(
      expect.objectContaining({ status: 400, message: 'The request body is not valid JSON.' }),
    );
  });
});
