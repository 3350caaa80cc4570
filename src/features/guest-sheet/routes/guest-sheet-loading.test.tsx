// Loading, the gate, the welcome dialog, and failures to load.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUEST_UUID_KEY } from '@/features/guest-sheet/lib/guest-id';
import { mockGuestApi, never, pbError } from '@test/guest-api';
import { guestSearch, smallRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';

const newGuest = (uuid: string) => ({ id: 'guest1', uuid, name: '', email: '', finishedGate: false });
/** The server's answer to POST /api/exam/guest for a first visit: a new guest with the uuid sent. */
const newGuestFromBody = (req: Request) => req.json().then((b) => newGuest((b as { uuid: string }).uuid));

describe('loading', () => {
  it('shows a spinner overlay while the room loads', async () => {
    mockGuestApi({ search: never });
    renderSheet();
    expect(await screen.findByText('Loading the answer sheet')).toBeInTheDocument();
  });

  it('makes a guest id, stores it, and sends it when loading the room', async () => {
    const sent = mockGuestApi({ search: guestSearch(smallRoom()) });
    renderSheet('practice');
    await screen.findByRole('dialog', { name: 'Welcome, Alice Student' });
    const uuid = localStorage.getItem(GUEST_UUID_KEY);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.guests).toEqual([{ uuid }]);
    expect(sent.searches).toEqual([{ slug: 'practice', guestUuid: uuid }]);
  });

  it('keeps an existing guest id', async () => {
    const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    localStorage.setItem(GUEST_UUID_KEY, uuid);
    const sent = mockGuestApi({ search: guestSearch(smallRoom()) });
    renderSheet();
    await screen.findByRole('dialog', { name: 'Welcome, Alice Student' });
    expect(sent.guests).toEqual([{ uuid }]);
  });

  it('shows the room name in the header', async () => {
    mockGuestApi({ search: guestSearch(smallRoom()) });
    renderSheet();
    // The welcome dialog hides the page from assistive technology while it is open.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice Room', hidden: true }),
    ).toBeInTheDocument();
  });

  it('goes back to / with the message for an unknown slug', async () => {
    mockGuestApi({ search: () => pbError(404, "The requested resource wasn't found.") });
    renderSheet('nope');
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(await screen.findByText("The requested resource wasn't found.")).toBeInTheDocument();
  });

  it('goes back to / with the message when the guest cannot be made', async () => {
    const sent = mockGuestApi({
      guest: () => pbError(400, 'Invalid guest.'),
      search: guestSearch(smallRoom()),
    });
    renderSheet();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(await screen.findByText('Invalid guest.')).toBeInTheDocument();
    expect(sent.searches).toHaveLength(0);
  });
});

describe('the gate', () => {
  it('asks for name and e-mail and cannot be dismissed', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      guest: newGuestFromBody,
      search: guestSearch(smallRoom()),
    });
    renderSheet();
    const gate = await screen.findByRole('dialog', { name: 'Before you start' });
    expect(within(gate).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Before you start' })).toBeInTheDocument();
  });

  it('draws the boxes behind the gate once the gate is on screen', async () => {
    mockGuestApi({ guest: newGuestFromBody, search: guestSearch(smallRoom()) });
    renderSheet();
    await screen.findByRole('dialog', { name: 'Before you start' });
    // Behind a modal dialog, so hidden from the accessibility tree until the gate is passed.
    expect(
      (await screen.findAllByRole('textbox', { name: 'Question 1', hidden: true })).length,
    ).toBeGreaterThan(0);
  });

  it('shows the validation messages under the fields', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({
      guest: newGuestFromBody,
      search: guestSearch(smallRoom()),
    });
    renderSheet();
    const gate = await screen.findByRole('dialog', { name: 'Before you start' });
    await user.click(within(gate).getByRole('button', { name: 'Continue' }));
    expect(await within(gate).findByText('Name is required')).toBeInTheDocument();
    expect(within(gate).getByText('Email is required')).toBeInTheDocument();
    expect(within(gate).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(gate).getByLabelText('Name'), 'Al');
    await user.type(within(gate).getByLabelText('Email'), 'al');
    expect(await within(gate).findByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(within(gate).getByText('Email must be at least 3 characters long')).toBeInTheDocument();

    await user.type(within(gate).getByLabelText('Email'), 'ice');
    expect(await within(gate).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent.updates).toHaveLength(0);
  });

  it('on success shows the welcome dialog, and "Let\'s go" leads to the first blank answer', async () => {
    const user = userEvent.setup();
    const sent = mockGuestApi({
      guest: newGuestFromBody,
      search: guestSearch(smallRoom()),
    });
    renderSheet();
    const gate = await screen.findByRole('dialog', { name: 'Before you start' });
    await user.type(within(gate).getByLabelText('Name'), '  Bob Builder ');
    await user.type(within(gate).getByLabelText('Email'), 'bob@example.com{Enter}');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Bob Builder' });
    expect(screen.queryByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument();
    expect(sent.updates).toEqual([
      { uuid: localStorage.getItem(GUEST_UUID_KEY), name: 'Bob Builder', email: 'bob@example.com' },
    ]);

    await user.click(within(welcome).getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('textbox', { name: 'Question 1' })[0]).toHaveFocus();
  });

  it('shows the server field errors and toasts its message', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      guest: newGuestFromBody,
      update: () =>
        pbError(400, 'Failed to update the guest.', {
          email: { code: 'invalid', message: 'This e-mail is not accepted.' },
        }),
      search: guestSearch(smallRoom()),
    });
    renderSheet();
    const gate = await screen.findByRole('dialog', { name: 'Before you start' });
    await user.type(within(gate).getByLabelText('Name'), 'Bob Builder');
    await user.type(within(gate).getByLabelText('Email'), 'bob@example.com');
    await user.click(within(gate).getByRole('button', { name: 'Continue' }));
    expect(await within(gate).findByText('This e-mail is not accepted.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update the guest.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Before you start' })).toBeInTheDocument();
  });
});

describe('welcome', () => {
  it('greets a guest who finished the gate before', async () => {
    mockGuestApi({ search: guestSearch(smallRoom()) });
    renderSheet();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Alice Student' });
    expect(within(welcome).getByRole('button', { name: "Let's go" })).toBeInTheDocument();
  });
});
