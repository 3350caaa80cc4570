// The copy of the draft kept on this device (docs/architecture.md, "Drafts and submissions"), so nothing typed is lost offline or on reload.
import type { Answer } from '@/lib/api-types';
import { valuesFrom, type AnswerValues } from './answers';

export interface LocalDraft {
  answers: Answer[];
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
      updated: parsed.updated,
      ...(typeof parsed.syncedUpdated === 'string' ? { syncedUpdated: parsed.syncedUpdated } : {}),
    };
  } catch {
    return null;
  }
}

/** Stores the answers just typed, keeping what the server last confirmed. */
export function writeLocalDraft(
  roomId: string,
  guestUuid: string,
  answers: Answer[],
  now = new Date(),
): void {
  const previous = readLocalDraft(roomId, guestUuid);
  store(roomId, guestUuid, {
    answers,
    updated: now.toISOString(),
    ...(previous?.syncedUpdated ? { syncedUpdated: previous.syncedUpdated } : {}),
  });
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
  updated: string;
}

/** The draft to restore: the newer of the server's and this device's. */
export function newerDraft(server: ServerDraft | null, local: LocalDraft | null): Answer[] {
  if (!local) return server?.answers ?? [];
  if (!server) return local.answers;
  // The server still holds what this device last sent: the copy here is that plus anything typed since.
  if (local.syncedUpdated && timeOf(local.syncedUpdated) === timeOf(server.updated)) return local.answers;
  return timeOf(local.updated) > timeOf(server.updated) ? local.answers : server.answers;
}

/** What the server's draft holds and what the sheet starts with. A submitted sheet shows what was sent. */
export function startingAnswers(
  data: { pendingSubmission: ServerDraft | null; submission: { answers: Answer[] } | null },
  ids: readonly string[],
  local: LocalDraft | null,
): { saved: AnswerValues; initial: AnswerValues } {
  if (data.submission) {
    const sent = valuesFrom(data.submission.answers, ids);
    return { saved: sent, initial: sent };
  }
  return {
    saved: valuesFrom(data.pendingSubmission?.answers, ids),
    initial: valuesFrom(newerDraft(data.pendingSubmission, local), ids),
  };
}
