// Scoring (docs/architecture.md, "Scoring"): the normal form, optional words in parentheses, alternative keys, blank answers,
// and the stored raw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsedScore, scoring as C, sheet as S } from './testing';

describe('normalize', () => {
  it.each([
    ['  The   Library ', 'the library'],
    ['\tA\nB\r\nC', 'a b c'],
    ['a\u00a0\u2003\u3000b', 'a b'], // no-break, em and ideographic spaces
    ['ÉCOLE', 'école'],
    ['İstanbul'.normalize('NFC'), 'i̇stanbul'.normalize('NFC')],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(C.normalize(input)).toBe(expected);
  });

  it('makes composed and decomposed accents equal (NFC)', () => {
    expect(C.normalize('Café')).toBe(C.normalize('cafe\u0301'));
    expect(C.normalize('cafe\u0301')).toBe('caf\u00e9');
  });

  it('gives plain ASCII answers (its short path) the same form as the whole normalisation', () => {
    const whole = (value: string) =>
      value
        .normalize('NFC')
        .replace(/[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g, ' ')
        .trim()
        .toLowerCase()
        .normalize('NFC');
    const ascii = fc.string({ unit: fc.constantFrom(...' \tAbZ9!~(-)'.split('')), maxLength: 12 });
    fc.assert(fc.property(ascii, (value) => C.normalize(value) === whole(value)));
    for (const value of ['TRUE', 'NOT GIVEN', 'B', 'the library', ' a', 'a ', 'a  b', '~!'])
      expect(C.normalize(value)).toBe(whole(value));
  });

  it('gives "" for anything but a string', () => {
    expect(C.normalize(undefined)).toBe('');
    expect(C.normalize(42)).toBe('');
    expect(C.normalize(null)).toBe('');
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(C.normalize(C.normalize(text))).toBe(C.normalize(text));
      }),
    );
  });
});

describe('keyForms and isCorrect', () => {
  it('accepts "(the) library" as "the library" and "library"', () => {
    expect(C.keyForms('(the) library').sort()).toEqual(['(the) library', 'library', 'the library']);
    expect(C.isCorrect('library', ['(the) library'])).toBe(true);
    expect(C.isCorrect('The  Library', ['(the) library'])).toBe(true);
    expect(C.isCorrect('a library', ['(the) library'])).toBe(false);
    expect(C.isCorrect('the', ['(the) library'])).toBe(false);
  });

  it('expands every optional part independently', () => {
    expect(C.keyForms('(the) (old) library').sort()).toEqual(
      ['(the) (old) library', 'library', 'old library', 'the library', 'the old library'].sort(),
    );
    expect(C.isCorrect('the old library', ['(the) (old) library'])).toBe(true);
    expect(C.isCorrect('old library', ['(the) (old) library'])).toBe(true);
  });

  it('handles optional parts inside and at the end of words', () => {
    expect(C.isCorrect('library', ['librar(y|ies)'])).toBe(false); // "(y|ies)" is one optional text
    expect(C.isCorrect('librar', ['librar(y)'])).toBe(true);
    expect(C.isCorrect('library', ['librar(y)'])).toBe(true);
    expect(C.isCorrect('7 pm', ['7 (pm)'])).toBe(true);
    expect(C.isCorrect('7', ['7 (pm)'])).toBe(true);
  });

  it('never accepts a blank answer, even for a key that is entirely optional', () => {
    expect(C.keyForms('(a)').sort()).toEqual(['(a)', 'a']);
    expect(C.isCorrect('', ['(a)'])).toBe(false);
    expect(C.isCorrect('   ', ['(a)'])).toBe(false);
    expect(C.isCorrect('', [''])).toBe(false);
  });

  it('takes unbalanced or nested parentheses literally where they do not form an optional part', () => {
    expect(C.isCorrect('(the library', ['(the library'])).toBe(true);
    expect(C.isCorrect('the library', ['(the library'])).toBe(false);
    // "((a) b)": the inner "(a)" is optional, the outer parentheses stay.
    expect(C.keyForms('((a) b)').sort()).toEqual(['((a) b)', '( b)', '(a b)'].sort());
  });

  it('caps the number of expanded optional parts', () => {
    const key = Array.from({ length: 12 }, (_, i) => `(w${i})`).join(' ');
    const forms = C.keyForms(key);
    expect(forms.length).toBeLessThanOrEqual(2 ** 8 + 1);
    expect(forms).toContain('w8 w9 w10 w11'); // the first 8 dropped, the rest required
  });

  it('accepts any of the alternative keys', () => {
    expect(C.isCorrect('Color', ['colour', 'color'])).toBe(true);
    expect(C.isCorrect('3', ['3', 'three'])).toBe(true);
    expect(C.isCorrect('THREE', ['3', 'three'])).toBe(true);
    expect(C.isCorrect('tree', ['3', 'three'])).toBe(false);
    expect(C.isCorrect('x', [])).toBe(false);
  });

  it('matches unicode answers in either normal form', () => {
    expect(C.isCorrect('Café', ['cafe\u0301'])).toBe(true);
    expect(C.isCorrect('cafe\u0301', ['CAFÉ'])).toBe(true);
    expect(C.isCorrect('cafe', ['café'])).toBe(false);
  });

  it('accepts every answer that equals a key up to case and spacing (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]+( [a-z0-9]+){0,3}$/),
        fc.constantFrom('', ' ', '  ', '\t'),
        (key, pad) => {
          const answer = `${pad}${key.toUpperCase().split(' ').join(`${pad} `)}${pad}`;
          expect(C.isCorrect(answer, [key])).toBe(true);
        },
      ),
    );
  });
});

