// A new room's body, the slug check's, and the free slug suggested for a taken one.
import { describe, expect, it } from 'vitest';
import { roomCreate as R, thrown } from '../testing';
import * as rules from '../../../src/rules/limits';

const fieldsOf = (fn: () => unknown) => Object.keys(thrown(fn).data).sort();

describe('validateRoomCreate', () => {
  it('takes name, slug and detail, trimmed; detail may be left out', () => {
    expect(R.validateRoomCreate({ name: ' Monday ', slug: 'monday', detail: ' Bring a pencil. ' })).toEqual({
      name: 'Monday',
      slug: 'monday',
      detail: 'Bring a pencil.',
    });
    expect(R.validateRoomCreate({ name: 'Monday', slug: 'monday' })).toEqual({
      name: 'Monday',
      slug: 'monday',
      detail: '',
    });
  });

  it.each<[unknown, string[]]>([
    [{}, ['name', 'slug']],
    [null, ['name', 'slug']],
    [{ name: 'x'.repeat(rules.ROOM_NAME_MAX + 1), slug: 'a' }, ['name']],
    [{ name: 'A', slug: 'Upper' }, ['slug']],
    [{ name: 'A', slug: '-dash' }, ['slug']],
    [{ name: 'A', slug: 'a'.repeat(rules.SLUG_MAX + 1) }, ['slug']],
    [{ name: 'A', slug: 'a', detail: 'x'.repeat(rules.ROOM_DETAIL_MAX + 1) }, ['detail']],
    [{ name: 'A', slug: 'a', detail: 5 }, ['detail']],
  ])('refuses %j naming %j', (body, fields) => {
    expect(fieldsOf(() => R.validateRoomCreate(body))).toEqual(fields);
  });
});

describe('slug check', () => {
  it('takes a valid slug and refuses anything else on `slug`', () => {
    expect(R.validateSlugCheck({ slug: 'week-1' })).toEqual({ slug: 'week-1' });
    for (const slug of ['', 'Week 1', 'a--b', 7, undefined]) {
      expect(fieldsOf(() => R.validateSlugCheck({ slug }))).toEqual(['slug']);
    }
  });

  it('suggests the slug when free, else the first free -2, -3 …, within the longest slug', () => {
    expect(R.freeSlug('week', new Set())).toBe('week');
    expect(R.freeSlug('week', new Set(['week']))).toBe('week-2');
    expect(R.freeSlug('week', new Set(['week', 'week-2', 'week-3']))).toBe('week-4');
    expect(R.freeSlug('week-2', new Set(['week-2']))).toBe('week-2-2');
    const long = 'a'.repeat(rules.SLUG_MAX);
    expect(R.freeSlug(long, new Set([long]))).toBe(`${'a'.repeat(rules.SLUG_MAX - 2)}-2`);
    // Shortened at a dash, the base loses it: no double dash in a suggestion.
    const dashed = `${'a'.repeat(rules.SLUG_MAX - 3)}-bc`;
    const suggestion = R.freeSlug(dashed, new Set([dashed]));
    expect(suggestion).toBe(`${'a'.repeat(rules.SLUG_MAX - 3)}-2`);
    expect(rules.SLUG.test(suggestion)).toBe(true);
  });
});
