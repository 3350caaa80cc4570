// Note ranges cross the wire in characters (code points) of the essay, as the server counts them
// (docs/architecture.md, "Writing and marking"); the DOM and JavaScript strings count UTF-16 units. An
// essay with an emoji or a rare CJK character differs, so every range is converted here.

/** The code point offset of a UTF-16 offset into `text`. */
export function toCodePoints(text: string, utf16: number): number {
  return Array.from(text.slice(0, utf16)).length;
}

/** The UTF-16 offset of a code point offset into `text`. */
export function toUtf16(text: string, codePoints: number): number {
  let units = 0;
  let count = 0;
  for (const char of text) {
    if (count === codePoints) break;
    units += char.length;
    count++;
  }
  return units;
}
