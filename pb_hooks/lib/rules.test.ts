// Rules the server and other parts of the app both enforce: every copy equal to rules.js. The browser
// bundle cannot load rules.js (CommonJS) and migrations cannot require it, so they keep copies.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as gate from '../../src/features/guest-sheet/lib/gate-validation';
import * as importSchema from '../../src/lib/import-schema';
import { rules } from './testing';

describe('rules shared with the guest gate', () => {
  it('has the same e-mail pattern and the same name and e-mail limits', () => {
    expect(gate.EMAIL_PATTERN.source).toBe(rules.EMAIL.source);
    expect(gate.EMAIL_PATTERN.flags).toBe(rules.EMAIL.flags);
    expect(gate.NAME_VISIBLE.source).toBe(rules.GUEST_NAME_VISIBLE.source);
    expect(gate.NAME_VISIBLE.flags).toBe(rules.GUEST_NAME_VISIBLE.flags);
    expect([gate.NAME_MIN, gate.NAME_MAX]).toEqual([rules.GUEST_NAME_MIN, rules.GUEST_NAME_MAX]);
    expect([gate.EMAIL_MIN, gate.EMAIL_MAX]).toEqual([rules.EMAIL_MIN, rules.EMAIL_MAX]);
  });
});

describe('the slug rule', () => {
  it('is the same in the room import', () => {
    expect(importSchema.SLUG_PATTERN.source).toBe(rules.SLUG.source);
    expect(importSchema.SLUG_PATTERN.flags).toBe(rules.SLUG.flags);
    expect(importSchema.SLUG_MAX).toBe(rules.SLUG_MAX);
  });

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
  it('is the same in the room import', () => {
    expect(importSchema.TIME_LIMIT_MAX).toBe(rules.TIME_LIMIT_MAX);
  });

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
