import { describe, expect, it } from 'vitest';
import { json } from './testing';

describe('parseJson', () => {
  it('parses JSON text', () => {
    expect(json.parseJson('{"a":[1,2]}', null)).toEqual({ a: [1, 2] });
    expect(json.parseJson('0', null)).toBe(0);
  });
  it('answers the fallback for empty, missing or broken text', () => {
    expect(json.parseJson('', {})).toEqual({});
    expect(json.parseJson(undefined, [])).toEqual([]);
    expect(json.parseJson('{"a":', 'x')).toBe('x');
  });
});
