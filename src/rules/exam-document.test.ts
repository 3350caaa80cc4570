// An exam document (docs/architecture.md, "Authoring"): the import format's exam entry with the editor's size
// limits, problems named by path, as the server, the importer and the editor all check it.
import { describe, expect, it } from 'vitest';
import { BAND_RULES, validateExamDocument } from './exam-document';
import * as rules from './limits';

const group = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  from,
  to,
  either_order: [],
  questions: Array.from({ length: to - from + 1 }, (_, i) => ({ num: from + i, keys: [`k${from + i}`] })),
  ...extra,
});
const exam = (sections: unknown[], extra: Record<string, unknown> = {}) => ({
  name: 'Listening test 1',
  kind: 'listening',
  bands: null,
  accept_initials: false,
  sections,
  ...extra,
});
const good = () =>
  exam([
    { name: 'Part 1', groups: [group(1, 5), group(6, 10)] },
    { name: 'Part 2', groups: [group(11, 20)] },
  ]);
const pathsOf = (doc: unknown) => validateExamDocument(doc).errors.map((e) => e.path);

describe('validateExamDocument', () => {
  it('takes a good document, trimmed, with defaults and null ids', () => {
    const doc = exam(
      [{ name: ' Part 1 ', groups: [{ from: 1, to: 2, questions: [{ num: 1, keys: [' TRUE '] }] }] }],
      {
        kind: undefined,
        bands: undefined,
        accept_initials: undefined,
        usage: { rooms: [], submissions: 3 },
      },
    );
    const { value: checked, errors } = validateExamDocument(doc);
    const value = checked!;
    expect(errors).toEqual([]);
    expect(value).toEqual({
      name: 'Listening test 1',
      kind: 'other',
      bands: null,
      accept_initials: false,
      sections: [
        {
          id: null,
          name: 'Part 1',
          passage: null,
          groups: [
            {
              id: null,
              from: 1,
              to: 2,
              either_order: [],
              type: 'gap',
              instructions: null,
              options: null,
              content: null,
              min_words: null,
              title: null,
              max_words: null,
              number_allowed: false,
              questions: [{ id: null, num: 1, keys: ['TRUE'], prompt: null, options: null }],
            },
          ],
        },
      ],
    });
  });

  it('keeps ids, sets, bands and accept_initials', () => {
    const doc = exam(
      [
        {
          id: 'sectionaaaaaaaa',
          name: 'P',
          groups: [group(21, 23, { id: 'groupaaaaaaaaaa', either_order: [[21, 22]] })],
        },
      ],
      {
        bands: [
          [30, 7],
          [20, 5.5],
        ],
        accept_initials: true,
      },
    );
    (doc.sections[0] as any).groups[0].questions[0].id = 'questionaaaaaaa';
    const { value: checked, errors } = validateExamDocument(doc);
    const value = checked!;
    expect(errors).toEqual([]);
    expect(value.bands).toEqual([
      [30, 7],
      [20, 5.5],
    ]);
    expect(value.accept_initials).toBe(true);
    expect(value.sections[0]!.id).toBe('sectionaaaaaaaa');
    expect(value.sections[0]!.groups[0]!).toMatchObject({ id: 'groupaaaaaaaaaa', either_order: [[21, 22]] });
    expect(value.sections[0]!.groups[0]!.questions[0]!.id).toBe('questionaaaaaaa');
  });

  it('names the path of each problem', () => {
    expect(
      pathsOf(
        exam([
          { name: 'A', groups: [group(1, 5)] },
          { name: 'B', groups: [group(5, 8)] },
        ]),
      ),
    ).toEqual(['sections.1.groups.0']);
    const twice = good();
    (twice.sections[0] as any).groups[0].questions[1].num = 1;
    expect(pathsOf(twice)).toEqual(['sections.0.groups.0.questions.1.num']);
    expect(pathsOf(exam([{ name: 'A', groups: [group(1, 5), { from: 9, to: 6, questions: [] }] }]))).toEqual([
      'sections.0.groups.1.to',
    ]);
    expect(pathsOf(exam([{ name: 'A', groups: [group(1, 2, { either_order: [[1, 3]] })] }]))).toEqual([
      'sections.0.groups.0.either_order.0.1',
    ]);
    expect(
      pathsOf(
        exam([
          {
            name: 'A',
            groups: [
              group(1, 4, {
                either_order: [
                  [1, 2],
                  [2, 3],
                ],
              }),
            ],
          },
        ]),
      ),
    ).toEqual(['sections.0.groups.0.either_order.1.0']);
    expect(pathsOf(exam([{ name: '', groups: [] }]))).toEqual(['sections.0.name', 'sections.0.groups']);
    expect(pathsOf(exam([], { name: 'x'.repeat(201), kind: 'speaking', accept_initials: 'yes' }))).toEqual([
      'name',
      'kind',
      'accept_initials',
      'sections',
    ]);
    expect(
      pathsOf(
        exam([{ name: 'A', groups: [group(1, 1)] }], {
          bands: [
            [20, 5],
            [30, 7],
          ],
        }),
      ),
    ).toEqual(['bands.1.0']);
  });

  it('names the band table cell at fault, in the words the editor shows under it', () => {
    const problems = (bands: unknown) =>
      validateExamDocument(exam([{ name: 'A', groups: [group(1, 1)] }], { bands })).errors.map(
        ({ path, message }) => [path, message],
      );
    expect(problems([[30, 7], [20.5, 10], [25, 5], 'x'])).toEqual([
      ['bands.1.0', BAND_RULES.score],
      ['bands.1.1', BAND_RULES.band],
      ['bands.3', BAND_RULES.row],
    ]);
    expect(
      problems([
        [30, 7],
        [40, 6],
      ]),
    ).toEqual([['bands.1.0', BAND_RULES.order]]);
    expect(problems([])).toEqual([['bands', BAND_RULES.rows]]);
    expect(problems('high')).toEqual([['bands', BAND_RULES.list]]);
  });

  it('refuses a key of 10 KB and a question without keys', () => {
    const doc = good();
    (doc.sections[0] as any).groups[0].questions[2].keys = ['x'.repeat(10 * 1024)];
    (doc.sections[0] as any).groups[0].questions[3].keys = [];
    const { errors } = validateExamDocument(doc);
    expect(errors.map((e) => e.path)).toEqual([
      'sections.0.groups.0.questions.2.keys.0',
      'sections.0.groups.0.questions.3.keys',
    ]);
    expect(errors[0]!.message).toBe(`Must be at most ${rules.KEY_MAX} characters.`);
  });

  it('refuses 10,000 questions at once, by the limit, without looking at each', () => {
    const doc = exam([
      {
        name: 'A',
        groups: [
          {
            from: 1,
            to: 1000,
            questions: Array.from({ length: 10000 }, (_, i) => ({ num: i + 1, keys: ['a'] })),
          },
        ],
      },
    ]);
    const { errors } = validateExamDocument(doc);
    expect(errors).toEqual([
      {
        path: 'sections.0.groups.0.questions',
        code: 'validation_too_many',
        message: `At most ${rules.EXAM_MAX_QUESTIONS} questions.`,
      },
    ]);
  });

  it('holds the exam, its sections, groups and keys to the editor limits', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `S${i}`, groups: [group(i * 5 + 1, i * 5 + 5)] }));
    expect(pathsOf(exam(many(rules.EXAM_MAX_SECTIONS)))).toEqual([]);
    expect(pathsOf(exam(many(rules.EXAM_MAX_SECTIONS + 1)))).toEqual(['sections']);
    const groups = Array.from({ length: rules.EXAM_MAX_GROUPS + 1 }, (_, i) => ({ from: i + 1, to: i + 1 }));
    expect(pathsOf(exam([{ name: 'A', groups }]))).toEqual(['sections.0.groups']);
    // 201 questions over several groups: the exam's count
    const spread = Array.from({ length: 5 }, (_, i) => ({
      name: `S${i}`,
      groups: [group(i * 41 + 1, i * 41 + 41)],
    }));
    expect(validateExamDocument(exam(spread)).errors).toEqual([
      expect.objectContaining({ path: 'sections', code: 'validation_too_many' }),
    ]);
    const keys = good();
    (keys.sections[0] as any).groups[0].questions[0].keys = Array.from(
      { length: rules.EXAM_MAX_KEYS + 1 },
      (_, i) => `k${i}`,
    );
    expect(pathsOf(keys)).toEqual(['sections.0.groups.0.questions.0.keys']);
  });

  it('refuses ids that are not record ids, and an id twice', () => {
    const doc = good();
    (doc.sections[0] as any).id = 'abc';
    (doc.sections[1] as any).id = 'groupaaaaaaaaaa';
    (doc.sections[1] as any).groups[0].id = 'groupaaaaaaaaaa';
    expect(pathsOf(doc)).toEqual(['sections.0.id', 'sections.1.groups.0.id']);
  });

  it('keeps the content of the test on computer, trimmed, blank as null', () => {
    const doc = exam([
      {
        name: 'Passage 1',
        passage: '  # Bees\n\nBees **dance**.\n',
        groups: [
          group(1, 3, {
            type: 'tfng',
            instructions: ' Write TRUE, FALSE or NOT GIVEN. ',
            content: 'Bees [[1]], [[ 2 ]] and [[3]].',
            options: [],
          }),
          group(4, 4, {
            type: 'choice',
            questions: [
              {
                num: 4,
                keys: ['B'],
                prompt: ' Why do bees dance? ',
                options: [
                  { letter: 'A', text: 'to eat' },
                  { letter: 'B', text: ' to talk ' },
                ],
              },
            ],
          }),
          group(5, 5, { type: 'essay', min_words: 250, questions: [{ num: 5, keys: [] }] }),
        ],
      },
    ]);
    const { value: checked, errors } = validateExamDocument(doc);
    const value = checked!;
    expect(errors).toEqual([]);
    const [tfng, choice, essay] = value.sections[0]!.groups;
    expect(value.sections[0]!.passage).toBe('# Bees\n\nBees **dance**.');
    expect(tfng).toMatchObject({
      type: 'tfng',
      instructions: 'Write TRUE, FALSE or NOT GIVEN.',
      content: 'Bees [[1]], [[ 2 ]] and [[3]].',
      options: null,
      min_words: null,
    });
    expect(choice!.questions[0]).toMatchObject({
      prompt: 'Why do bees dance?',
      options: [
        { letter: 'A', text: 'to eat' },
        { letter: 'B', text: 'to talk' },
      ],
    });
    expect(essay).toMatchObject({ type: 'essay', min_words: 250, questions: [{ num: 5, keys: [] }] });
  });

  it('names the path of each problem of the test on computer', () => {
    const letters = Array.from({ length: 27 }, (_, i) => ({ letter: `L${i}`, text: 'x' }));
    const doc = exam([
      {
        name: 'A',
        passage: 'p'.repeat(60001),
        groups: [
          group(1, 2, { type: 'dropdown' }),
          group(3, 4, { options: letters }),
          group(5, 6, { content: 'The [[5]] and the [[7]].' }),
          group(7, 8, { instructions: 'i'.repeat(1001), content: 'c'.repeat(10001) }),
          group(9, 10, { content: '[[9]] then [[9]]', min_words: 2.5 }),
          group(11, 11, {
            questions: [
              {
                num: 11,
                keys: ['A'],
                prompt: 'q'.repeat(1001),
                options: [
                  { letter: 'A', text: 'one' },
                  { letter: 'a', text: 'two' },
                  { letter: 'A B', text: 'three' },
                  { letter: 'C', text: ' ' },
                ],
              },
            ],
          }),
          group(12, 12, { type: 'gap', questions: [{ num: 12, keys: [] }] }),
        ],
      },
    ]);
    expect(pathsOf(doc)).toEqual([
      'sections.0.passage',
      'sections.0.groups.0.type',
      'sections.0.groups.1.options',
      'sections.0.groups.2.content',
      'sections.0.groups.3.instructions',
      'sections.0.groups.3.content',
      'sections.0.groups.4.min_words',
      'sections.0.groups.4.content',
      'sections.0.groups.5.questions.0.prompt',
      'sections.0.groups.5.questions.0.options.1.letter',
      'sections.0.groups.5.questions.0.options.2.letter',
      'sections.0.groups.5.questions.0.options.3.text',
      'sections.0.groups.6.questions.0.keys',
    ]);
    const gap = validateExamDocument(doc).errors.find((e) => e.path === 'sections.0.groups.2.content');
    expect(gap!.message).toBe('The gap [[7]] is not a question of this group (5–6).');
  });

  it('keeps a title and a word limit, and names a key longer than its limit at that key', () => {
    // The key is counted without its optional words: "(the) river bank" is two words.
    const ok = validateExamDocument(
      exam([
        {
          name: 'A',
          groups: [
            group(1, 2, {
              title: ' Helpful things volunteers might offer ',
              max_words: 2,
              number_allowed: true,
              questions: [
                { num: 1, keys: ['(the) river bank'] },
                { num: 2, keys: ['15 Bank Road'] },
              ],
            }),
          ],
        },
      ]),
    );
    expect(ok.errors).toEqual([]);
    expect(ok.value!.sections[0]!.groups[0]).toMatchObject({
      title: 'Helpful things volunteers might offer',
      max_words: 2,
      number_allowed: true,
    });
    const { errors } = validateExamDocument(
      exam([
        {
          name: 'A',
          groups: [
            group(1, 2, {
              max_words: 2,
              questions: [
                { num: 1, keys: ['river bank'] },
                { num: 2, keys: ['bank', '15 Bank Road'] },
              ],
            }),
          ],
        },
      ]),
    );
    expect(errors).toEqual([
      {
        path: 'sections.0.groups.0.questions.1.keys.1',
        code: 'validation_over_word_limit',
        message: "Longer than the group's word limit (NO MORE THAN TWO WORDS).",
      },
    ]);
  });
});

