// Dark mode (docs/product.md, "Dark mode"): a "dark" class on <html>, saved under `isDarkmode`, restored on load (index.html
// applies it before first paint; this store keeps React in step).
import { useSyncExternalStore } from 'react';

export const DARK_MODE_KEY = 'isDarkmode';
const listeners = new Set<() => void>();

function read(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // storage off: the choice lasts for this page
  }
  listeners.forEach((notify) => notify());
}

/** Applies the saved choice, if any (for when index.html's inline script could not). */
export function restoreDarkMode(): void {
  try {
    const saved = localStorage.getItem(DARK_MODE_KEY);
    if (saved !== null) document.documentElement.classList.toggle('dark', saved === 'true');
  } catch {
    // nothing saved to restore
  }
}

// The class itself is watched too, so React follows it however it changes (another script, a test that
// switches the theme to check its colours: e2e/support/axe.ts), not only through setDarkMode.
let classWatch: MutationObserver | null = null;

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  if (!classWatch && typeof MutationObserver !== 'undefined') {
    classWatch = new MutationObserver(() => listeners.forEach((listener) => listener()));
    classWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  }
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) {
      classWatch?.disconnect();
      classWatch = null;
    }
  };
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(subscribe, read, () => false);
  return [dark, setDarkMode];
}
