// The select fields the migrations repeat (they cannot require the hooks' modules): a room's settings and the
// exam kinds, held equal to their rules (docs/architecture.md, "One source per rule").
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAM_KINDS } from './exam-kinds';
import { AUDIO_MODES, RESULTS_SETTINGS } from './room-settings';

const here = dirname(fileURLToPath(import.meta.url));
const migration = (name: string) => readFileSync(resolve(here, '../../pb_migrations', name), 'utf8');
/** The `values` of the select field `name` in a migration's text, as a list. */
function selectValues(text: string, name: string): string[] {
  const field = text.match(new RegExp(`name: '${name}'[^}]*?values: (\\[[^\\]]*\\])`));
  expect(field, `the ${name} select field`).not.toBeNull();
  return JSON.parse(field![1]!.replace(/'/g, '"').replace(/,\s*\]/, ']')) as string[];
}

describe("a room's settings in the migrations", () => {
  it('take the results settings and audio modes of the rule', () => {
    expect(selectValues(migration('1763780004_results.js'), 'results')).toEqual([...RESULTS_SETTINGS]);
    expect(selectValues(migration('1763780005_test_conditions.js'), 'audio')).toEqual([...AUDIO_MODES]);
  });
});

describe('the exam kinds in the migrations', () => {
  it('are the kinds of the rule', () => {
    const text = migration('1763780040_marks.js');
    const values = text.match(/getByName\('kind'\)\.values = (\[[^\]]*\])/);
    expect(values, "the exams' kind values").not.toBeNull();
    const kinds = JSON.parse(values![1]!.replace(/'/g, '"').replace(/,\s*\]/, ']')) as string[];
    expect(kinds).toEqual([...EXAM_KINDS]);
  });
});
