// Reverting a migration in a test: every later one goes first, so a test names its own migration and reverts
// that many, however many land after it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib/pocketbase';

/** How many migrations there are from this one on (the later ones are reverted and applied again too). */
export const migrationsFrom = (first: string) =>
  readdirSync(join(root, 'pb_migrations')).filter((name) => name.endsWith('.js') && name >= first).length;
