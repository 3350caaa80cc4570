// Admin API answers for component tests, in the shapes of src/lib/api-types.
import type { ExamRecord, GroupRecord, QuestionRecord, RoomRecord, SectionRecord } from '@/lib/api-types';

export function group(id: string, from: number, to: number, questionCount = to - from + 1): GroupRecord {
  return {
    id,
    collectionId: 'pbc_groups',
    collectionName: 'section_questions',
    from_question: from,
    to_question: to,
    Questions: Array.from({ length: questionCount }, (_, i) => `${id}-q${from + i}`),
    media: [],
    question_count: questionCount,
    slot_count: to - from + 1,
  };
}

export function section(id: string, name: string, groups: GroupRecord[]): SectionRecord {
  return {
    id,
    collectionId: 'pbc_sections',
    collectionName: 'sections',
    name,
    media: [],
    SectionQuestions: groups.map((g) => g.id),
    question_count: groups.reduce((sum, g) => sum + (g.question_count ?? 0), 0),
    expand: { SectionQuestions: groups },
  };
}

export function exam(id: string, name: string, sections: SectionRecord[]): ExamRecord {
  return { id, name, Sections: sections.map((s) => s.id), expand: { Sections: sections } };
}

/** Two exams: Listening (Part 1 with a group missing two questions, Part 2) and Reading (Passage 1). */
export function practiceRoom(overrides: Partial<RoomRecord> = {}): RoomRecord {
  const exams = [
    exam('listening', 'Listening', [
      section('part1', 'Part 1', [group('g1', 1, 5), group('g2', 6, 10, 3)]),
      section('part2', 'Part 2', [group('g3', 11, 20)]),
    ]),
    exam('reading', 'Reading', [section('passage1', 'Passage 1', [group('g4', 1, 13)])]),
  ];
  return {
    id: 'room1',
    collectionId: 'pbc_rooms',
    collectionName: 'rooms',
    name: 'Practice Room',
    slug: 'practice',
    detail: 'Mock test for the March class',
    config: null,
    Exams: exams.map((e) => e.id),
    Users: ['user1'],
    created: '2025-03-01 10:00:00.000Z',
    updated: '2025-03-01 10:00:00.000Z',
    total: 26,
    expand: { Exams: exams },
    ...overrides,
  };
}

export function otherRoom(): RoomRecord {
  return practiceRoom({
    id: 'room2',
    name: 'Second Room',
    slug: 'second',
    detail: '',
    Exams: [],
    expand: { Exams: [] },
  });
}

export function question(groupId: string, num: number, keys: string[]): QuestionRecord {
  return {
    id: `${groupId}-q${num}`,
    num,
    Keys: keys.map((_, i) => `${groupId}-k${num}-${i}`),
    expand: { Keys: keys.map((value, i) => ({ id: `${groupId}-k${num}-${i}`, value })) },
  };
}

/** section-question/search's answer: the group with its questions and keys. */
export function groupWithQuestions(base: GroupRecord, questions: QuestionRecord[]): GroupRecord {
  return { ...base, expand: { Questions: questions } };
}
