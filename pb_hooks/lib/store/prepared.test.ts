// The guest routes' prepared statements: run again, unprepared, only when their handle was closed; a
// genuine error is thrown after one run (docs/architecture.md, "Drafts and submissions").
import { describe, expect, it } from 'vitest';
import { prepared as P } from '../testing';

/** A database whose queries count their runs; `prepare` gives the query itself. */
function fakeDb() {
  const made: { sql: string; prepared: boolean }[] = [];
  return {
    made,
    newQuery: (sql: string) => {
      const query = { sql, prepared: false, prepare: () => ({ ...query, prepared: true }) };
      made.push(query);
      return query;
    },
  };
}

/** Go errors reach JS as objects with a message. */
const goError = (message: string) => ({ message });

describe('withPrepared', () => {
  it('runs a genuine error once and throws it, the statement kept prepared', () => {
    const db = fakeDb();
    const sql = 'INSERT INTO t (id) VALUES (1) -- constraint';
    const runs: boolean[] = [];
    const unique = goError('constraint failed: UNIQUE constraint failed: t.id (2067)');
    expect(() =>
      P.withPrepared(db, sql, (query) => {
        runs.push(query.prepared);
        throw unique;
      }),
    ).toThrow(expect.objectContaining(unique));
    expect(runs).toEqual([true]);
    // The same prepared statement next time: it was not dropped.
    P.withPrepared(db, sql, (query) => runs.push(query.prepared));
    expect(db.made).toHaveLength(1);

    const busy = goError('database is locked (5) (SQLITE_BUSY)');
    expect(() =>
      P.withPrepared(db, sql, () => {
        runs.push(true);
        throw busy;
      }),
    ).toThrow(expect.objectContaining(busy));
    expect(runs).toHaveLength(3);
  });

  it('runs once more, unprepared, when the handle was closed, and prepares again next time', () => {
    for (const closed of ['sql: statement is closed', 'sql: database is closed']) {
      const db = fakeDb();
      const sql = `SELECT 1 -- ${closed}`;
      const runs: boolean[] = [];
      const answer = P.withPrepared(db, sql, (query) => {
        runs.push(query.prepared);
        if (query.prepared) throw goError(closed);
        return 'ran';
      });
      expect(answer).toBe('ran');
      expect(runs).toEqual([true, false]);
      P.withPrepared(db, sql, (query) => runs.push(query.prepared));
      expect(runs).toEqual([true, false, true]);
    }
  });

  it('tells a closed handle from other errors', () => {
    expect(P.isClosedHandle(goError('sql: statement is closed'))).toBe(true);
    expect(P.isClosedHandle(new Error('sql: database is closed'))).toBe(true);
    expect(P.isClosedHandle(goError('UNIQUE constraint failed'))).toBe(false);
    expect(P.isClosedHandle('database is locked')).toBe(false);
  });
});

describe('the group commit', () => {
  const sql = 'INSERT OR IGNORE INTO t (id) VALUES ({:id}) RETURNING id';
  type Group = {
    exec: (sql: string, params: object) => number;
    query: (sql: string, params: object) => object[];
  };
  const g = globalThis as { $answersheet?: { groupCommit: Group } };
  const withGroup = <T>(group: Group, run: () => T) => {
    g.$answersheet = { groupCommit: group };
    try {
      return run();
    } finally {
      delete g.$answersheet;
    }
  };
  const unused = () => {
    throw new Error('not this one');
  };

  it("hands a write to our build's group commit: whether it wrote a row", () => {
    const handed: unknown[] = [];
    const db = fakeDb();
    for (const rows of [1, 0]) {
      const wrote = withGroup({ exec: (s, params) => (handed.push([s, params]), rows), query: unused }, () =>
        P.writeOneGrouped(db, sql, { id: 'a' }),
      );
      expect(wrote).toBe(rows === 1);
    }
    expect(handed).toEqual([
      [sql, { id: 'a' }],
      [sql, { id: 'a' }],
    ]);
    expect(db.made).toEqual([]);
  });

  it('gives the returned row typed by its shape, or null when none', () => {
    const shape = { id: '', updated: '', base: 0, paused_at: '' };
    const rows = [{ id: 'd1', updated: '2026-11-27 10:00:00.000Z', base: 1500, paused_at: null, extra: 'x' }];
    const row = withGroup({ exec: unused, query: () => rows }, () =>
      P.writeRowGrouped(fakeDb(), sql, {}, shape),
    );
    expect(row).toEqual({ id: 'd1', updated: '2026-11-27 10:00:00.000Z', base: 1500, paused_at: '' });
    expect(
      withGroup({ exec: unused, query: () => [] }, () => P.writeRowGrouped(fakeDb(), sql, {}, shape)),
    ).toBe(null);
  });

  it('runs the statement itself on a PocketBase without it (the official binary)', () => {
    const bound: unknown[] = [];
    const db = {
      newQuery: () => ({
        prepare: () => ({
          bind: (params: object) => (bound.push(params), { execute: () => ({ rowsAffected: () => 1 }) }),
        }),
      }),
    };
    expect(P.writeOneGrouped(db, sql, { id: 'b' })).toBe(true);
    expect(bound).toEqual([{ id: 'b' }]);
  });
});
