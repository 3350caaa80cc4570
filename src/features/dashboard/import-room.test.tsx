import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExamDocument, RoomCreateBody, RoomPatchBody, SavedExam } from '@/lib/api-types';
import { mockAdminApi, pbError } from '@test/admin-api';
import { otherRoom } from '@test/admin-fixtures';
import { signIn } from '@test/admin-session';
import { server } from '@test/msw-server';
import { renderAdmin } from '@test/render-admin';

const roomJson = {
  room: { name: 'Monday group', slug: 'monday', detail: 'Two tests.', time_limit: 40, results: 'score' },
  exams: [
    {
      name: 'Listening',
      kind: 'listening',
      sections: [
        {
          name: 'Part 1',
          media: ['media/p1.png'],
          audio: 'media/p1.mp3',
          groups: [
            { from: 1, to: 2, media: ['media/g1.png'], questions: [{ num: 1, keys: ['colour', 'color'] }] },
          ],
        },
      ],
    },
    { name: 'Reading', sections: [{ name: 'Passage 1', groups: [{ from: 1, to: 1 }] }] },
  ],
};

const goodZip = () =>
  new File(
    [
      zipSync({
        'room.json': strToU8(JSON.stringify(roomJson)),
        'media/p1.png': new Uint8Array([1, 2, 3]),
        'media/p1.mp3': new Uint8Array([4, 5]),
        'media/g1.png': new Uint8Array([6]),
      }),
    ],
    'monday.zip',
    { type: 'application/zip' },
  );

interface Options {
  taken?: string[];
  failFile?: number;
}

