// The sheet of a room (see docs/architecture.md, "The sheet"): order, disabled parts, slots bound by num, total, admin counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as S from './sheet';

const q = (id: string, num: number) => ({ id, num, Keys: [] as string[] });
const group = (id: string, from: number, to: number, Questions: string[], media: string[] = []) => ({
  id,
  collectionName: 'section_questions',
  from_question: from,
  to_question: to,
  Questions,
  media,
});
const section = (id: string, SectionQuestions: string[], media: string[] = []) => ({
  id,
  collectionName: 'sections',
  name: `Section ${id}`,
  media,
  SectionQuestions,
});

/** Exam e1: sections s1 (groups g1 1–2, g2 3–4), s2 (g3 5–6), s3 (g4 7–7). Exam e2: s4 (g5 1–2). */
function fixture(config: unknown = {}) {
  return {
    room: { id: 'r1', name: 'Room', slug: 'room', detail: 'Detail', config, Exams: ['e1', 'e2'] },
    exams: [
      { id: 'e1', name: 'Listening', Sections: ['s1', 's2', 's3'] },
      { id: 'e2', name: 'Reading', Sections: ['s4'] },
    ],
    sections: [
      section('s1', ['g1', 'g2'], ['a.png']),
      section('s2', ['g3']),
      section('s3', ['g4']),
      section('s4', ['g5']),
    ],
    groups: [
      group('g1', 1, 2, ['q1', 'q2'], ['g1.png']),
      group('g2', 3, 4, ['q3', 'q4']),
      group('g3', 5, 6, ['q5', 'q6']),
      group('g4', 7, 7, ['q7']),
      group('g5', 1, 2, ['q8', 'q9']),
    ],
    questions: [
      q('q1', 1),
      q('q2', 2),
      q('q3', 3),
      q('q4', 4),
      q('q5', 5),
      q('q6', 6),
      q('q7', 7),
      q('q8', 1),
      q('q9', 2),
    ],
  };
}

const sectionIds = (sheet: ReturnType<typeof S.buildSheet>, exam = 0) =>
  sheet.exams[exam]!.sections.map((s) => s.id);
const groupIds = (sheet: ReturnType<typeof S.buildSheet>) =>
  sheet.exams.flatMap((e) => e.sections.flatMap((s) => s.groups.map((g) => g.id)));

