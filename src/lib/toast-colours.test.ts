// The toasts' colours (src/index.css, "The toasts' own colours"): every type's text on its background meets
// WCAG AA (4.5:1) in both themes, computed from the stylesheet itself, the app's tokens resolved as the
// browser resolves them (:root for the light theme, .dark for the dark one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Vitest runs from the project's root.
const css = readFileSync('src/index.css', 'utf8');

/** The custom properties of the first rule whose selector is exactly `selector`. */
function block(selector: string): Map<string, string> {
  const at = css.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** `hsl(142 72% 26%)` or `hsl(var(--success))` with the theme's tokens. */
function colour(value: string, tokens: Map<string, string>): Rgb {
  const inner = /^hsl\((.*)\)$/.exec(value)?.[1];
  expect(inner, value).toBeDefined();
  const triple = inner!.replace(/var\((--[\w-]+)\)/, (_, name: string) => tokens.get(name) ?? '');
  const [h, s, l] = triple.split(/\s+/).map((part) => Number.parseFloat(part));
  expect(
    [h, s, l].every((n) => Number.isFinite(n)),
    value,
  ).toBe(true);
  return hslToRgb(h!, s!, l!);
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
};

describe('toast colours', () => {
  for (const [theme, tokensOf] of [
    ['light', ':root'],
    ['dark', '.dark'],
  ] as const) {
    it(`give every type's text 4.5:1 on its background in the ${theme} theme`, () => {
      const tokens = block(`  ${tokensOf}`);
      const toaster = block(`html [data-sonner-toaster][data-sonner-theme='${theme}']`);
      for (const type of ['success', 'info', 'warning', 'error']) {
        const ratio = contrast(
          colour(toaster.get(`--${type}-text`) ?? '', tokens),
          colour(toaster.get(`--${type}-bg`) ?? '', tokens),
        );
        expect(ratio, `${type} in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
