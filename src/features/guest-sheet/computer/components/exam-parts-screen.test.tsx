// Exams one after another on the test on computer's screen: each exam's own Start screen, its clock, "Finish
// this part", and the submission after the last (docs/architecture.md, "Exams one after another").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExamStartBody, GuestExamTiming, GuestTiming } from '@/lib/api-types';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { GUEST_UUID_KEY } from '../../lib/guest-id';
import { partsRoom } from '../lib/test-room';

beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, '1b4e28ba-2fa1-41d2-883f-0016d3cca427'));
afterEach(() => localStorage.clear());

const pbTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const notStarted = { started: null, deadline: null, ended: false };

function timing(exams: GuestExamTiming[]): GuestTiming {
  return { limit: 0, started: null, deadline: null, now: pbTime(Date.now()), exams };
}

/** The server's answer to a part's start: started now, `minutes` to go. */
async function started(request: Request) {
  const { exam } = (await request.clone().json()) as ExamStartBody & { exam?: string };
  const now = Date.now();
  return { exam, started: pbTime(now), deadline: pbTime(now + 30 * 60_000), ended: false };
}

async function openParts(
  exams: GuestExamTiming[],
  room = partsRoom(),
  draft?: Parameters<typeof mockGuestApi>[0]['draft'],
) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search: guestSearch(room, { timing: timing(exams) }), start: started, draft });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

const bar = () => screen.getByRole('navigation', { name: 'Questions' });
const questions = () => screen.getByRole('region', { name: 'Questions' });

