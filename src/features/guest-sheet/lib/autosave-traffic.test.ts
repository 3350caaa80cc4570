// What the sheet sends while a class types (docs/operations.md, "An exam centre"): a simulated student
// answering a 40-question sheet, with the autosave as it was (1 s after the last change, every slot sent,
// blanks included) and as it is (also at least 3 s between saves, blanks left out). Figures for one
// student; a class multiplies them. AUTOSAVE_TRAFFIC=1 prints them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerList } from './answers';
import { Autosave, type AutosaveOptions } from './autosave';

const ids = Array.from({ length: 40 }, (_, i) => `q${String(i + 1).padStart(14, '0')}`);
const ROOM = 'r00000000000001';

/** A fixed pseudo-random sequence, so every run types the same. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

interface Traffic {
  requestsPerMinute: number;
  bytesPerRequest: number;
}

/** How one student types: the wait before each answer and between its keystrokes, in ms. */
interface Typist {
  beforeAnswer: (random: () => number) => number;
  keystroke: (random: () => number) => number;
}

/**
 * A listening test: answers of 3–12 characters, 100–400 ms a keystroke with a hesitation of 1–2.5 s one
 * keystroke in ten, and 1.5–20 s between answers (listening for the next one).
 */
const listening: Typist = {
  beforeAnswer: (random) => 1500 + random() * 18_500,
  keystroke: (random) => (random() < 0.1 ? 1000 + random() * 1500 : 100 + random() * 300),
};

/** The worst case for a debounce: a pause of just over 1 s after every keystroke, answers back to back. */
const halting: Typist = { beforeAnswer: () => 1100, keystroke: () => 1100 };

/** One student filling the 40 answers; saves answer after 50 ms. */
async function typeSheet(
  typist: Typist,
  options: Partial<AutosaveOptions<Record<string, string>>>,
  blanks: boolean,
): Promise<Traffic> {
  const random = seeded(42);
  const sizes: number[] = [];
  const autosave = new Autosave<Record<string, string>>(
    {
      save: (values) => {
        const answers = answerList(values, ids).filter((a) => blanks || a.value !== '');
        sizes.push(JSON.stringify({ Room: ROOM, raw: { answers, flags: [] } }).length);
        return new Promise((resolve) => setTimeout(() => resolve('t'), 50));
      },
      keyOf: (values) => JSON.stringify(ids.map((id) => values[id] ?? '')),
      onStatus: () => {},
      isOnline: () => true,
      ...options,
    },
    {},
  );
  autosave.resume();
  const started = Date.now();
  const values: Record<string, string> = {};
  for (const id of ids) {
    await vi.advanceTimersByTimeAsync(typist.beforeAnswer(random));
    const length = 3 + Math.floor(random() * 10);
    for (let c = 0; c < length; c++) {
      values[id] = (values[id] ?? '') + 'x';
      autosave.change({ ...values });
      await vi.advanceTimersByTimeAsync(typist.keystroke(random));
    }
  }
  await vi.advanceTimersByTimeAsync(10_000);
  expect(autosave.hasUnsaved()).toBe(false);
  const minutes = (Date.now() - started) / 60_000;
  const traffic = {
    requestsPerMinute: +(sizes.length / minutes).toFixed(1),
    bytesPerRequest: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length),
  };
  if (process.env.AUTOSAVE_TRAFFIC) console.log(JSON.stringify({ options, blanks, ...traffic }));
  return traffic;
}

const asItWas = { minIntervalMs: 0 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('what a typing student sends', () => {
  it('in a listening test: as many requests (one per answer), half the bytes', async () => {
    const before = await typeSheet(listening, asItWas, true);
    const after = await typeSheet(listening, {}, false);
    // Measured: 5.5 requests a minute both times; 1,977 → 1,056 bytes a request.
    expect(after.requestsPerMinute).toBeLessThanOrEqual(before.requestsPerMinute);
    expect(after.bytesPerRequest).toBeLessThan(before.bytesPerRequest * 0.6);
  });

  it('pausing just over a second at every keystroke: a third of the requests', async () => {
    const before = await typeSheet(halting, asItWas, true);
    const after = await typeSheet(halting, {}, false);
    // Measured: 47.1 → 17.8 requests a minute (1,973 → 1,151 bytes a request).
    expect(before.requestsPerMinute).toBeGreaterThan(45);
    expect(after.requestsPerMinute).toBeLessThanOrEqual(20);
  });
});
