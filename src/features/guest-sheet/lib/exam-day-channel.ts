// The sheet's realtime channel on exam day (docs/architecture.md, "Exam day", "Felt at once"): PocketBase's
// realtime stream (server-sent events), on the room's topic (pause, resume, collect) and the student's own
// (their extra time), which the server publishes as the teacher acts, so every open sheet feels it within
// seconds; the 15 s timing poll stays as the fallback. A plain EventSource rather than the PocketBase SDK:
// the guest's chunks carry no SDK, and the browser's EventSource reconnects by itself; each connection
// gets a new client id, for which the subscriptions are set again. No sign-in: the topics carry no secret.
import { guestApi } from '../api/guest-client';

/** What the teacher did, as the server publishes it (pb_hooks/lib/exam-day-news.js). */
export type ExamDayNews =
  | { kind: 'paused'; paused_at: string }
  | { kind: 'resumed'; at: string; shift_ms: number }
  | { kind: 'collected' }
  | { kind: 'timing' };

export interface ChannelHandlers {
  onNews: (news: ExamDayNews) => void;
  /** The stream came back after a break: what was published meanwhile was missed. */
  onReconnected: () => void;
}

export const roomTopic = (roomId: string) => `exam-day/${roomId}`;
export const guestTopic = (roomId: string, guestId: string) => `exam-day/${roomId}/${guestId}`;

const KINDS: readonly string[] = ['paused', 'resumed', 'collected', 'timing'];

/** A published message's data as news, or null when it is not one (never thrown). */
export function parseNews(data: unknown): ExamDayNews | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { kind?: unknown };
    return value && typeof value.kind === 'string' && KINDS.includes(value.kind)
      ? (value as ExamDayNews)
      : null;
  } catch {
    return null;
  }
}

/** Opens the channel of a student in a room; the function that closes it. Without EventSource, nothing. */
export function openExamDayChannel(roomId: string, guestId: string, handlers: ChannelHandlers) {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(new URL('/api/realtime', window.location.origin));
  const topics = [roomTopic(roomId), guestTopic(roomId, guestId)];
  let connections = 0;
  source.addEventListener('PB_CONNECT', (event) => {
    let clientId = '';
    try {
      clientId = String((JSON.parse((event as MessageEvent<string>).data) as { clientId: string }).clientId);
    } catch {
      return;
    }
    connections += 1;
    const again = connections > 1;
    guestApi
      .post('/api/realtime', { clientId, subscriptions: topics })
      .then(() => {
        if (again) handlers.onReconnected();
      })
      // The poll stays: a channel that cannot subscribe leaves the sheet as it was before it.
      .catch(() => undefined);
  });
  const onMessage = (event: Event) => {
    const news = parseNews((event as MessageEvent<unknown>).data);
    if (news) handlers.onNews(news);
  };
  for (const topic of topics) source.addEventListener(topic, onMessage);
  return () => source.close();
}
