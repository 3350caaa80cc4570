// Leaving the test (docs/architecture.md, "Exam day"): while the sheet takes answers it records the page
// hidden, the window left for 1 s or more and pastes into answer boxes (lib/away-events.ts), keeps them on
// the device, and sends them in batches at most every 5 s while online. Events left unsent (offline, the
// page closed) go with the next visit's first batch.
import { useEffect } from 'react';
import { errorStatus } from '@/lib/errors';
import { sendAwayEvents } from '../api/guest-sheet-api';
import {
  afterFailure,
  AWAY_SEND_EVERY_MS,
  awayStorageKey,
  AwayTracker,
  nextBatch,
  readAway,
  writeAway,
} from '../lib/away-events';
import { serverWaitOf } from '../lib/autosave';

interface Params {
  roomId: string;
  uuid: string;
  /** Server time minus this device's time (ms): events are stamped on the server's clock. */
  offset: number;
  /** Whether the sheet takes answers now (gate passed, not submitted, the room open). */
  active: boolean;
}

/** Storage when the browser allows it (private modes may refuse it), else null. */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** An answer box: the typed boxes and essays of either screen. */
const isAnswerBox = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

export function useAwayEvents({ roomId, uuid, offset, active }: Params) {
  useEffect(() => {
    if (!active) return;
    const store = deviceStorage();
    const key = awayStorageKey(roomId, uuid);
    let queue = readAway(store, key);
    let sending = false;
    let waitUntil = 0;
    const keep = (next: typeof queue) => {
      queue = next;
      writeAway(store, key, queue);
    };
    const tracker = new AwayTracker(
      () => Date.now() + offset,
      (event) => keep([...queue, event]),
    );

    const send = async () => {
      if (sending || queue.length === 0 || Date.now() < waitUntil || !navigator.onLine) return;
      const batch = nextBatch(queue);
      sending = true;
      try {
        await sendAwayEvents(uuid, { Room: roomId, events: batch });
        keep(queue.slice(batch.length));
      } catch (error) {
        if (afterFailure(errorStatus(error)) === 'drop') keep(queue.slice(batch.length));
        else waitUntil = Date.now() + (serverWaitOf(error) ?? 0);
      } finally {
        sending = false;
      }
    };

    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.hidden();
      else tracker.visible();
    };
    const onBlur = () => tracker.blur();
    const onFocus = () => tracker.focus();
    const onPaste = (event: ClipboardEvent) => {
      if (isAnswerBox(event.target)) tracker.paste();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('paste', onPaste, true);
    const timer = setInterval(() => void send(), AWAY_SEND_EVERY_MS);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('paste', onPaste, true);
    };
  }, [roomId, uuid, offset, active]);
}
