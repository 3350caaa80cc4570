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
