// Submitting (docs/product.md, "Guest sheet"): the blanks dialog, the recorded dialog and View again, reloads, 409 and failures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestSearchResponse } from '@/lib/api-types';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { draftKey } from '../lib/draft-storage';
import { mockGuestApi, pbError } from '@test/guest-api';
import { finishedGuest, guestSearch, makeRoom, smallRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { SUBMIT_RETRIES, SUBMIT_RETRYING } from '../lib/submit-retry';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, uuid));

const tinyRoom = () =>
  makeRoom([{ name: 'Listening', sections: [{ name: 'Part 1', groups: [{ from: 1, to: 3 }] }] }]);
const box = (num: number) => screen.getByRole('textbox', { name: `Question ${num}` });
/** The server is too busy: 429 with the wait it asks for, in seconds. */
const tooMany = (retryAfter: string) =>
  Response.json(
    { status: 429, message: 'Too Many Requests.', data: {} },
    { status: 429, headers: { 'retry-after': retryAfter } },
  );

async function openSheet(options: Parameters<typeof mockGuestApi>[0]) {
  const user = userEvent.setup();
  const sent = mockGuestApi(options);
  renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

describe('blank answers', () => {
  it('asks first, and "Go back" returns to the first blank answer', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()) });
    await user.type(box(1), 'one');
    await user.type(box(3), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ });
    expect(dialog).toHaveTextContent('Please check your input again or you can submit anyway.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box(2)).toHaveFocus();
    expect(sent.submissions).toHaveLength(0);
  });

  it('"Submit anyway" submits the answers, blanks included', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()) });
    await user.type(box(1), 'one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(sent.submissions).toEqual([
      {
        Room: 'room1',
        raw: {
          answers: [
            { questionId: '0-q1', value: 'one' },
            { questionId: '0-q2', value: '' },
            { questionId: '0-q3', value: '' },
          ],
          flags: [],
        },
      },
    ]);
  });

  it('sends the flags with the answers', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()) });
    await user.type(box(1), 'one');
    await user.click(screen.getByRole('button', { name: 'Flag question 3 for review' }));
    await user.click(screen.getByRole('button', { name: 'Flag question 2 for review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(sent.submissions).toHaveLength(1);
    expect(sent.submissions[0]!.raw.flags).toEqual(['0-q2', '0-q3']);
  });
});

describe('a submission', () => {
  it('shows the recorded dialog; View again shows the answers read-only and Submitted', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()) });
    await user.type(box(1), 'one');
    await user.type(box(2), 'two');
    await user.type(box(3), 'three');
    expect(localStorage.getItem(draftKey('room1', uuid))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const recorded = await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(recorded).toHaveTextContent('You may now close this window.');
    expect(sent.submissions).toHaveLength(1);
    expect(localStorage.getItem(draftKey('room1', uuid))).toBeNull();

    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box(1)).toHaveValue('one');
    expect(box(1)).toHaveAttribute('readonly');
    expect(box(1)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();

    await user.type(box(2), 'changed');
    expect(box(2)).toHaveValue('two');
  });

  it('sends no draft after it', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()) });
    await user.type(box(1), 'one');
    await user.type(box(2), 'two');
    await user.type(box(3), 'three');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent.drafts).toHaveLength(0);
  });

  it('still shows as submitted after a reload', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      draftKey('room1', uuid),
      JSON.stringify({ answers: [], updated: '2030-01-01T00:00:00Z' }),
    );
    mockGuestApi({
      search: guestSearch(tinyRoom(), {
        submission: {
          id: 'sub1',
          created: '2025-03-01 10:00:00.000Z',
          answers: [{ questionId: '0-q2', value: 'sent' }],
        },
      }),
    });
    renderSheet();
    const recorded = await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    expect(screen.queryByRole('dialog', { name: /welcome/i })).not.toBeInTheDocument();
    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(box(2)).toHaveValue('sent');
    expect(box(2)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(localStorage.getItem(draftKey('room1', uuid))).toBeNull();
  });

  it('treats a 409 as already submitted and shows what the server has', async () => {
    let searches = 0;
    const first = guestSearch(tinyRoom());
    const later: GuestSearchResponse = {
      ...first,
      submission: {
        id: 'sub0',
        created: '2025-03-01 10:00:00.000Z',
        answers: [{ questionId: '0-q1', value: 'earlier' }],
      },
    };
    const { user } = await openSheet({
      search: () => (searches++ === 0 ? first : later),
      submit: () => pbError(409, 'Already submitted.', {}),
    });
    await user.type(box(1), 'now');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    await user.click(screen.getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(box(1)).toHaveValue('earlier'));
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  });
});

