import { describe, expect, it } from 'vitest';
import { gateProblems, gateResolver } from './gate-validation';

const resolve = (name: string, email: string) =>
  gateResolver({ name, email }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('gateProblems', () => {
  it('requires both', () => {
    expect(gateProblems({ name: '', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(gateProblems({ name: '   ', email: ' ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
  });

  it('needs at least 3 characters', () => {
    expect(gateProblems({ name: 'Al', email: 'a@' })).toEqual({
      name: 'Name must be at least 3 characters long',
      email: 'Email must be at least 3 characters long',
    });
    expect(gateProblems({ name: ' Al ', email: 'a@b.co' })).toEqual({
      name: 'Name must be at least 3 characters long',
    });
  });

  it('needs an e-mail pattern', () => {
    for (const email of [
      'alice',
      'alice@',
      'alice@example',
      'al ice@example.com',
      '@example.com',
      'a@b@c.com',
      'a@.com',
      'x@y.co<script>',
      '<a@b.co>',
    ]) {
      expect(gateProblems({ name: 'Alice', email })).toEqual({ email: 'Enter a valid email address' });
    }
    expect(gateProblems({ name: 'Alice', email: 'a@b.co' })).toEqual({});
    expect(gateProblems({ name: 'Alice', email: 'first.last+tag@mail.example.ac.uk' })).toEqual({});
  });

  it("keeps to the server's upper limits", () => {
    expect(gateProblems({ name: 'x'.repeat(101), email: 'a@b.co' }).name).toBe(
      'Name must be at most 100 characters long',
    );
    expect(gateProblems({ name: 'Alice', email: `${'x'.repeat(250)}@b.co` }).email).toBe(
      'Email must be at most 254 characters long',
    );
  });
});

describe('lengths in characters, as the server counts them', () => {
  it('takes a name of a letter and 59 emoji (119 UTF-16 units) and refuses one of 101 or 2', () => {
    expect(gateProblems({ name: 'A' + '😀'.repeat(59), email: 'a@b.co' })).toEqual({});
    expect(gateProblems({ name: 'A' + '😀'.repeat(99), email: 'a@b.co' })).toEqual({});
    expect(gateProblems({ name: 'A' + '😀'.repeat(100), email: 'a@b.co' }).name).toBe(
      'Name must be at most 100 characters long',
    );
    expect(gateProblems({ name: 'A😀', email: 'a@b.co' }).name).toBe(
      'Name must be at least 3 characters long',
    );
  });

  it('needs a visible letter or digit, in any script', () => {
    for (const name of ['\u200b\u200b\u200b', '\u0001\u0002\u0003', '...', '\u00ad-\u200b']) {
      expect(gateProblems({ name, email: 'a@b.co' }).name).toBe('Name must contain a letter or a digit');
    }
    for (const name of ['Zoë', '李小龍', 'Иван', '007', 'José 😀'])
      expect(gateProblems({ name, email: 'a@b.co' })).toEqual({});
  });
});

describe('gateResolver', () => {
  it('passes the values on trimmed', async () => {
    expect(await resolve('  Alice ', ' alice@example.com ')).toEqual({
      values: { name: 'Alice', email: 'alice@example.com' },
      errors: {},
    });
  });

  it('gives field errors', async () => {
    const result = await resolve('Al', '');
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'validate', message: 'Name must be at least 3 characters long' },
      email: { type: 'validate', message: 'Email is required' },
    });
  });
});
