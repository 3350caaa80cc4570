import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoreDarkMode, useDarkMode } from './theme';

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

describe('useDarkMode', () => {
  it('follows the class however it changes, not only through setDarkMode', async () => {
    const { result, unmount } = renderHook(() => useDarkMode());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    // Another script (or a test checking the other theme's colours) switches the class itself.
    document.documentElement.classList.remove('dark');
    await waitFor(() => expect(result.current[0]).toBe(false));
    unmount();
  });
});
