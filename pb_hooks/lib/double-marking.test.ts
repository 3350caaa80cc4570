// Double marking's rules from plain data (docs/architecture.md, "Double marking"): the agreement limits,
// the mark in use (agreed, mean, none), a viewer's own round, and the figures per pair of markers.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Criteria = Record<string, number>;
type Mark = {
  Question: string;
  criteria: Criteria;
  comment: string;
  notes: { start: number; end: number; text: string }[];
  updated: string;
  round?: number;
  marker: { id: string; name: string } | null;
};
const M = createRequire(import.meta.url)('./marking.js') as {
  needsAgreement: (a: Mark, b: Mark) => boolean;
  finalMark: (rounds: Record<number, Mark>, double: boolean) => Mark | null;
  agreementOf: (rounds: Record<number, Mark>, double: boolean) => { needed: boolean; final: number | null };
  ownRound: (rounds: Record<number, Mark>, viewer: string) => number;
  markerPairs: (all: Iterable<Record<number, Mark>>) => unknown[];
};

const mark = (who: string, ta: number, cc: number, lr: number, gra: number, round = 1): Mark => ({
  Question: 'q',
  criteria: { ta, cc, lr, gra },
  comment: `${who} says`,
  notes: [{ start: round * 10, end: round * 10 + 5, text: who }],
  updated: `2026-01-0${round} 10:00:00.000Z`,
  round,
  marker: { id: who, name: who.toUpperCase() },
});

describe('needsAgreement', () => {
  it('is false at exactly 1 band on the task and 2 on a criterion, true beyond either', () => {
    expect(M.needsAgreement(mark('a', 5, 5, 5, 5), mark('b', 7, 6, 5, 6))).toBe(false);
    expect(M.needsAgreement(mark('a', 5, 5, 5, 5), mark('b', 7, 7, 5, 6))).toBe(true);
    expect(M.needsAgreement(mark('a', 4, 6, 6, 6), mark('b', 7, 6, 6, 6))).toBe(true);
  });
});

describe('finalMark and agreementOf', () => {
  const a = mark('a', 6, 6, 6, 7, 1);
  const b = mark('b', 7, 6, 7, 6, 2);
  it('gives no mark for a lone first mark when double-marked, the mark itself otherwise', () => {
    expect(M.finalMark({ 1: a }, true)).toBeNull();
    expect(M.finalMark({ 1: a }, false)).toBe(a);
    expect(M.agreementOf({ 1: a }, true)).toEqual({ needed: false, final: null });
  });
  it('gives the mean of two that agree: each criterion halved, both comments and notes, no marker', () => {
    const mean = M.finalMark({ 1: a, 2: b }, true)!;
    expect(mean.criteria).toEqual({ ta: 6.5, cc: 6, lr: 6.5, gra: 6.5 });
    expect(mean.comment).toBe('a says\n\nb says');
    expect(mean.notes.map((n) => n.text)).toEqual(['a', 'b']);
    expect(mean.marker).toBeNull();
    expect(M.agreementOf({ 1: a, 2: b }, true)).toEqual({ needed: false, final: 6.375 });
  });
  it('gives none while two disagree, and the agreed mark once given', () => {
    const far = mark('b', 9, 9, 9, 9, 2);
    expect(M.finalMark({ 1: a, 2: far }, true)).toBeNull();
    expect(M.agreementOf({ 1: a, 2: far }, true)).toEqual({ needed: true, final: null });
    const agreed = mark('c', 8, 8, 8, 8, 3);
    expect(M.finalMark({ 1: a, 2: far, 3: agreed }, true)).toBe(agreed);
    expect(M.agreementOf({ 1: a, 2: far, 3: agreed }, true)).toEqual({ needed: true, final: 8 });
  });
  it('finds a viewer’s own round, 0 for none (the agreed mark is nobody’s own)', () => {
    const rounds = { 1: a, 2: b, 3: mark('c', 6, 6, 6, 6, 3) };
    expect([M.ownRound(rounds, 'a'), M.ownRound(rounds, 'b'), M.ownRound(rounds, 'c')]).toEqual([1, 2, 0]);
  });
});

describe('markerPairs', () => {
  it('gives each pair (in id order) its scripts, the share within one band and the mean difference', () => {
    const pairs = M.markerPairs([
      { 1: mark('b', 6, 6, 6, 6, 1), 2: mark('a', 6, 6, 6, 7, 2) },
      { 1: mark('a', 5, 5, 5, 5, 1), 2: mark('b', 7, 7, 7, 7, 2) },
      { 1: mark('a', 5, 5, 5, 5, 1), 2: mark('c', 5, 5, 5, 5, 2) },
      { 1: mark('a', 5, 5, 5, 5, 1) },
    ]);
    expect(pairs).toEqual([
      { markers: ['a', 'b'], names: ['A', 'B'], scripts: 2, within_one: 0.5, mean_difference: 1.13 },
      { markers: ['a', 'c'], names: ['A', 'C'], scripts: 1, within_one: 1, mean_difference: 0 },
    ]);
  });
});
