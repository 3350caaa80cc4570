// The room patch: fields that may change, and a config of the room's own parts.
import { describe, expect, it } from 'vitest';
import { thrown, validate as V } from '../testing';
import * as rules from '../../../src/rules/limits';

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

  it('takes Exams that drop and add exams (the route checks an added one is the caller’s)', () => {
    expect(V.validateRoomPatch({ Exams: ['e1'] }, current)).toEqual({ Exams: ['e1'] });
    expect(V.validateRoomPatch({ Exams: ['e3', 'e1', 'e2'] }, current)).toEqual({
      Exams: ['e3', 'e1', 'e2'],
    });
    expect(V.validateRoomPatch({ Exams: [] }, current)).toEqual({ Exams: [] });
  });

  it('refuses an added exam it was not given (another teacher’s) like one that does not exist', () => {
    // `current` holds no e3: the route leaves out an added exam the caller may not manage.
    const refusal = (examId: string) =>
      thrown(() =>
        V.validateRoomPatch(
          { Exams: ['e1', examId], config: { [examId]: { disabled_exam_sections: ['s4'] } } },
          current,
        ),
      ).data;
    expect(refusal('e3')).toEqual({
      'config.e3': { code: 'validation_unknown_exam', message: 'Not an exam of this room.' },
    });
    expect(refusal('nowhere')['config.nowhere']).toEqual(refusal('e3')['config.e3']);
  });

  it('checks a config against the new list of exams when the patch changes it', () => {
    const withE3 = {
      ...current,
      exams: [...current.exams, { id: 'e3', Sections: ['s4'] }],
      sections: [...current.sections, { id: 's4', SectionQuestions: ['g4'] }],
    };
    const config = { e3: { disabled_exam_sections: ['s4'] } };
    expect(V.validateRoomPatch({ Exams: ['e1', 'e3'], config }, withE3)).toEqual({
      Exams: ['e1', 'e3'],
      config,
    });
    expect(
      Object.keys(thrown(() => V.validateRoomPatch({ Exams: ['e1'], config: { e2: {} } }, current)).data),
    ).toEqual(['config.e2']);
  });

  it.each<[body: object, why: string]>([
    [{ Exams: ['e1', 'e1'] }, 'repeating an exam'],
    [{ Exams: 'e1,e2' }, 'a string'],
    [{ Exams: ['e1', 2] }, 'a non-string id'],
    [{ Exams: ['e1', ''] }, 'an empty id'],
  ])('refuses Exams that are not a list of distinct ids: %s', (body) => {
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
    [{ config: { e1: { minutes: 2.5 } } }, ['config.e1.minutes']],
    [{ config: { e1: { minutes: '30' } } }, ['config.e1.minutes']],
    [{ config: { e1: { minutes: -1 } } }, ['config.e1.minutes']],
    [{ config: { e1: { minutes: 601 } } }, ['config.e1.minutes']],
    [{ config: { e3: { minutes: 30 } } }, ['config.e3']],
  ])('refuses config %j', (body, fields) => {
    expect(fieldsOf(body)).toEqual(fields);
  });

  it('takes an exam’s own time: whole minutes 0–600 (docs/architecture.md, "Exams one after another")', () => {
    const config = { e1: { minutes: 0 }, e2: { minutes: rules.TIME_LIMIT_MAX, disabled_exam_sections: [] } };
    expect(V.validateRoomPatch({ config }, current)).toEqual({ config });
    const error = thrown(() => V.validateRoomPatch({ config: { e1: { minutes: 601 } } }, current));
    expect(error.data['config.e1.minutes']?.message).toBe('Must be between 0 (none) and 600 minutes.');
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

describe('room settings in the patch', () => {
  const current = { room: { Exams: [] }, exams: [], sections: [] };
  const errorOf = (body: object) => thrown(() => V.validateRoomPatch(body, current)).data;

  it('takes anonymous marking on or off, and nothing else (400 on anonymous_marking)', () => {
    expect(V.validateRoomPatch({ anonymous_marking: true }, current)).toEqual({ anonymous_marking: true });
    expect(V.validateRoomPatch({ anonymous_marking: false }, current)).toEqual({ anonymous_marking: false });
    for (const anonymous_marking of ['true', 1, null]) {
      const error = thrown(() => V.validateRoomPatch({ anonymous_marking }, current));
      expect(Object.keys(error.data)).toEqual(['anonymous_marking']);
    }
  });

  it('takes the delivery paper or computer, and nothing else (400 on delivery)', () => {
    expect(V.validateRoomPatch({ delivery: 'paper' }, current)).toEqual({ delivery: 'paper' });
    expect(V.validateRoomPatch({ delivery: 'computer' }, current)).toEqual({ delivery: 'computer' });
    for (const delivery of ['screen', 'Computer', '', null, true]) {
      const error = thrown(() => V.validateRoomPatch({ delivery }, current));
      expect(error.data).toEqual({
        delivery: { code: 'validation_invalid_value', message: 'Must be one of paper or computer.' },
      });
    }
  });

  it('takes results, accepting, a whole time limit of 0–600 minutes and the audio mode', () => {
    expect(
      V.validateRoomPatch({ results: 'review', accepting: false, time_limit: 90, audio: 'once' }, current),
    ).toEqual({ results: 'review', accepting: false, time_limit: 90, audio: 'once' });
    expect(V.validateRoomPatch({ accepting: true, time_limit: 0, audio: 'free' }, current)).toEqual({
      accepting: true,
      time_limit: 0,
      audio: 'free',
    });
    expect(V.validateRoomPatch({ time_limit: 600 }, current)).toEqual({ time_limit: 600 });
  });

  it.each<[body: object, field: string, code: string]>([
    [{ results: 'all' }, 'results', 'validation_invalid_value'],
    [{ accepting: 'true' }, 'accepting', 'validation_invalid_type'],
    [{ accepting: 1 }, 'accepting', 'validation_invalid_type'],
    [{ accepting: null }, 'accepting', 'validation_invalid_type'],
    [{ time_limit: 601 }, 'time_limit', 'validation_out_of_range'],
    [{ time_limit: -1 }, 'time_limit', 'validation_out_of_range'],
    [{ time_limit: 1.5 }, 'time_limit', 'validation_invalid_type'],
    [{ time_limit: '30' }, 'time_limit', 'validation_invalid_type'],
    [{ time_limit: null }, 'time_limit', 'validation_invalid_type'],
    [{ time_limit: Number.NaN }, 'time_limit', 'validation_invalid_type'],
    [{ audio: 'twice' }, 'audio', 'validation_invalid_value'],
    [{ audio: 'FREE' }, 'audio', 'validation_invalid_value'],
    [{ audio: null }, 'audio', 'validation_invalid_value'],
  ])('refuses %j, naming the field', (body, field, code) => {
    const errors = errorOf(body);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]!.code).toBe(code);
  });

  it('names each bad setting at once and changes nothing', () => {
    expect(
      Object.keys(errorOf({ accepting: 'no', time_limit: 9999, audio: 'x', name: 'Fine' })).sort(),
    ).toEqual(['accepting', 'audio', 'time_limit']);
  });

  it('says the time limit’s range in its message', () => {
    expect(errorOf({ time_limit: 601 }).time_limit!.message).toContain(String(rules.TIME_LIMIT_MAX));
  });
});
