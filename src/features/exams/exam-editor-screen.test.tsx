// The exam editor's content for the test on computer: passage, group type, instructions, options, content
// with gaps, question stems and options, as typed, saved, restored and refused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@test/admin-session';
import { savedExam } from '@test/exam-fixtures';
import { mockLibraryApi, pbError } from '@test/exam-library-api';
import { renderAdmin } from '@test/render-admin';
import type { PdfPageText } from './lib/pdf-text';

// pdf.js cannot run in jsdom: each test says what the picked PDF's pages hold.
const pdf = vi.hoisted(() => ({ pages: [] as PdfPageText[] }));
vi.mock('./lib/pdf-pages', () => ({ pdfPageTexts: async () => pdf.pages }));

const line = (str: string, y: number) => ({ str, transform: [11, 0, 0, 11, 72, y], width: 200, height: 11 });
const pdfFile = () => new File(['%PDF'], 'passage.pdf', { type: 'application/pdf' });

const openEditor = async () => {
  const view = renderAdmin('/_/exams/exam1');
  await screen.findByRole('heading', { level: 1, name: 'Listening Test 1' });
  return view;
};
const typeOf = (place: string) => screen.getByLabelText(`${place}, Question type`);

describe('exam editor: the test on computer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a passage, a group’s type, instructions, options and content, and a question’s stem and options', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    const first = await openEditor();

    await user.click(screen.getByLabelText('Part 1 passage'));
    await user.paste('## Bees\n\nBees **dance**.');
    // Part 1: notes with gaps, then a "one letter" group for a moment and back.
    const content = screen.getByLabelText('Questions 1–3: notes, summary or table');
    await user.click(content);
    await user.paste('Bees [[1]] and [[2]].');
    await user.type(screen.getByLabelText('Section 1, group 1, Instructions'), 'Write ONE WORD ONLY.');
    // Part 2: several letters, from pasted option lines.
    await user.selectOptions(typeOf('Section 2, group 1'), 'Several letters (multi)');
    const options = screen.getByLabelText('Questions 4–6 options');
    await user.click(options);
    await user.paste('A Dr Smith\nB. Ms Jones\nC) Mr Brown\nD Mrs Green');
    expect(
      within(screen.getByRole('list', { name: 'Questions 4–6 options: as read' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    // Then one letter each: a stem and its own options on question 4.
    await user.selectOptions(typeOf('Section 2, group 1'), 'One letter (choice)');
    expect(screen.queryByLabelText('Questions 4–6 options')).not.toBeInTheDocument();
    // A "one letter" group shows its questions' stems and options open; a typed-answers group keeps its stems folded.
    expect(screen.getByLabelText('Question 1 text')).not.toBeVisible();
    expect(screen.getByLabelText('Question 4 text')).toBeVisible();
    await user.type(screen.getByLabelText('Question 4 text'), 'Who runs the museum?');
    await user.click(screen.getByLabelText('Question 4 options'));
    await user.paste('A Dr Smith\nB Ms Jones');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    const body = sent.saves[0]!.body;
    expect(body.sections[0]).toMatchObject({ passage: '## Bees\n\nBees **dance**.' });
    expect(body.sections[0]!.groups[0]).toMatchObject({
      instructions: 'Write ONE WORD ONLY.',
      content: 'Bees [[1]] and [[2]].',
    });
    // The group's options are hidden for "one letter", not dropped.
    expect(body.sections[1]!.groups[0]).toMatchObject({
      type: 'choice',
      options: [
        { letter: 'A', text: 'Dr Smith' },
        { letter: 'B', text: 'Ms Jones' },
        { letter: 'C', text: 'Mr Brown' },
        { letter: 'D', text: 'Mrs Green' },
      ],
    });
    expect(body.sections[1]!.groups[0]!.questions[0]).toEqual({
      id: 'q4',
      num: 4,
      keys: ['museum'],
      prompt: 'Who runs the museum?',
      options: [
        { letter: 'A', text: 'Dr Smith' },
        { letter: 'B', text: 'Ms Jones' },
      ],
    });
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();

    // Opened again, from the server's copy: everything is there.
    first.unmount();
    await openEditor();
    expect(screen.getByLabelText('Part 1 passage')).toHaveValue('## Bees\n\nBees **dance**.');
    expect(typeOf('Section 2, group 1')).toHaveValue('choice');
    expect(screen.getByLabelText('Question 4 text')).toHaveValue('Who runs the museum?');
    expect(screen.getByLabelText('Question 4 options')).toHaveValue('A Dr Smith\nB Ms Jones');
    await user.selectOptions(typeOf('Section 2, group 1'), 'Matching (match)');
    expect(screen.getByLabelText('Questions 4–6 options')).toHaveValue(
      'A Dr Smith\nB Ms Jones\nC Mr Brown\nD Mrs Green',
    );
  }, 30_000);

  it('previews the passage’s Markdown and the content’s gaps as numbered boxes', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.click(screen.getByLabelText('Part 1 passage'));
    const text =
      '## The history of glass\n\nGlass was **rare**.\n\n| Year | Event |\n|---|---|\n| 1500 | Venice |';
    await user.paste(text);
    const preview = screen.getByRole('region', { name: 'Preview of Part 1 passage' });
    expect(
      await within(preview).findByRole(
        'heading',
        { level: 2, name: 'The history of glass' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByText('rare').tagName).toBe('STRONG');
    expect(within(preview).getByRole('cell', { name: 'Venice' })).toBeInTheDocument();
    expect(screen.getByText(`${text.length} / 60,000 characters`)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Questions 1–3: notes, summary or table'));
    await user.paste('- opens at [[1]]\n- closes at [[3]]');
    const gaps = screen.getByRole('region', { name: 'Preview of Questions 1–3 content' });
    expect(await within(gaps).findByLabelText('Box 1', {}, { timeout: 10_000 })).toHaveTextContent('1');
    expect(within(gaps).getByLabelText('Box 3')).toBeInTheDocument();
  }, 30_000);

  it('names a gap outside the group, or twice, at the content and in the summary, and does not save', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    const content = screen.getByLabelText('Questions 1–3: notes, summary or table');
    await user.click(content);
    await user.paste('Bees [[1]] and [[7]].');
    expect(content).toHaveAccessibleDescription(
      expect.stringContaining('The gap [[7]] is not a question of this group (1–3).'),
    );
    expect(
      within(screen.getByRole('region', { name: 'Fix 1 problem before saving' })).getByText(
        'Part 1, questions 1–3, notes, summary or table: The gap [[7]] is not a question of this group (1–3).',
      ),
    ).toBeInTheDocument();
    await user.clear(content);
    await user.paste('Bees [[1]] and [[1]].');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('The gap [[1]] appears twice.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.saves).toHaveLength(0);
  });

  it('names each option line’s problem, and the exam cannot be saved with one', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    await user.selectOptions(typeOf('Section 2, group 1'), 'Matching (match)');
    await user.click(screen.getByLabelText('Questions 4–6 options'));
    await user.paste('i The cost of repairs\nThe history of the site\nii A new plan\ni Safety');
    const problems = screen.getAllByRole('alert').find((alert) => within(alert).queryByText(/^Line 2:/))!;
    expect(problems).toHaveTextContent('Line 2: No letter: start the line with one, as in “A Dr Smith”.');
    expect(problems).toHaveTextContent('Line 4: The letter i appears twice.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.saves).toHaveLength(0);
  });

  it('shows the server’s error at the content field it names', async () => {
    signIn();
    mockLibraryApi({
      exam: savedExam(),
      save: () =>
        pbError(400, 'The exam has problems.', {
          'sections.1.groups.0.content': {
            code: 'gap',
            message: 'The gap [[9]] is not a question of this group (4–6).',
          },
        }),
    });
    const user = userEvent.setup();
    await openEditor();
    await user.type(screen.getByLabelText('Section 2, group 1, Instructions'), 'Choose TWO letters.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Not saved');
    expect(screen.getByLabelText('Questions 4–6: notes, summary or table')).toHaveAccessibleDescription(
      expect.stringContaining('The gap [[9]] is not a question of this group (4–6).'),
    );
  });

  it('keeps the new fields in the copy on this device', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    const first = await openEditor();
    await user.click(screen.getByLabelText('Part 2 passage'));
    await user.paste('A passage.');
    await user.selectOptions(typeOf('Section 1, group 1'), 'True/False/Not given (tfng)');
    await user.type(
      screen.getByLabelText('Section 1, group 1, Instructions'),
      'Choose TRUE, FALSE or NOT GIVEN.',
    );
    first.unmount();

    await openEditor();
    expect(screen.getByText('Restored your unsaved changes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Part 2 passage')).toHaveValue('A passage.');
    expect(typeOf('Section 1, group 1')).toHaveValue('tfng');
    expect(screen.getByLabelText('Section 1, group 1, Instructions')).toHaveValue(
      'Choose TRUE, FALSE or NOT GIVEN.',
    );
  });

  it('sets each group’s type from pasted keys, and the teacher can change it after', async () => {
    signIn();
    const sent = mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    expect(typeOf('Section 1, group 1')).toHaveValue('gap');
    await user.click(screen.getByRole('button', { name: 'Paste keys' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste the answer key' });
    await user.type(
      within(dialog).getByLabelText('Answer key'),
      '1 TRUE{enter}2 NOT GIVEN{enter}3 F{enter}4 C{enter}5 A{enter}6 B',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply 6 answers' }));
    expect(typeOf('Section 1, group 1')).toHaveValue('tfng');
    expect(typeOf('Section 2, group 1')).toHaveValue('choice');
    expect(
      await screen.findByText(
        'Filled 6 answers; questions 1–3 are now True/False/Not given (tfng), questions 4–6 are now One letter (choice). Save the exam to keep them.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(typeOf('Section 2, group 1'), 'Matching (match)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.saves).toHaveLength(1));
    expect(sent.saves[0]!.body.sections.map((s) => s.groups[0]!.type)).toEqual(['tfng', 'match']);
  });

  it('fills the passage from a PDF’s text, naming a page without text, asking before it replaces one', async () => {
    signIn();
    mockLibraryApi({ exam: savedExam() });
    const user = userEvent.setup();
    await openEditor();
    const passage = screen.getByLabelText('Part 1 passage');
    const picker = screen.getAllByLabelText('Fill from a PDF (its text)')[0]!;

    pdf.pages = [
      { page: 1, items: [] },
      { page: 2, items: [] },
    ];
    await user.upload(picker, pdfFile());
    expect(
      await screen.findByText(
        'This PDF has no text layer (scanned pages?) — type or paste the passage. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    expect(passage).toHaveValue('');

    pdf.pages = [
      { page: 1, items: [line('Glass was first made', 700), line('in Mesopotamia.', 686.8)] },
      { page: 2, items: [line('Romans blew it.', 700)] },
      { page: 3, items: [] },
    ];
    await user.upload(picker, pdfFile());
    await waitFor(() =>
      expect(passage).toHaveValue('Glass was first made in Mesopotamia.\n\nRomans blew it.'),
    );
    expect(
      screen.getByText('Page 3 has no text layer (a scanned page?) — type or paste its text.'),
    ).toBeInTheDocument();

    pdf.pages = [{ page: 1, items: [line('Another text.', 700)] }];
    await user.upload(picker, pdfFile());
    const ask = await screen.findByRole('alertdialog', { name: 'Replace Part 1’s passage?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(passage).toHaveValue('Glass was first made in Mesopotamia.\n\nRomans blew it.');
    await user.upload(picker, pdfFile());
    await user.click(await screen.findByRole('button', { name: 'Replace the passage' }));
    expect(passage).toHaveValue('Another text.');
  });
});
