// A student's released Writing marks (docs/architecture.md, "Writing and marking"): the bands, the criteria
// by name, the comment, and the essay with each range comment anchored to its <mark>.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuestResult, GuestWritingResult } from '@/lib/api-types';
import { GuestResultSummary } from '../components/guest-result';

const writing: GuestWritingResult = {
  id: 'w',
  name: 'Academic Writing',
  band: 7,
  tasks: [
    {
      num: 1,
      band: 6.25,
      criteria: { ta: 6, cc: 6, lr: 7, gra: 6 },
      comment: 'A clear overview.',
      notes: [{ start: 2, end: 6, text: 'Which year?' }],
    },
    { num: 2, band: 7, criteria: { ta: 7, cc: 7, lr: 7, gra: 7 }, comment: '', notes: [] },
  ],
};
const result = {
  score: 30,
  total: 40,
  exams: [{ id: 'l', name: 'Listening', score: 30, total: 40, band: 7 }, writing],
} as unknown as GuestResult;
const essays: Record<number, string> = { 1: '😀 Rain rose in spring.', 2: 'Cities are better.' };

describe('WritingMarks', () => {
  it('shows the Writing band, each task’s band and named criteria, and the comment', async () => {
    render(<GuestResultSummary result={result} essayOf={(_, task) => essays[task]!} />);
    const marks = await screen.findByRole('region', { name: 'Academic Writing: your marks' });
    expect(within(screen.getByRole('list', { name: 'Band per test' })).getByText('Band 7.0')).toBeVisible();
    // The Writing band is said once, in the exams' list: not again above the tasks.
    expect(screen.getAllByText(/7\.0/).map((node) => node.textContent)).toEqual([
      'Band 7.0 · 30 of 40',
      'Band 7.0',
      'Task 2 · Band 7.0',
    ]);
    expect(within(marks).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Academic Writing: your marks',
    );
    const task1 = within(marks).getByRole('article', { name: 'Task 1 · Band 6.25' });
    const criteria = within(task1)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    const names = within(task1)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(names).toEqual([
      'Task Achievement',
      'Coherence and Cohesion',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
    ]);
    expect(criteria).toEqual(['6', '6', '7', '6']);
    expect(task1).toHaveTextContent('Teacher’s comment: A clear overview.');
    const task2 = within(marks).getByRole('article', { name: 'Task 2 · Band 7.0' });
    expect(within(task2).getByText('Task Response')).toBeVisible();
    expect(within(task2).queryByRole('list', { name: 'Comments on your essay' })).toBeNull();
  });

  it('marks each commented range (code points) and describes it by its numbered comment', async () => {
    render(<GuestResultSummary result={result} essayOf={(_, task) => essays[task]!} />);
    const task1 = await screen.findByRole('article', { name: 'Task 1 · Band 6.25' });
    const mark = within(task1).getByText('Rain', { selector: 'mark' });
    expect(mark).toHaveTextContent('Rain1');
    expect(mark).toHaveAccessibleDescription('1.Which year?');
    const comments = within(task1).getByRole('list', { name: 'Comments on your essay' });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Which year?']);
  });

  it('shows no marks before release: the Writing exam is marked by the teacher', () => {
    const before = {
      ...result,
      exams: [{ id: 'w', name: 'Academic Writing', band: null }],
    } as unknown as GuestResult;
    render(<GuestResultSummary result={before} />);
    expect(screen.getByText('Marked by your teacher')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
