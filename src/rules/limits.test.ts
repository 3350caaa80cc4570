// The limits the migrations repeat (they cannot require the hooks' modules) held equal to these; the
// browser and the hooks share this one file (docs/architecture.md, "One source per rule").
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from './limits';

describe('the slug rule', () => {
  it('is the same in the rooms schema of the first migration', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const migration = readFileSync(resolve(here, '../../pb_migrations/1763780000_schema.js'), 'utf8');
    const field = migration.match(/\{[^{}]*name: 'slug'[^{}]*\}/);
    expect(field, 'the slug field of the rooms collection').not.toBeNull();
    expect(field![0]).toContain(`pattern: '${rules.SLUG.source}'`);
    expect(field![0]).toContain(`max: ${rules.SLUG_MAX},`);
  });
});

describe('the time limit', () => {
  it('is the same in the rooms schema of the test conditions migration', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const migration = readFileSync(
      resolve(here, '../../pb_migrations/1763780005_test_conditions.js'),
      'utf8',
    );
    const field = migration.match(/new NumberField\(\{[^{}]*name: 'time_limit'[^{}]*\}\)/);
    expect(field, 'the time_limit field of the rooms collection').not.toBeNull();
    expect(field![0]).toContain(`max: ${rules.TIME_LIMIT_MAX}`);
    expect(field![0]).toContain('min: 0');
    expect(field![0]).toContain('onlyInt: true');
  });
});

describe('exam files', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const migration = (name: string) => readFileSync(resolve(here, '../../pb_migrations', name), 'utf8');

  it('takes the image types and size of the media fields of the first migration', () => {
    const media = migration('1763780000_schema.js').match(/const media = \(name\) => \(\{[^}]*\}\)/);
    expect(media, 'the media field of sections and groups').not.toBeNull();
    expect(media![0]).toContain(
      `mimeTypes: ${JSON.stringify(rules.IMAGE_TYPES).replace(/"/g, "'").replace(/,/g, ', ')}`,
    );
    expect(media![0]).toContain('maxSize: 10 * 1024 * 1024');
    expect(rules.IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('takes the audio types and size of the sections audio field of the test conditions migration', () => {
    const audio = migration('1763780005_test_conditions.js').match(/new FileField\(\{[^]*?\}\)/);
    expect(audio, 'the audio field of sections').not.toBeNull();
    expect(audio![0]).toContain(`maxSize: ${rules.AUDIO_MAX_BYTES}`);
    const types = audio![0].match(/'audio\/[\w-]+'/g)!.map((t) => t.slice(1, -1));
    expect(types).toEqual(rules.AUDIO_TYPES);
  });

  it('lets the file route take the largest recording and its form', () => {
    expect(rules.FILE_BODY_LIMIT).toBeGreaterThan(rules.AUDIO_MAX_BYTES);
  });
});
