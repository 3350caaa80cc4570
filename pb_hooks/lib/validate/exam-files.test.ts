// Which file of an exam an upload or a removal names.
import { describe, expect, it } from 'vitest';
import { examFiles as F, thrown } from '../testing';

const fieldsOf = (fn: () => unknown) => Object.keys(thrown(fn).data).sort();

describe('exam file targets', () => {
  it('takes images on sections and groups and a recording on sections', () => {
    expect(F.validateFileTarget({ part: 'section', partId: 's1', field: 'media' })).toEqual({
      part: 'section',
      partId: 's1',
      field: 'media',
    });
    expect(F.validateFileTarget({ part: 'group', partId: 'g1', field: 'media' }).part).toBe('group');
    expect(F.validateFileTarget({ part: 'section', partId: 's1', field: 'audio' }).field).toBe('audio');
    expect(F.validateFileRemoval({ part: 'group', partId: 'g1', field: 'media', name: 'a.png' }).name).toBe(
      'a.png',
    );
  });

  it.each<[unknown, string[]]>([
    [{}, ['field', 'part', 'partId']],
    [{ part: 'exam', partId: 's1', field: 'media' }, ['part']],
    [{ part: 'section', partId: '', field: 'media' }, ['partId']],
    [{ part: 'section', partId: 's1', field: 'avatar' }, ['field']],
    [{ part: 'group', partId: 'g1', field: 'audio' }, ['field']],
  ])('refuses %j naming %j', (body, fields) => {
    expect(fieldsOf(() => F.validateFileTarget(body))).toEqual(fields);
  });

  it('needs the name of the file to remove', () => {
    expect(fieldsOf(() => F.validateFileRemoval({ part: 'section', partId: 's1', field: 'media' }))).toEqual([
      'name',
    ]);
  });
});
