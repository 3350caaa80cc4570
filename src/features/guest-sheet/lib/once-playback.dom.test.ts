import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatAudioTime,
  onceExpectedPosition,
  oncePhase,
  readOnceStart,
  recordOnceStart,
} from './once-playback';

beforeEach(() => localStorage.clear());

describe('a recording played once', () => {
  it('is ready until first played; then resumable where it would be; then finished', () => {
    expect(oncePhase(null, 1_000_000, 300)).toEqual({ kind: 'ready' });
    expect(oncePhase(1_000_000, 1_045_500, 300)).toEqual({ kind: 'resume', position: 45.5 });
    expect(oncePhase(1_000_000, 1_300_000, 300)).toEqual({ kind: 'finished' });
    // The length is not known yet: resumable, whatever the time.
    expect(oncePhase(1_000_000, 9_000_000, Number.NaN)).toEqual({ kind: 'resume', position: 8000 });
  });

  it('counts on the server’s clock: a device clock that is off changes nothing once corrected', () => {
    const startedAt = Date.parse('2026-11-22T10:00:00Z');
    const deviceNow = Date.parse('2026-11-22T10:07:00Z'); // the device runs 5 minutes fast
    const offset = -5 * 60_000;
    expect(onceExpectedPosition(startedAt, deviceNow + offset)).toBe(120);
    // A start in the future (a clock set back) is position 0, never negative.
    expect(onceExpectedPosition(startedAt, startedAt - 5000)).toBe(0);
  });

  it('keeps the first start per room and section: a second Play does not restart the clock', () => {
    expect(readOnceStart('room1', 'sec1')).toBeNull();
    expect(recordOnceStart('room1', 'sec1', 1000)).toBe(1000);
    expect(recordOnceStart('room1', 'sec1', 5000)).toBe(1000);
    expect(readOnceStart('room1', 'sec2')).toBeNull();
    expect(readOnceStart('room2', 'sec1')).toBeNull();
  });

  it('says times as m:ss, or h:mm:ss over an hour', () => {
    expect(formatAudioTime(0)).toBe('0:00');
    expect(formatAudioTime(65.9)).toBe('1:05');
    expect(formatAudioTime(3723)).toBe('1:02:03');
    expect(formatAudioTime(Number.NaN)).toBe('0:00');
  });
});
