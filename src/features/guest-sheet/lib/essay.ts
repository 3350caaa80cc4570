// A Writing task's box (docs/architecture.md, "Writing and marking"): its recommended minutes, its word
// count's words, and the longest essay it takes. Shared by the paper sheet's box and the marks view.
import { ESSAY_MAX } from '@/lib/essay-limit';

/** The recommended minutes of Task 1 and Task 2 (of 60). */
export function recommendedMinutes(task: number): number | null {
  return task === 1 ? 20 : task === 2 ? 40 : null;
}

/** "183 words · at least 150". */
export function wordCountLabel(words: number, minWords: number | null): string {
  const count = `${words} ${words === 1 ? 'word' : 'words'}`;
  return minWords ? `${count} · at least ${minWords}` : count;
}

/** The text cut to ESSAY_MAX characters, counted in code points as the server counts them. */
export function withinEssayMax(text: string): string {
  if (text.length <= ESSAY_MAX) return text;
  const points = Array.from(text);
  return points.length <= ESSAY_MAX ? text : points.slice(0, ESSAY_MAX).join('');
}
