import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pb } from '@/lib/pocketbase';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { renderAdmin } from '@test/render-admin';
import { fakeToken, teacher } from '@test/admin-session';
import { server } from '@test/msw-server';

function mockAuth(reply: () => Response | Promise<Response>) {
  const sent: { identity: string; password: string }[] = [];
  server.use(
    http.post('*/api/collections/users/auth-with-password', async ({ request }) => {
      sent.push((await request.clone().json()) as { identity: string; password: string });
      return reply();
    }),
  );
  return sent;
}

async function openLogin() {
  const view = renderAdmin('/_/login');
  await screen.findByRole('heading', { name: 'Login' });
  return view;
}

const account = () => screen.getByLabelText('Email or Username');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('login', () => {
  it('shows the card, its description and an example e-mail', async () => {
    await openLogin();
    expect(
      screen.getByText('Enter your email/username below to login into your account'),
    ).toBeInTheDocument();
    expect(account()).toHaveAttribute('placeholder', expect.stringMatching(/@/));
  });

  it('says what is missing on submit', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(submit());
    expect(await screen.findByText('Account is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(account()).toHaveAccessibleDescription('Account is required');
  });

  it('wants 8 characters of password, and re-checks as the user types', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.type(account(), 'teacher@example.com');
    await user.type(password(), 'short');
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(password(), '-enough');
    await waitFor(() =>
      expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument(),
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await openLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('shows the server message in an Error alert', async () => {
    const user = userEvent.setup();
    mockAuth(() => pbError(400, 'Failed to authenticate.'));
    await openLogin();
    await user.type(account(), 'teacher@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to authenticate.');
    expect(pb.authStore.isValid).toBe(false);
  });

  it('disables Continue while signing in', async () => {
    const user = userEvent.setup();
    mockAuth(never);
    await openLogin();
    await user.type(account(), 'teacher@example.com');
    await user.type(password(), 'a-good-password');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it('signs in, keeps the session and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const sent = mockAuth(() => HttpResponse.json({ token: fakeToken(), record: teacher }));
    mockAdminApi({ rooms: { items: [] } });
    const { router } = await openLogin();
    await user.type(account(), ' teacher@example.com ');
    await user.type(password(), 'a-good-password');
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/_/dashboard');
    expect(sent).toEqual([{ identity: 'teacher@example.com', password: 'a-good-password' }]);
    expect(pb.authStore.isValid).toBe(true);
    expect(JSON.parse(localStorage.getItem('pocketbase_auth')!).record.email).toBe('teacher@example.com');
  });
});
