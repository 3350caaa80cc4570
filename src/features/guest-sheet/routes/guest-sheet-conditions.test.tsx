// Test conditions on the sheet (docs/product.md, "Test conditions"): the clock from "Let's go" or a reload,
// its warnings, submitting at 0, a closed room, and the server's refusals keeping what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// sonner's own state, cleared between tests.
// eslint-disable-next-line no-restricted-imports
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestRoom, GuestTiming } from '@/lib/api-types';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { draftKey } from '../lib/draft-storage';
import { mockGuestApi, pbError } from '@test/guest-api';
import { finishedGuest, guestSearch, makeRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
beforeEach(() => {
  localStorage.setItem(GUEST_UUID_KEY, uuid);
  toast.dismiss();
});

const MIN = 60_000;
const CLOSED = 'This room is closed.';
const TIME_UP = 'Time is up: your answers were collected at the deadline.';

const room = (settings: Partial<GuestRoom> = {}) => ({
  ...makeRoom([{ name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: 3 }] }] }]),
  ...settings,
});
/** sonner's toasts. */
const toasts = () => screen.getByRole('region', { name: /Notifications/ });
const box = (num: number) => screen.getByRole('textbox', { name: `Question ${num}` });
/** PocketBase's way of writing a time. */
const pbTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/**
 * A timed room's timing as the server sees it when it answers (so give `search` a function), on a server whose clock is `skew` ms ahead of this
 * device's: everything the browser shows must follow the server's clock, not the device's.
 */
function serverTiming(limit: number, skew: number, started?: { ago: number; left: number }): GuestTiming {
  const serverNow = Date.now() + skew;
  return {
    limit,
    started: started ? pbTime(serverNow - started.ago) : null,
    deadline: started ? pbTime(serverNow + started.left) : null,
    now: pbTime(serverNow),
  };
}

const refusal = (code: 'room_closed' | 'time_up', message: string) => () =>
  pbError(403, message, { Room: { code, message } });

async function letsGo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the clock', () => {
  it('is not shown in an untimed room; "Let\'s go" still records the start', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({ search: guestSearch(room()) });
    renderSheet();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Alice Student' });
    expect(welcome).not.toHaveTextContent(/minutes from when you press/);
    await letsGo(user);
    expect(sent.starts).toEqual([{ Room: 'room1' }]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("starts with \"Let's go\" and counts down from the start's deadline, by the server's clock", async () => {
    const user = userEvent.setup();
    // This device is two hours behind the server: its own clock would give 2:30:00.
    const skew = 2 * 60 * MIN;
    const sent = mockGuestApi({
      search: () => guestSearch(room({ time_limit: 30 }), { timing: serverTiming(30, skew) }),
      start: () => ({
        started: pbTime(Date.now() + skew),
        deadline: pbTime(Date.now() + skew + 30 * MIN),
      }),
    });
    renderSheet();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Alice Student' });
    expect(welcome).toHaveTextContent(
      "You have 30 minutes from when you press “Let's go”. When the time is up, your answers are submitted as they are.",
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await letsGo(user);
    expect(sent.starts).toEqual([{ Room: 'room1' }]);

    const timer = await screen.findByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toMatch(/^(30:00|29:5\d)$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^29:5\d$/), { timeout: 2500 });
  });

  it('goes on after a reload from the recorded start, without starting again', async () => {
    const user = userEvent.setup();
    const skew = -45 * MIN; // this device is 45 minutes ahead
    const sent = mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 60 }), {
          timing: serverTiming(60, skew, { ago: 20 * MIN, left: 40 * MIN }),
        }),
    });
    renderSheet();
    // Running already behind the welcome.
    const timer = await screen.findByRole('timer', { name: 'Time left', hidden: true });
    expect(timer.textContent).toMatch(/^(40:00|39:5\d)$/);
    await letsGo(user);
    expect(sent.starts).toEqual([]);
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^(40:00|39:5\d)$/);
  });

  it('shows an hour or more as h:mm:ss', async () => {
    mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 120 }), {
          timing: serverTiming(120, 0, { ago: 5 * MIN, left: 115 * MIN }),
        }),
    });
    renderSheet();
    await letsGo(userEvent.setup());
    expect(screen.getByRole('timer').textContent).toMatch(/^1:5[45]:\d\d$/);
  });

  it('says "10 minutes left" politely and in a toast when the mark is reached, and not before', async () => {
    mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 60 }), {
          timing: serverTiming(60, 5 * MIN, { ago: 50 * MIN, left: 10 * MIN + 1500 }),
        }),
    });
    renderSheet();
    await letsGo(userEvent.setup());
    const warnings = screen.getByRole('status', { name: 'Time warnings' });
    expect(warnings).toBeEmptyDOMElement();
    await waitFor(() => expect(warnings).toHaveTextContent('10 minutes left'), { timeout: 3500 });
    expect(await within(toasts()).findByText('10 minutes left')).toBeInTheDocument();
  });

  it('says nothing on a reload past the marks (3 minutes left)', async () => {
    mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 60 }), {
          timing: serverTiming(60, 0, { ago: 57 * MIN, left: 3 * MIN }),
        }),
    });
    renderSheet();
    await letsGo(userEvent.setup());
    const warnings = screen.getByRole('status', { name: 'Time warnings' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(warnings).toBeEmptyDOMElement();
    expect(within(toasts()).queryByText(/left/)).toBeNull();
  });

  it('submits by itself at 0, blanks and all, without asking; then says it was recorded', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 60 }), {
          timing: serverTiming(60, 30 * MIN, { ago: 60 * MIN - 2500, left: 2500 }),
          // The saved answer, not typing: typing can take longer than the 2.5 s left on a loaded machine.
          pendingSubmission: {
            answers: [{ questionId: '0-q1', value: 'river' }],
            flags: [],
            updated: new Date().toISOString(),
          },
        }),
    });
    renderSheet();
    await letsGo(user);
    expect(box(1)).toHaveValue('river');
    await screen.findByRole(
      'alertdialog',
      { name: 'Time is up: your answers were submitted' },
      { timeout: 12_000 },
    );
    expect(screen.queryByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ })).toBeNull();
    expect(sent.submissions).toEqual([
      {
        Room: 'room1',
        raw: {
          answers: [
            { questionId: '0-q1', value: 'river' },
            { questionId: '0-q2', value: '' },
            { questionId: '0-q3', value: '' },
          ],
          flags: [],
        },
      },
    ]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('closes the blanks dialog and submits when the time runs out while it is open', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({
      search: () =>
        guestSearch(room({ time_limit: 60 }), {
          timing: serverTiming(60, 0, { ago: 60 * MIN - 3000, left: 3000 }),
        }),
    });
    renderSheet();
    await letsGo(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ });
    await screen.findByRole(
      'alertdialog',
      { name: 'Time is up: your answers were submitted' },
      { timeout: 12_000 },
    );
    expect(screen.queryByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ })).toBeNull();
    expect(sent.submissions).toHaveLength(1);
  });
});

