import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type AutosaveOptions, type SaveStatus } from './autosave';

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

  it('waits for the debounce of a change made during a save', async () => {
    const { autosave, calls } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    autosave.change('ab');
    calls[0]!.resolve('t1');
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.value)).toEqual(['a', 'ab']);
  });

  it('retries a failed save with backoff and reports being offline', async () => {
    const { autosave, calls, last } = setup({ retryDelaysMs: [1000, 2000, 4000] });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(new Error('Network Error'));
    await settle();
    expect(last()).toBe('offline');

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('Network Error'));
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('t');
    await settle();
    expect(last()).toBe('saved');
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

    // Typing keeps saying so until the next try, which says Saving… and then Saved.
    autosave.change('ab');
    expect(last()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1000);
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
