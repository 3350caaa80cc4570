// Sharing a room with another teacher, and deleting one, against the real stack.
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, importSmallRoom, records } from './support/stack';

test('Share to copies the guest link and lets another teacher manage the room', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = createUser(`${unique('owner')}@example.com`);
  const colleague = createUser(`${unique('colleague')}@example.com`, 'colleague-password-1', 'Ada Colleague');
  const slug = unique('share');
  importSmallRoom(slug, [owner.email]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, owner.email, owner.password);
  await page.getByRole('link', { name: `Room ${slug}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug}` })).toBeVisible();
  await page.getByRole('button', { name: 'Action' }).click();
  await page.getByRole('menuitem', { name: 'Share to' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to' });
  await expect(dialog.getByLabel('Guest link')).toHaveValue(`${baseURL}/ielts/${slug}`);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ielts/${slug}`);

  await dialog.getByLabel('Add a user by e-mail').fill('nobody-at-all@example.com');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(
    dialog.getByText('nobody-at-all@example.com cannot be added. Ask an admin to invite them.'),
  ).toBeVisible();

  await dialog.getByLabel('Add a user by e-mail').fill(colleague.email);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`${colleague.email} can now manage this sheet`)).toBeVisible();
  const members = dialog.getByRole('region', { name: 'Who manages this room' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').nth(1)).toContainText('Ada Colleague');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Action' })).toBeFocused();

  // The colleague signs in and finds the room among theirs.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'User' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, colleague.email, colleague.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeVisible();
  await page.getByRole('link', { name: `Room ${slug}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Room ${slug}` })).toBeVisible();

  // The colleague leaves the room: asked once more, then back to a dashboard without it.
  await page.getByRole('button', { name: 'Action' }).click();
  await page.getByRole('menuitem', { name: 'Share to' }).click();
  await dialog.getByRole('button', { name: 'Remove Ada Colleague' }).click();
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText(`You no longer manage “Room ${slug}”`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeVisible();
  // Its page is not found for them now, as any room not theirs.
  await page.goto(`/_/room/${slug}`);
  await expect(page.getByRole('alert')).toContainText('Room not found.');
});

test('Delete sheet asks for the room name, deletes it and returns to the dashboard', async ({ page }) => {
  const owner = createUser(`${unique('deleter')}@example.com`);
  const slug = unique('delete');
  importSmallRoom(slug, [owner.email]);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeVisible();
  await page.goto(`/_/room/${slug}`);
  await page.getByRole('button', { name: 'Action' }).click();
  await page.getByRole('menuitem', { name: 'Delete sheet' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete sheet' });
  const remove = dialog.getByRole('button', { name: 'Delete sheet' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type Room ${slug} to confirm`).fill(`Room ${slug}`);
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(page).toHaveURL(/\/_\/dashboard$/);
  await expect(page.getByText(`Deleted “Room ${slug}”`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeVisible();
  expect(await records('rooms', `filter=${encodeURIComponent(`slug="${slug}"`)}`)).toEqual([]);
  // Its exams stay.
  expect((await records('exams')).length).toBeGreaterThan(0);
});
