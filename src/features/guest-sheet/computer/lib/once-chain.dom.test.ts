import { afterEach, describe, expect, it } from 'vitest';
import { chainIndex, formatCheckLeft, readChainEnd, recordChainEnd } from './once-chain';

afterEach(() => localStorage.clear());

describe('a listening exam played once across its parts', () => {
  it('goes on with the last recording started', () => {
    expect(chainIndex([null, null])).toBe(0);
    expect(chainIndex([1000, 2000, null])).toBe(1);
  });
  it('keeps the first end of the last recording, per room and exam', () => {
    expect(readChainEnd('room1', 'exam0')).toBeNull();
    expect(recordChainEnd('room1', 'exam0', 5000)).toBe(5000);
    expect(recordChainEnd('room1', 'exam0', 9000)).toBe(5000);
    expect(readChainEnd('room1', 'exam1')).toBeNull();
  });
  it('shows the checking time left in minutes and seconds', () => {
    expect(formatCheckLeft(120_000)).toBe('2:00');
    expect(formatCheckLeft(59_001)).toBe('1:00');
    expect(formatCheckLeft(-5)).toBe('0:00');
  });
});
