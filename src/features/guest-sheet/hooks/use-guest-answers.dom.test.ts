// The one owner of a guest's answers (hooks/use-guest-answers.ts): where they start from, the copy on this
// device, the autosave, the refusals, and the body the submission sends.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SaveAnswersBody } from '@/lib/api-types';
import { answer, pbError, type Reply } from '@test/msw-replies';
import { server } from '@test/msw-server';
import { draftKey, type LocalDraft } from '../lib/draft-storage';
import type { RoomRefusal } from '../lib/room-refusal';
import { useGuestAnswers, type GuestAnswersParams } from './use-guest-answers';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const ids = ['q1', 'q2', 'q3'];
const nothingLoaded = { pendingSubmission: null, submission: null };

/** The draft route, answering `reply`; what was sent. */
function mockDrafts(reply: Reply<{ id: string; updated: string }> = () => saved()) {
  const sent: SaveAnswersBody[] = [];
  server.use(
    http.post('*/api/exam/pending-submission', async ({ request }) => {
      sent.push((await request.clone().json()) as SaveAnswersBody);
      return answer(reply, request);
    }),
  );
  return sent;
}
const saved = () => ({ id: 'draft1', updated: new Date().toISOString() });

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const deviceCopy = () =>
  JSON.parse(localStorage.getItem(draftKey('room1', uuid)) ?? 'null') as LocalDraft | null;

function renderAnswers(params: Partial<GuestAnswersParams> = {}) {
  const onRefused = vi.fn<(refusal: RoomRefusal) => void>();
  const initialProps: GuestAnswersParams = {
    roomId: 'room1',
    uuid,
    ids,
    loaded: nothingLoaded,
    saving: true,
    onRefused,
    onTiming: vi.fn(),
    onPaused: vi.fn(),
    ...params,
  };
  const view = renderHook((props: GuestAnswersParams) => useGuestAnswers(props), { initialProps });
  return { ...view, onRefused, initialProps };
}

describe('where the answers start', () => {
  it("from this device's copy when it is newer than the server's draft, flags included, then saved", async () => {
    const sent = mockDrafts();
    localStorage.setItem(
      draftKey('room1', uuid),
      JSON.stringify({
        answers: [{ questionId: 'q2', value: 'typed later' }],
        flags: ['q3', 'gone'],
        updated: '2025-03-01T10:05:00.000Z',
      }),
    );
    const { result } = renderAnswers({
      loaded: {
        pendingSubmission: {
          answers: [{ questionId: 'q1', value: 'server' }],
          flags: ['q1'],
          updated: '2025-03-01 10:00:00.000Z',
        },
        submission: null,
      },
    });
    expect(result.current.current().values).toEqual({ q2: 'typed later' });
    expect(result.current.current().flags).toEqual(['q3']);
    // The server holds less than the sheet: it gets the newer copy.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      Room: 'room1',
      raw: { answers: [{ questionId: 'q2', value: 'typed later' }], flags: ['q3'] },
    });
  });

  it("from the server's draft when it is newer, and sends nothing it already has", async () => {
    const sent = mockDrafts();
    localStorage.setItem(
      draftKey('room1', uuid),
      JSON.stringify({
        answers: [{ questionId: 'q1', value: 'older' }],
        updated: '2025-03-01T09:00:00.000Z',
      }),
    );
    const { result } = renderAnswers({
      loaded: {
        pendingSubmission: {
          answers: [{ questionId: 'q1', value: 'server' }],
          flags: ['q2'],
          updated: '2025-03-01 10:00:00.000Z',
        },
        submission: null,
      },
    });
    expect(result.current.current().values).toEqual({ q1: 'server' });
    expect(result.current.current().flags).toEqual(['q2']);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent).toHaveLength(0);
  });

  it('from what was submitted, and the copy on this device is cleared', () => {
    localStorage.setItem(
      draftKey('room1', uuid),
      JSON.stringify({ answers: [{ questionId: 'q1', value: 'x' }], updated: '2030-01-01T00:00:00.000Z' }),
    );
    const { result } = renderAnswers({
      loaded: {
        pendingSubmission: null,
        submission: { answers: [{ questionId: 'q3', value: 'sent' }] },
      },
      saving: false,
    });
    expect(result.current.current().values).toEqual({ q3: 'sent' });
    expect(deviceCopy()).toBeNull();
  });
});

