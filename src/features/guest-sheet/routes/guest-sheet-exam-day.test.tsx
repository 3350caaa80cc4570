// Exam day on the sheet (docs/architecture.md, "Exam day"): a paused room shows "The test is paused", takes
// no answers and holds the clock still, and the resume the next timing brings unlocks it; leaving the test
// (the page hidden, a paste into a box) is recorded and sent in a batch, kept on the device until sent.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwayEventsBody, GuestRoom, GuestTiming } from '@/lib/api-types';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { awayStorageKey } from '../lib/away-events';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch, makeRoom } from '@test/guest-fixtures';
import { server } from '@test/msw-server';
import { renderSheet } from '@test/render-sheet';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
// Fake timers from the start (time still flows): the 15 s poll and the 5 s sends are stepped over.
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(GUEST_UUID_KEY, uuid);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
afterEach(() => {
  vi.useRealTimers();
});

const MIN = 60_000;
const room = (settings: Partial<GuestRoom> = {}) => ({
  ...makeRoom([{ name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: 3 }] }] }]),
  ...settings,
});
const pbTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const box = (num: number) => screen.getByRole('textbox', { name: `Question ${num}` });

/** A started guest's timing with `left` ms to go, paused `pausedFor` ms ago when given. */
function timing(left: number, pausedFor?: number): GuestTiming {
  const now = Date.now();
  return {
    limit: 30,
    started: pbTime(now - 10 * MIN),
    deadline: pbTime(now + left),
    now: pbTime(now),
    paused_at: pausedFor === undefined ? null : pbTime(now - pausedFor),
  };
}

async function letsGo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('a paused room', () => {
  it('shows the pause, takes no answers and holds the clock still, until the resume comes', async () => {
    const user = setupUser();
    let paused = true;
    const sent = mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 30 }), {
          timing: paused ? timing(20 * MIN, 60_000) : timing(19 * MIN),
        }),
    });
    renderSheet();
    await letsGo(user);

    expect(await screen.findByText('The test is paused')).toBeInTheDocument();
    expect(box(1)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');

    // The next timing, 15 s on: the room runs again, with the deadline the pause moved.
    paused = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    await waitFor(() => expect(screen.queryByText('The test is paused')).not.toBeInTheDocument());
    expect(sent.searches.length).toBeGreaterThanOrEqual(2);
    expect(box(1)).not.toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^(18:[45]\d|19:00)$/));
  });
});

describe('leaving the test', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility = next;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  it('records the page hidden and a paste into a box, and sends them in one batch', async () => {
    const user = setupUser();
    mockGuestApi({ search: () => guestSearch(room({ time_limit: 30 }), { timing: timing(20 * MIN) }) });
    const batches: AwayEventsBody[] = [];
    let answer = 503;
    server.use(
      http.post('*/api/exam/events', async ({ request }) => {
        batches.push((await request.json()) as AwayEventsBody);
        return answer === 204
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({}, { status: answer });
      }),
    );
    renderSheet();
    await letsGo(user);

    setVisibility('hidden');
    setVisibility('visible');
    await user.click(box(2));
    await user.paste('copied');
    const key = awayStorageKey('room1', uuid);
    // Kept on the device at once.
    expect(JSON.parse(localStorage.getItem(key)!).map((e: { kind: string }) => e.kind)).toEqual([
      'hidden',
      'paste',
    ]);

    // The first batch meets a busy server: the events stay; the next one is taken, and they go.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(batches).toHaveLength(1));
    expect(localStorage.getItem(key)).not.toBeNull();
    answer = 204;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]).toEqual({
      Room: 'room1',
      events: [
        { kind: 'hidden', at: expect.any(String), seconds: expect.any(Number) },
        { kind: 'paste', at: expect.any(String), seconds: 0 },
      ],
    });
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
