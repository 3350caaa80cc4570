// The bodies of the guest routes: the guest record and the answers.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type { Answer } from '../../../src/lib/api-types';
import { thrown, validate as V } from '../testing';
import * as rules from '../../../src/rules/limits';

const G = createRequire(import.meta.url)('./guest-bodies.js') as {
  longAnswersOutsideEssays: (answers: Answer[], essayIds: Set<string>) => Record<string, { code: string }>;
};

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('guest bodies', () => {
  it('takes a UUID, lower-cased', () => {
    expect(V.validateGuestCreate({ uuid: UUID.toUpperCase() })).toEqual({ uuid: UUID });
  });

  it.each([
    [{}, 'validation_required'],
    [{ uuid: '' }, 'validation_required'],
    [{ uuid: 'not-a-uuid' }, 'validation_invalid_uuid'],
    [{ uuid: 42 }, 'validation_invalid_uuid'],
    [{ uuid: `${UUID}" || 1=1` }, 'validation_invalid_uuid'],
  ])('refuses %j', (body, code) => {
    const error = thrown(() => V.validateGuestCreate(body));
    expect(error.status).toBe(400);
    expect(error.data.uuid!.code).toBe(code);
  });

  it('takes a name of 3–100 characters and an e-mail of 3–254', () => {
    expect(V.validateGuestPatch({ uuid: UUID, name: '  Ann  ', email: 'ann@school.test' })).toEqual({
      uuid: UUID,
      name: 'Ann',
      email: 'ann@school.test',
    });
    expect(V.validateGuestPatch({ uuid: UUID, name: 'x'.repeat(100), email: 'a@b.co' }).name).toHaveLength(
      100,
    );
  });

  it('counts a name in characters, as the gate form does: a letter and 59 emoji pass, 101 or 2 do not', () => {
    const patch = (name: string) => () => V.validateGuestPatch({ uuid: UUID, name, email: 'a@b.co' });
    expect(patch('A' + '😀'.repeat(59))().name).toBe('A' + '😀'.repeat(59));
    expect(patch('A' + '😀'.repeat(99))().name).toBe('A' + '😀'.repeat(99));
    expect(thrown(patch('A' + '😀'.repeat(100))).data.name!.code).toBe('validation_length_out_of_range');
    expect(thrown(patch('A😀')).data.name!.code).toBe('validation_length_out_of_range');
  });

  it('needs a visible letter or digit in a name, in any script', () => {
    const patch = (name: string) => () => V.validateGuestPatch({ uuid: UUID, name, email: 'a@b.co' });
    for (const name of [
      '\u200b\u200b\u200b',
      '\u0001\u0002\u0003',
      '\u00ad-\u200b',
      '...',
      '\u200b \u00a0 \u2060',
    ]) {
      expect(thrown(patch(name)).data.name!.code, JSON.stringify(name)).toBe('validation_invalid_format');
    }
    for (const name of ['Zoë', '李小龍', 'Ahmed 2', 'Иван', '007', 'José 😀'])
      expect(patch(name)().name).toBe(name);
  });

  it('refuses e-mails with angle brackets or spaces', () => {
    for (const email of ['x@y.co<script>', '<a@b.co>', 'a b@c.co', 'a@b .co']) {
      const error = thrown(() => V.validateGuestPatch({ uuid: UUID, name: 'Alice', email }));
      expect(error.data.email!.code, email).toBe('validation_is_email');
    }
  });

  it('names every bad field', () => {
    const error = thrown(() => V.validateGuestPatch({ uuid: 'x', name: 'Al', email: 'nope' }));
    expect(Object.keys(error.data).sort()).toEqual(['email', 'name', 'uuid']);
    expect(error.data.name!.code).toBe('validation_length_out_of_range');
    expect(error.data.email!.code).toBe('validation_is_email');
  });

  it.each([
    [{ name: 'x'.repeat(101), email: 'a@b.co' }, 'name'],
    [{ name: 'Ann', email: `${'a'.repeat(250)}@b.co` }, 'email'],
    [{ name: 123, email: 'a@b.co' }, 'name'],
    [{ name: 'Ann' }, 'email'],
    [{ name: 'Ann', email: 'a b@c.de' }, 'email'],
    [{ name: 'Ann', email: 'a@b' }, 'email'],
  ])('refuses %j (field %s)', (fields, field) => {
    expect(thrown(() => V.validateGuestPatch({ uuid: UUID, ...fields })).data[field]).toBeDefined();
  });
});

