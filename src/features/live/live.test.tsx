import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { liveRoom, liveStudent, mockLiveApi } from '@test/live-api';
import { renderAdmin } from '@test/render-admin';
import { mockResultsApi } from '@test/results-api';
import { roomResults, studentInProgress } from '@test/results-fixtures';
import type { LiveRoom } from '@/lib/api-types';
import { clockTime } from './lib/live-rows';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openLive(live: Parameters<typeof mockLiveApi>[0]['live'], accommodation?: Response) {
  const admin = mockAdminApi({ room: practiceRoom() });
  const sent = mockLiveApi({ live, accommodation: accommodation ? () => accommodation : undefined });
  const user = userEvent.setup();
  const view = renderAdmin('/_/room/practice/live');
  return { ...view, sent, admin, user };
}

const table = () => screen.getByRole('region', { name: 'Students' });
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/(ada|bruno|cy|dee|zoe)@example\.com$/, ''));
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const header = (name: string) => within(table()).getByRole('columnheader', { name });

function classRoom(now: number, pausedAt: number | null = null): LiveRoom {
  return liveRoom(
    now,
    [
      liveStudent('ada', 'Ada Lovelace', now, {
        minutesLeft: 12,
        answered: 31,
        extra_percent: 25,
        note: 'Large print',
        away: { count: 2, seconds: 65 },
        pastes: 1,
      }),
      liveStudent('bruno', 'Bruno Díaz', now, { minutesLeft: 40, answered: 5 }),
      liveStudent('zoe', 'Zoë Brontë', now, {
        status: 'submitted',
        deadline: null,
        answered: 40,
        updated: new Date(now - 5 * 60_000).toISOString().replace('T', ' '),
      }),
      liveStudent('cy', 'Cy Twombly', now, {
        status: 'not_started',
        deadline: null,
        answered: 0,
        updated: null,
      }),
      liveStudent('dee', 'Dee Rao', now, { status: 'finished_part', part: 1, minutesLeft: 20, answered: 20 }),
    ],
    pausedAt,
  );
}

