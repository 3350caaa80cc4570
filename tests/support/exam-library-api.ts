// msw handlers for the exam library and editor routes (/api/library/exams…), recording what the screens
// sent. Without a reply for a route, it behaves like the server over one stored exam.
import { http, HttpResponse } from 'msw';
import type { ExamDocument, ExamFileRemoval, ExamSaved, LibraryList, SavedExam } from '@/lib/api-types';
import { answer, pbError, type Reply } from './msw-replies';
import { server } from './msw-server';

export { never, pbError } from './msw-replies';

interface LibraryApi {
  list?: Reply<LibraryList>;
  exam?: Reply<SavedExam>;
  create?: Reply<SavedExam>;
  save?: Reply<ExamSaved>;
  remove?: Reply<unknown>;
  upload?: Reply<SavedExam>;
  removeFile?: Reply<SavedExam>;
}

export interface SentUpload {
  part: string;
  partId: string;
  field: string;
}

export function mockLibraryApi(api: LibraryApi) {
  let stored = typeof api.exam === 'object' ? api.exam : undefined;
  const sent = {
    lists: 0,
    reads: 0,
    creates: [] as ExamDocument[],
    saves: [] as { id: string; body: ExamDocument }[],
    deletes: [] as string[],
    uploads: [] as SentUpload[],
    fileRemovals: [] as ExamFileRemoval[],
  };
  server.use(
    http.get('*/api/library/exams', ({ request }) => {
      sent.lists += 1;
      return answer(api.list ?? { items: [] }, request);
    }),
    http.post('*/api/library/exams', async ({ request }) => {
      const body = (await request.clone().json()) as ExamDocument;
      sent.creates.push(body);
      return answer(
        api.create ?? { ...body, id: 'new1', updated: 'now', usage: { rooms: [], submissions: 0 } },
        request,
      );
    }),
    http.get('*/api/library/exams/:id', ({ request }) => {
      sent.reads += 1;
      if (stored) return HttpResponse.json(stored);
      return api.exam ? answer(api.exam, request) : pbError(404, "The requested resource wasn't found.");
    }),
    http.put('*/api/library/exams/:id', async ({ request, params }) => {
      const body = (await request.clone().json()) as ExamDocument;
      sent.saves.push({ id: String(params.id), body });
      if (api.save) return answer(api.save, request);
      if (!stored) return pbError(404, "The requested resource wasn't found.");
      stored = { ...stored, ...body, updated: `${stored.updated}+` };
      return HttpResponse.json({ exam: stored, regraded: 0 });
    }),
    http.delete('*/api/library/exams/:id', ({ request, params }) => {
      sent.deletes.push(String(params.id));
      return api.remove ? answer(api.remove, request) : new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/library/exams/:id/files', async ({ request }) => {
      const form = await request.clone().formData();
      sent.uploads.push({
        part: String(form.get('part')),
        partId: String(form.get('partId')),
        field: String(form.get('field')),
      });
      return answer(api.upload ?? stored ?? ({} as SavedExam), request);
    }),
    http.delete('*/api/library/exams/:id/files', async ({ request }) => {
      sent.fileRemovals.push((await request.clone().json()) as ExamFileRemoval);
      return answer(api.removeFile ?? stored ?? ({} as SavedExam), request);
    }),
  );
  return sent;
}
