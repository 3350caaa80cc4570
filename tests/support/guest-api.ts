// msw handlers for the guest routes, recording what the page sent.
import { http, HttpResponse } from 'msw';
import type {
  ExamFinishBody,
  ExamFinished,
  ExamStartBody,
  ExamStarted,
  Guest,
  GuestSearchResponse,
  GuestTiming,
  GuestTimingBody,
  SaveAnswersBody,
  SubmissionCreated,
} from '@/lib/api-types';
import { answer, type Reply } from './msw-replies';
import { server } from './msw-server';

export { never, pbError } from './msw-replies';
import { finishedGuest } from './guest-fixtures';

interface Options {
  guest?: Reply<Guest>;
  search: Reply<GuestSearchResponse>;
  update?: Reply<Guest>;
  draft?: Reply<{ id: string; updated: string; timing?: GuestTiming }>;
  /** The 15 s poll's timing; by default the `timing` of what `search` answers now. */
  timing?: Reply<GuestTiming>;
  submit?: Reply<SubmissionCreated>;
  /** "Let's go"; by default started now, untimed. */
  start?: Reply<ExamStarted>;
  /** "Finish this part"; by default the part ends now, untimed. */
  finish?: Reply<ExamFinished>;
}

export function mockGuestApi(options: Options) {
  const sent = {
    guests: [] as { uuid: string }[],
    updates: [] as { uuid: string; name: string; email: string }[],
    searches: [] as { slug: string; guestUuid: string | null }[],
    drafts: [] as SaveAnswersBody[],
    submissions: [] as SaveAnswersBody[],
    starts: [] as ExamStartBody[],
    finishes: [] as ExamFinishBody[],
    timings: [] as GuestTimingBody[],
  };
  server.use(
    http.post('*/api/exam/guest', async ({ request }) => {
      const body = (await request.clone().json()) as { uuid: string };
      sent.guests.push(body);
      return answer(options.guest ?? finishedGuest(body.uuid), request);
    }),
    http.patch('*/api/exam/guest', async ({ request }) => {
      const body = (await request.clone().json()) as { uuid: string; name: string; email: string };
      sent.updates.push(body);
      return answer(
        options.update ?? { ...finishedGuest(body.uuid), name: body.name, email: body.email },
        request,
      );
    }),
    http.post('*/api/room/guest-search', async ({ request }) => {
      const body = (await request.clone().json()) as { slug: string };
      sent.searches.push({ slug: body.slug, guestUuid: request.headers.get('guest-uuid') });
      return answer(options.search, request);
    }),
    http.post('*/api/exam/timing', async ({ request }) => {
      sent.timings.push((await request.clone().json()) as GuestTimingBody);
      const reply = await (options.timing
        ? answer(options.timing, request)
        : answer(options.search, request).then(async (res) =>
            res.ok ? HttpResponse.json(((await res.json()) as GuestSearchResponse).timing) : res,
          ));
      return reply.ok ? HttpResponse.json({ timing: await reply.json() }) : reply;
    }),
    http.post('*/api/exam/pending-submission', async ({ request }) => {
      sent.drafts.push((await request.clone().json()) as SaveAnswersBody);
      return answer(options.draft ?? { id: 'draft1', updated: new Date().toISOString() }, request);
    }),
    http.post('*/api/exam/submission', async ({ request }) => {
      sent.submissions.push((await request.clone().json()) as SaveAnswersBody);
      return answer(options.submit ?? { id: 'sub1', created: new Date().toISOString() }, request);
    }),
    http.post('*/api/exam/start', async ({ request }) => {
      sent.starts.push((await request.clone().json()) as ExamStartBody);
      return answer(options.start ?? { started: new Date().toISOString(), deadline: null }, request);
    }),
    http.post('*/api/exam/finish', async ({ request }) => {
      const body = (await request.clone().json()) as ExamFinishBody;
      sent.finishes.push(body);
      return answer(
        options.finish ?? { exam: body.exam, started: new Date().toISOString(), deadline: null, ended: true },
        request,
      );
    }),
  );
  return sent;
}
