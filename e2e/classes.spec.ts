// Classes (docs/product.md, "Classes"): a teacher makes a class and pastes its roster (a bad line named,
// nothing lost), gives three rooms the class; two students sit them (one e-mail typed in capitals once) and a
// stranger is turned away in words that say whom to ask; the class page shows each student's mocks, the
// not-sat ones apart, and the share right by question type. Then the new screens pass axe.
import { expect, test, type Browser } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { expectAccessible } from './support/axe';
import { finishGate, submitWithBlanks } from './support/guest';
import { dataDir, demoAdmin } from './support/stack';
import { smallRoom, writeImportFile } from '../tests/fixtures/import-files';
import { importRoom } from '../scripts/import';

/** A small Listening room (a band table of its own kind), the demo admin its member. */
function listeningRoom(slug: string) {
  const data = smallRoom(slug);
  (data.exams[0] as Record<string, unknown>).kind = 'listening';
  data.room.members = [demoAdmin.email];
  return importRoom(dataDir, writeImportFile(data));
}

async function sit(browser: Browser, baseURL: string, slug: string, name: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/ielts/${slug}`);
  await finishGate(page, name, email);
  await submitWithBlanks(page);
  await context.close();
}

test('a class: roster, a gate for it alone, and its page across three mocks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const tag = unique('cls');
  const slugs = [1, 2, 3].map((n) => `${tag}-m${n}`) as [string, string, string];
  for (const slug of slugs) listeningRoom(slug);
  const anna = { name: 'Anna Lee', email: `anna.${tag}@school.test` };
  const ben = { name: 'Ben Okafor', email: `ben.${tag}@school.test` };

  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/_/classes');
  await page.getByRole('textbox', { name: 'New class' }).fill(`Class ${tag}`);
  await page.getByRole('button', { name: 'Make class' }).click();
  await expect(page.getByRole('heading', { name: 'Students (0)' })).toBeVisible();
  const paste = page.getByLabel('Paste students, one a line');
  await paste.fill(`${anna.name} <${anna.email}>\n\nben.${tag}@school, ${ben.name}`);
  await expect(page.getByText(/Line 3 .*is not a valid e-mail address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 1 student' })).toBeDisabled();
  await paste.fill(`${anna.name} <${anna.email}>\n\n${ben.email}, ${ben.name}`);
  await page.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(page.getByRole('heading', { name: 'Students (2)' })).toBeVisible();
  const classUrl = page.url();

  for (const slug of slugs) {
    await page.goto(`/_/room/${slug}`);
    await page.getByLabel('Class').selectOption({ label: `Class ${tag}` });
    await expect(page.getByLabel('Class')).toHaveValue(/\w+/);
  }
  // Ben has not opened the first room yet: its results say so.
  await page.goto(`/_/room/${slugs[0]}/results`);
  await expect(page.getByRole('region', { name: /Not opened yet/ })).toContainText(ben.name);

  // A stranger is told whom to ask; Anna (once in capitals) and Ben sit.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/ielts/${slugs[0]}`);
  const gate = strangerPage.getByRole('dialog', { name: 'Before you start' });
  await gate.getByLabel('Name').fill('Zoe Stranger');
  await gate.getByLabel('Email').fill('zoe@elsewhere.test');
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate).toBeHidden();
  await strangerPage.reload();
  await expect(strangerPage.getByRole('alert')).toContainText(
    `This test is for the class Class ${tag}. Ask your teacher to add zoe@elsewhere.test.`,
  );
  await stranger.close();
  await sit(browser, baseURL, slugs[0], anna.name, anna.email);
  await sit(browser, baseURL, slugs[1], anna.name, anna.email.toUpperCase());
  await sit(browser, baseURL, slugs[2], anna.name, anna.email);
  await sit(browser, baseURL, slugs[0], ben.name, ben.email);
  await sit(browser, baseURL, slugs[2], ben.name, ben.email);

  await page.goto(classUrl);
  const grid = page.getByRole('table', { name: /band of each student in each mock/ });
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  const cells = async (name: string) =>
    grid
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell')
      .allTextContents();
  await page.getByLabel('Band', { exact: true }).selectOption('listening');
  await expect(page.getByRole('table', { name: /^Listening band of each student/ })).toBeVisible();
  // The small test's few questions give a raw score but no band ("—"); a mock not sat is "–".
  expect(await cells(anna.name)).toEqual(['—', '—', '—']);
  expect(await cells(ben.name)).toEqual(['—', '–', '—']);
  const heat = page.getByRole('table', { name: /Share of right answers/ });
  await expect(heat.getByRole('columnheader', { name: 'Listening' })).toBeVisible();
  await expect(heat.getByRole('cell').first()).toContainText('0%');

  for (const dark of [false, true]) {
    await page.evaluate((isDark) => localStorage.setItem('isDarkmode', String(isDark)), dark);
    for (const url of ['/_/classes', classUrl]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(page, `${url} ${dark ? 'dark' : 'light'} ${width}`);
      }
    }
  }
});
