import { describe, expect, it } from 'vitest';
import { clearStoredDraft, readStoredDraft, storedDraftKey, writeStoredDraft } from './draft-storage';
import { applyKeys, draftFromDocument } from './exam-draft';
import { starterDocument } from './starter';

describe('the device’s copy of an exam’s unsaved changes', () => {
  it('keeps a working copy per exam with the version it was edited from', () => {
    const draft = draftFromDocument(starterDocument('Mock 1', 'listening'));
    writeStoredDraft('exam1', { updated: '2026-11-20 10:00:00.000Z', draft });
    expect(readStoredDraft('exam1')).toEqual({ updated: '2026-11-20 10:00:00.000Z', draft });
    expect(readStoredDraft('exam2')).toBeNull();
    clearStoredDraft('exam1');
    expect(readStoredDraft('exam1')).toBeNull();
  });

  it('opens a copy written before the parts carried the content of the test on computer', () => {
    const draft = draftFromDocument(starterDocument('Mock 1', 'listening'));
    const old = {
      ...draft,
      sections: draft.sections.map(({ screen: _s, ...section }) => ({
        ...section,
        groups: section.groups.map(({ screen: _g, ...group }) => group),
      })),
    };
    writeStoredDraft('exam1', { updated: 'x', draft: old as unknown as typeof draft });
    const read = readStoredDraft('exam1')!.draft;
    expect(read).toEqual(draft);
    // Keys pasted into it set the group's type as in a fresh copy.
    const next = applyKeys(read, [{ num: 1, keys: ['B'] }], []);
    expect(next.sections[0]!.groups[0]!.screen.type).toBe('choice');
  });

  it('opens a copy written before the minimum words had a field, keeping the ones typed', () => {
    const draft = draftFromDocument(starterDocument('Writing 1', 'academic_writing'));
    expect(draft.sections.map((s) => s.groups[0]!.minWords)).toEqual(['150', '250']);
    const old = {
      ...draft,
      sections: draft.sections.map((section, i) => ({
        ...section,
        groups: section.groups.map(({ minWords: _m, ...group }) => ({
          ...group,
          screen: { ...group.screen, min_words: i === 0 ? 120 : null },
        })),
      })),
    };
    writeStoredDraft('exam1', { updated: 'x', draft: old as unknown as typeof draft });
    const read = readStoredDraft('exam1')!.draft;
    expect(read.sections.map((s) => s.groups[0]!.minWords)).toEqual(['120', '']);
    expect(read.sections.map((s) => s.groups[0]!.screen)).toEqual([{ type: 'essay' }, { type: 'essay' }]);
  });

  it('ignores a copy it did not write', () => {
    localStorage.setItem(storedDraftKey('exam1'), '{not json');
    expect(readStoredDraft('exam1')).toBeNull();
    localStorage.setItem(
      storedDraftKey('exam1'),
      JSON.stringify({
        updated: 'x',
        draft: { name: 'A', kind: 'other', sections: [{ name: 'P', groups: [{}] }] },
      }),
    );
    expect(readStoredDraft('exam1')).toBeNull();
  });
});
