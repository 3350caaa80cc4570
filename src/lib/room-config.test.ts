import { describe, expect, it } from 'vitest';
import type { ExamRecord, GroupRecord, SectionRecord } from './api-types';
import {
  activeQuestionCount,
  emptySlots,
  enabledSections,
  examConfig,
  isGroupEnabled,
  isSectionEnabled,
  orderedSections,
  setGroupEnabled,
  setSectionEnabled,
  setSectionOrder,
} from './room-config';

const group = (id: string, from: number, to: number, questions: number, slots?: number): GroupRecord => ({
  id,
  collectionId: 'g',
  collectionName: 'section_questions',
  from_question: from,
  to_question: to,
  Questions: Array.from({ length: questions }, (_, i) => `${id}q${i}`),
  media: [],
  question_count: questions,
  slot_count: slots ?? to - from + 1,
});
const section = (id: string, groups: GroupRecord[] = []): SectionRecord => ({
  id,
  collectionId: 's',
  collectionName: 'sections',
  name: `Section ${id}`,
  media: [],
  SectionQuestions: groups.map((g) => g.id),
  expand: { SectionQuestions: groups },
});
const exam: ExamRecord = {
  id: 'e1',
  name: 'Listening',
  Sections: ['a', 'b', 'c'],
  expand: { Sections: [section('a'), section('b'), section('c')] },
};
const ids = (sections: SectionRecord[]) => sections.map((s) => s.id);

describe('room config', () => {
  it('defaults to everything active in natural order', () => {
    expect(examConfig(null, 'e1')).toEqual({
      disabled_exam_sections: [],
      disabled_section_questions: [],
      order_exam_sections: [],
    });
    expect(ids(orderedSections(exam, null))).toEqual(['a', 'b', 'c']);
    expect(isSectionEnabled(undefined, 'e1', 'a')).toBe(true);
    expect(isGroupEnabled({}, 'e1', 'g1')).toBe(true);
  });

  it('orders listed sections first, the rest after in natural order, ignoring unknown ids', () => {
    expect(ids(orderedSections(exam, { e1: { order_exam_sections: ['c', 'zz', 'a'] } }))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('hides disabled sections from the enabled list', () => {
    const config = { e1: { disabled_exam_sections: ['b'], order_exam_sections: ['c'] } };
    expect(ids(enabledSections(exam, config))).toEqual(['c', 'a']);
  });

  it('toggles sections and groups without touching the rest', () => {
    const start = { e1: { order_exam_sections: ['b', 'a'] }, e2: { disabled_exam_sections: ['x'] } };
    const off = setSectionEnabled(start, 'e1', 'a', false);
    expect(off).toEqual({
      e1: { disabled_exam_sections: ['a'], disabled_section_questions: [], order_exam_sections: ['b', 'a'] },
      e2: { disabled_exam_sections: ['x'] },
    });
    expect(setSectionEnabled(off, 'e1', 'a', true).e1!.disabled_exam_sections).toEqual([]);
    // switching off twice lists it once
    expect(setSectionEnabled(off, 'e1', 'a', false).e1!.disabled_exam_sections).toEqual(['a']);
    const groupOff = setGroupEnabled(null, 'e1', 'g1', false);
    expect(groupOff.e1!.disabled_section_questions).toEqual(['g1']);
    expect(isGroupEnabled(groupOff, 'e1', 'g1')).toBe(false);
    expect(start.e1).toEqual({ order_exam_sections: ['b', 'a'] });
  });

  it('stores a section order', () => {
    expect(setSectionOrder(null, 'e1', ['c', 'b', 'a']).e1!.order_exam_sections).toEqual(['c', 'b', 'a']);
  });

  it('counts the questions of enabled groups and the slots without a question', () => {
    const s = section('s', [group('g1', 1, 5, 5), group('g2', 6, 10, 3)]);
    expect(activeQuestionCount(s, null, 'e1')).toBe(8);
    expect(activeQuestionCount(s, { e1: { disabled_section_questions: ['g1'] } }, 'e1')).toBe(3);
    expect(emptySlots(group('g', 6, 10, 3))).toBe(2);
    expect(emptySlots(group('g', 1, 5, 5))).toBe(0);
  });
});
