import { describe, expect, it } from 'vitest';
import type { Annotation } from './annotations';
import { annotationsKey, clearAnnotations, readAnnotations, writeAnnotations } from './storage';

const list: Annotation[] = [{ id: 'a', regionId: 'passage:s1', start: 3, end: 9, note: 'Check the date' }];

describe('annotation storage', () => {
  it('round-trips per room and guest', () => {
    writeAnnotations('room1', 'uuid1', list);
    expect(readAnnotations('room1', 'uuid1')).toEqual(list);
    expect(readAnnotations('room1', 'uuid2')).toEqual([]);
    expect(readAnnotations('room2', 'uuid1')).toEqual([]);
  });

  it('clears after the submission', () => {
    writeAnnotations('room1', 'uuid1', list);
    clearAnnotations('room1', 'uuid1');
    expect(localStorage.getItem(annotationsKey('room1', 'uuid1'))).toBeNull();
    expect(readAnnotations('room1', 'uuid1')).toEqual([]);
  });

  it('reads unreadable or malformed storage as nothing, dropping bad entries', () => {
    localStorage.setItem(annotationsKey('room1', 'uuid1'), '{not json');
    expect(readAnnotations('room1', 'uuid1')).toEqual([]);
    localStorage.setItem(
      annotationsKey('room1', 'uuid1'),
      JSON.stringify([...list, { id: 'b', regionId: 'x', start: 5, end: 2, note: '' }, null]),
    );
    expect(readAnnotations('room1', 'uuid1')).toEqual(list);
  });
});
