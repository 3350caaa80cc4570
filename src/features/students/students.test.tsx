import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@test/admin-session';
import { never, pbError } from '@test/msw-replies';
import { renderAdmin } from '@test/render-admin';
import { server } from '@test/msw-server';
import type { StudentHistory, StudentsPage } from '@/lib/api-types';

// uPlot draws on a canvas, which jsdom has not: the chart is the e2e's to see.
vi.mock('@/features/students/components/band-chart', () => ({
  default: () => <div data-testid="band-chart" />,
}));

const page = (over: Partial<StudentsPage> = {}): StudentsPage => ({
  items: [
    {
      id: 'st1',
      name: 'Anna Lee',
      email: 'anna@school.test',
      rooms: 3,
      last: '2026-11-20 10:00:00.000Z',
      overall: 6.5,
    },
  ],
  page: 1,
  total: 1,
  ...over,
});

const history: StudentHistory = {
  student: { id: 'st1', name: 'Anna Lee', email: 'anna@school.test', token: 'AbCdEfGhIjKlMnOpQrStUv' },
  rooms: [
    {
      id: 'r2',
      name: 'Mock 2',
      slug: 'mock-2',
      date: '2026-11-20 10:00:00.000Z',
      exams: [{ id: 'l', name: 'Listening', kind: 'listening', score: 30, total: 40, band: 7 }],
      writing: { band: 6.5, tasks: [{ num: 1, band: 6.25, criteria: { ta: 6, cc: 6, lr: 7, gra: 6 } }] },
      speaking: null,
      overall: null,
    },
  ],
  types: [{ skill: 'reading', type: 'tfng', right: 10, total: 20, recent: { right: 8, total: 10 } }],
};

describe('students list', () => {
  it('lists the students with their mocks, last date and overall, each linked to the history', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get('*/api/students', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page());
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/_/students');
    // The first screen of the file pays for loading the app's modules: slow on a shared machine.
    expect(await screen.findByRole('link', { name: 'Anna Lee' }, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Students (1)' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Anna Lee/ });
    expect(within(row).getByRole('link', { name: 'Anna Lee' })).toHaveAttribute('href', '/_/students/st1');
    expect(row).toHaveTextContent('20 Nov 2026');
    expect(row).toHaveTextContent('6.5');
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'ANNA');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?q=ANNA&page=1'));
  }, 30000);

  it('says when no student matches, and when there are none yet', async () => {
    signIn();
    server.use(http.get('*/api/students', () => HttpResponse.json(page({ items: [], total: 0 }))));
    renderAdmin('/_/students?q=zed');
    expect(await screen.findByRole('heading', { name: 'No student matches “zed”' })).toBeInTheDocument();
  });

  it('shows skeletons while loading and the error with a Retry', async () => {
    signIn();
    server.use(http.get('*/api/students', never));
    const view = renderAdmin('/_/students');
    expect(await screen.findByRole('status', { name: 'Loading students' })).toBeInTheDocument();
    view.unmount();
    server.use(http.get('*/api/students', () => pbError(500, 'The server is down.')));
    renderAdmin('/_/students');
    expect(await screen.findByText('The server is down.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("a student's history", () => {
  it('shows the mocks, the types recent against all with the trend, the criteria, and renews the link', async () => {
    signIn();
    let renewed = 0;
    server.use(
      http.get('*/api/students/st1', () => HttpResponse.json(history)),
      http.post('*/api/students/st1/token', () => {
        renewed++;
        return HttpResponse.json({ token: 'NewNewNewNewNewNewNew0' });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/_/students/st1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Lee' })).toBeInTheDocument();
    expect(await screen.findByTestId('band-chart')).toBeInTheDocument();
    const [mock] = screen.getAllByRole('row', { name: /Mock 2/ }) as [HTMLElement];
    expect(within(mock).getByRole('link', { name: 'Mock 2' })).toHaveAttribute(
      'href',
      '/_/room/mock-2/results',
    );
    expect(mock).toHaveTextContent('30/40 · 7.0');
    const type = screen.getByRole('row', { name: /True \/ False \/ Not Given/ });
    expect(type).toHaveTextContent('80% (8/10)');
    expect(type).toHaveTextContent('50% (10/20)');
    expect(type).toHaveTextContent('Better lately');
    expect(screen.getByRole('heading', { name: 'Writing and Speaking criteria' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /\/ielts\/progress\/AbCdEfGhIjKlMnOpQrStUv$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    expect(
      await screen.findByRole('link', { name: /\/ielts\/progress\/NewNewNewNewNewNewNew0$/ }),
    ).toBeInTheDocument();
    expect(renewed).toBe(1);
  });

  it('says there are no bands yet, rather than a chart of axes alone, when no mock gives one', async () => {
    signIn();
    const bandless = {
      ...history,
      rooms: [
        { ...history.rooms[0]!, exams: [{ ...history.rooms[0]!.exams[0]!, band: null }], writing: null },
      ],
    };
    server.use(http.get('*/api/students/st1', () => HttpResponse.json(bandless)));
    renderAdmin('/_/students/st1');
    expect(await screen.findByText(/^No bands yet/, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByTestId('band-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mocks' })).toBeInTheDocument();
  }, 30000);

  it('says a student who is not theirs cannot be loaded, with a way back', async () => {
    signIn();
    server.use(http.get('*/api/students/nope', () => pbError(404, 'Student not found.')));
    renderAdmin('/_/students/nope');
    expect(await screen.findByText('Student not found.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All students' })).toHaveAttribute('href', '/_/students');
  });
});

describe("the student's progress page", () => {
  it('shows their bands per mock and their types, with no sign-in', async () => {
    server.use(
      http.get('*/api/progress/AbCdEfGhIjKlMnOpQrStUv', () =>
        HttpResponse.json({ student: { name: 'Anna Lee' }, rooms: history.rooms, types: history.types }),
      ),
    );
    renderAdmin('/ielts/progress/AbCdEfGhIjKlMnOpQrStUv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Lee' })).toBeInTheDocument();
    const mock = screen.getByRole('listitem');
    expect(within(mock).getByRole('heading', { name: 'Mock 2' })).toBeInTheDocument();
    expect(mock).toHaveTextContent('Listening7.0');
    expect(mock).toHaveTextContent('Writing6.5');
    expect(screen.getByRole('row', { name: /True \/ False/ })).toHaveTextContent('Better lately');
  });

  it('says an old or wrong link is not valid', async () => {
    server.use(http.get('*/api/progress/*', () => pbError(404, 'Not found.')));
    renderAdmin('/ielts/progress/old');
    expect(
      await screen.findByText('This progress link is not valid. Ask your teacher for a new one.'),
    ).toBeInTheDocument();
  });
});
