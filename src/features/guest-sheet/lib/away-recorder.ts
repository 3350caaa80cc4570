// Leaving the test, recorded and sent (docs/architecture.md, "Exam day"): the page's visibility, focus and
// pastes into answer boxes go through the tracker (away-events.ts) into a queue kept on the device, sent in
// a batch at most every 5 s while online. Loaded apart from the sheet (hooks/use-away-events.ts), so the
// guest route's first load stays within its budget.
import { errorStatus } from '@/lib/errors';
import { guestApi } from '../api/guest-client';
import type { AwayEventsBody } from '@/lib/api-types';
import {
  afterFailure,
  AWAY_SEND_EVERY_MS,
  awayStorageKey,
  AwayTracker,
  nextBatch,
  readAway,
  writeAway,
} from './away-events';
import { serverWaitOf } from './autosave';

export interface RecorderParams {
  roomId: string;
  uuid: string;
  /** Server time minus this device's time (ms): events are stamped on the server's clock. */
  offset: number;
}

/** POST /api/exam/events: a batch of the times the student left the test (204). */
async function sendAwayEvents(uuid: string, body: AwayEventsBody) {
  await guestApi.post('/api/exam/events', body, { headers: { 'guest-uuid': uuid } });
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

/**
 * Records and sends until the returned function stops it; `serverNow` stamps each event on the server's
 * clock (the offset read then: hooks/use-away-events.ts).
 */
export function recordAway(roomId: string, uuid: string, serverNow: () => number) {
  const store = deviceStorage();
  const key = awayStorageKey(roomId, uuid);
  let queue = readAway(store, key);
  let sending = false;
  let waitUntil = 0;
  const keep = (next: typeof queue) => {
    queue = next;
    writeAway(store, key, queue);
  };
  const tracker = new AwayTracker(serverNow, (event) => keep([...queue, event]));

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
}
