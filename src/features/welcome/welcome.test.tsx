// The set-password page (docs/product.md, "People"): a valid link sets the password and signs in; a used or
// expired link says so plainly; the form checks both fields before sending.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pb } from '@/lib/pocketbase';
import { pbError } from '@test/admin-api';
import { fakeToken, signOut, teacher } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const TOKEN = 'C'.repeat(43);

describe('welcome', { timeout: 20_000 }, () => {
  beforeEach(() => signOut());

  it('sets the password (twice, checked) and signs the colleague in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`*/api/welcome/${TOKEN}`, () =>
        HttpResponse.json({ email: 'amy@example.com', name: 'Amy Lee' }),
      ),
      http.post(`*/api/welcome/${TOKEN}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          token: fakeToken(),
          record: { ...teacher, id: 'user2', email: 'amy@example.com' },
        });
      }),
      http.get('*/api/room/list', () => HttpResponse.json({ items: [] })),
    );
    const user = userEvent.setup();
    renderAdmin(`/_/welcome/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amy Lee' })).toBeInTheDocument();
    expect(screen.getByText(/Set a password for amy@example.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    );
    await user.type(screen.getByLabelText('Password'), '-but-longer');
    await user.type(screen.getByLabelText('Confirm password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'short-but-longer');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('heading', { name: /My Sheets/ })).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'short-but-longer', passwordConfirm: 'short-but-longer' }]);
    expect(pb.authStore.record?.email).toBe('amy@example.com');
  });

  it('says plainly that a used or expired link no longer works, and where to sign in', async () => {
    const words =
      'This link has already been used. Sign in with your password, or ask an admin for a new link.';
    server.use(http.get(`*/api/welcome/${TOKEN}`, () => pbError(404, words)));
    renderAdmin(`/_/welcome/${TOKEN}`);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/_/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('a link that expires while the page is open: the server’s words, the password kept', async () => {
    const words = 'This link has expired (links work for 7 days). Ask an admin for a new link.';
    server.use(
      http.get(`*/api/welcome/${TOKEN}`, () => HttpResponse.json({ email: 'amy@example.com', name: '' })),
      http.post(`*/api/welcome/${TOKEN}`, () => pbError(404, words)),
    );
    const user = userEvent.setup();
    renderAdmin(`/_/welcome/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
  });
});
