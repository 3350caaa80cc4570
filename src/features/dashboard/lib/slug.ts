// A room's slug from its name (docs/product.md, "New room"): what the slug field offers until the teacher
// types one of their own. The rule it must meet is the server's (src/rules/limits.ts, SLUG).
import { SLUG_MAX } from '@/rules/limits';

export const SLUG_RULE = 'Lowercase letters, digits and single dashes only.';

/** `IELTS Practice — Monday group` → `ielts-practice-monday-group`; accents dropped, at most SLUG_MAX characters. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