describe('scoreSheet', () => {
  const sheet = S.buildSheet({
    room: { id: 'r', name: 'R', slug: 'r', Exams: ['e'] },
    exams: [{ id: 'e', name: 'E', Sections: ['s'] }],
    sections: [{ id: 's', name: 'S', media: [], SectionQuestions: ['g'] }],
    groups: [{ id: 'g', from_question: 1, to_question: 5, Questions: ['q1', 'q2', 'q3', 'q4'], media: [] }],
    questions: [
      { id: 'q1', num: 1 },
      { id: 'q2', num: 2 },
      { id: 'q3', num: 3 },
      { id: 'q4', num: 4 },
    ],
  });
  const keys = new Map([
    ['q1', ['colour', 'color']],
    ['q2', ['3', 'three']],
    ['q3', ['(the) library']],
    ['q4', ['B']],
  ]);

  it('scores the number of correct answers and stores answers, all and correct', () => {
    const answers = [
      { questionId: 'q1', value: ' Color ' },
      { questionId: 'q2', value: 'four' },
      { questionId: 'q3', value: 'library' },
      { questionId: 'q4', value: '' },
    ];
    const { score, raw } = parsedScore(C.scoreSheet(sheet, answers, keys));
    expect(score).toBe(2);
    expect(raw.answers).toEqual(answers);
    expect(raw.all).toEqual([
      { num: 1, questionId: 'q1', answer: ' Color ', keys: ['colour', 'color'], correct: true },
      { num: 2, questionId: 'q2', answer: 'four', keys: ['3', 'three'], correct: false },
      { num: 3, questionId: 'q3', answer: 'library', keys: ['(the) library'], correct: true },
      { num: 4, questionId: 'q4', answer: '', keys: ['B'], correct: false },
      { num: 5, questionId: null, answer: '', keys: [], correct: false },
    ]);
    expect(raw.correct).toEqual(raw.all.filter((entry) => entry.correct));
  });

  it('gives raw.all’s verdicts as one short text, in its order, leaving out a slot with no question', () => {
    const answers = [
      { questionId: 'q1', value: 'colour' },
      { questionId: 'q3', value: 'the library' },
      { questionId: 'q4', value: 'c' },
    ];
    expect(C.scoreSheet(sheet, answers, keys).verdicts).toBe('q1+,q2-,q3+,q4-');
    expect(C.scoreSubmission(C.scoringTable(sheet, keys), [], ['q1']).verdicts).toBe('q1-,q2-,q3-,q4-');
  });

  it('counts a missing answer as blank, and a slot with no question never scores', () => {
    const { score, raw } = parsedScore(C.scoreSheet(sheet, [], keys));
    expect(score).toBe(0);
    expect(raw.all.map((entry) => entry.answer)).toEqual(['', '', '', '', '']);
  });

  it('never counts an essay: a Writing exam scores 0 of 0, its essays kept in raw.all', () => {
    const writing = S.buildSheet({
      room: { id: 'r', name: 'R', slug: 'r', Exams: ['e', 'w'] },
      exams: [
        { id: 'e', name: 'E', Sections: ['s'] },
        { id: 'w', name: 'W', Sections: ['t'] },
      ],
      sections: [
        { id: 's', name: 'S', media: [], SectionQuestions: ['g'] },
        { id: 't', name: 'Task 1', media: [], SectionQuestions: ['h'] },
      ],
      groups: [
        { id: 'g', from_question: 1, to_question: 1, Questions: ['q1'], media: [] },
        { id: 'h', from_question: 1, to_question: 1, Questions: ['w1'], media: [], type: 'essay' },
      ],
      questions: [
        { id: 'q1', num: 1 },
        { id: 'w1', num: 1 },
      ],
    });
    const essay = 'The chart shows a rise.';
    const scored = C.scoreSheet(writing, [{ questionId: 'w1', value: essay }], { q1: ['a'] });
    expect(scored.exams).toEqual({ e: { score: 0, total: 1 }, w: { score: 0, total: 0 } });
    expect(parsedScore(scored).raw.all[1]).toMatchObject({ questionId: 'w1', answer: essay, correct: false });
    // Kept exactly as written: paragraphs, spaces, capitals, quotes and accents (never normalised).
    const long = 'Café  "Überall"\n\nA second  paragraph.\t';
    const kept = C.scoreSheet(writing, [{ questionId: 'w1', value: long }], { q1: ['a'] });
    expect(parsedScore(kept).raw.all[1]).toMatchObject({ answer: long, correct: false });
  });

  it('takes keys from a plain object too', () => {
    expect(C.scoreSheet(sheet, [{ questionId: 'q4', value: 'b' }], { q4: ['B'] }).score).toBe(1);
  });

  it('builds a scoring table with every key’s forms, which scores the same after a JSON round trip', () => {
    const table = C.scoringTable(sheet, keys);
    expect(table[2]).toMatchObject({
      num: 3,
      questionId: 'q3',
      keys: ['(the) library'],
      forms: expect.arrayContaining(['the library', 'library']),
    });
    expect(table[4]).toMatchObject({ num: 5, questionId: null, keys: [], forms: [] });
    const answers = [
      { questionId: 'q1', value: 'COLOUR' },
      { questionId: 'q3', value: 'the  library' },
    ];
    const cached = JSON.parse(JSON.stringify(table));
    expect(C.scoreTable(cached, answers)).toEqual(C.scoreSheet(sheet, answers, keys));
    expect(C.scoreTable(cached, answers).score).toBe(2);
  });

  it('keeps the guest’s flags in a submission’s raw, unscored, and adds nothing without them', () => {
    const table = C.scoringTable(sheet, keys);
    const answers = [{ questionId: 'q1', value: 'colour' }];
    const flagged = C.scoreSubmission(table, answers, ['q2', 'q"1']);
    const plain = C.scoreTable(table, answers);
    expect(flagged.score).toBe(plain.score);
    expect(flagged.exams).toEqual(plain.exams);
    expect(JSON.parse(flagged.rawJson)).toEqual({ ...JSON.parse(plain.rawJson), flags: ['q2', 'q"1'] });
    expect(C.scoreSubmission(table, answers, []).rawJson).toBe(plain.rawJson);
    expect(C.scoreSubmission(table, answers).rawJson).toBe(plain.rawJson);
  });

  it('writes raw as valid JSON whatever was typed: quotes, backslashes, line breaks, emoji', () => {
    const answers = [
      { questionId: 'q1', value: 'say "colour"\\' },
      { questionId: 'q2', value: 'three\n\u2028😀' },
      { questionId: 'q3', value: '</script>' },
    ];
    const { raw } = parsedScore(C.scoreSheet(sheet, answers, keys));
    expect(raw.answers).toEqual(answers);
    expect(raw.all.slice(0, 3).map((entry) => entry.answer)).toEqual(answers.map((a) => a.value));
  });

  it('marks each slot as isCorrect does and keeps its answer as typed, whatever was typed (property)', () => {
    // Plain words take a short path (no JSON.stringify, no full normalisation): mixed here with quotes,
    // backslashes, tabs, line breaks, doubled spaces and characters beyond ASCII.
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'aB3 "\\\t\n(é)—'.split('')), maxLength: 12 }),
      fc.constantFrom('Colour', 'COLOR', 'THREE', '3', 'the library', 'the  library', ' b', 'B', 'four'),
    );
    const questionIds = ['q1', 'q2', 'q3', 'q4'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ questionId: fc.constantFrom(...questionIds), value: typed }), { maxLength: 8 }),
        (answers) => {
          const scored = C.scoreSheet(sheet, answers, keys);
          const { raw } = parsedScore(scored);
          questionIds.forEach((id, i) => {
            const value = answers.find((a) => a.questionId === id)?.value ?? '';
            expect(raw.all[i]).toMatchObject({ questionId: id, answer: value });
            expect(raw.all[i]!.correct).toBe(value !== '' && C.isCorrect(value, keys.get(id)!));
          });
          const right = raw.all.filter((entry) => entry.correct).length;
          expect(scored.score).toBe(right);
          expect(scored.exams).toEqual({ e: { score: right, total: 4 } });
        },
      ),
    );
  });

  it('never scores more than the number of bound slots (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ questionId: fc.constantFrom('q1', 'q2', 'q3', 'q4', 'zz'), value: fc.string() }),
        ),
        (answers) => {
          const { score, raw } = parsedScore(C.scoreSheet(sheet, answers, keys));
          expect(score).toBeLessThanOrEqual(sheet.total);
          expect(score).toBe(raw.correct.length);
          expect(raw.all).toHaveLength(5);
        },
      ),
    );
  });
});

