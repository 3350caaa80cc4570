import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAdminApi, never, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';
import { VIRTUAL_FROM } from './components/students-table';
import { saveColumnSettings } from './lib/columns';
import { server } from '@test/msw-server';
import { mockResultsApi } from '@test/results-api';
import { liveRoom, liveStudent, mockLiveApi } from '@test/live-api';
import {
  classResults,
  itemAnalysis,
  reviewOf,
  roomResults,
  studentInProgress,
  submittedStudent,
} from '@test/results-fixtures';

let teacher = '';
beforeEach(() => {
  localStorage.clear();
  teacher = signIn().id;
  // Every column these tests read, chosen in "Columns" (the defaults are tested on their own).
  saveColumnSettings(teacher, { email: true, time: true, away: true, pastes: true });
});
afterEach(() => vi.restoreAllMocks());

async function openResults(api: Parameters<typeof mockResultsApi>[0]) {
  mockAdminApi({ room: practiceRoom() });
  const sent = mockResultsApi(api);
  const user = userEvent.setup();
  const view = renderAdmin('/_/room/practice/results');
  return { ...view, sent, user };
}

const table = () => screen.getByRole('region', { name: 'Students' });
/** The names in the table, top to bottom. */
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name });

describe('results screen', () => {
  it('shows skeletons while loading', async () => {
    await openResults({ results: never });
    expect(await screen.findByRole('status', { name: 'Loading results' })).toBeInTheDocument();
  });

  it('asks for the room by slug, then its results by id with the token, and lists every student', async () => {
    const { sent } = await openResults({ results: classResults() });
    await screen.findByRole('region', { name: 'Students' });
    expect(sent.results[0]).toEqual({ roomId: 'room1', authorization: expect.stringMatching(/\./) });
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
    const ada = within(table()).getByRole('row', { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Submitted');
    expect(ada).toHaveTextContent('40/53');
    expect(ada).toHaveTextContent('31/40Band 7.0');
    expect(ada).toHaveTextContent('9/1369%');
    expect(ada).toHaveTextContent('55 min');
    const zoe = within(table()).getByRole('row', { name: /Zoë Brontë/ });
    expect(zoe).toHaveTextContent('In progress 12/53');
    expect(screen.getByText(/opened/)).toHaveTextContent('3 opened · 1 in progress · 2 submitted');
    expect(screen.getByText(/^Mean .* of 40$/)).toHaveTextContent('Mean 24.5 · Median 24.5 of 40');
    expect(
      screen.getByRole('table', { name: /Scores in Listening of 2 submitted students/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/_/room/practice');
    // Listening and Reading only: no marking to go to (a Writing room's link: bands-speaking.test.tsx).
    expect(screen.queryByRole('link', { name: /^Marking/ })).toBeNull();
  });

  it('fits a laptop: the extra columns behind "Columns", each teacher’s choice kept on the device', async () => {
    saveColumnSettings(teacher, {});
    const { user, unmount } = await openResults({ results: classResults() });
    await screen.findByRole('region', { name: 'Students' });
    // A Listening and Reading room: no Writing band, and the skills' bands sit under the exams' scores.
    expect(within(table()).queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Writing band' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: 'Overall band' })).not.toBeInTheDocument();
    expect(header('Away')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Writing band' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    expect(header('E-mail')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    unmount();
    await openResults({ results: classResults() });
    await screen.findByRole('region', { name: 'Students' });
    expect(header('E-mail')).toBeInTheDocument();
  });

  it('lists the students as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    }));
    await openResults({ results: classResults() });
    const list = await screen.findByRole('list', { name: 'Students' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent(/Status/);
    expect(within(card).getByRole('button', { name: /^Actions for / })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Students' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says when no one has opened the room, with the guest link to copy', async () => {
    await openResults({ results: roomResults([]) });
    expect(
      await screen.findByRole('heading', { name: 'No one has opened this room yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Guest link' })).toHaveValue(
      `${window.location.origin}/ielts/practice`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says why the results did not load, and Retry loads them', async () => {
    const { user, sent } = await openResults({
      results: [() => pbError(500, 'The results are not available.'), classResults()],
    });
    expect(await screen.findByText('Could not load the results')).toBeInTheDocument();
    expect(screen.getByText('The results are not available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Students' })).toBeInTheDocument();
    expect(sent.results).toHaveLength(2);
  });

  it('sorts by a column on click or Enter, both directions, and says so with aria-sort', async () => {
    const { user } = await openResults({ results: classResults() });
    await screen.findByRole('region', { name: 'Students' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Zoë Brontë', 'Bruno Díaz', 'Ada Lovelace']);

    await user.click(within(header('Score')).getByRole('button'));
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    // No score yet goes last, either way.
    expect(names()).toEqual(['Bruno Díaz', 'Ada Lovelace', 'Zoë Brontë']);
    within(header('Score')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);

    await user.click(within(header('Reading')).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
    await user.click(within(header('Reading')).getByRole('button'));
    expect(names()).toEqual(['Bruno Díaz', 'Ada Lovelace', 'Zoë Brontë']);

    await user.click(within(header('Time taken')).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
  });

  it('finds students by name or e-mail, accents or not', async () => {
    const { user } = await openResults({ results: classResults() });
    const search = await screen.findByRole('searchbox', { name: 'Search students' });
    await user.type(search, 'zoe');
    await waitFor(() => expect(names()).toEqual(['Zoë Brontë']));
    await user.clear(search);
    await user.type(search, 'bruno@');
    await waitFor(() => expect(names()).toEqual(['Bruno Díaz']));
    await user.type(search, 'nobody');
    expect(await screen.findByText('No student matches “bruno@nobody”.')).toBeInTheDocument();
  });

  it('shows a student who starts without a reload (the next poll)', async () => {
    const before = classResults();
    const after = roomResults([studentInProgress('new', 'Chen Wei', 1), ...before.students]);
    const { sent } = await openResults({ results: [before, after] });
    await screen.findByRole('region', { name: 'Students' });
    expect(screen.queryByText('Chen Wei')).not.toBeInTheDocument();
    // Polled every 2 s: within the 3 s a teacher may wait.
    expect(await screen.findByText('Chen Wei', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/opened/)).toHaveTextContent('4 opened · 2 in progress · 2 submitted');
    expect(sent.results.length).toBeGreaterThanOrEqual(2);
  });

  it('reviews a submission: every box with the answer, the accepted answers and the verdict', async () => {
    const results = classResults();
    const ada = results.students[2]!;
    const { user, sent } = await openResults({ results, review: reviewOf(ada) });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace’s answers' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No.AnswerAcceptedVerdict',
      '1WhitfieldWhitfieldCorrect',
      '2colrcolour / colorWrong',
      'No.AnswerAcceptedVerdict',
      '1(blank)TRUEWrong',
    ]);
    expect(within(dialog).getByText(/Listening: 31\/40 · Band 7\.0/)).toBeInTheDocument();
    expect(sent.reviews).toEqual(['sub-ada']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for Ada Lovelace' })).toHaveFocus();
  });

  it('shows in the review when the student left the test and pasted, oldest first', async () => {
    const results = classResults();
    const ada = results.students[2]!;
    const events = [
      { kind: 'hidden' as const, at: '2026-11-27 09:15:04.000Z', seconds: 65 },
      { kind: 'paste' as const, at: '2026-11-27 09:20:00.000Z', seconds: 0 },
    ];
    const { user } = await openResults({ results, review: { ...reviewOf(ada), events } });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace’s answers' });
    const log = await within(dialog).findByRole('region', { name: 'Leaving the test' });
    const rows = within(log).getAllByRole('row').slice(1);
    const at = (iso: string) =>
      new Date(iso.replace(' ', 'T')).toLocaleTimeString([], {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    expect(rows.map((row) => row.textContent)).toEqual([
      `${at(events[0]!.at)}Left the test’s page1 min`,
      `${at(events[1]!.at)}Pasted into a box—`,
    ]);
  });

  it('says so in the review when the student never left the test', async () => {
    const results = classResults();
    const ada = results.students[2]!;
    const { user } = await openResults({ results, review: reviewOf(ada) });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace’s answers' });
    expect(await within(dialog).findByText('Did not leave the test or paste.')).toBeInTheDocument();
  });

  it('reopens a submission after a confirm', async () => {
    const results = classResults();
    const { user, sent } = await openResults({ results });
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reopen submission' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reopen this submission?' });
    expect(confirm).toHaveTextContent('Ada Lovelace may go on writing');
    const polls = sent.results.length;
    await user.click(within(confirm).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(sent.reopens).toEqual([{ submission: 'sub-ada' }]));
    expect(
      await screen.findByText(/Ada Lovelace may go on: their submission is a draft again/),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent.results.length).toBeGreaterThan(polls));
  });

  it('shows each student’s time away and pastes, and gives extra time from their actions', async () => {
    const results = classResults();
    const zoe = results.students.find((s) => s.guest.name === 'Zoë Brontë')!;
    zoe.away = { count: 3, seconds: 125 };
    zoe.pastes = 2;
    const { user } = await openResults({ results });
    const now = Date.now();
    const live = mockLiveApi({
      live: liveRoom(now, [
        liveStudent(zoe.guest.id, 'Zoë Brontë', now, { extra_percent: 10, note: 'Reader' }),
      ]),
    });
    const row = await within(await screen.findByRole('region', { name: 'Students' })).findByRole('row', {
      name: /Zoë Brontë/,
    });
    expect(row).toHaveTextContent('3 times, 2 min');
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent(/^2$/);

    await user.click(screen.getByRole('button', { name: 'Actions for Zoë Brontë' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Extra time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for Zoë Brontë' });
    const percent = await within(dialog).findByRole('spinbutton', { name: 'Extra time (%)' });
    // The current extra time and its note, read from the live state.
    expect(percent).toHaveValue(10);
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Reader');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save extra time' }));
    await waitFor(() =>
      expect(live.accommodations).toEqual([
        { guestId: zoe.guest.id, body: { extra_percent: 25, note: 'Reader' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Actions for Zoë Brontë' })).toHaveFocus();
  });

  it('deletes one student’s data after an explicit confirm, and Cancel sends nothing', async () => {
    const { user, sent } = await openResults({ results: classResults() });
    await user.click(await screen.findByRole('button', { name: 'Actions for Zoë Brontë' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete student’s data' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this student’s data?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.forgets).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for Zoë Brontë' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete student’s data' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this student’s data?' });
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete data' }));
    await waitFor(() => expect(sent.forgets).toEqual([{ guest: 'zoe' }]));
    expect(await screen.findByText('Deleted Zoë Brontë’s data.')).toBeInTheDocument();
  });

  it('exports the CSV with the token, saved under the server’s file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:results');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const { user, sent } = await openResults({
      results: classResults(),
      csv: { body: '\uFEFFName\r\nZoë\r\n', filename: 'practice-results.csv' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved practice-results.csv')).toBeInTheDocument();
    expect(sent.exports).toEqual([{ authorization: expect.stringMatching(/\./) }]);
    expect(clicked).toEqual(['practice-results.csv blob:results']);
    vi.unstubAllGlobals();
  });

  it('renders a class of 500 only near the viewport, with the whole count for assistive tech', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      index % 5 === 0
        ? studentInProgress(`s${index}`, `Student ${index}`, index % 40)
        : submittedStudent(`s${index}`, `Student ${index}`, index % 41, index % 14, 30 + (index % 50)),
    );
    const { user } = await openResults({ results: roomResults(many) });
    await screen.findByRole('region', { name: 'Students' });
    // Its speed is measured in Chromium by `npm run bench` (bench/results-screen.ts).
    expect(within(table()).getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    const shown = within(table()).getAllByRole('rowheader');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(within(table()).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    await user.click(within(header('Score')).getByRole('button'));
    const lowest = many
      .filter((student) => student.submission)
      .sort(
        (a, b) =>
          a.submission!.score - b.submission!.score ||
          a.guest.name.localeCompare(b.guest.name, 'en', { numeric: true }),
      )[0]!;
    expect(names()[0]).toBe(lowest.guest.name);
  });

  it('renders a class below the threshold whole', async () => {
    const few = Array.from({ length: VIRTUAL_FROM - 1 }, (_, index) =>
      submittedStudent(`s${index}`, `Student ${index}`, index % 41, index % 14, 30),
    );
    await openResults({ results: roomResults(few) });
    await screen.findByRole('region', { name: 'Students' });
    expect(within(table()).getAllByRole('rowheader')).toHaveLength(VIRTUAL_FROM - 1);
    expect(within(table()).getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });
});

describe('item analysis', () => {
  async function openQuestions(api: Partial<Parameters<typeof mockResultsApi>[0]> = {}) {
    const opened = await openResults({ results: classResults(), questions: itemAnalysis(), ...api });
    await opened.user.click(await screen.findByRole('tab', { name: 'Questions' }));
    await screen.findByRole('list', { name: 'Questions' });
    return opened;
  }
  const questionTitles = () =>
    within(screen.getByRole('list', { name: 'Questions' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('shows each question’s share correct, blanks and common answers; hardest first on request', async () => {
    const { user } = await openQuestions();
    const q2 = screen.getByRole('listitem', { name: 'Listening Question 2' });
    expect(q2).toHaveTextContent('0% correct (0 of 4) · 1 blank');
    expect(q2).toHaveTextContent('Accepted: colour / color');
    expect(within(q2).getByRole('list', { name: /Answers/ })).toHaveTextContent('colr×3Wrong');
    expect(questionTitles()).toEqual(['Listening Question 1', 'Listening Question 2', 'Reading Question 1']);
    await user.click(screen.getByRole('checkbox', { name: 'Hardest first' }));
    expect(questionTitles()).toEqual(['Listening Question 2', 'Reading Question 1', 'Listening Question 1']);
    // Correct answers have nothing to accept.
    expect(screen.queryByRole('button', { name: /Accept “Whitfield”/ })).not.toBeInTheDocument();
  });

  it('asks for the types too, and shows the class’s share right by question type and skill', async () => {
    const types = [
      { skill: 'listening', type: 'gap' as const, right: 6, total: 8 },
      { skill: 'reading', type: 'tfng' as const, right: 1, total: 4 },
    ];
    let asked = '';
    await openQuestions({
      questions: (request: Request) => {
        asked = new URL(request.url).search;
        return { items: itemAnalysis(), types };
      },
    });
    expect(asked).toBe('?with=types');
    const summary = screen.getByRole('region', { name: 'By question type' });
    const rows = within(summary).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Completion (gaps)Listening75%6 of 8',
      'True / False / Not GivenReading25%1 of 4',
    ]);
  });

  it('accepts a wrong answer after a confirm with its count, then refreshes results and questions', async () => {
    const fixed = itemAnalysis();
    fixed[1] = { ...fixed[1]!, correct: 3, answers: [{ answer: 'colr', count: 3, correct: true }] };
    let accepted = false;
    const { user, sent } = await openQuestions({
      questions: () => (accepted ? fixed : itemAnalysis()),
      accept: () => {
        accepted = true;
        return { regraded: 5, changed: 3 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept “colr” for Listening Question 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this answer?' });
    expect(confirm).toHaveTextContent('“colr” becomes an accepted answer to question 2 of Listening.');
    expect(confirm).toHaveTextContent('This changes 3 submissions in this room.');
    const polls = sent.results.length;
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent.accepts).toEqual([{ questionId: 'q2', answer: 'colr' }]));
    expect(
      await screen.findByText('Accepted “colr”: 5 submissions regraded, 3 changed score.'),
    ).toBeInTheDocument();
    const q2 = screen.getByRole('listitem', { name: 'Listening Question 2' });
    await waitFor(() => expect(q2).toHaveTextContent('75% correct (3 of 4)'));
    expect(sent.questions).toBe(2);
    expect(sent.results.length).toBeGreaterThan(polls);
  });

  it('shows why an answer cannot be accepted: the server’s message, and Accept stays there', async () => {
    const limit =
      'Question 2 already has 10 accepted answers, the most an exam takes. Remove one in the exam editor to accept another.';
    const { user, sent } = await openQuestions({
      accept: () => pbError(400, limit, { answer: { code: 'validation_too_many', message: limit } }),
    });
    await user.click(screen.getByRole('button', { name: 'Accept “colr” for Listening Question 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this answer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(sent.accepts).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Accept “colr” for Listening Question 2' })).toBeEnabled();
  });
});

describe('links to the results', () => {
  it('from the room detail and from each dashboard card', { timeout: 15_000 }, async () => {
    mockAdminApi({ room: practiceRoom(), rooms: { items: [practiceRoom()] } });
    mockResultsApi({ results: classResults() });
    const user = userEvent.setup();
    renderAdmin('/_/dashboard');
    const link = await screen.findByRole('link', { name: 'Results of Practice Room' });
    expect(link).toHaveAttribute('href', '/_/room/practice/results');
    await user.click(link);
    expect(await screen.findByRole('region', { name: 'Students' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('link', { name: 'Results' }));
    expect(await screen.findByRole('region', { name: 'Students' })).toBeInTheDocument();
  });
});

describe('heavy routes (docs/architecture.md, "Heavy routes")', () => {
  const busy = () => pbError(429, 'The server is preparing other results; try again in a moment.');
  const withRetryAfter = (response: Response) => {
    response.headers.set('Retry-After', '1');
    return response;
  };

  it('polls with the last ETag, and a 304 keeps the results on screen', async () => {
    const seen: (string | null)[] = [];
    const { sent } = await openResults({
      results: (request: Request) => {
        seen.push(request.headers.get('if-none-match'));
        return seen.length === 1
          ? HttpResponse.json(classResults(), { headers: { ETag: '"v1"' } })
          : new HttpResponse(null, { status: 304, headers: { ETag: '"v1"' } });
      },
    });
    await screen.findByRole('region', { name: 'Students' });
    await waitFor(() => expect(sent.results.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(seen.slice(0, 2)).toEqual([null, '"v1"']);
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
    expect(screen.queryByText(/Live updates paused/)).not.toBeInTheDocument();
  });

  /** A results reply with the headers a poll keeps: its ETag and cursor. */
  const withCursor = (body: object, etag: string, cursor: string) =>
    HttpResponse.json(body, { headers: { ETag: etag, 'Results-Cursor': cursor } });
  const sinceOf = (request: Request) => new URL(request.url).searchParams.get('since');
  const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

  it('polls since its cursor and merges the students who changed into the list', async () => {
    const asked: (string | null)[] = [];
    await openResults({
      results: (request: Request) => {
        const since = sinceOf(request);
        asked.push(since);
        if (since === 'c1')
          return withCursor(
            {
              ...roomResults([
                studentInProgress('zoe', 'Zoë Brontë', 30),
                studentInProgress('cy', 'Cy Twombly', 2),
              ]),
              cursor: 'c2',
              full: false,
              totals: { students: 4, submitted: 2 },
            },
            '"v2"',
            'c2',
          );
        if (since === 'c2') return new HttpResponse(null, { status: 304 });
        return withCursor(classResults(), '"v1"', 'c1');
      },
    });
    await waitFor(() => expect(names()).toContain('Cy Twombly'), { timeout: 3000 });
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Cy Twombly', 'Zoë Brontë']);
    expect(row('Zoë Brontë')).toHaveTextContent('In progress 30/53');
    expect(row('Ada Lovelace')).toHaveTextContent('40/53');
    await waitFor(() => expect(asked).toContain('c2'), { timeout: 3000 });
    expect(asked.slice(0, 3)).toEqual([null, 'c1', 'c2']);
    expect(names()).toHaveLength(4);
  });

  it('asks for the full list when a merged delta does not hold the totals', async () => {
    const asked: (string | null)[] = [];
    await openResults({
      results: (request: Request) => {
        const since = sinceOf(request);
        asked.push(since);
        if (since === 'd1')
          // Ada was removed, and the delta does not say so: the totals do.
          return withCursor(
            { ...roomResults([]), cursor: 'd2', full: false, totals: { students: 2, submitted: 1 } },
            '"w2"',
            'd2',
          );
        if (since === 'd3') return new HttpResponse(null, { status: 304 });
        if (asked.includes('d1'))
          return withCursor(
            roomResults([
              studentInProgress('zoe', 'Zoë Brontë', 12),
              submittedStudent('bruno', 'Bruno Díaz', 18, 12, 70),
            ]),
            '"w3"',
            'd3',
          );
        return withCursor(classResults(), '"w1"', 'd1');
      },
    });
    await waitFor(() => expect(names()).not.toContain('Ada Lovelace'), { timeout: 4000 });
    expect(names()).toEqual(['Bruno Díaz', 'Zoë Brontë']);
    expect(asked[asked.indexOf('d1') + 1]).toBeNull();
  });

  it('says "Preparing…" while the export waits its turn, then saves it', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openResults({ results: classResults() });
    let asked = 0;
    server.use(
      http.get('*/api/room/results/:id/export', () => {
        asked += 1;
        return asked === 1
          ? withRetryAfter(busy())
          : new HttpResponse('\uFEFFName\r\n', {
              headers: { 'Content-Disposition': 'attachment; filename="practice-results.csv"' },
            });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeDisabled();
    expect(await screen.findByText('Saved practice-results.csv', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    vi.unstubAllGlobals();
  });

  it(
    'says "Preparing…" while the item analysis waits its turn, then shows it',
    { timeout: 15_000 },
    async () => {
      let asked = 0;
      const { user } = await openResults({
        results: classResults(),
        questions: () => {
          asked += 1;
          return asked === 1 ? withRetryAfter(busy()) : itemAnalysis();
        },
      });
      await user.click(await screen.findByRole('tab', { name: 'Questions' }));
      expect(await screen.findByText('Preparing the questions…')).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: 'Questions' }, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByText(/Could not load the questions/)).not.toBeInTheDocument();
    },
  );
});
