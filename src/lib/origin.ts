// Where a room or an exam came from, in words (docs/product.md, "Duplicate and import").
import type { Origin } from './api-types';

/** "28 Nov", with the year when it is not this one's. */
function day(at: string, now: Date): string {
  const date = new Date(at);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  });
}

/** "Duplicated from Walk Tuesday Group on 28 Nov", "Imported from file walk.zip on 28 Nov"; null for none. */
export function originText(origin: Origin | null | undefined, now = new Date()): string | null {
  if (!origin) return null;
  if (origin.kind === 'duplicate') return `Duplicated from ${origin.from} on ${day(origin.at, now)}`;
  return `Imported from file ${origin.file} on ${day(origin.at, now)}`;
}
