// The cached JSON texts are kept to ASCII: the same values once parsed, whatever the text holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiJson as A } from './testing';

const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

describe('asciiJson', () => {
  it('writes each character beyond ASCII as a \\u escape', () => {
    expect(A.asciiJson(JSON.stringify({ title: 'Section 1 — Café', note: '😀' }))).toBe(
      '{"title":"Section 1 \\u2014 Caf\\u00e9","note":"\\ud83d\\ude00"}',
    );
  });

  it('leaves an ASCII text as it is', () => {
    const text = JSON.stringify({ a: 'plain "quoted" \\ text', n: [1, 2.5, null, true] });
    expect(A.asciiJson(text)).toBe(text);
  });

  it('reads back as the same value, in ASCII, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const text = A.asciiJson(JSON.stringify(value));
        expect(isAscii(text)).toBe(true);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });
});
