import { describe, expect, it } from 'vitest';
import type { ExamDocument } from '@/lib/api-types';
import {
  applyKeys,
  describePath,
  documentFromDraft,
  draftFromDocument,
  formatEitherOrder,
  gridNumbers,
  parseEitherOrder,
  sameDocument,
  setQuestionKeys,
  setQuestionScreen,
  typeChanges,
  splitKeys,
  validateDraft,
} from './exam-draft';
import { parseKeys } from './parse-keys';
import { starterDocument } from './starter';

const saved: ExamDocument = {
  name: 'Listening Test 1',
  kind: 'listening',
  bands: [
    [39, 9],
    [37, 8.5],
  ],
  accept_initials: true,
  sections: [
    {
      id: 's1',
      name: 'Part 1',
      media: ['/api/files/sections/s1/p1.png'],
      audio: null,
      groups: [
        {
          id: 'g1',
          from: 1,
          to: 3,
          either_order: [[2, 3]],
          media: [],
          questions: [
            { id: 'q1', num: 1, keys: ['colour', 'color'] },
            { id: 'q2', num: 2, keys: ['B'] },
          ],
        },
      ],
    },
  ],
};

describe('either-order text', () => {
  it('reads ranges and &-sets separated by commas', () => {
    expect(parseEitherOrder('21-22, 25&27; 31 – 33')).toEqual({
      sets: [
        [21, 22],
        [25, 27],
        [31, 32, 33],
      ],
    });
    expect(parseEitherOrder('  ')).toEqual({ sets: [] });
  });

  it('names what it cannot read', () => {
    expect(parseEitherOrder('21-22, 25')).toEqual({ error: '“25” is not a set like 21-22 or 21&23.' });
    expect(parseEitherOrder('22-21')).toEqual({
      error: '“22-21” must run from a smaller number to a larger one.',
    });
  });

  it('writes sets back as they are read', () => {
    const text = formatEitherOrder([
      [22, 21],
      [25, 27],
    ]);
    expect(text).toBe('21-22, 25&27');
    expect(parseEitherOrder(text)).toEqual({
      sets: [
        [21, 22],
        [25, 27],
      ],
    });
  });
});

describe('document ↔ working copy', () => {
  it('round-trips a saved document with its ids and without its files', () => {
    const draft = draftFromDocument(saved);
    expect(draft.sections[0]!.groups[0]!.questions[0]!.keys).toBe('colour / color');
    expect(draft.sections[0]!.groups[0]!.eitherOrder).toBe('2-3');
    expect(documentFromDraft(draft)).toEqual({
      name: 'Listening Test 1',
      kind: 'listening',
      bands: [
        [39, 9],
        [37, 8.5],
      ],
      accept_initials: true,
      sections: [
        {
          id: 's1',
          name: 'Part 1',
          groups: [
            {
              id: 'g1',
              from: 1,
              to: 3,
              either_order: [[2, 3]],
              // No minimum words: the document says so, as the server's does.
              min_words: null,
              questions: [
                { id: 'q1', num: 1, keys: ['colour', 'color'] },
                { id: 'q2', num: 2, keys: ['B'] },
              ],
            },
          ],
        },
      ],
    });
  });

  it('splits answers on a spaced slash only', () => {
    expect(splitKeys(' colour /  color / ')).toEqual(['colour', 'color']);
    expect(splitKeys('1/2')).toEqual(['1/2']);
  });

  it('an emptied box removes the question and typing again brings its id back', () => {
    const group = draftFromDocument(saved).sections[0]!.groups[0]!;
    const emptied = setQuestionKeys(group, 2, '  ');
    expect(emptied.questions.map((q) => q.num)).toEqual([1]);
    const again = setQuestionKeys(emptied, 2, 'C');
    expect(again.questions.find((q) => q.num === 2)).toEqual({ id: 'q2', num: 2, keys: 'C' });
    expect(setQuestionKeys(group, 3, 'D').questions.find((q) => q.num === 3)).toEqual({ num: 3, keys: 'D' });
  });

  it('tells a changed document from the same one typed with other spacing', () => {
    const draft = draftFromDocument(saved);
    const spaced = structuredClone(draft);
    spaced.sections[0]!.groups[0]!.questions[0]!.keys = 'colour  /  color';
    expect(sameDocument(draft, spaced)).toBe(true);
    spaced.sections[0]!.groups[0]!.questions[0]!.keys = 'colour';
    expect(sameDocument(draft, spaced)).toBe(false);
  });

  it('shows a range in the grid and any question outside it', () => {
    const group = { ...draftFromDocument(saved).sections[0]!.groups[0]!, to: '1' };
    expect(gridNumbers(group)).toEqual([1, 2]);
  });
});

