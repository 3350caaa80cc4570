// Rooms for the feature's tests, shaped like POST /api/room/guest-search answers.
import type { Guest, GuestRoom, GuestSearchResponse, SheetExam } from '@/lib/api-types';

export interface ExamSpec {
  name: string;
  sections: {
    name: string;
    media?: string[];
    groups: { from: number; to: number; media?: string[]; missing?: number[] }[];
  }[];
}

/** Question ids are `{exam index}-q{num}`, e.g. "0-q12"; `missing` numbers get no question. */
export function makeRoom(exams: ExamSpec[], id = 'room1'): GuestRoom {
  let total = 0;
  const built: SheetExam[] = exams.map((exam, e) => ({
    id: `exam${e}`,
    name: exam.name,
    sections: exam.sections.map((section, s) => ({
      id: `sec${e}-${s}`,
      name: section.name,
      media: section.media ?? [],
      audio: null,
      groups: section.groups.map((group, g) => {
        const slots = [];
        for (let num = group.from; num <= group.to; num++) {
          const bound = !group.missing?.includes(num);
          if (bound) total++;
          slots.push({ num, questionId: bound ? `${e}-q${num}` : null });
        }
        return {
          id: `grp${e}-${s}-${g}`,
          from_question: group.from,
          to_question: group.to,
          media: group.media ?? [],
          slots,
        };
      }),
    })),
  }));
  return {
    id,
    name: 'Practice Room',
    slug: 'practice',
    detail: 'Answer every question.',
    total,
    accepting: true,
    time_limit: 0,
    audio: 'free',
    exams: built,
  };
}

/** A small room: Listening 1–10 in two groups (7 has no question) and Reading 1–6. */
export function smallRoom(): GuestRoom {
  return makeRoom([
    {
      name: 'Listening',
      sections: [
        {
          name: 'Part 1',
          media: ['/api/files/sections/sec0/part1.png'],
          groups: [
            { from: 1, to: 5 },
            { from: 6, to: 10, missing: [7], media: ['/api/files/section_questions/g1/map.png'] },
          ],
        },
      ],
    },
    { name: 'Reading', sections: [{ name: 'Passage 1', groups: [{ from: 1, to: 6 }] }] },
  ]);
}

/** One section with questions 1…count. */
export function roomOfSize(count: number): GuestRoom {
  return makeRoom([{ name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: count }] }] }]);
}

/** An answer of guest-search; untimed and not started unless `extra` says otherwise. */
export function guestSearch(room: GuestRoom, extra: Partial<GuestSearchResponse> = {}): GuestSearchResponse {
  return {
    room,
    timing: { limit: room.time_limit, started: null, deadline: null, now: new Date().toISOString() },
    pendingSubmission: null,
    submission: null,
    ...extra,
  };
}

export const finishedGuest = (uuid: string): Guest => ({
  id: 'guest1',
  uuid,
  name: 'Alice Student',
  email: 'alice@example.com',
  finishedGate: true,
});
