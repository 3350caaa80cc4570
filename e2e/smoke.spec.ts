// The stack is up and each public entry shows what a person would see there.
import { expect, test } from '@playwright/test';

test('the landing page shows AnswerSheet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AnswerSheet' })).toBeVisible();
});

test('the demo room opens on its gate, under the room’s name', async ({ page }) => {
  await page.goto('/ielts/demo');
  await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
  // The gate is modal, so the page behind it is hidden from the accessibility tree: read the header itself.
  await expect(page.locator('header h1')).toHaveText('IELTS Practice — Demo Room');
});

test('the login page shows its card and fields', async ({ page }) => {
  await page.goto('/_/login');
  await expect(page.getByText('Enter your email/username below to login into your account')).toBeVisible();
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('the API is forwarded to PocketBase and /_/ paths stay in the app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ code: 200 });
  // Signed out, the app's /_/about leads to the app's login, never to PocketBase's dashboard.
  await page.goto('/_/about');
  await expect(page).toHaveURL(/\/_\/login$/);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});
