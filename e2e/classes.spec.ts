// Classes (docs/product.md, "Classes"): a teacher makes a class and pastes its roster (a bad line named,
// nothing lost), gives three rooms the class; two students sit them (one e-mail typed in capitals once) and a
// stranger is turned away in words that say whom to ask; the class page shows each student's mocks, the
// not-sat ones apart, and the share right by question type. Then the new screens pass axe. A term of real
// mocks (the demo's 40-box Listening test) then gives real bands: the class page's grid and heat-map, a
// student's history and the student's own progress link, reached from the result screen.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { signIn, unique } from './support/admin';
import { expectAccessible } from './support/axe';
import { finishGate, submitWithBlanks } from './support/guest';
import { dataDir, demoAdmin, running } from './support/stack';
import { sitByApi } from './support/writing';
import { smallRoom, writeImportFile } from '../tests/fixtures/import-files';
import { importRoom } from '../scripts/import';
import { root } from '../scripts/lib/pocketbase';
import { bandFor } from '../src/rules/bands';

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

/** The demo's Listening test (demo/demo-computer-room.json) alone in a paper room showing scores, and its keys in box order. */
function listeningMock(slug: string) {
  const dir = mkdtempSync(join(tmpdir(), 'answersheet-term-'));
  cpSync(join(root, 'demo'), dir, { recursive: true });
  const demo = JSON.parse(readFileSync(join(dir, 'demo-computer-room.json'), 'utf8'));
  const exam = demo.exams.find((x: { kind: string }) => x.kind === 'listening');
  const file = join(dir, `${slug}.json`);
  const room = {
    name: `Mock ${slug}`,
    slug,
    detail: '',
    members: [demoAdmin.email],
    delivery: 'paper',
    results: 'score',
  };
  writeFileSync(file, JSON.stringify({ room, exams: [{ ...exam, minutes: undefined }] }));
  importRoom(dataDir, file, running);
  const questions: { num: number; keys: string[] }[] = exam.sections.flatMap(
    (section: { groups: { questions?: { num: number; keys: string[] }[] }[] }) =>
      section.groups.flatMap((group) => group.questions ?? []),
  );
  return questions.sort((a, b) => a.num - b.num).map((q) => q.keys[0]!);
}

// The demo's Listening boxes by type, in box order: 1–10 gap fill, 11–15 multiple choice, 16–20 matching,
// 21–24 multiple choice, 25–40 gap fill. A sitting with the first `right` boxes right gets these right.
const gapRight = (right: number) => Math.min(right, 10) + Math.max(0, right - 24);

