import { describe, expect, it } from 'vitest';
import { formatRoomTime, timeZones } from './room-time';

describe('times in the room’s zone', () => {
  it('reads a stored time on the room’s clock', () => {
    const opts = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(formatRoomTime('2026-11-28 03:41:07.512Z', 'Asia/Ho_Chi_Minh', opts)).toBe('10:41');
    expect(formatRoomTime('2026-11-28 03:41:07.512Z', 'UTC', opts)).toBe('03:41');
    expect(formatRoomTime('not a time', 'UTC')).toBe('—');
  });

  it('offers the IANA zones, UTC among them', () => {
    expect(timeZones()).toContain('UTC');
    expect(timeZones()).toContain('Europe/London');
  });
});
