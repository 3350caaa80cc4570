import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryExam, SavedExam } from '@/lib/api-types';
import { mockAdminApi, pbError } from '@test/admin-api';
import { practiceRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const libraryExam = (id: string, name: string, kind: LibraryExam['kind'], total: number): LibraryExam => ({
  id,
  name,
  kind,
  total,
  rooms: [],
  updated: '2026-11-20 10:00:00.000Z',
});

/** The teacher authors Listening (in the room) and two exams not in it; Reading is a colleague's. */
const library = {
  items: [
    libraryExam('listening', 'Listening', 'listening', 18),
    libraryExam('mock2', 'Mock 2', 'academic_reading', 40),
    libraryExam('gt1', 'General 1', 'general_reading', 1),
  ],
};

async function openRoom(more: Parameters<typeof mockAdminApi>[0] = {}) {
  const sent = mockAdminApi({ room: practiceRoom(), library, ...more });
  const user = userEvent.setup();
  const view = renderAdmin('/_/room/practice');
  const region = await screen.findByRole('region', { name: 'Exams in this room' });
  return { sent, user, region, ...view };
}

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exams in this room', { timeout: 20_000 }, () => {
  it('adds an exam from the library, listing only those not in the room, with kind and questions', async () => {
    const { sent, user } = await openRoom();
    await user.click(screen.getByRole('button', { name: 'Add exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    const list = await within(dialog).findByRole('list', { name: 'Your exams' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mock 2Academic Reading · 40 questionsAdd',
      'General 1General Training Reading · 1 questionAdd',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open the exam library' })).toHaveAttribute(
      'href',
      '/_/exams',
    );
    const listsBefore = sent.libraryLists;
    await user.click(within(dialog).getByRole('button', { name: 'Add Mock 2' }));
    await waitFor(() =>
      expect(sent.patches).toEqual([{ id: 'room1', body: { Exams: ['listening', 'reading', 'mock2'] } }]),
    );
    expect(await within(dialog).findByText('Added “Mock 2” to this room.')).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Add Mock 2' })).not.toBeInTheDocument();
    // The library is asked again: it says which rooms each exam is in.
    await waitFor(() => expect(sent.libraryLists).toBeGreaterThan(listsBefore));
  });

  it('says when the library is empty, and links to it', async () => {
    const { user } = await openRoom({ library: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Add exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    expect(
      await within(dialog).findByText('You have no exams yet. Make one in the exam library.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the exam library' })).toBeInTheDocument();
  });

  it('says when the library cannot be loaded, with Retry', async () => {
    const { user } = await openRoom({ library: () => pbError(500, 'The library is resting.') });
    await user.click(screen.getByRole('button', { name: 'Add exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your exams');
    expect(alert).toHaveTextContent('The library is resting.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('links "Edit exam" to the editor for the exams the teacher authors only', async () => {
    const { region } = await openRoom();
    expect(await within(region).findByRole('link', { name: 'Edit exam Listening' })).toHaveAttribute(
      'href',
      '/_/exams/listening',
    );
    expect(within(region).queryByRole('link', { name: 'Edit exam Reading' })).not.toBeInTheDocument();
  });

  it('removes an exam once confirmed, with its part of the config', async () => {
    const room = practiceRoom({
      config: {
        listening: { disabled_exam_sections: ['part1'] },
        reading: { order_exam_sections: ['passage1'] },
      },
    });
    const { sent, user, region } = await openRoom({ room });
    await user.click(within(region).getByRole('button', { name: 'Remove Listening from this room' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Listening from this room?' });
    expect(confirm).toHaveTextContent('Students’ answers to it are kept; it leaves their sheet.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.patches).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Remove Listening from this room' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent.patches).toEqual([
        {
          id: 'room1',
          body: { Exams: ['reading'], config: { reading: { order_exam_sections: ['passage1'] } } },
        },
      ]),
    );
    await waitFor(() =>
      expect(within(region).queryByRole('heading', { level: 3, name: /Listening/ })).not.toBeInTheDocument(),
    );
    expect(within(region).getByRole('heading', { level: 3, name: /Reading/ })).toBeInTheDocument();
  });
});

function savedExam(
  id: string,
  name: string,
  files: { section: string[]; audio: string | null; group: string[] },
): SavedExam {
  return {
    id,
    name,
    kind: 'listening',
    bands: null,
    accept_initials: false,
    updated: '',
    usage: { rooms: [], submissions: 0 },
    sections: [
      {
        id: `${id}-s1`,
        name: 'Part 1',
        media: files.section,
        audio: files.audio,
        groups: [
          {
            id: `${id}-g1`,
            from: 1,
            to: 2,
            either_order: [],
            media: files.group,
            questions: [{ id: `${id}-q1`, num: 1, keys: ['colour', 'color'] }],
          },
        ],
      },
    ],
  };
}

function mockExport({ fileReply }: { fileReply?: (name: string) => Response | Promise<Response> } = {}) {
  const exams: Record<string, SavedExam> = {
    listening: savedExam('listening', 'Listening', {
      section: ['/api/files/sections/listening-s1/p1.png'],
      audio: '/api/files/sections/listening-s1/p1.mp3',
      group: [],
    }),
    reading: savedExam('reading', 'Reading', {
      section: [],
      audio: null,
      group: ['/api/files/section_questions/reading-g1/map.png'],
    }),
  };
  const fetched: string[] = [];
  server.use(
    http.get('*/api/library/exams/:id', ({ params }) => {
      const exam = exams[String(params.id)];
      return exam ? HttpResponse.json(exam) : pbError(404, "The requested resource wasn't found.");
    }),
    http.get('*/api/files/:collection/:record/:name', async ({ params }) => {
      const name = String(params.name);
      fetched.push(name);
      if (fileReply) return fileReply(name);
      return HttpResponse.arrayBuffer(new TextEncoder().encode(`bytes of ${name}`).buffer);
    }),
  );
  let saved: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:room';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { fetched, saved: () => saved, click };
}

describe('export room', { timeout: 20_000 }, () => {
  it('downloads {slug}.zip holding room.json in the import format and every file', async () => {
    const exported = mockExport();
    // Listening has a time of its own in this room; Reading's 0 is none.
    const config = { listening: { minutes: 30 }, reading: { minutes: 0 } };
    const { user } = await openRoom({
      room: practiceRoom({
        time_limit: 45,
        results: 'review',
        config,
        anonymous_marking: true,
        double_marking: true,
        marks_due: '2026-12-01',
        time_zone: 'Europe/London',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Export room' }));
    expect(await screen.findByText('Exported practice.zip')).toBeInTheDocument();
    const link = exported.click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('practice.zip');
    const entries = unzipSync(new Uint8Array(await exported.saved()!.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual([
      'media/1-1-audio-p1.mp3',
      'media/1-1-p1.png',
      'media/2-1-1-map.png',
      'room.json',
    ]);
    expect(strFromU8(entries['media/2-1-1-map.png']!)).toBe('bytes of map.png');
    const document = JSON.parse(strFromU8(entries['room.json']!));
    expect(document.room).toEqual({
      name: 'Practice Room',
      slug: 'practice',
      detail: 'Mock test for the March class',
      accepting: true,
      time_limit: 45,
      audio: 'free',
      results: 'review',
      delivery: 'computer',
      review_at_once: false,
      anonymous_marking: true,
      double_marking: true,
      marks_due: '2026-12-01',
      time_zone: 'Europe/London',
    });
    expect(
      document.exams.map(({ name, minutes }: { name: string; minutes?: number }) => [name, minutes]),
    ).toEqual([
      ['Listening', 30],
      ['Reading', undefined],
    ]);
    expect(document.exams[0].sections[0]).toMatchObject({
      name: 'Part 1',
      media: ['media/1-1-p1.png'],
      audio: 'media/1-1-audio-p1.mp3',
    });
  });

  it('shows which file it is fetching', async () => {
    mockExport({
      fileReply: async (name) => {
        await delay('infinite');
        return HttpResponse.text(name);
      },
    });
    const { user } = await openRoom();
    await user.click(screen.getByRole('button', { name: 'Export room' }));
    expect(await screen.findByText('Fetching file 1 of 3…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export room' })).toBeDisabled();
  });

  it('says what failed in a toast and downloads nothing', async () => {
    const exported = mockExport({
      fileReply: (name) =>
        name === 'p1.mp3' ? pbError(404, "The requested resource wasn't found.") : HttpResponse.text(name),
    });
    const { user } = await openRoom();
    await user.click(screen.getByRole('button', { name: 'Export room' }));
    expect(
      await screen.findByText(
        "Export failed. Could not fetch the file 1-1-audio-p1.mp3: The requested resource wasn't found.",
      ),
    ).toBeInTheDocument();
    expect(exported.click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export room' })).toBeEnabled();
  });
});
