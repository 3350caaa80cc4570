// msw handlers for the admin routes and PocketBase's own endpoints, recording what the screens sent.
import { http, HttpResponse } from 'msw';
import type {
  GroupRecord,
  LibraryList,
  MarkingList,
  RoomCollected,
  RoomPatchBody,
  RoomRecord,
} from '@/lib/api-types';
import { answer, pbError, type Reply } from './msw-replies';
import { server } from './msw-server';

export { never, pbError } from './msw-replies';

interface AdminApi {
  rooms?: Reply<{ items: RoomRecord[] }>;
  room?: Reply<RoomRecord>;
  group?: Reply<GroupRecord>;
  patch?: Reply<RoomRecord>;
  share?: Reply<RoomRecord>;
  /** Removing a member; without it, a stored room loses that member as the server would. */
  unshare?: Reply<RoomRecord>;
  remove?: Reply<unknown>;
  /** "Collect answers now"; without it, 0 collected and the stored room closed. */
  collect?: Reply<RoomCollected>;
  /** GET /api/library/exams (the room detail's "Add exam" and "Edit exam"); without it, no exams. */
  library?: Reply<LibraryList>;
  /** GET /api/room/marking/{id} (the "Marking" links); without it, no scripts. */
  marking?: Reply<MarkingList>;
}

/** What the server would store after a patch: Exams reordered (with their expansion), config replaced. */
function patched(room: RoomRecord, body: RoomPatchBody): RoomRecord {
  const next = { ...room, ...body };
  if (body.Exams) {
    const exams = room.expand?.Exams ?? [];
    // An exam added by the patch has no expansion here: room/search's next answer would bring it.
    next.expand = {
      ...room.expand,
      Exams: body.Exams.flatMap((id) => exams.find((exam) => exam.id === id) ?? []),
    };
  }
  return next;
}

/**
 * Without `patch`, a room given as a record behaves like the server: patches are kept, and the next
 * room/search returns the patched room.
 */
export function mockAdminApi(api: AdminApi) {
  let stored = typeof api.room === 'object' ? api.room : undefined;
  const sent = {
    roomLists: 0,
    roomSearches: [] as { slug: string; authorization: string | null }[],
    groupSearches: [] as { id: string }[],
    patches: [] as { id: string; body: RoomPatchBody }[],
    shares: [] as { id: string; body: { email: string } }[],
    unshares: [] as { id: string; body: { user: string } }[],
    deletes: [] as { id: string; body: { confirm: string } }[],
    collects: [] as string[],
    /** Room ids whose marking list was asked for. */
    markings: [] as string[],
    libraryLists: 0,
  };
  server.use(
    // The room settings' class field (docs/product.md, "Classes"): no class unless a test says otherwise.
    http.get('*/api/classes', () => HttpResponse.json({ items: [] })),
    http.get('*/api/room/list', ({ request }) => {
      sent.roomLists += 1;
      return answer(api.rooms ?? { items: [] }, request);
    }),
    http.post('*/api/room/search', async ({ request }) => {
      const body = (await request.clone().json()) as { slug: string };
      sent.roomSearches.push({ slug: body.slug, authorization: request.headers.get('authorization') });
      if (stored) return HttpResponse.json(stored);
      return api.room ? answer(api.room, request) : pbError(404, "The requested resource wasn't found.");
    }),
    http.post('*/api/section-question/search', async ({ request }) => {
      sent.groupSearches.push((await request.clone().json()) as { id: string });
      return api.group ? answer(api.group, request) : pbError(404, "The requested resource wasn't found.");
    }),
    http.patch('*/api/room/patch/:id', async ({ request, params }) => {
      const body = (await request.clone().json()) as RoomPatchBody;
      sent.patches.push({ id: String(params.id), body });
      if (api.patch) return answer(api.patch, request);
      if (!stored) return pbError(404, "The requested resource wasn't found.");
      stored = patched(stored, body);
      const { expand: _expand, ...record } = stored;
      return HttpResponse.json(record);
    }),
    http.post('*/api/room/share/:id', async ({ request, params }) => {
      sent.shares.push({ id: String(params.id), body: (await request.clone().json()) as { email: string } });
      return answer(api.share ?? ({} as RoomRecord), request);
    }),
    http.post('*/api/room/unshare/:id', async ({ request, params }) => {
      const body = (await request.clone().json()) as { user: string };
      sent.unshares.push({ id: String(params.id), body });
      if (api.unshare) return answer(api.unshare, request);
      if (!stored) return pbError(404, "The requested resource wasn't found.");
      stored = {
        ...stored,
        Users: stored.Users.filter((id) => id !== body.user),
        expand: { ...stored.expand, Users: stored.expand?.Users?.filter((u) => u.id !== body.user) },
      };
      return HttpResponse.json(stored);
    }),
    http.post('*/api/room/delete/:id', async ({ request, params }) => {
      sent.deletes.push({
        id: String(params.id),
        body: (await request.clone().json()) as { confirm: string },
      });
      return api.remove ? answer(api.remove, request) : new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/library/exams', ({ request }) => {
      sent.libraryLists += 1;
      return answer(api.library ?? { items: [] }, request);
    }),
    http.get('*/api/room/marking/:id', ({ request, params }) => {
      sent.markings.push(String(params.id));
      return answer(api.marking ?? { scripts: [], marked: 0, total: 0 }, request);
    }),
    http.post('*/api/room/collect/:id', ({ request, params }) => {
      sent.collects.push(String(params.id));
      if (stored) stored = { ...stored, accepting: false };
      return answer(api.collect ?? { collected: 0 }, request);
    }),
  );
  return sent;
}
