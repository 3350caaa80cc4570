// A refused exam document's answer (docs/architecture.md, "Authoring"); the checks themselves are the rule's
// (src/rules/exam-document.test.ts), here through the file the hooks load.
import { describe, expect, it } from 'vitest';
import { examDocument as D } from '../testing';

describe('documentError', () => {
  it('answers 400 with data keyed by path and a message naming the first', () => {
    const doc = {
      name: 'Listening test 1',
      sections: [{ name: '', groups: [{ from: 3, to: 1, questions: [] }] }],
    };
    const { errors } = D.validateExamDocument(doc);
    const error = D.documentError(errors);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Check the exam at sections.0.name: Cannot be blank.');
    expect(error.toJSON().data).toEqual({
      'sections.0.name': { code: 'validation_required', message: 'Cannot be blank.' },
      'sections.0.groups.0.to': { code: 'validation_out_of_range', message: 'Must be at least 3.' },
    });
  });
});
