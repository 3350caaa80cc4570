import { describe, expect, it } from 'vitest';
import { originText } from './origin';

describe('originText', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('names the original or the file, and the day (with its year when another year)', () => {
    expect(
      originText({ kind: 'duplicate', from: 'Walk Tuesday Group', at: '2026-11-28T09:30:00.000Z' }, now),
    ).toBe('Duplicated from Walk Tuesday Group on 28 Nov');
    expect(originText({ kind: 'import', file: 'walk.zip', at: '2025-03-02T09:30:00.000Z' }, now)).toBe(
      'Imported from file walk.zip on 2 Mar 2025',
    );
  });

  it('is nothing for what a teacher made', () => {
    expect(originText(null, now)).toBeNull();
    expect(originText(undefined, now)).toBeNull();
  });
});
