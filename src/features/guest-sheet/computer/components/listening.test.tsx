// Listening on the test on computer: in a `once` room one Play starts Part 1's recording and the next part's
// follows on, the part shown going with it; after the last, 2 minutes to check, then the exam is over (a
// room of one exam submits, as at time-up).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestRoom } from '@/lib/api-types';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { readOnceStart } from '../../lib/once-playback';
import { CHECK_TIME_MS } from '../lib/once-chain';
import { computerRoom } from '../lib/test-room';

function listeningRoom(mode: 'free' | 'once'): GuestRoom {
  const room = computerRoom();
  room.audio = mode;
  room.exams[0]!.sections.forEach((section, i) => {
    section.audio = `/api/files/sections/${section.id}/part${i + 1}.mp3`;
  });
  return room;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function openScreen(room: GuestRoom) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search: guestSearch(room) });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

// <audio> has no role to find it by.
// eslint-disable-next-line testing-library/no-node-access
const audio = () => document.querySelector('audio')!;
const partShown = () =>
  within(screen.getByRole('region', { name: 'Questions' })).getByRole('heading', { level: 2 }).textContent;

describe('a recording played once across the parts', () => {
  it('plays Part 1 on one Play, goes on with Part 2 and shows it, then gives 2 minutes to check', async () => {
    const { user } = await openScreen(listeningRoom('once'));
    const player = await screen.findByRole('group', { name: 'Listening recording' });
    expect(player).toHaveTextContent('Plays once: it cannot be paused or played again.');
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(within(player).queryByRole('button')).not.toBeInTheDocument();
    expect(readOnceStart('room1', 'sec0-0')).not.toBeNull();

    fireEvent.ended(audio());
    await waitFor(() => expect(player).toHaveTextContent('Recording: Part 2'));
    expect(partShown()).toMatch(/^Part 2/);
    expect(readOnceStart('room1', 'sec0-1')).not.toBeNull();

    fireEvent.ended(audio());
    await waitFor(() => expect(player).toHaveTextContent('Time to check your answers: 2:00'));
    expect(player).toHaveTextContent('You have 2 minutes to check your answers.');
  });

  it('does not move the part shown once the student has moved', async () => {
    const { user } = await openScreen(listeningRoom('once'));
    const player = await screen.findByRole('group', { name: 'Listening recording' });
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: /Question 3,/ }));
    fireEvent.ended(audio());
    await waitFor(() => expect(player).toHaveTextContent('Recording: Part 2'));
    expect(partShown()).toMatch(/^Part 1/);
  });

  it('submits a room of one exam without the blanks dialog when the checking time is over', async () => {
    localStorage.setItem(
      'answersheet:audio-once-ended:room1:exam0',
      String(Date.now() - CHECK_TIME_MS - 1000),
    );
    // A reload after the checking time (the student started before, so no welcome): the submission goes at
    // once.
    const now = new Date().toISOString().replace('T', ' ');
    const sent = mockGuestApi({
      search: guestSearch(listeningRoom('once'), {
        timing: { limit: 0, started: now, deadline: null, now },
      }),
    });
    renderSheet();
    await waitFor(() => expect(sent.submissions).toHaveLength(1), { timeout: 8000 });
    expect(screen.queryByRole('alertdialog', { name: /unanswered/ })).not.toBeInTheDocument();
  });
});

describe('a free recording', () => {
  it("shows the part's own player with every control", async () => {
    const { user } = await openScreen(listeningRoom('free'));
    expect(await screen.findByRole('group', { name: 'Part 1 recording' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Part 2/ }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Part 2 recording' })).toBeVisible());
    expect(screen.getByRole('slider', { name: 'Position in the Part 2 recording' })).toBeInTheDocument();
  });
});
