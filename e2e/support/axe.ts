// axe's WCAG 2.1 A and AA rules on the page as it stands, contrast included; every violation named. Each
// check covers both app themes: every rule in the theme the page is in, then axe's colour rules in the other
// (docs/architecture.md, "Tests"). The theme is a class on <html> (src/lib/theme.ts) that changes colours and
// nothing else, so the rules that read structure, names and sizes would only say again what they said.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The WCAG 2.1 A and AA rules of axe that read colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const problemsOf = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const toggleTheme = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const dark = document.documentElement.classList.toggle('dark');
        // React follows the class (src/lib/theme.ts): two frames, and the toasts' own theme has changed too.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(dark)));
      }),
  );

export async function expectAccessible(page: Page, what: string) {
  // Transitions would let axe measure colours halfway between two themes or colour settings.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  expect(problemsOf(results.violations), what).toEqual([]);
  const dark = await toggleTheme(page);
  try {
    const colours = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
    expect(problemsOf(colours.violations), `${what}, ${dark ? 'dark' : 'light'} theme`).toEqual([]);
  } finally {
    await toggleTheme(page);
  }
}
