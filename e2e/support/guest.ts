// What a student does on the sheet, step by step, for the specs that drive it.
import { expect, type Page } from '@playwright/test';

/** Fills in the gate and presses "Let's go". */
export async function finishGate(page: Page, name = 'Ella Example', email = 'ella@example.com') {
  const gate = page.getByRole('dialog', { name: 'Before you start' });
  await expect(gate).toBeVisible();
  await gate.getByLabel('Name').fill(name);
  await gate.getByLabel('Email').fill(email);
  await gate.getByRole('button', { name: 'Continue' }).click();
  await letsGo(page, name);
}

/** Closes the welcome dialog. */
export async function letsGo(page: Page, name: string) {
  const welcome = page.getByRole('dialog', { name: `Welcome, ${name}` });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: "Let's go" }).click();
  await expect(welcome).toBeHidden();
}

/** Where the draft is: "Saving…", "Saved" or "Offline — saved on this device". */
export const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|Offline/ });

/** Presses Submit with blank boxes left and submits anyway; waits for the recorded dialog. */
export async function submitWithBlanks(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Your submission was recorded' })).toBeVisible();
}

/**
 * Presses Submit on a sheet with every box answered, confirming if the sheet asks; waits for the recorded
 * dialog and returns it.
 */
export async function submitAnswered(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const recorded = page.getByRole('alertdialog', { name: 'Your submission was recorded' });
  const confirm = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: 'Submit' }) });
  await expect(recorded.or(confirm)).toBeVisible({ timeout: 15_000 });
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(recorded).toBeVisible({ timeout: 15_000 });
  return recorded;
}
