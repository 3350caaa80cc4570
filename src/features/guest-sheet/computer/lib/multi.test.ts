import { describe, expect, it } from 'vitest';
import { multiValues, tickedOf, toggleTick } from './multi';

describe('a choose-N group', () => {
  it('gives the ticked letters to its questions in letter order, whatever order they were ticked in', () => {
    expect(multiValues(['q14', 'q15'], ['D', 'A'])).toEqual({ q14: 'A', q15: 'D' });
  });
  it('leaves the questions beyond the ticks blank', () => {
    expect(multiValues(['q14', 'q15'], ['C'])).toEqual({ q14: 'C', q15: '' });
  });
  it('reads the ticks back from stored values, once each', () => {
    expect(tickedOf(['q14', 'q15'], { q14: 'e', q15: 'B' })).toEqual(['E', 'B']);
    expect(tickedOf(['q14', 'q15'], { q14: 'B', q15: 'B' })).toEqual(['B']);
    expect(tickedOf(['q14', 'q15'], {})).toEqual([]);
  });
  it('allows exactly N ticks: a further one changes nothing, an untick frees one', () => {
    expect(toggleTick(['A', 'B'], 'C', 2)).toEqual(['A', 'B']);
    expect(toggleTick(['A', 'B'], 'A', 2)).toEqual(['B']);
    expect(toggleTick(['B'], 'C', 2)).toEqual(['B', 'C']);
  });
});
