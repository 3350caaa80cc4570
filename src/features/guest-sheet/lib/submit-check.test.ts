import { describe, expect, it } from 'vitest';
import { submitProblem } from './submit-check';

describe('submitProblem', () => {
  it('names what is missing', () => {
    expect(submitProblem(undefined, { id: 'g' })).toBe('Something went wrong (Room was not found)');
    expect(submitProblem({ id: '' }, { id: 'g' })).toBe('Something went wrong (Room was not found)');
    expect(submitProblem({ id: 'r' }, null)).toBe('Something went wrong (Guest is not identified)');
    expect(submitProblem({ id: 'r' }, { id: 'g' })).toBeNull();
  });
});
