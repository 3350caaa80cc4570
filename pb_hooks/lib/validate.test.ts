// Validation of request bodies and room patches (DESIGN.md §5), and the error shape.
import { describe, expect, it } from 'vitest';
import { errors as E, thrown, validate as V } from './testing';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('HttpError', () => {
  it('serialises to PocketBase’s shape, with extra top-level fields', () => {
    const error = E.conflict('Already.', { submission: { code: 'x', message: 'y' } }, { id: 'abc' });
    expect(E.isHttpError(error)).toBe(true);
    expect(error.toJSON()).toEqual({
      status: 409,
      message: 'Already.',
      data: { submission: { code: 'x', message: 'y' } },
      id: 'abc',
    });
    expect(E.badRequest().toJSON()).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(E.notFound().toJSON().message).toBe("The requested resource wasn't found.");
    expect(E.isHttpError(new Error('x'))).toBe(false);
  });
});

describe('parseJsonObject and the body size', () => {
  it('accepts a JSON object and reads an empty body as {}', () => {
    expect(V.parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(V.parseJsonObject('')).toEqual({});
    expect(V.parseJsonObject('  ')).toEqual({});
  });

  it.each(['{', '{"a":', 'nope', "{'a':1}"])('refuses malformed JSON %j with 400', (text) => {
    const error = thrown(() => V.parseJsonObject(text));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it.each(['[]', '[1]', '"x"', '1', 'null', 'true'])('refuses %j: not an object', (text) => {
    expect(thrown(() => V.parseJsonObject(text)).message).toMatch(/must be a JSON object/);
  });

  it('counts UTF-8 bytes', () => {
    expect(V.utf8Length('abc')).toBe(3);
    expect(V.utf8Length('é')).toBe(2);
    expect(V.utf8Length('€')).toBe(3);
    expect(V.utf8Length('😀')).toBe(4);
    expect(V.utf8Length('\ud800')).toBe(3); // a lone surrogate is sent as U+FFFD
    expect(V.utf8Length('a😀é€')).toBe(Buffer.byteLength('a😀é€'));
    expect(V.BODY_LIMIT).toBe(65536);
  });
});

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

  it('takes a slug and an id as strings, any content (they are bound, never spliced)', () => {
    expect(V.validateSlugBody({ slug: 'demo" || slug != "' })).toEqual({ slug: 'demo" || slug != "' });
    expect(thrown(() => V.validateSlugBody({})).data.slug!.code).toBe('validation_required');
    expect(thrown(() => V.validateSlugBody({ slug: ['demo'] })).data.slug!.code).toBe(
      'validation_invalid_type',
    );
    expect(V.validateIdBody({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(thrown(() => V.validateIdBody({ id: 5 })).data.id).toBeDefined();
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
    });
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(
      V.validateAnswersBody(body([{ questionId: 'q', value: 'x'.repeat(50) }])).answers[0]!.value,
    ).toHaveLength(50);
    const error = thrown(() => V.validateAnswersBody(body([{ questionId: 'q', value: 'x'.repeat(51) }])));
    expect(error.data['raw.answers.0.value']!.code).toBe('validation_length_out_of_range');
  });

  it('counts characters, not UTF-16 units: 50 emoji are fine', () => {
    expect(V.validateAnswersBody(body([{ questionId: 'q', value: '😀'.repeat(50) }])).answers).toHaveLength(
      1,
    );
    expect(
      thrown(() => V.validateAnswersBody(body([{ questionId: 'q', value: '😀'.repeat(51) }]))).status,
    ).toBe(400);
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

describe('room patch', () => {
  const current = {
    room: { Exams: ['e1', 'e2'] },
    exams: [
      { id: 'e1', Sections: ['s1', 's2'] },
      { id: 'e2', Sections: ['s3'] },
    ],
    sections: [
      { id: 's1', SectionQuestions: ['g1'] },
      { id: 's2', SectionQuestions: ['g2'] },
      { id: 's3', SectionQuestions: ['g3'] },
    ],
  };
  const fieldsOf = (body: object) =>
    Object.keys(thrown(() => V.validateRoomPatch(body, current)).data).sort();

  it('takes name, slug, detail, a reordering of Exams and a config of this room’s parts', () => {
    const config = {
      e1: {
        disabled_exam_sections: ['s2'],
        disabled_section_questions: ['g1'],
        order_exam_sections: ['s2', 's1'],
      },
      e2: {},
    };
    expect(
      V.validateRoomPatch(
        { name: ' New ', slug: 'new-room-2', detail: '', Exams: ['e2', 'e1'], config },
        current,
      ),
    ).toEqual({ name: 'New', slug: 'new-room-2', detail: '', Exams: ['e2', 'e1'], config });
  });

  it('takes an empty patch and an empty or null config', () => {
    expect(V.validateRoomPatch({}, current)).toEqual({});
    expect(V.validateRoomPatch({ config: {} }, current)).toEqual({ config: {} });
    expect(V.validateRoomPatch({ config: null }, current)).toEqual({ config: {} });
  });

  it.each([
    [{ Exams: ['e1'] }, 'dropping an exam'],
    [{ Exams: ['e1', 'e2', 'e3'] }, 'adding an exam'],
    [{ Exams: ['e1', 'e1'] }, 'repeating an exam'],
    [{ Exams: ['e1', 'x'] }, 'swapping in another exam'],
    [{ Exams: 'e1,e2' }, 'a string'],
    [{ Exams: ['e1', 2] }, 'a non-string id'],
  ])('refuses Exams that are not a reordering: %s', (body) => {
    expect(fieldsOf(body)).toEqual(['Exams']);
  });

  it.each([
    [{ config: [] }, ['config']],
    [{ config: 'x' }, ['config']],
    [{ config: { e3: {} } }, ['config.e3']],
    [{ config: { e1: [] } }, ['config.e1']],
    [{ config: { e1: { other: [] } } }, ['config.e1.other']],
    [{ config: { e1: { disabled_exam_sections: ['s3'] } } }, ['config.e1.disabled_exam_sections']],
    [{ config: { e1: { order_exam_sections: ['s1', 'unknown'] } } }, ['config.e1.order_exam_sections']],
    [{ config: { e1: { disabled_section_questions: ['g3'] } } }, ['config.e1.disabled_section_questions']],
    [{ config: { e1: { disabled_section_questions: 'g1' } } }, ['config.e1.disabled_section_questions']],
    [{ config: { e1: { disabled_exam_sections: ['s1', 's1'] } } }, ['config.e1.disabled_exam_sections']],
    [{ config: { e2: { disabled_exam_sections: ['s1'] } } }, ['config.e2.disabled_exam_sections']],
  ])('refuses config %j', (body, fields) => {
    expect(fieldsOf(body)).toEqual(fields);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ name: 5 }, 'name'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ slug: 'a--b' }, 'slug'],
    [{ slug: '-a' }, 'slug'],
    [{ slug: 'x'.repeat(101) }, 'slug'],
    [{ slug: 'demo" || slug != "' }, 'slug'],
    [{ detail: 'x'.repeat(5001) }, 'detail'],
    [{ detail: 5 }, 'detail'],
    [{ Users: [] }, 'Users'],
    [{ id: 'x' }, 'id'],
  ])('refuses %j', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});

describe('share and delete bodies', () => {
  it('takes an e-mail to share with', () => {
    expect(V.validateShareBody({ email: ' t@school.test ' })).toEqual({ email: 't@school.test' });
    expect(thrown(() => V.validateShareBody({ email: 'nope' })).data.email!.code).toBe('validation_is_email');
    expect(thrown(() => V.validateShareBody({})).data.email!.code).toBe('validation_required');
  });

  it('takes a confirmation equal to the room’s name, exactly', () => {
    expect(V.validateDeleteBody({ confirm: 'My Room' }, 'My Room')).toEqual({ confirm: 'My Room' });
    for (const confirm of ['my room', 'My Room ', '', undefined, 5]) {
      expect(thrown(() => V.validateDeleteBody({ confirm }, 'My Room')).data.confirm).toBeDefined();
    }
  });
});
