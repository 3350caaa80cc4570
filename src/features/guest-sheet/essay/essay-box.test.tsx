// The paper sheet's Writing box (docs/architecture.md, "Writing and marking"): a plain text box that counts
// words as the server does, takes 30,000 characters and not one more, and shows the recommended minutes.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SheetRow } from '../lib/sheet';
import { AnswerSheet } from '../components/answer-sheet';

const row = (num: number, minWords: number): SheetRow => ({
  key: `g${num}-${num}`,
  num,
  questionId: `q${num}`,
  examId: 'w',
  examName: 'Writing',
  sectionId: `s${num}`,
  sectionName: `Task ${num}`,
  groupEnd: true,
  essay: { minWords },
});

function Sheet({ onChange }: { onChange?: (id: string, value: string) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <AnswerSheet
      rows={[row(1, 150), row(2, 250)]}
      values={values}
      readOnly={false}
      onChange={(id, value) => {
        onChange?.(id, value);
        setValues((old) => ({ ...old, [id]: value }));
      }}
    />
  );
}

describe('EssayBox on the paper sheet', () => {
  it('shows Task 1 and Task 2 as plain text boxes with their recommended minutes', async () => {
    render(<Sheet />);
    const task1 = await screen.findByRole('textbox', { name: 'Task 1' });
    const task2 = screen.getByRole('textbox', { name: 'Task 2' });
    expect(task1.tagName).toBe('TEXTAREA');
    expect(task1).toHaveAttribute('spellcheck', 'false');
    expect(task1).toHaveAttribute('autocomplete', 'off');
    expect(task1).toHaveAttribute('autocorrect', 'off');
    expect(task1).toHaveAttribute('autocapitalize', 'off');
    expect(screen.getByText('About 20 minutes')).toBeInTheDocument();
    expect(screen.getByText('About 40 minutes')).toBeInTheDocument();
    expect(task2).toHaveAccessibleDescription('0 words · at least 250');
  });

  it('counts words in a polite live region, at most once a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Sheet />);
      const task1 = await screen.findByRole('textbox', { name: 'Task 1' });
      const count = screen.getAllByText('0 words · at least 150')[0]!;
      expect(count).toHaveAttribute('aria-live', 'polite');
      expect(task1).toHaveAccessibleDescription(count.textContent!);
      await act(async () => vi.advanceTimersByTime(1100));
      fireEvent.change(task1, { target: { value: 'A well-known fact - in 2026, rain rose.' } });
      fireEvent.change(task1, { target: { value: 'A well-known fact - in 2026, rain rose. Then' } });
      // Not read out at every key: still the count of a moment ago.
      expect(count).toHaveTextContent('0 words · at least 150');
      await act(async () => vi.advanceTimersByTime(1000));
      // `-` alone is no word; `well-known` and `2026` are one each.
      expect(count).toHaveTextContent('8 words · at least 150');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes 30,000 characters and not 30,001', async () => {
    const onChange = vi.fn();
    render(<Sheet onChange={onChange} />);
    const task2 = await screen.findByRole('textbox', { name: 'Task 2' });
    expect(task2).toHaveAttribute('maxlength', '30000');
    fireEvent.change(task2, { target: { value: 'é'.repeat(30000) } });
    expect(onChange).toHaveBeenLastCalledWith('q2', 'é'.repeat(30000));
    fireEvent.change(task2, { target: { value: 'x'.repeat(30001) } });
    expect(onChange).toHaveBeenLastCalledWith('q2', 'x'.repeat(30000));
    expect((task2 as HTMLTextAreaElement).value).toHaveLength(30000);
  });
});
