// The bodies of the results routes: accept, reopen and forget.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { thrown } from '../testing';
import * as rules from '../../../src/rules/limits';

const V = createRequire(import.meta.url)('./results-bodies.js') as {
  validateAcceptBody: (body: unknown) => { questionId: string; answer: string };
  validateNewKey: (
    slot: { num: number; keys: string[]; forms: string[]; maxWords?: number; numberAllowed?: boolean },
    answer: string,
  ) => void;
  validateReopenBody: (body: unknown) => { submission: string };
  validateForgetBody: (body: unknown) => { guest: string };
};

describe('results bodies', () => {
  it('takes an accepted answer trimmed, and refuses a blank one or a missing question', () => {
    expect(V.validateAcceptBody({ questionId: 'q1', answer: '  tres ' })).toEqual({
      questionId: 'q1',
      answer: 'tres',
    });
    const blank = thrown(() => V.validateAcceptBody({ questionId: 'q1', answer: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.data.answer!.code).toBe('validation_required');
    expect(thrown(() => V.validateAcceptBody({ answer: 'x' })).data.questionId!.code).toBe(
      'validation_required',
    );
    expect(thrown(() => V.validateAcceptBody({ questionId: 'q1', answer: 3 })).data.answer!.code).toBe(
      'validation_invalid_type',
    );
  });

  it('counts an answer in characters against the key limit of the exam document', () => {
    const emoji = '😀'.repeat(rules.KEY_MAX);
    expect(emoji.length).toBe(2 * rules.KEY_MAX); // UTF-16 units: the old count refused it
    expect(V.validateAcceptBody({ questionId: 'q1', answer: emoji }).answer).toBe(emoji);
    const over = thrown(() => V.validateAcceptBody({ questionId: 'q1', answer: `${emoji}a` }));
    expect(over.data.answer).toEqual({
      code: 'validation_length_out_of_range',
      message: `Must be at most ${rules.KEY_MAX} characters.`,
    });
  });

  it('refuses a new key its slot already accepts, or beyond the keys an exam document may hold', () => {
    const slot = { num: 2, keys: ['(the) library'], forms: ['(the) library', 'library', 'the library'] };
    expect(() => V.validateNewKey(slot, 'a library')).not.toThrow();
    const known = thrown(() => V.validateNewKey(slot, 'The  Library'));
    expect(known.message).toBe('This answer is already accepted.');
    expect(known.data.answer!.code).toBe('already_accepted');
    const keys = Array.from({ length: rules.EXAM_MAX_KEYS }, (_, i) => `k${i}`);
    const full = thrown(() => V.validateNewKey({ num: 7, keys, forms: keys }, 'another'));
    expect(full.status).toBe(400);
    expect(full.message).toBe(
      `Question 7 already has ${rules.EXAM_MAX_KEYS} accepted answers, the most an exam takes. ` +
        'Remove one in the exam editor to accept another.',
    );
    expect(full.data.answer!.code).toBe('validation_too_many');
    expect(() => V.validateNewKey({ num: 7, keys: keys.slice(1), forms: [] }, 'another')).not.toThrow();
  });

  // docs/architecture.md, "As an examiner marks": a key over the limit would stay wrong and block the save.
  it('refuses a new key longer than its group’s word limit', () => {
    const slot = { num: 3, keys: ['river bank'], forms: ['river bank'], maxWords: 2, numberAllowed: false };
    const over = thrown(() => V.validateNewKey(slot, 'the river bank'));
    expect(over.data.answer!.code).toBe('validation_over_word_limit');
    expect(() => V.validateNewKey(slot, 'riverbank')).not.toThrow();
    expect(() => V.validateNewKey({ ...slot, numberAllowed: true }, '2 river banks')).not.toThrow();
  });

  it('takes the ids of reopen and forget as strings', () => {
    expect(V.validateReopenBody({ submission: 'abc' })).toEqual({ submission: 'abc' });
    expect(thrown(() => V.validateReopenBody({})).data.submission!.code).toBe('validation_required');
    expect(V.validateForgetBody({ guest: 'g1' })).toEqual({ guest: 'g1' });
    expect(thrown(() => V.validateForgetBody({ guest: ['g1'] })).data.guest!.code).toBe(
      'validation_invalid_type',
    );
  });
});
