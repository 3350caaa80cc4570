// Results answers for component tests, in the shapes of src/lib/api-types.
import type {
  QuestionAnalysis,
  ResultsExam,
  ResultsStudent,
  RoomResults,
  SubmissionReview,
} from '@/lib/api-types';

/** Listening has 40 boxes (so bands), Reading 13 (so percentages). */
export const resultsExams: ResultsExam[] = [
  { id: 'listening', name: 'Listening', kind: 'listening', total: 40 },
  { id: 'reading', name: 'Reading', kind: 'academic_reading', total: 13 },
];

const listeningBand = (score: number) => (score >= 30 ? 7 : score >= 23 ? 6 : score >= 16 ? 5 : null);

/** No Reading band (13 boxes), no Writing or Speaking: only Listening's band, no overall. */
const bandsOf = (listening: number) => ({
  listening: listeningBand(listening),
  reading: null,
  writing: null,
  speaking: null,
  overall: null,
});

/** A submitted student: `minutes` from start to submission. */
export function submittedStudent(
  id: string,
  name: string,
  listening: number,
  reading: number,
  minutes = 60,
): ResultsStudent {
  const started = new Date(Date.UTC(2025, 2, 1, 9, 0));
  const created = new Date(started.getTime() + minutes * 60_000);
  const at = (date: Date) => date.toISOString().replace('T', ' ');
  return {
    guest: { id, name, email: `${id}@example.com` },
    bands: bandsOf(listening),
    status: 'submitted',
    answered: null,
    total: 53,
    started: at(started),
    updated: at(created),
    away: { count: 0, seconds: 0 },
    pastes: 0,
    submission: {
      id: `sub-${id}`,
      created: at(created),
      started: at(started),
      score: listening + reading,
      total: 53,
      exams: {
        listening: { score: listening, total: 40, band: listeningBand(listening) },
        reading: { score: reading, total: 13, band: null },
      },
    },
  };
}

export function studentInProgress(id: string, name: string, answered: number): ResultsStudent {
  return {
    guest: { id, name, email: `${id}@example.com` },
    bands: { listening: null, reading: null, writing: null, speaking: null, overall: null },
    status: 'in_progress',
    answered,
    total: 53,
    started: '2025-03-01 09:00:00.000Z',
    updated: '2025-03-01 09:20:00.000Z',
    away: { count: 0, seconds: 0 },
    pastes: 0,
    submission: null,
  };
}

export function roomResults(students: ResultsStudent[]): RoomResults {
  return { room: { id: 'room1', name: 'Practice Room', slug: 'practice' }, exams: resultsExams, students };
}

/** Ada 31+9 in 55 min, Bruno 18+12 in 70 min, Zoë writing (12 answered). */
export function classResults(): RoomResults {
  return roomResults([
    studentInProgress('zoe', 'Zoë Brontë', 12),
    submittedStudent('bruno', 'Bruno Díaz', 18, 12, 70),
    submittedStudent('ada', 'Ada Lovelace', 31, 9, 55),
  ]);
}

export function reviewOf(student: ResultsStudent): SubmissionReview {
  return {
    guest: student.guest,
    submission: student.submission!,
    events: [],
    review: [
      {
        examId: 'listening',
        num: 1,
        questionId: 'q1',
        answer: 'Whitfield',
        keys: ['Whitfield'],
        correct: true,
      },
      {
        examId: 'listening',
        num: 2,
        questionId: 'q2',
        answer: 'colr',
        keys: ['colour', 'color'],
        correct: false,
      },
      { examId: 'reading', num: 1, questionId: 'r1', answer: '', keys: ['TRUE'], correct: false },
    ],
  };
}

export function itemAnalysis(): QuestionAnalysis[] {
  return [
    {
      examId: 'listening',
      num: 1,
      questionId: 'q1',
      keys: ['Whitfield'],
      submitted: 4,
      correct: 3,
      blank: 0,
      answers: [
        { answer: 'Whitfield', count: 3, correct: true },
        { answer: 'Witfield', count: 1, correct: false },
      ],
    },
    {
      examId: 'listening',
      num: 2,
      questionId: 'q2',
      keys: ['colour', 'color'],
      submitted: 4,
      correct: 0,
      blank: 1,
      answers: [{ answer: 'colr', count: 3, correct: false }],
    },
    {
      examId: 'reading',
      num: 1,
      questionId: 'r1',
      keys: ['TRUE'],
      submitted: 4,
      correct: 2,
      blank: 2,
      answers: [{ answer: 'TRUE', count: 2, correct: true }],
    },
  ];
}
