import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';
import type {
  BankComment,
  MarkingList,
  MarkingScript,
  MarkingScriptDetail,
  WritingMark,
  WritingMarkBody,
} from '@/lib/api-types';

beforeEach(() => signIn());

// An emoji (two UTF-16 units, one character) before the words a comment is made on: the offsets sent
// must be in characters.
const ESSAY_1 = 'The chart 📈 shows a rise.\n\nOverall, numbers grew.';
const ESSAY_2 = 'Some people think cities are better.';

const scriptEntry = (n: number, task: number, student: MarkingScript['student'] = null): MarkingScript => ({
  submission: `sub${n}`,
  question: { id: `q${task}`, examId: 'writing', num: task },
  label: `Script ${n}`,
  student,
  words: 8,
  submitted: '2026-11-27 09:00:00.000Z',
  mark: null,
});

const detail = (n: number): MarkingScriptDetail => ({
  label: `Script ${n}`,
  student: null,
  prompt: n === 1 ? 'Summarise the chart.' : 'Discuss both views.',
  text: n === 1 ? ESSAY_1 : ESSAY_2,
  words: 8,
  minWords: n === 1 ? 150 : 250,
  mark: null,
});

interface MarkingApi {
  list?: MarkingList;
  /** What a PUT answers (default: the mark saved). */
  put?: (body: WritingMarkBody) => Response | WritingMark;
  /** The teacher's comment bank (default: empty). */
  bank?: BankComment[];
}

/** The comments routes over a bank kept here: most used first, as the server answers. */
function mockBank(bank: BankComment[]) {
  const sent = { added: [] as unknown[], used: [] as string[] };
  let next = bank.length + 1;
  server.use(
    http.get('*/api/comments', () => HttpResponse.json({ items: [...bank].sort((a, b) => b.uses - a.uses) })),
    http.post('*/api/comments', async ({ request }) => {
      const body = (await request.json()) as Pick<BankComment, 'criterion' | 'text'>;
      sent.added.push(body);
      const comment = { id: `c${next++}`, uses: 0, ...body };
      bank.push(comment);
      return HttpResponse.json(comment);
    }),
    http.post('*/api/comments/:id/use', ({ params }) => {
      const comment = bank.find((c) => c.id === params.id)!;
      sent.used.push(comment.id);
      comment.uses++;
      return HttpResponse.json(comment);
    }),
  );
  return sent;
}

