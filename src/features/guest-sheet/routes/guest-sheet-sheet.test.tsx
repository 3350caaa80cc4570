// The answer sheet itself: boxes, headings, dividers, columns, the Enter key, Paperwork and the theme.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch, roomOfSize, smallRoom } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';

const print = vi.fn();
vi.mock('react-to-print', () => ({ useReactToPrint: () => print }));

const initialWidth = window.innerWidth;
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
afterEach(() => {
  setWidth(initialWidth);
  print.mockReset();
  vi.useRealTimers();
});

/** Renders the room and closes the welcome dialog. */
async function openSheet(room = smallRoom()) {
  const user = userEvent.setup();
  mockGuestApi({ search: guestSearch(room) });
  const view = renderSheet();
  await user.click(await screen.findByRole('button', { name: "Let's go" }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, ...view };
}

describe('the answer sheet', () => {
  it('has one box per number, labelled by its number, with exam and section headings', async () => {
    await openSheet();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(16);
    expect(screen.getByRole('heading', { level: 2, name: 'Listening' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reading' })).toBeInTheDocument();

    const part1 = screen.getByRole('group', { name: 'Part 1' });
    expect(
      within(part1)
        .getAllByRole('textbox')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `Question ${i + 1}`));
    const passage1 = screen.getByRole('group', { name: 'Passage 1' });
    expect(within(passage1).getByRole('textbox', { name: 'Question 6' })).toBeInTheDocument();
  });

  it('limits answers to 50 characters and turns browser suggestions off', async () => {
    await openSheet();
    const box = within(screen.getByRole('group', { name: 'Part 1' })).getByRole('textbox', {
      name: 'Question 1',
    });
    expect(box).toHaveAttribute('maxlength', '50');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('spellcheck', 'false');
  });

  it('disables a number that has no question', async () => {
    await openSheet();
    const part1 = screen.getByRole('group', { name: 'Part 1' });
    expect(within(part1).getByRole('textbox', { name: 'Question 7' })).toBeDisabled();
    expect(within(part1).getByRole('textbox', { name: 'Question 6' })).toBeEnabled();
  });

  it('draws a divider after each group', async () => {
    await openSheet();
    expect(within(screen.getByRole('group', { name: 'Part 1' })).getAllByRole('separator')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Passage 1' })).getAllByRole('separator')).toHaveLength(
      1,
    );
  });

  it('moves to the next box that takes an answer on Enter', async () => {
    const { user } = await openSheet();
    const part1 = screen.getByRole('group', { name: 'Part 1' });
    await user.click(within(part1).getByRole('textbox', { name: 'Question 5' }));
    await user.keyboard('five{Enter}');
    expect(within(part1).getByRole('textbox', { name: 'Question 6' })).toHaveFocus();
    await user.keyboard('six{Enter}');
    expect(within(part1).getByRole('textbox', { name: 'Question 8' })).toHaveFocus();
    await user.click(within(part1).getByRole('textbox', { name: 'Question 10' }));
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('group', { name: 'Passage 1' })).getByRole('textbox', { name: 'Question 1' }),
    ).toHaveFocus();
    expect(within(part1).getByRole('textbox', { name: 'Question 5' })).toHaveValue('five');
  });
});

describe('columns', () => {
  const columns = () => screen.getAllByTestId('sheet-column');

  it('splits 21 boxes into two columns on a 1025 px window, the left getting 11', async () => {
    setWidth(1025);
    await openSheet(roomOfSize(21));
    expect(columns()).toHaveLength(2);
    expect(within(columns()[0]!).getAllByRole('textbox')).toHaveLength(11);
    expect(within(columns()[1]!).getAllByRole('textbox')).toHaveLength(10);
    expect(within(columns()[1]!).getByRole('group', { name: 'Part 1 (continued)' })).toBeInTheDocument();
  });

  it('keeps one column on a 1024 px window', async () => {
    setWidth(1024);
    await openSheet(roomOfSize(21));
    expect(columns()).toHaveLength(1);
  });

  it('keeps one column for 20 boxes', async () => {
    setWidth(1025);
    await openSheet(roomOfSize(20));
    expect(columns()).toHaveLength(1);
  });

  it('looks again 250 ms after the window is resized', async () => {
    setWidth(800);
    await openSheet(roomOfSize(30));
    expect(columns()).toHaveLength(1);
    vi.useFakeTimers();
    setWidth(1280);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    act(() => vi.advanceTimersByTime(249));
    expect(columns()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(columns()).toHaveLength(2);
  });
});

describe('paperwork', () => {
  it('switches views with the side toggle and shows the media with alt text', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = await openSheet();
    const toggle = screen.getByRole('group', { name: 'View' });
    const sheetButton = within(toggle).getByRole('button', { name: 'Answer sheet' });
    const paperButton = within(toggle).getByRole('button', { name: 'Paperwork' });
    expect(sheetButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(paperButton);
    expect(paperButton).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(
      screen.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['Listening, Part 1', '/api/files/sections/sec0/part1.png'],
      ['Listening, Part 1, questions 6–10', '/api/files/section_questions/g1/map.png'],
    ]);

    await user.click(sheetButton);
    expect(screen.getAllByRole('textbox')).toHaveLength(16);
    scrollTo.mockRestore();
  });

  it('keeps each view at its own scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = await openSheet();
    const scrolled = (y: number) =>
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });

    scrolled(640);
    await user.click(screen.getByRole('button', { name: 'Paperwork' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolled(120);
    await user.click(screen.getByRole('button', { name: 'Answer sheet' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    scrolled(640);
    await user.click(screen.getByRole('button', { name: 'Paperwork' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    scrolled(0);
    scrollTo.mockRestore();
  });

  it('prints 500 ms after "Print Document"', async () => {
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Paperwork' }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Print Document' }));
    act(() => vi.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the layout', () => {
  it('has a dark-mode toggle that is remembered', async () => {
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('isDarkmode')).toBe('true');
  });
});
