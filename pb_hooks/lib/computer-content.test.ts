// The content of the test on computer (docs/architecture.md, "The test on computer"): gap parsing, and the
// browser's copy of the limits (src/lib/computer-content.ts) and the migration's held equal to the server's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as client from '../../src/lib/computer-content';

const server = createRequire(import.meta.url)('./computer-content.js') as typeof client & {
  DEFAULT_GROUP_TYPE: string;
  DEFAULT_DELIVERY: string;
};

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

describe('the browser copy', () => {
  it('has the same limits, types and patterns', () => {
    for (const name of [
      'GROUP_TYPES',
      'DELIVERIES',
      'PASSAGE_MAX',
      'INSTRUCTIONS_MAX',
      'CONTENT_MAX',
      'PROMPT_MAX',
      'OPTIONS_MAX',
      'OPTION_TEXT_MAX',
      'MIN_WORDS_MAX',
    ] as const)
      expect(client[name], name).toEqual(server[name]);
    for (const name of ['GAP', 'OPTION_LETTER'] as const) {
      expect(client[name].source, name).toBe(server[name].source);
      expect(client[name].flags, name).toBe(server[name].flags);
    }
  });

  it("has the server's essay limit", () => {
    const rules = createRequire(import.meta.url)('./rules/limits.js') as { ESSAY_MAX_LENGTH: number };
    expect(client.ESSAY_MAX).toBe(rules.ESSAY_MAX_LENGTH);
  });

  it('finds the same gaps and problems', () => {
    for (const text of ['[[1]] [[ 2 ]] [[3]]', '[[9]]', '[[2]] [[2]]', 'none', '[[0]]'])
      for (const [from, to] of [
        [1, 3],
        [2, 9],
      ] as const) {
        expect(client.gapNumbers(text)).toEqual(server.gapNumbers(text));
        expect(client.gapProblem(text, from, to)).toBe(server.gapProblem(text, from, to));
      }
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

describe('the essay limit', () => {
  it('is the same in the browser as rules/limits.js’s ESSAY_MAX_LENGTH', () => {
    const rules = createRequire(import.meta.url)('./rules/limits.js') as { ESSAY_MAX_LENGTH: number };
    expect(client.ESSAY_MAX).toBe(rules.ESSAY_MAX_LENGTH);
  });
});
