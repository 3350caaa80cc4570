// Writing on the test on computer: the task left (its text and chart), the essay box right, with the minimum
// words, a word count and 30,000 characters.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestSearchResponse } from '@/lib/api-types';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { GUEST_UUID_KEY } from '../../lib/guest-id';
import { writingRoom } from '../lib/test-room';

beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, '1b4e28ba-2fa1-41d2-883f-0016d3cca427'));
afterEach(() => localStorage.clear());

async function openWriting(extra: Partial<GuestSearchResponse> = {}) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search: guestSearch(writingRoom(), extra) });
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

const questions = () => screen.getByRole('region', { name: 'Questions' });

describe('an essay box', () => {
  it('shows the task and its chart beside a plain box with the minimum and a word count', async () => {
    const { user, sent } = await openWriting();
    const passage = screen.getByRole('region', { name: 'Passage' });
    expect(await within(passage).findByText('rainfall')).toBeInTheDocument();
    expect(within(passage).getByRole('img')).toHaveAttribute('src', '/api/files/sections/sec0-0/chart.png');
    const box = within(questions()).getByRole('textbox', { name: 'Question 1' });
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('autocorrect', 'off');
    expect(box).toHaveAttribute('autocapitalize', 'off');
    expect(box).toHaveAttribute('maxlength', '30000');
    // The minimum is said once, in the word count (the task's text says it too).
    expect(box).toHaveAccessibleDescription('0 words · at least 150');
    expect(within(questions()).queryByText(/Write at least/)).not.toBeInTheDocument();
    await user.type(box, 'Rain fell - a well-known fact in 2026.');
    const count = within(questions()).getByText(/\d+ words? · at least 150$/);
    expect(count).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(count).toHaveTextContent('7 words · at least 150'), { timeout: 3000 });
    await waitFor(
      () =>
        expect(sent.drafts.at(-1)?.raw.answers).toContainEqual({
          questionId: '0-q1',
          value: 'Rain fell - a well-known fact in 2026.',
        }),
      { timeout: 8000 },
    );
  });

  it('keeps 30,000 characters, typed and from a draft', async () => {
    const essay = 'word '.repeat(6000);
    await openWriting({
      pendingSubmission: {
        answers: [{ questionId: '0-q1', value: essay }],
        flags: [],
        updated: '2026-11-25 10:00:00.000Z',
      },
    });
    // The welcome leaves the focus on the heading of the part shown: Task 1.
    await waitFor(() => expect(within(questions()).getByRole('heading', { name: /Task 1/ })).toHaveFocus());
    const box = await within(questions()).findByRole('textbox', { name: 'Question 1' });
    expect(box).toHaveValue(essay);
    expect(within(questions()).getByText('6000 words · at least 150')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: `${essay.slice(0, -5)}last.` } });
    expect(box).toHaveValue(`${essay.slice(0, -5)}last.`);
  });
});
