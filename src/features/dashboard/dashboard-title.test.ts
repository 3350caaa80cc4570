import { describe, expect, it } from 'vitest';
import { dashboardTitle } from './dashboard-title';

describe('dashboardTitle', () => {
  it('shows the count, "empty", or nothing while loading', () => {
    expect(dashboardTitle(3)).toBe('My Sheets (3)');
    expect(dashboardTitle(1)).toBe('My Sheets (1)');
    expect(dashboardTitle(0)).toBe('My Sheets (empty)');
    expect(dashboardTitle(undefined)).toBe('My Sheets');
  });
});
