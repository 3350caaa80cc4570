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
import { pbError } from '@test/msw-replies';
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
const PAUSED_SAVE = 'Paused — kept on this device';
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
    expect(sent.timings.length).toBeGreaterThanOrEqual(1);
    expect(sent.timings[0]).toEqual({ Room: 'room1' });
    expect(box(1)).not.toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^(18:[45]\d|19:00)$/));
  });
});

describe('a pause reaching an open sheet', () => {
  const untimed = (pausedFor?: number): GuestTiming => ({
    limit: 0,
    started: pbTime(Date.now() - 10 * MIN),
    deadline: null,
    now: pbTime(Date.now()),
    paused_at: pausedFor === undefined ? null : pbTime(Date.now() - pausedFor),
  });

  it('reaches an untimed room within 15 s, and so does the resume', async () => {
    const user = setupUser();
    let paused = false;
    const sent = mockGuestApi({
      search: () => guestSearch(room(), { timing: untimed() }),
      timing: () => untimed(paused ? 1_000 : undefined),
    });
    renderSheet();
    await letsGo(user);
    expect(box(1)).not.toHaveAttribute('readonly');

    paused = true;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('The test is paused')).toBeInTheDocument();
    expect(box(1)).toHaveAttribute('readonly');
    expect(sent.timings[0]).toEqual({ Room: 'room1' });
    // The room itself is not asked for again.
    expect(sent.searches).toHaveLength(1);

    paused = false;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(screen.queryByText('The test is paused')).not.toBeInTheDocument());
    expect(box(1)).not.toHaveAttribute('readonly');
  });

  it('shows at once when a draft is refused as paused, and sends the answers after the resume', async () => {
    const user = setupUser();
    let paused = true;
    const message = 'The test is paused: your answers are kept on this device.';
    const sent = mockGuestApi({
      search: () => guestSearch(room({ time_limit: 30 }), { timing: timing(20 * MIN) }),
      timing: () => (paused ? timing(20 * MIN, 5_000) : timing(20 * MIN)),
      draft: () =>
        paused
          ? pbError(403, message, { Room: { code: 'paused', message } })
          : { id: 'draft1', updated: new Date().toISOString() },
    });
    renderSheet();
    await letsGo(user);
    await user.type(box(1), 'Whitfield');
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    // Before any poll: the refusal alone shows the pause and holds the clock.
    expect(await screen.findByText('The test is paused')).toBeInTheDocument();
    expect(sent.timings).toHaveLength(0);
    expect(box(1)).toHaveAttribute('readonly');
    // The save status agrees with the banner: the answers wait on this device, not refused.
    const status = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite');
    await waitFor(() => expect(status()).toHaveTextContent(PAUSED_SAVE));
    expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
    const shown = screen.getByRole('timer').textContent;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent(shown!);

    paused = false;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(screen.queryByText('The test is paused')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(sent.drafts.length).toBeGreaterThanOrEqual(2));
    expect(sent.drafts.at(-1)!.raw.answers).toContainEqual(expect.objectContaining({ value: 'Whitfield' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText(PAUSED_SAVE)).not.toBeInTheDocument();
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
