// Leaving the test is recorded whatever the clock does meanwhile (docs/architecture.md, "Exam day"): a
// server's answer may move the clock's offset while the page is hidden, and the leave must still count.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RecorderParams } from '../lib/away-recorder';
import { awayStorageKey } from '../lib/away-events';
import { useAwayEvents } from './use-away-events';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => localStorage.clear());

const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
const kept = () =>
  (JSON.parse(localStorage.getItem(awayStorageKey('room1', 'guest-1')) ?? '[]') as { kind: string }[]).map(
    (event) => event.kind,
  );

it('keeps a leave in progress when the clock offset moves', () => {
  const params: RecorderParams = { roomId: 'room1', uuid: 'guest-1', offset: 0 };
  const { rerender, unmount } = renderHook((props: RecorderParams) => useAwayEvents(props), {
    initialProps: params,
  });
  setVisibility('hidden');
  rerender({ ...params, offset: 1_500 });
  setVisibility('visible');
  expect(kept()).toEqual(['hidden']);
  unmount();
});
