// The gate form (see docs/product.md, "Guest sheet"): name required, 3–100 characters; e-mail required,
// 3–254 characters, an e-mail pattern: the server's own rules (src/rules/limits.ts). Lengths are counted in
// characters (Unicode code points), as the server counts them: "😀" is one character, not two.
// Plain checks rather than zod: the admin screens use full zod, whose shared core would add ~14 KB gzip to
// the guest route even through zod/mini.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  EMAIL,
  EMAIL_MAX,
  EMAIL_MIN,
  GUEST_NAME_MAX,
  GUEST_NAME_MIN,
  GUEST_NAME_VISIBLE,
  charLength,
} from '@/rules/limits';

export interface GateValues {
  name: string;
  email: string;
}

/** The first problem with each field, or none. Values are checked trimmed. */
export function gateProblems(values: GateValues): Partial<Record<keyof GateValues, string>> {
  const name = values.name.trim();
  const email = values.email.trim();
  const problems: Partial<Record<keyof GateValues, string>> = {};
  if (!name) problems.name = 'Name is required';
  else if (charLength(name) < GUEST_NAME_MIN)
    problems.name = `Name must be at least ${GUEST_NAME_MIN} characters long`;
  else if (charLength(name) > GUEST_NAME_MAX)
    problems.name = `Name must be at most ${GUEST_NAME_MAX} characters long`;
  else if (!GUEST_NAME_VISIBLE.test(name)) problems.name = 'Name must contain a letter or a digit';
  if (!email) problems.email = 'Email is required';
  else if (charLength(email) < EMAIL_MIN)
    problems.email = `Email must be at least ${EMAIL_MIN} characters long`;
  else if (charLength(email) > EMAIL_MAX)
    problems.email = `Email must be at most ${EMAIL_MAX} characters long`;
  else if (!EMAIL.test(email)) problems.email = 'Enter a valid email address';
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
