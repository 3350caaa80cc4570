import { describe, expect, it } from 'vitest';
import { makeRoom, roomOfSize, smallRoom } from '@test/guest-fixtures';
import {
  boundQuestionIds,
  isTwoColumns,
  paperworkSections,
  sectionBlocks,
  sheetRows,
  splitColumns,
} from './sheet';

describe('sheetRows', () => {
  it('numbers each active group from from_question to to_question, in sheet order', () => {
    const rows = sheetRows(smallRoom());
    expect(rows.map((row) => row.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toMatchObject({ examName: 'Listening', sectionName: 'Part 1', questionId: '0-q1' });
    expect(rows[10]).toMatchObject({ examName: 'Reading', sectionName: 'Passage 1', questionId: '1-q1' });
  });

  it('leaves a number without a question unbound', () => {
    const rows = sheetRows(smallRoom());
    expect(rows[6]).toMatchObject({ num: 7, questionId: null });
    expect(boundQuestionIds(rows)).toHaveLength(15);
    expect(boundQuestionIds(rows)).not.toContain(null);
  });

  it('binds by number even when the slots are missing or out of order', () => {
    const room = roomOfSize(3);
    room.exams[0]!.sections[0]!.groups[0]!.slots = [
      { num: 3, questionId: 'c' },
      { num: 1, questionId: 'a' },
    ];
    expect(sheetRows(room).map((row) => row.questionId)).toEqual(['a', null, 'c']);
  });

  it('marks the last number of each group, where a divider follows', () => {
    const rows = sheetRows(smallRoom());
    expect(rows.filter((row) => row.groupEnd).map((row) => row.num)).toEqual([5, 10, 6]);
  });

  it('gives every row a unique key although numbers repeat across exams', () => {
    const keys = sheetRows(smallRoom()).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('two columns', () => {
  it('needs a window wider than 1024 px and more than 20 boxes', () => {
    expect(isTwoColumns(1025, 21)).toBe(true);
    expect(isTwoColumns(1024, 21)).toBe(false);
    expect(isTwoColumns(1025, 20)).toBe(false);
    expect(isTwoColumns(360, 80)).toBe(false);
  });

  it('gives the left column half, rounded up', () => {
    const rows = Array.from({ length: 21 }, (_, i) => i + 1);
    const [left, right] = splitColumns(rows, true);
    expect(left).toEqual(rows.slice(0, 11));
    expect(right).toEqual(rows.slice(11));
    expect(
      splitColumns(
        Array.from({ length: 80 }, (_, i) => i),
        true,
      ).map((c) => c.length),
    ).toEqual([40, 40]);
  });

  it('keeps one column otherwise', () => {
    expect(splitColumns([1, 2, 3], false)).toEqual([[1, 2, 3]]);
  });
});

describe('sectionBlocks', () => {
  it('groups a column by section and marks a section cut by the split as continued', () => {
    const room = makeRoom([
      {
        name: 'Listening',
        sections: [
          { name: 'Part 1', groups: [{ from: 1, to: 15 }] },
          { name: 'Part 2', groups: [{ from: 16, to: 22 }] },
        ],
      },
    ]);
    const rows = sheetRows(room);
    const [left, right] = splitColumns(rows, true);
    const leftBlocks = sectionBlocks(left!, rows);
    const rightBlocks = sectionBlocks(right!, rows);
    expect(leftBlocks.map((b) => [b.sectionName, b.showExam, b.continued, b.rows.length])).toEqual([
      ['Part 1', true, false, 11],
    ]);
    expect(rightBlocks.map((b) => [b.sectionName, b.showExam, b.continued, b.rows.length])).toEqual([
      ['Part 1', true, true, 4],
      ['Part 2', false, false, 7],
    ]);
  });

  it('shows each exam heading above its first section', () => {
    const rows = sheetRows(smallRoom());
    expect(sectionBlocks(rows, rows).map((b) => [b.examName, b.showExam])).toEqual([
      ['Listening', true],
      ['Reading', true],
    ]);
  });
});

describe('paperworkSections', () => {
  it('lists section media, then group media, in order, with alt text', () => {
    expect(paperworkSections(smallRoom())).toEqual([
      {
        id: 'sec0-0',
        examName: 'Listening',
        sectionName: 'Part 1',
        images: [
          { src: '/api/files/sections/sec0/part1.png', alt: 'Listening, Part 1' },
          { src: '/api/files/section_questions/g1/map.png', alt: 'Listening, Part 1, questions 6–10' },
        ],
      },
    ]);
  });

  it('numbers pages when a section has several', () => {
    const room = makeRoom([
      {
        name: 'Reading',
        sections: [{ name: 'Passage 1', media: ['/a.png', '/b.png'], groups: [{ from: 1, to: 2 }] }],
      },
    ]);
    expect(paperworkSections(room)[0]!.images.map((i) => i.alt)).toEqual([
      'Reading, Passage 1, page 1',
      'Reading, Passage 1, page 2',
    ]);
  });
});
