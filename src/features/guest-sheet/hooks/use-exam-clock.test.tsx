// The exam clock's offset from the server (docs/product.md, "Test conditions"): each server time that
// arrives is a lower bound of the true offset, so one slow answer never adds its latency to the time left.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestTiming } from '@/lib/api-types';
import { testQueryClient } from '@test/render';
import { useExamClock } from './use-exam-clock';

const text = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
/** The server's clock runs 60 s ahead of this device's. */
const SERVER_AHEAD = 60_000;
const DEVICE = Date.parse('2026-11-22T09:00:00.000Z');

function renderClock(timing: GuestTiming, loadedAt: number) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useExamClock({ roomId: 'r1', uuid: 'u1', timing, loadedAt, active: true }), {
    wrapper,
  });
}

afterEach(() => vi.useRealTimers());

describe('useExamClock offset', () => {
  it('takes the nearest reading: a fast answer after a slow load corrects it, a slower one never undoes it', () => {
    vi.useFakeTimers({ now: DEVICE, toFake: ['Date'] });
    // The sheet's first answer took 2 s to arrive: its `now` is 2 s behind the server's time on arrival.
    const loaded: GuestTiming = {
      limit: 30,
      started: null,
      deadline: null,
      now: text(DEVICE + SERVER_AHEAD),
    };
    const { result } = renderClock(loaded, DEVICE + 2_000);
    expect(result.current.offset).toBe(SERVER_AHEAD - 2_000);

    // The news of a resume, 10 ms on its way.
    vi.setSystemTime(DEVICE + 10_000);
    act(() => result.current.onResumedNews(text(DEVICE + 10_000 + SERVER_AHEAD - 10), 0));
    expect(result.current.offset).toBe(SERVER_AHEAD - 10);

    // A poll answered slowly (3 s): an older reading, which leaves the offset as it was.
    vi.setSystemTime(DEVICE + 20_000);
    act(() => result.current.onTiming({ ...loaded, now: text(DEVICE + 20_000 + SERVER_AHEAD - 3_000) }));
    expect(result.current.offset).toBe(SERVER_AHEAD - 10);
  });
});