describe('exams one after another', () => {
  it("shows the exam's Start screen first, then its questions and its own clock", async () => {
    const { user, sent } = await openParts([
      { id: 'exam0', minutes: 30, ...notStarted },
      { id: 'exam1', minutes: 60, ...notStarted },
    ]);
    const start = await screen.findByRole('region', { name: 'Listening' });
    expect(start).toHaveTextContent('30 minutes · 3 questions');
    expect(screen.queryByRole('region', { name: 'Questions' })).not.toBeInTheDocument();
    await user.click(within(start).getByRole('button', { name: 'Start' }));
    expect(sent.starts).toContainEqual({ Room: 'room1', exam: 'exam0' });
    expect(await within(questions()).findByRole('textbox', { name: 'Question 1' })).toBeEnabled();
    // The focus goes from Start to the part's heading.
    await waitFor(() => expect(within(questions()).getByRole('heading', { name: /Part 1/ })).toHaveFocus());
    expect(await screen.findByRole('timer', { name: 'Time left' }, { timeout: 12_000 })).toBeInTheDocument();
    // The Reading exam waits its turn: the bar holds Listening's parts alone.
    expect(within(bar()).getByRole('group', { name: 'Part 1' })).toBeInTheDocument();
    expect(within(bar()).queryAllByRole('button', { name: /^Part / })).toEqual([]);
  });

  it('saves what was typed a moment ago before it finishes the exam, so the answers kept are the last ones', async () => {
    const now = Date.now();
    const { user, sent } = await openParts([
      {
        id: 'exam0',
        minutes: 30,
        started: pbTime(now - 60_000),
        deadline: pbTime(now + 29 * 60_000),
        ended: false,
      },
      { id: 'exam1', minutes: 60, ...notStarted },
    ]);
    const box = await within(questions()).findByRole('textbox', { name: 'Question 1' });
    await user.type(box, 'Whitfield');
    // At once, before the autosave's second of rest.
    await user.click(screen.getByRole('button', { name: 'Finish the Listening test' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Finish the Listening test?' })).getByRole('button', {
        name: 'Finish',
      }),
    );
    await waitFor(() => expect(sent.finishes).toHaveLength(1));
    const draft = sent.drafts.at(-1)!;
    expect(draft.raw.answers).toContainEqual(expect.objectContaining({ value: 'Whitfield' }));
  });

  it('asks before "Finish the Listening test", counting the unanswered questions, then shows the next exam\'s Start screen; the ended exam cannot be reached', async () => {
    const now = Date.now();
    const { user, sent } = await openParts([
      {
        id: 'exam0',
        minutes: 30,
        started: pbTime(now - 60_000),
        deadline: pbTime(now + 29 * 60_000),
        ended: false,
      },
      { id: 'exam1', minutes: 60, ...notStarted },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Finish the Listening test' }));
    const ask = screen.getByRole('alertdialog', { name: 'Finish the Listening test?' });
    expect(ask).toHaveAccessibleDescription(
      'You have 3 unanswered questions. Once finished, the Listening test cannot be opened again.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(sent.finishes).toEqual([{ Room: 'room1', exam: 'exam0' }]));
    const start = await screen.findByRole('region', { name: 'Reading' });
    await user.click(within(start).getByRole('button', { name: 'Start' }));
    // Reading's parts are numbered from 1, and the ended Listening is no longer in the bar.
    await within(questions()).findByRole('heading', { name: /Part 1/ });
    expect(within(bar()).queryAllByRole('button', { name: /^Part / })).toEqual([]);
    await user.click(within(bar()).getByRole('button', { name: 'Question 1, unanswered, current' }));
    expect(within(bar()).getByRole('button', { name: 'Previous question' })).toBeDisabled();
  });

  it('submits the sheet once the last exam has ended, without asking about blanks', async () => {
    const now = Date.now();
    const { user, sent } = await openParts([
      {
        id: 'exam0',
        minutes: 30,
        started: pbTime(now - 40 * 60_000),
        deadline: pbTime(now - 10 * 60_000),
        ended: true,
      },
      {
        id: 'exam1',
        minutes: 60,
        started: pbTime(now - 60_000),
        deadline: pbTime(now + 59 * 60_000),
        ended: false,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Finish the Reading test' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finish' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' }, { timeout: 12_000 });
    expect(screen.queryByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ })).toBeNull();
    expect(sent.submissions).toHaveLength(1);
  });

  it('finishes the exam at its deadline', async () => {
    const now = Date.now();
    const { sent } = await openParts([
      { id: 'exam0', minutes: 30, started: pbTime(now - 60_000), deadline: pbTime(now + 1500), ended: false },
      { id: 'exam1', minutes: 60, ...notStarted },
    ]);
    await waitFor(() => expect(sent.finishes).toEqual([{ Room: 'room1', exam: 'exam0' }]), { timeout: 6000 });
    expect(await screen.findByRole('region', { name: 'Reading' })).toBeInTheDocument();
  });

  it("lets the Listening recording play only after the exam's Start", async () => {
    const room = partsRoom();
    room.audio = 'once';
    room.exams[0]!.sections[0]!.audio = '/api/files/sections/sec0-0/part1.mp3';
    const { user } = await openParts(
      [
        { id: 'exam0', minutes: 30, ...notStarted },
        { id: 'exam1', minutes: 60, ...notStarted },
      ],
      room,
    );
    const start = await screen.findByRole('region', { name: 'Listening' });
    expect(screen.queryByRole('group', { name: 'Listening recording' })).not.toBeInTheDocument();
    await user.click(within(start).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('group', { name: 'Listening recording' })).toBeInTheDocument();
  });

  it('moves the part’s clock by the timing a draft answer brings: extra time, then a pause that holds it', async () => {
    const now = Date.now();
    const exams = (deadline: number): GuestExamTiming[] => [
      { id: 'exam0', minutes: 30, started: pbTime(now - 60_000), deadline: pbTime(deadline), ended: false },
      { id: 'exam1', minutes: 60, ...notStarted },
    ];
    let answer: GuestTiming = timing(exams(now + 29 * 60_000));
    const { user } = await openParts(exams(now + 29 * 60_000), partsRoom(), () => ({
      id: 'draft1',
      updated: new Date().toISOString(),
      timing: { ...answer, now: pbTime(Date.now()) },
    }));
    const clock = await screen.findByRole('timer', { name: 'Time left' }, { timeout: 12_000 });
    expect(clock).toHaveTextContent(/^(28:5\d|29:00)$/);

    // The teacher gave 50 % extra time: the next save's answer carries the part's new deadline.
    answer = timing(exams(now + 44 * 60_000));
    await user.type(within(questions()).getByRole('textbox', { name: 'Question 1' }), 'a');
    await waitFor(() => expect(clock).toHaveTextContent(/^(43:5\d|44:00)$/), { timeout: 6000 });

    // Paused: the clock stands at what is left, and the sheet takes no answers.
    answer = { ...timing(exams(now + 44 * 60_000)), paused_at: pbTime(Date.now()) };
    await user.type(within(questions()).getByRole('textbox', { name: 'Question 2' }), 'b');
    expect(await screen.findByText('The test is paused', {}, { timeout: 6000 })).toBeInTheDocument();
    const shown = clock.textContent;
    await new Promise((done) => setTimeout(done, 1500));
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(shown!);
    expect(within(questions()).getByRole('textbox', { name: 'Question 1' })).toBeDisabled();
  }, 20_000);
});
