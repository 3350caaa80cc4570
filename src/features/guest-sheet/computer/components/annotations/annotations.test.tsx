import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnnotatableRegion } from './annotatable-region';
import { AnnotationsProvider } from './annotations-provider';
import { readAnnotations } from '../../lib/annotations/storage';
import { NotesList } from './notes-list';

const ROOM = 'room1';
const UUID = 'guest-uuid-1';

function Screen({ cleared = false }: { cleared?: boolean }) {
  return (
    <AnnotationsProvider roomId={ROOM} uuid={UUID} cleared={cleared}>
      <NotesList regionIds={['passage:s1', 'group:g1']} />
      <AnnotatableRegion regionId="passage:s1" label="Passage">
        <p>
          The <strong>lighthouse</strong> was built in 1850.
        </p>
      </AnnotatableRegion>
      <AnnotatableRegion regionId="group:g1" label="Questions 1–2">
        <p>
          The keeper lived <input aria-label="Question 1" data-annotation-skip="" /> on the island.
        </p>
      </AnnotatableRegion>
    </AnnotationsProvider>
  );
}

/** Selects text of a region as a student's drag would, and lets the provider see it. */
function selectText(regionName: string, from: string, to: string) {
  const region = screen.getByRole('region', { name: regionName });
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const find = (text: string, end: boolean) => {
    for (const node of nodes) {
      const at = node.data.indexOf(text);
      if (at >= 0) return [node, end ? at + text.length : at] as const;
    }
    throw new Error(`no "${text}"`);
  };
  const range = document.createRange();
  range.setStart(...find(from, false));
  range.setEnd(...find(to, true));
  act(() => {
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** A click on a point of the region's text: user-event places the caret there, as a browser would. */
async function clickText(user: ReturnType<typeof userEvent.setup>, regionName: string, text: string) {
  const region = screen.getByRole('region', { name: regionName });
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // eslint-disable-next-line testing-library/no-node-access -- the element holding a text node, to click a point of that text
    const target = node.parentElement!;
    const at = target.textContent!.indexOf(text);
    if ((node as Text).data.includes(text) && at >= 0) {
      await user.pointer({ keys: '[MouseLeft]', target, offset: at + 1 });
      return;
    }
  }
  throw new Error(`no "${text}"`);
}

describe('highlights and notes', () => {
  it('highlights a selection from the toolbar, kept on the device', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.queryByRole('toolbar')).toBeNull();
    selectText('Passage', 'lighthouse', 'built');
    const toolbar = screen.getByRole('toolbar', { name: 'Selected text' });
    await user.click(within(toolbar).getByRole('button', { name: 'Highlight' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Text highlighted.');
    expect(readAnnotations(ROOM, UUID)).toEqual([
      expect.objectContaining({ regionId: 'passage:s1', start: 4, end: 24, note: '' }),
    ]);

    // Selecting inside it offers to take the highlight off again, which splits it.
    selectText('Passage', 'house', 'was');
    await user.click(screen.getByRole('button', { name: 'Remove highlight' }));
    expect(readAnnotations(ROOM, UUID).map(({ start, end }) => [start, end])).toEqual([
      [4, 9],
      [18, 24],
    ]);
  });

  it('reaches the toolbar with Tab from the region, before the answer boxes inside it', () => {
    render(<Screen />);
    screen.getByRole('region', { name: 'Questions 1–2' }).focus();
    selectText('Questions 1–2', 'keeper', 'lived');
    // user-event's Tab resets jsdom's selection as it moves focus, which a browser does not: the key itself.
    fireEvent.keyDown(screen.getByRole('region', { name: 'Questions 1–2' }), { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Highlight' })).toHaveFocus();
    // Enter on the focused button is its click (user-event's Enter would reset jsdom's selection first).
    fireEvent.click(screen.getByRole('button', { name: 'Highlight' }));
    expect(readAnnotations(ROOM, UUID)).toEqual([
      expect.objectContaining({ regionId: 'group:g1', start: 4, end: 16 }),
    ]);
  });

  it('highlights with the keyboard shortcut, and the region tells how', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const passage = screen.getByRole('region', { name: 'Passage' });
    expect(passage).toHaveAttribute('tabindex', '0');
    expect(passage).toHaveAccessibleDescription(/press Ctrl\+Shift\+H or Tab to the Highlight button/);
    selectText('Passage', 'built', '1850');
    await user.keyboard('{Control>}{Shift>}H{/Shift}{/Control}');
    expect(readAnnotations(ROOM, UUID)).toEqual([expect.objectContaining({ start: 19, end: 32 })]);
  });

  it('counts offsets in questions without the answer boxes, and a box still takes typing', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    selectText('Questions 1–2', 'keeper', 'island');
    await user.click(screen.getByRole('button', { name: 'Highlight' }));
    // "The keeper lived " + "" (the box) + " on the island."
    expect(readAnnotations(ROOM, UUID)).toEqual([
      expect.objectContaining({ regionId: 'group:g1', start: 4, end: 31 }),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'alone');
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('alone');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('adds, edits and removes a note, and removes the highlight', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    selectText('Passage', 'lighthouse', 'lighthouse');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a note' });
    expect(dialog).toHaveTextContent('lighthouse');
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.type(field, 'Built by whom?');
    expect(within(dialog).getByText('14 / 1,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Passage' })).toHaveFocus();
    expect(readAnnotations(ROOM, UUID)).toEqual([
      expect.objectContaining({ start: 4, end: 14, note: 'Built by whom?' }),
    ]);

    // Clicking the highlight opens its note to read and edit.
    await clickText(user, 'Passage', 'house');
    dialog = screen.getByRole('dialog', { name: 'Your note' });
    const edit = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(edit).toHaveValue('Built by whom?');
    await user.clear(edit);
    await user.type(edit, 'Check the year');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(readAnnotations(ROOM, UUID)[0]!.note).toBe('Check the year');

    // Deleting the note keeps the highlight.
    await clickText(user, 'Passage', 'house');
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    expect(readAnnotations(ROOM, UUID)).toEqual([expect.objectContaining({ start: 4, end: 14, note: '' })]);
    expect(screen.getByRole('status')).toHaveTextContent('Highlight kept, without a note.');

    // Clicking text that is not highlighted opens nothing.
    await clickText(user, 'Passage', '1850');
    expect(screen.queryByRole('dialog')).toBeNull();

    await clickText(user, 'Passage', 'light');
    await user.click(screen.getByRole('button', { name: 'Remove highlight' }));
    expect(readAnnotations(ROOM, UUID)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Highlight removed.');
  });

  it('lists the part’s notes to edit and delete by keyboard', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.getByRole('button', { name: 'Notes' })).toBeInTheDocument();
    selectText('Questions 1–2', 'island', 'island');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Which island?');
    await user.keyboard('{Enter}');
    // A textarea takes Enter as a new line; the button saves.
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    const notesButton = screen.getByRole('button', { name: 'Notes (1)' });
    notesButton.focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('dialog', { name: 'Your notes for this part' });
    expect(within(list).getByText('island')).toBeInTheDocument();
    expect(within(list).getByText(/Which island\?/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Edit note on “island”' }));
    const editor = screen.getByRole('dialog', { name: 'Your note' });
    await user.type(within(editor).getByRole('textbox', { name: 'Note' }), ' North?');
    await user.click(within(editor).getByRole('button', { name: 'Save note' }));
    expect(within(list).getByText(/North\?/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Delete note on “island”' }));
    expect(within(list).getByText(/No notes yet/)).toBeInTheDocument();
    // The highlight stays; only its note went.
    expect(readAnnotations(ROOM, UUID)).toEqual([
      expect.objectContaining({ regionId: 'group:g1', note: '' }),
    ]);
  });

  it('survives a reload from the device', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Screen />);
    selectText('Passage', 'lighthouse', 'lighthouse');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Remember');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    unmount();

    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Notes (1)' }));
    expect(screen.getByRole('dialog', { name: 'Your notes for this part' })).toHaveTextContent('Remember');
  });

  it('shows nothing and keeps nothing once cleared after the submission', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Screen />);
    selectText('Passage', 'lighthouse', 'lighthouse');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Gone soon');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('button', { name: 'Notes (1)' })).toBeInTheDocument();

    rerender(<Screen cleared />);
    expect(screen.getByRole('button', { name: 'Notes' })).toBeInTheDocument();
    expect(readAnnotations(ROOM, UUID)).toEqual([]);
    // A submitted sheet takes no more highlights.
    selectText('Passage', 'built', '1850');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