test('a term of mocks: real bands on the class page, in the history and on the progress link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const tag = unique('term');
  const slugs = [1, 2, 3].map((n) => `${tag}-m${n}`);
  const keys = slugs.map((slug) => listeningMock(slug))[0]!;
  expect(keys).toHaveLength(40);
  const sara = { name: 'Sara Novak', email: `sara.${tag}@school.test` };
  const omar = { name: 'Omar Haddad', email: `omar.${tag}@school.test` };
  // Raw scores per mock (null: not sat); Sara's third is sat in the browser, her e-mail typed in capitals.
  // Bands come from the room's Listening table (src/rules/bands.ts, BAND_TABLES.listening, 40 questions), not
  // from the demo: 36 → 8 (35–36), 33 → 7.5 (32–34), 30 → 7 (30–31), 20 → 5.5 (18–22), 4 → 2.5 (the table's
  // lowest row). The scores sit inside different rows so a wrong table or an off-by-one boundary shows.
  const scores = { sara: [30, 33, 4], omar: [20, null, 36] };
  const band = (score: number | null) => (score === null ? null : bandFor({ kind: 'listening' }, score, 40));
  const shown = (score: number | null) => {
    const b = band(score);
    return score === null ? '–' : b === null ? '—' : Number.isInteger(b) ? b.toFixed(1) : String(b);
  };
  const firstRight = (right: number) => (i: number) => (i < right ? keys[i]! : '');
  await sitByApi(slugs[0]!, sara, firstRight(30));
  await sitByApi(slugs[1]!, sara, firstRight(33));
  await sitByApi(slugs[0]!, omar, firstRight(20));
  await sitByApi(slugs[2]!, omar, firstRight(36));

  // Sara's third mock in the browser: four boxes right, the rest blank; her result links her progress.
  const student = await browser.newContext({ baseURL });
  const sheet = await student.newPage();
  await sheet.goto(`/ielts/${slugs[2]}`);
  await finishGate(sheet, sara.name, sara.email.toUpperCase());
  for (let num = 1; num <= 4; num++)
    await sheet.getByRole('textbox', { name: `Question ${num}`, exact: true }).fill(keys[num - 1]!);
  await submitWithBlanks(sheet);
  await sheet.getByRole('link', { name: 'Your progress across mocks' }).click();
  await expect(sheet.getByRole('heading', { level: 1, name: sara.name })).toBeVisible();
  const mocks = sheet.getByRole('region', { name: 'Bands over time' }).getByRole('listitem');
  await expect(mocks).toHaveCount(3);
  // Newest first: mock 3 (4 right), mock 2 (33), mock 1 (30); each with its Listening band.
  for (const [i, score] of [4, 33, 30].entries())
    await expect(mocks.nth(i).getByRole('definition').first()).toHaveText(shown(score));
  await expect(
    sheet
      .getByRole('row', { name: /Listening · Completion \(gaps\)/ })
      .getByRole('cell')
      .nth(1),
  ).toContainText(`(${gapRight(30) + gapRight(33) + gapRight(4)}/78)`);
  await student.close();

  // The teacher: a class of the two, its page, and Sara's history.
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto('/_/classes');
  await page.getByRole('textbox', { name: 'New class' }).fill(`Term ${tag}`);
  await page.getByRole('button', { name: 'Make class' }).click();
  await page
    .getByLabel('Paste students, one a line')
    .fill(`${sara.name} <${sara.email}>\n${omar.email}, ${omar.name}`);
  await page.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(page.getByRole('heading', { name: 'Students (2)' })).toBeVisible();
  await page.getByLabel('Band', { exact: true }).selectOption('listening');
  const grid = page.getByRole('table', { name: /^Listening band of each student/ });
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  const cells = (name: string) => grid.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  await expect(cells(sara.name)).toHaveText(scores.sara.map(shown));
  await expect(cells(omar.name)).toHaveText(scores.omar.map(shown));
  // The heat-map: Listening's gap fill over the five sittings (26 gap boxes each).
  const gaps = [30, 33, 4, 20, 36].reduce((sum, right) => sum + gapRight(right), 0);
  const heat = page.getByRole('table', { name: /Share of right answers/ });
  await expect(
    heat
      .getByRole('row', { name: /Completion \(gaps\)/ })
      .getByRole('cell')
      .first(),
  ).toContainText(`${gaps} of ${5 * 26}`);

  // Sara is one student with three mocks, whatever the case of her e-mail.
  await page.goto(`/_/students?q=${encodeURIComponent(`sara.${tag}`)}`);
  const rows = page.getByRole('table', { name: 'Students of your rooms' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('3');
  await rows.nth(1).getByRole('link', { name: sara.name }).click();
  await expect(page.getByRole('img', { name: 'Bands over time per skill' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Mocks' }).getByRole('row');
  await expect(history).toHaveCount(4);
  for (const [i, score] of [4, 33, 30].entries())
    await expect(
      history
        .nth(i + 1)
        .getByRole('cell')
        .first(),
    ).toHaveText(`${score}/40 · ${shown(score)}`);
  await expect(
    page
      .getByRole('row', { name: /Listening · Completion \(gaps\)/ })
      .getByRole('cell')
      .nth(1),
  ).toContainText(`(${gapRight(30) + gapRight(33) + gapRight(4)}/78)`);
});
