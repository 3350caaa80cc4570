// Who counts as writing when a backup is asked for (docs/operations.md, "Backups and a restore drill").
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Draft {
  room: string;
  time_limit: number;
  started: string;
  updated: string;
  extra?: number;
  base?: number;
  paused_ms?: number;
  paused_at?: string;
}
const guard = createRequire(import.meta.url)('./backup-guard.js') as {
  UNTIMED_IDLE_MS: number;
  writingUntilMs: (draft: Draft, nowMs?: number) => number | null;
  writingNow: (drafts: Draft[], nowMs: number) => { students: number; rooms: number; untilMs: number | null };
  backupRefusal: (drafts: Draft[], nowMs: number) => string | null;
};

const at = (text: string) => Date.parse(text.replace(' ', 'T'));
const NOW = at('2026-11-25 15:00:00.000Z');
const timed = (room: string, started: string, limit = 60): Draft => ({
  room,
  time_limit: limit,
  started,
  updated: started,
});
const untimed = (room: string, updated: string): Draft => ({ room, time_limit: 0, started: '', updated });

describe('writingUntilMs', () => {
  it('is the deadline plus the 60 s grace in a timed room', () => {
    expect(guard.writingUntilMs(timed('r', '2026-11-25 14:30:00.000Z'))).toBe(at('2026-11-25 15:31:00.000Z'));
  });

  it('follows the student’s extra time and the room’s pauses (docs/architecture.md, "Exam day")', () => {
    const draft = timed('r', '2026-11-25 14:30:00.000Z');
    expect(guard.writingUntilMs({ ...draft, extra: 50 })).toBe(at('2026-11-25 16:01:00.000Z'));
    expect(guard.writingUntilMs({ ...draft, paused_ms: 600_000, base: 120_000 })).toBe(
      at('2026-11-25 15:39:00.000Z'),
    );
    const paused = { ...draft, paused_at: '2026-11-25 14:50:00.000Z' };
    expect(guard.writingUntilMs(paused, NOW)).toBe(at('2026-11-25 15:41:00.000Z'));
  });

  it('is nobody in a timed room before the student pressed start', () => {
    expect(guard.writingUntilMs(timed('r', ''))).toBeNull();
  });

  it('is 30 minutes after the last save in an untimed room', () => {
    expect(guard.writingUntilMs(untimed('r', '2026-11-25 14:45:00.000Z'))).toBe(
      at('2026-11-25 15:15:00.000Z'),
    );
    expect(guard.UNTIMED_IDLE_MS).toBe(30 * 60 * 1000);
  });
});

describe('writingNow', () => {
  it('counts students and rooms still writing, and when the last of them is done', () => {
    const drafts = [
      timed('a', '2026-11-25 14:30:00.000Z'), // until 15:31
      timed('a', '2026-11-25 14:40:00.000Z'), // until 15:41
      untimed('b', '2026-11-25 14:50:00.000Z'), // until 15:20
      timed('c', '2026-11-25 13:00:00.000Z'), // ended 14:01
      untimed('d', '2026-11-25 14:00:00.000Z'), // gone since 14:30
      timed('e', ''), // not started
    ];
    expect(guard.writingNow(drafts, NOW)).toEqual({
      students: 3,
      rooms: 2,
      untilMs: at('2026-11-25 15:41:00.000Z'),
    });
  });

  it('still counts a student inside the grace after their deadline, and not a moment after it', () => {
    const draft = timed('a', '2026-11-25 13:59:00.000Z'); // deadline 14:59, grace to 15:00
    expect(guard.writingNow([draft], NOW).students).toBe(1);
    expect(guard.writingNow([draft], NOW + 1).students).toBe(0);
  });
});

describe('backupRefusal', () => {
  it('allows a backup when nobody is writing', () => {
    expect(guard.backupRefusal([], NOW)).toBeNull();
    expect(guard.backupRefusal([untimed('d', '2026-11-25 14:00:00.000Z')], NOW)).toBeNull();
  });

  it('says why and when to try again, rounded up to the minute', () => {
    const drafts = [timed('a', '2026-11-25 14:30:20.000Z'), untimed('b', '2026-11-25 14:50:00.000Z')];
    expect(guard.backupRefusal(drafts, NOW)).toBe(
      "A backup would pause every student's autosave: 2 students are writing in 2 rooms. " +
        'Try again after 15:32 UTC.',
    );
  });

  it('speaks of one student in one room', () => {
    expect(guard.backupRefusal([untimed('b', '2026-11-25 14:50:00.000Z')], NOW)).toBe(
      "A backup would pause every student's autosave: 1 student is writing in 1 room. " +
        'Try again after 15:20 UTC.',
    );
  });
});