describe('validateDraft', () => {
  it('passes a valid document and every starter', () => {
    expect(validateDraft(draftFromDocument(saved))).toEqual({});
    for (const kind of ['listening', 'academic_reading', 'general_reading', 'other'] as const) {
      expect(validateDraft(draftFromDocument(starterDocument('New', kind)))).toEqual({});
    }
  });

  it('names each problem by its document path, in words a teacher reads', () => {
    const draft = draftFromDocument(saved);
    draft.name = ' ';
    draft.bands![1]!.score = '';
    const group = draft.sections[0]!.groups[0]!;
    group.to = '0';
    group.eitherOrder = '2-3, x';
    const problems = validateDraft(draft);
    expect(problems).toMatchObject({
      name: 'Cannot be blank.',
      'bands.1.0': 'A score is a whole number from 0 to 1000.',
      'sections.0.groups.0.to': 'Must be between 1 and 1000.',
      'sections.0.groups.0.either_order': '“x” is not a set like 21-22 or 21&23.',
    });
    expect(describePath(draft, 'sections.0.groups.0.to')).toBe('Part 1, questions 1–0, to');
  });

  it('holds questions to their group and groups apart', () => {
    const draft = draftFromDocument(saved);
    draft.sections[0]!.groups[0]!.to = '1';
    draft.sections.push({ ...draft.sections[0]!, id: undefined, key: 'b', name: 'Part 2' });
    draft.sections[1]!.groups = [{ ...draft.sections[0]!.groups[0]!, id: undefined, questions: [] }];
    const problems = validateDraft(draft);
    expect(problems['sections.0.groups.0.questions.1.num']).toBe('Must be within 1–1.');
    expect(problems['sections.1.groups.0']).toBe('Question 1 is already covered by section 1, group 1.');
    expect(describePath(draft, 'sections.0.groups.0.questions.1.num')).toBe(
      'Part 1, questions 1–1, question 2',
    );
  });
});

describe('applyKeys', () => {
  it('fills the questions of the matching groups and replaces overlapping either-order sets', () => {
    const draft = draftFromDocument(starterDocument('New', 'listening'));
    const parsed = parseKeys('1 library\n2 colour / color\n21-22 B, D in either order');
    const next = applyKeys(draft, parsed.entries, parsed.eitherOrder);
    expect(next.sections[0]!.groups[0]!.questions).toEqual([
      { num: 1, keys: 'library' },
      { num: 2, keys: 'colour / color' },
    ]);
    expect(next.sections[2]!.groups[0]!.eitherOrder).toBe('21-22');
    expect(next.sections[2]!.groups[0]!.questions.map((q) => q.num)).toEqual([21, 22]);

    const withSet = { ...next };
    withSet.sections[2]!.groups[0]!.eitherOrder = '22-23, 27-28';
    const again = applyKeys(withSet, [], [[21, 22]]);
    expect(again.sections[2]!.groups[0]!.eitherOrder).toBe('27-28, 21-22');
  });

  it('keeps the ids of questions whose answers it replaces', () => {
    const next = applyKeys(draftFromDocument(saved), [{ num: 1, keys: ['colour'] }], []);
    expect(documentFromDraft(next).sections[0]!.groups[0]!.questions[0]).toEqual({
      id: 'q1',
      num: 1,
      keys: ['colour'],
    });
  });
});

