// The Start screen of a part and "Finish the Reading test" (docs/architecture.md, "Exams one after another").
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
  it('names its test, asks first counting the unanswered questions, and Cancel finishes nothing', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<FinishPartDialog examId="exam1" testName="Reading" unanswered={3} onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Finish the Reading test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Finish the Reading test?' });
    expect(dialog).toHaveAccessibleDescription(
      'You have 3 unanswered questions. Once finished, the Reading test cannot be opened again.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish the Reading test' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('finishes the test when Finish is pressed', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<FinishPartDialog examId="exam1" testName="Reading" unanswered={0} onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Finish the Reading test' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'You have answered every question. Once finished, the Reading test cannot be opened again.',
    );
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('exam1');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('finishes no Listening test while its recording is on, and says why', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    let playing = true;
    render(
      <FinishPartDialog
        examId="exam0"
        testName="Listening"
        unanswered={0}
        recordingOn={() => playing}
        onFinish={onFinish}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Finish the Listening test' }));
    const dialog = screen.getByRole('alertdialog', { name: 'The recording has not ended' });
    expect(dialog).toHaveAccessibleDescription(
      'You can finish the Listening test once its recording has ended.',
    );
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the test' }));
    playing = false;
    await user.click(screen.getByRole('button', { name: 'Finish the Listening test' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith('exam0');
  });
});
