// A "choose N letters" group (docs/architecture.md, "The test on computer"): the group's N questions form one
// either-order set, so the ticked letters go to its questions in ascending letter order (the first question
// takes the first letter…) and the server scores either order. Pure.

/** The group's answer per question id for the ticked letters; questions beyond the ticks get ''. */
export function multiValues(questionIds: string[], ticked: string[]): Record<string, string> {
  const letters = [...ticked].sort((a, b) => a.localeCompare(b));
  return Object.fromEntries(questionIds.map((id, i) => [id, letters[i] ?? '']));
}

/** The letters ticked, read back from the stored values (a draft, a reload), each once. */
export function tickedOf(questionIds: string[], values: Record<string, string>): string[] {
  const letters = questionIds.map((id) => (values[id] ?? '').trim().toUpperCase()).filter(Boolean);
  return [...new Set(letters)];
}

/** The ticks after the student ticks or unticks `letter`; a tick beyond `limit` changes nothing. */
export function toggleTick(ticked: string[], letter: string, limit: number): string[] {
  if (ticked.includes(letter)) return ticked.filter((l) => l !== letter);
  return ticked.length >= limit ? ticked : [...ticked, letter];
}