describe('the content of the test on computer in the working copy', () => {
  /** A saved reading exam with every field of the test on computer. */
  const onScreen: ExamDocument = {
    name: 'Reading 1',
    kind: 'academic_reading',
    bands: null,
    accept_initials: false,
    sections: [
      {
        id: 's1',
        name: 'Passage 1',
        passage: '# Bees\n\nBees **dance**.',
        media: [],
        audio: null,
        groups: [
          {
            id: 'g1',
            from: 1,
            to: 2,
            either_order: [],
            type: 'gap',
            instructions: 'Write ONE WORD ONLY.',
            options: null,
            content: 'Bees [[1]] and [[2]].',
            min_words: null,
            media: [],
            questions: [
              { id: 'q1', num: 1, keys: ['dance'], prompt: null, options: null },
              { id: 'q2', num: 2, keys: ['sing'], prompt: null, options: null },
            ],
          },
          {
            id: 'g2',
            from: 3,
            to: 3,
            either_order: [],
            type: 'choice',
            instructions: null,
            options: null,
            content: null,
            min_words: null,
            media: [],
            questions: [
              {
                id: 'q3',
                num: 3,
                keys: ['B'],
                prompt: 'Why do bees dance?',
                options: [
                  { letter: 'A', text: 'to rest' },
                  { letter: 'B', text: 'to talk' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  const withoutFiles = (doc: ExamDocument) => ({
    ...doc,
    sections: doc.sections.map(({ media: _m, audio: _a, ...section }) => ({
      ...section,
      groups: section.groups.map(({ media: _gm, ...group }) => group),
    })),
  });

  it('saves it back unchanged, through an edit of the keys too', () => {
    const draft = draftFromDocument(onScreen);
    expect(documentFromDraft(draft)).toEqual(withoutFiles(onScreen));
    expect(validateDraft(draft)).toEqual({});
    const group = draft.sections[0]!.groups[1]!;
    const edited = setQuestionKeys(group, 3, 'B / b');
    const saved = documentFromDraft({
      ...draft,
      sections: [{ ...draft.sections[0]!, groups: [draft.sections[0]!.groups[0]!, edited] }],
    });
    expect(saved.sections[0]!.passage).toBe('# Bees\n\nBees **dance**.');
    expect(saved.sections[0]!.groups[1]).toMatchObject({ type: 'choice', instructions: null });
    expect(saved.sections[0]!.groups[1]!.questions[0]).toEqual({
      ...onScreen.sections[0]!.groups[1]!.questions[0]!,
      keys: ['B', 'b'],
    });
  });

  it('names a gap outside its group by its path, as the server does', () => {
    const doc = structuredClone(onScreen);
    doc.sections[0]!.groups[0]!.content = 'Bees [[1]] and [[3]].';
    expect(validateDraft(draftFromDocument(doc))).toEqual({
      'sections.0.groups.0.content': 'The gap [[3]] is not a question of this group (1–2).',
    });
    const draft = draftFromDocument(doc);
    expect(describePath(draft, 'sections.0.groups.0.content')).toBe(
      'Passage 1, questions 1–2, notes, summary or table',
    );
    expect(describePath(draft, 'sections.0.passage')).toBe('Passage 1, passage');
    expect(describePath(draft, 'sections.0.groups.1.options.2.letter')).toBe(
      'Passage 1, questions 3–3, options',
    );
  });

  it('gives a group the type its pasted keys infer', () => {
    const draft = draftFromDocument(starterDocument('New', 'academic_reading'));
    const ranges = draft.sections.flatMap((s) => s.groups.map((g) => `${g.from}-${g.to}`));
    expect(ranges[0]).toBe('1-13');
    const parsed = parseKeys('1 TRUE 2 NOTGIVEN 3 FALSE');
    const next = applyKeys(draft, parsed.entries, parsed.eitherOrder);
    expect(next.sections[0]!.groups[0]!.screen.type).toBe('tfng');
    expect(documentFromDraft(next).sections[0]!.groups[0]!.type).toBe('tfng');
    // A group no key reached keeps its type (none: the server's `gap`).
    expect(next.sections[1]!.groups[0]!.screen.type).toBeUndefined();
  });

  it('infers choice, multi where one either-order set covers the group, and keeps a match group', () => {
    const doc = structuredClone(onScreen);
    doc.sections[0]!.groups[0]!.type = 'gap';
    const draft = draftFromDocument(doc);
    const pair = parseKeys('1-2 B, D in either order\n3 A');
    const next = applyKeys(draft, pair.entries, pair.eitherOrder);
    expect(next.sections[0]!.groups.map((g) => g.screen.type)).toEqual(['multi', 'choice']);
    expect(typeChanges(draft, next)).toEqual([{ from: '1', to: '2', type: 'multi' }]);

    doc.sections[0]!.groups[1]!.type = 'match';
    const match = applyKeys(draftFromDocument(doc), [{ num: 3, keys: ['C'] }], []);
    expect(match.sections[0]!.groups[1]!.screen.type).toBe('match');
    const words = applyKeys(draftFromDocument(doc), [{ num: 3, keys: ['library'] }], []);
    expect(words.sections[0]!.groups[1]!.screen.type).toBe('gap');
  });

  it('a stem typed before its answer makes the question, which then needs an answer; emptied, it goes', () => {
    const draft = draftFromDocument(onScreen);
    const group = { ...draft.sections[0]!.groups[1]!, to: '4' };
    const free = 4;
    const prompted = setQuestionScreen(group, free, { prompt: 'Where do bees live?' });
    const question = prompted.questions.find((q) => q.num === free)!;
    expect(question).toMatchObject({ keys: '', screen: { prompt: 'Where do bees live?' } });
    const next = {
      ...draft,
      sections: [{ ...draft.sections[0]!, groups: [draft.sections[0]!.groups[0]!, prompted] }],
    };
    const at = prompted.questions.indexOf(question);
    expect(validateDraft(next)[`sections.0.groups.1.questions.${at}.keys`]).toBe(
      'Needs at least one accepted answer.',
    );
    // Its answer emptied keeps it (the stem stays); the stem emptied too removes it.
    const answered = setQuestionKeys(prompted, free, 'A');
    expect(setQuestionKeys(answered, free, '').questions.some((q) => q.num === free)).toBe(true);
    expect(setQuestionScreen(prompted, free, { prompt: null }).questions.some((q) => q.num === free)).toBe(
      false,
    );
  });
});
