// A Writing task's box (docs/architecture.md, "Writing and marking"): its word count's words and the
// longest essay it takes (its recommended minutes: src/rules/writing-task.ts). Shared by the paper sheet's
// box and the marks view.
import { ESSAY_MAX_LENGTH } from '@/rules/limits';

/** "183 words · at least 150". */
export function wordCountLabel(words: number, minWords: number | null): string {
  const count = `${words} ${words === 1 ? 'word' : 'words'}`;
  return minWords ? `${count} · at least ${minWords}` : count;
}

/** The text cut to ESSAY_MAX_LENGTH characters, counted in code points as the server counts them. */
export function withinEssayMax(text: string): string {
  if (text.length <= ESSAY_MAX_LENGTH) return text;
  const points = Array.from(text);
  return points.length <= ESSAY_MAX_LENGTH ? text : points.slice(0, ESSAY_MAX_LENGTH).join('');
}
