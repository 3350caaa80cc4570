import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pb } from '@/lib/pocketbase';
import { pbError } from '@test/admin-api';
import { renderAdmin } from '@test/render-admin';
import { signIn, teacher } from '@test/admin-session';
import { server } from '@test/msw-server';

const png = (size = 64) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

function mockUpdate(reply?: (fields: { name: unknown; avatar: unknown }) => Response) {
  const sent: { id: string; name: unknown; avatar: unknown }[] = [];
  server.use(
    http.patch('*/api/collections/users/records/:id', async ({ request, params }) => {
      const form = await request.formData();
      const fields = { name: form.get('name'), avatar: form.get('avatar') };
      sent.push({ id: String(params.id), ...fields });
      if (reply) return reply(fields);
      const avatar = fields.avatar && typeof fields.avatar !== 'string' ? 'me_abc123.png' : teacher.avatar;
      return HttpResponse.json({ ...teacher, name: fields.name, avatar });
    }),
  );
  return sent;
}

async function openProfile() {
  // The checks only make sense when a file of any type can reach the picker, as "All files" allows.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderAdmin('/_/user');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { user, ...view };
}

describe('profile', () => {
  it('shows the picker, the name, and the e-mail read-only', async () => {
    signIn();
    await openProfile();
    const picker = screen.getByLabelText('Avatar');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png');
    expect(screen.getByLabelText('Name')).toHaveValue('Demo Admin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('teacher@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('refuses a file of another type with "Invalid file"', async () => {
    signIn();
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Avatar'), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid file'),
    );
  });

  it('refuses a file over 3,000,000 bytes', async () => {
    signIn();
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Avatar'), png(3_000_001));
    expect(await screen.findByText('File size must be less than 3MB')).toBeInTheDocument();
  });

  it('does not send an update with an invalid file', async () => {
    signIn();
    const sent = mockUpdate();
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Avatar'), new File(['x'], 'me.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Invalid file')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('requires a name of at most 100 characters', async () => {
    signIn();
    const { user } = await openProfile();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'x'.repeat(101));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
  });

  it('previews a picked picture', async () => {
    signIn();
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Avatar'), png());
    expect(await screen.findByText(/The preview shows your new picture/)).toBeInTheDocument();
  });

  it('saves name and avatar, says so, and the sidebar follows', async () => {
    signIn();
    const sent = mockUpdate();
    const { user } = await openProfile();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.upload(screen.getByLabelText('Avatar'), png());
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe('user1');
    expect(sent[0]!.name).toBe('Ada Lovelace');
    // The picture arrives as a file part (jsdom's File and Node's fetch lose its name on the way; the e2e
    // test uploads a real one).
    expect(sent[0]!.avatar).toMatchObject({ type: 'image/png' });
    const userLink = within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('link', {
      name: /Ada Lovelace/,
    });
    expect(within(userLink).getByText('AL')).toBeInTheDocument();
    expect((pb.authStore.record as { avatar?: string }).avatar).toBe('me_abc123.png');
  });

  it('saves a name alone without sending an avatar', async () => {
    signIn();
    const sent = mockUpdate();
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent[0]).toEqual({ id: 'user1', name: 'Demo Admin Jr', avatar: null });
  });

  it('shows a refused update', async () => {
    signIn();
    mockUpdate(() =>
      pbError(400, 'Failed to update record.', {
        avatar: { code: 'validation_file_size_limit', message: 'Too big.' },
      }),
    );
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Avatar'), png());
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Failed to update record.')).toBeInTheDocument();
    expect(screen.getByText('Too big.')).toBeInTheDocument();
  });

  it('logs out to /_/login and forgets the session', async () => {
    signIn();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/_/login');
    expect(pb.authStore.isValid).toBe(false);
    expect(localStorage.getItem('pocketbase_auth')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });
});