describe('answer bodies', () => {
  const body = (answers: unknown, extra: object = {}) => ({ Room: 'r1', raw: { answers }, ...extra });

  it('keeps values as sent and ignores any score or Guest the browser sends', () => {
    const out = V.validateAnswersBody(
      body([{ questionId: 'q1', value: '  Spaced  ' }, { questionId: 'q2' }], { score: 40, Guest: 'g' }),
    );
    expect(out).toEqual({
      room: 'r1',
      answers: [
        { questionId: 'q1', value: '  Spaced  ' },
        { questionId: 'q2', value: '' },
      ],
      flags: [],
    });
  });

  // docs/architecture.md, "Writing and marking": 30,000 characters in an essay box, 50 in every other.
  const essays = new Set(['essay']);
  const checked = (answers: Answer[]) => {
    const valid = V.validateAnswersBody(body(answers)).answers;
    const errors = G.longAnswersOutsideEssays(valid, essays);
    if (Object.keys(errors).length > 0) throw Object.assign(new Error('400'), { status: 400, data: errors });
    return valid;
  };

  it('accepts 50 characters and refuses 51 in a box that is not an essay', () => {
    expect(checked([{ questionId: 'q', value: 'x'.repeat(50) }])[0]!.value).toHaveLength(50);
    const error = thrown(() => checked([{ questionId: 'q', value: 'x'.repeat(51) }]));
    expect(error.data['raw.answers.0.value']!.code).toBe('validation_length_out_of_range');
  });

  it('accepts 30,000 characters in an essay box and refuses 30,001', () => {
    expect(checked([{ questionId: 'essay', value: 'x'.repeat(30000) }])[0]!.value).toHaveLength(30000);
    const error = thrown(() =>
      V.validateAnswersBody(body([{ questionId: 'essay', value: 'x'.repeat(30001) }])),
    );
    expect(error.data['raw.answers.0.value']!.message).toBe('Must be at most 30000 characters.');
  });

  it('counts characters, not UTF-16 units: 50 emoji are fine', () => {
    expect(checked([{ questionId: 'q', value: '😀'.repeat(50) }])).toHaveLength(1);
    expect(thrown(() => checked([{ questionId: 'q', value: '😀'.repeat(51) }])).status).toBe(400);
    expect(checked([{ questionId: 'essay', value: '😀'.repeat(30000) }])).toHaveLength(1);
  });

  it('refuses two answers to one question', () => {
    const error = thrown(() =>
      V.validateAnswersBody(
        body([
          { questionId: 'q', value: 'a' },
          { questionId: 'q', value: 'b' },
        ]),
      ),
    );
    expect(error.data['raw.answers.1.questionId']!.code).toBe('validation_duplicate');
  });

  it.each([
    [{}, ['Room', 'raw']],
    [{ Room: 5, raw: { answers: [] } }, ['Room']],
    [{ Room: 'r', raw: [] }, ['raw']],
    [{ Room: 'r', raw: {} }, ['raw.answers']],
    [{ Room: 'r', raw: { answers: 'x' } }, ['raw.answers']],
    [{ Room: 'r', raw: { answers: ['x'] } }, ['raw.answers.0']],
    [{ Room: 'r', raw: { answers: [{ value: 'x' }] } }, ['raw.answers.0.questionId']],
    [{ Room: 'r', raw: { answers: [{ questionId: 'q', value: 7 }] } }, ['raw.answers.0.value']],
  ])('refuses %j naming %j', (input, fields) => {
    const error = thrown(() => V.validateAnswersBody(input));
    expect(error.status).toBe(400);
    expect(Object.keys(error.data).sort()).toEqual([...fields].sort());
  });

  it('names answers to questions outside the sheet', () => {
    const errors = V.answersOutsideSheet(
      [{ questionId: 'q1' }, { questionId: 'other' }],
      new Set(['q1', 'q2']),
    );
    expect(Object.keys(errors)).toEqual(['raw.answers.1.questionId']);
  });
});

