// The spy watches what reaches sonner itself, behind src/lib/toast.ts's lazy load.
// eslint-disable-next-line no-restricted-imports
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const refusal = Object.assign(new Error('Request failed with status code 409'), {
  isAxiosError: true,
  response: { status: 409, data: { status: 409, message: 'A room still uses this exam.', data: {} } },
});

/** Runs one failing mutation through the app's query client; answers what sonner was asked to show. */
async function failOnce(meta?: Record<string, unknown>) {
  const shown = vi.spyOn(toast, 'error');
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(refusal),
    meta,
  });
  await expect(mutation.execute(undefined)).rejects.toBe(refusal);
  // src/lib/toast.ts hands the toast to sonner once its module has loaded.
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return shown.mock.calls.map(([message]) => message);
}

afterEach(() => vi.restoreAllMocks());

describe('a failed action', () => {
  it('is a toast with the server’s message', async () => {
    expect(await failOnce()).toEqual(['A room still uses this exam.']);
  });

  it('is a toast naming what failed when the mutation says so', async () => {
    expect(await failOnce({ errorTitle: 'Export failed.' })).toEqual([
      'Export failed. A room still uses this exam.',
    ]);
  });

  it('is no toast when the screen shows it inline', async () => {
    expect(await failOnce({ inlineError: true })).toEqual([]);
  });
});
