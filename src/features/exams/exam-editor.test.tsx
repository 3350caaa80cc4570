import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@test/admin-session';
import { savedExam } from '@test/exam-fixtures';
import { mockLibraryApi, never, pbError } from '@test/exam-library-api';
import { renderAdmin } from '@test/render-admin';

// pdf.js cannot render in jsdom: a two-page PDF stands in for it.
vi.mock('./lib/pdf-pages', () => ({
  pdfPages: async function* () {
    yield { page: 1, pages: 2, image: new Blob(['page one'], { type: 'image/png' }) };
    yield { page: 2, pages: 2, image: new Blob(['page two'], { type: 'image/png' }) };
  },
}));

const openEditor = async () => {
  const view = renderAdmin('/_/exams/exam1');
  await screen.findByRole('heading', { level: 1, name: 'Listening Test 1' });
  return view;
};
/** The editor of savedExam() with `key` typed in the paste dialog: the dialog, the saves sent, a user. */
async function pasteIntoEditor(key: string) {
  signIn();
  const sent = mockLibraryApi({ exam: savedExam() });
  const user = userEvent.setup();
  await openEditor();
  await user.click(screen.getByRole('button', { name: 'Paste keys' }));
  const dialog = screen.getByRole('dialog', { name: 'Paste the answer key' });
  await user.type(within(dialog).getByLabelText('Answer key'), key);
  return { dialog, sent, user };
}

const part = (name: string) => screen.getByRole('region', { name });
const answers = (num: number) => screen.getByLabelText(`Question ${num} accepted answers`);

