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

/** Whether a script awaits the caller's mark: no mark in use, none of theirs, and no agreement awaited. */
const needsMark = (script: MarkingScript) => !script.mark && !script.mine && !awaitsAgreement(script);

/** Whether a script's two marks disagree and no agreed mark is in (docs/product.md, "Double marking"). */
export const awaitsAgreement = (script: MarkingScript) =>
  script.agreement?.needed === true && script.agreement.final === null;

/**
 * The queue's lists: scripts awaiting the caller's mark, those awaiting an agreed mark, and the rest
 * (marked, or marked by the caller and awaiting a second marker).
 */
export function splitQueue(scripts: MarkingScript[]) {
  return {
    needs: scripts.filter(needsMark),
    agreement: scripts.filter(awaitsAgreement),
    marked: scripts.filter((script) => !needsMark(script) && !awaitsAgreement(script)),
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
    if (needsMark(script) && !sameScript(keyOf(script), current)) return keyOf(script);
  }
  return null;
}
