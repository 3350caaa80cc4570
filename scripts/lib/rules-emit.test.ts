// The committed pb_hooks/lib/rules/ is what src/rules/ emits now: a rule changed without `npm run rules`
// (or an emitted file edited by hand, or left behind by a removed rule) fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emittedOnDisk, emittedRules, RULES_TARGET } from './rules-emit';

describe('the rules emitted for the hooks', () => {
  const wanted = emittedRules();

  it('are one file per rule module, and nothing else', () => {
    expect(emittedOnDisk()).toEqual([...wanted.keys()].sort());
  });

  it.each([...wanted.keys()])('%s is current with its source (npm run rules)', (name) => {
    expect(readFileSync(join(RULES_TARGET, name), 'utf8')).toBe(wanted.get(name));
  });
});