describe('flags in answer bodies', () => {
  const body = (flags: unknown) => ({ Room: 'r1', raw: { answers: [], flags } });
  const fieldsOf = (input: unknown) => {
    const error = thrown(() => V.validateAnswersBody(input));
    expect(error.status).toBe(400);
    return Object.keys(error.data).sort();
  };

  it('takes a list of question ids, in order, and none when absent or null', () => {
    expect(V.validateAnswersBody(body(['q2', 'q1'])).flags).toEqual(['q2', 'q1']);
    expect(V.validateAnswersBody(body([])).flags).toEqual([]);
    expect(V.validateAnswersBody(body(null)).flags).toEqual([]);
    expect(V.validateAnswersBody({ Room: 'r1', raw: { answers: [] } }).flags).toEqual([]);
  });

  it('flags a question without an answer (a box left blank for later)', () => {
    const out = V.validateAnswersBody({
      Room: 'r1',
      raw: { answers: [{ questionId: 'q1', value: 'a' }], flags: ['q2'] },
    });
    expect(out).toEqual({ room: 'r1', answers: [{ questionId: 'q1', value: 'a' }], flags: ['q2'] });
  });

  it.each<[flags: unknown, fields: string[]]>([
    ['q1', ['raw.flags']],
    [{ q1: true }, ['raw.flags']],
    [[1], ['raw.flags.0']],
    [['q1', ''], ['raw.flags.1']],
    [['q1', null], ['raw.flags.1']],
    [['q1', { id: 'q2' }], ['raw.flags.1']],
    [['q1', 'q1'], ['raw.flags.1']],
    [['x'.repeat(201)], ['raw.flags.0']],
    [
      ['a', 7, 'a'],
      ['raw.flags.1', 'raw.flags.2'],
    ],
  ])('refuses flags %j naming %j', (flags, fields) => {
    expect(fieldsOf(body(flags))).toEqual(fields);
  });

  it('refuses more flags than a sheet may have answers', () => {
    const many = Array.from({ length: rules.MAX_ANSWERS + 1 }, (_, i) => `q${i}`);
    expect(fieldsOf(body(many))).toEqual(['raw.flags']);
    expect(V.validateAnswersBody(body(many.slice(1))).flags).toHaveLength(rules.MAX_ANSWERS);
  });

  it('names bad answers and bad flags together', () => {
    expect(fieldsOf({ Room: 'r1', raw: { answers: [{ questionId: 'q', value: 5 }], flags: [5] } })).toEqual([
      'raw.answers.0.value',
      'raw.flags.0',
    ]);
  });

  it('names flags of questions that are not the room’s', () => {
    const errors = V.answersOutsideSheet([{ questionId: 'q1' }], new Set(['q1', 'q2']), ['q2', 'nope', 'q1']);
    expect(errors).toEqual({
      'raw.flags.1': { code: 'validation_unknown_question', message: 'Not a question of this room.' },
    });
  });
});

describe('finish bodies', () => {
  it('takes { Room, exam }, both required', () => {
    expect(V.validateFinishBody({ Room: 'r1', exam: 'e1' })).toEqual({ room: 'r1', exam: 'e1' });
    const error = thrown(() => V.validateFinishBody({}));
    expect(error.status).toBe(400);
    expect(Object.keys(error.data).sort()).toEqual(['Room', 'exam']);
  });
});

describe('start bodies', () => {
  it('takes { Room }', () => {
    expect(V.validateStartBody({ Room: ' r1 ', raw: 'ignored' })).toEqual({ room: 'r1', exam: null });
  });

  it('takes { Room, exam } for an exam’s part, and refuses a bad exam at its path', () => {
    expect(V.validateStartBody({ Room: 'r1', exam: ' e1 ' })).toEqual({ room: 'r1', exam: 'e1' });
    for (const exam of ['', 5, 'x'.repeat(201)]) {
      const error = thrown(() => V.validateStartBody({ Room: 'r1', exam }));
      expect(Object.keys(error.data)).toEqual(['exam']);
    }
  });

  it.each([[{}], [{ Room: '' }], [{ Room: 5 }], [{ Room: 'x'.repeat(201) }], [{ room: 'r1' }]])(
    'refuses %j naming Room',
    (input) => {
      const error = thrown(() => V.validateStartBody(input));
      expect(error.status).toBe(400);
      expect(Object.keys(error.data)).toEqual(['Room']);
    },
  );
});
