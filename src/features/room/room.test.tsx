import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomRecord } from '@/lib/api-types';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { group, groupWithQuestions, practiceRoom, question } from '@test/admin-fixtures';
import { renderAdmin } from '@test/render-admin';
import { server } from '@test/msw-server';
import { signIn } from '@test/admin-session';

beforeEach(() => {
  signIn();
});
afterEach(() => vi.restoreAllMocks());

async function openRoom(
  room: RoomRecord | (() => RoomRecord) = practiceRoom(),
  more: Parameters<typeof mockAdminApi>[0] = {},
) {
  const sent = mockAdminApi({ room, ...more });
  const view = renderAdmin('/_/room/practice');
  await screen.findByRole('heading', { level: 1, name: 'Practice Room' });
  return { ...view, sent };
}

const trigger = (name: string | RegExp) => screen.getByRole('button', { name });

describe('room detail', () => {
  it('asks for the room by slug with the token, and shows name, slug and back link', async () => {
    const { sent } = await openRoom();
    expect(sent.roomSearches).toEqual([{ slug: 'practice', authorization: expect.stringMatching(/\./) }]);
    expect(screen.getByText('practice', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/_');
  });

  it('shows the tree: exams, then sections with checkboxes and counts, then groups', async () => {
    const user = userEvent.setup();
    await openRoom();
    expect(screen.getByRole('heading', { level: 3, name: /Listening/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /Reading/ })).toBeInTheDocument();
    expect(trigger(/^Listening/)).toHaveTextContent('18 questions');
    expect(screen.getByRole('button', { name: 'Reorder Listening' })).toBeInTheDocument();

    await user.click(trigger(/^Listening/));
    expect(screen.getByRole('checkbox', { name: 'Part 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Part 2' })).toBeChecked();
    expect(trigger(/^Part 1/)).toHaveTextContent('8 questions');
    expect(screen.getByRole('button', { name: 'Reorder Part 1' })).toBeInTheDocument();

    await user.click(trigger(/^Part 1/));
    expect(screen.getByRole('checkbox', { name: 'From 1 To 5' })).toBeChecked();
    expect(trigger(/^From 6 To 10/)).toHaveTextContent('2 of 5 slots have no question');
    expect(trigger(/^From 6 To 10/)).toHaveTextContent('3 questions');
    expect(trigger(/^From 1 To 5/)).not.toHaveTextContent('slots have no question');
  });

  it('keeps one item open per level', async () => {
    const user = userEvent.setup();
    await openRoom();
    await user.click(trigger(/^Listening/));
    expect(trigger(/^Listening/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger(/^Reading/));
    expect(trigger(/^Reading/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/^Listening/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads a group’s questions when it is opened, keys joined by " / "', async () => {
    const user = userEvent.setup();
    const g1 = groupWithQuestions(group('g1', 1, 5), [
      question('g1', 2, ['3', 'three']),
      question('g1', 1, ['colour', 'color']),
      question('g1', 3, ['(the) library']),
    ]);
    const { sent } = await openRoom(practiceRoom(), { group: g1 });
    await user.click(trigger(/^Listening/));
    await user.click(trigger(/^Part 1/));
    expect(sent.groupSearches).toEqual([]);
    await user.click(trigger(/^From 1 To 5/));
    const list = await screen.findByRole('list', { name: 'Questions and answer keys' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['1.colour / color', '2.3 / three', '3.(the) library']);
    expect(sent.groupSearches).toEqual([{ id: 'g1' }]);
  });

  it('switching a section off saves the config at once', async () => {
    const user = userEvent.setup();
    const room = practiceRoom({ config: { reading: { order_exam_sections: ['passage1'] } } });
    const { sent } = await openRoom(room);
    await user.click(trigger(/^Listening/));
    const part1 = screen.getByRole('checkbox', { name: 'Part 1' });
    await user.click(part1);
    expect(part1).not.toBeChecked();
    expect(trigger(/^Listening/)).toHaveTextContent('10 questions');
    await waitFor(() => expect(sent.patches).toHaveLength(1));
    expect(sent.patches[0]).toEqual({
      id: 'room1',
      body: {
        config: {
          reading: { order_exam_sections: ['passage1'] },
          listening: {
            disabled_exam_sections: ['part1'],
            disabled_section_questions: [],
            order_exam_sections: [],
          },
        },
      },
    });
  });

  it('switching a group off saves disabled_section_questions', async () => {
    const user = userEvent.setup();
    const { sent } = await openRoom();
    await user.click(trigger(/^Listening/));
    await user.click(trigger(/^Part 1/));
    await user.click(screen.getByRole('checkbox', { name: 'From 6 To 10' }));
    await waitFor(() => expect(sent.patches).toHaveLength(1));
    expect(sent.patches[0]!.body.config?.listening?.disabled_section_questions).toEqual(['g2']);
    expect(trigger(/^Part 1/)).toHaveTextContent('5 questions');
  });

  it('rolls a failed change back and says why in a toast', async () => {
    const user = userEvent.setup();
    const { sent } = await openRoom(practiceRoom(), {
      patch: () => pbError(400, 'config names a section that is not in this exam.'),
    });
    await user.click(trigger(/^Listening/));
    const part2 = screen.getByRole('checkbox', { name: 'Part 2' });
    await user.click(part2);
    expect(await screen.findByText('config names a section that is not in this exam.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Part 2' })).toBeChecked();
    expect(sent.patches).toHaveLength(1);
    // the loader is cleared
    await waitFor(() =>
      expect(screen.queryByText('Loading', { selector: '.sr-only' })).not.toBeInTheDocument(),
    );
  });

  it('shows the header spinner while a change is saved', async () => {
    const user = userEvent.setup();
    await openRoom(practiceRoom(), { patch: never });
    await user.click(trigger(/^Listening/));
    await user.click(screen.getByRole('checkbox', { name: 'Part 2' }));
    expect(await screen.findByText('Loading', { selector: '.sr-only' })).toBeInTheDocument();
  });

  describe('keyboard reordering', () => {
    beforeEach(() => {
      // jsdom lays nothing out; give each element a box stacked by its place among its siblings, so
      // dnd-kit's keyboard coordinates find the next item.
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        // eslint-disable-next-line testing-library/no-node-access -- a layout stand-in, not a query
        const index = this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
        const top = index * 60;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          right: 600,
          bottom: top + 50,
          width: 600,
          height: 50,
          toJSON: () => ({}),
        };
      });
    });

    it('moves an exam down with Space, Arrow Down, Space and saves the new Exams order', async () => {
      const user = userEvent.setup();
      const { sent } = await openRoom();
      const handle = screen.getByRole('button', { name: 'Reorder Listening' });
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(sent.patches).toHaveLength(1));
      expect(sent.patches[0]).toEqual({ id: 'room1', body: { Exams: ['reading', 'listening'] } });
      const exams = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(exams[0]).toMatch(/^Reading/);
      expect(exams[1]).toMatch(/^Listening/);
    });

    it('announces the move to screen readers', async () => {
      const user = userEvent.setup();
      await openRoom();
      const handle = screen.getByRole('button', { name: 'Reorder Listening' });
      expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick up/);
      handle.focus();
      await user.keyboard(' ');
      // Picking up is not also a move: "moved into position 1" would cut "Picked up" off.
      const live = await screen.findByText('Picked up exam Listening. It is in position 1 of 2.');
      expect(live).toHaveAttribute('aria-live', 'assertive');
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(live).toHaveTextContent('Exam Listening was moved into position 2 of 2.'));
      await user.keyboard('{ArrowUp}');
      await waitFor(() => expect(live).toHaveTextContent('Exam Listening was moved into position 1 of 2.'));
      await user.keyboard('{Escape}');
      expect(
        await screen.findByText('Moving was cancelled. Exam Listening is back in position 1 of 2.'),
      ).toBeInTheDocument();
    });

    it('moves a section and saves order_exam_sections', async () => {
      const user = userEvent.setup();
      const { sent } = await openRoom();
      await user.click(trigger(/^Listening/));
      screen.getByRole('button', { name: 'Reorder Part 1' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(sent.patches).toHaveLength(1));
      expect(sent.patches[0]!.body.config?.listening?.order_exam_sections).toEqual(['part2', 'part1']);
    });
  });

  it('shows a room without exams with a way to add them, its settings still there', async () => {
    mockAdminApi({ room: practiceRoom({ Exams: [], expand: { Exams: [] } }) });
    const { router } = renderAdmin('/_/room/practice');
    const exams = await screen.findByRole('region', { name: 'Exams in this room' });
    expect(exams).toHaveTextContent(
      'No exams yet: students see an empty sheet. Add exams from your library.',
    );
    expect(within(exams).getByRole('button', { name: 'Add exam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/_/room/practice');
  });

  it('says when the room cannot be loaded', async () => {
    mockAdminApi({});
    renderAdmin('/_/room/nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this room');
    expect(alert).toHaveTextContent("The requested resource wasn't found.");
  });
});

describe('room actions', () => {
  it('View sheet opens the guest sheet in a new tab', async () => {
    const user = userEvent.setup();
    await openRoom();
    await user.click(screen.getByRole('button', { name: 'Action' }));
    const view = await screen.findByRole('menuitem', { name: 'View sheet' });
    expect(view).toHaveAttribute('href', '/ielts/practice');
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Delete sheet' })).toHaveClass('text-destructive');
  });

  it('Duplicate room asks whether to copy the students, makes "(copy)" and opens it', async () => {
    const user = userEvent.setup();
    const calls: { id: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/room/duplicate/:id', async ({ params, request }) => {
        calls.push({ id: String(params.id), body: await request.json() });
        await delay(50);
        return HttpResponse.json({
          ...practiceRoom(),
          id: 'copy1',
          name: 'Practice Room (copy)',
          slug: 'practice-2',
        });
      }),
    );
    const view = await openRoom();
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate room' });
    const students = within(dialog).getByRole('checkbox', { name: 'Copy its students’ data too' });
    expect(students).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByRole('button', { name: 'Duplicating…' })).toBeDisabled();
    expect(
      await screen.findByText(
        'Made “Practice Room (copy)”: a copy of “Practice Room”, without its students.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ id: practiceRoom().id, body: { students: false } }]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/_/room/practice-2'));
    expect(screen.queryByRole('dialog', { name: 'Duplicate room' })).not.toBeInTheDocument();
  });

  it("Duplicate room with the box ticked sends students: true and says the copy has the students' data", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/room/duplicate/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...practiceRoom(),
          id: 'copy1',
          name: 'Practice Room (copy)',
          slug: 'p-2',
        });
      }),
    );
    await openRoom();
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate room' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Copy its students’ data too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByText(
        'Made “Practice Room (copy)”: a copy of “Practice Room”, with its students’ data.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ students: true }]);
  });

  it('says where a copy came from', async () => {
    const at = new Date().toISOString();
    await openRoom(practiceRoom({ origin: { kind: 'duplicate', from: 'Walk Tuesday Group', at } }));
    const day = new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
    expect(screen.getByText(`Duplicated from Walk Tuesday Group on ${day}`)).toBeInTheDocument();
  });

  it('Duplicate room says a refusal in the dialog and stays', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/room/duplicate/:id', () => pbError(404, 'Room not found.')));
    const view = await openRoom();
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate room' });
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('Room not found.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/_/room/practice');
  });

  it('Share to copies the guest link and adds a user by e-mail', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { sent } = await openRoom(practiceRoom(), { share: practiceRoom() });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    expect(within(dialog).getByLabelText('Guest link')).toHaveValue(
      `${window.location.origin}/ielts/practice`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ielts/practice`);
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('E-mail is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Add a user by e-mail'), 'not-an-email');
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Add a user by e-mail'));
    await user.type(within(dialog).getByLabelText('Add a user by e-mail'), 'colleague@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('colleague@example.com can now manage this sheet')).toBeInTheDocument();
    expect(sent.shares).toEqual([{ id: 'room1', body: { email: 'colleague@example.com' } }]);
    expect(within(dialog).getByLabelText('Add a user by e-mail')).toHaveValue('');
  });

  it('Share to lists who manages the room and removes one after asking, never the last', async () => {
    const user = userEvent.setup();
    const members = [
      { id: 'user1', name: 'Demo Admin', email: 'teacher@example.com' },
      { id: 'user2', name: '', email: 'colleague@example.com' },
    ];
    const { sent } = await openRoom(
      practiceRoom({ Users: ['user1', 'user2'], expand: { ...practiceRoom().expand, Users: members } }),
    );
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    const list = within(dialog).getByRole('region', { name: 'Who manages this room' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Demo Admin (you) · made this roomteacher@example.com'),
      expect.stringContaining('colleague@example.com'),
    ]);

    // Asked once more; Cancel goes back to the Remove button and removes nothing.
    await user.click(within(list).getByRole('button', { name: 'Remove colleague@example.com' }));
    const question = within(list).getByRole('group', { name: 'Remove colleague@example.com?' });
    expect(within(question).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Remove colleague@example.com' })).toHaveFocus(),
    );
    expect(sent.unshares).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Remove colleague@example.com' }));
    await user.click(within(list).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('colleague@example.com no longer manages this sheet')).toBeInTheDocument();
    expect(sent.unshares).toEqual([{ id: 'room1', body: { user: 'user2' } }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // The last member stays: no Remove, and the reason said.
    expect(within(list).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(list).toHaveTextContent('A room keeps at least one teacher');
  });

  it('Share to offers a co-member Remove for themselves only, never for the room’s maker', async () => {
    const user = userEvent.setup();
    const members = [
      { id: 'maker1', name: 'Maker', email: 'maker@example.com' },
      { id: 'user1', name: 'Demo Admin', email: 'teacher@example.com' },
      { id: 'user3', name: 'Third', email: 'third@example.com' },
    ];
    await openRoom(
      practiceRoom({
        Users: ['maker1', 'user1', 'user3'],
        expand: { ...practiceRoom().expand, Users: members },
      }),
    );
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    const list = within(dialog).getByRole('region', { name: 'Who manages this room' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^Remove/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Demo Admin']);
  });

  it('Share to says why a member could not be removed', async () => {
    const user = userEvent.setup();
    const members = [
      { id: 'user1', name: 'Demo Admin', email: 'teacher@example.com' },
      { id: 'user2', name: 'Colleague', email: 'colleague@example.com' },
    ];
    await openRoom(
      practiceRoom({ Users: ['user1', 'user2'], expand: { ...practiceRoom().expand, Users: members } }),
      {
        unshare: () =>
          pbError(400, 'This user does not manage this room.', {
            user: { code: 'validation_not_member', message: 'This user does not manage this room.' },
          }),
      },
    );
    await user.click(trigger('Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Colleague' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This user does not manage this room.',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Share to shows the server refusal under the field', async () => {
    const user = userEvent.setup();
    const words = 'nobody@example.com cannot be added. Ask an admin to invite them.';
    await openRoom(practiceRoom(), {
      share: () => pbError(400, words, { email: { code: 'validation_no_account', message: words } }),
    });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    await user.type(within(dialog).getByLabelText('Add a user by e-mail'), 'nobody@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(words)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a user by e-mail')).toHaveAccessibleDescription(words);
  });

  it('Share to offers an admin "Invite and share": the account, then the share, then the link', async () => {
    signIn({ role: 'admin' } as never);
    const user = userEvent.setup();
    const words = 'new@example.com cannot be added. Ask an admin to invite them.';
    const invites: unknown[] = [];
    let shares = 0;
    server.use(
      http.post('*/api/people', async ({ request }) => {
        invites.push(await request.json());
        return HttpResponse.json({
          user: { id: 'user9', email: 'new@example.com', name: 'New One', role: 'teacher', disabled: false },
          link: `/_/welcome/${'D'.repeat(43)}`,
          emailed: false,
        });
      }),
    );
    const { sent } = await openRoom(practiceRoom(), {
      share: () =>
        ++shares === 1
          ? pbError(400, words, { email: { code: 'validation_no_account', message: words } })
          : practiceRoom(),
    });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share to' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to' });
    await user.type(within(dialog).getByLabelText('Add a user by e-mail'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(/new@example.com has no account yet/)).toBeInTheDocument();
    expect(within(dialog).queryByText(words)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite and share' }));
    expect(within(dialog).getByLabelText('Their name')).toHaveAccessibleDescription('Name is required');
    await user.type(within(dialog).getByLabelText('Their name'), 'New One');
    await user.click(within(dialog).getByRole('button', { name: 'Invite and share' }));
    const panel = await within(dialog).findByRole('status', { name: /Set-password link for New One/ });
    expect(within(panel).getByLabelText('Set-password link')).toHaveValue(
      `${window.location.origin}/_/welcome/${'D'.repeat(43)}`,
    );
    expect(invites).toEqual([{ email: 'new@example.com', name: 'New One', role: 'teacher' }]);
    expect(sent.shares.map((s) => s.body)).toEqual([
      { email: 'new@example.com' },
      { email: 'new@example.com' },
    ]);
  });

  it('Delete sheet waits for the room name, deletes, and goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { sent, router } = await openRoom(practiceRoom(), { rooms: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete sheet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete sheet' });
    const confirm = within(dialog).getByLabelText('Type Practice Room to confirm');
    const remove = within(dialog).getByRole('button', { name: 'Delete sheet' });
    expect(remove).toBeDisabled();
    await user.type(confirm, 'Practice');
    expect(remove).toBeDisabled();
    await user.type(confirm, ' Room');
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/_/dashboard');
    expect(await screen.findByText('Deleted “Practice Room”')).toBeInTheDocument();
    expect(sent.deletes).toEqual([{ id: 'room1', body: { confirm: 'Practice Room' } }]);
  });

  it('Delete sheet shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    await openRoom(practiceRoom(), { remove: () => pbError(403, 'You do not manage this room.') });
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete sheet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete sheet' });
    await user.type(within(dialog).getByLabelText('Type Practice Room to confirm'), 'Practice Room');
    await user.click(within(dialog).getByRole('button', { name: 'Delete sheet' }));
    expect(await within(dialog).findByText('You do not manage this room.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Action' })).toHaveFocus());
  });
});
