// The People screen (docs/product.md, "People"): admins only, the list with its states, the invite form,
// role changes, disable and enable, re-invite, and the link with its Copy button.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '@/lib/api-types';
import { never, pbError } from '@test/admin-api';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const TOKEN = 'A'.repeat(43);
const admin: Person = {
  id: 'user1',
  email: 'teacher@example.com',
  name: 'Demo Admin',
  role: 'admin',
  disabled: false,
};
const colleague: Person = {
  id: 'user2',
  email: 'amy@example.com',
  name: 'Amy Lee',
  role: 'teacher',
  disabled: false,
};

/** The People routes over a list the tests can read back. */
function mockPeople(items: Person[] = [admin, colleague], list?: () => Response | Promise<Response>) {
  const people = items.map((p) => ({ ...p }));
  const sent = {
    invites: [] as unknown[],
    patches: [] as { id: string; body: unknown }[],
    reinvites: [] as string[],
  };
  server.use(
    http.get('*/api/people', () => (list ? list() : HttpResponse.json({ items: people }))),
    http.post('*/api/people', async ({ request }) => {
      const body = (await request.json()) as { email: string; name: string; role: Person['role'] };
      sent.invites.push(body);
      if (people.some((p) => p.email === body.email)) {
        const message = 'An account with this e-mail already exists.';
        return pbError(400, message, { email: { code: 'validation_not_unique', message } });
      }
      const user = { id: `user${people.length + 1}`, ...body, disabled: false };
      people.push(user);
      return HttpResponse.json({ user, link: `/_/welcome/${TOKEN}`, emailed: false });
    }),
    http.patch('*/api/people/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Person>;
      sent.patches.push({ id: String(params.id), body });
      const person = people.find((p) => p.id === params.id)!;
      if (
        body.role === 'teacher' &&
        person.role === 'admin' &&
        people.filter((p) => p.role === 'admin').length === 1
      ) {
        const message = 'This is the last active admin: make another account an admin first.';
        return pbError(400, message, { role: { code: 'validation_last_admin', message } });
      }
      Object.assign(person, body);
      return HttpResponse.json({ user: person });
    }),
    http.post('*/api/people/:id/invite', ({ params }) => {
      sent.reinvites.push(String(params.id));
      return HttpResponse.json({ link: `/_/welcome/${'B'.repeat(43)}`, emailed: true });
    }),
  );
  return sent;
}

const accounts = () => screen.findByRole('list', { name: 'Accounts' });
const row = async (name: string) => {
  const list = await accounts();
  await within(list).findByText(name);
  return within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name))!;
};

describe('People', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn({ role: 'admin' } as never);
  });

  it('is in the navigation for admins only', async () => {
    mockPeople();
    renderAdmin('/_/people');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a teacher it is for admins, and shows no People entry', async () => {
    signIn({ role: 'teacher' } as never);
    mockPeople();
    renderAdmin('/_/people');
    expect(await screen.findByText(/Only admins manage colleagues’ accounts/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
  });

  it('lists the accounts; loading, empty and failed loads say so', async () => {
    mockPeople([], never);
    const { unmount: leaveLoading } = renderAdmin('/_/people');
    expect(await screen.findByRole('status', { name: 'Loading accounts' })).toBeInTheDocument();
    leaveLoading();

    mockPeople([]);
    const { unmount: leaveEmpty } = renderAdmin('/_/people');
    expect(await screen.findByText('No accounts yet. Invite a colleague above.')).toBeInTheDocument();
    leaveEmpty();

    mockPeople([], () => pbError(500, 'Database is busy.'));
    renderAdmin('/_/people');
    expect(await screen.findByText('Could not load the accounts')).toBeInTheDocument();
    mockPeople();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Amy Lee')).toHaveTextContent('amy@example.com');
    expect(await row('Demo Admin')).toHaveTextContent('(you)');
  });

  it('invites a colleague and shows the link to copy; a taken e-mail is said under its field', async () => {
    const user = userEvent.setup();
    const sent = mockPeople();
    renderAdmin('/_/people');
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(sent.invites).toEqual([]);

    await user.type(within(form).getByLabelText('E-mail'), 'amy@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Amy');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Amy');

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'ben@example.com');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Ben Ode');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    const panel = await screen.findByRole('status', { name: /Set-password link for Ben Ode/ });
    expect(within(panel).getByLabelText('Set-password link')).toHaveValue(
      `${window.location.origin}/_/welcome/${TOKEN}`,
    );
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Pass this link on to ben@example.com: it works once, for 7 days.');
    expect(sent.invites.at(-1)).toEqual({ email: 'ben@example.com', name: 'Ben Ode', role: 'admin' });
    expect(await row('Ben Ode')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  });

  it('changes a role, refuses the last admin with the server’s words, disables after asking, enables', async () => {
    const user = userEvent.setup();
    const sent = mockPeople();
    renderAdmin('/_/people');
    await user.selectOptions(within(await row('Amy Lee')).getByLabelText('Role of Amy Lee'), 'admin');
    expect(await within(await row('Amy Lee')).findByDisplayValue('Admin')).toBeInTheDocument();
    expect(sent.patches).toEqual([{ id: 'user2', body: { role: 'admin' } }]);
    await user.selectOptions(within(await row('Amy Lee')).getByLabelText('Role of Amy Lee'), 'teacher');
    await user.selectOptions(within(await row('Demo Admin')).getByLabelText('Role of Demo Admin'), 'teacher');
    expect(
      await screen.findByText('This is the last active admin: make another account an admin first.'),
    ).toBeInTheDocument();
    expect(await within(await row('Demo Admin')).findByDisplayValue('Admin')).toBeInTheDocument();

    expect(
      within(await row('Demo Admin')).queryByRole('button', { name: /Disable/ }),
    ).not.toBeInTheDocument();
    await user.click(within(await row('Amy Lee')).getByRole('button', { name: 'Disable Amy Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Amy Lee?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await within(await row('Amy Lee')).findByText('Disabled')).toBeInTheDocument();
    await user.click(within(await row('Amy Lee')).getByRole('button', { name: 'Enable Amy Lee' }));
    expect(
      await within(await row('Amy Lee')).findByRole('button', { name: 'Disable Amy Lee' }),
    ).toBeInTheDocument();
    expect(sent.patches.slice(-2)).toEqual([
      { id: 'user2', body: { disabled: true } },
      { id: 'user2', body: { disabled: false } },
    ]);
  });

  it('re-invites: a new link, saying it was e-mailed too', async () => {
    const user = userEvent.setup();
    const sent = mockPeople();
    renderAdmin('/_/people');
    await user.click(within(await row('Amy Lee')).getByRole('button', { name: 'Re-invite Amy Lee' }));
    const panel = await screen.findByRole('status', { name: /Set-password link for Amy Lee/ });
    expect(panel).toHaveTextContent('It was also sent to them by e-mail.');
    expect(within(panel).getByLabelText('Set-password link')).toHaveValue(
      `${window.location.origin}/_/welcome/${'B'.repeat(43)}`,
    );
    expect(sent.reinvites).toEqual(['user2']);
  });
});
