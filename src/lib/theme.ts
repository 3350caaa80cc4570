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

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    read,
    () => false,
  );
  return [dark, setDarkMode];
}
