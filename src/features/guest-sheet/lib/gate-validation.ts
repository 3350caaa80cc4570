// The gate form (spec §5): name required, at least 3; e-mail required, at least 3, an e-mail pattern.
// Plain checks rather than zod: the admin screens use full zod, whose shared core would add ~14 KB gzip to
// the guest route even through zod/mini. The upper limits are the server's (DESIGN §5).
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface GateValues {
  name: string;
  email: string;
}

// One "@", something on both sides, a dot in the domain, no spaces: what people mean by an e-mail address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The first problem with each field, or none. Values are checked trimmed. */
export function gateProblems(values: GateValues): Partial<Record<keyof GateValues, string>> {
  const name = values.name.trim();
  const email = values.email.trim();
  const problems: Partial<Record<keyof GateValues, string>> = {};
  if (!name) problems.name = 'Name is required';
  else if (name.length < 3) problems.name = 'Name must be at least 3 characters long';
  else if (name.length > 100) problems.name = 'Name must be at most 100 characters long';
  if (!email) problems.email = 'Email is required';
  else if (email.length < 3) problems.email = 'Email must be at least 3 characters long';
  else if (email.length > 254) problems.email = 'Email must be at most 254 characters long';
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
