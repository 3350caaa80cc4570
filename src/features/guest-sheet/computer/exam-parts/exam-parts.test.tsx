// The Start screen of a part and "Finish this part" (docs/architecture.md, "Exams one after another").
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExamStartPanel } from './exam-start-panel';
import { FinishPartDialog } from './finish-part-dialog';

describe('ExamStartPanel', () => {
  const part = { id: 'exam1', name: 'Reading', minutes: 60, questionCount: 40 };

  it('names the exam, its time and its questions, and takes the focus on its Start button', () => {
    render(<ExamStartPanel part={part} onStart={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('60 minutes · 40 questions');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
  });

  it('starts its exam from the keyboard', async () => {
    const onStart = vi.fn();
    const user = userEvent.setup();
    render(<ExamStartPanel part={{ ...part, minutes: 1, questionCount: 1 }} onStart={onStart} />);
    expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('1 minute · 1 question');
    await user.keyboard('{Enter}');
    expect(onStart).toHaveBeenCalledWith('exam1');
  });

  it('cannot be pressed twice while starting', () => {
    render(<ExamStartPanel part={part} onStart={vi.fn()} starting />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });
});

describe('FinishPartDialog', () => {
  it('asks first, and Cancel finishes nothing', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<FinishPartDialog examId="exam1" onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Finish this part' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Finish this part?' });
    expect(dialog).toHaveAccessibleDescription('You cannot come back to this part.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish this part' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('finishes the part when Finish is pressed', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<FinishPartDialog examId="exam1" onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Finish this part' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('exam1');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
