// The test on computer in the real stack: its screen passes axe's WCAG 2.1 A and AA rules (contrast
// included) in each of the three colour settings and in both app themes, with the settings dialog open too,
// and so do the Start screen, the match control, the notes dialog and the Finish dialog of the demo's computer
// room (docs/product.md, "The test on computer").
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { walkComputerScreens } from './support/computer';
import { finishGate } from './support/guest';
import { importComputerDemoCopy, importDemoCopy, pbUrl, superuserToken } from './support/stack';

async function makeComputer(id: string) {
  const res = await fetch(`${pbUrl}/api/collections/rooms/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: await superuserToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ delivery: 'computer' }),
  });
  expect(res.status).toBe(200);
}

// A check covers both app themes (e2e/support/axe.ts); a colour setting outranks them, which the dark theme's
// colour check sees as well.
// 'app' (the default) follows the app's theme: no colours of the test's own.
for (const colours of ['app', 'black-white', 'white-black', 'yellow-black'] as const) {
  test(`the test on computer passes axe in ${colours}`, async ({ browser }, testInfo) => {
    const room = importDemoCopy(`computer-${colours}-${process.pid}-${Date.now()}`);
    await makeComputer(room.id);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.addInitScript((setting) => {
      localStorage.setItem('isDarkmode', 'false');
      localStorage.setItem(
        'answersheet:screen-settings',
        JSON.stringify({ text: 'large', colours: setting }),
      );
    }, colours);
    await page.goto(`/ielts/${room.slug}`);
    await finishGate(page, 'Ada Access', 'ada@example.com');
    const bar = page.getByRole('navigation', { name: 'Questions' });
    await expect(bar).toBeVisible();
    if (colours === 'app') {
      await expect(page.locator('html')).not.toHaveAttribute('data-test-colours');
      // The page is as light as the app's theme.
      const red = await page.evaluate(() =>
        Number(/\d+/.exec(getComputedStyle(document.body).backgroundColor)),
      );
      expect(red).toBeGreaterThanOrEqual(128);
    } else await expect(page.locator('html')).toHaveAttribute('data-test-colours', colours);
    await page.getByRole('textbox', { name: 'Question 1', exact: true }).first().fill('Whitfield');
    await bar.getByRole('checkbox', { name: 'Review' }).check();
    await expect(page.getByText('Saved')).toBeVisible();
    await expectAccessible(page, `screen, ${colours}`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Screen settings' })).toBeVisible();
    await expectAccessible(page, `settings dialog, ${colours}`);
    await context.close();
  });
}

for (const colours of ['black-white', 'white-black', 'yellow-black'] as const) {
  test(`the Start screen, the match control, the notes and Finish dialogs pass axe in ${colours}`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const room = importComputerDemoCopy(`computer-screens-${colours}-${process.pid}-${Date.now()}`);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.addInitScript((setting) => {
      localStorage.setItem('isDarkmode', 'false');
      localStorage.setItem(
        'answersheet:screen-settings',
        JSON.stringify({ text: 'standard', colours: setting }),
      );
    }, colours);
    await walkComputerScreens(page, room.slug, (screen) => expectAccessible(page, `${screen}, ${colours}`));
    await context.close();
  });
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
    // The numbers of a part of ten and more do not fit: the bar's row of parts scrolls, the page does not, and
    // the arrows either side of it stay on screen.
    const scrolls = await bar.evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('*')].some(
        (el) => getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth,
      ),
    );
    expect(scrolls).toBe(true);
    await expect(bar.getByRole('button', { name: 'Next question' })).toBeInViewport();
    // A number from the far end of the bar, by keyboard: its control takes the focus.
    await bar.getByRole('button', { name: /^Question 10,/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Question 10', exact: true })).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the divider follows the pointer; Hide leaves nothing of the test to reach', async ({ page }) => {
    const room = importDemoCopy(`computer-desktop-${process.pid}-${Date.now()}`);
    await makeComputer(room.id);
    await page.goto(`/ielts/${room.slug}`);
    await finishGate(page, 'Dev Desktop', 'dev@example.com');
    const divider = page.getByRole('separator', { name: 'Resize the passage and the questions' });
    await expect(divider).toHaveAttribute('aria-valuenow', '50');
    const box = (await divider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(1280 * 0.3, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(divider).toHaveAttribute('aria-valuenow', '30');
    const passage = (await page.getByRole('region', { name: 'Passage', exact: true }).boundingBox())!;
    expect(passage.width).toBeGreaterThan(1280 * 0.25);
    expect(passage.width).toBeLessThan(1280 * 0.35);

    await page.getByRole('button', { name: 'Hide' }).click();
    const show = page.getByRole('button', { name: 'Show' });
    await expect(show).toBeFocused();
    // The cover lies over the test: a point of a box hits the cover, not the box.
    const answer = (await page.getByRole('textbox', { name: 'Question 1', exact: true }).boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[aria-labelledby="test-hidden-title"]') !== null,
      [answer.x + answer.width / 2, answer.y + answer.height / 2] as const,
    );
    expect(hit).toBe(true);
    // Tab and Shift+Tab from Show reach nothing beneath the cover.
    for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const onCover = await page.evaluate(
        () =>
          document.activeElement === document.body ||
          document.activeElement?.closest('[aria-labelledby="test-hidden-title"]') !== null,
      );
      expect(onCover, `focus after ${key}`).toBe(true);
    }
    await show.click();
    await expect(page.getByRole('button', { name: 'Hide' })).toBeFocused();
  });
});
