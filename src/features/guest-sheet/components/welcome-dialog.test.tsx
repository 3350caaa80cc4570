import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomeDialog } from './welcome-dialog';

const noop = () => {};

describe('the welcome dialog', () => {
  it("gives the paper sheet's how-to in a paper room", () => {
    render(<WelcomeDialog open name="Ada" delivery="paper" onClose={noop} onClosed={noop} />);
    expect(screen.getByRole('dialog', { name: 'Welcome, Ada' })).toHaveAccessibleDescription(
      'Type your answers into the numbered boxes; they are saved as you type. Switch to Paperwork to see the question paper.',
    );
  });

  it("gives the test on computer's how-to in a computer room", () => {
    render(<WelcomeDialog open name="Ada" delivery="computer" onClose={noop} onClosed={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome, Ada' });
    expect(dialog).toHaveAccessibleDescription(
      'Each part shows its questions, with its reading passage beside them where it has one; your answers are saved as you go. The bar at the foot shows the parts of the test you are in and every question: answered, flagged for Review, or not yet answered. Hide and Settings are at the top.',
    );
    expect(dialog).not.toHaveTextContent('Paperwork');
  });
});
