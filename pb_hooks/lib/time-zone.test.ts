// Times in a room's zone (docs/architecture.md, "Times in the room's zone"), here with Node's Intl in place
// of our build's zones (server/internal/jsbind/time_zone_test.go holds that one to the same answers).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const Z = createRequire(import.meta.url)('./time-zone.js') as {
  isTimeZone: (name: unknown) => boolean;
  fileZone: (zone: string) => string;
  spreadsheetTime: (stored: string, zone: string) => string;
};

describe('a room’s time zone', () => {
  it('is an IANA name', () => {
    for (const name of ['Asia/Ho_Chi_Minh', 'Europe/London', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(Z.isTimeZone(name)).toBe(true);
    for (const name of [
      '',
      'Local',
      'Mars/Olympus',
      'asia/ho_chi_minh',
      '../etc/passwd',
      7,
      null,
      'A/'.repeat(40),
    ])
      expect(Z.isTimeZone(name)).toBe(false);
  });

  it('writes times as a spreadsheet reads them, in the zone, minutes only', () => {
    expect(Z.spreadsheetTime('2026-11-28 03:41:07.512Z', 'Asia/Ho_Chi_Minh')).toBe('2026-11-28 10:41');
    expect(Z.spreadsheetTime('2026-07-01 23:30:00.000Z', 'Europe/London')).toBe('2026-07-02 00:30');
    expect(Z.spreadsheetTime('2026-11-28 03:41:59.999Z', 'UTC')).toBe('2026-11-28 03:41');
    expect(Z.spreadsheetTime('', 'UTC')).toBe('');
  });

  it('writes files in UTC for a room without a zone', () => {
    expect(Z.fileZone('')).toBe('UTC');
    expect(Z.fileZone('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
  });
});
