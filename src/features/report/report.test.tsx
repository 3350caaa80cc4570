// The report cards (docs/architecture.md, "The report card"): one student's from their row, every
// submitted student's from "Print reports", each card with the bands, raw scores, Writing and Speaking
// criteria and comments and the questions answered wrongly; printing takes one page per student.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockAdminApi } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { renderAdmin } from '@test/render-admin';
import { server } from '@test/msw-server';
import { mockResultsApi } from '@test/results-api';
import { classResults } from '@test/results-fixtures';
import type { StudentReport } from '@/lib/api-types';
import { REPORT_PAGE_STYLE } from './components/report-dialog';

const print = vi.fn();
const printOptions = vi.fn();
vi.mock('react-to-print', () => ({
  useReactToPrint: (options: unknown) => {
    printOptions(options);
    return print;
  },
}));

function reportOf(guestId: string, name: string): StudentReport {
  return {
    room: { id: 'room1', name: 'Practice room' },
    student: { id: guestId, name, email: `${guestId}@example.com` },
    submitted: '2025-03-01 10:00:00.000Z',
    progress: `${guestId}-progress-token-000`.slice(0, 22),
    score: 31,
    bands: { listening: 7, reading: 6.5, writing: 7, speaking: 6.5, overall: null },
    exams: [
      { id: 'listening', name: 'Listening', kind: 'listening', score: 31, total: 40, band: 7 },
      { id: 'writing', name: 'Writing', kind: 'academic_writing', band: 7, marked: 2, total: 2 },
    ],
    writing: [
      {
        examId: 'writing',
        num: 1,
        mark: {
          criteria: { ta: 6, cc: 6, lr: 7, gra: 6 },
          comment: 'A clear overview of the chart.',
          notes: [],
          band: 6.25,
          updated: '2025-03-02 10:00:00.000Z',
          marker: null,
        },
      },
      { examId: 'writing', num: 2, mark: null },
    ],
    speaking: {
      criteria: { fc: 6, lr: 6, gra: 6, p: 7 },
      comment: 'Good pace.',
      band: 6.5,
      updated: '2025-03-02 10:00:00.000Z',
      marker: null,
    },
    wrong: [{ examId: 'listening', num: 12, answer: 'libary', keys: ['library'] }],
  };
}

const asked: string[] = [];
beforeEach(() => {
  signIn();
  print.mockReset();
  asked.length = 0;
  mockAdminApi({ room: practiceRoom() });
  mockResultsApi({ results: classResults() });
  server.use(
    http.get('*/api/room/results/:id/report/:guestId', ({ params }) => {
      const guestId = String(params.guestId);
      asked.push(guestId);
      return HttpResponse.json(reportOf(guestId, guestId === 'ada' ? 'Ada Lovelace' : 'Bruno Díaz'));
    }),
  );
});

async function openResults() {
  const user = userEvent.setup();
  renderAdmin('/_/room/practice/results');
  await screen.findByRole('region', { name: 'Students' });
  return user;
}

describe('report card', () => {
  it('prints one student’s report from their row: bands, raw scores, criteria, comments, wrong answers', async () => {
    const user = await openResults();
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Print report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report of Ada Lovelace' });
    const card = await within(dialog).findByRole('article', { name: 'Report of Ada Lovelace' });
    expect(asked).toEqual(['ada']);

    const bands = within(card).getByRole('region', { name: 'Bands' });
    const headers = within(bands)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Listening', 'Reading', 'Writing', 'Speaking', 'Overall']);
    expect(
      within(bands)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['7.0', '6.5', '7.0', '6.5', '—']);
    expect(card).toHaveTextContent('Listening31 / 40');
    expect(card).toHaveTextContent('Writing2 of 2 tasks marked');

    const writing = within(card).getByRole('region', { name: 'Writing' });
    expect(writing).toHaveTextContent('Task 1 — band 6.25');
    expect(writing).toHaveTextContent('Task Achievement6');
    expect(writing).toHaveTextContent('Lexical Resource7');
    expect(writing).toHaveTextContent('A clear overview of the chart.');
    expect(writing).toHaveTextContent('Task 2 — not marked');
    const speaking = within(card).getByRole('region', { name: 'Speaking — band 6.5' });
    expect(speaking).toHaveTextContent('Fluency and Coherence6');
    expect(speaking).toHaveTextContent('Pronunciation7');
    expect(speaking).toHaveTextContent('Good pace.');

    const wrong = within(card).getByRole('region', { name: 'Questions answered wrongly (1)' });
    // Each exam named once, above its wrong answers.
    expect(within(wrong).getByRole('heading', { name: 'Listening (1)' })).toBeVisible();
    expect(within(wrong).getByRole('listitem')).toHaveTextContent('Question 12libary → , key: library');

    // The student's own progress page, as a link and a QR code to scan from the paper.
    const progress = within(card).getByRole('link', { name: /\/ielts\/progress\/ada-progress-token-0/ });
    expect(progress).toHaveAttribute(
      'href',
      `${window.location.origin}/ielts/progress/ada-progress-token-000`,
    );
    expect(within(card).getByTitle('QR code of your progress page')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Print report' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('“Print reports” shows every submitted student’s report, one A4 page each, and prints them all', async () => {
    const user = await openResults();
    await user.click(screen.getByRole('button', { name: 'Print reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reports of 2 students' });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(2));
    // Zoë is still writing: no report.
    expect(asked.sort()).toEqual(['ada', 'bruno']);
    expect(
      within(dialog)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Report of Ada Lovelace', 'Report of Bruno Díaz']));
    expect(REPORT_PAGE_STYLE).toMatch(/@page\s*{\s*size:\s*A4/);
    expect(REPORT_PAGE_STYLE).toMatch(/\.report-card\s*{[^}]*break-after:\s*page/);
    expect(printOptions).toHaveBeenLastCalledWith(expect.objectContaining({ pageStyle: REPORT_PAGE_STYLE }));
    await user.click(within(dialog).getByRole('button', { name: 'Print all' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
