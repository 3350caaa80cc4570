import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary';

afterEach(() => vi.restoreAllMocks());

describe('ScreenErrorBoundary', () => {
  it('offers a reload when a screen’s chunk cannot be fetched, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onReload = vi.fn();
    render(
      <ScreenErrorBoundary onReload={onReload}>
        <Suspense fallback={<p>Loading page</p>}>
          <Broken />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('renders the screen when nothing fails', async () => {
    const Fine = lazy(async () => ({ default: () => <p>The screen</p> }));
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Loading page</p>}>
          <Fine />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
