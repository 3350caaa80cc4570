// The test on computer's screen, rendered by the guest route as a computer room gets it: the controls per
// group type and what they send, the bar, Hide, the settings and the divider.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer, GuestSearchResponse } from '@/lib/api-types';
import { mockGuestApi } from '@test/guest-api';
import { guestSearch } from '@test/guest-fixtures';
import { renderSheet } from '@test/render-sheet';
import { GUEST_UUID_KEY } from '../../lib/guest-id';
import { readAnnotations } from '../lib/annotations/storage';
import { SETTINGS_KEY } from '../lib/screen-settings';
import { computerRoom } from '../lib/test-room';

const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
beforeEach(() => localStorage.setItem(GUEST_UUID_KEY, uuid));
afterEach(() => localStorage.clear());

const draft = (answers: Answer[], flags: string[] = []): Partial<GuestSearchResponse> => ({
  pendingSubmission: { answers, flags, updated: '2026-11-25 10:00:00.000Z' },
});

async function openScreen(extra: Partial<GuestSearchResponse> = {}) {
  const user = userEvent.setup();
  const sent = mockGuestApi({ search: guestSearch(computerRoom(), extra) });
  const view = renderSheet();
  // A student who started before goes straight on, with no welcome.
  if (extra.timing?.started) await screen.findByRole('region', { name: 'Questions' }, { timeout: 12_000 });
  else await user.click(await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, sent, ...view };
}

/** The answers of the last draft sent, once one has `expected`. */
async function expectSent(sent: { drafts: { raw: { answers: Answer[] } }[] }, expected: Answer[]) {
  await waitFor(
    () => {
      const last = sent.drafts[sent.drafts.length - 1];
      for (const answer of expected) expect(last?.raw.answers).toContainEqual(answer);
    },
    { timeout: 8000 },
  );
}

/** Inside an inert part of the page (no query sees `inert`: it is an ancestor's attribute). */
// eslint-disable-next-line testing-library/no-node-access
const isInert = (element: HTMLElement) => element.closest('[inert]') !== null;

const questions = () => screen.getByRole('region', { name: 'Questions' });
const bar = () => screen.getByRole('navigation', { name: 'Questions' });
const next = () => within(bar()).getByRole('button', { name: 'Next question' });
const previous = () => within(bar()).getByRole('button', { name: 'Previous question' });

