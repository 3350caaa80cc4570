// The guest route picks the screen by the room's delivery: a paper room gets the paper sheet and never loads
// the test on computer's chunk (this file's first test runs before anything imported it).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch, smallRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { computerRoom } from '../lib/test-room';

const imported = vi.hoisted(() => vi.fn());
vi.mock('./computer-screen', async (importOriginal) => {
  imported();
  return importOriginal();
});

async function open(room = smallRoom()) {
  const user = userEvent.setup();
  mockGuestApi({ search: guestSearch(room) });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the screen of a room', () => {
  it('is the paper sheet for a paper room, without the computer chunk', async () => {
    await open({ ...smallRoom(), delivery: 'paper' });
    expect(screen.getByRole('button', { name: 'Paperwork' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Questions' })).not.toBeInTheDocument();
    expect(imported).not.toHaveBeenCalled();
  });

  it('is the test on computer for a computer room', async () => {
    await open(computerRoom());
    expect(screen.getByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paperwork' })).not.toBeInTheDocument();
    expect(imported).toHaveBeenCalled();
  });
});
