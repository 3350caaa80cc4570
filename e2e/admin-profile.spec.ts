// Updating the profile with a new name and a picture, against the real stack.
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { signIn, unique } from './support/admin';
import { createUser, records } from './support/stack';

function smallPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 90, 200, 255], i);
  return PNG.sync.write(png);
}

test('a teacher changes name and avatar; the sidebar follows and the server keeps both', async ({ page }) => {
  const teacher = createUser(`${unique('profile')}@example.com`, 'profile-password-1', 'Old Name');
  await signIn(page, teacher.email, teacher.password);
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: /Old Name/ })
    .click();
  await expect(page).toHaveURL(/\/_\/user$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(teacher.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();

  // Wrong type first: refused under the picker.
  await page
    .getByLabel('Avatar')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Invalid file')).toBeVisible();

  await page
    .getByLabel('Avatar')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByText('Invalid file')).toBeHidden();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const userLink = sidebar.getByRole('link', { name: /Ada Lovelace/ });
  await expect(userLink).toBeVisible();
  await expect(userLink.locator('img')).toHaveAttribute('src', /\/api\/files\/.+\/me\w*\.png$/);
  const [user] = await records<{ name: string; avatar: string }>(
    'users',
    `filter=${encodeURIComponent(`email="${teacher.email}"`)}`,
  );
  expect(user!.name).toBe('Ada Lovelace');
  expect(user!.avatar).toMatch(/^me\w*\.png$/);

  await page.reload();
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /Ada Lovelace/ }),
  ).toBeVisible();
});

test('a teacher changes their password: this browser stays signed in, another device is signed out', async ({
  page,
  browser,
}) => {
  const teacher = createUser(`${unique('password')}@example.com`, 'first-password-1', 'Pat Password');
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, teacher.email, teacher.password);
  await signIn(page, teacher.email, teacher.password);
  await page.goto('/_/user');

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  // PocketBase refuses the wrong current password under its own field; nothing changes.
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#password-current-error')).not.toBeEmpty();

  await page.getByLabel('Current password').fill('first-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You are signed out on other devices.')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/_\/user$/);

  // The other device's session no longer works: its next request is refused and it is asked to sign in.
  await elsewhere.goto('/_/dashboard');
  await expect(elsewhere).toHaveURL(/\/_\/login$/);
  await signIn(elsewhere, teacher.email, 'second-password-2');
});
