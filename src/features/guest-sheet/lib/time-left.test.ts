import { describe, expect, it } from 'vitest';
import { clockOffset, serverTime, timeLeft } from './server-clock';
import { formatTimeLeft, secondsShown, untilNextSecond, warningDue, warningText } from './time-left';

const MIN = 60_000;

describe('serverTime', () => {
  it('reads PocketBase times and ISO times alike', () => {
    expect(serverTime('2026-11-22 23:40:00.123Z')).toBe(Date.UTC(2026, 10, 22, 23, 40, 0, 123));
    expect(serverTime('2026-11-22T23:40:00.123Z')).toBe(Date.UTC(2026, 10, 22, 23, 40, 0, 123));
  });

  it('reads nothing from a missing or unreadable time, never "the epoch"', () => {
    for (const value of [null, undefined, '', 'soon']) expect(serverTime(value)).toBeNull();
  });
});

describe('the clock of a device that is off', () => {
  // The server says 10:00:00; this device believes it is 09:57:00 (three minutes slow).
  const serverNow = '2026-11-22 10:00:00.000Z';
  const deviceAtLoad = Date.UTC(2026, 10, 22, 9, 57, 0);
  const deadline = Date.UTC(2026, 10, 22, 10, 30, 0);

  it('is corrected by the offset taken at load', () => {
    const offset = clockOffset(serverNow, deviceAtLoad);
    expect(offset).toBe(3 * MIN);
    expect(timeLeft(deadline, offset, deviceAtLoad)).toBe(30 * MIN);
    // Ten minutes later by the device's own (slow) clock: twenty minutes left, as on the server.
    expect(timeLeft(deadline, offset, deviceAtLoad + 10 * MIN)).toBe(20 * MIN);
    expect(formatTimeLeft(timeLeft(deadline, offset, deviceAtLoad + 10 * MIN))).toBe('20:00');
  });

  it('is corrected just as well when it is fast', () => {
    const fastDevice = Date.UTC(2026, 10, 22, 11, 0, 0); // an hour ahead
    const offset = clockOffset(serverNow, fastDevice);
    expect(offset).toBe(-60 * MIN);
    expect(timeLeft(deadline, offset, fastDevice)).toBe(30 * MIN);
  });

  it('counts on the device alone when the server time is unreadable', () => {
    expect(clockOffset('garbage', deviceAtLoad)).toBe(0);
    expect(timeLeft(deadline, 0, deviceAtLoad)).toBe(33 * MIN);
  });
});

describe('formatTimeLeft', () => {
  it('shows mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatTimeLeft(59 * MIN + 59_000)).toBe('59:59');
    expect(formatTimeLeft(60 * MIN)).toBe('1:00:00');
    expect(formatTimeLeft(2 * 60 * MIN + 5 * MIN + 7_000)).toBe('2:05:07');
    expect(formatTimeLeft(10 * 60 * MIN)).toBe('10:00:00');
    expect(formatTimeLeft(9_000)).toBe('00:09');
  });

  it('rounds up, so 00:00 shows only once the time is up, and never goes below it', () => {
    expect(formatTimeLeft(1)).toBe('00:01');
    expect(formatTimeLeft(999)).toBe('00:01');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(-5_000)).toBe('00:00');
    expect(secondsShown(10 * MIN - 1)).toBe(600);
  });
});

describe('warningDue', () => {
  it('says 10, 5 and 1 minute(s) left as each mark is reached', () => {
    expect(warningDue(10 * MIN + 1, 10 * MIN)).toBe(10);
    expect(warningDue(5 * MIN + 400, 5 * MIN - 600)).toBe(5);
    expect(warningDue(MIN + 1, MIN)).toBe(1);
  });

  it('says nothing between the marks, or again after a mark', () => {
    expect(warningDue(20 * MIN, 19 * MIN)).toBeNull();
    expect(warningDue(10 * MIN, 10 * MIN - 1000)).toBeNull();
    expect(warningDue(4 * MIN, 3 * MIN)).toBeNull();
  });

  it('says only the nearer mark after a sleep past two', () => {
    expect(warningDue(11 * MIN, 4 * MIN)).toBe(5);
    expect(warningDue(11 * MIN, 30_000)).toBe(1);
  });

  it('says nothing once the time is up: the sheet is being submitted', () => {
    expect(warningDue(MIN + 1, 0)).toBeNull();
    expect(warningDue(2 * MIN, -1)).toBeNull();
  });

  it('words each warning', () => {
    expect(warningText(10)).toBe('10 minutes left');
    expect(warningText(5)).toBe('5 minutes left');
    expect(warningText(1)).toBe('1 minute left');
  });
});

describe('untilNextSecond', () => {
  it('waits until just after the shown seconds change', () => {
    const left = 5_300;
    const wait = untilNextSecond(left);
    expect(secondsShown(left)).toBe(6);
    expect(secondsShown(left - wait)).toBe(5);
    // A tick a little late still shows the next second, not the one after.
    expect(secondsShown(left - wait - 10)).toBe(5);
    expect(untilNextSecond(5_000)).toBeGreaterThanOrEqual(1000);
    expect(secondsShown(5_000 - untilNextSecond(5_000))).toBe(4);
  });
});
