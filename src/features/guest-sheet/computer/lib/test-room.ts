// A room delivered on computer for the screen's tests: Listening Part 1 (a gap group with content, a choice
// group) and Part 2 (TRUE/FALSE/NOT GIVEN, choose two, matching), with a passage on Part 2. Question ids are
// `0-q{num}` (tests/support/guest-fixtures.ts).
import type { GuestRoom, SheetGroup } from '@/lib/api-types';
import { makeRoom } from '@test/guest-fixtures';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];
const options = (count: number, label: string) =>
  LETTERS.slice(0, count).map((letter) => ({ letter, text: `${label} ${letter}` }));

export function computerRoom(): GuestRoom {
  const room = makeRoom([
    {
      name: 'Listening',
      sections: [
        {
          name: 'Section 1',
          groups: [
            { from: 1, to: 3 },
            { from: 4, to: 5 },
          ],
        },
        {
          name: 'Section 2',
          media: ['/api/files/sections/sec0-1/page.png'],
          groups: [
            { from: 6, to: 7 },
            { from: 8, to: 9 },
            { from: 10, to: 11 },
          ],
        },
      ],
    },
  ]);
  const [part1, part2] = room.exams[0]!.sections as [
    GuestRoom['exams'][0]['sections'][0],
    GuestRoom['exams'][0]['sections'][0],
  ];
  const [gap, choice] = part1.groups as [SheetGroup, SheetGroup];
  Object.assign(gap, {
    type: 'gap',
    instructions: 'Write ONE WORD for each answer.',
    content: 'Name: [[1]]\n\nStreet: [[2]]',
  });
  Object.assign(choice, { type: 'choice' });
  choice.slots = choice.slots.map((slot) => ({
    ...slot,
    prompt: `Why question ${slot.num}?`,
    options: options(3, `Reason ${slot.num}`),
  }));
  const [tfng, multi, match] = part2.groups as [SheetGroup, SheetGroup, SheetGroup];
  Object.assign(tfng, { type: 'tfng' });
  Object.assign(multi, { type: 'multi', options: options(5, 'Idea') });
  Object.assign(match, { type: 'match', options: options(3, 'Heading') });
  match.slots = match.slots.map((slot) => ({ ...slot, prompt: `Paragraph ${slot.num}` }));
  part2.passage = '## The passage\n\nSome reading text.';
  return { ...room, delivery: 'computer' };
}

/** A room of Writing on computer: Task 1 (a passage and its chart, 150 words) and Task 2 (250 words). */
export function writingRoom(): GuestRoom {
  const room = makeRoom([
    {
      name: 'Writing',
      sections: [
        { name: 'Task 1', media: ['/api/files/sections/sec0-0/chart.png'], groups: [{ from: 1, to: 1 }] },
        { name: 'Task 2', groups: [{ from: 2, to: 2 }] },
      ],
    },
  ]);
  room.exams[0]!.sections.forEach((section, i) => {
    section.passage = i === 0 ? 'The chart shows **rainfall**.' : 'Some people think that cities are better.';
    Object.assign(section.groups[0]!, { type: 'essay', min_words: i === 0 ? 150 : 250 });
  });
  return { ...room, delivery: 'computer' };
}

/** A computer room of two exams one after another, Listening (1–3) then Reading (1–2), neither started. */
export function partsRoom(): GuestRoom {
  const room = makeRoom([
    { name: 'Listening', sections: [{ name: 'Section 1', groups: [{ from: 1, to: 3 }] }] },
    { name: 'Reading', sections: [{ name: 'Passage 1', groups: [{ from: 1, to: 2 }] }] },
  ]);
  return { ...room, delivery: 'computer' };
}
