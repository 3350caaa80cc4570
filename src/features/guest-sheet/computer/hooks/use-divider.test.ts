import { describe, expect, it } from 'vitest';
import { DIVIDER_MAX, DIVIDER_MIN, dividerKey } from './use-divider';

describe('dividerKey', () => {
  it('moves by a step with the arrows, within the limits', () => {
    expect(dividerKey(50, 'ArrowLeft')).toBe(45);
    expect(dividerKey(50, 'ArrowRight')).toBe(55);
    expect(dividerKey(DIVIDER_MAX, 'ArrowRight')).toBe(DIVIDER_MAX);
    expect(dividerKey(DIVIDER_MIN + 2, 'ArrowDown')).toBe(DIVIDER_MIN);
  });
  it('goes to the limits with Home and End and ignores other keys', () => {
    expect(dividerKey(50, 'Home')).toBe(DIVIDER_MIN);
    expect(dividerKey(50, 'End')).toBe(DIVIDER_MAX);
    expect(dividerKey(50, 'a')).toBeNull();
  });
});
