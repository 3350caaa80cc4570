// The test on computer in the real stack: its screen passes axe's WCAG 2.1 A and AA rules (contrast
// included) in each of the three colour settings and in both app themes, with the settings dialog open too
// (docs/product.md, "The test on computer").
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { finishGate } from './support/guest';
import { importDemoCopy, pbUrl, superuserToken } from './support/stack';

async function makeComputer(id: string) {
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ delivery: 'computer' }),
  });
  expect(res.status).toBe(200);
}

async function expectAccessible(page: Page, what: string) {
  // Transitions would let axe measure colours halfway between two settings.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems, what).toEqual([]);
}

for (const dark of [false, true]) {
  for (const colours of ['black-white', 'white-black', 'yellow-black'] as const) {
    const theme = dark ? 'dark' : 'light';
    test(`the test on computer passes axe in ${colours}, ${theme} theme`, async ({ browser }, testInfo) => {
      const room = importDemoCopy(`computer-${colours}-${theme}-${process.pid}-${Date.now()}`);
      await makeComputer(room.id);
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.addInitScript(
        ([isDark, setting]) => {
          localStorage.setItem('isDarkmode', String(isDark));
          localStorage.setItem(
            'answersheet:screen-settings',
            JSON.stringify({ text: 'large', colours: setting }),
          );
        },
        [dark, colours] as const,
      );
      await page.goto(`/ielts/${room.slug}`);
      await finishGate(page, 'Ada Access', 'ada@example.com');
      const bar = page.getByRole('navigation', { name: 'Questions' });
      await expect(bar).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-test-colours', colours);
      await page.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
      await bar.getByRole('checkbox', { name: 'Review' }).check();
      await expect(page.getByText('Saved')).toBeVisible();
      await expectAccessible(page, `screen, ${colours}, ${theme}`);
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Screen settings' })).toBeVisible();
      await expectAccessible(page, `settings dialog, ${colours}, ${theme}`);
      await context.close();
    });
  }
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the panes stack without the divider and the bar scrolls sideways, the page no wider', async ({
    page,
  }) => {
    const room = importDemoCopy(`computer-narrow-${process.pid}-${Date.now()}`);
    await makeComputer(room.id);
    await page.goto(`/ielts/${room.slug}`);
    await finishGate(page, 'Nia Narrow', 'nia@example.com');
    const bar = page.getByRole('navigation', { name: 'Questions' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('separator', { name: 'Resize the passage and the questions' })).toBeHidden();
    const passage = await page.getByRole('region', { name: 'Passage', exact: true }).boundingBox();
    const questions = await page.getByRole('region', { name: 'Questions', exact: true }).boundingBox();
    expect(passage!.y).toBeLessThan(questions!.y);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    // The numbers of a part of ten and more do not fit: the bar scrolls, the page does not.
    const scrolls = await bar.evaluate((nav) => {
      const row = nav.firstElementChild as HTMLElement;
      return row.scrollWidth > row.clientWidth;
    });
    expect(scrolls).toBe(true);
    // A number from the far end of the bar, by keyboard: its control takes the focus.
    await bar.getByRole('button', { name: /^Question 10,/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Question 10', exact: true })).toBeFocused();
  });
});
