// Double marking on the marking screen (docs/product.md, "Double marking"): the queue's three lists, the
// blind notice, both marks side by side where they disagree, the agreed mark sent as round 3, a marker's own
// mark sent with no round, and the pairs' figures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';
import type {
  MarkingList,
  MarkingScript,
  MarkingScriptDetail,
  WritingMark,
  WritingMarkBody,
} from '@/lib/api-types';

beforeEach(() => signIn());

const mark = (band: number, round: 1 | 2 | 3, name: string): WritingMark => ({
  criteria: { ta: band, cc: band, lr: band, gra: band },
  comment: '',
  notes: [],
  band,
  updated: '2026-01-01 10:00:00.000Z',
  marker: { id: name, name },
  round,
});

const entry = (n: number, extra: Partial<MarkingScript>): MarkingScript => ({
  submission: `sub${n}`,
  question: { id: 'q1', examId: 'writing', num: 1 },
  label: `Script ${n}`,
  student: null,
  words: 8,
  submitted: '2026-01-01 09:00:00.000Z',
  mark: null,
  mine: null,
  agreement: { needed: false, final: null },
  ...extra,
});

const LIST: MarkingList = {
  scripts: [
    entry(1, {
      mine: { band: 5, updated: '', marker: { id: 'me', name: 'Me' }, round: 1 },
      agreement: { needed: true, final: null },
    }),
    entry(2, {}),
  ],
  marked: 0,
  total: 2,
  pairs: [{ markers: ['a', 'b'], names: ['Ann', 'Bob'], scripts: 4, within_one: 0.75, mean_difference: 0.5 }],
};

const DETAILS: Record<string, MarkingScriptDetail> = {
  sub1: {
    label: 'Script 1',
    student: null,
    prompt: null,
    text: 'An essay that two markers disagree on.',
    words: 7,
    minWords: null,
    mark: null,
    mine: mark(5, 1, 'Ann'),
    agreement: { needed: true, final: null },
    rounds: [mark(5, 1, 'Ann'), mark(8, 2, 'Bob')],
  },
  sub2: {
    label: 'Script 2',
    student: null,
    prompt: null,
    text: 'An essay no one has marked.',
    words: 6,
    minWords: null,
    mark: null,
    mine: null,
    agreement: { needed: false, final: null },
    rounds: null,
  },
};

async function openMarking() {
  mockAdminApi({ room: () => practiceRoom({ double_marking: true }) });
  const puts: { submission: string; body: WritingMarkBody }[] = [];
  server.use(
    http.get('*/api/room/marking/:id', () => HttpResponse.json(LIST)),
    http.get('*/api/room/marking/:id/script/:submission/:question', ({ params }) =>
      HttpResponse.json(DETAILS[String(params.submission)]),
    ),
    http.put('*/api/room/marking/:id/script/:submission/:question', async ({ request, params }) => {
      const body = (await request.json()) as WritingMarkBody;
      puts.push({ submission: String(params.submission), body });
      return HttpResponse.json(mark(body.criteria.ta, body.round ?? 2, 'Me'));
    }),
  );
  const user = userEvent.setup();
  renderAdmin('/_/room/practice/marking');
  return { user, puts };
}

async function fourBands(user: ReturnType<typeof userEvent.setup>, band: number) {
  for (const name of [
    'Task Achievement',
    'Coherence and Cohesion',
    'Lexical Resource',
    'Grammatical Range and Accuracy',
  ]) {
    within(screen.getByRole('radiogroup', { name })).getAllByRole('radio')[0]!.focus();
    await user.keyboard(String(band));
  }
}

describe('double marking', { timeout: 60_000 }, () => {
  it('opens the next script to mark blind, and sends its mark with no round', async () => {
    const { user, puts } = await openMarking();
    await screen.findByRole('heading', { name: /Script 2 · Task 1/ }, { timeout: 15_000 });
    expect(screen.getByText('Double marking: mark this script without seeing any other mark.')).toBeVisible();
    const queue = screen.getByRole('navigation', { name: 'Scripts' });
    expect(within(queue).getByText('Needs marking (1)')).toBeInTheDocument();
    expect(within(queue).getByText('Needs agreement (1)')).toBeInTheDocument();
    await fourBands(user, 6);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts).toEqual([
      { submission: 'sub2', body: expect.not.objectContaining({ round: expect.anything() }) },
    ]);
  });

  it('shows both marks where they disagree, and sends the agreed mark as round 3', async () => {
    const { user, puts } = await openMarking();
    const queue = await screen.findByRole('navigation', { name: 'Scripts' }, { timeout: 15_000 });
    await user.click(within(queue).getByRole('button', { name: /Script 1/ }));
    const both = await screen.findByRole('region', { name: /^Needs agreement/ });
    expect(within(both).getByRole('row', { name: /Ann/ })).toHaveTextContent('5.0');
    expect(within(both).getByRole('row', { name: /Bob/ })).toHaveTextContent('8.0');
    // The form starts empty: it is the agreed mark, not the marker's own.
    expect(screen.getByText(/^Task band/)).toHaveTextContent('—');
    await fourBands(user, 7);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ submission: 'sub1', body: { round: 3, criteria: { ta: 7 } } });
  });

  it('shows the agreement figures per pair of markers', async () => {
    await openMarking();
    const pairs = await screen.findByRole('region', { name: 'Agreement between markers' });
    const row = within(pairs).getByRole('row', { name: /Ann and Bob/ });
    expect(row).toHaveTextContent(/4\s*75%\s*0\.50/);
  });
});
