import type { SpellingWord } from './spelling';

/** What the page asks the spelling worker: the words of one essay. */
export interface SpellingRequest {
  id: number;
  text: string;
}

/** The worker's answer: the unknown words, or why it could not check. */
export type SpellingResponse = { id: number; words: SpellingWord[] } | { id: number; error: string };
