// A realtime client of PocketBase's server-sent events (docs/architecture.md, "Exam day", "Felt at once"),
// as the sheet is one: the stream, then its subscriptions set with the client id the stream's first event
// gave. For the tests and the bench, which hold thousands of them, so each one is a plain fetch stream.

export interface RealtimeMessage {
  topic: string;
  data: any;
  /** performance.now() when the message was read. */
  at: number;
}

export interface RealtimeClient {
  clientId: string;
  messages: RealtimeMessage[];
  /** The next message on `topic` (past ones first), within `timeoutMs`. */
  next: (topic: string, timeoutMs?: number) => Promise<RealtimeMessage>;
  close: () => void;
}

/** Opens the stream at `url` and subscribes to `topics`; resolves once the subscriptions are set. */
export async function openRealtime(url: string, topics: string[]): Promise<RealtimeClient> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/realtime`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`realtime: ${res.status}`);
  const messages: RealtimeMessage[] = [];
  const waiting: { topic: string; seen: number; done: (m: RealtimeMessage) => void }[] = [];
  let connected: (clientId: string) => void = () => undefined;
  const clientIdPromise = new Promise<string>((done) => (connected = done));

  const onEvent = (block: string) => {
    let name = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5);
    }
    if (!name) return;
    if (name === 'PB_CONNECT') {
      connected(JSON.parse(data).clientId);
      return;
    }
    const message = { topic: name, data: data ? JSON.parse(data) : null, at: performance.now() };
    messages.push(message);
    for (const wait of waiting.splice(0))
      if (wait.topic === name) wait.done(message);
      else waiting.push(wait);
  };

  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true }).replace(/\r/g, '');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          onEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Closed.
    }
  })();

  const clientId = await clientIdPromise;
  const set = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, subscriptions: topics }),
  });
  if (set.status !== 204) throw new Error(`realtime subscriptions: ${set.status} ${await set.text()}`);

  const taken = new Map<string, number>();
  return {
    clientId,
    messages,
    next: (topic, timeoutMs = 5000) => {
      const seen = taken.get(topic) ?? 0;
      const past = messages.filter((m) => m.topic === topic);
      if (past.length > seen) {
        taken.set(topic, seen + 1);
        return Promise.resolve(past[seen]!);
      }
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no message on ${topic}`)), timeoutMs);
        waiting.push({
          topic,
          seen,
          done: (m) => {
            clearTimeout(timer);
            taken.set(topic, seen + 1);
            done(m);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
}
