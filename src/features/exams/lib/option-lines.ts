// Lettered options typed or pasted one a line (docs/product.md, "Authoring"): "A Dr Smith", "B. Ms Jones",
// "iv) The cost of repairs". Each line becomes one `{ letter, text }`, a line without a letter too (with an
// empty letter), so the import format's own check (src/lib/import-schema.ts) still refuses it and nothing
// typed is dropped; the problems are named here by line for the teacher. Pure.
import type { ContentOption } from '@/lib/api-types';
import { OPTION_TEXT_MAX, OPTIONS_MAX } from '@/rules/computer-content';

/** A capital or small letter, a roman numeral (i–xxxix) or a number of up to two digits, then its text. */
const LETTERED =
  /^\(?((?:x{0,3})(?:ix|iv|v?i{0,3})|(?:X{0,3})(?:IX|IV|V?I{0,3})|[A-Za-z]|\d{1,2})(?:[.):]\s*|\s+|$)(.*)$/;

export interface OptionLine {
  /** 1-based, counting blank lines too: as the teacher sees them. */
  line: number;
  option: ContentOption;
  problem: string | null;
}

/** Each non-blank line as an option, with its problem (no letter, a letter twice, too many, too long). */
export function parseOptionLines(text: string): OptionLine[] {
  const out: OptionLine[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const match = LETTERED.exec(line);
    const letter = match && match[1] !== '' ? match[1]! : '';
    const optionText = (letter ? match![2]! : line).trim();
    let problem: string | null = null;
    if (!letter) problem = 'No letter: start the line with one, as in “A Dr Smith”.';
    else if (optionText === '') problem = `Option ${letter} has no text.`;
    else if (seen.has(letter.toUpperCase())) problem = `The letter ${letter} appears twice.`;
    else if (out.length >= OPTIONS_MAX) problem = `More than ${OPTIONS_MAX} options.`;
    else if (optionText.length > OPTION_TEXT_MAX)
      problem = `Option ${letter} is longer than ${OPTION_TEXT_MAX} characters.`;
    if (letter) seen.add(letter.toUpperCase());
    out.push({ line: i + 1, option: { letter, text: optionText }, problem });
  });
  return out;
}

/** The options a text gives (every line, problems included); none is null, as the server keeps it. */
export function optionsFromLines(text: string): ContentOption[] | null {
  const options = parseOptionLines(text).map((line) => line.option);
  return options.length > 0 ? options : null;
}

/** The lines that give these options back. */
export function linesFromOptions(options: ContentOption[] | null | undefined): string {
  return (options ?? []).map((option) => `${option.letter} ${option.text}`.trim()).join('\n');
}
