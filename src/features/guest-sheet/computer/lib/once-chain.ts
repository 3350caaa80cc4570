// A listening exam's recordings played once, one after another across its parts (docs/product.md, "The test
// on computer"), built on lib/once-playback.ts: each recording's start is kept on this device as it is
// today; a recording that ended while the page was away hands on to the next at its end; the end of the
// last starts the 2 minutes to check, kept on this device too so a reload does not give them again. Pure
// but for local storage.

export const CHECK_TIME_MS = 2 * 60_000;

const endedKey = (roomId: string, examId: string) => `answersheet:audio-once-ended:${roomId}:${examId}`;

/** When the exam's last recording ended (server time, ms), or null. */
export function readChainEnd(roomId: string, examId: string): number | null {
  try {
    const stored = Number(localStorage.getItem(endedKey(roomId, examId)));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the first end only. */
export function recordChainEnd(roomId: string, examId: string, serverNow: number): number {
  const earlier = readChainEnd(roomId, examId);
  if (earlier !== null) return earlier;
  try {
    localStorage.setItem(endedKey(roomId, examId), String(serverNow));
  } catch {
    // Private mode or full storage: a reload gives the checking time again.
  }
  return serverNow;
}

/** The index of the recording to go on with: the last one started (0 when none was). */
export function chainIndex(starts: (number | null)[]): number {
  let index = 0;
  starts.forEach((start, i) => {
    if (start !== null) index = i;
  });
  return index;
}

/** "1:45" of the checking time left. */
export function formatCheckLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
