import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '@test/admin-session';
import { mockLibraryApi, never, pbError } from '@test/exam-library-api';
import { libraryExam, savedExam } from '@test/exam-fixtures';
import { renderAdmin } from '@test/render-admin';
import { server } from '@test/msw-server';

describe('exam library', () => {
  it('lists each exam with its kind, questions and the rooms using it', async () => {
    signIn();
    mockLibraryApi({
      list: {
        items: [
          libraryExam(),
          libraryExam({ id: 'exam2', name: 'Reading Test 2', kind: 'academic_reading', total: 1, rooms: [] }),
        ],
      },
    });
    renderAdmin('/_/exams');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams (2)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your exams' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Listening Test 1' })).toHaveAttribute(
      'href',
      '/_/exams/exam1',
    );
    expect(within(first!).getByText('Listening · 20 questions')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Practice Room' })).toHaveAttribute(
      'href',
      '/_/room/practice',
    );
    expect(within(second!).getByText('Academic Reading · 1 question')).toBeInTheDocument();
    expect(within(second!).getByText('Not in any room.')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    signIn();
    mockLibraryApi({ list: never });
    renderAdmin('/_/exams');
    expect(await screen.findByRole('status', { name: 'Loading exams' })).toBeInTheDocument();
  });

  it('says when there are no exams and offers a new one', async () => {
    signIn();
    mockLibraryApi({ list: { items: [] } });
    renderAdmin('/_/exams');
    expect(await screen.findByRole('heading', { name: 'No exams yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New exam' })).toBeInTheDocument();
  });

  it('shows the error with a Retry button that asks again', async () => {
    signIn();
    let calls = 0;
    const sent = mockLibraryApi({
      list: () => (++calls === 1 ? pbError(500, 'The server is down.') : { items: [libraryExam()] }),
    });
    const user = userEvent.setup();
    renderAdmin('/_/exams');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your exams')).toBeInTheDocument();
    expect(within(alert).getByText('The server is down.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exams (1)' })).toBeInTheDocument();
    expect(sent.lists).toBe(2);
  });

  it('deletes after a confirm, and says plainly why when a room still uses the exam', async () => {
    signIn();
    let deletes = 0;
    const sent = mockLibraryApi({
      list: { items: [libraryExam(), libraryExam({ id: 'exam2', name: 'Spare', rooms: [] })] },
      remove: () =>
        ++deletes === 1
          ? pbError(409, 'This exam is used by Practice Room: remove it from that room first.')
          : new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAdmin('/_/exams');
    await user.click(await screen.findByRole('button', { name: 'Delete Listening Test 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Listening Test 1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete exam' }));
    expect(
      await within(dialog).findByText('This exam is used by Practice Room: remove it from that room first.'),
    ).toBeInTheDocument();
    expect(sent.deletes).toEqual(['exam1']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Spare' }));
    const second = screen.getByRole('alertdialog', { name: 'Delete “Spare”?' });
    expect(within(second).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Delete exam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.deletes).toEqual(['exam1', 'exam2']);
    expect(sent.lists).toBe(2);
  });

  it('makes a new exam with the parts of its kind and opens it', async () => {
    signIn();
    const sent = mockLibraryApi({ list: { items: [] }, exam: () => pbError(404, 'Not found.') });
    const user = userEvent.setup();
    const { router } = renderAdmin('/_/exams');
    await user.click(await screen.findByRole('button', { name: 'New exam' }));
    const dialog = screen.getByRole('dialog', { name: 'New exam' });
    await user.click(within(dialog).getByRole('button', { name: 'Create exam' }));
    expect(await within(dialog).findByText('Give the exam a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Cambridge 18 Reading 1');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'academic_reading');
    await user.click(within(dialog).getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/exams/new1'));
    expect(sent.creates).toHaveLength(1);
    expect(sent.creates[0]).toMatchObject({ name: 'Cambridge 18 Reading 1', kind: 'academic_reading' });
    expect(sent.creates[0]!.sections.map((s) => [s.name, s.groups[0]!.from, s.groups[0]!.to])).toEqual([
      ['Passage 1', 1, 13],
      ['Passage 2', 14, 26],
      ['Passage 3', 27, 40],
    ]);
  });

  it('takes the answer key with a new exam, previewed line by line before it is saved', async () => {
    signIn();
    const sent = mockLibraryApi({ list: { items: [] }, exam: () => pbError(404, 'Not found.') });
    const user = userEvent.setup();
    const { router } = renderAdmin('/_/exams');
    await user.click(await screen.findByRole('button', { name: 'New exam' }));
    const dialog = screen.getByRole('dialog', { name: 'New exam' });
    await user.type(within(dialog).getByLabelText('Name'), 'Listening Mock');
    await user.type(
      within(dialog).getByLabelText('Answer key (optional)'),
      '1 library{enter}2 colour / color{enter}41 extra{enter}21-22 B, D in either order',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '4 answers read, 1 line with a problem, 18 questions without a key, 0 lines skipped',
    );
    // 3–20 lie between the numbers read: named, not left silently without a key.
    expect(within(dialog).getByText(/the text gives no key for questions 3, 4, 5/)).toBeInTheDocument();
    expect(within(dialog).getByText('Question 41 is outside every group of this exam.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/exams/new1'));
    expect(await screen.findByText('Exam created with 4 answers.')).toBeInTheDocument();
    const [part1, , part3] = sent.creates[0]!.sections;
    expect(part1!.groups[0]!.questions).toEqual([
      { num: 1, keys: ['library'] },
      { num: 2, keys: ['colour', 'color'] },
    ]);
    expect(part3!.groups[0]).toMatchObject({
      either_order: [[21, 22]],
      questions: [
        { num: 21, keys: ['B'] },
        { num: 22, keys: ['D'] },
      ],
    });
  });

  it('duplicates an exam: the button waits, then the copy is named and listed; a refusal is said', async () => {
    signIn();
    let copied = false;
    const sent = mockLibraryApi({
      list: () => ({
        items: [
          libraryExam(),
          ...(copied ? [libraryExam({ id: 'copy1', name: 'Listening Test 1 (copy)' })] : []),
        ],
      }),
    });
    let refuse = false;
    server.use(
      http.post('*/api/library/exams/:id/duplicate', async ({ params }) => {
        await delay(50);
        if (refuse) return pbError(404, 'Exam not found.');
        expect(params.id).toBe('exam1');
        copied = true;
        return HttpResponse.json(savedExam({ id: 'copy1', name: 'Listening Test 1 (copy)' }));
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/_/exams');
    const button = await screen.findByRole('button', { name: 'Duplicate Listening Test 1' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Duplicating…');
    expect(
      await screen.findByText('Made “Listening Test 1 (copy)”: a copy of “Listening Test 1”.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Listening Test 1 (copy)' })).toBeInTheDocument();
    expect(sent.lists).toBeGreaterThan(1);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Duplicate Listening Test 1' }));
    expect(await screen.findByText('Exam not found.')).toBeInTheDocument();
  });
});
