import { describe, expect, it } from 'vitest';
import { inferGroupType, parseKeys, splitProposals } from './parse-keys';
import { KEY_FIXTURES } from './parse-keys.fixtures';

const keysOf = (text: string, options = {}) =>
  Object.fromEntries(parseKeys(text, options).entries.map((entry) => [entry.num, entry.keys]));

describe('parseKeys', () => {
  it('reads a numbered list in every way a book numbers it', () => {
    expect(keysOf('1 Whitfield\n2. Mulberry\n3) EB4 7TN\n4: 18th\nQ5 email')).toEqual({
      1: ['Whitfield'],
      2: ['Mulberry'],
      3: ['EB4 7TN'],
      4: ['18th'],
      5: ['email'],
    });
  });

  it('splits alternatives on / and OR, and keeps optional words in brackets', () => {
    expect(keysOf('6 32 / thirty-two\n9 (a) cheque OR (a) check\n10 grey/gray\n27 (the) library')).toEqual({
      6: ['32', 'thirty-two'],
      9: ['(a) cheque', '(a) check'],
      10: ['grey', 'gray'],
      27: ['(the) library'],
    });
  });

  it('keeps a lower-case "or" inside an answer', () => {
    expect(keysOf('12 more or less')).toEqual({ 12: ['more or less'] });
  });

  it('skips headings with a note, and a "Questions 1–10" heading is not read as keys', () => {
    const parsed = parseKeys('Listening\nPart 1, Questions 1–10\nQuestions 1-10\n1 library\n\n2 museum');
    expect(parsed.entries.map((e) => e.num)).toEqual([1, 2]);
    expect(parsed.lines.filter((l) => l.status === 'skipped').map((l) => l.line)).toEqual([1, 2, 3]);
    expect(parsed.lines[0]!.message).toBe('No question number: skipped.');
    expect(parsed.problems).toEqual([]);
  });

  it('reads two columns pasted as one (tabs or wide gaps, or numbers with their punctuation)', () => {
    const text = ['1\tTRUE\t\t21\tB', '2  FALSE    22  D', '3. NOT GIVEN 23. (the) harbour'].join('\n');
    expect(keysOf(text)).toEqual({
      1: ['TRUE'],
      2: ['FALSE'],
      3: ['NOT GIVEN'],
      21: ['B'],
      22: ['D'],
      23: ['(the) harbour'],
    });
  });

  it('does not split an answer that holds a number', () => {
    expect(keysOf('3 EB4 7TN\n4 18 March\n6 32 people')).toEqual({
      3: ['EB4 7TN'],
      4: ['18 March'],
      6: ['32 people'],
    });
  });

  it('makes an either-order set from a range with "in either order", any case, anywhere on the line', () => {
    const parsed = parseKeys(
      '21-22 B, D IN EITHER ORDER\n23&24 (in either order) A C\n25–27 in any order A, C, F',
    );
    expect(parsed.eitherOrder).toEqual([
      [21, 22],
      [23, 24],
      [25, 26, 27],
    ]);
    expect(keysOf('21 & 22 in either order: B, D')).toEqual({ 21: ['B'], 22: ['D'] });
    expect(parsed.entries.find((e) => e.num === 27)!.keys).toEqual(['F']);
  });

  it('reads a range without "in either order" as one answer each, no set', () => {
    const parsed = parseKeys('11-13 B A C');
    expect(parsed.entries).toEqual([
      { num: 11, keys: ['B'] },
      { num: 12, keys: ['A'] },
      { num: 13, keys: ['C'] },
    ]);
    expect(parsed.eitherOrder).toEqual([]);
  });

  it('names each problem by its line: a number twice, outside every group, no answer, a short range', () => {
    const parsed = parseKeys('1 library\n1 museum\n41 extra\n2\n21-22 B in either order', {
      groups: [
        { from: 1, to: 10 },
        { from: 21, to: 30 },
      ],
    });
    expect(parsed.problems).toEqual([
      { line: 2, message: 'Question 1 is already on line 1.' },
      { line: 3, message: 'Question 41 is outside every group of this exam.' },
      { line: 4, message: 'Question 2 has no answer.' },
      {
        line: 5,
        message: '21–22 needs 2 answers, separated by commas or spaces; found 1.',
      },
    ]);
    // The first line stands; nothing of a line in trouble is taken.
    expect(parsed.entries).toEqual([{ num: 1, keys: ['library'] }]);
    expect(parsed.eitherOrder).toEqual([]);
  });

  it('T/F/NG with initials on: written as the words, so the server accepts both', () => {
    expect(keysOf('1 T\n2 F\n3 NG\n32 Y\n33 n', { acceptInitials: true })).toEqual({
      1: ['TRUE'],
      2: ['FALSE'],
      3: ['NOT GIVEN'],
      32: ['YES'],
      33: ['NO'],
    });
  });

  it('T/F/NG with initials off: kept as written, with a hint on the line', () => {
    const parsed = parseKeys('1 T\n2 FALSE\n3 NG');
    expect(keysOf('1 T\n2 FALSE\n3 NG')).toEqual({ 1: ['T'], 2: ['FALSE'], 3: ['NG'] });
    expect(parsed.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok']);
    expect(parsed.lines[0]!.message).toMatch(/Accept initials/);
    expect(parsed.lines[1]!.message).toBeNull();
  });

  it('reads a real Cambridge-style key: headings, two columns, either-order lines and alternatives', () => {
    const text = [
      'Test 1',
      'LISTENING',
      'Part 1, Questions 1–10',
      '1   Whitfield            6   32 / thirty-two',
      '2   Mulberry             7   3 / three',
      '3   EB4 7TN              8   Wednesday(s)',
      '4   18th / eighteenth    9   (a) cheque',
      '5   email                10  grey / gray',
      'Part 3, Questions 21–30',
      '21&22  IN EITHER ORDER  C, E',
    ].join('\n');
    const parsed = parseKeys(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map((e) => e.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22]);
    expect(keysOf(text)[8]).toEqual(['Wednesday(s)']);
    expect(parsed.eitherOrder).toEqual([[21, 22]]);
    expect(parsed.lines.filter((l) => l.status === 'skipped')).toHaveLength(4);
  });
});

describe('keys as teachers paste them (parse-keys.fixtures.ts)', () => {
  it.each(KEY_FIXTURES.map((fixture) => [fixture.name, fixture] as const))('%s', (_name, fixture) => {
    const parsed = parseKeys(fixture.text);
    // Every key right, and none more: a key is either right or its line names a problem.
    expect(keysOf(fixture.text)).toEqual(fixture.keys);
    expect(parsed.eitherOrder).toEqual(fixture.eitherOrder);
    expect(parsed.problems.map((p) => p.line)).toEqual(fixture.problems.map((p) => p.line));
    fixture.problems.forEach((problem, i) => expect(parsed.problems[i]!.message).toContain(problem.says));
  });

  it('reads "2 tower 3 car 4 animals" as three keys, not one', () => {
    expect(keysOf('2 tower 3 car 4 animals 5 bridge')).toEqual({
      2: ['tower'],
      3: ['car'],
      4: ['animals'],
      5: ['bridge'],
    });
  });

  it('says on the numbers’ line that their answers should follow, and on the answers’ line whose they are', () => {
    const parsed = parseKeys('21–22 IN EITHER ORDER\nB D');
    expect(parsed.lines[0]).toMatchObject({ status: 'ok', entries: [] });
    expect(parsed.lines[0]!.message).toMatch(/next line/);
    expect(parsed.lines[1]).toMatchObject({
      status: 'ok',
      entries: [
        { num: 21, keys: ['B'] },
        { num: 22, keys: ['D'] },
      ],
    });
    expect(parsed.lines[1]!.message).toMatch(/questions 21–22 \(line 1\)/);
  });

  it('names a row with more answers than numbers, and skips score bands with a note', () => {
    const parsed = parseKeys(
      '1 2 3\nlibrary car park museum\n0–17 you are unlikely to get an acceptable score',
    );
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems).toEqual([
      { line: 2, message: 'Questions 1–3 (line 1) need 3 answers; this line has 4.' },
    ]);
    expect(parsed.lines[2]).toMatchObject({
      status: 'skipped',
      message: 'A score band, not a key: skipped.',
    });
  });

  it('takes a labelled answer whatever it says', () => {
    expect(keysOf('Question 5\nAnswer: your passport\nQuestion 6\nAnswer: test tube')).toEqual({
      5: ['your passport'],
      6: ['test tube'],
    });
  });

  it('takes no heading and no prose as the answer of a number left without one', () => {
    for (const after of ['Part 2, Questions 11–20', 'If you score 18-27 you may pass', 'Explanation: see A'])
      expect(parseKeys(`10\n${after}`).problems).toEqual([
        { line: 1, message: 'Question 10 has no answer.' },
      ]);
  });
});

