import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';
import type { ClassProgress, SchoolClass } from '@/lib/api-types';

const anna = { id: 'st1', email: 'anna@school.test', name: 'Anna Lee' };
const theClass = (students = [anna]): SchoolClass => ({ id: 'c1', name: '11B', Users: ['u1'], students });
const none = { listening: null, reading: null, writing: null, speaking: null };
const progress: ClassProgress = {
  rooms: [
    { id: 'r1', name: 'Mock 1', slug: 'mock-1', date: '2026-01-10 09:00:00.000Z' },
    { id: 'r2', name: 'Mock 2', slug: 'mock-2', date: '2026-02-10 09:00:00.000Z' },
  ],
  students: [{ ...anna, bands: { r1: { ...none, reading: 6, overall: 6.5 }, r2: { ...none, overall: 7 } } }],
  types: [{ skill: 'reading', type: 'tfng', right: 3, total: 4 }],
};

function mockClass(onPatch?: (body: Record<string, unknown>) => SchoolClass | Response) {
  const patches: Record<string, unknown>[] = [];
  // The class as the server keeps it: a patch's answer is what the next read gives.
  let current = theClass();
  server.use(
    http.get('*/api/classes', () => HttpResponse.json({ items: [current] })),
    http.get('*/api/classes/c1', () => HttpResponse.json(current)),
    http.get('*/api/classes/c1/progress', () => HttpResponse.json(progress)),
    http.patch('*/api/classes/c1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      const answer = onPatch?.(body) ?? theClass();
      if (answer instanceof Response) return answer;
      current = answer;
      return HttpResponse.json(answer);
    }),
  );
  return patches;
}

describe('classes', () => {
  it('lists the classes with their students', async () => {
    signIn();
    mockClass();
    renderAdmin('/_/classes');
    const list = await screen.findByRole('list', { name: 'Your classes' });
    expect(within(list).getByRole('link', { name: '11B' })).toHaveAttribute('href', '/_/classes/c1');
    expect(within(list).getByText('1 student')).toBeInTheDocument();
  });

  it('previews a pasted roster naming the bad lines, and adds only once they are fixed, keeping the text', async () => {
    signIn();
    const patches = mockClass(() =>
      theClass([anna, { id: 'st2', email: 'ben@school.test', name: 'Ben Okafor' }]),
    );
    const user = userEvent.setup();
    renderAdmin('/_/classes/c1');
    const paste = await screen.findByLabelText('Paste students, one a line');
    await user.type(paste, 'Ben Okafor <ben@school.test>{enter}{enter}cara@school, Cara');
    expect(screen.getByText('1 student ready, 1 line to fix:')).toBeInTheDocument();
    expect(
      screen.getByText(/Line 3 \(“cara@school, Cara”\): "cara@school" is not a valid e-mail address\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 1 student' })).toBeDisabled();
    expect(paste).toHaveValue('Ben Okafor <ben@school.test>\n\ncara@school, Cara');

    await user.clear(paste);
    await user.type(paste, 'Ben Okafor <ben@school.test>');
    await user.click(screen.getByRole('button', { name: 'Add 1 student' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      students: [
        { email: 'anna@school.test', name: 'Anna Lee' },
        { email: 'ben@school.test', name: 'Ben Okafor' },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Remove Ben Okafor' })).toBeInTheDocument();
    expect(paste).toHaveValue('');
  });

  it('keeps a typed student when the server refuses, and removes one', async () => {
    signIn();
    let refuse = true;
    const patches = mockClass(() =>
      refuse
        ? HttpResponse.json(
            { status: 400, message: 'Failed.', data: { 'students.1': { code: 'x', message: 'Bad one.' } } },
            { status: 400 },
          )
        : theClass([]),
    );
    const user = userEvent.setup();
    renderAdmin('/_/classes/c1');
    await user.type(await screen.findByLabelText('Name'), 'Dan Smith');
    await user.type(screen.getByLabelText('E-mail'), 'dan@school.test');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(screen.getByLabelText('E-mail')).toHaveValue('dan@school.test');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Remove Anna Lee' }));
    await waitFor(() => expect(patches[1]).toEqual({ students: [] }));
  });

  it('shows the bands grid, the means and the heat-map with numbers in the cells', async () => {
    signIn();
    mockClass();
    const user = userEvent.setup();
    renderAdmin('/_/classes/c1');
    const grid = await screen.findByRole('table', { name: /band of each student in each mock/ });
    const row = within(grid).getByRole('row', { name: /Anna Lee/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.5', '7.0']);
    await user.selectOptions(screen.getByLabelText('Band'), 'reading');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.0', '—']);
    const means = screen.getByRole('table', { name: /mean band per skill/ });
    expect(
      within(within(means).getByRole('row', { name: /Overall/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.5', '7.0']);
    const heat = screen.getByRole('table', { name: /Share of right answers/ });
    expect(within(heat).getByRole('row', { name: /True \/ False \/ Not Given/ })).toHaveTextContent(
      '75%3 of 4',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});
