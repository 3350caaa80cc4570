// Signing in through the login screen, as a teacher would.
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A name no other test (or earlier run against the same data) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/_/login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/_\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^My Sheets \(/ })).toBeVisible();
}
