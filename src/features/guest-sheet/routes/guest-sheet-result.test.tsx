// What a student sees of their result, by the room's results setting (docs/product.md, "Guest sheet").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestResult } from '@/lib/api-types';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch, makeRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, uuid));

/** Listening 1–2 and Reading 1 (numbers repeat across exams). */
const room = () =>
  makeRoom([
    { name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: 2 }] }] },
    { name: 'Reading', sections: [{ name: 'Passage 1', groups: [{ from: 1, to: 1 }] }] },
  ]);
const box = (name: string, index = 0) => screen.getAllByRole('textbox', { name })[index]!;

const scored: GuestResult = {
  score: 2,
  total: 3,
  exams: [
    { id: 'exam0', name: 'Listening', score: 1, total: 2, band: null },
    { id: 'exam1', name: 'Reading', score: 1, total: 1, band: 6.5 },
  ],
};
const reviewed: GuestResult = {
  ...scored,
  review: [
    { examId: 'exam0', num: 1, answer: 'library', keys: ['(the) library'], correct: true },
    { examId: 'exam0', num: 2, answer: 'colr', keys: ['colour', 'color'], correct: false },
    { examId: 'exam1', num: 1, answer: 'TRUE', keys: ['TRUE'], correct: true },
  ],
};

async function submit(result: GuestResult | null) {
  const user = userEvent.setup();
  mockGuestApi({
    search: guestSearch(room()),
    submit: { id: 'sub1', created: '2025-03-01 10:00:00Z', result },
  });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.type(box('Question 1'), 'library');
  await user.type(box('Question 2'), 'colr');
  await user.type(box('Question 1', 1), 'TRUE');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return { user, recorded: await screen.findByRole('alertdialog', { name: 'Your submission was recorded' }) };
}

describe('the student’s result', () => {
  it('review, keys kept back while others write: the score, and when the answers show', async () => {
    const { recorded } = await submit({ ...scored, review_later: true });
    expect(recorded).toHaveTextContent('ReadingBand 6.5 · 1 of 1');
    expect(recorded).toHaveTextContent('The accepted answers show here once everyone has finished');
    expect(recorded).not.toHaveTextContent('View again to see each answer marked');
  });

  it('hidden: the recorded dialog says only that it was recorded', async () => {
    const { recorded } = await submit(null);
    expect(recorded).toHaveTextContent('You may now close this window.');
    expect(within(recorded).queryByText(/Your score/)).not.toBeInTheDocument();
  });

  it('score: a band per test with its raw score beside it, never a sum across tests nor a share; no marks', async () => {
    const { user, recorded } = await submit(scored);
    expect(recorded).not.toHaveTextContent('2 of 3');
    expect(recorded).not.toHaveTextContent('%');
    const exams = within(recorded).getByRole('list', { name: 'Band per test' });
    expect(
      within(exams)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Listening1 of 2', 'ReadingBand 6.5 · 1 of 1']);
    expect(recorded).not.toHaveTextContent('Overall band');
    expect(recorded).not.toHaveTextContent('View again to see each answer marked');
    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Wrong')).not.toBeInTheDocument();
    expect(box('Question 2')).not.toHaveAccessibleDescription();
  });

  it('four skills: the Speaking band and the overall band the server gave', async () => {
    const { recorded } = await submit({
      ...scored,
      bands: { listening: 6, reading: 6.5, writing: 6, speaking: 7, overall: 6.5 },
    });
    const exams = within(recorded).getByRole('list', { name: 'Band per test' });
    expect(within(exams).getAllByRole('listitem').at(-1)).toHaveTextContent('SpeakingBand 7.0');
    expect(recorded).toHaveTextContent('Overall band: 6.5');
  });

  it('review, on a later visit: the score, and each box marked with words and the accepted answers', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      search: guestSearch(room(), {
        submission: {
          id: 'sub1',
          created: '2025-03-01 10:00:00.000Z',
          answers: [
            { questionId: '0-q1', value: 'library' },
            { questionId: '0-q2', value: 'colr' },
            { questionId: '1-q1', value: 'TRUE' },
          ],
          result: reviewed,
        },
      }),
    });
    renderSheet();
    const recorded = await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(recorded).toHaveTextContent('ReadingBand 6.5 · 1 of 1');
    expect(recorded).toHaveTextContent('View again to see each answer marked, with the accepted answers.');
    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(box('Question 2')).toHaveAccessibleDescription('Wrong Accepted: colour / color'),
    );
    expect(box('Question 1')).toHaveAccessibleDescription('Correct Accepted: (the) library');
    // Reading's 1 is its own box: matched by exam and number.
    expect(box('Question 1', 1)).toHaveAccessibleDescription('Correct Accepted: TRUE');
  });
});
