// Signing in and out against the real stack.
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, demoAdmin, importSmallRoom } from './support/stack';

test('a short password is refused before anything is sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('auth-with-password')) requests.push(request.url());
  });
  await page.goto('/_/login');
  await page.getByLabel('Email or Username').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  expect(requests).toEqual([]);
});

test('a wrong password shows the server message in the Error alert', async ({ page }) => {
  await page.goto('/_/login');
  await page.getByLabel('Email or Username').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Failed to authenticate.');
  await expect(page).toHaveURL(/\/_\/login$/);
});

test('signing in leads to the dashboard with the teacher’s rooms; the session survives a reload', async ({
  page,
}) => {
  const email = `${unique('dash')}@example.com`;
  const teacher = createUser(email, 'teacher-password-1', 'Grace Hopper');
  const slug = unique('dash-room');
  importSmallRoom(slug, [email]);

  await page.goto('/_/dashboard');
  await expect(page).toHaveURL(/\/_\/login$/);
  await signIn(page, teacher.email, teacher.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeVisible();
  const card = page.getByRole('link', { name: `Room ${slug}`, exact: true });
  await expect(card).toHaveAttribute('href', `/_/room/${slug}`);
  await expect(page.getByText(`/${slug}`)).toBeVisible();
  await expect(page.getByText('Exams included')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listening' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Part 1')).toBeVisible();
  await expect(page.getByText('A small test room')).toBeVisible();
  // The sidebar shows the user, with initials for want of an avatar.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: /Grace Hopper/ })).toContainText('GH');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeVisible();
  await page.goto('/_');
  await expect(page).toHaveURL(/\/_\/dashboard$/);
});

test('a teacher with no rooms sees the empty dashboard', async ({ page }) => {
  const teacher = createUser(`${unique('empty')}@example.com`);
  await signIn(page, teacher.email, teacher.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No sheets yet' })).toBeVisible();
});

test('logout ends the session and goes to the login page', async ({ page }) => {
  const teacher = createUser(`${unique('logout')}@example.com`);
  await signIn(page, teacher.email, teacher.password);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'User' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/_\/login$/);
  await page.goto('/_/dashboard');
  await expect(page).toHaveURL(/\/_\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
});
