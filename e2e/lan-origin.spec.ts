// A school serves the app over plain http under a LAN name: no secure context (so no crypto.randomUUID)
// and a host name the web server has never heard of. The whole guest flow still works.
import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';
import { importDemoCopy, records } from './support/stack';

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

  const gate = page.getByRole('dialog', { name: 'Before you start' });
  await expect(gate).toBeVisible();
  await gate.getByLabel('Name').fill('Lan Student');
  await gate.getByLabel('Email').fill('lan@example.com');
  await gate.getByRole('button', { name: 'Continue' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome, Lan Student' });
  await welcome.getByRole('button', { name: "Let's go" }).click();
  await expect(welcome).toBeHidden();

  await page
    .getByRole('group', { name: 'Part 1', exact: true })
    .getByRole('textbox', { name: 'Question 1', exact: true })
    .fill('Whitfield');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'You have unanswered questions' })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Your submission was recorded' })).toBeVisible();
  const stored = await records<{ Room: string }>('submissions', `filter=(Room='${room.id}')`);
  expect(stored).toHaveLength(1);
});