describe('submit errors', () => {
  it('sends again by itself while the server is busy, as Retry-After asks, says so, and records it', async () => {
    let tries = 0;
    const { user, sent } = await openSheet({
      search: guestSearch(tinyRoom()),
      submit: () => (++tries === 1 ? tooMany('2') : { id: 'sub1', created: new Date().toISOString() }),
    });
    await user.type(box(1), 'one');
    await user.click(screen.getByRole('button', { name: 'Flag question 2 for review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    // Told it is being sent again, the answers kept (read-only: the sheet shows what is sent) and on the device.
    expect(await screen.findByText(SUBMIT_RETRYING)).toBeInTheDocument();
    const askedAt = Date.now();
    expect(box(1)).toHaveValue('one');
    expect(box(1)).toHaveAttribute('readonly');
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).flags).toEqual(['0-q2']);

    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' }, { timeout: 6000 });
    // Not sooner than the 2 s Retry-After asked for.
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(1500);
    expect(sent.submissions).toHaveLength(2);
    expect(sent.submissions[1]).toEqual(sent.submissions[0]);
    expect(sent.submissions[1]!.raw.flags).toEqual(['0-q2']);
    expect(screen.queryByText(SUBMIT_RETRYING)).not.toBeInTheDocument();
    expect(screen.queryByText('Too Many Requests.')).not.toBeInTheDocument();
  }, 10_000);

  it('gives up after three more tries, says why and keeps the answers editable and on the device', async () => {
    const { user, sent } = await openSheet({ search: guestSearch(tinyRoom()), submit: () => tooMany('1') });
    await user.type(box(1), 'one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText(SUBMIT_RETRYING)).toBeInTheDocument();
    expect(await screen.findByText('Too Many Requests.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(sent.submissions).toHaveLength(1 + SUBMIT_RETRIES);
    expect(screen.queryByText(SUBMIT_RETRYING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(box(1)).not.toHaveAttribute('readonly');
    await user.type(box(1), ' more');
    expect(box(1)).toHaveValue('one more');
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).answers).toContainEqual({
      questionId: '0-q1',
      value: 'one more',
    });
  }, 15_000);

  it('toasts a failed submission and keeps the sheet editable', async () => {
    const { user } = await openSheet({
      search: guestSearch(tinyRoom()),
      submit: () => pbError(500, 'Database is busy.'),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText('Database is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.type(box(1), 'still typing');
    expect(box(1)).toHaveValue('still typing');
  });

  it("toasts 'Something went wrong (Room was not found)' when the room has no id", async () => {
    const room = { ...smallRoom(), id: '' };
    const { user, sent } = await openSheet({ search: guestSearch(room) });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText('Something went wrong (Room was not found)')).toBeInTheDocument();
    expect(sent.submissions).toHaveLength(0);
  });

  it("toasts 'Something went wrong (Guest is not identified)' when the guest has no id", async () => {
    const { user, sent } = await openSheet({
      guest: { ...finishedGuest(uuid), id: '' },
      search: guestSearch(smallRoom()),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText('Something went wrong (Guest is not identified)')).toBeInTheDocument();
    expect(sent.submissions).toHaveLength(0);
  });
});