describe('exam editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the loading state, then the document: settings, groups, answers and files', async () => {
    signIn();
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    mockLibraryApi({
      exam: async () => {
        await ready;
        return savedExam();
      },
    });
    renderAdmin('/_/exams/exam1');
    expect(await screen.findByRole('status', { name: 'Loading the exam' })).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Listening Test 1' });
    expect(screen.getByLabelText('Name')).toHaveValue('Listening Test 1');
    expect(screen.getByLabelText('Kind')).toHaveValue('listening');
    expect(answers(1)).toHaveValue('library');
    expect(answers(2)).toHaveValue('colour / color');
    expect(answers(3)).toHaveValue('');
    expect(screen.getByLabelText('Section 2, group 1, In either order')).toHaveValue('5-6');
    expect(
      within(part('Part 1')).getByRole('img', { name: 'Part 1 paperwork, image 1 of 1' }),
    ).toHaveAttribute('src', '/api/files/sections/s1/part1_a1b2.png');
    expect(within(part('Part 1')).getByLabelText('Replace the recording')).toBeInTheDocument();
    expect(within(part('Part 2')).getByLabelText('Add a recording')).toBeInTheDocument();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says when the exam cannot be loaded, with Retry and a way back', async () => {
    signIn();
    mockLibraryApi({ exam: () => pbError(404, "The requested resource wasn't found.") });
    renderAdmin('/_/exams/missing');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This exam was not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to your exams' })).toHaveAttribute(
      'href',
      '/_/exams',
    );
  });

  it('saves an edited answer as the whole document with its ids, without files', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.clear(answers(1));
    await user.type(answers(1), 'library / libraries');
    await user.type(answers(3), 'Tuesday');
    expect(screen.getByText('Unsaved changes, kept on this device until you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent.saves).toHaveLength(1);
    const body = sent.saves[0]!.body;
    expect(body).not.toHaveProperty('id');
    expect(body.sections[0]).toEqual({
      id: 's1',
      name: 'Part 1',
      groups: [
        {
          id: 'g1',
          from: 1,
          to: 3,
          either_order: [],
          min_words: null,
          questions: [
            { id: 'q1', num: 1, keys: ['library', 'libraries'] },
            { id: 'q2', num: 2, keys: ['colour', 'color'] },
            { num: 3, keys: ['Tuesday'] },
          ],
        },
      ],
    });
    expect(body.sections[1]!.groups[0]!.either_order).toEqual([[5, 6]]);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('shows a problem at its field and in the summary, and does not save', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    const to = screen.getByLabelText('Section 1, group 1, To');
    await user.clear(to);
    await user.type(to, '1');
    expect(answers(2)).toHaveAccessibleDescription('Must be within 1–1.');
    const summary = screen.getByRole('region', { name: 'Fix 1 problem before saving' });
    expect(
      within(summary).getByText('Part 1, questions 1–1, question 2: Must be within 1–1.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(summary).toHaveFocus();
    expect(sent.saves).toHaveLength(0);
  });

  it('shows the server’s field errors at their fields', async () => {
    signIn();
    mockLibraryApi({
      exam: savedExam(),
      save: () =>
        pbError(400, 'The exam has problems.', {
          'sections.1.groups.0.to': { code: 'overlap', message: 'overlaps Part 1' },
        }),
    });
    const user = userEvent.setup();
    await openEditor();
    await user.type(answers(3), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Not saved');
    const notSaved = screen.getAllByRole('alert').find((alert) => within(alert).queryByText('Not saved'));
    expect(within(notSaved!).getByText('The exam has problems.')).toBeInTheDocument();
    expect(screen.getByLabelText('Section 2, group 1, To')).toHaveAccessibleDescription('overlaps Part 1');
    expect(screen.getByRole('region', { name: 'Fix 1 problem before saving' })).toHaveFocus();
  });

  it('previews a pasted key line by line with its problems, then fills the answers', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Paste keys' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste the answer key' });
    await user.type(
      within(dialog).getByLabelText('Answer key'),
      'Part 1{enter}3 Tuesday / Tues{enter}9 river{enter}4-5 A, C in either order',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '3 answers read, 1 line with a problem, 1 line skipped',
    );
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('No question number: skipped.');
    expect(rows[2]).toHaveTextContent('3: Tuesday / Tues');
    expect(rows[3]).toHaveTextContent('Problem: Question 9 is outside every group of this exam.');
    expect(answers(3)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Apply 3 answers' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(answers(3)).toHaveValue('Tuesday / Tues');
    expect(answers(4)).toHaveValue('A');
    expect(answers(5)).toHaveValue('C');
    expect(screen.getByLabelText('Section 2, group 1, In either order')).toHaveValue('4-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    expect(sent.saves[0]!.body.sections[1]!.groups[0]).toMatchObject({
      either_order: [[4, 5]],
      questions: [
        { id: 'q4', num: 4, keys: ['A'] },
        { id: 'q5', num: 5, keys: ['C'] },
        { id: 'q6', num: 6, keys: ['D'] },
      ],
    });
  });

  it('proposes one group per kind of answer in a pasted key, and splits the group when applied', async () => {
    const { dialog, sent, user } = await pasteIntoEditor('1 TRUE{enter}2 NOT GIVEN{enter}3 B');
    const split = within(dialog).getByRole('checkbox', {
      name: 'Split into one group per kind of answer',
    });
    expect(split).toBeChecked();
    expect(split).toHaveAccessibleDescription(
      'Questions 1–3: 1–2 True/False/Not given (tfng); 3 One letter (choice)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply 3 answers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    // The questions keep their ids; the first run keeps the group's, the second is a new group.
    expect(sent.saves[0]!.body.sections[0]!.groups).toMatchObject([
      { id: 'g1', from: 1, to: 2, type: 'tfng', questions: [{ id: 'q1' }, { id: 'q2' }] },
      { from: 3, to: 3, type: 'choice', questions: [{ num: 3, keys: ['B'] }] },
    ]);
    expect(sent.saves[0]!.body.sections[0]!.groups[1]).not.toHaveProperty('id');
  });

  it('keeps the group whole when the teacher unticks the split', async () => {
    const { dialog, sent, user } = await pasteIntoEditor('1 TRUE{enter}3 B');
    await user.click(within(dialog).getByRole('checkbox', { name: /Split into one group/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply 2 answers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    expect(sent.saves[0]!.body.sections[0]!.groups).toMatchObject([{ id: 'g1', from: 1, to: 3 }]);
  });

  it('says how many submissions a save changes before saving, then how many were regraded', async () => {
    signIn();
    const exam = savedExam({
      usage: {
        rooms: [
          { id: 'r1', name: 'Practice Room', slug: 'practice' },
          { id: 'r2', name: 'March Class', slug: 'march' },
        ],
        submissions: 57,
      },
    });
    const sent = mockLibraryApi({ exam, save: { exam, regraded: 12 } });
    const user = userEvent.setup();
    await openEditor();
    expect(
      screen.getByText(/Used by 2 rooms \(Practice Room, March Class\) with 57 submissions/),
    ).toBeInTheDocument();
    await user.type(answers(3), 'Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Save changes in every room?' });
    expect(confirm).toHaveTextContent(
      'This exam is used by 2 rooms with 57 submissions. Saving changes it in every room and regrades the submissions whose keys changed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.saves).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save and regrade' }));
    expect(await screen.findByText('Saved. 12 submissions regraded.')).toBeInTheDocument();
    expect(sent.saves).toHaveLength(1);
  });

  it('restores unsaved changes after a reload, and Discard goes back to the saved exam', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    const first = await openEditor();
    await user.type(answers(3), 'Tuesday');
    first.unmount();

    await openEditor();
    expect(screen.getByText('Restored your unsaved changes.')).toBeInTheDocument();
    expect(answers(3)).toHaveValue('Tuesday');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(answers(3)).toHaveValue('');
    expect(screen.queryByText('Restored your unsaved changes.')).not.toBeInTheDocument();
    expect(localStorage.getItem('answersheet_exam_draft_exam1')).toBeNull();
  });

  it('offers, and does not put over the exam, changes made before it was saved again elsewhere', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam({ updated: '2026-11-21 09:00:00.000Z' }) });
    const user = userEvent.setup();
    const first = await openEditor();
    await user.type(answers(3), 'Tuesday');
    const stored = JSON.parse(localStorage.getItem('answersheet_exam_draft_exam1')!) as { updated: string };
    localStorage.setItem(
      'answersheet_exam_draft_exam1',
      JSON.stringify({ ...stored, updated: '2026-11-20 10:00:00.000Z' }),
    );
    first.unmount();

    await openEditor();
    expect(
      screen.getByText(/This device keeps unsaved changes made before the exam was last saved/),
    ).toBeInTheDocument();
    expect(answers(3)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(answers(3)).toHaveValue('Tuesday');
    expect(screen.getByText('Restored your unsaved changes.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam(), list: { items: [] } });
    const user = userEvent.setup();
    const { router } = await openEditor();
    await user.type(answers(3), 'Tuesday');
    const [back] = screen.getAllByRole('link', { name: /exams/i });
    await user.click(back!);
    const ask = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/_/exams/exam1');
    expect(answers(3)).toHaveValue('Tuesday');
    await user.click(back!);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/exams'));
  });

  it('adds a section that says its files come after a save, and removes one after a confirm', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    const added = part('Part 3');
    expect(within(added).getByText('Save the exam to add its paperwork and audio.')).toBeInTheDocument();
    expect(within(added).getByLabelText('Section 3, group 1, From')).toHaveValue('7');
    await user.click(within(part('Part 2')).getByRole('button', { name: 'Remove section Part 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove section' }));
    expect(screen.queryByRole('region', { name: 'Part 2' })).not.toBeInTheDocument();
  });

  it('uploads paperwork with its progress, and shows the server’s refusal under the control', async () => {
    signIn();
    let uploads = 0;
    const sent = mockLibraryApi({
      exam: savedExam(),
      upload: async () => {
        if (++uploads === 1) {
          await delay(200);
          return savedExam({
            sections: savedExam().sections.map((s, i) =>
              i === 1 ? { ...s, media: ['/api/files/sections/s2/map_x1.png'] } : s,
            ),
          });
        }
        return HttpResponse.json(
          {
            status: 400,
            message: 'The file could not be added.',
            data: { file: { code: 'too_large', message: 'Images may be up to 20 MB; this one is 31 MB.' } },
          },
          { status: 400 },
        );
      },
    });
    const user = userEvent.setup();
    await openEditor();
    const images = within(part('Part 2')).getByLabelText('Add paperwork images');
    await user.upload(images, new File(['png'], 'map.png', { type: 'image/png' }));
    expect(await within(part('Part 2')).findByText(/Uploading map\.png: \d+%/)).toBeInTheDocument();
    expect(
      await within(part('Part 2')).findByRole('img', { name: 'Part 2 paperwork, image 1 of 1' }),
    ).toBeInTheDocument();
    expect(sent.uploads[0]).toEqual({ part: 'section', partId: 's2', field: 'media' });

    const audio = within(part('Part 2')).getByLabelText('Add a recording');
    await user.upload(audio, new File(['mp3'], 'part2.mp3', { type: 'audio/mpeg' }));
    await waitFor(() =>
      expect(within(part('Part 2')).getByLabelText('Add a recording')).toHaveAccessibleDescription(
        'Images may be up to 20 MB; this one is 31 MB.',
      ),
    );
    expect(sent.uploads[1]).toMatchObject({ field: 'audio', partId: 's2' });
  });

  it('removes a file only after a confirm', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam(), removeFile: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Part 1 paperwork, image 1 of 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent.fileRemovals).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Part 1 paperwork, image 1 of 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() =>
      expect(sent.fileRemovals).toEqual([
        { part: 'section', partId: 's1', field: 'media', name: 'part1_a1b2.png' },
      ]),
    );
  });

  it('keeps the loading state while the exam has not come', async () => {
    signIn();
    mockLibraryApi({ exam: never });
    renderAdmin('/_/exams/exam1');
    expect(await screen.findByRole('status', { name: 'Loading the exam' })).toBeInTheDocument();
  });

  it('uploads each page of a PDF as paperwork, saying which page it is on', async () => {
    signIn();
    const sent = mockLibraryApi({
      exam: savedExam(),
      upload: async () => {
        await delay(100);
        return savedExam();
      },
    });
    const user = userEvent.setup();
    await openEditor();
    const pdf = within(part('Part 2')).getByLabelText('Add a PDF (each page becomes an image)');
    await user.upload(pdf, new File(['%PDF'], 'book.pdf', { type: 'application/pdf' }));
    expect(await within(part('Part 2')).findByText(/Page 2 of 2: \d+%/)).toBeInTheDocument();
    await waitFor(() => expect(sent.uploads).toHaveLength(2));
    expect(sent.uploads).toEqual([
      { part: 'section', partId: 's2', field: 'media' },
      { part: 'section', partId: 's2', field: 'media' },
    ]);
    await waitFor(() => expect(within(part('Part 2')).queryByText(/Page \d of 2/)).not.toBeInTheDocument());
  });

  it('reorders sections by keyboard and saves them in the new order', async () => {
    // jsdom lays nothing out; each element gets a box stacked by its place among its siblings, so
    // dnd-kit's keyboard coordinates find the next section.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      // eslint-disable-next-line testing-library/no-node-access -- a layout stand-in, not a query
      const index = this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
      const top = index * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 600,
        bottom: top + 50,
        width: 600,
        height: 50,
        toJSON: () => ({}),
      };
    });
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    screen.getByRole('button', { name: 'Reorder Part 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Exam',
        'Sections',
        'Part 2',
        'Part 1',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    expect(sent.saves[0]!.body.sections.map((section) => section.id)).toEqual(['s2', 's1']);
  });
});
