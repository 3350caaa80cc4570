// The content of the test on computer (docs/architecture.md, "The test on computer"): gap parsing, and the
// migration's limits held equal to these.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as server from './computer-content';

describe('gapNumbers', () => {
  it('reads each [[n]] in order, spaces inside the brackets allowed', () => {
    expect(server.gapNumbers('Bees [[14]] and [[ 15 ]].\n\n| [[16]] | x |')).toEqual([14, 15, 16]);
  });

  it('reads nothing else as a gap', () => {
    expect(server.gapNumbers('[14] [[x]] [[1.5]] [[-2]] [[ ]] [[12345]] [ [3] ]')).toEqual([]);
    expect(server.gapNumbers(null as unknown as string)).toEqual([]);
    expect(server.gapNumbers('')).toEqual([]);
  });

  it('is run again from the start on each call (a global pattern keeps no place)', () => {
    expect(server.gapNumbers('[[1]] [[2]]')).toEqual([1, 2]);
    expect(server.gapNumbers('[[1]] [[2]]')).toEqual([1, 2]);
  });
});

describe('gapProblem', () => {
  it('takes gaps within the group, each once, and content without gaps', () => {
    expect(server.gapProblem('[[14]] [[16]]', 14, 16)).toBeNull();
    expect(server.gapProblem('No gaps here.', 14, 16)).toBeNull();
  });

  it('names a gap outside the group and a gap twice', () => {
    expect(server.gapProblem('[[14]] [[17]]', 14, 16)).toBe(
      'The gap [[17]] is not a question of this group (14–16).',
    );
    expect(server.gapProblem('[[13]]', 14, 16)).toMatch(/\[\[13\]\]/);
    expect(server.gapProblem('[[15]] [[15]]', 14, 16)).toBe('The gap [[15]] appears twice.');
  });
});

describe('the migration', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const migration = readFileSync(resolve(here, '../../pb_migrations/1763780020_computer_content.js'), 'utf8');

  it('stores the same types, deliveries and limits', () => {
    expect(migration).toContain(
      `values: ${JSON.stringify(server.GROUP_TYPES).replace(/"/g, "'").replace(/,/g, ', ')}`,
    );
    expect(migration).toContain(
      `values: ${JSON.stringify(server.DELIVERIES).replace(/"/g, "'").replace(/,/g, ', ')}`,
    );
    expect(migration).toContain(`name: 'passage', max: ${server.PASSAGE_MAX}`);
    expect(migration).toContain(`name: 'instructions', max: ${server.INSTRUCTIONS_MAX}`);
    expect(migration).toContain(`name: 'content', max: ${server.CONTENT_MAX}`);
    expect(migration).toContain(`name: 'prompt', max: ${server.PROMPT_MAX}`);
    expect(migration).toContain(`max: ${server.MIN_WORDS_MAX}`);
  });

  it('makes new rooms computer and keeps the groups typed boxes', () => {
    expect(server.DEFAULT_DELIVERY).toBe('computer');
    expect(server.DEFAULT_GROUP_TYPE).toBe('gap');
    expect(migration).toContain(`UPDATE rooms SET delivery = 'paper'`);
  });
});
