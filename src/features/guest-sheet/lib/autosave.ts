// The draft autosave (docs/architecture.md, "Drafts and submissions"), free of React so its timing can be tested with fake timers:
// save 1 s after the last change, only when the answers differ from the last saved ones and no save is in
// flight (then once more after it), and never sooner than 3 s after the previous save, so a class typing
// sends a third of what it did (docs/operations.md, "An exam centre"). A busy server is not asked again
// before it said (429 with Retry-After), and failures are retried with a capped backoff (with jitter, so a
// centre's sheets do not all come back at once) or as soon as the browser is online. Whatever is sent is
// the newest answers at that moment; the page keeps every keystroke on this device meanwhile.
// A refusal (a 4xx: the server answered and said no) is not retried and not called offline: the status
// says it failed, and `onFailed` gets the error so the page can say why.
import { isAxiosError } from 'axios';

/** `busy`: the server asked the sheet to wait (429) or had an error (5xx); the answers wait on this device. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'busy' | 'failed';

export interface AutosaveOptions<T> {
  /** Sends `value`; resolves with the server's `updated`. */
  save: (value: T) => Promise<string>;
  /** Equal keys mean equal values. */
  keyOf: (value: T) => string;
  onStatus: (status: SaveStatus) => void;
  onSaved?: (updated: string) => void;
  /** A failure not worth retrying (see shouldRetry): the status is then `failed`. */
  onFailed?: (error: unknown) => void;
  isOnline?: () => boolean;
  /** Whether a failed save is worth trying again (a refusal such as a 400 is not). */
  shouldRetry?: (error: unknown) => boolean;
  /**
   * For a failure the server answered (429, 5xx): the wait it asked for in ms (Retry-After), 0 when it named
   * none; undefined when there was no answer at all (offline, timeout). See serverWaitOf.
   */
  serverWait?: (error: unknown) => number | undefined;
  delayMs?: number;
  minIntervalMs?: number;
  retryDelaysMs?: number[];
  /** A number in [0, 1), for the backoff's jitter. */
  random?: () => number;
}

export const AUTOSAVE_DELAY_MS = 1000;
export const MIN_SAVE_INTERVAL_MS = 3000;
export const RETRY_DELAYS_MS = [3000, 6000, 12_000, 30_000];