describe('live screen', () => {
  it('shows skeletons while loading', async () => {
    await openLive(never);
    expect(await screen.findByRole('status', { name: 'Loading the room live' })).toBeInTheDocument();
  });

  it('lists every student with their state, time left, extra time, absences and pastes', async () => {
    const now = Date.now();
    const { sent } = await openLive(classRoom(now));
    await screen.findByRole('region', { name: 'Students' });
    expect(sent.live[0]).toBe('room1');
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Cy Twombly', 'Dee Rao', 'Zoë Brontë']);
    const ada = row('Ada Lovelace');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Writing');
    expect(ada).toHaveTextContent('31/40');
    expect(ada).toHaveTextContent(/2\d s ago/);
    expect(ada).toHaveTextContent(/1[12]:\d\d/);
    expect(ada).toHaveTextContent('25%');
    expect(ada).toHaveTextContent('2 times, 1 min 05 s');
    expect(within(ada).getAllByRole('cell')[6]).toHaveTextContent(/^1$/);
    expect(row('Zoë Brontë')).toHaveTextContent('Submitted');
    expect(row('Zoë Brontë')).toHaveTextContent('5 min ago');
    expect(row('Cy Twombly')).toHaveTextContent('Not started');
    expect(row('Dee Rao')).toHaveTextContent('Finished part 1');
    expect(
      screen.getByText('5 students: 2 writing · 1 between parts · 1 submitted · 1 not started'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/_/room/practice');
  });

  it('sorts by each column from its header button, said by aria-sort', async () => {
    const now = Date.now();
    const { user } = await openLive(classRoom(now));
    await screen.findByRole('region', { name: 'Students' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Time left')).getByRole('button'));
    expect(header('Time left')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    // The running clocks first, fewest minutes first; those without one last.
    expect(names()).toEqual(['Ada Lovelace', 'Dee Rao', 'Bruno Díaz', 'Cy Twombly', 'Zoë Brontë']);

    // The keyboard: the header's button takes Enter.
    within(header('Time left')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Time left')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bruno Díaz', 'Dee Rao', 'Ada Lovelace', 'Cy Twombly', 'Zoë Brontë']);

    await user.click(within(header('Answered')).getByRole('button'));
    expect(names()).toEqual(['Cy Twombly', 'Bruno Díaz', 'Dee Rao', 'Ada Lovelace', 'Zoë Brontë']);
    await user.click(within(header('Away')).getByRole('button'));
    await user.click(within(header('Away')).getByRole('button'));
    expect(names()[0]).toBe('Ada Lovelace');
    await user.click(within(header('Status')).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Dee Rao', 'Cy Twombly', 'Zoë Brontë']);
  });

  it('pauses after a confirm, says since when, and resumes', async () => {
    const now = Date.now();
    const pausedAt = now - 60_000;
    const { user, admin } = await openLive([classRoom(now), classRoom(now, pausedAt), classRoom(now)]);
    await screen.findByRole('region', { name: 'Students' });

    await user.click(screen.getByRole('button', { name: 'Pause the test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Pause the test?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pause the test' }));
    await waitFor(() => expect(admin.patches).toEqual([{ id: 'room1', body: { paused: true } }]));
    expect(
      await screen.findByText(`Paused since ${clockTime(pausedAt)}.`, { exact: false }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume the test' }));
    await waitFor(() => expect(admin.patches[1]).toEqual({ id: 'room1', body: { paused: false } }));
    expect(await screen.findByRole('button', { name: 'Pause the test' })).toBeInTheDocument();
    expect(screen.queryByText(/Paused since/)).not.toBeInTheDocument();
    expect(screen.getByText('The test goes on: every clock runs again.')).toBeInTheDocument();
  });

  it('counts the time left down each second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const only = (paused: number | null) =>
      liveRoom(now, [liveStudent('ada', 'Ada Lovelace', now, { minutesLeft: 10 })], paused);
    await openLive(only(null));
    await screen.findByRole('region', { name: 'Students' });
    const left = () => within(row('Ada Lovelace')).getAllByRole('cell')[3]!.textContent;
    const before = left();
    expect(before).toMatch(/^(10:00|9:5\d)$/);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(left()).not.toBe(before);
    expect(Number(left()!.split(':')[1])).toBeLessThanOrEqual(57);
  });

  it('counts paused students as paused in the summary, as their Status says', async () => {
    const now = Date.now();
    const paused = (id: string, name: string) => liveStudent(id, name, now, { status: 'paused' });
    await openLive(
      liveRoom(
        now,
        [
          paused('ada', 'Ada Lovelace'),
          paused('bruno', 'Bruno Díaz'),
          liveStudent('zoe', 'Zoë Brontë', now, { status: 'submitted', deadline: null }),
        ],
        now - 60_000,
      ),
    );
    await screen.findByRole('region', { name: 'Students' });
    expect(row('Ada Lovelace')).toHaveTextContent('Paused');
    expect(screen.getByText('3 students: 2 paused · 1 submitted · 0 not started')).toBeInTheDocument();
    expect(screen.queryByText(/writing/)).not.toBeInTheDocument();
  });

  it('holds every clock still while the room is paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    await openLive(liveRoom(now, [liveStudent('ada', 'Ada Lovelace', now, { minutesLeft: 10 })], now - 5000));
    await screen.findByRole('region', { name: 'Students' });
    const left = () => within(row('Ada Lovelace')).getAllByRole('cell')[3]!.textContent;
    expect(left()).toBe('10:00');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(left()).toBe('10:00');
    expect(screen.getByRole('button', { name: 'Resume the test' })).toBeInTheDocument();
  });

  it('gives extra time: checks the percent and the note as the server does, then saves', async () => {
    const now = Date.now();
    const { user, sent } = await openLive(classRoom(now));
    await screen.findByRole('region', { name: 'Students' });
    await user.click(screen.getByRole('button', { name: 'Extra time for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Ada Lovelace' });
    const percent = within(dialog).getByRole('spinbutton', { name: 'Extra time (%)' });
    expect(percent).toHaveValue(25);
    // The note saved before, in any session, from the live state.
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Large print');

    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    expect(await within(dialog).findByText('Must be between 0 and 100 percent.')).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');

    await user.clear(percent);
    await user.type(percent, '30');
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    expect(await within(dialog).findByText('Must be at most 200 characters.')).toBeInTheDocument();
    expect(sent.accommodations).toEqual([]);

    await user.clear(note);
    await user.type(note, 'Exams office, form 12');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    await waitFor(() =>
      expect(sent.accommodations).toEqual([
        { guestId: 'ada', body: { extra_percent: 30, note: 'Exams office, form 12' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Ada Lovelace has 30% extra time.')).toBeInTheDocument();
    // Focus goes back to the row's button.
    expect(screen.getByRole('button', { name: 'Extra time for Ada Lovelace' })).toHaveFocus();
  });

  it("shows the server's refusal under its field", async () => {
    const now = Date.now();
    const { user } = await openLive(
      classRoom(now),
      pbError(400, 'Failed to validate.', {
        extra_percent: { code: 'validation_out_of_range', message: 'Too much for this room.' },
      }),
    );
    await screen.findByRole('region', { name: 'Students' });
    await user.click(screen.getByRole('button', { name: 'Extra time for Bruno Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Bruno Díaz' });
    // No extra time yet: given in minutes unless the teacher picks percent.
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Extra time (minutes)' });
    expect(minutes).toHaveValue(0);
    await user.clear(minutes);
    await user.type(minutes, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    expect(await within(dialog).findByText('Too much for this room.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('gives extra time in minutes instead of a percent', async () => {
    const now = Date.now();
    const { user, sent } = await openLive(classRoom(now));
    await screen.findByRole('region', { name: 'Students' });
    await user.click(screen.getByRole('button', { name: 'Extra time for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Ada Lovelace' });
    await user.click(within(dialog).getByRole('radio', { name: 'Minutes' }));
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Extra time (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '601');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    expect(await within(dialog).findByText('Must be between 0 and 600 minutes.')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    await waitFor(() =>
      expect(sent.accommodations).toEqual([
        { guestId: 'ada', body: { extra_minutes: 25, note: 'Large print' } },
      ]),
    );
    expect(await screen.findByText('Ada Lovelace has 25 extra minutes.')).toBeInTheDocument();
  });

  it('says when no student has opened the room, with the link to hand out', async () => {
    await openLive(liveRoom(Date.now(), []));
    expect(
      await screen.findByRole('heading', { name: 'No student has opened the room yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Guest link' })).toHaveValue(
      `${window.location.origin}/ielts/practice`,
    );
    expect(screen.getByRole('button', { name: 'Pause the test' })).toBeInTheDocument();
    expect(screen.queryByText(/^0 students/)).not.toBeInTheDocument();
  });

  it('says when the live state cannot be read, and tries again', async () => {
    const now = Date.now();
    const { user, sent } = await openLive([
      () => pbError(403, 'Only the room’s teachers see it live.'),
      classRoom(now),
    ]);
    expect(await screen.findByRole('heading', { name: 'Could not load the room live' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Students' })).toBeInTheDocument();
    expect(sent.live.length).toBeGreaterThanOrEqual(2);
  });

  it('opens "Collect answers now" from the live screen', async () => {
    const now = Date.now();
    const { user, admin } = await openLive(classRoom(now));
    mockResultsApi({ results: roomResults([studentInProgress('bruno', 'Bruno Díaz', 5)]) });
    await screen.findByRole('region', { name: 'Students' });
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    expect(await within(dialog).findByText('1 student is still writing.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Collect answers' }));
    await waitFor(() => expect(admin.collects).toEqual(['room1']));
  });
});
