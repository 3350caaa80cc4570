// Drafts (docs/architecture.md, "Drafts and submissions"): restoring the newer of server and device copy, autosave, and typing offline.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

async function openSheet(search = guestSearch(smallRoom())) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search });
  renderSheet();
  const go = await screen.findByRole('button', { name: "Let's go" });
  // On a loaded machine the button can be found while the dialog's layer still keeps pointer events off
  // (a lazy dialog opening): the click is tried again until it is taken.
  await waitFor(() => user.click(go));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent };
}

function storeLocal(answers: { questionId: string; value: string }[], updated: string) {
  localStorage.setItem(draftKey('room1', uuid), JSON.stringify({ answers, updated }));
}

const serverDraft = (value: string, updated: string) => ({
  pendingSubmission: {
    answers: [
      { questionId: '0-q1', value },
      { questionId: 'gone', value: 'x' },
    ],
    updated,
  },
});

describe('restoring a draft', () => {
  it("restores the server's draft, matched by questionId", async () => {
    const { sent } = await openSheet(
      guestSearch(smallRoom(), serverDraft('Whitfield', '2025-03-01 10:00:00.000Z')),
    );
    expect(box(1)).toHaveValue('Whitfield');
    expect(box(1, 'Passage 1')).toHaveValue('');
    expect(sent.drafts).toHaveLength(0);
  });

  it("restores this device's copy when it is newer, and sends it to the server", async () => {
    storeLocal([{ questionId: '0-q1', value: 'typed later' }], '2025-03-01T10:05:00.000Z');
    const { sent } = await openSheet(
      guestSearch(smallRoom(), serverDraft('Whitfield', '2025-03-01 10:00:00.000Z')),
    );
    expect(box(1)).toHaveValue('typed later');
    await waitFor(() => expect(sent.drafts).toHaveLength(1));
    expect(sent.drafts[0]!.raw.answers[0]).toEqual({ questionId: '0-q1', value: 'typed later' });
  });

  it("restores the server's draft when it is newer than this device's copy", async () => {
    storeLocal([{ questionId: '0-q1', value: 'older' }], '2025-03-01T09:00:00.000Z');
    await openSheet(guestSearch(smallRoom(), serverDraft('Whitfield', '2025-03-01 10:00:00.000Z')));
    expect(box(1)).toHaveValue('Whitfield');
  });

  it("restores this device's copy when there is no server draft", async () => {
    storeLocal([{ questionId: '1-q3', value: 'offline answer' }], '2025-03-01T09:00:00.000Z');
    await openSheet();
    expect(box(3, 'Passage 1')).toHaveValue('offline answer');
  });
});

describe('autosave', () => {
  it('keeps a copy on this device at every change', async () => {
    const { user } = await openSheet();
    await user.type(box(2), 'Mul');
    const copy = JSON.parse(localStorage.getItem(draftKey('room1', uuid))!);
    expect(copy.answers).toContainEqual({ questionId: '0-q2', value: 'Mul' });
  });

  it('writes the copy at once when the page is left or hidden, not only in the task after the key', async () => {
    await openSheet();
    const copyOf = () => JSON.parse(localStorage.getItem(draftKey('room1', uuid)) ?? '{"answers":[]}');
    fireEvent.change(box(2), { target: { value: 'Left' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(copyOf().answers).toContainEqual({ questionId: '0-q2', value: 'Left' });
    fireEvent.change(box(2), { target: { value: 'Hidden' } });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(copyOf().answers).toContainEqual({ questionId: '0-q2', value: 'Hidden' });
  });

  it('saves 1 s after the last change, every answer given at once (blanks left out), and says so', async () => {
    const { user, sent } = await openSheet();
    await user.type(box(1), 'Whit');
    await user.type(box(2), 'Mul');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sent.drafts).toHaveLength(0);
    await waitFor(() => expect(sent.drafts).toHaveLength(1), { timeout: 2000 });
    expect(sent.drafts[0]).toEqual({
      Room: 'room1',
      raw: {
        answers: [
          { questionId: '0-q1', value: 'Whit' },
          { questionId: '0-q2', value: 'Mul' },
        ],
        flags: [],
      },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });

  it('waits when the server is busy (429), says so, and then sends the newest answers', async () => {
    let replies = 0;
    const user = userEvent.setup();
    const sent = mockGuestApi({
      search: guestSearch(smallRoom()),
      draft: () =>
        replies++ === 0
          ? Response.json(
              { status: 429, message: 'Saving too often.', data: {} },
              { status: 429, headers: { 'Retry-After': '1' } },
            )
          : { id: 'draft1', updated: new Date().toISOString() },
    });
    renderSheet();
    const go = await screen.findByRole('button', { name: "Let's go" });
    // On a loaded machine the button can be found while the dialog's layer still keeps pointer events off
    // (a lazy dialog opening): the click is tried again until it is taken.
    await waitFor(() => user.click(go));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(box(1), 'Whit');
    await waitFor(() => expect(sent.drafts).toHaveLength(1), { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Server busy'));
    await user.type(box(2), 'Mul');
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).answers).toContainEqual({
      questionId: '0-q2',
      value: 'Mul',
    });
    // Not before 3 s after the refused save; then the newest answers, and Saved.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.drafts).toHaveLength(1);
    await waitFor(() => expect(sent.drafts).toHaveLength(2), { timeout: 3000 });
    expect(sent.drafts[1]!.raw.answers).toEqual([
      { questionId: '0-q1', value: 'Whit' },
      { questionId: '0-q2', value: 'Mul' },
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  }, 10_000);

  it('does not send answers the server already has', async () => {
    const { user, sent } = await openSheet();
    await user.type(box(1), 'x');
    await waitFor(() => expect(sent.drafts).toHaveLength(1), { timeout: 2000 });
    await user.type(box(1), 'y{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.drafts).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('keeps what is typed offline and sends it when the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, sent } = await openSheet();
    await user.type(box(4), '18th');
    expect(screen.getByRole('status')).toHaveTextContent('Offline — saved on this device');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent.drafts).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(draftKey('room1', uuid))!).answers).toContainEqual({
      questionId: '0-q4',
      value: '18th',
    });

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent.drafts).toHaveLength(1));
    expect(sent.drafts[0]!.raw.answers).toContainEqual({ questionId: '0-q4', value: '18th' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });
});
