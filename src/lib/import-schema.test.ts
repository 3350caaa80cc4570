import { describe, expect, it } from 'vitest';
import { smallRoom } from '../../tests/fixtures/import-files';
import { describeIssues, roomImportSchema } from './import-schema';

const problems = (data: unknown) => {
  const parsed = roomImportSchema.safeParse(data);
  return parsed.success ? [] : describeIssues(parsed.error);
};

describe('room import schema', () => {
  it('accepts a well-formed room and fills defaults', () => {
    const parsed = roomImportSchema.parse(smallRoom('ok'));
    expect(parsed.exams[0]!.sections[0]!.groups[1]!.media).toEqual(['part1.png']);
    expect(parsed.exams[0]!.sections[0]!.groups[0]!.media).toEqual([]);
  });

  it('puts a room on computer unless the file says paper, and names another delivery', () => {
    expect(roomImportSchema.parse(smallRoom('ok')).room.delivery).toBe('computer');
    const paper = smallRoom('ok') as any;
    paper.room.delivery = 'paper';
    expect(roomImportSchema.parse(paper).room.delivery).toBe('paper');
    paper.room.delivery = 'screen';
    expect(problems(paper)).toEqual(['room.delivery: must be paper or computer']);
  });

  it('keeps the keys back while anyone writes unless the file says review_at_once, and names a bad one', () => {
    expect(roomImportSchema.parse(smallRoom('ok')).room.review_at_once).toBe(false);
    const homework = smallRoom('ok') as any;
    homework.room.review_at_once = true;
    expect(roomImportSchema.parse(homework).room.review_at_once).toBe(true);
    homework.room.review_at_once = 'yes';
    expect(problems(homework)).toEqual(['room.review_at_once: must be true or false']);
  });

  it('marks with names unless the file says anonymous_marking, and names a bad one', () => {
    expect(roomImportSchema.parse(smallRoom('ok')).room.anonymous_marking).toBe(false);
    const anonymous = smallRoom('ok') as any;
    anonymous.room.anonymous_marking = true;
    expect(roomImportSchema.parse(anonymous).room.anonymous_marking).toBe(true);
    anonymous.room.anonymous_marking = 1;
    expect(problems(anonymous)).toEqual(['room.anonymous_marking: must be true or false']);
  });

  it('carries the content of the test on computer, blank as null, and names its problems by path', () => {
    const data = smallRoom('ok') as any;
    const section = data.exams[0].sections[0];
    section.passage = '# Bees';
    Object.assign(section.groups[0], {
      type: 'choice',
      instructions: '  ',
      content: 'Bees [[1]].',
      options: [{ letter: 'A', text: 'fly' }],
    });
    section.groups[0].questions[0].prompt = 'Why?';
    const parsed = roomImportSchema.parse(data).exams[0]!.sections[0]!;
    expect(parsed.passage).toBe('# Bees');
    expect(parsed.groups[0]).toMatchObject({
      type: 'choice',
      instructions: null,
      content: 'Bees [[1]].',
      options: [{ letter: 'A', text: 'fly' }],
      min_words: null,
    });
    expect(parsed.groups[1]).toMatchObject({ type: 'gap', content: null, options: null });
    expect(parsed.groups[0]!.questions[0]).toMatchObject({ prompt: 'Why?', options: null });

    section.groups[0].type = 'dropdown';
    expect(problems(data)).toEqual([
      'exams[0].sections[0].groups[0].type: Must be one of gap, choice, multi, match, tfng, ynng, essay.',
    ]);
    section.groups[0].type = 'gap';
    section.groups[0].content = 'Bees [[9]].';
    expect(problems(data)).toEqual([
      'exams[0].sections[0].groups[0].content: The gap [[9]] is not a question of this group (1–3).',
    ]);
  });

  it('names the path of every problem', () => {
    const data = smallRoom('Bad Slug') as any;
    data.room.name = '  ';
    data.exams[0].sections[0].groups[0].questions[0].num = 9;
    data.exams[0].sections[0].groups[0].questions[2].num = 2;
    data.exams[0].sections[0].groups[1].questions[0].keys = [''];
    expect(problems(data)).toEqual([
      'room.name: must not be empty',
      'room.slug: lowercase letters, digits and single dashes only',
      'exams[0].sections[0].groups[0].questions[0].num: Must be within 1–3.',
      'exams[0].sections[0].groups[0].questions[2].num: Question 2 appears twice.',
      'exams[0].sections[0].groups[1].questions[0].keys[0]: Cannot be blank.',
    ]);
  });

  it("checks each exam by the document's own rule: its limits, its words, its defaults", () => {
    const data = smallRoom('rule') as any;
    const section = data.exams[0].sections[0];
    data.exams[0].sections = Array.from({ length: 21 }, () => section);
    expect(problems(data)).toEqual(['exams[0].sections: At most 20 sections.']);
    data.exams[0].sections = [section];
    section.name = '😀'.repeat(200);
    expect(problems(data)).toEqual([]);
    section.name += '😀';
    expect(problems(data)).toEqual(['exams[0].sections[0].name: Must be at most 200 characters.']);
  });

  it('refuses groups that overlap within an exam', () => {
    const data = smallRoom('overlap') as any;
    data.exams[0].sections[0].groups[1].from = 2;
    expect(problems(data)).toContain(
      'exams[0].sections[0].groups[1]: Question 2 is already covered by section 1, group 1.',
    );
  });

  it('refuses wrong types and missing parts', () => {
    expect(problems({})).toEqual([
      'room: Invalid input: expected object, received undefined',
      'exams: Invalid input: expected array, received undefined',
    ]);
    const data = smallRoom('types') as any;
    data.exams[0].sections[0].groups[0].from = 1.5;
    data.exams[0].sections = [];
    expect(problems(data)).toEqual(['exams[0].sections: Needs at least one section.']);
  });

  it('gives a room open, untimed, audio free and results hidden unless the file says otherwise', () => {
    expect(roomImportSchema.parse(smallRoom('defaults')).room).toMatchObject({
      accepting: true,
      time_limit: 0,
      audio: 'free',
      results: 'hidden',
    });
    const data = smallRoom('set') as any;
    Object.assign(data.room, { accepting: false, time_limit: 60, audio: 'once', results: 'review' });
    expect(roomImportSchema.parse(data).room).toMatchObject({
      accepting: false,
      time_limit: 60,
      audio: 'once',
      results: 'review',
    });
  });

  it('names each bad room setting', () => {
    const data = smallRoom('bad-settings') as any;
    Object.assign(data.room, { accepting: 'yes', time_limit: 601, audio: 'twice', results: 'all' });
    expect(problems(data)).toEqual([
      'room.accepting: must be true or false',
      'room.time_limit: at most 600 minutes',
      'room.audio: must be free or once',
      'room.results: must be hidden, score or review',
    ]);
    Object.assign(data.room, { accepting: true, time_limit: 1.5, audio: 'free', results: 'score' });
    expect(problems(data)).toEqual(['room.time_limit: must be a whole number of minutes']);
    data.room.time_limit = -5;
    expect(problems(data)).toEqual(['room.time_limit: must be at least 0 (untimed)']);
    data.room.time_limit = '30';
    expect(problems(data)).toEqual(['room.time_limit: must be a number of minutes']);
  });

  it("takes an exam's own minutes in the room, whole from 0 to 600, and names a bad value by path", () => {
    const data = smallRoom('minutes') as any;
    expect(roomImportSchema.parse(data).exams[0]!.minutes).toBeUndefined();
    data.exams[0].minutes = 30;
    expect(roomImportSchema.parse(data).exams[0]!.minutes).toBe(30);
    // The overlap check of the exam entry still holds in a room file.
    const overlapping = smallRoom('minutes-overlap') as any;
    overlapping.exams[0].minutes = 30;
    overlapping.exams[0].sections[0].groups[1].from = 1;
    expect(problems(overlapping)[0]).toContain('is already covered by');
    for (const [value, message] of [
      [601, 'at most 600 minutes'],
      [2.5, 'must be a whole number of minutes'],
      [-1, 'must be at least 0 (no time of its own)'],
      ['30', 'must be a number of minutes'],
    ] as const) {
      data.exams[0].minutes = value;
      expect(problems(data)).toEqual([`exams[0].minutes: ${message}`]);
    }
  });

  it('refuses answers too long for the 50-character answer boxes', () => {
    const data = smallRoom('long') as any;
    data.exams[0].sections[0].groups[0].questions[0].keys = ['x'.repeat(201)];
    expect(problems(data)).toEqual([
      'exams[0].sections[0].groups[0].questions[0].keys[0]: Must be at most 200 characters.',
    ]);
  });
});
