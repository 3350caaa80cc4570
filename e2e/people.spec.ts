// Colleagues in the app against the real stack (docs/product.md, "People"): an admin invites a colleague,
// the colleague opens the link, sets a password and signs in; a teacher's Share says the same words for a
// missing and a disabled account.
import { expect, test } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { createUser, demoAdmin, importSmallRoom } from './support/stack';

test('an admin invites a colleague, who sets a password from the link and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `${unique('invited')}@example.com`;
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'People' }).click();
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill('Ines Invited');
  await form.getByRole('button', { name: 'Invite' }).click();
  const panel = page.getByRole('status', { name: 'Set-password link for Ines Invited' });
  const field = panel.getByLabel('Set-password link');
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/_/welcome/[A-Za-z0-9]{43}$`));
  const link = await field.inputValue();
  await expect(page.getByRole('list', { name: 'Accounts' })).toContainText(email);

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const colleague = await theirs.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Welcome, Ines Invited' })).toBeVisible();
  await colleague.getByLabel('Password', { exact: true }).fill('ines-password-1');
  await colleague.getByLabel('Confirm password').fill('ines-password-1');
  await colleague.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: /^My Sheets/ })).toBeVisible();
  // A teacher has no People entry.
  await expect(
    colleague.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'People' }),
  ).toHaveCount(0);

  // The link worked once.
  await colleague.goto(link);
  await expect(colleague.getByText('This link no longer works')).toBeVisible();
  await expect(colleague.getByText(/This link has already been used/)).toBeVisible();

  // Signed out, the password signs them in.
  await colleague.evaluate(() => localStorage.clear());
  await signIn(colleague, email, 'ines-password-1');
  await theirs.close();
});

test('a teacher’s Share says the same words for a missing and a disabled account', async ({ page }) => {
  const teacher = createUser(`${unique('sharer')}@example.com`);
  const gone = createUser(`${unique('gone')}@example.com`, 'gone-password-1', 'Gone Teacher');
  const slug = unique('people-share');
  importSmallRoom(slug, [teacher.email]);

  // The admin disables one account.
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/_/people');
  await page.getByRole('button', { name: 'Disable Gone Teacher' }).click();
  await page
    .getByRole('alertdialog', { name: 'Disable Gone Teacher?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByRole('button', { name: 'Enable Gone Teacher' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await signIn(page, teacher.email, teacher.password);
  await page.goto(`/_/room/${slug}`);
  await page.getByRole('button', { name: 'Action' }).click();
  await page.getByRole('menuitem', { name: 'Share to' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share to' });
  const missing = `${unique('missing')}@example.com`;
  for (const email of [missing, gone.email]) {
    await dialog.getByLabel('Add a user by e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText(`${email} cannot be added. Ask an admin to invite them.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Invite and share' })).toHaveCount(0);
  }

  // And the disabled account cannot sign in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/_/login');
  await page.getByLabel('Email or Username').fill(gone.email);
  await page.getByLabel('Password', { exact: true }).fill(gone.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Failed to authenticate.')).toBeVisible();
});
