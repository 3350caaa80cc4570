// The request body: JSON object, size in UTF-8 bytes.
import { describe, expect, it } from 'vitest';
import { thrown, validate as V } from '../testing';

describe('parseJsonObject and the body size', () => {
  it('accepts a JSON object and reads an empty body as {}', () => {
    expect(V.parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(V.parseJsonObject('')).toEqual({});
    expect(V.parseJsonObject('  ')).toEqual({});
  });

  it.each(['{', '{"a":', 'nope', "{'a':1}"])('refuses malformed JSON %j with 400', (text) => {
    const error = thrown(() => V.parseJsonObject(text));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it.each(['[]', '[1]', '"x"', '1', 'null', 'true'])('refuses %j: not an object', (text) => {
    expect(thrown(() => V.parseJsonObject(text)).message).toMatch(/must be a JSON object/);
  });

  it('counts UTF-8 bytes', () => {
    expect(V.utf8Length('abc')).toBe(3);
    expect(V.utf8Length('é')).toBe(2);
    expect(V.utf8Length('€')).toBe(3);
    expect(V.utf8Length('😀')).toBe(4);
    expect(V.utf8Length('\ud800')).toBe(3); // a lone surrogate is sent as U+FFFD
    expect(V.utf8Length('a😀é€')).toBe(Buffer.byteLength('a😀é€'));
    expect(V.BODY_LIMIT).toBe(65536);
  });
});

describe('parseJsonObject: nesting and numbers beyond a double', () => {
  const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '[]' + '}'.repeat(levels - 1);
  it('takes 32 levels and refuses 33 (strings with brackets in them do not count)', () => {
    expect(() => V.parseJsonObject(nested(32))).not.toThrow();
    expect(() =>
      V.parseJsonObject(`{"x":"[[[[{{{{\\"]]]}}","y":${'['.repeat(31)}${']'.repeat(31)}}`),
    ).not.toThrow();
    expect(() => V.parseJsonObject(nested(33))).toThrow(/deeper than 32 levels/);
    expect(() => V.parseJsonObject('['.repeat(250_000))).toThrow(/deeper than 32 levels/);
  });

  it('refuses 1e400 with a field error naming where it stands', () => {
    const refusal = (text: string) => {
      try {
        V.parseJsonObject(text);
      } catch (error) {
        return error as { status: number; data: Record<string, { code: string }> };
      }
      return null;
    };
    const answers =
      '{"Room":"r","raw":{"answers":[{"questionId":"q1","value":"1e400"},{"questionId":"q2","value":1e400}]}}';
    expect(refusal(answers)).toMatchObject({
      status: 400,
      data: { 'raw.answers.1.value': { code: 'validation_number_too_large' } },
    });
    expect(refusal('{"score":-2E+999,"x":"1e400"}')?.data).toHaveProperty('score');
    expect(refusal('{"x":"1e400","n":1e308}')).toBeNull();
  });
});
