import { describe, expect, it } from 'vitest';
import { restoreDarkMode } from './theme';

describe('restoreDarkMode', () => {
  it('applies a saved choice and leaves the page alone when nothing is saved', () => {
    restoreDarkMode();
    expect(document.documentElement).not.toHaveClass('dark');
    localStorage.setItem('isDarkmode', 'true');
    restoreDarkMode();
    expect(document.documentElement).toHaveClass('dark');
    localStorage.setItem('isDarkmode', 'false');
    restoreDarkMode();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
