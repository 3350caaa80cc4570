import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestReviewEntry, SheetGroup } from '@/lib/api-types';
import { MatchGroup } from './match-group';

const group: SheetGroup = {
  id: 'g1',
  type: 'match',
  from_question: 14,
  to_question: 16,
  media: [],
  instructions: 'Choose the correct heading. You may use any letter more than once.',
  options: [
    { letter: 'i', text: 'The cost of the bridge' },
    { letter: 'ii', text: 'A change of plan' },
    { letter: 'iv', text: 'Opening day' },
  ],
  slots: [
    { num: 14, questionId: 'q14', prompt: 'Paragraph A' },
    { num: 15, questionId: 'q15', prompt: 'Paragraph B' },
    { num: 16, questionId: null, prompt: null },
  ],
};

function Harness({
  initial = {},
  readOnly,
  verdicts,
  onChange,
}: {
  initial?: Record<string, string>;
  readOnly?: boolean;
  verdicts?: ReadonlyMap<string, GuestReviewEntry>;
  onChange?: (questionId: string, value: string) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <MatchGroup
      group={group}
      values={values}
      readOnly={readOnly}
      verdicts={verdicts}
      onChange={(questionId, value) => {
        onChange?.(questionId, value);
        setValues((previous) => ({ ...previous, [questionId]: value }));
      }}
    />
  );
}

const option = (name: RegExp) => screen.getByRole('button', { name });

describe('MatchGroup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks an option by click and places it in a gap by click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(option(/^iv Opening day/));
    expect(option(/^iv Opening day/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Selected: iv Opening day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place iv in question 15' }));
    expect(onChange).toHaveBeenCalledWith('q15', 'iv');
    expect(screen.getByRole('button', { name: 'Question 15: iv, Opening day' })).toHaveTextContent(
      'iv Opening day',
    );
    expect(option(/^iv Opening day/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('picks and places by keyboard, an option answering more than one question', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    option(/^ii A change/).focus();
    await user.keyboard('{Enter}');
    expect(option(/^ii A change/)).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Place ii in question 14' }).focus();
    await user.keyboard('{Enter}');
    option(/^ii A change/).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Place ii in question 15' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([
      ['q14', 'ii'],
      ['q15', 'ii'],
    ]);
    expect(screen.getByRole('button', { name: 'Question 14: ii, A change of plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 15: ii, A change of plan' })).toBeInTheDocument();
  });

  it('cancels a pick with Escape, and a gap without a pick asks for an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    option(/^i The cost/).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(option(/^i The cost/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Question 14: no answer' }));
    expect(screen.getByText('Choose an option first, then the gap of question 14.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears a placed answer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ q14: 'i' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove answer from question 14' }));
    expect(onChange).toHaveBeenCalledWith('q14', '');
    expect(screen.getByRole('button', { name: 'Question 14: no answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove answer/ })).toBeNull();
  });

  it('shows restored values, a letter it does not list as is, and leaves out a slot without a question', () => {
    render(<Harness initial={{ q14: 'iv', q15: 'x' }} />);
    expect(screen.getByRole('button', { name: 'Question 14: iv, Opening day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 15: x' })).toBeInTheDocument();
    expect(screen.queryByText('16')).toBeNull();
    expect(screen.getByText('Paragraph A')).toBeInTheDocument();
  });

  it('is read only: nothing to pick, place or clear; review marks shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const verdicts = new Map<string, GuestReviewEntry>([
      ['q14', { examId: 'e1', num: 14, answer: 'iv', keys: ['ii'], correct: false }],
    ]);
    render(<Harness initial={{ q14: 'iv' }} readOnly verdicts={verdicts} onChange={onChange} />);
    const chip = option(/^iv Opening day/);
    expect(chip).toHaveAttribute('aria-disabled', 'true');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /Place|Remove answer/ })).toBeNull();
    const gap = screen.getByRole('group', { name: 'Question 14: iv, Opening day' });
    expect(await screen.findByText('Wrong')).toBeInTheDocument();
    expect(gap).toHaveAccessibleDescription('Wrong Accepted: ii');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drags with the keyboard sensor: Space, arrows through the gaps, Space, with announcements', async () => {
    // jsdom lays nothing out: each gap gets a box of its own so the drag has somewhere to go.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const index = ['q14', 'q15'].indexOf(this.dataset.matchGap ?? '');
      const top = index < 0 ? 0 : 100 + index * 60;
      return {
        x: 0,
        y: top,
        left: 0,
        top,
        width: 200,
        height: 40,
        right: 200,
        bottom: top + 40,
        toJSON: () => ({}),
      };
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const chip = option(/^i The cost/);
    chip.focus();
    fireEvent.keyDown(chip, { code: 'Space', key: ' ' });
    expect(await screen.findByText(/Picked up option i, The cost of the bridge/)).toBeInTheDocument();
    fireEvent.keyDown(chip, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(chip, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(await screen.findByText('Option i is over the gap of question 15.')).toBeInTheDocument();
    fireEvent.keyDown(chip, { code: 'Space', key: ' ' });
    expect(onChange).toHaveBeenCalledWith('q15', 'i');
    expect(await screen.findByText('Option i placed in question 15.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Options' })).getAllByRole('button')).toHaveLength(3);
  });
});
