// What the results' History says of each change (docs/product.md, "History").
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/api-types';
import { AUDIT_ACTION_NAMES, describeChange } from './audit';

const row = (
  action: AuditEntry['action'],
  before: AuditEntry['before'],
  after: AuditEntry['after'],
): AuditEntry => ({
  id: 'a1',
  action,
  user: { id: 'u1', name: 'Fay' },
  target: 'Ada · Task 1',
  before,
  after,
  at: '2026-11-28 10:00:00.000Z',
});

describe('describeChange', () => {
  it('says each change in words', () => {
    expect(describeChange(row('mark', null, { round: 2, band: 6.5 }))).toBe('Round 2: — → 6.5');
    expect(describeChange(row('mark', { round: 1, band: 6 }, { round: 1, band: 6.25 }))).toBe(
      'Round 1: 6.0 → 6.25',
    );
    expect(describeChange(row('mark', null, { round: 3, band: 7 }))).toBe('Agreed mark: — → 7.0');
    expect(describeChange(row('speaking', null, { band: 6 }))).toBe('— → 6.0');
    expect(describeChange(row('release', { released: false }, { released: true }))).toBe(
      'Students can see their marks',
    );
    expect(describeChange(row('extra_time', null, { extra_minutes: 10, extra_percent: 0 }))).toBe(
      '+10 minutes',
    );
    expect(describeChange(row('extra_time', null, { extra_minutes: 0, extra_percent: 25 }))).toBe('+25%');
    expect(describeChange(row('collect', { accepting: true }, { accepting: false, collected: 1 }))).toBe(
      '1 draft submitted',
    );
    expect(describeChange(row('accept', { keys: ['a'] }, { keys: ['a', 'b'], regraded: 3 }))).toBe(
      '“b” accepted · 3 rescored',
    );
    expect(describeChange(row('key_edit', null, { questions: 2 }))).toBe('2 questions changed');
    expect(describeChange(row('pause', { paused: false }, { paused: true }))).toBe('');
  });

  it('names every action', () => {
    expect(Object.keys(AUDIT_ACTION_NAMES).sort()).toEqual([
      'accept',
      'collect',
      'extra_time',
      'key_edit',
      'mark',
      'pause',
      'release',
      'reopen',
      'resume',
      'speaking',
    ]);
  });
});
