// As an examiner marks (docs/architecture.md, "As an examiner marks"), on answer keys as teachers paste
// them: each key below is transcribed as its public source prints it, and the source is named beside it.
// Numbers grouped by commas, British and American spellings, word limits and "in either order" sets.
import { describe, expect, it } from 'vitest';
import { parsedScore, scoring as C, sheet as S } from './testing';

/** A one-group exam: questions from..to with `keys`, the group's type and word limit as given. */
function exam(
  from: number,
  keys: string[][],
  group: { type?: string; max_words?: number; number_allowed?: boolean; either_order?: number[][] } = {},
) {
  const ids = keys.map((_, i) => `q${from + i}`);
  const sheet = S.buildSheet({
    room: { id: 'r', name: 'R', slug: 'r', Exams: ['e'] },
    exams: [{ id: 'e', name: 'E', Sections: ['s'] }],
    sections: [{ id: 's', name: 'S', media: [], SectionQuestions: ['g'] }],
    groups: [
      {
        id: 'g',
        from_question: from,
        to_question: from + keys.length - 1,
        Questions: ids,
        media: [],
        ...group,
      },
    ],
    questions: ids.map((id, i) => ({ id, num: from + i })),
  });
  const table = C.scoringTable(sheet, Object.fromEntries(ids.map((id, i) => [id, keys[i]!])));
  /** Which of the answers (in question order) are right. */
  return (answers: string[]) => {
    const { raw } = parsedScore(
      C.scoreTable(
        table,
        answers.map((value, i) => ({ questionId: ids[i]!, value })),
      ),
    );
    return raw.all.map((entry) => entry.correct);
  };
}

describe('numbers grouped by commas', () => {
  // ieltsonlinetests.com, "New Mock Test Sept 2017", Listening Practice Test 2, answer 33: "20,000";
  // answer 3: "3200"; answer 35: "£5000 to £15000".
  const mark = exam(33, [['20,000'], ['(British council) office'], ['£5000 to £15000']]);

  it('takes the number with or without its commas, and nothing else', () => {
    expect(mark(['20000', 'office', '£5,000 to £15,000'])).toEqual([true, true, true]);
    expect(mark(['20,000', 'British Council office', '£5000 to £15000'])).toEqual([true, true, true]);
    expect(mark(['20.000', 'council office', '£50,00 to £15000'])).toEqual([false, false, false]);
    expect(mark(['2000', '', '£5000'])).toEqual([false, false, false]);
  });
});

describe('British and American spellings', () => {
  // ieltsonlinetests.com, "New Mock Test Sept 2017", Listening Practice Test 2, answer 37:
  // "(an) international organisation"; IELTS 1 (Cambridge), Listening Practice Test 2, answer 15
  // (as the same site prints it): "most town riding"; answer 38: "(a) variety".
  const mark = exam(37, [['(an) international organisation'], ['most town riding'], ['(a) variety']]);

  it('takes either spelling of a word, and not another word', () => {
    expect(mark(['an international organization', 'most town riding', 'variety'])).toEqual([
      true,
      true,
      true,
    ]);
    expect(mark(['International Organisation', 'most towns riding', 'varieties'])).toEqual([
      true,
      false,
      false,
    ]);
    expect(mark(['international organizations', 'town riding', 'a variety'])).toEqual([false, false, true]);
  });

  it('knows the spellings the examiners meet most', () => {
    for (const [british, american] of [
      ['flavour', 'flavor'],
      ['organised', 'organized'],
      ['centre', 'center'],
      ['travelled', 'traveled'],
      ['programme', 'program'],
      ['theatre', 'theater'],
      ['neighbour', 'neighbor'],
      ['jewellery', 'jewelry'],
      ['defence', 'defense'],
      ['catalogue', 'catalog'],
    ] as const) {
      expect(C.isCorrect(american, [british])).toBe(true);
      expect(C.isCorrect(british, [american])).toBe(true);
    }
    expect(C.isCorrect('flavours', ['flavour'])).toBe(false);
  });
});

describe('word limits', () => {
  // ieltsonlinetests.com, "IELTS Recent Actual Test With Answers (Vol 2)", Listening Practice Test 3,
  // Questions 7–10, "Write NO MORE THAN THREE WORDS for each answer": 7 "(for) driving", 8 "(the) full
  // frame", 9 "(they are) strong", 10 "(in/by) cash" (printed so; we key it "(in) cash" and "(by) cash").
  const mark = exam(
    7,
    [['(for) driving'], ['(the) full frame'], ['(they are) strong'], ['(in) cash', '(by) cash']],
    {
      max_words: 3,
    },
  );

  it('takes an answer within the limit, optional words or not', () => {
    expect(mark(['for driving', 'the full frame', 'they are strong', 'in cash'])).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(mark(['driving', 'full frame', 'strong', 'cash'])).toEqual([true, true, true, true]);
  });

  // "If candidates write more than the stated limit, they will not get a mark" (Cambridge ESOL, IELTS
  // Listening, "About the paper", task 3 discussion).
  it('marks wrong an answer over the limit, even one the key accepts', () => {
    const mark2 = exam(1, [['(the) river bank']], { max_words: 2 });
    expect(mark2(['river bank'])).toEqual([true]);
    expect(mark2(['the river bank'])).toEqual([false]);
  });

  // ieltsonlinetests.com, "New Mock Test Sept 2017", Listening Practice Test 2, Questions 1–4, "NO MORE THAN
  // THREE WORDS AND/OR A FIGURE": 1 "Thursday 16th", 3 "3200", 4 "taxes (and) surcharges".
  it('lets one number stand beside the words when the group says AND/OR A NUMBER', () => {
    const figure = exam(1, [['Thursday 16th'], ['3200'], ['taxes (and) surcharges']], {
      max_words: 3,
      number_allowed: true,
    });
    expect(figure(['Thursday 16th', '3,200', 'taxes and surcharges'])).toEqual([true, true, true]);
    const words = exam(1, [['(the) 16 flower beds']], { max_words: 2 });
    expect(words(['16 flower beds'])).toEqual([false]);
    const withNumber = exam(1, [['(the) 16 flower beds']], { max_words: 2, number_allowed: true });
    expect(withNumber(['16 flower beds'])).toEqual([true]);
    expect(withNumber(['the 16 flower beds'])).toEqual([false]);
  });
});

describe('in either order', () => {
  // ieltsonlinetests.com, "New Mock Test Sept 2017", Listening Practice Test 2, answers 15–17: "B D E (IN
  // ANY ORDER)", and 18–20 "D F G (IN ANY ORDER)". Imported as a `multi` group without either_order.
  it('scores a multi group as one set without being told', () => {
    const mark = exam(15, [['B'], ['D'], ['E']], { type: 'multi' });
    expect(mark(['E', 'B', 'D'])).toEqual([true, true, true]);
    expect(mark(['D', 'D', 'A'])).toEqual([true, false, false]);
  });

  it('keeps a typed group in order unless its sets say otherwise', () => {
    const mark = exam(18, [['D'], ['F'], ['G']]);
    expect(mark(['G', 'F', 'D'])).toEqual([false, true, false]);
    const set = exam(18, [['D'], ['F'], ['G']], { either_order: [[18, 19, 20]] });
    expect(set(['G', 'F', 'D'])).toEqual([true, true, true]);
  });
});
