// As an examiner marks, against a real PocketBase (docs/architecture.md, "As an examiner marks"): an imported
// room keyed as public sample tests print their keys is sat and submitted, and scored with numbers grouped by
// commas, British and American spellings, word limits and a `multi` group without `either_order`; the
// group's title and word limit reach guest-search; a saved key longer than its limit is a 400 at that key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRoom } from '../../scripts/import';
import { writeImportFile } from '../fixtures/import-files';
import { guestSearch, makeGuest, questionIds, slotsOf, submit } from '../support/app';
import { libraryApi } from '../support/library';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';

let pb: TestPocketBase;
let room: { id: string; slug: string };
let qids: string[];

// Keys from ieltsonlinetests.com, "New Mock Test Sept 2017", Listening Practice Test 2, as printed: 3 "3200",
// 33 "20,000", 37 "(an) international organisation", 15–17 "B D E (IN ANY ORDER)"; Questions 1–4 say "NO
// MORE THAN THREE WORDS AND/OR A FIGURE". And "IELTS Recent Actual Test With Answers (Vol 2)", Listening
// Practice Test 3, 8 "(the) full frame", under "Write NO MORE THAN THREE WORDS".
function sampleRoom(slug: string) {
  return {
    room: { name: `Examiner ${slug}`, slug, detail: '', members: [] },
    exams: [
      {
        name: 'Listening',
        sections: [
          {
            name: 'Part 1',
            media: [],
            groups: [
              {
                from: 1,
                to: 4,
                title: 'Flight enquiry',
                max_words: 3,
                number_allowed: true,
                questions: [
                  { num: 1, keys: ['Thursday 16th'] },
                  { num: 2, keys: ['business'] },
                  { num: 3, keys: ['3200'] },
                  { num: 4, keys: ['taxes (and) surcharges'] },
                ],
              },
              {
                from: 5,
                to: 7,
                type: 'multi',
                questions: [
                  { num: 5, keys: ['B'] },
                  { num: 6, keys: ['D'] },
                  { num: 7, keys: ['E'] },
                ],
              },
              {
                from: 8,
                to: 10,
                max_words: 3,
                questions: [
                  { num: 8, keys: ['(the) full frame'] },
                  { num: 9, keys: ['20,000'] },
                  { num: 10, keys: ['(an) international organisation'] },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

beforeAll(async () => {
  pb = await startTestPocketBase();
  room = importRoom(pb.dataDir, writeImportFile(sampleRoom('examiner-room')));
  await pb.request(`/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { accepting: true },
  });
  qids = await questionIds(pb, room.slug);
});
afterAll(async () => {
  await pb?.stop();
});

describe('a submission scored as an examiner marks', () => {
  it('carries the title and the word limit to the screen, never a key', async () => {
    const res = await guestSearch(pb, room.slug);
    expect(res.status).toBe(200);
    const groups = res.body.room.exams[0]!.sections[0]!.groups;
    expect(groups[0]).toMatchObject({ title: 'Flight enquiry', max_words: 3, number_allowed: true });
    expect(groups[1]).toMatchObject({ type: 'multi', title: null, max_words: null, number_allowed: false });
    expect(slotsOf(res.body.room)).toHaveLength(10);
    expect(JSON.stringify(res.body)).not.toContain('surcharges');
  });

  it('takes numbers with or without commas, either spelling, letters in either order; not over the limit', async () => {
    const guest = await makeGuest(pb);
    const values = [
      'Thursday 16th',
      'Business',
      '3,200', // the key prints 3200
      'taxes and surcharges',
      'E', // 5–7: B D E in any order, the group never told so
      'B',
      'D',
      'the full frame glasses', // four words: over the limit of three
      '20000', // the key prints 20,000
      'an international organization', // the key prints organisation
    ];
    const res = await submit(pb, guest, {
      Room: room.id,
      raw: { answers: qids.map((questionId, i) => ({ questionId, value: values[i]! })) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await pb.request(`/api/collections/submissions/records/${res.body.id}`, {
      token: pb.superuserToken,
    });
    expect(stored.body.raw.all.map((e: { correct: boolean }) => e.correct)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(stored.body.score).toBe(9);
  });
});

describe('a word limit when saving', () => {
  it('refuses a key longer than its group’s limit, at that key, and takes one within it', async () => {
    const teacher = await pb.createUser('examiner-author@answersheet.test');
    const api = libraryApi(pb);
    const doc = (key: string) => ({
      name: 'Limits',
      kind: 'listening',
      bands: null,
      accept_initials: false,
      sections: [
        {
          name: 'Part 1',
          groups: [
            {
              from: 1,
              to: 1,
              max_words: 2,
              either_order: [],
              questions: [{ num: 1, keys: [key] }],
            },
          ],
        },
      ],
    });
    const refused = await api(teacher.token).create(doc('the river bank'));
    expect(refused.status).toBe(400);
    expect(refused.body.data['sections.0.groups.0.questions.0.keys.0']?.code).toBe(
      'validation_over_word_limit',
    );
    const taken = await api(teacher.token).create(doc('(the) river bank'));
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.sections[0]?.groups[0]).toMatchObject({ max_words: 2, number_allowed: false });
  });
});
