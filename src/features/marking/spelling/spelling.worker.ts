// The marker's spelling check, off the main thread (docs/architecture.md, "Spelling for the marker"). The
// dictionaries are fetched and parsed once, when the worker starts; the worker then answers every script's
// check until the tab closes.
import { spellingChecker, type Dictionary } from './spelling';
import type { SpellingRequest, SpellingResponse } from './spelling-messages';
import { DICTIONARY_URLS } from './dictionary-urls';

const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

const checker = Promise.all(
  DICTIONARY_URLS.map(async ({ aff, dic }): Promise<Dictionary> => ({
    aff: await fetchText(aff),
    dic: await fetchText(dic),
  })),
).then(spellingChecker);
// Answered per request below; this keeps a failed load from also being reported as unhandled.
checker.catch(() => {});

self.onmessage = async ({ data }: MessageEvent<SpellingRequest>) => {
  let answer: SpellingResponse;
  try {
    const check = await checker;
    answer = { id: data.id, words: check(data.text) };
  } catch (error) {
    answer = { id: data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
