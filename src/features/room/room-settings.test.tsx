import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';
import { parseTimeLimit } from './room-settings';

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

describe('room settings', () => {
  it('shows the defaults of a room stored before the settings, each with its description', async () => {
    await openRoom();
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).toHaveAccessibleDescription(
      /Off closes the room/,
    );
    expect(screen.getByRole('spinbutton', { name: 'Time limit (minutes)' })).toHaveValue(0);
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Review' })).toHaveAccessibleDescription(
      /each of their answers marked right or wrong/,
    );
  });

  it('saves each setting at once', async () => {
    const { sent, user } = await openRoom();
    await user.click(screen.getByRole('radio', { name: 'Review' }));
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { results: 'review' } }]));
    expect(screen.getByRole('radio', { name: 'Review' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    await user.click(screen.getByRole('checkbox', { name: 'Accepting answers' }));
    const minutes = screen.getByRole('spinbutton', { name: 'Time limit (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '60{Enter}');
    await waitFor(() => expect(sent.patches).toHaveLength(4));
    expect(sent.patches.slice(1).map((patch) => patch.body)).toEqual([
      { audio: 'once' },
      { accepting: false },
      { time_limit: 60 },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Accepting answers' })).not.toBeChecked();
  });

  it('refuses a time limit out of range without saving', async () => {
    const { sent, user } = await openRoom();
    const minutes = screen.getByRole('spinbutton', { name: 'Time limit (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '601');
    await user.tab();
    expect(await screen.findByText('Enter whole minutes from 0 to 600 (0: no limit).')).toBeInTheDocument();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(sent.patches).toEqual([]);
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
});

describe('parseTimeLimit', () => {
  it('takes whole minutes from 0 to 600', () => {
    expect(parseTimeLimit(' 0 ')).toEqual({ minutes: 0 });
    expect(parseTimeLimit('600')).toEqual({ minutes: 600 });
    for (const bad of ['601', '-1', '1.5', '', 'ten']) expect(parseTimeLimit(bad)).toHaveProperty('error');
  });
});
