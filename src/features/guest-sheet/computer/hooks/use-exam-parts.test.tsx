// The parts of a computer room as the screen reads them (docs/architecture.md, "Exams one after another"):
// the current part, its Start, its deadline on the server's clock, the start and finish that amend the
// clock's timing, and a newer timing (extra time, a pause, its resume: "Exam day") that moves a part's clock.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ExamFinishBody, ExamStartBody, GuestSearchResponse, GuestTiming } from '@/lib/api-types';
import { guestSearch, smallRoom } from '@test/guest-fixtures';
import { answer, pbError } from '@test/msw-replies';
import { server } from '@test/msw-server';
import { testQueryClient } from '@test/render';
import { useExamParts } from './use-exam-parts';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const room = smallRoom();
const NOW = '2026-11-22 09:00:00.000Z';
const timing = (exams: GuestTiming['exams']): GuestTiming => ({
  limit: 0,
  started: null,
  deadline: null,
  now: NOW,
  exams,
});
const notStarted = { started: null, deadline: null, ended: false };

/** The hook with the clock's newest timing in a state of its own (the exam clock's `timing` and `amend`). */
function renderParts(loaded: GuestSearchResponse, offset = 60_000) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let setTiming: (timing: GuestTiming) => void = () => undefined;
  const view = renderHook(
    () => {
      const [timing, set] = useState(loaded.timing);
      setTiming = set;
      const parts = useExamParts({
        uuid,
        room: loaded.room,
        timing,
        offset,
        amend: (change) => set((latest) => change(latest)),
      });
      return { ...parts, timing };
    },
    { wrapper },
  );
  return { ...view, take: (timing: GuestTiming) => act(() => setTiming(timing)) };
}

describe('useExamParts', () => {
  it('says a room without parts has none', () => {
    const { result } = renderParts(guestSearch(room));
    expect(result.current).toMatchObject({ hasParts: false, current: null, allEnded: false });
  });

  it('gives the first part waiting for its Start, with its name, minutes and questions, and the clock offset', () => {
    const { result } = renderParts(
      guestSearch(room, {
        timing: timing([
          { id: 'exam0', minutes: 30, ...notStarted },
          { id: 'exam1', minutes: 60, ...notStarted },
        ]),
      }),
    );
    expect(result.current).toMatchObject({
      hasParts: true,
      awaitingStart: true,
      deadline: null,
      offset: 60_000,
      current: { id: 'exam0', name: 'Listening', minutes: 30, questionCount: 9, started: null },
    });
  });

  it('starts a part and amends the timing with the server’s answer: the part before it ends', async () => {
    const starts: ExamStartBody[] = [];
    server.use(
      http.post('*/api/exam/start', async ({ request }) => {
        starts.push((await request.clone().json()) as ExamStartBody);
        return answer(
          {
            exam: 'exam1',
            started: '2026-11-22 09:10:00.000Z',
            deadline: '2026-11-22 10:10:00.000Z',
            ended: false,
          },
          request,
        );
      }),
    );
    const { result } = renderParts(
      guestSearch(room, {
        timing: timing([
          { id: 'exam0', minutes: 30, started: NOW, deadline: '2026-11-22 09:30:00.000Z', ended: false },
          { id: 'exam1', minutes: 60, ...notStarted },
        ]),
      }),
    );
    expect(result.current).toMatchObject({
      awaitingStart: false,
      deadline: Date.parse('2026-11-22T09:30:00Z'),
    });
    act(() => result.current.start('exam1'));
    await waitFor(() => expect(result.current.starting).toBe(false));
    expect(starts).toEqual([{ Room: 'room1', exam: 'exam1' }]);
    expect(result.current.parts.map((p) => p.ended)).toEqual([true, false]);
    expect(result.current).toMatchObject({
      current: { id: 'exam1' },
      awaitingStart: false,
      deadline: Date.parse('2026-11-22T10:10:00Z'),
    });
  });

  it('finishes the last part: every part has ended', async () => {
    const finishes: ExamFinishBody[] = [];
    server.use(
      http.post('*/api/exam/finish', async ({ request }) => {
        finishes.push((await request.clone().json()) as ExamFinishBody);
        return answer(
          { exam: 'exam1', started: NOW, deadline: '2026-11-22 10:00:00.000Z', ended: true },
          request,
        );
      }),
    );
    const { result } = renderParts(
      guestSearch(room, {
        timing: timing([
          { id: 'exam0', minutes: 30, started: NOW, deadline: '2026-11-22 09:30:00.000Z', ended: true },
          { id: 'exam1', minutes: 60, started: NOW, deadline: '2026-11-22 10:00:00.000Z', ended: false },
        ]),
      }),
    );
    act(() => result.current.finish('exam1'));
    await waitFor(() => expect(result.current.finishing).toBe(false));
    expect(result.current.allEnded).toBe(true);
    expect(finishes).toEqual([{ Room: 'room1', exam: 'exam1' }]);
    expect(result.current.current).toBeNull();
  });

  it('leaves the timing as it was when the server refuses', async () => {
    server.use(http.post('*/api/exam/start', () => pbError(409, 'Start the exams in their order.')));
    const loaded = guestSearch(room, {
      timing: timing([
        { id: 'exam0', minutes: 30, ...notStarted },
        { id: 'exam1', minutes: 60, ...notStarted },
      ]),
    });
    const { result } = renderParts(loaded);
    act(() => result.current.start('exam1'));
    await waitFor(() => expect(result.current.starting).toBe(false));
    expect(result.current.timing).toBe(loaded.timing);
  });

  it('follows a newer timing: extra time moves the part’s deadline, a pause holds it, the resume moves it on', () => {
    const running = (deadline: string, now: string, paused_at: string | null = null): GuestTiming => ({
      ...timing([
        { id: 'exam0', minutes: 30, started: NOW, deadline, ended: false },
        { id: 'exam1', minutes: 60, ...notStarted },
      ]),
      now,
      paused_at,
    });
    const { result, take } = renderParts(
      guestSearch(room, { timing: running('2026-11-22 09:30:00.000Z', NOW) }),
    );
    expect(result.current).toMatchObject({ deadline: Date.parse('2026-11-22T09:30:00Z'), frozenLeft: null });
    // 50 % extra time, given 5 minutes in.
    take(running('2026-11-22 09:45:00.000Z', '2026-11-22 09:05:00.000Z'));
    expect(result.current.deadline).toBe(Date.parse('2026-11-22T09:45:00Z'));
    // Paused at 09:10; at 09:12 the deadline counts the pause so far: 35 minutes left, standing still.
    take(running('2026-11-22 09:47:00.000Z', '2026-11-22 09:12:00.000Z', '2026-11-22 09:10:00.000Z'));
    expect(result.current.frozenLeft).toBe(35 * 60_000);
    // Resumed after 4 minutes: running again, the deadline moved on by the pause.
    take(running('2026-11-22 09:49:00.000Z', '2026-11-22 09:14:00.000Z'));
    expect(result.current).toMatchObject({ deadline: Date.parse('2026-11-22T09:49:00Z'), frozenLeft: null });
  });
});
