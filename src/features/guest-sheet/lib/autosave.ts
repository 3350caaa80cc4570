// The draft autosave (docs/architecture.md, "Drafts and submissions"), free of React so its timing can be tested with fake timers:
// save 1 s after the last change, only when the answers differ from the last saved ones and no save is in
// flight (then once more after it), and retry failures with backoff or as soon as the browser is online.
// A refusal (a 4xx: the server answered and said no) is not retried and not called offline: the status
// says it failed, and `onFailed` gets the error so the page can say why.

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';

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
  delayMs?: number;
  retryDelaysMs?: number[];
}

export const AUTOSAVE_DELAY_MS = 1000;
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

export class Autosave<T> {
  private latest: T | undefined;
  private latestKey: string;
  private savedKey: string;
  private inFlight = false;
  private failing = false;
  /** The last failure was a refusal: nothing is retried until the next change. */
  private refused = false;
  private paused = true;
  private attempt = 0;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Omit<AutosaveOptions<T>, 'onSaved' | 'onFailed'>> &
    Pick<AutosaveOptions<T>, 'onSaved' | 'onFailed'>;

  /** `saved`: what the server already holds; `current`: what the sheet starts with (may be newer). */
  constructor(options: AutosaveOptions<T>, saved: T, current: T = saved) {
    this.options = {
      isOnline: () => navigator.onLine !== false,
      shouldRetry: () => true,
      delayMs: AUTOSAVE_DELAY_MS,
      retryDelaysMs: RETRY_DELAYS_MS,
      ...options,
    };
    this.savedKey = options.keyOf(saved);
    this.latest = current;
    this.latestKey = options.keyOf(current);
  }

  /** Starts (or restarts) saving; sends at once anything the server does not have yet. */
  resume(): void {
    this.paused = false;
    this.flush();
  }

  /** Stops timers; a save in flight still records its result. */
  pause(): void {
    this.paused = true;
    this.clearTimers();
  }

  hasUnsaved(): boolean {
    return this.latestKey !== this.savedKey;
  }

  change(value: T): void {
    this.latest = value;
    this.latestKey = this.options.keyOf(value);
    if (this.paused) return;
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.flush(), this.options.delayMs);
    if (!this.hasUnsaved()) {
      if (!this.inFlight && !this.failing) this.options.onStatus('saved');
    } else if (this.refused) {
      // Still "not saved" (with the refusal's reason) until the next try, a second from now, says otherwise.
    } else if (this.failing || !this.options.isOnline()) {
      this.options.onStatus('offline');
    } else {
      this.options.onStatus('saving');
    }
  }

  /** The connection is back: try now instead of waiting for the next backoff step. */
  online(): void {
    this.attempt = 0;
    this.flush();
  }

  offline(): void {
    if (this.hasUnsaved()) this.options.onStatus('offline');
  }

  private flush(): void {
    this.clearTimers();
    if (this.paused || this.inFlight || !this.hasUnsaved()) return;
    if (!this.options.isOnline()) {
      // Nothing to try until the browser says it is online again (the `online` event calls online()).
      this.options.onStatus('offline');
      return;
    }
    const value = this.latest as T;
    const key = this.latestKey;
    this.inFlight = true;
    this.options.onStatus('saving');
    this.options.save(value).then(
      (updated) => {
        this.inFlight = false;
        this.failing = false;
        this.refused = false;
        this.attempt = 0;
        this.savedKey = key;
        this.options.onSaved?.(updated);
        if (this.paused) return;
        if (!this.hasUnsaved()) this.options.onStatus('saved');
        // Typed during the save: its own debounce will send it; without one pending, send it now.
        else if (this.debounceTimer === undefined) this.flush();
      },
      (error: unknown) => {
        this.inFlight = false;
        this.failing = true;
        this.refused = !this.options.shouldRetry(error);
        if (this.refused) {
          this.options.onFailed?.(error);
          if (!this.paused) this.options.onStatus('failed');
          return;
        }
        if (this.paused) return;
        this.options.onStatus('offline');
        if (this.debounceTimer !== undefined) return;
        const delays = this.options.retryDelaysMs;
        const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? AUTOSAVE_DELAY_MS;
        this.attempt++;
        this.retryTimer = setTimeout(() => this.flush(), delay);
      },
    );
  }

  private clearTimers(): void {
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    this.debounceTimer = undefined;
    this.retryTimer = undefined;
  }
}
