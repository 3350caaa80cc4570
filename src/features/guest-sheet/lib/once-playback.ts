// A recording played once, the IELTS way (docs/product.md, "Test conditions"): Play starts it, nothing pauses
// or seeks it, and a reload resumes it where it would be by now. When it started is kept on this device, in
// the server's time (the device's clock may be off), per room and section. Pure but for local storage.

const KEY_PREFIX = 'answersheet:audio-once:';

const storageKey = (roomId: string, sectionId: string) => `${KEY_PREFIX}${roomId}:${sectionId}`;

/** When this section's recording was first played (server time, ms), or null if never. */
export function readOnceStart(roomId: string, sectionId: string): number | null {
  try {
    const stored = Number(localStorage.getItem(storageKey(roomId, sectionId)));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the first start only: a second Play (another tab) does not restart the clock. */
export function recordOnceStart(roomId: string, sectionId: string, serverNow: number): number {
  const earlier = readOnceStart(roomId, sectionId);
  if (earlier !== null) return earlier;
  try {
    localStorage.setItem(storageKey(roomId, sectionId), String(serverNow));
  } catch {
    // Private mode or full storage: the recording still plays; a reload starts it again.
  }
  return serverNow;
}

export type OncePhase =
  /** Never played: only Play. */
  | { kind: 'ready' }
  /** Started before (a reload): it goes on from `position` seconds once the student says so. */
  | { kind: 'resume'; position: number }
  | { kind: 'finished' };

/**
 * Where a once-only recording stands for a sheet that has just loaded: `startedAt` and `serverNow` in ms,
 * `duration` in seconds (NaN until the browser knows it; then a start counts as resumable).
 */
export function oncePhase(startedAt: number | null, serverNow: number, duration: number): OncePhase {
  if (startedAt === null) return { kind: 'ready' };
  const position = Math.max(0, (serverNow - startedAt) / 1000);
  if (Number.isFinite(duration) && position >= duration) return { kind: 'finished' };
  return { kind: 'resume', position };
}

/** Where the recording should be now, in seconds, for a position the student tried to change. */
export function onceExpectedPosition(startedAt: number, serverNow: number): number {
  return Math.max(0, (serverNow - startedAt) / 1000);
}

/** "1:05", or "1:02:03" over an hour. */
export function formatAudioTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
