// axe's WCAG 2.1 A and AA rules on the page as it stands, contrast included; every violation named.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, what: string) {
  // Transitions would let axe measure colours halfway between two themes or colour settings.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems, what).toEqual([]);
}
