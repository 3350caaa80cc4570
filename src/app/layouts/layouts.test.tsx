import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '@/lib/pocketbase';
import { mockAdminApi } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { renderAdmin } from '@test/render-admin';
import { signIn } from '@test/admin-session';

const path = (router: ReturnType<typeof renderAdmin>['router']) => router.state.location.pathname;

afterEach(() => vi.restoreAllMocks());

describe('admin home layout (/_)', () => {
  it('welcomes a visitor without a session, with the title, version label and a way to sign in', async () => {
    renderAdmin('/_');
    expect(await screen.findByRole('heading', { name: 'Welcome to AnswerSheet' })).toBeInTheDocument();
    const brand = screen.getByRole('link', { name: /AnswerSheet\s*v0\.1-beta/ });
    expect(brand).toHaveAttribute('href', '/_');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/_/login');
  });

  it('sends a valid session on to the dashboard', async () => {
    signIn();
    mockAdminApi({ rooms: { items: [] } });
    const { router } = renderAdmin('/_/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeInTheDocument();
    expect(path(router)).toBe('/_/dashboard');
  });
});

describe('login layout', () => {
  it('has only the dark-mode toggle around the form', async () => {
    renderAdmin('/_/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends someone already signed in to the dashboard', async () => {
    signIn();
    mockAdminApi({ rooms: { items: [] } });
    const { router } = renderAdmin('/_/login');
    await waitFor(() => expect(path(router)).toBe('/_/dashboard'));
  });
});

describe('authenticated layout', () => {
  it('redirects to /_/login without a session', async () => {
    const { router } = renderAdmin('/_/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(path(router)).toBe('/_/login');
  });

  it('redirects to /_/login when the stored token has expired', async () => {
    signIn({}, -60);
    const { router } = renderAdmin('/_/about');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(path(router)).toBe('/_/login');
  });

  it('signs out when the token expires while the page is open (checked on focus)', async () => {
    signIn({}, 600);
    const { router } = renderAdmin('/_/about');
    expect(await screen.findByRole('heading', { name: "We're AnswerSheet" })).toBeInTheDocument();
    const later = Date.now() + 601_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(path(router)).toBe('/_/login');
    expect(pb.authStore.token).toBe('');
  });

  it('marks My sheet as the current page on a room', async () => {
    signIn();
    mockAdminApi({ room: practiceRoom() });
    renderAdmin('/_/room/practice');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My sheet' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My sheet' })).toHaveAttribute('href', '/_/dashboard');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'User' })).toHaveAttribute('href', '/_/user');
  });

  it('shows the user with initials when there is no avatar, linking to the profile', async () => {
    signIn({ name: 'Mai Thi Nguyen', avatar: '' });
    renderAdmin('/_/about');
    const userLink = await screen.findByRole('link', { name: /Mai Thi Nguyen/ });
    expect(userLink).toHaveAttribute('href', '/_/user');
    expect(within(userLink).getByText('MT')).toBeInTheDocument();
  });

  it('shows the page title, subtitle and back link set by the page', async () => {
    signIn();
    mockAdminApi({ room: practiceRoom() });
    renderAdmin('/_/room/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Room' })).toBeInTheDocument();
    expect(screen.getByText('practice', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/_');
  });

  it('opens the menu on small screens with the same items, and closes it on navigation', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderAdmin('/_/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'User' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(path(router)).toBe('/_/user'));
  });

  it('toggles dark mode and remembers it under isDarkmode', async () => {
    signIn();
    const user = userEvent.setup();
    renderAdmin('/_/about');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('isDarkmode')).toBe('true');
  });
});
