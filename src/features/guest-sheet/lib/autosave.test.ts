import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, serverWaitOf, type AutosaveOptions, type SaveStatus } from './autosave';

interface Call {
  value: string;
  resolve: (updated: string) => void;
  reject: (error: unknown) => void;
}

function setup(options: Partial<AutosaveOptions<string>> = {}, saved = '', current = saved) {
  const calls: Call[] = [];
  const statuses: SaveStatus[] = [];
  let online = true;
  const onSaved = vi.fn();
  const autosave = new Autosave<string>(
    {
      save: (value) => new Promise((resolve, reject) => calls.push({ value, resolve, reject })),
      keyOf: (value) => value,
      onStatus: (status) => statuses.push(status),
      onSaved,
      isOnline: () => online,
      // The backoff's full step (its jitter takes between half and all of it).
      random: () => 0.999999,
      ...options,
    },
    saved,
    current,
  );
  autosave.resume();
  return {
    autosave,
    calls,
    statuses,
    onSaved,
    setOnline: (value: boolean) => {
      online = value;
    },
    last: () => statuses[statuses.length - 1],
  };
}

/** Lets promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Autosave', () => {
  it('saves 1 s after the last change, once', async () => {
    const { autosave, calls } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(900);
    autosave.change('abc');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['abc']);
  });

  it('says Saving… while waiting and Saved once the server has it', async () => {
    const { autosave, calls, last, onSaved } = setup();
    autosave.change('a');
    expect(last()).toBe('saving');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.resolve('2025-03-01 10:00:00.000Z');
    await settle();
    expect(last()).toBe('saved');
    expect(onSaved).toHaveBeenCalledWith('2025-03-01 10:00:00.000Z');
  });

  it('does not send what the server already has', async () => {
    const { autosave, calls } = setup({}, 'same');
    autosave.change('other');
    autosave.change('same');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);

    autosave.change('new');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.resolve('t1');
    await settle();
    autosave.change('new');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });

  it('never has two saves in flight, and saves again after one if there were changes', async () => {
    const { autosave, calls, last } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);

    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(1);

    calls[0]!.resolve('t1');
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['a', 'ab']);
    calls[1]!.resolve('t2');
    await settle();
    expect(last()).toBe('saved');
  });

  it('sends a change made during a save 1 s after it, and at least 3 s after the previous save', async () => {
    const { autosave, calls } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    autosave.change('ab');
    calls[0]!.resolve('t1');
    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['a', 'ab']);
  });

  it('while a student types with short pauses, sends at most once every 3 s, always the newest answers', async () => {
    const { autosave, calls } = setup();
    const typed: string[] = [];
    // A keystroke every 1.1 s for 30 s: each pause is long enough for the 1 s debounce alone.
    for (let i = 0; i < 28; i++) {
      typed.push(`answer ${i}`);
      autosave.change(typed[typed.length - 1]!);
      await vi.advanceTimersByTimeAsync(1100);
      calls[calls.length - 1]?.resolve(`t${calls.length}`);
      await settle();
    }
    await vi.advanceTimersByTimeAsync(5000);
    calls[calls.length - 1]?.resolve('last');
    await settle();
    expect(calls.length).toBeLessThanOrEqual(11);
    expect(calls.length).toBeGreaterThanOrEqual(9);
    expect(calls[calls.length - 1]!.value).toBe(typed[typed.length - 1]);
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('retries a failed save with backoff and reports being offline', async () => {
    const { autosave, calls, last } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('Network Error'));
    await settle();
    expect(last()).toBe('offline');

    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('Network Error'));
    await settle();
    await vi.advanceTimersByTimeAsync(5999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('t');
    await settle();
    expect(last()).toBe('saved');
  });

  it('backs off up to 30 s, spread between half and all of each step', async () => {
    let random = 0;
    const { autosave, calls } = setup({ random: () => random, serverWait: () => 0 });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    const gaps: number[] = [];
    for (let i = 0; i < 6; i++) {
      random = i % 2 === 0 ? 0 : 0.999999;
      calls[i]!.reject(new Error('502'));
      await settle();
      const before = Date.now();
      while (calls.length === i + 1) await vi.advanceTimersByTimeAsync(100);
      gaps.push(Math.round((Date.now() - before) / 100) * 100);
    }
    // Steps 3, 6, 12, 30, 30, 30 s: half of it, then all of it, never sooner than 3 s after a save.
    expect(gaps).toEqual([3000, 6000, 6000, 30_000, 15_000, 30_000]);
  });

  it('waits as long as the server asks (429 Retry-After), says so, and then sends the newest answers', async () => {
    const { autosave, calls, last } = setup({ serverWait: () => 5000 });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('429'));
    await settle();
    expect(last()).toBe('busy');

    // Typing meanwhile is kept, said as busy, and does not cut the wait short.
    autosave.change('ab');
    expect(last()).toBe('busy');
    await vi.advanceTimersByTimeAsync(2000);
    autosave.change('abc');
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['a', 'abc']);
    calls[1]!.resolve('t1');
    await settle();
    expect(last()).toBe('saved');
  });

  it('calls a server error busy, not offline', async () => {
    const { autosave, calls, last } = setup({ serverWait: () => 0 });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('503'));
    await settle();
    expect(last()).toBe('busy');
  });

  it('keeps changes while offline and sends them when the browser is online again', async () => {
    const { autosave, calls, last, setOnline } = setup();
    setOnline(false);
    autosave.change('typed offline');
    expect(last()).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);

    setOnline(true);
    autosave.online();
    expect(calls.map((c) => c.value)).toEqual(['typed offline']);
  });

  it('tries again at once when online, instead of waiting for the backoff', async () => {
    const { autosave, calls } = setup({ retryDelaysMs: [30_000] });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('Network Error'));
    await settle();
    autosave.online();
    expect(calls).toHaveLength(2);
  });

  it('does not retry a refusal', async () => {
    const { autosave, calls } = setup({ shouldRetry: () => false });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('400'));
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });

  it('calls a refusal failed, not offline, and hands over its error', async () => {
    const onFailed = vi.fn();
    const refusal = new Error('403');
    const { autosave, calls, last } = setup({ shouldRetry: () => false, onFailed });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(refusal);
    await settle();
    expect(last()).toBe('failed');
    expect(onFailed).toHaveBeenCalledWith(refusal);

    // Typing keeps saying so until the next try (3 s after the last), which says Saving… and then Saved.
    autosave.change('ab');
    expect(last()).toBe('failed');
    await vi.advanceTimersByTimeAsync(2999);
    expect(last()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toBe('saving');
    calls[1]!.resolve('t1');
    await settle();
    expect(last()).toBe('saved');
  });

  it('reports a failure worth retrying as offline, without onFailed', async () => {
    const onFailed = vi.fn();
    const { autosave, calls, last } = setup({ shouldRetry: () => true, onFailed });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('502'));
    await settle();
    expect(last()).toBe('offline');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('sends a newer starting draft as soon as it resumes', () => {
    const { calls } = setup({}, 'on server', 'on this device');
    expect(calls.map((c) => c.value)).toEqual(['on this device']);
  });

  it('sends nothing while paused, and what is left once resumed', async () => {
    const { autosave, calls } = setup();
    autosave.pause();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(autosave.hasUnsaved()).toBe(true);
    autosave.resume();
    expect(calls).toHaveLength(1);
  });

  it('cancels a pending save when paused', async () => {
    const { autosave, calls } = setup();
    autosave.change('a');
    autosave.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
  });
});

describe('serverWaitOf', () => {
  const failure = (status: number, headers: Record<string, string> = {}) =>
    new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
      status,
      headers: new AxiosHeaders(headers),
    } as AxiosResponse);

  it("reads Retry-After's seconds", () => {
    expect(serverWaitOf(failure(429, { 'Retry-After': '2' }))).toBe(2000);
  });

  it('is 0 for an answer that names no wait (or a date), and undefined without an answer', () => {
    expect(serverWaitOf(failure(503))).toBe(0);
    expect(serverWaitOf(failure(429, { 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' }))).toBe(0);
    expect(serverWaitOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(serverWaitOf(new Error('other'))).toBeUndefined();
  });
});
