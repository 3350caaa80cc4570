// The question map, flags and the recordings' player (docs/product.md, "Test conditions").
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestRoom } from '@/lib/api-types';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { draftKey } from '../lib/draft-storage';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch, smallRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, uuid));
afterEach(() => vi.restoreAllMocks());

const box = (num: number, section = 'Part 1') =>
  within(screen.getByRole('group', { name: section })).getByRole('textbox', { name: `Question ${num}` });
const flag = (num: number, section = 'Part 1') =>
  within(screen.getByRole('group', { name: section })).getByRole('button', {
    name: `Flag question ${num} for review`,
  });

async function openSheet(search = guestSearch(smallRoom())) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

async function openMap(user: ReturnType<typeof userEvent.setup>) {
  const map = await screen.findByRole('navigation', { name: 'Question map' });
  await user.click(within(map).getByRole('button', { name: /^Question map/ }));
  return map;
}

describe('flags', () => {
  it('are saved with the draft and kept on this device', async () => {
    const { user, sent } = await openSheet();
    await user.click(flag(3));
    expect(flag(3)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent.drafts).toHaveLength(1), { timeout: 2000 });
    expect(sent.drafts[0]!.raw.flags).toEqual(['0-q3']);
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).flags).toEqual(['0-q3']);
    await user.click(flag(3));
    // The next save goes at least 3 s after the previous one.
    await waitFor(() => expect(sent.drafts).toHaveLength(2), { timeout: 4000 });
    expect(sent.drafts[1]!.raw.flags).toEqual([]);
  }, 10_000);

  it('come back from the server’s draft on a later visit', async () => {
    await openSheet(
      guestSearch(smallRoom(), {
        pendingSubmission: { answers: [], flags: ['1-q2'], updated: '2025-03-01 10:00:00.000Z' },
      }),
    );
    expect(flag(2, 'Passage 1')).toHaveAttribute('aria-pressed', 'true');
    expect(flag(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it('are listed before submitting, even when no box is blank', async () => {
    const room = smallRoom();
    const { user } = await openSheet(guestSearch(room));
    for (const exam of room.exams)
      for (const section of exam.sections)
        for (const group of section.groups)
          for (const slot of group.slots)
            if (slot.questionId) await user.type(box(slot.num, section.name), 'x');
    await user.click(flag(4));
    await user.click(flag(2, 'Passage 1'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You have questions flagged for review' });
    expect(dialog).toHaveTextContent('Flagged for review: Listening, question 4; Reading, question 2');
  });
});

describe('the question map', () => {
  it('shows each box as answered, blank or flagged, in words as well, per exam', async () => {
    const { user } = await openSheet();
    await user.type(box(1), 'Whitfield');
    await user.click(flag(2));
    const map = await openMap(user);
    const listening = within(map).getByRole('list', { name: 'Listening questions' });
    expect(
      within(listening)
        .getAllByRole('button')
        .slice(0, 3)
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Question 1, answered', 'Question 2, blank, flagged for review', 'Question 3, blank']);
    // Box 7 of the Listening test has no question: not on the map.
    expect(within(listening).queryByRole('button', { name: /^Question 7,/ })).not.toBeInTheDocument();
    expect(within(map).getByRole('list', { name: 'Reading questions' })).toBeInTheDocument();
    expect(map).toHaveTextContent('1 of 15 answered, 1 flagged');
  });

  it('jumps to a box on click or Enter, from either view', async () => {
    const { user } = await openSheet();
    const map = await openMap(user);
    const exam = (name: string) => within(map).getByRole('list', { name: `${name} questions` });
    await user.click(within(exam('Listening')).getByRole('button', { name: 'Question 5, blank' }));
    await waitFor(() => expect(box(5)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Paperwork' }));
    within(exam('Reading')).getByRole('button', { name: 'Question 3, blank' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box(3, 'Passage 1')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Answer sheet' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the recordings', () => {
  const withAudio = (mode: 'free' | 'once'): GuestRoom => {
    const room = smallRoom();
    room.audio = mode;
    room.exams[0]!.sections[0]!.audio = '/api/files/sections/sec0-0/part1.mp3';
    return room;
  };
  beforeEach(() => {
    // jsdom lays nothing out: every element shows in the window, so the first section is the one in view.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 200, 800, 400));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  // <audio> has no role to find it by.
  // eslint-disable-next-line testing-library/no-node-access
  const audio = () => document.querySelector('audio')!;

  it('free: play, pause, seek and mute, each with a name', async () => {
    const { user } = await openSheet(guestSearch(withAudio('free')));
    const player = await screen.findByRole('group', { name: 'Listening, Part 1 recording' });
    await user.click(within(player).getByRole('button', { name: 'Play the Listening, Part 1 recording' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await user.click(within(player).getByRole('button', { name: 'Pause the Listening, Part 1 recording' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    const position = within(player).getByRole('slider', {
      name: 'Position in the Listening, Part 1 recording',
    });
    Object.defineProperty(audio(), 'duration', { configurable: true, value: 300 });
    fireEvent(audio(), new Event('loadedmetadata'));
    fireEvent.change(position, { target: { value: '120' } });
    expect(audio().currentTime).toBe(120);
    await user.click(within(player).getByRole('button', { name: 'Mute the Listening, Part 1 recording' }));
    expect(audio().muted).toBe(true);
  });

  it('once: only Play; a seek is put back, and a reload offers to resume where it would be', async () => {
    const { user } = await openSheet(guestSearch(withAudio('once')));
    const player = await screen.findByRole('group', { name: 'Listening, Part 1 recording' });
    // No seeking (a volume control is still there, as in the real test).
    expect(within(player).queryByRole('slider', { name: /^Position/ })).not.toBeInTheDocument();
    expect(player).toHaveTextContent('Plays once: it cannot be paused or played again.');
    await user.click(within(player).getByRole('button', { name: 'Play the Listening, Part 1 recording' }));
    expect(within(player).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(player).getByRole('progressbar', { name: 'Listening, Part 1 recording' }),
    ).toBeInTheDocument();

    audio().currentTime = 200;
    fireEvent.seeking(audio());
    expect(audio().currentTime).toBeLessThan(2);
    // Something paused it (a media key): it goes on.
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    fireEvent.pause(audio());
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('once, after a reload: Resume starts where the recording would be by now', async () => {
    localStorage.setItem('answersheet:audio-once:room1:sec0-0', String(Date.now() - 30_000));
    const { user } = await openSheet(guestSearch(withAudio('once')));
    const player = await screen.findByRole('group', { name: 'Listening, Part 1 recording' });
    await user.click(within(player).getByRole('button', { name: 'Resume the Listening, Part 1 recording' }));
    expect(audio().currentTime).toBeGreaterThanOrEqual(30);
    expect(audio().currentTime).toBeLessThan(33);
  });

  it('once, long after: the recording has finished and cannot be played again', async () => {
    localStorage.setItem('answersheet:audio-once:room1:sec0-0', String(Date.now() - 600_000));
    await openSheet(guestSearch(withAudio('once')));
    const player = await screen.findByRole('group', { name: 'Listening, Part 1 recording' });
    Object.defineProperty(audio(), 'duration', { configurable: true, value: 300 });
    fireEvent(audio(), new Event('loadedmetadata'));
    await waitFor(() => expect(player).toHaveTextContent('The recording has finished.'));
    expect(within(player).queryByRole('button')).not.toBeInTheDocument();
  });
});