describe('a Writing exam', () => {
  const task = (num: number, min_words?: number) => ({
    name: `Task ${num}`,
    groups: [{ from: num, to: num, type: 'essay', min_words, questions: [{ num, keys: [] }] }],
  });

  it('takes two essay tasks, each 150 and 250 words unless given', () => {
    const { value: checked, errors } = validateExamDocument(
      exam([task(1), task(2)], { kind: 'academic_writing' }),
    );
    const value = checked!;
    expect(errors).toEqual([]);
    const groups = (value as { sections: { groups: { min_words: number }[] }[] }).sections.map(
      (s) => s.groups[0],
    );
    expect(groups.map((g) => g!.min_words)).toEqual([150, 250]);
    const own = validateExamDocument(exam([task(1, 100), task(2)], { kind: 'general_writing' })).value as {
      sections: { groups: { min_words: number }[] }[];
    };
    expect(own.sections[0]!.groups[0]!.min_words).toBe(100);
  });

  it('names what is wrong with its shape by path', () => {
    const keyed = task(2);
    keyed.groups[0]!.questions[0]!.keys = ['x'] as never[];
    expect(pathsOf(exam([task(1), keyed], { kind: 'academic_writing' }))).toEqual([
      'sections.1.groups.0.questions.0.keys',
    ]);
    expect(pathsOf(exam([task(1)], { kind: 'academic_writing' }))).toEqual(['sections']);
  });
});

