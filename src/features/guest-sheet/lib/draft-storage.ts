// The copy of the draft kept on this device (docs/architecture.md, "Drafts and submissions"), so nothing typed is lost offline or on reload.
import type { Answer } from '@/lib/api-types';
import { valuesFrom, type AnswerValues } from './answers';
import { nextTask } from './next-task';

export interface LocalDraft {
  answers: Answer[];
  /** Question ids flagged for review (docs/product.md, "Test conditions"). */
  flags?: string[];
  /** When these answers were typed (this device's clock). */
  updated: string;
  /** The server's `updated` of the last draft it confirmed from this device: if the server still holds
   *  exactly that one, this copy is the same or newer whatever the two clocks say. */
  syncedUpdated?: string;
}

export function draftKey(roomId: string, guestUuid: string): string {
  return `answersheet_draft_${roomId}_${guestUuid}`;
}

export function readLocalDraft(roomId: string, guestUuid: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(roomId, guestUuid));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!Array.isArray(parsed.answers) || typeof parsed.updated !== 'string') return null;
    return {
      answers: parsed.answers,
      ...(Array.isArray(parsed.flags) ? { flags: parsed.flags.filter((f) => typeof f === 'string') } : {}),
      updated: parsed.updated,
      ...(typeof parsed.syncedUpdated === 'string' ? { syncedUpdated: parsed.syncedUpdated } : {}),
    };
  } catch {
    return null;
  }
}

/** Stores the answers (and flags) just typed, keeping what the server last confirmed. */
export function writeLocalDraft(
  roomId: string,
  guestUuid: string,
  answers: Answer[],
  now = new Date(),
  flags: string[] = [],
): void {
  const syncedUpdated = storedSyncedUpdated(roomId, guestUuid);
  store(roomId, guestUuid, {
    answers,
    flags,
    updated: now.toISOString(),
    ...(syncedUpdated ? { syncedUpdated } : {}),
  });
}

/**
 * The copy on this device, written in a task of its own just after the change that made it, the newest
 * change only: on a slow laptop a keystroke's task is then its box's render, not also the whole draft's JSON
 * and its storage (docs/performance-log.md, 2026-11-29, late afternoon). The page's being hidden or left
 * writes it at once (`flush`), so no change waits on a task that never comes.
 */
export class DeviceCopy {
  private pending: (() => void) | null = null;
  private readonly later = nextTask(() => this.flush());

  constructor(
    private readonly roomId: string,
    private readonly guestUuid: string,
  ) {}

  /** Keeps `answers()` (read when written) and `flags` as typed at `now`. */
  write(answers: () => Answer[], flags: string[], now = new Date()): void {
    this.pending = () => writeLocalDraft(this.roomId, this.guestUuid, answers(), now, flags);
    this.later.schedule();
  }

  /** Writes the newest change now, if one is waiting. */
  readonly flush = (): void => {
    const write = this.pending;
    this.cancel();
    write?.();
  };

  /** Drops the change waiting, if any (the sheet was submitted: its copy is of no more use). */
  cancel(): void {
    this.later.cancel();
    this.pending = null;
  }
}

const SYNCED_FIELD = '"syncedUpdated":"';

/**
 * The copy's syncedUpdated, found in its text rather than by parsing it: this runs at every keystroke, and
 * parsing a copy with essays in it made garbage enough for the collector to pause a slow laptop's typing
 * (docs/performance-log.md, 2026-11-29, afternoon). Within a JSON string a quote is escaped, so the field's
 * name followed by `":"` is only ever the field.
 */
function storedSyncedUpdated(roomId: string, guestUuid: string): string | undefined {
  try {
    const raw = localStorage.getItem(draftKey(roomId, guestUuid));
    const at = raw ? raw.lastIndexOf(SYNCED_FIELD) : -1;
    if (!raw || at === -1) return undefined;
    const from = at + SYNCED_FIELD.length;
    const end = raw.indexOf('"', from);
    return end === -1 ? undefined : raw.slice(from, end) || undefined;
  } catch {
    return undefined;
  }
}

/** Records that the server now holds a draft from this device, stamped `updated` by the server. */
export function markLocalDraftSynced(roomId: string, guestUuid: string, updated: string): void {
  const previous = readLocalDraft(roomId, guestUuid);
  if (previous) store(roomId, guestUuid, { ...previous, syncedUpdated: updated });
}

export function clearLocalDraft(roomId: string, guestUuid: string): void {
  try {
    localStorage.removeItem(draftKey(roomId, guestUuid));
  } catch {
    // storage off: there is nothing to clear
  }
}

function store(roomId: string, guestUuid: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(draftKey(roomId, guestUuid), JSON.stringify(draft));
  } catch {
    // Storage full or off: the server draft is then the only copy; nothing else to do here.
  }
}

/** PocketBase writes "2024-05-01 10:00:00.000Z"; Date wants a "T". Unreadable times count as oldest. */
export function timeOf(value: string | undefined): number {
  if (!value) return 0;
  const ms = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(ms) ? 0 : ms;
}

export interface ServerDraft {
  answers: Answer[];
  flags?: string[];
  updated: string;
}

/** The copy to restore: the newer of the server's and this device's. */
function newer(server: ServerDraft | null, local: LocalDraft | null): ServerDraft | LocalDraft | null {
  if (!local || !server) return local ?? server;
  // The server still holds what this device last sent: the copy here is that plus anything typed since.
  if (local.syncedUpdated && timeOf(local.syncedUpdated) === timeOf(server.updated)) return local;
  return timeOf(local.updated) > timeOf(server.updated) ? local : server;
}

/** The answers to restore: the newer of the server's and this device's. */
export function newerDraft(server: ServerDraft | null, local: LocalDraft | null): Answer[] {
  return newer(server, local)?.answers ?? [];
}

/** Flags of questions still on the sheet, in sheet order. */
export function flagsFrom(flags: readonly string[] | undefined, ids: readonly string[]): string[] {
  const flagged = new Set(flags ?? []);
  return ids.filter((id) => flagged.has(id));
}

export interface StartingDraft {
  /** What the server's draft holds. */
  saved: AnswerValues;
  savedFlags: string[];
  /** What the sheet starts with: the newer copy. */
  initial: AnswerValues;
  initialFlags: string[];
}

/** What the server's draft holds and what the sheet starts with. A submitted sheet shows what was sent. */
export function startingAnswers(
  data: { pendingSubmission: ServerDraft | null; submission: { answers: Answer[] } | null },
  ids: readonly string[],
  local: LocalDraft | null,
): StartingDraft {
  if (data.submission) {
    const sent = valuesFrom(data.submission.answers, ids);
    return { saved: sent, savedFlags: [], initial: sent, initialFlags: [] };
  }
  const server = data.pendingSubmission;
  const start = newer(server, local);
  return {
    saved: valuesFrom(server?.answers, ids),
    savedFlags: flagsFrom(server?.flags, ids),
    initial: valuesFrom(start?.answers, ids),
    initialFlags: flagsFrom(start?.flags, ids),
  };
}
