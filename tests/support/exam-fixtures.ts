// Exams as the library routes answer them, for component tests.
import type { LibraryExam, SavedExam } from '@/lib/api-types';

export function libraryExam(overrides: Partial<LibraryExam> = {}): LibraryExam {
  return {
    id: 'exam1',
    name: 'Listening Test 1',
    kind: 'listening',
    total: 20,
    rooms: [{ id: 'room1', name: 'Practice Room', slug: 'practice' }],
    updated: '2026-11-20 10:00:00.000Z',
    ...overrides,
  };
}

/** Two parts: Part 1 (1–3, one question without an answer yet) and Part 2 (4–6, 5–6 in either order). */
export function savedExam(overrides: Partial<SavedExam> = {}): SavedExam {
  return {
    id: 'exam1',
    name: 'Listening Test 1',
    kind: 'listening',
    bands: null,
    accept_initials: false,
    updated: '2026-11-20 10:00:00.000Z',
    usage: { rooms: [], submissions: 0 },
    sections: [
      {
        id: 's1',
        name: 'Part 1',
        media: ['/api/files/sections/s1/part1_a1b2.png'],
        audio: '/api/files/sections/s1/part1_c3d4.mp3',
        groups: [
          {
            id: 'g1',
            from: 1,
            to: 3,
            either_order: [],
            media: [],
            questions: [
              { id: 'q1', num: 1, keys: ['library'] },
              { id: 'q2', num: 2, keys: ['colour', 'color'] },
            ],
          },
        ],
      },
      {
        id: 's2',
        name: 'Part 2',
        media: [],
        audio: null,
        groups: [
          {
            id: 'g2',
            from: 4,
            to: 6,
            either_order: [[5, 6]],
            media: [],
            questions: [
              { id: 'q4', num: 4, keys: ['museum'] },
              { id: 'q5', num: 5, keys: ['B'] },
              { id: 'q6', num: 6, keys: ['D'] },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}
