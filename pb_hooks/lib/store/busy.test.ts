// A guest write that meets a busy database: tried again a few times, then 503 with Retry-After; any other
// error at once (docs/architecture.md, "Drafts and submissions").
import { describe, expect, it } from 'vitest';
import { busy as B, errors as E } from '../testing';

function fakeEvent() {
  const headers: Record<string, string> = {};
  return {
    headers,
    response: { header: () => ({ set: (name: string, value: string) => (headers[name] = value) }) },
  };
}
const locked = { message: 'database is locked (5) (SQLITE_BUSY)' };

describe('whenFree', () => {
  it('tries a busy write again after each wait, and answers what it wrote', () => {
    const e = fakeEvent();
    const waits: number[] = [];
    let runs = 0;
    const written = B.whenFree(
      e,
      () => {
        runs += 1;
        if (runs < 3) throw locked;
        return 'stored';
      },
      (ms) => waits.push(ms),
    );
    expect(written).toBe('stored');
    expect(runs).toBe(3);
    expect(waits).toEqual(B.BUSY_BACKOFF_MS);
    expect(e.headers).toEqual({});
  });

  it('refuses with 503 and Retry-After once the tries are spent, never the database’s error', () => {
    const e = fakeEvent();
    let runs = 0;
    let thrown: any = null;
    try {
      B.whenFree(
        e,
        () => {
          runs += 1;
          throw locked;
        },
        () => {},
      );
    } catch (error) {
      thrown = error;
    }
    expect(runs).toBe(B.BUSY_BACKOFF_MS.length + 1);
    expect(E.isHttpError(thrown)).toBe(true);
    expect(thrown.status).toBe(503);
    expect(e.headers).toEqual({ 'Retry-After': String(B.BUSY_RETRY_AFTER) });
  });

  it('throws any other error at once, after one run', () => {
    let runs = 0;
    const unique = { message: 'UNIQUE constraint failed: submissions.Guest' };
    expect(() =>
      B.whenFree(
        fakeEvent(),
        () => {
          runs += 1;
          throw unique;
        },
        () => {},
      ),
    ).toThrow(expect.objectContaining(unique));
    expect(runs).toBe(1);
  });

  it('knows a busy database by SQLite’s words', () => {
    expect(B.isBusy(locked)).toBe(true);
    expect(B.isBusy(new Error('database table is locked (6) (SQLITE_LOCKED)'))).toBe(true);
    expect(B.isBusy(new Error('database is locked (517)'))).toBe(true);
    expect(B.isBusy(new Error('sql: statement is closed'))).toBe(false);
  });
});
