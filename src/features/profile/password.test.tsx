import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pb } from '@/lib/pocketbase';
import { pbError } from '@test/admin-api';
import { fakeToken, signIn, teacher } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const NEW_TOKEN = fakeToken(7200);

/** The users record update and the sign-in after it, as PocketBase answers them. */
function mockPasswordRoutes({
  update,
  signInFails,
}: { update?: () => Response; signInFails?: boolean } = {}) {
  const sent = { updates: [] as { id: string; body: unknown }[], signIns: [] as unknown[] };
  server.use(
    http.patch('*/api/collections/users/records/:id', async ({ request, params }) => {
      sent.updates.push({ id: String(params.id), body: await request.json() });
      return update ? update() : HttpResponse.json(teacher);
    }),
    http.post('*/api/collections/users/auth-with-password', async ({ request }) => {
      sent.signIns.push(await request.json());
      if (signInFails) return pbError(400, 'Failed to authenticate.');
      return HttpResponse.json({ token: NEW_TOKEN, record: teacher });
    }),
  );
  return sent;
}

async function openPasswordForm() {
  const user = userEvent.setup();
  const view = renderAdmin('/_/user');
  const form = await screen.findByRole('form', { name: 'Change password' });
  const fill = async (current: string, next: string, confirm = next) => {
    if (current) await user.type(within(form).getByLabelText('Current password'), current);
    await user.type(within(form).getByLabelText('New password'), next);
    await user.type(within(form).getByLabelText('Confirm new password'), confirm);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
  };
  return { user, form, fill, ...view };
}

beforeEach(() => {
  signIn();
});

describe('change password', { timeout: 20_000 }, () => {
  it('changes it with the current one, signs in again with the new one, and says other devices are out', async () => {
    const sent = mockPasswordRoutes();
    const { form, fill } = await openPasswordForm();
    await fill('old-secret', 'new-secret-1');
    expect(
      await screen.findByText('Password changed. You are signed out on other devices.'),
    ).toBeInTheDocument();
    expect(sent.updates).toEqual([
      {
        id: 'user1',
        body: { oldPassword: 'old-secret', password: 'new-secret-1', passwordConfirm: 'new-secret-1' },
      },
    ]);
    expect(sent.signIns).toEqual([{ identity: 'teacher@example.com', password: 'new-secret-1' }]);
    expect(pb.authStore.token).toBe(NEW_TOKEN);
    expect(pb.authStore.isValid).toBe(true);
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password under its field, and keeps the session', async () => {
    const before = pb.authStore.token;
    const sent = mockPasswordRoutes({
      update: () =>
        pbError(400, 'Failed to update record.', {
          oldPassword: {
            code: 'validation_invalid_old_password',
            message: 'Missing or invalid old password.',
          },
        }),
    });
    const { form, fill } = await openPasswordForm();
    await fill('wrong-one', 'new-secret-1');
    expect(await within(form).findByText('Missing or invalid old password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Missing or invalid old password.',
    );
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.signIns).toEqual([]);
    expect(pb.authStore.token).toBe(before);
  });

  it('checks the new password before sending anything', async () => {
    const sent = mockPasswordRoutes();
    const { form, fill } = await openPasswordForm();
    await fill('', 'short', 'other');
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(within(form).getByText('The passwords do not match')).toBeInTheDocument();
    expect(sent.updates).toEqual([]);
  });

  it('sends the teacher to sign in when the sign-in after the change fails', async () => {
    mockPasswordRoutes({ signInFails: true });
    const { fill, router } = await openPasswordForm();
    await fill('old-secret', 'new-secret-1');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/_/login');
    expect(pb.authStore.isValid).toBe(false);
  });
});
