// Helpers for the authoring tests: exam documents and the library, room and file routes, as a teacher.
import type {
  ApiErrorBody,
  ExamDocument,
  ExamSaved,
  LibraryList,
  RoomRecord,
  SavedExam,
  SlugCheck,
} from '../../src/lib/api-types';
import type { TestPocketBase } from './pocketbase';

export { silentWav } from '../fixtures/media';

/** A listening exam: Part 1 with groups 1–5 and 6–10, Part 2 with 11–20 (21–22 either order); keys k1…k22. */
export function examDocument(name = 'Listening test 1'): ExamDocument {
  const group = (from: number, to: number, either_order: number[][] = []) => ({
    from,
    to,
    either_order,
    questions: Array.from({ length: to - from + 1 }, (_, i) => ({ num: from + i, keys: [`k${from + i}`] })),
  });
  return {
    name,
    kind: 'listening',
    bands: null,
    accept_initials: false,
    sections: [
      { name: 'Part 1', groups: [group(1, 5), group(6, 10)] },
      { name: 'Part 2', groups: [group(11, 20), group(21, 22, [[21, 22]])] },
    ],
  };
}

/** A saved exam as a document to PUT back (read-only fields left out). */
export function editable(exam: SavedExam): ExamDocument {
  return {
    name: exam.name,
    kind: exam.kind,
    bands: exam.bands,
    accept_initials: exam.accept_initials,
    sections: exam.sections.map((s) => ({
      id: s.id,
      name: s.name,
      groups: s.groups.map((g) => ({
        id: g.id,
        from: g.from,
        to: g.to,
        either_order: g.either_order,
        questions: g.questions.map((q) => ({ id: q.id, num: q.num, keys: [...q.keys] })),
      })),
    })),
  };
}

/** An answer as the tests read it: the route's shape, or PocketBase's error shape when refused. */
type Answer<T> = T & Pick<ApiErrorBody, 'data' | 'message'>;

export interface Teacher {
  id: string;
  token: string;
}

export function libraryApi(pb: TestPocketBase) {
  const as = (token: string | undefined) => ({
    list: () => pb.request<Answer<LibraryList>>('/api/library/exams', { token }),
    create: (doc: unknown) =>
      pb.request<Answer<SavedExam>>('/api/library/exams', { method: 'POST', body: doc, token }),
    get: (id: string) => pb.request<Answer<SavedExam>>(`/api/library/exams/${id}`, { token }),
    save: (id: string, doc: unknown) =>
      pb.request<Answer<ExamSaved>>(`/api/library/exams/${id}`, { method: 'PUT', body: doc, token }),
    remove: (id: string) => pb.request(`/api/library/exams/${id}`, { method: 'DELETE', token }),
    upload: (id: string, form: FormData) =>
      pb.request<Answer<SavedExam>>(`/api/library/exams/${id}/files`, {
        method: 'POST',
        rawBody: form,
        token,
      }),
    removeFile: (id: string, body: unknown) =>
      pb.request<Answer<SavedExam>>(`/api/library/exams/${id}/files`, { method: 'DELETE', body, token }),
    createRoom: (body: unknown) =>
      pb.request<Answer<RoomRecord>>('/api/room/create', { method: 'POST', body, token }),
    slugCheck: (body: unknown) =>
      pb.request<Answer<SlugCheck>>('/api/room/slug-check', { method: 'POST', body, token }),
    patchRoom: (id: string, body: unknown) =>
      pb.request<Answer<RoomRecord>>(`/api/room/patch/${id}`, { method: 'PATCH', body, token }),
    shareRoom: (id: string, email: string) =>
      pb.request<Answer<RoomRecord>>(`/api/room/share/${id}`, { method: 'POST', body: { email }, token }),
  });
  return as;
}

/** How many records a content collection holds (superuser). */
export async function countOf(pb: TestPocketBase, collection: string): Promise<number> {
  const res = await pb.request(`/api/collections/${collection}/records?perPage=1`, {
    token: pb.superuserToken,
  });
  return (res.body as { totalItems: number }).totalItems;
}

/** The multipart form of an exam file upload. */
export function fileForm(
  target: { part: string; partId: string; field: string },
  file?: Blob,
  name = 'file',
) {
  const form = new FormData();
  form.append('part', target.part);
  form.append('partId', target.partId);
  form.append('field', target.field);
  if (file) form.append('file', file, name);
  return form;
}
