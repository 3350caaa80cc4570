import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomCreateBody, RoomRecord } from '@/lib/api-types';
import { mockAdminApi, pbError } from '@test/admin-api';
import { otherRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const TAKEN = new Set(['monday']);

/** slug-check answers from TAKEN; create answers the new room, or `createReply`. */
function mockRoomCreation(createReply?: () => Response) {
  const sent = { checks: [] as string[], creates: [] as RoomCreateBody[] };
  server.use(
    http.post('*/api/room/slug-check', async ({ request }) => {
      const { slug } = (await request.json()) as { slug: string };
      sent.checks.push(slug);
      return HttpResponse.json({ available: !TAKEN.has(slug), suggestion: `${slug}-2` });
    }),
    http.post('*/api/room/create', async ({ request }) => {
      const body = (await request.json()) as RoomCreateBody;
      sent.creates.push(body);
      if (createReply) return createReply();
      return HttpResponse.json({ ...otherRoom(), id: 'new1', ...body, Exams: [], expand: undefined });
    }),
  );
  return sent;
}

async function openNewRoom() {
  const user = userEvent.setup();
  const view = renderAdmin('/_/dashboard');
  await screen.findByRole('heading', { level: 1, name: /My Sheets/ });
  await user.click(screen.getByRole('button', { name: 'New room' }));
  const dialog = await screen.findByRole('dialog', { name: 'New room' });
  return { user, dialog, ...view };
}

const slugStatus = (dialog: HTMLElement) => within(dialog).getAllByRole('status')[0]!;

beforeEach(() => {
  signIn();
});
afterEach(() => {
  TAKEN.delete('wednesday');
});

// Each test types and waits for the check's pause: longer than the default on a loaded two-core machine.
describe('new room', { timeout: 20_000 }, () => {
  it('offers a slug from the name and says whether it is free as it is typed', async () => {
    mockAdminApi({ rooms: { items: [] } });
    const sent = mockRoomCreation();
    const { user, dialog } = await openNewRoom();
    await user.type(within(dialog).getByLabelText('Name'), 'Monday');
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug).toHaveValue('monday');
    await waitFor(() => expect(slugStatus(dialog)).toHaveTextContent('Taken — try monday-2'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Taken — try monday-2'));
    // Checked once the typing paused, not for every letter.
    expect(sent.checks).toEqual(['monday']);

    await user.click(within(dialog).getByRole('button', { name: 'Use monday-2' }));
    expect(slug).toHaveValue('monday-2');
    await waitFor(() => expect(slugStatus(dialog)).toHaveTextContent('Available'));

    // A slug of the teacher's own stays when the name changes.
    await user.type(within(dialog).getByLabelText('Name'), ' group');
    expect(slug).toHaveValue('monday-2');
  });

  it('says what a slug may hold without asking the server about a malformed one', async () => {
    mockAdminApi({ rooms: { items: [] } });
    const sent = mockRoomCreation();
    const { user, dialog } = await openNewRoom();
    await user.type(within(dialog).getByLabelText('Slug'), 'Bad Slug');
    expect(slugStatus(dialog)).toHaveTextContent('Lowercase letters, digits and single dashes only.');
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(sent.creates).toEqual([]);
    expect(sent.checks).toEqual([]);
  });

  it('creates the room and goes to its detail, the dashboard list asked again', async () => {
    const created: RoomRecord = { ...otherRoom(), id: 'new1', name: 'Tuesday', slug: 'tuesday' };
    const apiSent = mockAdminApi({ rooms: { items: [] }, room: { ...created, Exams: [], expand: {} } });
    const sent = mockRoomCreation();
    const { user, dialog, router } = await openNewRoom();
    await user.type(within(dialog).getByLabelText('Name'), 'Tuesday');
    await user.type(within(dialog).getByLabelText('Detail (optional)'), 'Reading only.');
    await waitFor(() => expect(slugStatus(dialog)).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/room/tuesday'));
    expect(sent.creates).toEqual([{ name: 'Tuesday', slug: 'tuesday', detail: 'Reading only.' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tuesday' })).toBeInTheDocument();
    expect(apiSent.roomLists).toBe(2);
  });

  it('shows a taken slug under the field and keeps what was typed', async () => {
    mockAdminApi({ rooms: { items: [] } });
    // Another teacher takes the slug between the check and the create.
    mockRoomCreation(() => {
      TAKEN.add('wednesday');
      return pbError(400, 'Failed to create record.', {
        slug: { code: 'validation_not_unique', message: 'This slug is taken.' },
      });
    });
    const { user, dialog, router } = await openNewRoom();
    await user.type(within(dialog).getByLabelText('Name'), 'Wednesday');
    await user.type(within(dialog).getByLabelText('Detail (optional)'), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }));
    expect(await within(dialog).findByText('This slug is taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug')).toHaveAccessibleDescription(
      expect.stringContaining('This slug is taken.'),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Wednesday');
    expect(within(dialog).getByLabelText('Detail (optional)')).toHaveValue('Keep me');
    expect(router.state.location.pathname).toBe('/_/dashboard');
    // The check is asked again, and now says so.
    await waitFor(() => expect(slugStatus(dialog)).toHaveTextContent('Taken — try wednesday-2'));
  });

  it('shows a refusal that names no field in the form, values kept', async () => {
    mockAdminApi({ rooms: { items: [] } });
    mockRoomCreation(() => pbError(500, 'The server is busy.'));
    const { user, dialog } = await openNewRoom();
    await user.type(within(dialog).getByLabelText('Name'), 'Thursday');
    await user.click(within(dialog).getByRole('button', { name: 'Create room' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The server is busy.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Thursday');
  });

  it('links to the exam library', async () => {
    mockAdminApi({ rooms: { items: [] } });
    renderAdmin('/_/dashboard');
    expect(await screen.findByRole('link', { name: 'Exam library' })).toHaveAttribute('href', '/_/exams');
  });
});
