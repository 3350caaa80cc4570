import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';

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
    expect(screen.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Review' })).toHaveAccessibleDescription(
      /each of their answers marked right or wrong/,
    );
  });

  it('saves the setting at once', async () => {
    const { sent, user } = await openRoom();
    await user.click(screen.getByRole('radio', { name: 'Review' }));
    await waitFor(() => expect(sent.patches).toEqual([{ id: 'room1', body: { results: 'review' } }]));
    expect(screen.getByRole('radio', { name: 'Review' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Score' }));
    await waitFor(() => expect(sent.patches).toHaveLength(2));
    expect(sent.patches[1]!.body).toEqual({ results: 'score' });
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
