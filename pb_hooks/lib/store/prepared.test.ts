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
  const sql = 'INSERT OR IGNORE INTO t (id) VALUES ({:id})';
  const read = 'SELECT id, updated FROM t WHERE id = {:id}';
  type Group = {
    exec: (sql: string, params: object) => number;
    writeRead: (write: string, read: string, params: object, shape: object) => object[];
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
      const wrote = withGroup(
        { exec: (s, params) => (handed.push([s, params]), rows), writeRead: unused },
        () => P.writeOneGrouped(db, sql, { id: 'a' }),
      );
      expect(wrote).toBe(rows === 1);
    }
    expect(handed).toEqual([
      [sql, { id: 'a' }],
      [sql, { id: 'a' }],
    ]);
    expect(db.made).toEqual([]);
  });

  it("hands a write and its read to our build's group commit: the read's first row, or null", () => {
    const shape = { id: '', updated: '' };
    const handed: unknown[] = [];
    const row = { id: 'd1', updated: '2026-11-27 10:00:00.000Z' };
    for (const rows of [[row], []]) {
      const got = withGroup({ exec: unused, writeRead: (...args) => (handed.push(args), rows) }, () =>
        P.writeThenRead(fakeDb(), sql, read, { id: 'd1' }, shape),
      );
      expect(got).toBe(rows.length ? row : null);
    }
    expect(handed).toEqual([
      [sql, read, { id: 'd1' }, shape],
      [sql, read, { id: 'd1' }, shape],
    ]);
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

  it('writes, then reads, on a PocketBase without it; nothing read when nothing was written', () => {
    const ran: string[] = [];
    const db = (wrote: number) => ({
      newQuery: (text: string) => ({
        prepare: () => ({
          bind: () => ({
            execute: () => (ran.push(text), { rowsAffected: () => wrote }),
            all: (rows: object[]) => (ran.push(text), rows.push({ id: 'd1', updated: 'u' })),
          }),
        }),
      }),
    });
    (globalThis as { arrayOf?: unknown }).arrayOf = (model: object) => (void model, []);
    (globalThis as { DynamicModel?: unknown }).DynamicModel = function DynamicModel() {};
    // Statements of their own: those prepared by the tests above are kept with their databases.
    const write = `${sql} -- alone`;
    const readAlone = `${read} -- alone`;
    try {
      expect(P.writeThenRead(db(1), write, readAlone, { id: 'd1' }, { id: '', updated: '' })).toEqual({
        id: 'd1',
        updated: 'u',
      });
      expect(ran).toEqual([write, readAlone]);
      expect(P.writeThenRead(db(0), `${write}, none`, readAlone, { id: 'd1' }, { id: '' })).toBe(null);
      expect(ran).toEqual([write, readAlone, `${write}, none`]);
    } finally {
      delete (globalThis as { arrayOf?: unknown }).arrayOf;
      delete (globalThis as { DynamicModel?: unknown }).DynamicModel;
    }
  });
});

describe('inOneRead', () => {
  const g = globalThis as { $answersheet?: { poolReader: { inSnapshot: (fn: () => unknown) => unknown } } };

  it("runs its reads in one snapshot of our build's pool reader, and answers their value", () => {
    const snapshots: unknown[] = [];
    g.$answersheet = { poolReader: { inSnapshot: (fn) => (snapshots.push(fn), fn()) } };
    try {
      expect(P.inOneRead(() => 'list')).toBe('list');
      expect(snapshots).toHaveLength(1);
    } finally {
      delete g.$answersheet;
    }
  });

  it('runs them as they are on a PocketBase without it (the official binary)', () => {
    expect(P.inOneRead(() => 42)).toBe(42);
  });
});
