// A Writing exam made in the editor alone (docs/product.md, "Authoring"): "New exam" lays out Task 1 and
// Task 2 as essays; each task takes its text, its minimum words (checked by the server's rules) and, for
// Task 1, its chart; an essay has no answers to key.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@test/admin-session';
import { mockLibraryApi } from '@test/exam-library-api';
import { renderAdmin } from '@test/render-admin';
import type { SavedExam } from '@/lib/api-types';

/** What the server answers for the new exam: the starter document with ids. */
function savedWriting(): SavedExam {
  const task = (num: number, minWords: number) => ({
    id: `s${num}`,
    name: `Task ${num}`,
    passage: null,
    media: [],
    audio: null,
    groups: [
      {
        id: `g${num}`,
        from: num,
        to: num,
        either_order: [],
        type: 'essay' as const,
        instructions: null,
        options: null,
        content: null,
        min_words: minWords,
        media: [],
        questions: [{ id: `q${num}`, num, keys: [], prompt: null, options: null }],
      },
    ],
  });
  return {
    id: 'exam1',
    name: 'Writing Mock 1',
    kind: 'academic_writing',
    bands: null,
    accept_initials: false,
    updated: '2026-11-20 10:00:00.000Z',
    usage: { rooms: [], submissions: 0 },
    sections: [task(1, 150), task(2, 250)],
  };
}

const part = (name: string) => screen.getByRole('region', { name });
const minWords = (section: number) => screen.getByLabelText(`Section ${section}, group 1, Minimum words`);

describe('exam editor: a Writing exam', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is made in the editor: both tasks’ text, minimum words and Task 1’s chart', async () => {
    signIn();
    const sent = mockLibraryApi({ list: { items: [] }, exam: savedWriting(), create: savedWriting() });
    const user = userEvent.setup();
    const { router } = renderAdmin('/_/exams');
    await user.click(await screen.findByRole('button', { name: 'New exam' }));
    const dialog = screen.getByRole('dialog', { name: 'New exam' });
    await user.type(within(dialog).getByLabelText('Name'), 'Writing Mock 1');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'academic_writing');
    await user.click(within(dialog).getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/exams/exam1'));
    expect(sent.creates[0]!.sections.map((s) => s.groups[0])).toMatchObject([
      { from: 1, to: 1, type: 'essay', min_words: 150, questions: [{ num: 1, keys: [] }] },
      { from: 2, to: 2, type: 'essay', min_words: 250, questions: [{ num: 2, keys: [] }] },
    ]);

    await screen.findByRole('heading', { level: 1, name: 'Writing Mock 1' });
    // An essay: its minimum words and the minutes students are told, no answers or either-order sets.
    expect(minWords(1)).toHaveValue('150');
    expect(minWords(2)).toHaveValue('250');
    expect(minWords(1)).toHaveAccessibleDescription(/about 20 minutes for Task 1/);
    expect(minWords(2)).toHaveAccessibleDescription(/about 40 minutes for Task 2/);
    expect(screen.queryByLabelText('Question 1 accepted answers')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Section 1, group 1, In either order')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Task 1 passage'));
    await user.paste('The chart below shows rainfall in two cities.\n\nSummarise the information.');
    await user.click(screen.getByLabelText('Task 2 passage'));
    await user.paste('Some people think cities are better places to live. Discuss both views.');
    await user.clear(minWords(1));
    await user.type(minWords(1), '160');

    // Task 1's chart, uploaded to the task's paperwork.
    await user.upload(
      within(part('Task 1')).getByLabelText('Add paperwork images'),
      new File(['png'], 'chart.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(sent.uploads).toEqual([{ part: 'section', partId: 's1', field: 'media' }]));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    const body = sent.saves[0]!.body;
    expect(body.sections.map((s) => [s.id, s.passage])).toEqual([
      ['s1', 'The chart below shows rainfall in two cities.\n\nSummarise the information.'],
      ['s2', 'Some people think cities are better places to live. Discuss both views.'],
    ]);
    expect(body.sections.map((s) => s.groups[0])).toMatchObject([
      { id: 'g1', type: 'essay', min_words: 160, questions: [{ id: 'q1', num: 1, keys: [] }] },
      { id: 'g2', type: 'essay', min_words: 250, questions: [{ id: 'q2', num: 2, keys: [] }] },
    ]);
  });

  it('refuses minimum words the server would refuse, at the field and in the summary', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedWriting() });
    const user = userEvent.setup();
    renderAdmin('/_/exams/exam1');
    await screen.findByRole('heading', { level: 1, name: 'Writing Mock 1' });
    const cases: [string, string][] = [
      ['lots', 'Must be a whole number.'],
      ['-5', 'Must be a whole number from 0 to 10000.'],
      ['12.5', 'Must be a whole number from 0 to 10000.'],
      ['10001', 'Must be a whole number from 0 to 10000.'],
    ];
    for (const [typed, problem] of cases) {
      await user.clear(minWords(1));
      await user.type(minWords(1), typed);
      expect(minWords(1)).toHaveAttribute('aria-invalid', 'true');
      expect(minWords(1)).toHaveAccessibleDescription(expect.stringContaining(problem));
      expect(
        within(screen.getByRole('region', { name: 'Fix 1 problem before saving' })).getByText(
          `Task 1, questions 1–1, minimum words: ${problem}`,
        ),
      ).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.saves).toHaveLength(0);

    // 0 and 10,000 are the bounds the server takes; blank leaves the task its default.
    await user.clear(minWords(1));
    await user.type(minWords(1), '10000');
    await user.clear(minWords(2));
    expect(screen.queryByRole('region', { name: /problem/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    expect(sent.saves[0]!.body.sections.map((s) => s.groups[0]!.min_words)).toEqual([10000, null]);
  });
});