describe('changes', () => {
  it('are kept on this device in the task after the change and saved a second later with the flags, in sheet order', async () => {
    const sent = mockDrafts();
    const { result } = renderAnswers();
    act(() => {
      result.current.setValue('q2', 'two');
      result.current.toggleFlag('q3');
      result.current.toggleFlag('q1');
    });
    expect(result.current.current().values).toEqual({ q2: 'two' });
    expect(result.current.current().flags).toEqual(['q1', 'q3']);
    // Not in the keystroke's own task: a slow laptop's key stays short (docs/architecture.md, "The answers store").
    expect(deviceCopy()).toBeNull();
    await nextTask();
    expect(deviceCopy()).toMatchObject({
      answers: [
        { questionId: 'q1', value: '' },
        { questionId: 'q2', value: 'two' },
        { questionId: 'q3', value: '' },
      ],
      flags: ['q1', 'q3'],
    });
    expect(result.current.saveState.get().status).toBe('saving');
    expect(sent).toHaveLength(0);

    await waitFor(() => expect(result.current.saveState.get().status).toBe('saved'), { timeout: 3000 });
    expect(sent).toEqual([
      { Room: 'room1', raw: { answers: [{ questionId: 'q2', value: 'two' }], flags: ['q1', 'q3'] } },
    ]);
  });

  it('take a flag off when it is toggled again', async () => {
    mockDrafts();
    const { result } = renderAnswers();
    act(() => result.current.toggleFlag('q2'));
    act(() => result.current.toggleFlag('q2'));
    expect(result.current.current().flags).toEqual([]);
    await nextTask();
    expect(deviceCopy()?.flags).toEqual([]);
  });

  it('wait on this device while saving is off, and go to the server once it is on', async () => {
    const sent = mockDrafts();
    const { result, rerender, initialProps } = renderAnswers({ saving: false });
    act(() => result.current.setValue('q1', 'before the gate'));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent).toHaveLength(0);
    expect(deviceCopy()?.answers[0]).toEqual({ questionId: 'q1', value: 'before the gate' });

    rerender({ ...initialProps, saving: true });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.raw.answers).toEqual([{ questionId: 'q1', value: 'before the gate' }]);
  });
});

describe('refused drafts', () => {
  it("hand a room's refusal to the page, which says it", async () => {
    mockDrafts(() =>
      pbError(403, 'This room is closed.', {
        Room: { code: 'room_closed', message: 'This room is closed.' },
      }),
    );
    const { result, onRefused } = renderAnswers();
    act(() => result.current.setValue('q1', 'late'));
    await waitFor(
      () => expect(onRefused).toHaveBeenCalledWith({ code: 'room_closed', message: 'This room is closed.' }),
      {
        timeout: 3000,
      },
    );
    // The status follows the refusal in the same task, and renders after it.
    await waitFor(() => expect(result.current.saveState.get()).toEqual({ status: 'failed', failure: '' }));
    expect(deviceCopy()?.answers[0]).toEqual({ questionId: 'q1', value: 'late' });
  });

  it('say any other refusal as the server gave it', async () => {
    mockDrafts(() => pbError(400, 'Some answers are not for this room.'));
    const { result, onRefused } = renderAnswers();
    act(() => result.current.setValue('q1', 'x'));
    await waitFor(() => expect(result.current.saveState.get().status).toBe('failed'), { timeout: 3000 });
    expect(result.current.saveState.get().failure).toBe('Some answers are not for this room.');
    expect(onRefused).not.toHaveBeenCalled();
  });
});

describe('the submission', () => {
  it('carries every answer in sheet order, blanks included, and the flags', () => {
    mockDrafts();
    const { result } = renderAnswers();
    act(() => {
      result.current.setValue('q3', 'three');
      result.current.toggleFlag('q2');
    });
    expect(result.current.submission()).toEqual({
      Room: 'room1',
      raw: {
        answers: [
          { questionId: 'q1', value: '' },
          { questionId: 'q2', value: '' },
          { questionId: 'q3', value: 'three' },
        ],
        flags: ['q2'],
      },
    });
  });

  it('is built from the newest answers, also before the next render', () => {
    mockDrafts();
    const { result } = renderAnswers();
    let body: SaveAnswersBody | undefined;
    act(() => {
      result.current.setValue('q1', 'just typed');
      body = result.current.submission();
    });
    expect(body!.raw.answers[0]).toEqual({ questionId: 'q1', value: 'just typed' });
  });

  it('stops drafts while it is on its way; what the server holds as submitted is shown, not saved', async () => {
    const sent = mockDrafts();
    const { result } = renderAnswers();
    act(() => result.current.setValue('q1', 'mine'));
    act(() => result.current.pauseSaving());
    const copy = deviceCopy();
    act(() => result.current.showSubmitted([{ questionId: 'q2', value: 'earlier' }]));
    expect(result.current.current().values).toEqual({ q2: 'earlier' });
    expect(deviceCopy()).toEqual(copy);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sent).toHaveLength(0);
  });
});