describe('inferGroupType', () => {
  it.each([
    [[['B'], ['A'], ['c']], false, 'choice'],
    [[['B'], ['D']], true, 'multi'],
    [[['TRUE'], ['FALSE'], ['NOT GIVEN']], false, 'tfng'],
    [[['T'], ['NG'], ['F']], false, 'tfng'],
    [[['YES'], ['NO'], ['NOT GIVEN']], false, 'ynng'],
    [[['Y'], ['NG']], false, 'ynng'],
    [[['library'], ['B']], false, 'gap'],
    [[['TRUE'], ['YES']], false, 'gap'],
    [[['iv'], ['vii']], false, 'match'],
    [[['i'], ['x'], ['II']], false, 'match'],
    [[['I'], ['V']], false, 'choice'],
    [[['NOT GIVEN']], false, null],
    [[], false, null],
  ] as const)('%j (set covers: %s) → %s', (keys, covered, type) => {
    expect(
      inferGroupType(
        keys.map((k) => [...k]),
        covered,
      ),
    ).toBe(type);
  });
});

// A key flattened out of a real PDF (Cambridge IELTS 18, Listening Test 1, as the trial pasted it:
// "Part 1, Questions 1-10 1 egg …"): the heading swallows question 1, and nothing may go unnamed.
describe('questions the text gives no key for', () => {
  const groups = [
    { from: 1, to: 10 },
    { from: 11, to: 20 },
    { from: 21, to: 30 },
  ];

  it('names each number of the groups between the first and last read that has no key', () => {
    const text = 'Part 1, Questions 1-10 1 egg\n2 tower\n3 car\n4 Street\n6 3.30\n7 supermarket\n8 park';
    const parsed = parseKeys(text, { groups });
    expect(parsed.entries.map((e) => e.num)).toEqual([2, 3, 4, 6, 7, 8]);
    expect(parsed.missing).toEqual([5]);
    const whole = parseKeys('1 egg\n2 tower\n12 B\n13 C', { groups });
    expect(whole.missing).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('names nothing when every number in the range has its key, or no groups are known', () => {
    expect(parseKeys('1 egg\n2 tower', { groups }).missing).toEqual([]);
    expect(parseKeys('1 egg\n3 tower').missing).toEqual([]);
  });
});

// Cambridge IELTS 13 Academic, Test 2, Reading Passage 1 ("Bringing cinnamon to Europe"): notes completion
// (ONE WORD ONLY) 1–9, then TRUE/FALSE/NOT GIVEN from 10. Questions 1–10 as two public answer pages give them
// alike (checked 28 Nov 2026): https://www.readingielts.com/cambridge-ielts-13-reading-test-2-answers/ and
// https://babarenglish.com/post/cambridge-ielts-academic-13-reading-test-1-answers-with-explanation-ielts-academic-reading
// (which lists this passage under its title). 11–13 are left out: no source reachable from here gave them.
// An earlier transcription from memory had 6–9 wrong ("impurities, Italy, Alexandria, camels").
const CINNAMON = `1 oils\n2 friendship\n3 funerals\n4 wealth\n5 indigestion\n6 India\n7 camels
8 Alexandria\n9 Venice\n10 TRUE`;

describe('splitProposals', () => {
  const propose = (text: string, groups: { from: number; to: number }[]) =>
    splitProposals(parseKeys(text, { groups }), groups);

  it('proposes nothing for keys that read as one kind together, initials as their words', () => {
    expect(propose('1 TRUE\n2 NOT GIVEN\n3 F', [{ from: 1, to: 3 }])).toEqual([]);
    expect(propose('1 YES\n2 N\n3 NOT GIVEN', [{ from: 1, to: 3 }])).toEqual([]);
  });

  it('proposes one group per run of a real printed key pasted into one group', () => {
    expect(propose(CINNAMON, [{ from: 1, to: 10 }])).toEqual([
      {
        from: 1,
        to: 10,
        runs: [
          { from: 1, to: 9, type: 'gap' },
          { from: 10, to: 10, type: 'tfng' },
        ],
      },
    ]);
  });

  it('proposes nothing where the groups already follow the runs', () => {
    expect(
      propose(CINNAMON, [
        { from: 1, to: 9 },
        { from: 10, to: 10 },
      ]),
    ).toEqual([]);
  });

  // The shape of the trial key for a Reading passage (TRUE/FALSE/NOT GIVEN, letters, words, headings):
  // NOT GIVEN joins the run it is in or starts; a number with no key stays in the run before the next; an
  // either-order pair of letters is `multi`.
  it('reads each kind: tfng, choice, multi, gap, match and ynng', () => {
    const text = [
      '1 NOT GIVEN',
      '2 TRUE',
      '3 FALSE',
      '4 B',
      '5 D',
      '6-7 A, C in either order',
      '9 river bank',
      '10 (the) harbour',
      '11 ii',
      '12 vii',
      '13 YES',
      '14 NOT GIVEN',
    ].join('\n');
    expect(propose(text, [{ from: 1, to: 15 }])[0]!.runs).toEqual([
      { from: 1, to: 3, type: 'tfng' },
      { from: 4, to: 8, type: 'choice' },
      { from: 9, to: 10, type: 'gap' },
      { from: 11, to: 12, type: 'match' },
      { from: 13, to: 15, type: 'ynng' },
    ]);
  });

  it('makes a run of letters one either-order set covers `multi`', () => {
    const runs = propose('1 TRUE\n2 FALSE\n3-4 B, E in either order', [{ from: 1, to: 4 }])[0]!.runs;
    expect(runs).toEqual([
      { from: 1, to: 2, type: 'tfng' },
      { from: 3, to: 4, type: 'multi' },
    ]);
  });
});
