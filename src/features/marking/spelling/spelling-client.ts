// The page's side of the spelling worker. One worker for the whole session, made on the first check and kept
// (a module-level value: the app never reloads between scripts), so the dictionaries are fetched and parsed
// once, however many scripts the marker opens. A worker whose dictionaries failed to load is dropped, so a
// later check (the marker turning the check on again) tries afresh.
import type { SpellingWord } from './spelling';
import type { SpellingRequest, SpellingResponse } from './spelling-messages';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (words: SpellingWord[]) => void; reject: (e: Error) => void }>();

function drop(failed: Worker, error: Error) {
  failed.terminate();
  if (worker === failed) worker = null;
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function spellingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./spelling.worker.ts', import.meta.url), {
    type: 'module',
    name: 'spelling',
  });
  started.onmessage = ({ data }: MessageEvent<SpellingResponse>) => {
    const request = waiting.get(data.id);
    if ('error' in data) return drop(started, new Error(data.error));
    waiting.delete(data.id);
    request?.resolve(data.words);
  };
  started.onerror = () => drop(started, new Error('The spelling worker failed to start.'));
  worker = started;
  return started;
}

/** The words of `text` that neither dictionary holds (the first call also loads the dictionaries). */
export function checkSpelling(text: string): Promise<SpellingWord[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    spellingWorker().postMessage({ id, text } satisfies SpellingRequest);
  });
}
