import { describe, expect, it } from 'vitest';
import { clearStoredDraft, readStoredDraft, storedDraftKey, writeStoredDraft } from './draft-storage';
import { draftFromDocument } from './exam-draft';
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
