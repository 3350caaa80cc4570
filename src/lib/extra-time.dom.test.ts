import { describe, expect, it } from 'vitest';
import { EXTRA_MINUTES_MAX, EXTRA_PERCENT_MAX, NOTE_MAX } from '@/rules/extra-time';
import { accommodationBody, extraTimeLabel, extraTimeSchema, extraTimeValues } from './extra-time';

describe('extra time', () => {
  it('takes a whole percent from 0 to the most, and a note up to its length in characters', () => {
    const ok = (amount: number, note = '') =>
      extraTimeSchema.safeParse({ unit: 'percent', amount, note }).success;
    expect(ok(0)).toBe(true);
    expect(ok(EXTRA_PERCENT_MAX)).toBe(true);
    expect(ok(-1)).toBe(false);
    expect(ok(EXTRA_PERCENT_MAX + 1)).toBe(false);
    expect(ok(12.5)).toBe(false);
    expect(ok(Number.NaN)).toBe(false);
    expect(ok(25, '😀'.repeat(NOTE_MAX))).toBe(true);
    expect(ok(25, 'a'.repeat(NOTE_MAX + 1))).toBe(false);
  });
});

describe('extra time in minutes', () => {
  it('takes whole minutes up to the most, and sends them under their own field', () => {
    const ok = (amount: number) => extraTimeSchema.safeParse({ unit: 'minutes', amount, note: '' }).success;
    expect(ok(EXTRA_MINUTES_MAX)).toBe(true);
    expect(ok(EXTRA_MINUTES_MAX + 1)).toBe(false);
    expect(ok(2.5)).toBe(false);
    expect(accommodationBody({ unit: 'minutes', amount: 25, note: '' })).toEqual({
      extra_minutes: 25,
      note: '',
    });
    expect(accommodationBody({ unit: 'percent', amount: 25, note: 'x' })).toEqual({
      extra_percent: 25,
      note: 'x',
    });
  });

  it('starts the form from what was given, minutes unless a percent was', () => {
    expect(extraTimeValues(undefined)).toEqual({ unit: 'minutes', amount: 0, note: '' });
    expect(extraTimeValues({ extra_percent: 10, extra_minutes: 0, note: 'r' })).toEqual({
      unit: 'percent',
      amount: 10,
      note: 'r',
    });
    expect(extraTimeValues({ extra_percent: 0, extra_minutes: 25, note: '' }).amount).toBe(25);
    expect(extraTimeLabel({ extra_percent: 0, extra_minutes: 25 })).toBe('25 min');
    expect(extraTimeLabel({ extra_percent: 10 })).toBe('10%');
    expect(extraTimeLabel({ extra_percent: 0, extra_minutes: 0 })).toBeNull();
  });
});
