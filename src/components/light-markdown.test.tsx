import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdown, markGaps, splitMarkedGaps } from './light-markdown';

describe('splitMarkedGaps', () => {
  it('finds each gap between the words, in order', () => {
    expect(splitMarkedGaps(markGaps('The [[14]] was built in [[ 15 ]].'))).toEqual([
      'The ',
      14,
      ' was built in ',
      15,
      '.',
    ]);
  });
  it('leaves a text without gaps whole', () => {
    expect(splitMarkedGaps('no gaps [here]')).toEqual(['no gaps [here]']);
  });
});

describe('LightMarkdown', () => {
  it('renders headings, emphasis, lists and tables as elements', () => {
    render(
      <LightMarkdown
        source={
          '## The Tower\n\nBuilt **in 1889**, *briefly* the tallest.\n\n- iron\n- paint\n\n| Year | Event |\n|---|---|\n| 1889 | opened |'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The Tower' })).toBeInTheDocument();
    expect(screen.getByText('in 1889').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'opened' })).toBeInTheDocument();
  });

  it('puts what renderGap returns in every gap, a table cell too', () => {
    render(
      <LightMarkdown
        source={'Notes: the [[1]] opens at [[2]].\n\n| Day | Price |\n|---|---|\n| Monday | [[3]] |'}
        renderGap={(n) => <input aria-label={`Question ${n}`} />}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toBeInTheDocument();
    const cell = screen.getAllByRole('cell')[1]!;
    expect(within(cell).getByRole('textbox', { name: 'Question 3' })).toBeInTheDocument();
  });

  it('shows raw HTML as text and a link as its words', () => {
    const { container } = render(
      <LightMarkdown source={'<img src=x onerror="alert(1)"> and [a site](javascript:alert(1))'} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('a site');
  });
});

describe('LightMarkdown blocks', () => {
  it('puts the paragraphs straight inside its element, where the stylesheet spaces them', () => {
    render(<LightMarkdown source={'First paragraph.\n\nSecond paragraph.'} />);
    const first = screen.getByText('First paragraph.');
    expect(first.tagName).toBe('P');
    // eslint-disable-next-line testing-library/no-node-access -- the structure is what the CSS relies on
    expect(first.parentElement).toHaveAttribute('data-slot', 'light-markdown');
  });
});
