// A question paper as a teacher uploads it, made on the spot (recordings: tests/fixtures/media.ts).
import type { Browser } from '@playwright/test';

/** A PDF of `pages` A4 pages, each headed "Question paper, page n", printed by Chromium itself. */
export async function makePdf(browser: Browser, pages: number): Promise<Buffer> {
  const page = await browser.newPage();
  const body = Array.from(
    { length: pages },
    (_, i) =>
      `<section style="break-after: page"><h1>Question paper, page ${i + 1}</h1>` +
      `<p>Questions ${i * 20 + 1}–${i * 20 + 20}: write NO MORE THAN TWO WORDS.</p></section>`,
  ).join('');
  await page.setContent(`<!doctype html><html><body>${body}</body></html>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}
