import { describe, expect, it } from 'vitest';
import { gifScriptPolyglot, silentWav } from '../../tests/fixtures/media';
import { tinyPng } from '../../tests/fixtures/import-files';
import { fileType } from './testing';
import * as rules from '../../src/rules/limits';

const { sniffType, withExtension } = fileType;
const bytes = (...values: (number | string)[]) =>
  values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v]));

describe('sniffType', () => {
  it('names every type the file fields take, with its extension', () => {
    const samples: [number[], string, string][] = [
      [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg', '.jpg'],
      [[...tinyPng()], 'image/png', '.png'],
      [[...gifScriptPolyglot()], 'image/gif', '.gif'],
      [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp', '.webp'],
      [[...new Uint8Array(silentWav())], 'audio/wav', '.wav'],
      [bytes('OggS', 0, 2), 'audio/ogg', '.ogg'],
      [bytes(0x1a, 0x45, 0xdf, 0xa3), 'audio/webm', '.webm'],
      [bytes(0, 0, 0, 0x20, 'ftypM4A '), 'audio/mp4', '.m4a'],
      [bytes('ID3', 4, 0), 'audio/mpeg', '.mp3'],
      [bytes(0xff, 0xfb, 0x90, 0x64), 'audio/mpeg', '.mp3'],
    ];
    for (const [head, type, ext] of samples) expect(sniffType(head), type).toEqual({ type, ext });
    const taken = [...rules.IMAGE_TYPES, ...rules.AUDIO_TYPES];
    for (const [, type] of samples) expect(taken).toContain(type);
  });

  it('names nothing else: scripts, pages, SVG, text, an empty file', () => {
    for (const head of [
      bytes('<script>alert(1)</script>'),
      bytes('<!DOCTYPE html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('alert(1)'),
      bytes(0xff, 0xf1), // AAC (ADTS): MPEG sync bits without a layer
      [],
    ]) {
      expect(sniffType(head)).toBeNull();
    }
  });
});

describe('withExtension', () => {
  it('replaces the extension of a stored name, double ones too', () => {
    expect(withExtension('x3kd9_abcdefghij.js', '.gif')).toBe('x3kd9_abcdefghij.gif');
    expect(withExtension('page_abcdefghij.tar.gz', '.png')).toBe('page_abcdefghij.png');
    expect(withExtension('page_abcdefghij', '.png')).toBe('page_abcdefghij.png');
  });
});
