// Leaving the test (docs/architecture.md, "Exam day"): the sheet records when its page is hidden (another
// tab or app), when the window loses the focus for 1 s or more, and pastes into answer boxes; it keeps them
// on the device until the server has them, and sends them in batches of at most 50, one request at most
// every 5 s. Free of React: the tracker turns the browser's events into records, the queue keeps them.
import type { AwayEvent } from '@/lib/api-types';

/** At most this many events a request (the server refuses more). */
export const AWAY_BATCH_MAX = 50;
/** At most one request this often. */
export const AWAY_SEND_EVERY_MS = 5_000;
/** A window that loses the focus for less than this is not counted (a click on the browser's own bar). */
export const BLUR_MIN_MS = 1_000;
/** Kept on the device at most (the oldest go first): a device offline all day stays within its storage. */
export const AWAY_KEPT_MAX = 1_000;

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * Turns the page's visibility and focus changes and pastes into events. `now` is the server's time (ms):
 * the device's clock corrected by the offset the sheet keeps, so the teacher reads one clock. A blur that
 * the page's hiding covers (switching tabs does both) counts once, as `hidden`.
 */
export class AwayTracker {
  private hiddenAt: number | null = null;
  private blurredAt: number | null = null;
  private blurCovered = false;

  constructor(
    private readonly now: () => number,
    private readonly emit: (event: AwayEvent) => void,
  ) {}

  hidden() {
    if (this.hiddenAt !== null) return;
    this.hiddenAt = this.now();
    if (this.blurredAt !== null) this.blurCovered = true;
  }

  visible() {
    if (this.hiddenAt === null) return;
    const at = this.hiddenAt;
    this.hiddenAt = null;
    this.emit({ kind: 'hidden', at: iso(at), seconds: seconds(this.now() - at) });
  }

  blur() {
    if (this.blurredAt !== null) return;
    this.blurredAt = this.now();
    this.blurCovered = this.hiddenAt !== null;
  }

  focus() {
    if (this.blurredAt === null) return;
    const at = this.blurredAt;
    const covered = this.blurCovered;
    this.blurredAt = null;
    this.blurCovered = false;
    const away = this.now() - at;
    if (!covered && away >= BLUR_MIN_MS) this.emit({ kind: 'blur', at: iso(at), seconds: seconds(away) });
  }

  paste() {
    this.emit({ kind: 'paste', at: iso(this.now()), seconds: 0 });
  }
}

/** The device's key of a guest's unsent events in a room. */
export const awayStorageKey = (roomId: string, uuid: string) => `answersheet_away_${roomId}_${uuid}`;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isEvent = (value: unknown): value is AwayEvent => {
  const e = value as AwayEvent;
  return !!e && typeof e.kind === 'string' && typeof e.at === 'string' && typeof e.seconds === 'number';
};

/** The unsent events kept on the device ([] when none, unreadable, or storage is refused). */
export function readAway(store: Store | null, key: string): AwayEvent[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isEvent) : [];
  } catch {
    return [];
  }
}

/** Keeps the unsent events on the device (the newest AWAY_KEPT_MAX); a full or refused storage keeps none. */
export function writeAway(store: Store | null, key: string, events: AwayEvent[]) {
  try {
    if (events.length === 0) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(events.slice(-AWAY_KEPT_MAX)));
  } catch {
    // Private mode or a full storage: the events stay in memory for this page only.
  }
}

/**
 * What to do with a batch the server did not take: `retry` it later (offline, busy: 429 or 5xx, or no
 * answer) or `drop` it (any other refusal: sending it again would be refused again).
 */
export function afterFailure(status: number | undefined): 'retry' | 'drop' {
  if (status === undefined || status === 0 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}

/** The next batch to send: the oldest AWAY_BATCH_MAX events. */
export const nextBatch = (events: AwayEvent[]) => events.slice(0, AWAY_BATCH_MAX);
