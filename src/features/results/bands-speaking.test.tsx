// The results screen's bands (docs/architecture.md, "Writing and marking"): the five band columns, a
// Writing exam's entry (no score), and the Speaking dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockAdminApi, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';
import { mockResultsApi } from '@test/results-api';
import { resultsExams, studentInProgress, submittedStudent } from '@test/results-fixtures';
import type { RoomResults, SpeakingMarkBody } from '@/lib/api-types';

beforeEach(() => {
  localStorage.clear();
  signIn();
});

/** Ada: Listening 7, a marked Writing (6.5), Speaking 6, overall 6.5; Bruno: Writing half marked. */
function writingResults(): RoomResults {
  const ada = submittedStudent('ada', 'Ada Lovelace', 31, 9);
  const bruno = submittedStudent('bruno', 'Bruno Díaz', 18, 12);
  ada.bands = { listening: 7, reading: 6, writing: 6.5, speaking: 6, overall: 6.5 };
  ada.submission!.exams.writing = { band: 6.5, marked: 2, total: 2 } as never;
  bruno.submission!.exams.writing = { band: null, marked: 1, total: 2 } as never;
  return {
    room: { id: 'room1', name: 'Practice Room', slug: 'practice' },
    exams: [...resultsExams, { id: 'writing', name: 'Writing Test 1', kind: 'academic_writing', total: 2 }],
    students: [ada, bruno, studentInProgress('zoe', 'Zoë Brontë', 3)],
  };
}

async function openResults() {
  mockAdminApi({ room: practiceRoom(), marking: { scripts: [], marked: 3, total: 4 } });
  mockResultsApi({ results: writingResults() });
  const user = userEvent.setup();
  renderAdmin('/_/room/practice/results');
  await screen.findByRole('region', { name: 'Students' });
  return { user };
}