/** What an axios failure says about waiting: see AutosaveOptions.serverWait. */
export function serverWaitOf(error: unknown): number | undefined {
  if (!isAxiosError(error) || !error.response) return undefined;
  // AxiosHeaders (what the browser's adapter gives) reads names in any case; a plain object, lower case.
  const headers = error.response.headers as Record<string, unknown> & { get?: (name: string) => unknown };
  const header = typeof headers?.get === 'function' ? headers.get('retry-after') : headers?.['retry-after'];
  const seconds = typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

type Failure = 'none' | 'offline' | 'busy' | 'refused';

export class Autosave<T> {
  private latest: T | undefined;
  private latestKey: string;
  private savedKey: string;
  private inFlight = false;
  private failure: Failure = 'none';
  /** After a refusal nothing is sent until the next change. */
  private halted = false;
  private paused = true;
  private attempt = 0;
  private lastChangeAt = -Infinity;
  private lastSentAt = -Infinity;
  /** Not before: the backoff after a failure (dropped when the browser is online again)… */
  private retryAt = 0;
  /** …and what the server asked for (kept). */
  private serverWaitUntil = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Omit<AutosaveOptions<T>, 'onSaved' | 'onFailed'>> &
    Pick<AutosaveOptions<T>, 'onSaved' | 'onFailed'>;

  /** `saved`: what the server already holds; `current`: what the sheet starts with (may be newer). */
  constructor(options: AutosaveOptions<T>, saved: T, current: T = saved) {
    this.options = {
      isOnline: () => navigator.onLine !== false,
      shouldRetry: () => true,
      serverWait: () => undefined,
      delayMs: AUTOSAVE_DELAY_MS,
      minIntervalMs: MIN_SAVE_INTERVAL_MS,
      retryDelaysMs: RETRY_DELAYS_MS,
      random: Math.random,
      ...options,
    };
    this.savedKey = options.keyOf(saved);
    this.latest = current;
    this.latestKey = options.keyOf(current);
  }

  /** Starts (or restarts) saving; sends anything the server does not have yet as soon as it may. */
  resume(): void {
    this.paused = false;
    this.halted = false;
    this.schedule();
  }

  /** Stops timers; a save in flight still records its result. */
  pause(): void {
    this.paused = true;
    this.clearTimer();
  }

  hasUnsaved(): boolean {
    return this.latestKey !== this.savedKey;
  }

  change(value: T): void {
    this.latest = value;
    this.latestKey = this.options.keyOf(value);
    this.lastChangeAt = Date.now();
    this.halted = false;
    if (this.paused) return;
    if (!this.hasUnsaved()) {
      if (!this.inFlight && this.failure === 'none') this.options.onStatus('saved');
    } else if (this.failure === 'refused') {
      // Still "not saved" (with the refusal's reason) until the next try, in a moment, says otherwise.
    } else if (this.failure === 'busy') {
      this.options.onStatus('busy');
    } else if (this.failure === 'offline' || !this.options.isOnline()) {
      this.options.onStatus('offline');
    } else {
      this.options.onStatus('saving');
    }
    this.schedule();
  }

  /** The connection is back: try now instead of waiting for the next backoff step. */
  online(): void {
    this.attempt = 0;
    this.retryAt = 0;
    this.lastSentAt = -Infinity;
    this.schedule();
  }

  offline(): void {
    if (this.hasUnsaved()) this.options.onStatus('offline');
  }

  /** Sends when the last change has rested, the previous save is far enough back and any wait is over. */
  private schedule(): void {
    this.clearTimer();
    if (this.paused || this.inFlight || this.halted || !this.hasUnsaved()) return;
    if (!this.options.isOnline()) {
      // Nothing to try until the browser says it is online again (the `online` event calls online()).
      this.options.onStatus('offline');
      return;
    }
    const at = Math.max(
      this.lastChangeAt + this.options.delayMs,
      this.lastSentAt + this.options.minIntervalMs,
      this.retryAt,
      this.serverWaitUntil,
    );
    const wait = at - Date.now();
    if (wait > 0) this.timer = setTimeout(() => this.schedule(), wait);
    else this.send();
  }

  private send(): void {
    const value = this.latest as T;
    const key = this.latestKey;
    this.inFlight = true;
    this.lastSentAt = Date.now();
    this.options.onStatus('saving');
    this.options.save(value).then(
      (updated) => {
        this.inFlight = false;
        this.failure = 'none';
        this.attempt = 0;
        this.retryAt = 0;
        this.savedKey = key;
        this.options.onSaved?.(updated);
        if (this.paused) return;
        if (!this.hasUnsaved()) this.options.onStatus('saved');
        // Typed during the save: sent when its own wait is over.
        else this.schedule();
      },
      (error: unknown) => {
        this.inFlight = false;
        if (!this.options.shouldRetry(error)) {
          this.failure = 'refused';
          this.halted = true;
          this.options.onFailed?.(error);
          if (!this.paused) this.options.onStatus('failed');
          return;
        }
        const now = Date.now();
        const asked = this.options.serverWait(error);
        if (asked !== undefined && asked > 0) {
          this.serverWaitUntil = now + asked;
        } else {
          const delays = this.options.retryDelaysMs;
          const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? MIN_SAVE_INTERVAL_MS;
          this.attempt++;
          // Between half and all of the step: sheets that failed together come back spread out.
          this.retryAt = now + delay * (0.5 + this.options.random() / 2);
        }
        this.failure = asked === undefined ? 'offline' : 'busy';
        if (this.paused) return;
        this.options.onStatus(this.failure);
        this.schedule();
      },
    );
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
