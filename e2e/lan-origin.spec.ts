// A school serves the app over plain http under a LAN name: no secure context (so no crypto.randomUUID)
// and a host name the web server has never heard of. The whole guest flow still works.
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { importDemoCopy, records } from './support/stack';
import { finishGate, submitWithBlanks } from './support/guest';

const lanHost = 'classroom.test';

test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--host-resolver-rules=MAP ${lanHost} 127.0.0.1`],
  },
});

test('a guest on http://classroom.test goes through gate, answers and submission', async ({ page }) => {
  const room = importDemoCopy(`lan-e2e-${process.pid}-${Date.now()}`);
  await page.goto(`http://${lanHost}:${process.env.E2E_PORT}/ielts/${room.slug}`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  await finishGate(page, 'Lan Student', 'lan@example.com');

  await page
    .getByRole('group', { name: 'Part 1', exact: true })
    .getByRole('textbox', { name: 'Question 1', exact: true })
    .fill('Whitfield');
  await submitWithBlanks(page);
  const stored = await records<{ Room: string }>('submissions', `filter=(Room='${room.id}')`);
  expect(stored).toHaveLength(1);
});
