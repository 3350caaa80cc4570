import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { otherRoom, practiceRoom } from '@test/admin-fixtures';
import { renderAdmin } from '@test/render-admin';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';

describe('dashboard', () => {
  it('counts the rooms and shows a card per room linking to it', async () => {
    signIn();
    const sent = mockAdminApi({ rooms: { items: [practiceRoom(), otherRoom()] } });
    renderAdmin('/_/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (2)' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Practice Room' });
    expect(link).toHaveAttribute('href', '/_/room/practice');
    expect(screen.getByText('/practice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second Room' })).toHaveAttribute('href', '/_/room/second');
    expect(screen.getByText('Mock test for the March class')).toBeInTheDocument();
    expect(sent.roomLists).toBe(1);
  });

  it('lists each exam in an open block with its sections, and only rooms with exams say "Exams included"', async () => {
    signIn();
    mockAdminApi({ rooms: { items: [practiceRoom(), otherRoom()] } });
    const user = userEvent.setup();
    renderAdmin('/_/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My Sheets (2)' });
    expect(screen.getAllByText('Exams included')).toHaveLength(1);
    const listening = screen.getByRole('button', { name: 'Listening' });
    expect(listening).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Part 1')).toBeInTheDocument();
    expect(screen.getByText('Part 2')).toBeInTheDocument();
    expect(screen.getByText('Passage 1')).toBeInTheDocument();
    await user.click(listening);
    expect(listening).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Part 1')).not.toBeInTheDocument();
  });

  it("hides the sections in an exam's disabled_exam_sections, in the room's section order", async () => {
    signIn();
    const room = practiceRoom({
      config: { listening: { disabled_exam_sections: ['part1'], order_exam_sections: ['part2', 'part1'] } },
    });
    mockAdminApi({ rooms: { items: [room] } });
    renderAdmin('/_/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Part 1')).not.toBeInTheDocument();
    expect(screen.getByText('Part 2')).toBeInTheDocument();
    expect(screen.getByText('Passage 1')).toBeInTheDocument();
  });

  it("Duplicate room in a card's menu opens the dialog and, once made, the copy", async () => {
    signIn();
    mockAdminApi({ rooms: { items: [practiceRoom(), otherRoom()] } });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/room/duplicate/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...otherRoom(),
          id: 'copy1',
          name: 'Second Room (copy)',
          slug: 'second-2',
        });
      }),
    );
    const user = userEvent.setup();
    const view = renderAdmin('/_/dashboard');
    await user.click(await screen.findByRole('button', { name: 'More for Second Room' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate room' });
    expect(within(dialog).getByText(/Makes a copy of “Second Room”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Copy its students’ data too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByText('Made “Second Room (copy)”: a copy of “Second Room”, with its students’ data.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ students: true }]);
    expect(view.router.state.location.pathname).toBe('/_/room/second-2');
  });

  it('says when there are no rooms', async () => {
    signIn();
    mockAdminApi({ rooms: { items: [] } });
    renderAdmin('/_/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (empty)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No sheets yet' })).toBeInTheDocument();
  });

  it('shows skeletons and the header spinner while loading', async () => {
    signIn();
    mockAdminApi({ rooms: never });
    renderAdmin('/_/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading sheets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Sheets' })).toBeInTheDocument();
    expect(screen.getByText('Loading', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks again', async () => {
    signIn();
    let calls = 0;
    const sent = mockAdminApi({
      rooms: () =>
        ++calls === 1
          ? pbError(500, 'Something went wrong while processing your request.')
          : { items: [practiceRoom()] },
    });
    const user = userEvent.setup();
    renderAdmin('/_/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your sheets')).toBeInTheDocument();
    expect(
      within(alert).getByText('Something went wrong while processing your request.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sheets (1)' })).toBeInTheDocument();
    expect(sent.roomLists).toBe(2);
  });

  it('does not ask for rooms without a valid session', async () => {
    const sent = mockAdminApi({ rooms: { items: [] } });
    renderAdmin('/_/dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    expect(sent.roomLists).toBe(0);
  });
});
