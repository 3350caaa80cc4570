// The server goes away mid-test (the proxy answers 502, as it does when PocketBase is down): the student
// keeps typing, nothing is lost, and the draft reaches the server once it is back.
import { expect, test } from '@playwright/test';
import { importDemoCopy, records } from './support/stack';
import { finishGate } from './support/guest';

test('typing goes on while the server is down, and the draft arrives once it is back', async ({ page }) => {
  const room = importDemoCopy(`server-down-${process.pid}-${Date.now()}`);
  await page.goto(`/ielts/${room.slug}`);
  await finishGate(page, 'Dana Down', 'dana@example.com');

  let refused = 0;
  await page.route('**/api/exam/pending-submission', (route) => {
    refused++;
    return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
  });
  const part1 = page.getByRole('group', { name: 'Part 1', exact: true });
  await part1.getByRole('textbox', { name: 'Question 1', exact: true }).fill('Whitfield');
  await part1.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Station');
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
  // Still typing while the saves fail.
  await part1.getByRole('textbox', { name: 'Question 3', exact: true }).fill('BT3 7QA');
  await expect(part1.getByRole('textbox', { name: 'Question 3', exact: true })).toHaveValue('BT3 7QA');
  // "Let's go" recorded the start (a draft with no answers); none of the typing reached the server.
  const draftsWhileDown = await records<{ raw: { answers: unknown[] } }>(
    'pending_submissions',
    `filter=${encodeURIComponent(`Room='${room.id}'`)}`,
  );
  expect(draftsWhileDown.flatMap((draft) => draft.raw.answers)).toEqual([]);

  await page.unroute('**/api/exam/pending-submission');
  await expect
    .poll(
      async () => {
        const [draft] = await records<{ raw: { answers: { value: string }[] } }>(
          'pending_submissions',
          `filter=${encodeURIComponent(`Room='${room.id}'`)}`,
        );
        return draft?.raw.answers.map((a) => a.value).filter(Boolean) ?? [];
      },
      { timeout: 45_000 },
    )
    .toEqual(['Whitfield', 'Station', 'BT3 7QA']);
});
