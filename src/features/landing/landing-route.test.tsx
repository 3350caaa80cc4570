import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@test/render';
import { LandingRoute } from './landing-route';

describe('landing page', () => {
  it('reads AnswerSheet and toggles dark mode, remembering the choice', async () => {
    renderRoutes([{ path: '/', element: <LandingRoute /> }], '/');
    expect(screen.getByRole('heading', { name: 'AnswerSheet' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('isDarkmode')).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('isDarkmode')).toBe('false');
  });
});
