// What a duplicate or an import is named so it is told from its original.
import { describe, expect, it } from 'vitest';
import { copyName as C } from './testing';

describe('copyName', () => {
  it('is "(copy)", then "(copy 2)", "(copy 3)" while those are taken', () => {
    expect(C.copyName('Walk Tuesday Group', new Set())).toBe('Walk Tuesday Group (copy)');
    expect(C.copyName('Walk Tuesday Group', new Set(['Walk Tuesday Group (copy)']))).toBe(
      'Walk Tuesday Group (copy 2)',
    );
    const taken = new Set(['A (copy)', 'A (copy 2)', 'A (copy 4)']);
    expect(C.copyName('A', taken)).toBe('A (copy 3)');
  });

  it('counts a copy of a copy from the original name', () => {
    expect(C.copyName('A (copy)', new Set(['A (copy)']))).toBe('A (copy 2)');
    expect(C.copyName('A (copy 2)', new Set(['A (copy)', 'A (copy 2)']))).toBe('A (copy 3)');
    // Only a trailing "(copy …)" is the copy's: a name that merely holds the words keeps them.
    expect(C.copyName('Notes (copy) draft', new Set())).toBe('Notes (copy) draft (copy)');
  });
});

describe('importName', () => {
  it("keeps the file's name while no record holds it, else names it as a copy", () => {
    expect(C.importName('Walk Tuesday Group', new Set())).toBe('Walk Tuesday Group');
    expect(C.importName('Walk Tuesday Group', new Set(['Walk Tuesday Group']))).toBe(
      'Walk Tuesday Group (copy)',
    );
  });
});