/** The write routes, logging each call in order. */
function mockImportRoutes({ taken = [], failFile }: Options = {}) {
  const log: string[] = [];
  const sent = {
    creates: [] as RoomCreateBody[],
    /** The `from_file` of each create, room's and exams', in order. */
    fromFiles: [] as (string | null)[],
    exams: [] as ExamDocument[],
    files: [] as { exam: string; part: unknown; partId: unknown; field: unknown; file: unknown }[],
    patches: [] as RoomPatchBody[],
  };
  let files = 0;
  server.use(
    http.post('*/api/room/slug-check', async ({ request }) => {
      const { slug } = (await request.json()) as { slug: string };
      return HttpResponse.json({ available: !taken.includes(slug), suggestion: `${slug}-2` });
    }),
    http.post('*/api/room/create', async ({ request }) => {
      const body = (await request.json()) as RoomCreateBody;
      sent.fromFiles.push(new URL(request.url).searchParams.get('from_file'));
      log.push(`create ${body.slug}`);
      sent.creates.push(body);
      return HttpResponse.json({ ...otherRoom(), id: 'new1', ...body, Exams: [], expand: undefined });
    }),
    http.post('*/api/library/exams', async ({ request }) => {
      const doc = (await request.json()) as ExamDocument;
      sent.fromFiles.push(new URL(request.url).searchParams.get('from_file'));
      const n = sent.exams.push(doc);
      log.push(`exam ${doc.name}`);
      const saved: SavedExam = {
        ...doc,
        id: `exam${n}`,
        updated: '',
        usage: { rooms: [], submissions: 0 },
        sections: doc.sections.map((s, si) => ({
          ...s,
          id: `e${n}s${si}`,
          media: [],
          audio: null,
          groups: s.groups.map((g, gi) => ({ ...g, id: `e${n}s${si}g${gi}`, media: [] })),
        })),
      };
      return HttpResponse.json(saved);
    }),
    http.post('*/api/library/exams/:id/files', async ({ request, params }) => {
      files += 1;
      const form = await request.formData();
      const entry = {
        exam: String(params.id),
        part: form.get('part'),
        partId: form.get('partId'),
        field: form.get('field'),
        file: form.get('file'),
      };
      sent.files.push(entry);
      log.push(`file ${String(entry.partId)} ${String(entry.field)}`);
      if (files === failFile) return pbError(400, 'The file is not an image.');
      return HttpResponse.json({});
    }),
    http.delete('*/api/library/exams/:id', ({ params }) => {
      log.push(`delete exam ${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { log, sent };
}

async function openImport() {
  const user = userEvent.setup();
  const view = renderAdmin('/_/dashboard');
  await screen.findByRole('heading', { level: 1, name: /My Sheets/ });
  await user.click(screen.getByRole('button', { name: 'Import a room' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a room' });
  return { user, dialog, ...view };
}

beforeEach(() => {
  signIn();
});

describe('import a room', { timeout: 20_000 }, () => {
  it('lists every problem of a bad .json with its path and writes nothing', async () => {
    mockAdminApi({ rooms: { items: [] } });
    const { log } = mockImportRoutes();
    const { user, dialog } = await openImport();
    const bad = {
      room: { name: 'X', slug: 'Not OK' },
      exams: [{ name: 'E', sections: [{ name: 'S', media: ['media/a.png'], groups: [{ from: 3, to: 1 }] }] }],
    };
    await user.upload(
      within(dialog).getByLabelText('Room file (.zip or .json)'),
      new File([JSON.stringify(bad)], 'room.json', { type: 'application/json' }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('room.json cannot be imported')).toBeInTheDocument();
    const problems = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'room.slug: lowercase letters, digits and single dashes only',
      'exams[0].sections[0].groups[0].to: Must be at least 3.',
      "exams[0].sections[0].media[0]: media/a.png is not here (a .json alone carries no files: import the room's .zip)",
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it('names files room.json lists but the .zip lacks', async () => {
    mockAdminApi({ rooms: { items: [] } });
    const { log } = mockImportRoutes();
    const { user, dialog } = await openImport();
    const zip = zipSync({
      'room.json': strToU8(JSON.stringify(roomJson)),
      'media/p1.png': new Uint8Array([1]),
    });
    await user.upload(within(dialog).getByLabelText('Room file (.zip or .json)'), new File([zip], 'm.zip'));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'exams[0].sections[0].audio: media/p1.mp3 is not in the .zip',
      'exams[0].sections[0].groups[0].media[0]: media/g1.png is not in the .zip',
    ]);
    expect(log).toEqual([]);
  });

  it('writes a good .zip in order: room, exams, files, then the room’s exams and settings', async () => {
    const made = { ...otherRoom(), id: 'new1', name: 'Monday group', slug: 'monday' };
    const { log, sent } = mockImportRoutes();
    const api = mockAdminApi({
      rooms: { items: [] },
      room: made,
      patch: () => {
        log.push('patch');
        return made;
      },
    });
    const { user, dialog, router } = await openImport();
    await user.upload(within(dialog).getByLabelText('Room file (.zip or .json)'), goodZip());
    expect(await within(dialog).findByText(/2 exams, 1 question, 3 files/)).toBeInTheDocument();
    const status = within(dialog).getAllByRole('status')[0]!;
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/room/monday'));

    expect(log).toEqual([
      'create monday',
      'exam Listening',
      'exam Reading',
      'file e1s0 media',
      'file e1s0 audio',
      'file e1s0g0 media',
      'patch',
    ]);
    expect(sent.creates).toEqual([{ name: 'Monday group', slug: 'monday', detail: 'Two tests.' }]);
    // Documents without ids or files; defaults filled in.
    expect(sent.exams[1]).toEqual({
      name: 'Reading',
      kind: 'other',
      bands: null,
      accept_initials: false,
      sections: [
        { name: 'Passage 1', groups: [{ from: 1, to: 1, type: 'gap', either_order: [], questions: [] }] },
      ],
    });
    expect(sent.files.map(({ exam, part, partId, field }) => ({ exam, part, partId, field }))).toEqual([
      { exam: 'exam1', part: 'section', partId: 'e1s0', field: 'media' },
      { exam: 'exam1', part: 'section', partId: 'e1s0', field: 'audio' },
      { exam: 'exam1', part: 'group', partId: 'e1s0g0', field: 'media' },
    ]);
    // jsdom's File loses its name and bytes on the way through Node's fetch; the type survives.
    expect(sent.files[1]!.file).toMatchObject({ type: 'audio/mpeg' });
    expect(api.patches).toEqual([
      {
        id: 'new1',
        body: {
          Exams: ['exam1', 'exam2'],
          // Number 2 of Listening's group has no question: students could not be scored on it.
          accepting: false,
          time_limit: 40,
          audio: 'free',
          results: 'score',
          delivery: 'computer',
          review_at_once: false,
          anonymous_marking: false,
          double_marking: false,
          marks_due: '',
          time_zone: '',
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Imported “Monday group”, closed to students: “Listening” has no question or key for number 2. Open it in its settings once that is fixed.',
      ),
    ).toBeInTheDocument();
    // The room and each exam say which file they came from.
    expect(sent.fromFiles).toEqual(['monday.zip', 'monday.zip', 'monday.zip']);
  });

  it('gives each exam its own minutes and the room its delivery, marking settings, date due and zone in the same room patch', async () => {
    const made = { ...otherRoom(), id: 'new1', name: 'Monday group', slug: 'monday' };
    const { sent } = mockImportRoutes();
    const api = mockAdminApi({ rooms: { items: [] }, room: made, patch: made });
    const { user, dialog, router } = await openImport();
    const timed = {
      room: {
        ...roomJson.room,
        delivery: 'paper',
        review_at_once: true,
        anonymous_marking: true,
        double_marking: true,
        marks_due: '2026-12-01',
        time_zone: 'Europe/London',
      },
      exams: [
        { ...roomJson.exams[1]!, name: 'Reading', minutes: 60 },
        { ...roomJson.exams[1]!, name: 'Writing', minutes: 0 },
        { ...roomJson.exams[1]!, name: 'Speaking', minutes: 15 },
      ],
    };
    await user.upload(
      within(dialog).getByLabelText('Room file (.zip or .json)'),
      new File([JSON.stringify(timed)], 'room.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByText(/3 exams/, {}, { timeout: 5000 })).toBeInTheDocument();
    const status = within(dialog).getAllByRole('status')[0]!;
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/room/monday'));

    // The minutes are the room's, not the exam document's.
    expect(sent.exams.map((exam) => 'minutes' in exam)).toEqual([false, false, false]);
    expect(api.patches).toEqual([
      {
        id: 'new1',
        body: {
          Exams: ['exam1', 'exam2', 'exam3'],
          // Reading's number 1 has no question.
          accepting: false,
          time_limit: 40,
          audio: 'free',
          results: 'score',
          delivery: 'paper',
          review_at_once: true,
          anonymous_marking: true,
          double_marking: true,
          marks_due: '2026-12-01',
          time_zone: 'Europe/London',
          config: { exam1: { minutes: 60 }, exam3: { minutes: 15 } },
        },
      },
    ]);
  });

  it('offers the suggestion for a taken slug and imports under it', async () => {
    mockAdminApi({ rooms: { items: [] }, patch: { ...otherRoom(), id: 'new1', slug: 'monday-2' } });
    const { sent } = mockImportRoutes({ taken: ['monday'] });
    const { user, dialog, router } = await openImport();
    await user.upload(within(dialog).getByLabelText('Room file (.zip or .json)'), goodZip());
    const status = (await within(dialog).findAllByRole('status'))[0]!;
    await waitFor(() => expect(status).toHaveTextContent('Taken — try monday-2'));
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Use monday-2' }));
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/_/room/monday-2'));
    expect(sent.creates[0]!.slug).toBe('monday-2');
  });

  it('undoes what was made when a step fails, and says what failed', async () => {
    const api = mockAdminApi({ rooms: { items: [] } });
    const { log } = mockImportRoutes({ failFile: 2 });
    const { user, dialog, router } = await openImport();
    await user.upload(within(dialog).getByLabelText('Room file (.zip or .json)'), goodZip());
    const status = (await within(dialog).findAllByRole('status'))[0]!;
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Import failed while uploading media/p1.mp3: The file is not an image. Nothing was kept.',
    );
    expect(log).toEqual([
      'create monday',
      'exam Listening',
      'exam Reading',
      'file e1s0 media',
      'file e1s0 audio',
      'delete exam exam1',
      'delete exam exam2',
    ]);
    expect(api.deletes).toEqual([{ id: 'new1', body: { confirm: 'Monday group' } }]);
    expect(api.patches).toEqual([]);
    expect(router.state.location.pathname).toBe('/_/dashboard');
  });

  it('shows a slug refused at create under the field, with nothing to undo', async () => {
    const api = mockAdminApi({ rooms: { items: [] } });
    const { log } = mockImportRoutes();
    server.use(
      http.post('*/api/room/create', () =>
        pbError(400, 'Failed to create record.', {
          slug: { code: 'validation_not_unique', message: 'This slug is taken.' },
        }),
      ),
    );
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('Room file (.zip or .json)'), goodZip());
    const status = (await within(dialog).findAllByRole('status'))[0]!;
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('This slug is taken.')).toBeInTheDocument();
    expect(log).toEqual([]);
    expect(api.deletes).toEqual([]);
  });
});