describe('a closed room', () => {
  it('says "This room is closed." and shows no answer boxes, nor the welcome', async () => {
    const sent = mockGuestApi({ search: guestSearch(room({ accepting: false })) });
    renderSheet();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.starts).toEqual([]);
  });

  it('does not ask a new student for a name', async () => {
    mockGuestApi({
      guest: { ...finishedGuest(uuid), name: '', email: '', finishedGate: false },
      search: guestSearch(room({ accepting: false })),
    });
    renderSheet();
    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument();
  });

  it('still shows a submitted student their answers and result', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      search: guestSearch(room({ accepting: false }), {
        submission: {
          id: 'sub1',
          created: '2026-11-22 10:00:00.000Z',
          answers: [{ questionId: '0-q1', value: 'sent' }],
          // The result is given per test (never a sum across tests), so the test's own score is shown.
          result: {
            score: 1,
            total: 3,
            exams: [{ id: 'e1', name: 'Listening', score: 1, total: 3, band: null }],
          },
        },
      }),
    });
    renderSheet();
    const recorded = await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(recorded).toHaveTextContent('1 of 3');
    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    expect(box(1)).toHaveValue('sent');
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
  });
});

describe('refusals', () => {
  it('a draft refused as closed: the words in an alert, boxes read-only, what was typed kept', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({ search: guestSearch(room()), draft: refusal('room_closed', CLOSED) });
    renderSheet();
    await letsGo(user);
    await user.type(box(1), 'lighthouse');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(CLOSED);
    expect(sent.drafts).toHaveLength(1);
    // The reason is in the alert; the save status says only what happened to the draft.
    expect(screen.getByText('Not saved — kept on this device')).toBeInTheDocument();
    expect(box(1)).toHaveValue('lighthouse');
    expect(box(1)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(box(2), 'more');
    expect(box(2)).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).answers).toContainEqual({
      questionId: '0-q1',
      value: 'lighthouse',
    });
    // Nothing more is sent to a room that refused.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent.drafts).toHaveLength(1);
  });

  it('a submission refused as time up: the words in an alert, not only a toast; answers kept', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({ search: guestSearch(room()), submit: refusal('time_up', TIME_UP) });
    renderSheet();
    await letsGo(user);
    await user.type(box(1), 'a');
    await user.type(box(2), 'b');
    await user.type(box(3), 'c');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIME_UP);
    expect(sent.submissions).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(box(1)).toHaveValue('a');
    expect(box(3)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).answers).toEqual(
      expect.arrayContaining([
        { questionId: '0-q1', value: 'a' },
        { questionId: '0-q3', value: 'c' },
      ]),
    );
  });

  it('a start refused as closed shows the words and no boxes to type in', async () => {
    const user = userEvent.setup();
    mockGuestApi({ search: guestSearch(room()), start: refusal('room_closed', CLOSED) });
    renderSheet();
    await letsGo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(CLOSED);
    expect(box(1)).toHaveAttribute('readonly');
  });

  it('a start that fails otherwise says why and leaves "Let\'s go" to press again', async () => {
    const user = userEvent.setup();
    let starts = 0;
    mockGuestApi({
      search: () => guestSearch(room({ time_limit: 30 }), { timing: serverTiming(30, 0) }),
      start: () =>
        starts++ === 0
          ? pbError(500, 'Database is busy.')
          : { started: pbTime(Date.now()), deadline: pbTime(Date.now() + 30 * MIN) },
    });
    renderSheet();
    await user.click(await screen.findByRole('button', { name: "Let's go" }));
    expect(await screen.findByText('Database is busy.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Welcome, Alice Student' })).toBeInTheDocument();
    await letsGo(user);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
  });

  it('says "Not saved" with the reason for any other refusal of a draft, never "Offline"', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      search: guestSearch(room()),
      draft: () => pbError(400, 'Check the answers.', { raw: { code: 'invalid', message: 'Bad.' } }),
    });
    renderSheet();
    await letsGo(user);
    await user.type(box(1), 'x');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Not saved: Check the answers.'),
      {
        timeout: 3000,
      },
    );
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    // Not a room's refusal: the sheet still takes answers.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(box(2), 'y');
    expect(box(2)).toHaveValue('y');
  });
});
