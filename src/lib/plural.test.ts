import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'submission')).toBe('1 submission');
    expect(plural(3, 'submission')).toBe('3 submissions');
    expect(plural(0, 'submission')).toBe('0 submissions');
  });

  it('takes the plural as given when it is not the singular with an s', () => {
    expect(plural(1, 'line with a problem', 'lines with a problem')).toBe('1 line with a problem');
    expect(plural(2, 'student is', 'students are')).toBe('2 students are');
  });
});
