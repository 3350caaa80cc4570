import { describe, expect, it } from 'vitest';
import type { ExamRecord, RoomRecord } from '@/lib/api-types';
import { applyRoomPatch, withoutExam } from './room-patch';

const exam = (id: string): ExamRecord => ({ id, name: `Exam ${id}`, Sections: [] });
const room: RoomRecord = {
  id: 'r1',
  collectionId: 'rooms',
  collectionName: 'rooms',
  name: 'Room',
  slug: 'room',
  detail: '',
  config: null,
  Exams: ['a', 'b', 'c'],
  Users: ['u1'],
  created: '',
  updated: '',
  expand: { Exams: [exam('a'), exam('b'), exam('c')] },
};

describe('applyRoomPatch', () => {
  it('reorders the expanded exams with Exams', () => {
    const next = applyRoomPatch(room, { Exams: ['c', 'a', 'b'] });
    expect(next.Exams).toEqual(['c', 'a', 'b']);
    expect(next.expand?.Exams?.map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(room.expand?.Exams?.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
  it('replaces the config and keeps the rest', () => {
    const next = applyRoomPatch(room, { config: { a: { disabled_exam_sections: ['s1'] } } });
    expect(next.config).toEqual({ a: { disabled_exam_sections: ['s1'] } });
    expect(next.expand).toBe(room.expand);
  });
});

describe('withoutExam', () => {
  it('drops the exam from Exams, and its config entry when it has one', () => {
    const withConfig: RoomRecord = {
      ...room,
      Exams: ['a', 'b'],
      config: { a: { disabled_exam_sections: ['s1'] }, b: {} },
    };
    expect(withoutExam(withConfig, 'a')).toEqual({ Exams: ['b'], config: { b: {} } });
    expect(withoutExam({ ...room, Exams: ['a', 'b'], config: null }, 'b')).toEqual({ Exams: ['a'] });
  });
});
