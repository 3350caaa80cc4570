import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@test/render';
import { checkSpelling } from './spelling-client';
import { SpellingCheck } from './spelling-check';

// The worker (and its dictionaries) is the e2e's to run; here it answers what the test says.
vi.mock('./spelling-client', () => ({ checkSpelling: vi.fn() }));
const check = vi.mocked(checkSpelling);

const ESSAY = 'Goverment 📈 must recieve more money.';
const UNKNOWN = [
  { start: 0, end: 9, text: 'Goverment' },
  { start: 18, end: 25, text: 'recieve' },
];

// jsdom has no CSS Custom Highlight API: a stand-in that keeps what the component registers.
const highlights = new Map<string, Range[]>();
beforeEach(() => {
  highlights.clear();
  vi.stubGlobal(
    'Highlight',
    class {
      ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
  vi.stubGlobal('CSS', {
    highlights: {
      set: (name: string, h: { ranges: Range[] }) => highlights.set(name, h.ranges),
      delete: (name: string) => highlights.delete(name),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  check.mockReset();
});

function Screen({ text = ESSAY }: { text?: string }) {
  const essay = useRef<HTMLDivElement>(null);
  return (
    <>
      <SpellingCheck text={text} essay={essay} />
      <div ref={essay} data-testid="essay">
        {text}
      </div>
    </>
  );
}
const show = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Screen />
    </QueryClientProvider>,
  );
const underlined = () => (highlights.get('marking-spelling') ?? []).map((range) => range.toString());

describe('SpellingCheck', () => {
  it('is off until the marker turns it on, then counts and underlines the unknown words', async () => {
    check.mockResolvedValue(UNKNOWN);
    show();
    const toggle = screen.getByRole('checkbox', { name: 'Underline spelling' });
    expect(toggle).not.toBeChecked();
    expect(check).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(
      await screen.findByText('2 words in neither a British nor an American dictionary'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 words in neither a British nor an American dictionary, underlined: Goverment, recieve',
    );
    expect(check).toHaveBeenCalledWith(ESSAY);
    expect(underlined()).toEqual(['Goverment', 'recieve']);
    expect(localStorage.getItem('answersheet_marking_spelling')).toBe('on');
  });

  it('redraws the underline when a comment cuts the essay into pieces, and removes it when turned off', async () => {
    check.mockResolvedValue(UNKNOWN);
    localStorage.setItem('answersheet_marking_spelling', 'on');
    show();
    await screen.findByText(/2 words/);
    // A comment on "must rec": the essay's text now spans three nodes, one word across two of them.
    const essay = screen.getByTestId('essay');
    essay.innerHTML = 'Goverment 📈 <mark>must rec</mark>ieve more money.';
    await vi.waitFor(() => expect(underlined()).toEqual(['Goverment', 'recieve']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Underline spelling' }));
    expect(highlights.has('marking-spelling')).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(localStorage.getItem('answersheet_marking_spelling')).toBe('off');
  });

  it('counts one word and repeated words once each', async () => {
    check.mockResolvedValue([
      { start: 0, end: 3, text: 'teh' },
      { start: 4, end: 7, text: 'teh' },
    ]);
    localStorage.setItem('answersheet_marking_spelling', 'on');
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Screen text="teh teh" />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^2 words .*underlined: teh \(×2\)$/),
    );
  });

  it('says so quietly when every word is known, and when the dictionaries fail to load', async () => {
    check.mockResolvedValueOnce([]);
    localStorage.setItem('answersheet_marking_spelling', 'on');
    const { unmount } = show();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Every word is in a British or an American dictionary.',
      ),
    );
    expect(underlined()).toEqual([]);
    unmount();

    check.mockRejectedValueOnce(new Error('index.dic: 404'));
    show();
    expect(
      await screen.findByText(
        'Spelling could not be checked: the dictionaries did not load. Marking works as before.',
      ),
    ).toBeInTheDocument();
    expect(highlights.has('marking-spelling')).toBe(false);
  });
});