describe('in either order', () => {
  // Questions 21–23 of one group; 21–22 "choose TWO letters" (keys B, D), 23 on its own.
  const build = (eitherOrder: number[][], nums = [21, 22, 23]) =>
    S.buildSheet({
      room: { id: 'r', name: 'R', slug: 'r', Exams: ['e1', 'e2'] },
      exams: [
        { id: 'e1', name: 'E1', Sections: ['s1'] },
        { id: 'e2', name: 'E2', Sections: ['s2'] },
      ],
      sections: [
        { id: 's1', name: 'S1', media: [], SectionQuestions: ['g'] },
        { id: 's2', name: 'S2', media: [], SectionQuestions: ['g2'] },
      ],
      groups: [
        {
          id: 'g',
          from_question: nums[0],
          to_question: nums[nums.length - 1],
          Questions: nums.map((n) => `q${n}`),
          media: [],
          either_order: eitherOrder,
        },
        { id: 'g2', from_question: 1, to_question: 2, Questions: ['x1', 'x2'], media: [] },
      ],
      questions: nums
        .map((n) => ({ id: `q${n}`, num: n }))
        .concat([
          { id: 'x1', num: 1 },
          { id: 'x2', num: 2 },
        ]),
    });
  const keys = new Map([
    ['q21', ['B']],
    ['q22', ['D']],
    ['q23', ['C', 'E']],
    ['q24', ['A']],
    ['x1', ['yes']],
    ['x2', ['no']],
  ]);
  const answer = (values: Record<string, string>) =>
    Object.entries(values).map(([questionId, value]) => ({ questionId, value }));

  it('scores swapped boxes of a set as right, and marks each box of raw.all', () => {
    const sheet = build([[21, 22]]);
    const result = parsedScore(C.scoreSheet(sheet, answer({ q21: 'd', q22: 'B' }), keys));
    expect(result.score).toBe(2);
    expect(result.raw.all.slice(0, 2).map((e) => e.correct)).toEqual([true, true]);
    // Without the set, the same answers score nothing.
    expect(C.scoreSheet(build([]), answer({ q21: 'd', q22: 'B' }), keys).score).toBe(0);
  });

  it('scores the same letter twice once', () => {
    const scored = parsedScore(C.scoreSheet(build([[21, 22]]), answer({ q21: 'D', q22: 'D' }), keys));
    expect(scored.score).toBe(1);
    expect(scored.raw.all.slice(0, 2).filter((e) => e.correct)).toHaveLength(1);
  });

  it('counts alternatives within a key of a set', () => {
    const sheet = build([[22, 23]]);
    // 22 takes D, 23 takes C or E: boxes E, D swapped both count.
    expect(C.scoreSheet(sheet, answer({ q22: 'E', q23: 'D' }), keys).score).toBe(2);
    expect(C.scoreSheet(sheet, answer({ q22: 'c', q23: 'e' }), keys).score).toBe(1);
  });

  it('scores a set of three as the best assignment', () => {
    const sheet = build([[21, 22, 23]]);
    expect(C.scoreSheet(sheet, answer({ q21: 'C', q22: 'B', q23: 'D' }), keys).score).toBe(3);
    // C fits only 23, E fits only 23: one of them counts; B counts.
    expect(C.scoreSheet(sheet, answer({ q21: 'C', q22: 'E', q23: 'B' }), keys).score).toBe(2);
    expect(C.scoreSheet(sheet, answer({ q21: '', q22: '', q23: '' }), keys).score).toBe(0);
  });

  it('ignores malformed sets (numbers outside the group, a number in two sets, single boxes)', () => {
    const sheet = build([
      [21, 99],
      [22, 22],
      [23, 'x' as unknown as number],
    ]);
    expect(C.scoreSheet(sheet, answer({ q21: 'D', q22: 'B' }), keys).score).toBe(0);
  });

  it('stores each exam’s score and total beside the score', () => {
    const scored = C.scoreSheet(build([[21, 22]]), answer({ q21: 'D', q22: 'B', q23: 'x', x1: 'Yes' }), keys);
    expect(scored.score).toBe(3);
    expect(scored.exams).toEqual({ e1: { score: 2, total: 3 }, e2: { score: 1, total: 2 } });
  });
});