const table = () => screen.getByRole('region', { name: 'Students' });
const row = (name: RegExp) => within(table()).getByRole('row', { name });
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('results bands', () => {
  it('shows the five band columns, "—" where missing, and a Writing exam by its band', async () => {
    const { user } = await openResults();
    // Speaking and Overall show at first; the skills' bands, under each exam's score, once chosen.
    expect(within(table()).queryByRole('columnheader', { name: 'Listening band' })).not.toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Overall band' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    for (const name of ['E-mail', 'Listening band', 'Reading band', 'Writing band'])
      await user.click(await screen.findByRole('menuitemcheckbox', { name }));
    await user.keyboard('{Escape}');
    for (const name of ['Listening band', 'Reading band', 'Writing band', 'Speaking band', 'Overall band']) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const cells = (name: RegExp) =>
      within(row(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // E-mail, status, score, Listening, Reading, Writing exam, then the five bands.
    expect(cells(/Ada/).slice(3, 11)).toEqual([
      '31/40Band 7.0',
      '9/1369%',
      'Band 6.5Writing',
      '7.0',
      '6.0',
      '6.5',
      '6.0',
      '6.5',
    ]);
    expect(cells(/Bruno/).slice(5, 11)).toEqual(['—1 of 2 tasks marked', '5.0', '—', '—', '—', '—']);
    expect(screen.getByText(/^Mean band/)).toHaveTextContent('Mean band 6.5 · Median band 6.5');
    expect(await screen.findByRole('link', { name: 'Marking (1 to mark)' })).toHaveAttribute(
      'href',
      '/_/room/practice/marking',
    );
  });

  it('sorts by a band column, missing bands last', async () => {
    const { user } = await openResults();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Listening band' }));
    await user.keyboard('{Escape}');
    const header = within(table()).getByRole('columnheader', { name: 'Listening band' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Bruno Díaz', 'Ada Lovelace', 'Zoë Brontë']);
    await user.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
    const writingExam = within(table()).getByRole('columnheader', { name: 'Writing Test 1' });
    await user.click(within(writingExam).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bruno Díaz', 'Zoë Brontë']);
  });
});

describe('speaking dialog', () => {
  function mockSpeaking(reply: (body: SpeakingMarkBody) => Response) {
    const sent: { guest: string; body: SpeakingMarkBody }[] = [];
    server.use(
      http.put('*/api/room/results/:id/speaking/:guest', async ({ request, params }) => {
        const body = (await request.json()) as SpeakingMarkBody;
        sent.push({ guest: String(params.guest), body });
        return reply(body);
      }),
    );
    return sent;
  }

  async function openSpeaking(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Speaking' }));
    return screen.findByRole('dialog', { name: `${name}’s Speaking` });
  }

  it('saves four bands and a comment, showing the rounded band live', async () => {
    const { user } = await openResults();
    const sent = mockSpeaking((body) =>
      HttpResponse.json({ ...body, band: 6.5, updated: '2026-01-01 10:00:00.000Z', marker: null }),
    );
    const dialog = await openSpeaking(user, 'Bruno Díaz');
    const bands: [string, string][] = [
      ['Fluency and Coherence', '6'],
      ['Lexical Resource', '7'],
      ['Grammatical Range and Accuracy', '6'],
      ['Pronunciation', '6'],
    ];
    for (const [name, band] of bands) {
      await user.click(
        within(within(dialog).getByRole('radiogroup', { name })).getByRole('radio', { name: band }),
      );
    }
    // (6 + 7 + 6 + 6) / 4 = 6.25 → 6.5.
    expect(within(dialog).getByText(/^Speaking band/)).toHaveTextContent('Speaking band 6.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Fluent.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Speaking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      guest: 'bruno',
      body: { criteria: { fc: 6, lr: 7, gra: 6, p: 6 }, comment: 'Fluent.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says inline when the student has not submitted, keeping the bands chosen', async () => {
    const { user } = await openResults();
    mockSpeaking(() =>
      pbError(409, 'This student has not submitted yet.', {
        guestId: { code: 'not_submitted', message: 'This student has not submitted yet.' },
      }),
    );
    const dialog = await openSpeaking(user, 'Zoë Brontë');
    for (const name of [
      'Fluency and Coherence',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
      'Pronunciation',
    ]) {
      await user.click(
        within(within(dialog).getByRole('radiogroup', { name })).getByRole('radio', { name: '5' }),
      );
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Speaking' }));
    expect(await within(dialog).findByText('This student has not submitted yet.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Pronunciation' })).getByRole('radio', {
        name: '5',
      }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  /** Ada's report, with the Speaking mark she was given: the dialog reads its criteria and comment. */
  function mockAdaReport(reply: () => Response) {
    const asked: string[] = [];
    server.use(
      http.get('*/api/room/results/:id/report/:guestId', ({ params }) => {
        asked.push(String(params.guestId));
        return reply();
      }),
    );
    return asked;
  }
  const adaSpeaking = {
    criteria: { fc: 6, lr: 5, gra: 6, p: 7 },
    comment: 'Good pace; vary the linking words.',
    band: 6,
    updated: '2026-01-01 10:00:00.000Z',
    marker: null,
  };
  const checked = (dialog: HTMLElement, name: string) =>
    within(within(dialog).getByRole('radiogroup', { name }))
      .getAllByRole('radio')
      .filter((radio) => radio.getAttribute('aria-checked') === 'true')
      .map((radio) => radio.textContent);

  it('starts from the stored criteria and comment, and saves them as changed', async () => {
    const { user } = await openResults();
    // The server's report holds the last mark saved.
    let speaking = adaSpeaking;
    const asked = mockAdaReport(() => HttpResponse.json({ speaking }));
    const sent = mockSpeaking((body) => {
      speaking = { ...adaSpeaking, ...body, band: 6.5 } as typeof adaSpeaking;
      return HttpResponse.json(speaking);
    });
    const dialog = await openSpeaking(user, 'Ada Lovelace');
    expect(await within(dialog).findByRole('textbox', { name: 'Comment' })).toHaveValue(
      'Good pace; vary the linking words.',
    );
    expect(asked).toEqual(['ada']);
    expect(checked(dialog, 'Fluency and Coherence')).toEqual(['6']);
    expect(checked(dialog, 'Lexical Resource')).toEqual(['5']);
    expect(checked(dialog, 'Grammatical Range and Accuracy')).toEqual(['6']);
    expect(checked(dialog, 'Pronunciation')).toEqual(['7']);
    // (6 + 5 + 6 + 7) / 4 = 6.
    expect(within(dialog).getByText(/^Speaking band/)).toHaveTextContent(/^Speaking band 6\.0$/);

    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Lexical Resource' })).getByRole('radio', {
        name: '6',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Speaking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      criteria: { fc: 6, lr: 6, gra: 6, p: 7 },
      comment: 'Good pace; vary the linking words.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, it shows what was just saved, not the copy read before.
    const again = await openSpeaking(user, 'Ada Lovelace');
    await waitFor(() => expect(checked(again, 'Lexical Resource')).toEqual(['6']));
  });

  it('asks for no stored mark where the student has no Speaking band', async () => {
    const { user } = await openResults();
    const asked = mockAdaReport(() => HttpResponse.json({ speaking: null }));
    const dialog = await openSpeaking(user, 'Bruno Díaz');
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(checked(dialog, 'Pronunciation')).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('says when the stored mark cannot load, and retries', async () => {
    const { user } = await openResults();
    let fail = true;
    mockAdaReport(() =>
      fail
        ? pbError(404, "The requested resource wasn't found.")
        : HttpResponse.json({ speaking: adaSpeaking }),
    );
    const dialog = await openSpeaking(user, 'Ada Lovelace');
    expect(await within(dialog).findByText('Could not load the saved Speaking mark')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Save Speaking' })).toBeNull();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Comment' })).toHaveValue(
      'Good pace; vary the linking words.',
    );
  });
});
