import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { exam, practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';
import { mockResultsApi } from '@test/results-api';
import { roomResults, studentInProgress, submittedStudent } from '@test/results-fixtures';
import { parseTimeLimit, TIME_LIMIT_ERROR } from './room-settings';

beforeEach(() => {
  signIn();
});

async function openRoom(more: Parameters<typeof mockAdminApi>[0] = {}) {
  const sent = mockAdminApi({ room: practiceRoom(), ...more });
  const user = userEvent.setup();
  renderAdmin('/_/room/practice');
  await screen.findByRole('heading', { name: 'Settings' });
  return { sent, user };
}

const minutesField = () => screen.getByRole('spinbutton', { name: 'Time limit (minutes)' });

describe('room settings', () => {
  it('shows the defaults of a room stored before the settings, each with its description', async () => {
    await openRoom();
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).toHaveAccessibleDescription(
      /Off closes the room: students still open it and see “This room is closed.”/,
    );
    expect(minutesField()).toHaveValue(0);
    expect(minutesField()).toHaveAccessibleDescription(/0 means no limit/);
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Once' })).toHaveAccessibleDescription(
      /no pause, no seeking and no replay/,
    );
    expect(screen.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Review' })).toHaveAccessibleDescription(
      /each of their answers marked right or wrong/,
    );
  });

  it('shows what the room holds', async () => {
    await openRoom({
      room: practiceRoom({ accepting: false, time_limit: 40, audio: 'once', results: 'score' }),
    });
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).not.toBeChecked();
    expect(minutesField()).toHaveValue(40);
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Score' })).toBeChecked();
  });

  it('saves each setting at once', async () => {
    const { sent, user } = await openRoom();
    await user.click(screen.getByRole('radio', { name: 'Review' }));
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { results: 'review' } }]));
    expect(screen.getByRole('radio', { name: 'Review' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    await user.click(screen.getByRole('checkbox', { name: 'Accepting answers' }));
    await user.clear(minutesField());
    await user.type(minutesField(), '60{Enter}');
    await waitFor(() => expect(sent.patches).toHaveLength(4));
    expect(sent.patches.slice(1).map((patch) => patch.body)).toEqual([
      { audio: 'once' },
      { accepting: false },
      { time_limit: 60 },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    await waitFor(() => expect(minutesField()).toHaveValue(60));
  });

  it('delivers the test on computer unless the teacher picks paper', async () => {
    const { sent, user } = await openRoom();
    expect(screen.getByRole('radio', { name: 'On computer' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'On paper' }));
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { delivery: 'paper' } }]));
    expect(screen.getByRole('radio', { name: 'On paper' })).toBeChecked();
  });

  it('turns anonymous marking on and off', async () => {
    const { sent, user } = await openRoom();
    const anonymous = screen.getByRole('checkbox', { name: 'Anonymous marking' });
    expect(anonymous).not.toBeChecked();
    await user.click(anonymous);
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { anonymous_marking: true } }]));
    expect(anonymous).toBeChecked();
  });

  it('links to the marking only in a room holding a Writing exam', async () => {
    // Listening and Reading alone: nothing to mark there (Speaking is entered on the results screen).
    const { sent } = await openRoom();
    expect(screen.getByRole('link', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Marking/ })).toBeNull();
    expect(sent.markings).toEqual([]);
  });

  it('links to the marking, saying how many scripts are left, in a room with a Writing exam', async () => {
    const room = practiceRoom();
    const writing = { ...exam('writing', 'Writing', []), kind: 'academic_writing' as const };
    await openRoom({
      room: {
        ...room,
        Exams: [...room.Exams, writing.id],
        expand: { Exams: [...room.expand!.Exams!, writing] },
      },
      marking: { scripts: [], marked: 1, total: 4 },
    });
    expect(await screen.findByRole('link', { name: 'Marking (3 to mark)' })).toHaveAttribute(
      'href',
      '/_/room/practice/marking',
    );
  });

  it('saves the time limit on leaving the field too, and not when it did not change', async () => {
    const { sent, user } = await openRoom();
    await user.click(minutesField());
    await user.tab();
    expect(sent.patches).toEqual([]);
    await user.clear(minutesField());
    await user.type(minutesField(), '0');
    await user.tab();
    await user.clear(minutesField());
    await user.type(minutesField(), '90');
    await user.tab();
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { time_limit: 90 } }]));
  });

  it('refuses a time limit out of range without saving, and says why', async () => {
    const { sent, user } = await openRoom();
    await user.clear(minutesField());
    await user.type(minutesField(), '601');
    await user.tab();
    expect(await screen.findByText(TIME_LIMIT_ERROR)).toBeInTheDocument();
    expect(minutesField()).toHaveAttribute('aria-invalid', 'true');
    expect(minutesField()).toHaveAccessibleDescription(expect.stringContaining(TIME_LIMIT_ERROR));
    expect(sent.patches).toEqual([]);

    await user.clear(minutesField());
    await user.type(minutesField(), '45{Enter}');
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { time_limit: 45 } }]));
    expect(screen.queryByText(TIME_LIMIT_ERROR)).not.toBeInTheDocument();
    expect(minutesField()).not.toHaveAttribute('aria-invalid');
  });

  it('rolls a failed save back and says why in a toast', async () => {
    const { sent, user } = await openRoom({
      patch: () => pbError(400, 'Check the room.', { results: { code: 'invalid', message: 'Bad value.' } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    expect(await screen.findByText('Check the room.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hidden' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Score' })).not.toBeChecked();
    expect(sent.patches).toEqual([{ id: 'room1', body: { results: 'score' } }]);
  });

  it('puts a refused time limit back to what the room holds', async () => {
    const { user } = await openRoom({
      patch: () =>
        pbError(400, 'Check the time limit.', { time_limit: { code: 'invalid', message: 'Too long.' } }),
    });
    await user.clear(minutesField());
    await user.type(minutesField(), '30{Enter}');
    expect(await screen.findByText('Check the time limit.')).toBeInTheDocument();
    await waitFor(() => expect(minutesField()).toHaveValue(0));
  });
});

describe('parseTimeLimit', () => {
  it('takes whole minutes from 0 to 600', () => {
    expect(parseTimeLimit(' 0 ')).toEqual({ minutes: 0 });
    expect(parseTimeLimit('600')).toEqual({ minutes: 600 });
    for (const bad of ['601', '-1', '1.5', '', 'ten', '1e2']) {
      expect(parseTimeLimit(bad)).toEqual({ error: TIME_LIMIT_ERROR });
    }
  });
});

describe('collect answers now', () => {
  const results = roomResults([
    studentInProgress('zoe', 'Zoë Brontë', 12),
    studentInProgress('yann', 'Yann Tiersen', 3),
    submittedStudent('ada', 'Ada Lovelace', 31, 9, 55),
  ]);

  it('asks first, saying how many students are still writing, then collects and says how many', async () => {
    const { sent, user } = await openRoom({ collect: { collected: 2 } });
    const resultsSent = mockResultsApi({ results });
    const searches = sent.roomSearches.length;
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    expect(await within(dialog).findByText('2 students are still writing.')).toBeInTheDocument();
    expect(resultsSent.results[0]!.roomId).toBe('room1');
    expect(sent.collects).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Collect answers' }));
    expect(await screen.findByText('Collected 2 sheets. The room is closed.')).toBeInTheDocument();
    expect(sent.collects).toEqual(['room1']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The room is read again: it is closed now.
    await waitFor(() => expect(sent.roomSearches.length).toBeGreaterThan(searches));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).not.toBeChecked(),
    );
    expect(resultsSent.results.length).toBeGreaterThan(1);
  });

  it('Cancel collects nothing', async () => {
    const { sent, user } = await openRoom();
    mockResultsApi({ results: roomResults([submittedStudent('ada', 'Ada Lovelace', 31, 9, 55)]) });
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    expect(await within(dialog).findByText('No student is writing now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.collects).toEqual([]);
  });

  it('says it is counting while the results load', async () => {
    const { user } = await openRoom();
    mockResultsApi({ results: never });
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Counting the students still writing');
    expect(within(dialog).getByRole('button', { name: 'Collect answers' })).toBeEnabled();
  });

  it('still lets the teacher collect when the count fails', async () => {
    const { sent, user } = await openRoom({ collect: { collected: 1 } });
    mockResultsApi({ results: () => pbError(500, 'Database is busy.') });
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const again = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    expect(
      await within(again).findByText('Could not count the students still writing: Database is busy.'),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Collect answers' }));
    expect(await screen.findByText('Collected 1 sheet. The room is closed.')).toBeInTheDocument();
    expect(sent.collects).toEqual(['room1']);
  });

  it('keeps the dialog open with the error when collecting fails', async () => {
    const { user } = await openRoom({ collect: () => pbError(404, "The requested resource wasn't found.") });
    mockResultsApi({ results });
    await user.click(screen.getByRole('button', { name: 'Collect answers now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Collect answers now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Collect answers' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The requested resource wasn't found.",
    );
    expect(within(dialog).getByRole('button', { name: 'Collect answers' })).toBeEnabled();
  });
});
