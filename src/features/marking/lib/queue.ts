// The marking queue: the server's scripts in its order, split into those needing a mark and those marked,
// and the next and previous script to open (docs/product.md, "Marking").
import type { MarkingScript } from '@/lib/api-types';

/** A script's key: a submission's essay. */
export interface ScriptKey {
  submission: string;
  question: string;
}

export const keyOf = (script: MarkingScript): ScriptKey => ({
  submission: script.submission,
  question: script.question.id,
});

export const sameScript = (a: ScriptKey | null, b: ScriptKey | null) =>
  a !== null && b !== null && a.submission === b.submission && a.question === b.question;

export const keyString = ({ submission, question }: ScriptKey) => `${submission}/${question}`;

export function splitQueue(scripts: MarkingScript[]) {
  return {
    needs: scripts.filter((script) => !script.mark),
    marked: scripts.filter((script) => script.mark),
  };
}

/** The script `step` places after (or before) `current` in the server's order, wrapping round; null if none. */
export function stepFrom(
  scripts: MarkingScript[],
  current: ScriptKey | null,
  step: 1 | -1,
): ScriptKey | null {
  if (scripts.length === 0) return null;
  const at = scripts.findIndex((script) => sameScript(keyOf(script), current));
  if (at === -1) return keyOf(scripts[0]!);
  return keyOf(scripts[(at + step + scripts.length) % scripts.length]!);
}

/** The next script needing a mark after `current` (wrapping round), other than it; null when none is left. */
export function nextToMark(scripts: MarkingScript[], current: ScriptKey | null): ScriptKey | null {
  const at = scripts.findIndex((script) => sameScript(keyOf(script), current));
  for (let i = 1; i <= scripts.length; i++) {
    const script = scripts[(at + i + scripts.length) % scripts.length]!;
    if (!script.mark && !sameScript(keyOf(script), current)) return keyOf(script);
  }
  return null;
}