describe('accept_initials', () => {
  it('takes T, F, NG, Y, N for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO', () => {
    const pairs: [string, string][] = [
      ['TRUE', 't'],
      ['False', 'F'],
      [' not  given ', 'NG'],
      ['YES', 'y'],
      ['no', 'N'],
    ];
    for (const [key, initial] of pairs) {
      expect(C.isCorrect(initial, [key], true)).toBe(true);
      expect(C.isCorrect(initial, [key], false)).toBe(false);
      expect(C.isCorrect(initial, [key])).toBe(false);
      expect(C.isCorrect(key, [key], true)).toBe(true);
    }
  });

  it('does not take initials of other keys, nor the wrong initial', () => {
    expect(C.isCorrect('t', ['true story'], true)).toBe(false);
    expect(C.isCorrect('n', ['not given'], true)).toBe(false);
    expect(C.isCorrect('ng', ['no'], true)).toBe(false);
    expect(C.isCorrect('y', ['(yes)'], true)).toBe(false);
    expect(C.keyForms('NOT GIVEN', true).sort()).toEqual(['ng', 'not given']);
    expect(C.keyForms('B', true)).toEqual(['b']);
  });

  it('applies per exam: only the exams listed score initials', () => {
    const build = S.buildSheet({
      room: { id: 'r', name: 'R', slug: 'r', Exams: ['on', 'off'] },
      exams: [
        { id: 'on', name: 'On', Sections: ['s1'] },
        { id: 'off', name: 'Off', Sections: ['s2'] },
      ],
      sections: [
        { id: 's1', name: 'S1', media: [], SectionQuestions: ['g1'] },
        { id: 's2', name: 'S2', media: [], SectionQuestions: ['g2'] },
      ],
      groups: [
        { id: 'g1', from_question: 1, to_question: 1, Questions: ['a'], media: [] },
        { id: 'g2', from_question: 1, to_question: 1, Questions: ['b'], media: [] },
      ],
      questions: [
        { id: 'a', num: 1 },
        { id: 'b', num: 1 },
      ],
    });
    const keys = { a: ['NOT GIVEN'], b: ['NOT GIVEN'] };
    const answers = [
      { questionId: 'a', value: 'NG' },
      { questionId: 'b', value: 'NG' },
    ];
    const scored = C.scoreSheet(build, answers, keys, ['on']);
    expect(scored.exams).toEqual({ on: { score: 1, total: 1 }, off: { score: 0, total: 1 } });
    expect(C.scoreSheet(build, answers, keys).score).toBe(0);
    expect(C.scoreSheet(build, answers, keys, ['on', 'off']).score).toBe(2);
  });
});
