import { expect, test } from '@playwright/test';

test('the landing page shows AnswerSheet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AnswerSheet' })).toBeVisible();
});

test('the guest sheet and the login page render', async ({ page }) => {
  await page.goto('/ielts/demo');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('/_/login');
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the API is forwarded to PocketBase and /_/ paths stay in the app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/_/about');
  await expect(page).toHaveTitle('AnswerSheet');
});
