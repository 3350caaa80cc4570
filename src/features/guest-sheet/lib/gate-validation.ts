// The gate form (see docs/product.md, "Guest sheet"): name required, 3–100 characters; e-mail required,
// 3–254 characters, an e-mail pattern. The server enforces the same rules (pb_hooks/lib/rules.js, which
// the bundle cannot import: pb_hooks/lib/rules.test.ts holds these copies equal). Lengths are counted in
// characters (Unicode code points), as the server counts them: "😀" is one character, not two.
// Plain checks rather than zod: the admin screens use full zod, whose shared core would add ~14 KB gzip to
// the guest route even through zod/mini.
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface GateValues {
  name: string;
  email: string;
}

// One "@", something on both sides, a dot in the domain, no spaces or angle brackets.
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)+$/;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
// At least one visible letter or digit (or other non-punctuation sign): not only spaces, invisible, format
// or control characters. Plain ranges, as the server's engine has no \p{L}.
export const NAME_VISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what it excludes
  /[^\s\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/;
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 254;

/** Length in characters (code points): a string iterates by code point. */
const charLength = (value: string) => Array.from(value).length;

/** The first problem with each field, or none. Values are checked trimmed. */
export function gateProblems(values: GateValues): Partial<Record<keyof GateValues, string>> {
  const name = values.name.trim();
  const email = values.email.trim();
  const problems: Partial<Record<keyof GateValues, string>> = {};
  if (!name) problems.name = 'Name is required';
  else if (charLength(name) < NAME_MIN) problems.name = `Name must be at least ${NAME_MIN} characters long`;
  else if (charLength(name) > NAME_MAX) problems.name = `Name must be at most ${NAME_MAX} characters long`;
  else if (!NAME_VISIBLE.test(name)) problems.name = 'Name must contain a letter or a digit';
  if (!email) problems.email = 'Email is required';
  else if (charLength(email) < EMAIL_MIN)
    problems.email = `Email must be at least ${EMAIL_MIN} characters long`;
  else if (charLength(email) > EMAIL_MAX)
    problems.email = `Email must be at most ${EMAIL_MAX} characters long`;
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'Enter a valid email address';
  return problems;
}

/** react-hook-form resolver: the trimmed values, or the problems as field errors. */
export const gateResolver: Resolver<GateValues> = async (values) => {
  const problems = gateProblems(values);
  const errors: FieldErrors<GateValues> = {};
  for (const [field, message] of Object.entries(problems) as [keyof GateValues, string][]) {
    errors[field] = { type: 'validate', message };
  }
  if (Object.keys(errors).length) return { values: {} as Record<string, never>, errors };
  return { values: { name: values.name.trim(), email: values.email.trim() }, errors: {} };
};