describe('the controls of Part 1', () => {
  it('puts a box in each gap of the content, the rest after it, and sends what is typed', async () => {
    const { user, sent } = await openScreen();
    const gap = await within(questions()).findByRole('textbox', { name: 'Question 1' });
    expect(within(questions()).getByText('Write ONE WORD for each answer.')).toBeInTheDocument();
    const nameLine = within(questions()).getByText('Name', { selector: 'p' });
    expect(within(nameLine).getByRole('textbox', { name: 'Question 1' })).toBe(gap);
    const streetLine = within(questions()).getByText('Street', { selector: 'p' });
    expect(within(streetLine).getByRole('textbox', { name: 'Question 2' })).toBeInTheDocument();
    // Not in the content: a box of its own after it.
    expect(within(questions()).getByRole('textbox', { name: 'Question 3' })).toBeInTheDocument();
    expect(within(nameLine).queryByRole('textbox', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(within(streetLine).queryByRole('textbox', { name: 'Question 3' })).not.toBeInTheDocument();
    await user.type(gap, 'Smith');
    await expectSent(sent, [{ questionId: '0-q1', value: 'Smith' }]);
  });

  it("sends a choice's letter from the question's own options, and restores it", async () => {
    const { user, sent } = await openScreen(draft([{ questionId: '0-q5', value: 'C' }]));
    const q4 = within(questions()).getByRole('group', { name: /Why question 4\?/ });
    await user.click(within(q4).getByRole('radio', { name: /Reason 4 B/ }));
    await expectSent(sent, [{ questionId: '0-q4', value: 'B' }]);
    const q5 = within(questions()).getByRole('group', { name: /Why question 5\?/ });
    expect(within(q5).getByRole('radio', { name: /Reason 5 C/ })).toBeChecked();
  });
});

describe('the controls of Part 2', () => {
  async function openPart2(extra: Partial<GuestSearchResponse> = {}) {
    const opened = await openScreen(extra);
    await opened.user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    await within(questions()).findByRole('heading', { name: /Part 2/ });
    return opened;
  }

  it('sends TRUE / FALSE / NOT GIVEN as the words, and shows the passage', async () => {
    const { user, sent } = await openPart2(draft([{ questionId: '0-q7', value: 'FALSE' }]));
    expect(
      await within(screen.getByRole('region', { name: 'Passage' })).findByRole('heading', {
        name: 'The passage',
      }),
    ).toBeInTheDocument();
    const q6 = within(questions()).getByRole('group', { name: /^6/ });
    await user.click(within(q6).getByRole('radio', { name: 'NOT GIVEN' }));
    await expectSent(sent, [{ questionId: '0-q6', value: 'NOT GIVEN' }]);
    expect(
      within(within(questions()).getByRole('group', { name: /^7/ })).getByRole('radio', { name: 'FALSE' }),
    ).toBeChecked();
  });

  it('allows exactly two ticks in a choose-two group, sends them in letter order and says why a third is off', async () => {
    const { user, sent } = await openPart2();
    const multi = within(questions()).getByRole('group', { name: /choose 2 letters/ });
    await user.click(within(multi).getByRole('checkbox', { name: /Idea D/ }));
    await user.click(within(multi).getByRole('checkbox', { name: /Idea B/ }));
    expect(within(multi).getByRole('checkbox', { name: /Idea A/ })).toBeDisabled();
    expect(within(multi).getByRole('checkbox', { name: /Idea D/ })).toBeEnabled();
    expect(within(multi).getByText(/You have chosen 2 letters/)).toBeInTheDocument();
    await expectSent(sent, [
      { questionId: '0-q8', value: 'B' },
      { questionId: '0-q9', value: 'D' },
    ]);
    await user.click(within(multi).getByRole('checkbox', { name: /Idea D/ }));
    expect(within(multi).getByRole('checkbox', { name: /Idea A/ })).toBeEnabled();
  });

  it('ticks a choose-two group again from a draft', async () => {
    await openPart2(
      draft([
        { questionId: '0-q8', value: 'C' },
        { questionId: '0-q9', value: 'E' },
      ]),
    );
    const multi = within(questions()).getByRole('group', { name: /choose 2 letters/ });
    expect(within(multi).getByRole('checkbox', { name: /Idea C/ })).toBeChecked();
    expect(within(multi).getByRole('checkbox', { name: /Idea E/ })).toBeChecked();
    expect(within(multi).getByRole('checkbox', { name: /Idea A/ })).toBeDisabled();
  });

  it('matches by click and by keyboard, sending the letter chosen per question', async () => {
    const { user, sent } = await openPart2(draft([{ questionId: '0-q11', value: 'A' }]));
    const option = (letter: string) =>
      within(questions()).findByRole('button', { name: new RegExp(`^${letter} Heading ${letter}`) });
    await user.click(await option('C'));
    await user.click(within(questions()).getByRole('button', { name: 'Place C in question 10' }));
    await expectSent(sent, [{ questionId: '0-q10', value: 'C' }]);
    (await option('B')).focus();
    await user.keyboard('{Enter}');
    within(questions()).getByRole('button', { name: 'Place B in question 11' }).focus();
    await user.keyboard('{Enter}');
    await expectSent(sent, [
      { questionId: '0-q10', value: 'C' },
      { questionId: '0-q11', value: 'B' },
    ]);
    expect(
      within(questions()).getByRole('button', { name: 'Question 11: B, Heading B' }),
    ).toBeInTheDocument();
  });
});

describe('the bar', () => {
  it('says per number whether it is answered, flagged and current, and flags with Review', async () => {
    const { user } = await openScreen(draft([{ questionId: '0-q2', value: 'Elm' }], ['0-q2']));
    expect(
      within(bar()).getByRole('button', { name: 'Question 2, answered, flagged for review' }),
    ).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Question 1, unanswered, current' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(bar()).getByRole('button', { name: /Part 2/ })).toHaveTextContent('0 of 6 answered');
    await user.click(within(bar()).getByRole('button', { name: /Question 3/ }));
    expect(within(questions()).getByRole('textbox', { name: 'Question 3' })).toHaveFocus();
    await user.click(within(bar()).getByRole('checkbox', { name: 'Review' }));
    expect(
      within(bar()).getByRole('button', { name: 'Question 3, unanswered, flagged for review, current' }),
    ).toBeInTheDocument();
  });

  it('goes to the next and previous question across parts, focusing its control', async () => {
    const { user } = await openScreen();
    await user.click(within(bar()).getByRole('button', { name: /Question 5/ }));
    await user.click(next());
    await within(questions()).findByRole('heading', { name: /Part 2/ });
    await waitFor(() =>
      expect(
        within(within(questions()).getByRole('group', { name: /^6/ })).getAllByRole('radio')[0],
      ).toHaveFocus(),
    );
    expect(
      within(bar()).getByRole('button', { name: /Question 6, unanswered, current/ }),
    ).toBeInTheDocument();
    await user.click(previous());
    await within(questions()).findByRole('heading', { name: /Part 1/ });
    expect(
      within(bar()).getByRole('button', { name: /Question 5, unanswered, current/ }),
    ).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: /Question 1,/ }));
    expect(previous()).toBeDisabled();
  });

  it('shows a part switched to from its top, and keeps the scroll on a move within the part', async () => {
    const { user } = await openScreen();
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    await within(questions()).findByRole('heading', { name: /Part 2/ });
    // jsdom does not scroll: each pane holds the scrollTop it is given.
    const scrolled = (pane: HTMLElement) => {
      Object.defineProperty(pane, 'scrollTop', { value: 300, writable: true, configurable: true });
      return pane;
    };
    const questionsPane = scrolled(questions());
    const passagePane = scrolled(
      // eslint-disable-next-line testing-library/no-node-access -- the passage's scrolling pane has no role
      screen.getByRole('region', { name: 'Passage' }).closest<HTMLElement>('main > div')!,
    );
    const main = scrolled(screen.getByRole('main'));
    await user.click(within(bar()).getByRole('button', { name: /Question 7,/ }));
    expect([questionsPane.scrollTop, passagePane.scrollTop, main.scrollTop]).toEqual([300, 300, 300]);
    await user.click(within(bar()).getByRole('button', { name: /Part 1/ }));
    await within(questions()).findByRole('heading', { name: /Part 1/ });
    expect(questions()).toBe(questionsPane);
    expect([questionsPane.scrollTop, main.scrollTop]).toEqual([0, 0]);
  });

  it('gives a part without passage or paperwork the whole width, and puts the focus on the heading of a part shown', async () => {
    const { user } = await openScreen();
    // Part 1 has neither: no passage pane, no divider.
    expect(screen.queryByRole('region', { name: 'Passage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    const heading = await within(questions()).findByRole('heading', { name: /Part 2/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Passage' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('returns after a reload to the part and question the student was on, without the welcome', async () => {
    const now = new Date().toISOString().replace('T', ' ');
    const started = { timing: { limit: 0, started: now, deadline: null, now } };
    const { user, unmount } = await openScreen(started);
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    await user.click(await within(bar()).findByRole('button', { name: /Question 8,/ }));
    unmount();
    await openScreen(started);
    expect(screen.queryByRole('dialog', { name: /Welcome/ })).not.toBeInTheDocument();
    expect(await within(questions()).findByRole('heading', { name: /Part 2/ })).toBeInTheDocument();
    expect(
      within(bar()).getByRole('button', { name: /Question 8, unanswered, current/ }),
    ).toBeInTheDocument();
  });

  it("puts the focus in a match question's gap", async () => {
    const { user } = await openScreen();
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    await user.click(await within(bar()).findByRole('button', { name: /Question 10,/ }));
    await waitFor(
      () => expect(within(questions()).getByRole('button', { name: /Question 10: no answer/ })).toHaveFocus(),
      { timeout: 12_000 },
    );
    expect(
      within(bar()).getByRole('button', { name: /Question 10, unanswered, current/ }),
    ).toBeInTheDocument();
  });
});

describe('the top bar', () => {
  it('hides the whole test behind a panel until Show, with the focus on Show and back on Hide', async () => {
    const { user } = await openScreen();
    const hide = screen.getByRole('button', { name: 'Hide' });
    await user.click(hide);
    const show = screen.getByRole('button', { name: 'Show' });
    expect(screen.getByRole('heading', { name: 'The screen is hidden' })).toBeInTheDocument();
    await waitFor(() => expect(show).toHaveFocus());
    expect(isInert(hide)).toBe(true);
    expect(isInert(questions())).toBe(true);
    // The page's header too: nothing beneath the cover can be reached.
    expect(isInert(screen.getByRole('button', { name: 'Dark mode', hidden: true }))).toBe(true);
    expect(isInert(show)).toBe(false);
    await user.click(show);
    expect(screen.queryByRole('heading', { name: 'The screen is hidden' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide' })).toHaveFocus());
    expect(isInert(questions())).toBe(false);
  });

  it('keeps the screen settings on the device and sets them on <html> while the screen is shown', async () => {
    const { user, unmount } = await openScreen();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-test-text', 'standard');
    // Until a colour setting is picked, the test follows the app's light or dark theme.
    expect(html).not.toHaveAttribute('data-test-colours');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screen settings' });
    const colourChoices = within(dialog).getByRole('group', { name: 'Colours' });
    expect(within(colourChoices).getAllByRole('radio')[0]).toHaveAccessibleName('Same as the app');
    expect(within(dialog).getByRole('radio', { name: 'Same as the app' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Extra large' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Yellow on black' }));
    expect(html).toHaveAttribute('data-test-text', 'extra-large');
    expect(html).toHaveAttribute('data-test-colours', 'yellow-black');
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({
      text: 'extra-large',
      colours: 'yellow-black',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Same as the app' }));
    expect(html).not.toHaveAttribute('data-test-colours');
    await user.click(within(dialog).getByRole('radio', { name: 'Yellow on black' }));
    unmount();
    expect(html).not.toHaveAttribute('data-test-text');
    expect(html).not.toHaveAttribute('data-test-colours');
  });
});

describe('highlights and notes', () => {
  /** Selects a text of the passage as a drag would, and tells the page. */
  function selectInPassage(text: string) {
    const passage = screen.getByRole('region', { name: 'Passage' });
    const walker = document.createTreeWalker(passage, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      act(() => {
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        document.dispatchEvent(new Event('selectionchange'));
      });
      return;
    }
    throw new Error(`no "${text}" in the passage`);
  }

  async function showPart2(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    await within(screen.getByRole('region', { name: 'Passage' })).findByText('Some reading text.');
  }

  it('keeps a note on the passage through a remount of the screen, and clears it after the submission', async () => {
    const { user, sent, unmount } = await openScreen();
    await showPart2(user);
    selectInPassage('reading');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Key word');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(readAnnotations('room1', uuid)).toEqual([
      expect.objectContaining({ regionId: 'passage:sec0-1', note: 'Key word' }),
    ]);
    unmount();

    renderSheet();
    const welcome = await screen.findByRole('button', { name: "Let's go" }, { timeout: 12_000 });
    await user.click(welcome);
    // Back on the part the student was on.
    await within(questions()).findByRole('heading', { name: /Part 2/ });
    await user.click(screen.getByRole('button', { name: 'Notes (1)' }));
    expect(screen.getByRole('dialog', { name: 'Your notes for this part' })).toHaveTextContent('Key word');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const blanks = await screen.findByRole('alertdialog', { name: /^You have \d+ unanswered questions?$/ });
    await user.click(within(blanks).getByRole('button', { name: 'Submit anyway' }));
    await screen.findByRole('alertdialog', { name: 'Your submission was recorded' }, { timeout: 12_000 });
    expect(sent.submissions).toHaveLength(1);
    await waitFor(() => expect(readAnnotations('room1', uuid)).toEqual([]));
  });
});

describe('the divider', () => {
  it('moves by keyboard as a separator, to its limits with Home and End', async () => {
    const { user } = await openScreen();
    // Part 2 has a passage (Part 1, without one, has no divider).
    await user.click(within(bar()).getByRole('button', { name: /Part 2/ }));
    const divider = screen.getByRole('separator', { name: 'Resize the passage and the questions' });
    expect(divider).toHaveAttribute('aria-orientation', 'vertical');
    expect(divider).toHaveAttribute('aria-valuenow', '50');
    act(() => divider.focus());
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '55');
    fireEvent.keyDown(divider, { key: 'Home' });
    expect(divider).toHaveAttribute('aria-valuenow', divider.getAttribute('aria-valuemin'));
    fireEvent.keyDown(divider, { key: 'End' });
    expect(divider).toHaveAttribute('aria-valuenow', divider.getAttribute('aria-valuemax'));
  });
});

describe('a submitted test', () => {
  it('disables every control and marks each answer as reviewed', async () => {
    const user = userEvent.setup();
    mockGuestApi({
      search: guestSearch(computerRoom(), {
        submission: {
          id: 'sub1',
          created: '2026-11-25 10:00:00.000Z',
          answers: [
            { questionId: '0-q1', value: 'Smith' },
            { questionId: '0-q4', value: 'A' },
          ],
          result: {
            score: 1,
            total: 11,
            exams: [{ id: 'exam0', name: 'Listening', score: 1, total: 11, band: null }],
            review: [
              { examId: 'exam0', num: 1, answer: 'Smith', keys: ['Smith'], correct: true },
              { examId: 'exam0', num: 4, answer: 'A', keys: ['B'], correct: false },
            ],
          },
        },
      }),
    });
    renderSheet();
    const recorded = await screen.findByRole('alertdialog', { name: 'Your submission was recorded' });
    await user.click(within(recorded).getByRole('button', { name: 'View again' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const gap = await within(questions()).findByRole('textbox', { name: 'Question 1' });
    expect(gap).toBeDisabled();
    expect(gap).toHaveValue('Smith');
    await waitFor(() => expect(gap).toHaveAccessibleDescription('Correct Accepted: Smith'));
    const q4 = within(questions()).getByRole('group', { name: /Why question 4\?/ });
    expect(q4).toHaveAccessibleDescription('Wrong Accepted: B');
    for (const radio of within(questions()).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(bar()).getByRole('checkbox', { name: 'Review' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  });
});

describe('the clock', () => {
  it('shows the time left and says "10 minutes left" politely when the mark is reached', async () => {
    const pbTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
    const now = Date.now();
    await openScreen({
      room: { ...computerRoom(), time_limit: 60 },
      timing: {
        limit: 60,
        started: pbTime(now - 50 * 60_000),
        deadline: pbTime(now + 10 * 60_000 + 1500),
        now: pbTime(now),
      },
    });
    expect(await screen.findByRole('timer', { name: 'Time left' }, { timeout: 12_000 })).toBeInTheDocument();
    const warnings = screen.getByRole('status', { name: 'Time warnings' });
    await waitFor(() => expect(warnings).toHaveTextContent('10 minutes left'), { timeout: 4000 });
  });
});
