import { describe, expect, it } from 'vitest';
import type { ExamRecord, GroupRecord, RoomRecord } from '@/lib/api-types';
import { examQuestionCount, groupLabel, questionsLabel, roomQuestionCount } from './tree-labels';

const group = (id: string, count: number): GroupRecord => ({
  id,
  collectionId: 'g',
  collectionName: 'section_questions',
  from_question: 1,
  to_question: count,
  Questions: [],
  media: [],
  question_count: count,
  slot_count: count,
});
const exam = (id: string): ExamRecord => ({
  id,
  name: id,
  Sections: ['s1', 's2'],
  expand: {
    Sections: [
      {
        id: `${id}s1`,
        collectionId: 's',
        collectionName: 'sections',
        name: 'S1',
        media: [],
        SectionQuestions: [],
        expand: { SectionQuestions: [group(`${id}g1`, 5), group(`${id}g2`, 3)] },
      },
      {
        id: `${id}s2`,
        collectionId: 's',
        collectionName: 'sections',
        name: 'S2',
        media: [],
        SectionQuestions: [],
        expand: { SectionQuestions: [group(`${id}g3`, 4)] },
      },
    ],
  },
});

describe('tree labels', () => {
  it('says question counts and group ranges plainly', () => {
    expect(questionsLabel(1)).toBe('1 question');
    expect(questionsLabel(0)).toBe('0 questions');
    expect(groupLabel({ from_question: 6, to_question: 10 })).toBe('From 6 To 10');
  });
  it('counts only enabled sections and groups', () => {
    expect(examQuestionCount(exam('a'), null)).toBe(12);
    expect(
      examQuestionCount(exam('a'), {
        a: { disabled_exam_sections: ['as2'], disabled_section_questions: ['ag2'] },
      }),
    ).toBe(5);
    const room = {
      config: { b: { disabled_section_questions: ['bg1'] } },
      expand: { Exams: [exam('a'), exam('b')] },
    } as unknown as RoomRecord;
    expect(roomQuestionCount(room)).toBe(12 + 7);
  });
});
