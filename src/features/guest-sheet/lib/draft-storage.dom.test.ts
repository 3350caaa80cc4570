import { describe, expect, it } from 'vitest';
import {
  clearLocalDraft,
  DeviceCopy,
  draftKey,
  markLocalDraftSynced,
  newerDraft,
  readLocalDraft,
  startingAnswers,
  timeOf,
  writeLocalDraft,
} from './draft-storage';

const a = [{ questionId: 'q1', value: 'server' }];
const b = [{ questionId: 'q1', value: 'local' }];

describe('the copy on this device', () => {
  it('is kept per room and guest', () => {
    writeLocalDraft('room1', 'uuid1', b, new Date('2025-03-01T10:00:00Z'), ['q1']);
    expect(localStorage.getItem(draftKey('room1', 'uuid1'))).not.toBeNull();
    expect(readLocalDraft('room1', 'uuid1')).toEqual({
      answers: b,
      flags: ['q1'],
      updated: '2025-03-01T10:00:00.000Z',
    });
    expect(readLocalDraft('room2', 'uuid1')).toBeNull();
    expect(readLocalDraft('room1', 'uuid2')).toBeNull();
  });

  it('remembers what the server last confirmed across later changes', () => {
    writeLocalDraft('room1', 'uuid1', a);
    markLocalDraftSynced('room1', 'uuid1', '2025-03-01 10:00:00.000Z');
    writeLocalDraft('room1', 'uuid1', b);
    expect(readLocalDraft('room1', 'uuid1')).toMatchObject({
      answers: b,
      syncedUpdated: '2025-03-01 10:00:00.000Z',
    });
  });

  it('is not misled by an answer that holds the field name', () => {
    const sly = [{ questionId: 'q1', value: '"syncedUpdated":"2099-01-01 00:00:00.000Z"' }];
    writeLocalDraft('room1', 'uuid1', sly);
    writeLocalDraft('room1', 'uuid1', sly);
    expect(readLocalDraft('room1', 'uuid1')?.syncedUpdated).toBeUndefined();
    markLocalDraftSynced('room1', 'uuid1', '2025-03-01 10:00:00.000Z');
    writeLocalDraft('room1', 'uuid1', sly);
    expect(readLocalDraft('room1', 'uuid1')).toMatchObject({
      answers: sly,
      syncedUpdated: '2025-03-01 10:00:00.000Z',
    });
  });

  it('is cleared, and unreadable copies count as none', () => {
    writeLocalDraft('room1', 'uuid1', a);
    clearLocalDraft('room1', 'uuid1');
    expect(readLocalDraft('room1', 'uuid1')).toBeNull();
    localStorage.setItem(draftKey('room1', 'uuid1'), '{not json');
    expect(readLocalDraft('room1', 'uuid1')).toBeNull();
    localStorage.setItem(draftKey('room1', 'uuid1'), JSON.stringify({ answers: 'no' }));
    expect(readLocalDraft('room1', 'uuid1')).toBeNull();
  });
});

describe('timeOf', () => {
  it("reads PocketBase's and ISO dates", () => {
    expect(timeOf('2025-03-01 10:00:00.000Z')).toBe(Date.UTC(2025, 2, 1, 10));
    expect(timeOf('2025-03-01T10:00:00.000Z')).toBe(Date.UTC(2025, 2, 1, 10));
    expect(timeOf('nonsense')).toBe(0);
    expect(timeOf(undefined)).toBe(0);
  });
});

describe('newerDraft', () => {
  const server = { answers: a, updated: '2025-03-01 10:00:00.000Z' };

  it('takes whichever exists', () => {
    expect(newerDraft(server, null)).toBe(a);
    expect(newerDraft(null, { answers: b, updated: '2020-01-01T00:00:00Z' })).toBe(b);
    expect(newerDraft(null, null)).toEqual([]);
  });

  it('takes the newer of the two', () => {
    expect(newerDraft(server, { answers: b, updated: '2025-03-01T10:00:01.000Z' })).toBe(b);
    expect(newerDraft(server, { answers: b, updated: '2025-03-01T09:59:59.000Z' })).toBe(a);
  });

  it("trusts this device's copy when the server holds what it last confirmed, whatever the clock says", () => {
    const local = {
      answers: b,
      updated: '2025-03-01T09:00:00.000Z',
      syncedUpdated: '2025-03-01 10:00:00.000Z',
    };
    expect(newerDraft(server, local)).toBe(b);
  });
});

describe('startingAnswers', () => {
  const ids = ['q1'];

  it('starts from the newer draft, flags and all, and remembers what the server holds', () => {
    const local = { answers: b, flags: ['q1', 'gone'], updated: '2025-03-02T00:00:00Z' };
    const server = { answers: a, flags: [], updated: '2025-03-01 10:00:00Z' };
    expect(startingAnswers({ pendingSubmission: server, submission: null }, ids, local)).toEqual({
      saved: { q1: 'server' },
      savedFlags: [],
      initial: { q1: 'local' },
      // A flag of a question no longer on the sheet is dropped.
      initialFlags: ['q1'],
    });
    // The server's copy is the newer: its flags.
    expect(
      startingAnswers(
        {
          pendingSubmission: { ...server, flags: ['q1'], updated: '2025-03-03 10:00:00Z' },
          submission: null,
        },
        ids,
        local,
      ).initialFlags,
    ).toEqual(['q1']);
  });

  it('shows a submitted sheet as it was sent', () => {
    const data = { pendingSubmission: null, submission: { answers: [{ questionId: 'q1', value: 'sent' }] } };
    expect(startingAnswers(data, ids, { answers: b, updated: '2030-01-01T00:00:00Z' })).toEqual({
      saved: { q1: 'sent' },
      savedFlags: [],
      initial: { q1: 'sent' },
      initialFlags: [],
    });
  });
});

describe('DeviceCopy', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve));

  it('writes the newest change once, in a task after the changes', async () => {
    localStorage.clear();
    const copy = new DeviceCopy('room1', 'uuid1');
    let reads = 0;
    copy.write(() => (reads++, a), []);
    copy.write(() => (reads++, b), ['q1'], new Date('2025-03-01T10:00:00Z'));
    expect(readLocalDraft('room1', 'uuid1')).toBeNull();
    await tick();
    expect(readLocalDraft('room1', 'uuid1')).toEqual({
      answers: b,
      flags: ['q1'],
      updated: '2025-03-01T10:00:00.000Z',
    });
    expect(reads).toBe(1);
  });

  it('writes at once when flushed (the page hidden or left), and nothing once cancelled', async () => {
    localStorage.clear();
    const copy = new DeviceCopy('room1', 'uuid1');
    copy.write(() => b, []);
    copy.flush();
    expect(readLocalDraft('room1', 'uuid1')?.answers).toEqual(b);
    copy.write(() => a, []);
    copy.cancel();
    await tick();
    expect(readLocalDraft('room1', 'uuid1')?.answers).toEqual(b);
  });
});