describe('buildSheet', () => {
  it('keeps exams, sections and groups in their natural order with an empty config', () => {
    const sheet = S.buildSheet(fixture());
    expect(sheet).toMatchObject({ id: 'r1', name: 'Room', slug: 'room', detail: 'Detail', total: 9 });
    expect(sheet.exams.map((e) => e.name)).toEqual(['Listening', 'Reading']);
    expect(sectionIds(sheet)).toEqual(['s1', 's2', 's3']);
    expect(groupIds(sheet)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
    expect(sheet.exams[0]!.sections[0]!.groups[0]).toEqual({
      id: 'g1',
      from_question: 1,
      to_question: 2,
      media: ['/api/files/section_questions/g1/g1.png'],
      either_order: [],
      type: 'gap',
      instructions: null,
      options: null,
      content: null,
      min_words: null,
      title: null,
      max_words: null,
      number_allowed: false,
      slots: [
        { num: 1, questionId: 'q1', prompt: null, options: null },
        { num: 2, questionId: 'q2', prompt: null, options: null },
      ],
    });
    expect(sheet.exams[0]!.sections[0]!.media).toEqual(['/api/files/sections/s1/a.png']);
  });

  it.each([null, undefined, 'text', [], 42])('treats a config of %j as empty', (config) => {
    expect(S.buildSheet(fixture(config)).total).toBe(9);
  });

  it('puts order_exam_sections first, then the remaining sections in Sections order', () => {
    const sheet = S.buildSheet(fixture({ e1: { order_exam_sections: ['s3', 's1'] } }));
    expect(sectionIds(sheet)).toEqual(['s3', 's1', 's2']);
  });

  it('ignores order lists naming unknown sections, other exams’ sections and duplicates', () => {
    const sheet = S.buildSheet(fixture({ e1: { order_exam_sections: ['nope', 's4', 's2', 's2', 7, null] } }));
    expect(sectionIds(sheet)).toEqual(['s2', 's1', 's3']);
    expect(sectionIds(sheet, 1)).toEqual(['s4']);
  });

  it('leaves out disabled sections and groups (and their media) and counts only what is left', () => {
    const sheet = S.buildSheet(
      fixture({ e1: { disabled_exam_sections: ['s1'], disabled_section_questions: ['g3'] }, e2: {} }),
    );
    expect(sectionIds(sheet)).toEqual(['s2', 's3']);
    expect(groupIds(sheet)).toEqual(['g4', 'g5']);
    expect(sheet.total).toBe(3);
    expect(JSON.stringify(sheet)).not.toContain('a.png');
    expect(JSON.stringify(sheet)).not.toContain('g1.png');
  });

  it('applies a config only to the exam it is keyed by', () => {
    // g5 belongs to e2: disabling it under e1 changes nothing.
    const sheet = S.buildSheet(
      fixture({ e1: { disabled_section_questions: ['g5'], disabled_exam_sections: ['s4'] } }),
    );
    expect(groupIds(sheet)).toContain('g5');
    expect(sheet.total).toBe(9);
  });

  it('shows a slot with no question as null and leaves it out of the total', () => {
    const data = fixture();
    data.groups[0] = group('g1', 1, 4, ['q2', 'q1']); // slots 1–4, questions for 1 and 2 only
    const slots = S.buildSheet(data).exams[0]!.sections[0]!.groups[0]!.slots;
    expect(slots).toEqual([
      { num: 1, questionId: 'q1', prompt: null, options: null },
      { num: 2, questionId: 'q2', prompt: null, options: null },
      { num: 3, questionId: null, prompt: null, options: null },
      { num: 4, questionId: null, prompt: null, options: null },
    ]);
    expect(S.buildSheet(data).total).toBe(9);
  });

  it('binds a slot to the group’s first question with that num, ignoring questions outside the range', () => {
    const questions = [q('a', 1), q('b', 1), q('c', 9)];
    expect(S.groupSlots(group('g', 1, 2, ['b', 'a', 'c', 'missing']), questions)).toEqual([
      { num: 1, questionId: 'b', prompt: null, options: null },
      { num: 2, questionId: null, prompt: null, options: null },
    ]);
  });

  it('gives no slots to a group whose range is broken', () => {
    expect(S.groupSlots(group('g', 3, 2, []), [])).toEqual([]);
    expect(S.groupSlots({ id: 'g', from_question: 'x', to_question: 2, Questions: [] }, [])).toEqual([]);
    expect(S.groupSlots(group('g', 0, 1, []), [])).toEqual([]);
  });

  it('skips ids that point at nothing and repeated ids', () => {
    const data = fixture();
    data.room.Exams = ['ghost', 'e1', 'e1'];
    data.exams[0]!.Sections = ['s1', 'ghost', 's1'];
    data.sections[0]!.SectionQuestions = ['g1', 'ghost', 'g1'];
    const sheet = S.buildSheet(data);
    expect(sheet.exams.map((e) => e.id)).toEqual(['e1']);
    expect(sectionIds(sheet)).toEqual(['s1']);
    expect(groupIds(sheet)).toEqual(['g1']);
    expect(sheet.total).toBe(2);
  });

  it('carries the content of the test on computer, null where absent, and the room’s delivery', () => {
    const data = fixture();
    Object.assign(data.room, { delivery: 'paper' });
    Object.assign(data.sections[0]!, { passage: '# Bees\n\nBees **dance**.' });
    Object.assign(data.groups[0]!, {
      type: 'choice',
      instructions: 'Choose the correct letter, A, B or C.',
      content: 'Bees [[1]] and [[2]].',
      options: [{ letter: 'A', text: 'fly', extra: 'dropped' }],
      min_words: 0,
    });
    Object.assign(data.questions[0]!, {
      prompt: 'Why do bees dance?',
      options: [
        { letter: 'A', text: 'to eat' },
        { letter: 'B', text: 'to talk' },
      ],
    });
    const sheet = S.buildSheet(data) as any;
    expect(sheet.delivery).toBe('paper');
    expect(sheet.exams[0].sections[0].passage).toBe('# Bees\n\nBees **dance**.');
    expect(sheet.exams[0].sections[1].passage).toBeNull();
    const g1 = sheet.exams[0].sections[0].groups[0];
    expect(g1).toMatchObject({
      type: 'choice',
      instructions: 'Choose the correct letter, A, B or C.',
      content: 'Bees [[1]] and [[2]].',
      options: [{ letter: 'A', text: 'fly' }],
      min_words: null,
    });
    expect(g1.slots[0]).toEqual({
      num: 1,
      questionId: 'q1',
      prompt: 'Why do bees dance?',
      options: [
        { letter: 'A', text: 'to eat' },
        { letter: 'B', text: 'to talk' },
      ],
    });
    expect(sheet.exams[0].sections[0].groups[1]).toMatchObject({ type: 'gap', options: null, content: null });
    // Keys stay on the server: the question's Keys ids are not on the sheet.
    data.questions[0]!.Keys = ['secret-key-id'];
    expect(JSON.stringify(S.buildSheet(data))).not.toContain('secret-key-id');
  });

  it('builds an empty sheet for a room with no exams', () => {
    expect(S.buildSheet({ room: { id: 'r', name: 'n', slug: 's', Exams: [] } })).toEqual({
      id: 'r',
      name: 'n',
      slug: 's',
      detail: '',
      accepting: true,
      time_limit: 0,
      audio: 'free',
      delivery: 'computer',
      total: 0,
      exams: [],
    });
  });

  it('carries the room’s test conditions', () => {
    const data = fixture();
    Object.assign(data.room, { accepting: false, time_limit: 90, audio: 'once' });
    expect(S.buildSheet(data)).toMatchObject({ accepting: false, time_limit: 90, audio: 'once' });
  });

  it.each<[room: Record<string, unknown>, conditions: object]>([
    [{}, { accepting: true, time_limit: 0, audio: 'free' }],
    [
      { accepting: true, time_limit: 45, audio: 'free' },
      { accepting: true, time_limit: 45, audio: 'free' },
    ],
    [
      { time_limit: -5, audio: 'twice' },
      { accepting: true, time_limit: 0, audio: 'free' },
    ],
    [
      { time_limit: 1.5, audio: '' },
      { accepting: true, time_limit: 0, audio: 'free' },
    ],
    [
      { time_limit: '30', accepting: false },
      { accepting: false, time_limit: 30, audio: 'free' },
    ],
  ])('reads room conditions %j as %j', (room, conditions) => {
    expect(S.roomConditions(room)).toEqual(conditions);
  });

  it('gives each section its audio URL, or null', () => {
    const data = fixture();
    (data.sections[1] as { audio?: string }).audio = 'part 2.mp3';
    const sections = S.buildSheet(data).exams[0]!.sections as unknown as {
      id: string;
      audio: string | null;
    }[];
    expect(sections.map((s) => [s.id, s.audio])).toEqual([
      ['s1', null],
      ['s2', '/api/files/sections/s2/part%202.mp3'],
      ['s3', null],
    ]);
    expect(S.fileUrl({ id: 'x', audio: '' }, 'audio', 'sections')).toBeNull();
  });

  it('lists the bound question ids of the sheet', () => {
    const ids = S.sheetQuestionIds(S.buildSheet(fixture({ e1: { disabled_exam_sections: ['s2'] } })));
    expect([...ids].sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q7', 'q8', 'q9']);
  });

  it('keeps every section exactly once whatever the order list says (property)', () => {
    const all = ['s1', 's2', 's3'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom('s1', 's2', 's3', 's4', 'x', '')), (order) => {
        const ids = S.orderedSectionIds(
          { Sections: all },
          { order, disabledSections: new Set(), disabledGroups: new Set() },
        );
        expect([...ids].sort()).toEqual(all);
        const named = S.unique(order).filter((id) => all.includes(id));
        expect(ids.slice(0, named.length)).toEqual(named);
      }),
    );
  });
});

describe('adminCounts', () => {
  it('counts slots and bound slots per group, active bound slots per section, and the total', () => {
    const data = fixture({ e1: { disabled_section_questions: ['g2'], disabled_exam_sections: ['s3'] } });
    data.groups[0] = group('g1', 1, 3, ['q1', 'q2']);
    const counts = S.adminCounts(data);
    expect(counts.groups.get('g1')).toEqual({ slot_count: 3, question_count: 2 });
    expect(counts.groups.get('g2')).toEqual({ slot_count: 2, question_count: 2 });
    // s1: g1 (2) + g2 disabled; s3 is disabled but still shows its groups' count.
    expect(counts.sections.get('e1/s1')).toBe(2);
    expect(counts.sections.get('e1/s3')).toBe(1);
    expect(counts.sections.get('e2/s4')).toBe(2);
    expect(counts.total).toBe(2 + 2 + 2); // g1, g3, g5
  });
});