// The rule with two copies held equal: each of these exams is refused by the editor's validator and by the
// import schema (wrapped in a room), and the good ones are taken by both.
describe('exams refused and exams taken', () => {
  const bad: [string, unknown][] = [
    [
      'overlapping groups',
      exam([
        { name: 'A', groups: [group(1, 5)] },
        { name: 'B', groups: [group(4, 8)] },
      ]),
    ],
    [
      'a number twice',
      exam([
        {
          name: 'A',
          groups: [
            group(1, 3, {
              questions: [
                { num: 1, keys: ['a'] },
                { num: 1, keys: ['b'] },
              ],
            }),
          ],
        },
      ]),
    ],
    [
      'a number outside its group',
      exam([{ name: 'A', groups: [group(1, 3, { questions: [{ num: 4, keys: ['a'] }] })] }]),
    ],
    ['from above to', exam([{ name: 'A', groups: [{ from: 5, to: 4, questions: [] }] }])],
    ['number 0', exam([{ name: 'A', groups: [{ from: 0, to: 4 }] }])],
    ['number 1001', exam([{ name: 'A', groups: [{ from: 1, to: 1001 }] }])],
    ['a fractional number', exam([{ name: 'A', groups: [{ from: 1.5, to: 4 }] }])],
    ['a blank key', exam([{ name: 'A', groups: [group(1, 1, { questions: [{ num: 1, keys: ['  '] }] })] }])],
    [
      'a key of 201 characters',
      exam([{ name: 'A', groups: [group(1, 1, { questions: [{ num: 1, keys: ['k'.repeat(201)] }] })] }]),
    ],
    [
      'a question without keys',
      exam([{ name: 'A', groups: [group(1, 1, { questions: [{ num: 1, keys: [] }] })] }]),
    ],
    [
      'a key longer than its word limit',
      exam([
        {
          name: 'A',
          groups: [group(1, 1, { max_words: 2, questions: [{ num: 1, keys: ['the river bank'] }] })],
        },
      ]),
    ],
    ['a word limit of 6', exam([{ name: 'A', groups: [group(1, 1, { max_words: 6 })] }])],
    ['a word limit of 0', exam([{ name: 'A', groups: [group(1, 1, { max_words: 0 })] }])],
    ['number_allowed as text', exam([{ name: 'A', groups: [group(1, 1, { number_allowed: 'yes' })] }])],
    ['a title of 201 characters', exam([{ name: 'A', groups: [group(1, 1, { title: 't'.repeat(201) })] }])],
    [
      'a key that is not text',
      exam([{ name: 'A', groups: [group(1, 1, { questions: [{ num: 1, keys: [7] }] })] }]),
    ],
    ['no sections', exam([])],
    ['a section without groups', exam([{ name: 'A', groups: [] }])],
    ['a blank section name', exam([{ name: '', groups: [group(1, 1)] }])],
    ['a blank exam name', exam([{ name: 'A', groups: [group(1, 1)] }], { name: ' ' })],
    [
      'an exam name of 201 characters',
      exam([{ name: 'A', groups: [group(1, 1)] }], { name: 'n'.repeat(201) }),
    ],
    ['an unknown kind', exam([{ name: 'A', groups: [group(1, 1)] }], { kind: 'speaking' })],
    ['a set of one', exam([{ name: 'A', groups: [group(1, 3, { either_order: [[1]] })] }])],
    [
      'a number in two sets',
      exam([
        {
          name: 'A',
          groups: [
            group(1, 4, {
              either_order: [
                [1, 2],
                [2, 3],
              ],
            }),
          ],
        },
      ]),
    ],
    ['a set outside its group', exam([{ name: 'A', groups: [group(1, 3, { either_order: [[3, 4]] })] }])],
    [
      'bands not highest first',
      exam([{ name: 'A', groups: [group(1, 1)] }], {
        bands: [
          [10, 5],
          [20, 6],
        ],
      }),
    ],
    ['a group type the screen has not', exam([{ name: 'A', groups: [group(1, 1, { type: 'dropdown' })] }])],
    ['a gap outside its group', exam([{ name: 'A', groups: [group(1, 2, { content: 'a [[3]] b' })] }])],
    ['a gap twice', exam([{ name: 'A', groups: [group(1, 2, { content: '[[1]] [[1]]' })] }])],
    [
      '27 options',
      exam([
        {
          name: 'A',
          groups: [
            group(1, 1, {
              options: Array.from({ length: 27 }, (_, i) => ({ letter: `L${i}`, text: 'x' })),
            }),
          ],
        },
      ]),
    ],
    [
      'a letter twice',
      exam([
        {
          name: 'A',
          groups: [
            group(1, 1, {
              options: [
                { letter: 'A', text: 'x' },
                { letter: 'a', text: 'y' },
              ],
            }),
          ],
        },
      ]),
    ],
    ['a passage over 60,000', exam([{ name: 'A', passage: 'p'.repeat(60001), groups: [group(1, 1)] }])],
    [
      'instructions over 1,000',
      exam([{ name: 'A', groups: [group(1, 1, { instructions: 'i'.repeat(1001) })] }]),
    ],
    ['content over 10,000', exam([{ name: 'A', groups: [group(1, 1, { content: 'c'.repeat(10001) })] }])],
    [
      'a prompt over 1,000',
      exam([
        {
          name: 'A',
          groups: [group(1, 1, { questions: [{ num: 1, keys: ['a'], prompt: 'q'.repeat(1001) }] })],
        },
      ]),
    ],
    ['min_words not whole', exam([{ name: 'A', groups: [group(1, 1, { type: 'essay', min_words: 1.5 })] }])],
    ['an empty band table', exam([{ name: 'A', groups: [group(1, 1)] }], { bands: [] })],
    ['a band above 9', exam([{ name: 'A', groups: [group(1, 1)] }], { bands: [[30, 9.5]] })],
    [
      'accept_initials not a boolean',
      exam([{ name: 'A', groups: [group(1, 1)] }], { accept_initials: 'yes' }),
    ],
  ];
  const task = (num: number, extra: Record<string, unknown> = {}) => ({
    name: `Task ${num}`,
    passage: 'Write about the chart.',
    groups: [group(num, num, { type: 'essay', questions: [{ num, keys: [] }], ...extra })],
  });
  const writing = (sections: unknown[]) => exam(sections, { kind: 'academic_writing', name: 'Writing 1' });
  bad.push(
    ['a Writing exam of one task', writing([task(1)])],
    ['a Writing task that is not an essay', writing([task(1), task(2, { type: 'gap' })])],
    ['a Writing task numbered 3', writing([task(1), { ...task(3), name: 'Task 2' }])],
    ['a Writing task with a key', writing([task(1), task(2, { questions: [{ num: 2, keys: ['x'] }] })])],
    ['a Writing task of −1 words', writing([task(1, { min_words: -1 }), task(2)])],
    ['a Writing task of 10,001 words', writing([task(1), task(2, { min_words: 10001 })])],
    ['a Writing task of "150" words', writing([task(1, { min_words: '150' }), task(2)])],
    [
      'a Writing task of two groups',
      writing([task(1), { ...task(2), groups: [...task(2).groups, group(3, 3)] }]),
    ],
  );
  const goodOnes: [string, unknown][] = [
    ['an Academic Writing exam', writing([task(1), task(2)])],
    [
      'a General Training Writing exam with its own minimum words',
      exam([task(1, { min_words: 120 }), task(2)], { kind: 'general_writing' }),
    ],
    [
      'a Writing exam of 0 and 10,000 words',
      writing([task(1, { min_words: 0 }), task(2, { min_words: 10000 })]),
    ],
    ['two sections', good()],
    [
      'sets, bands and initials',
      exam([{ name: 'A', groups: [group(21, 23, { either_order: [[21, 22]] })] }], {
        bands: [
          [30, 7],
          [20, 5.5],
        ],
        accept_initials: true,
      }),
    ],
    [
      'the content of the test on computer',
      exam([
        {
          name: 'A',
          passage: 'Bees **dance**.',
          groups: [
            group(1, 2, {
              type: 'multi',
              instructions: 'Choose TWO letters.',
              options: [
                { letter: 'A', text: 'x' },
                { letter: 'B', text: 'y' },
              ],
              either_order: [[1, 2]],
            }),
            group(3, 4, { content: 'a [[3]] b [[4]]', type: 'gap' }),
            group(5, 5, {
              type: 'choice',
              questions: [{ num: 5, keys: ['A'], prompt: 'Why?', options: [{ letter: 'A', text: 'x' }] }],
            }),
            group(6, 6, { type: 'essay', min_words: 250, questions: [{ num: 6, keys: [] }] }),
            group(7, 7, { type: null, instructions: null, options: null, content: null, min_words: null }),
          ],
        },
      ]),
    ],
    [
      'a group with unbound boxes',
      exam([{ name: 'A', groups: [{ from: 1, to: 4, questions: [{ num: 2, keys: ['b'] }] }] }]),
    ],
  ];
  it.each(bad)('refuses %s', (_name, entry) => {
    expect(validateExamDocument(entry).errors).not.toEqual([]);
  });

  it.each(goodOnes)('takes %s', (_name, entry) => {
    expect(validateExamDocument(entry).errors).toEqual([]);
  });
});