function mockMarking(api: MarkingApi = {}, onRelease = () => {}) {
  const list = api.list ?? { scripts: [scriptEntry(1, 1), scriptEntry(2, 2)], marked: 0, total: 2 };
  const sent = {
    puts: [] as { path: string; body: WritingMarkBody }[],
    releases: [] as unknown[],
    bank: undefined as unknown as ReturnType<typeof mockBank>,
  };
  sent.bank = mockBank(api.bank ?? []);
  server.use(
    http.get('*/api/room/marking/:id', () => HttpResponse.json(list)),
    http.get('*/api/room/marking/:id/script/:submission/:question', ({ params }) =>
      HttpResponse.json(detail(Number(String(params.submission).slice(3)))),
    ),
    http.put('*/api/room/marking/:id/script/:submission/:question', async ({ request, params }) => {
      const body = (await request.json()) as WritingMarkBody;
      sent.puts.push({ path: `${String(params.submission)}/${String(params.question)}`, body });
      const reply = api.put?.(body);
      if (reply instanceof Response) return reply;
      return HttpResponse.json(
        reply ?? {
          ...body,
          band: 6,
          updated: '2026-01-01 10:00:00.000Z',
          marker: { id: 'user1', name: 'T' },
        },
      );
    }),
    http.post('*/api/room/marking/:id/release', async ({ request }) => {
      const body = (await request.json()) as { released: boolean };
      sent.releases.push(body);
      onRelease();
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

async function openMarking(api: MarkingApi = {}, room = practiceRoom({ anonymous_marking: true })) {
  // The room as the server would read it again: released once the release route was called.
  let released = false;
  mockAdminApi({ room: () => ({ ...room, marks_released: released }) });
  const sent = mockMarking(api, () => (released = true));
  const user = userEvent.setup();
  renderAdmin('/_/room/practice/marking');
  await screen.findByRole('heading', { name: /Script 1 · Task 1/ });
  return { sent, user };
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

/** Gives each criterion its band by keyboard: focus its group's Tab stop, then type the digit. */
async function bandsByKeyboard(user: ReturnType<typeof userEvent.setup>, bands: [string, number][]) {
  for (const [name, band] of bands) {
    within(group(name)).getAllByRole('radio')[0]!.focus();
    await user.keyboard(String(band));
    expect(within(group(name)).getByRole('radio', { name: String(band) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  }
}

const TASK_1: [string, number][] = [
  ['Task Achievement', 6],
  ['Coherence and Cohesion', 6],
  ['Lexical Resource', 5],
  ['Grammatical Range and Accuracy', 6],
];

describe('marking screen', () => {
  it('lists the scripts anonymously, in the server order, with no names', async () => {
    await openMarking({
      list: { scripts: [scriptEntry(1, 1), scriptEntry(2, 2)], marked: 0, total: 2 },
    });
    const queue = screen.getByRole('navigation', { name: 'Scripts' });
    expect(within(queue).getByText('Needs marking (2)')).toBeInTheDocument();
    expect(within(queue).getByText('Marked (0)')).toBeInTheDocument();
    const buttons = within(queue).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Script 1 · Task 1'),
      expect.stringContaining('Script 2 · Task 2'),
    ]);
    expect(queue).not.toHaveTextContent('@');
    expect(screen.getByText(/Anonymous marking: names show after release/)).toBeInTheDocument();
    expect(screen.getByText('Under length: 8 of 150 words')).toBeInTheDocument();
  });

  it('shows the names the server gives', async () => {
    await openMarking(
      {
        list: {
          scripts: [scriptEntry(1, 1, { name: 'Ada Lovelace', email: 'ada@example.com' })],
          marked: 0,
          total: 1,
        },
      },
      practiceRoom(),
    );
    expect(screen.getByRole('navigation', { name: 'Scripts' })).toHaveTextContent('Ada Lovelace');
  });

  it('sets the focused criterion by digits, shows the task band live, and Ctrl+Enter saves and opens the next', async () => {
    const { sent, user } = await openMarking();
    await bandsByKeyboard(user, TASK_1);
    expect(screen.getByText(/^Task band/)).toHaveTextContent('Task band 5.75');
    // Arrow keys move within the criterion.
    await user.keyboard('{ArrowRight}');
    expect(within(group('Grammatical Range and Accuracy')).getByRole('radio', { name: '7' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent.puts).toHaveLength(1));
    expect(sent.puts[0]).toEqual({
      path: 'sub1/q1',
      body: { criteria: { ta: 6, cc: 6, lr: 5, gra: 6 }, comment: '', notes: [] },
    });
    expect(await screen.findByRole('heading', { name: /Script 2 · Task 2/ })).toHaveFocus();
    // Task 2's first criterion is Task Response.
    expect(group('Task Response')).toBeInTheDocument();
  });

  it('goes to the next and previous script with J and K, not while typing', async () => {
    const { user } = await openMarking();
    document.body.focus();
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { name: /Script 2 · Task 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Overall comment' }));
    await user.keyboard('k');
    expect(screen.getByRole('heading', { name: /Script 2 · Task 2/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Overall comment' })).toHaveValue('k');
  });

  it('comments on a selected range, in characters of the essay', async () => {
    const { sent, user } = await openMarking();
    const essay = screen.getByRole('document', { name: /Essay/ });
    await user.click(screen.getByRole('button', { name: 'Comment on selection' }));
    expect(screen.getByText(/^Select words in the essay first/)).toBeInTheDocument();
    // Select "shows a rise" (after the emoji): UTF-16 offsets 13–25, characters 12–24.
    // The text node of the essay's one piece (nothing is highlighted yet).
    const node = within(essay).getByText(/shows a rise/).childNodes[0]!;
    const from = ESSAY_1.indexOf('shows');
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, from + 'shows a rise'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await user.click(screen.getByRole('button', { name: 'Comment on selection' }));
    const box = await screen.findByRole('textbox', { name: /Comment 1 on/ });
    expect(box).toHaveAccessibleName('Comment 1 on shows a rise');
    await user.type(box, 'Which rise?');
    expect(within(essay).getByText('shows a rise').tagName).toBe('MARK');
    await bandsByKeyboard(user, TASK_1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.puts).toHaveLength(1));
    expect(sent.puts[0]!.body.notes).toEqual([{ start: 12, end: 24, text: 'Which rise?' }]);
    // Removable.
    await user.click(screen.getByRole('button', { name: 'Remove comment 1' }));
    expect(screen.queryByRole('textbox', { name: /Comment 1 on/ })).not.toBeInTheDocument();
  });

  it('shows a refusal at its field and keeps everything typed', async () => {
    const { sent, user } = await openMarking({
      put: () =>
        pbError(400, 'Failed to validate.', {
          'criteria.ta': { code: 'validation_invalid_band', message: 'Must be a whole band from 0 to 9.' },
        }),
    });
    await bandsByKeyboard(user, TASK_1);
    await user.type(screen.getByRole('textbox', { name: 'Overall comment' }), 'Clear overview.');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(sent.puts).toHaveLength(1));
    expect(await screen.findByText('Must be a whole band from 0 to 9.')).toBeInTheDocument();
    expect(group('Task Achievement')).toHaveAttribute('aria-invalid', 'true');
    // Still on the same script, with the bands and the comment.
    expect(screen.getByRole('heading', { name: /Script 1 · Task 1/ })).toBeInTheDocument();
    expect(within(group('Task Achievement')).getByRole('radio', { name: '6' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Overall comment' })).toHaveValue('Clear overview.');
  });

  it('asks for every criterion before saving', async () => {
    const { sent, user } = await openMarking();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Choose a band from 0 to 9.')).toHaveLength(4);
    expect(sent.puts).toHaveLength(0);
  });

  it('keeps a typed mark when moving to another script and back', async () => {
    const { user } = await openMarking();
    await user.type(screen.getByRole('textbox', { name: 'Overall comment' }), 'Draft');
    await user.click(screen.getByRole('button', { name: /Script 2 · Task 2/ }));
    await screen.findByRole('heading', { name: /Script 2 · Task 2/ });
    expect(screen.getByRole('button', { name: /Script 1 · Task 1/ })).toHaveTextContent('unsaved');
    await user.click(screen.getByRole('button', { name: /Script 1 · Task 1/ }));
    expect(await screen.findByRole('textbox', { name: 'Overall comment' })).toHaveValue('Draft');
  });

  it('asks before leaving the screen with a mark typed and not saved', async () => {
    const { user } = await openMarking();
    await user.type(screen.getByRole('textbox', { name: 'Overall comment' }), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep marking' }));
    expect(screen.getByRole('textbox', { name: 'Overall comment' })).toHaveValue('Draft');
  });

  it('releases the marks after asking', async () => {
    const { sent, user } = await openMarking();
    await user.click(screen.getByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the marks?' });
    expect(sent.releases).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Release marks' }));
    await waitFor(() => expect(sent.releases).toEqual([{ released: true }]));
    expect(
      await screen.findByText(
        'Marks released: students whose room shows results see their bands and comments.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw release' })).toBeInTheDocument();
  });

  it('says the marks went out on time as soon as they are released, without a reload', async () => {
    const { sent, user } = await openMarking({}, practiceRoom({ marks_due: '2026-12-01' }));
    server.use(
      http.get('*/api/room/marking/:id', () =>
        HttpResponse.json({
          scripts: [scriptEntry(1, 1), scriptEntry(2, 2)],
          marked: 2,
          total: 2,
          released_on_time: sent.releases.length > 0 ? true : null,
        }),
      ),
    );
    expect(screen.queryByText(/released on time/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release marks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release marks' }));
    expect(await screen.findByText(/released on time/)).toBeInTheDocument();
  });

  it('says when there are no essays yet', async () => {
    mockAdminApi({ room: practiceRoom() });
    mockMarking({ list: { scripts: [], marked: 0, total: 0 } });
    renderAdmin('/_/room/practice/marking');
    expect(
      await screen.findByText('No essays yet: scripts appear when students submit a Writing test.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the scripts cannot load', async () => {
    mockAdminApi({ room: practiceRoom() });
    server.use(http.get('*/api/room/marking/:id', () => pbError(403, 'Not allowed.')));
    renderAdmin('/_/room/practice/marking');
    expect(await screen.findByText('Could not load the scripts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/** Selects `words` in the open essay, as a drag would. */
function selectWords(words: string) {
  const essay = screen.getByRole('document', { name: /Essay/ });
  const node = within(essay).getByText(new RegExp(words)).childNodes[0]!;
  const from = node.textContent!.indexOf(words);
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, from + words.length);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
  return essay;
}

describe('the comment bank on the marking screen', () => {
  const bank = (): BankComment[] => [
    { id: 'c1', criterion: 'lr', text: 'Vary your vocabulary.', uses: 1 },
    { id: 'c2', criterion: 'lr', text: 'Word choice is precise.', uses: 4 },
    { id: 'c3', criterion: 'cc', text: 'Use paragraphs.', uses: 0 },
  ];

  it('puts a bank comment on the selected words by its criterion key and a digit, most used first', async () => {
    const { user } = await openMarking({ bank: bank() });
    screen.getByRole('document', { name: /Essay/ }).focus();
    const essay = selectWords('shows a rise');
    await user.keyboard('l');
    expect(screen.getByText(/^Lexical Resource: press 1–9/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Bank comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('1Word choice is precise.'),
      expect.stringContaining('2Vary your vocabulary.'),
    ]);
    await user.keyboard('1');
    expect(await screen.findByRole('textbox', { name: /Comment 1 on shows a rise/ })).toHaveValue(
      'Word choice is precise.',
    );
    expect(within(essay).getByText('shows a rise').tagName).toBe('MARK');
  });

  it('asks for a selection first, and takes a comment by click too', async () => {
    const { user } = await openMarking({ bank: bank() });
    const essay = screen.getByRole('document', { name: /Essay/ });
    essay.focus();
    await user.keyboard('c');
    expect(screen.getByText(/^Select words in the essay first/)).toBeInTheDocument();
    const use = await screen.findByRole('button', { name: 'Put on the selected words: Use paragraphs.' });
    selectWords('Overall');
    await user.click(use);
    expect(await screen.findByRole('textbox', { name: /Comment 1 on Overall/ })).toHaveValue(
      'Use paragraphs.',
    );
  });

  it('keeps a written comment in the bank under the criterion chosen', async () => {
    const { sent, user } = await openMarking();
    selectWords('shows a rise');
    await user.click(screen.getByRole('button', { name: 'Comment on selection' }));
    await user.type(await screen.findByRole('textbox', { name: /Comment 1 on/ }), 'Give the figure.');
    await user.click(screen.getByRole('button', { name: 'Save comment 1 to bank' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Task Achievement' }));
    await waitFor(() => expect(sent.bank.added).toEqual([{ criterion: 'ta', text: 'Give the figure.' }]));
    expect(
      await screen.findByRole('button', { name: 'Put on the selected words: Give the figure.' }),
    ).toBeVisible();
  });
});

describe('keyboard marking', () => {
  it('gives each criterion one Tab stop, and ? shows what its bands mean', async () => {
    const { user } = await openMarking();
    within(group('Task Achievement')).getAllByRole('radio')[0]!.focus();
    await user.keyboard('7');
    await user.tab();
    expect(within(group('Coherence and Cohesion')).getAllByRole('radio')[0]).toHaveFocus();
    const meanings = screen.getAllByRole('button', { name: 'What the bands mean' })[1]!;
    expect(meanings).toHaveAttribute('tabindex', '-1');
    expect(meanings).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('?');
    expect(meanings).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(group('Lexical Resource')).getAllByRole('radio')[0]).toHaveFocus();
  });
});
