// msw handlers for the results routes, recording what the screen sent.
import { http, HttpResponse } from 'msw';
import type {
  AcceptAnswerBody,
  AcceptAnswerResult,
  ItemAnalysisAnswer,
  QuestionAnalysis,
  RoomResults,
  SubmissionReview,
} from '@/lib/api-types';
import { answer, pbError, type Reply } from './msw-replies';
import { server } from './msw-server';

interface ResultsApi {
  /** Each GET answers the next reply; the last one repeats. */
  results: Reply<RoomResults> | Reply<RoomResults>[];
  /** The boxes alone are answered as the route does with ?with=types: `{ items, types: [] }`. */
  questions?: Reply<QuestionAnalysis[] | ItemAnalysisAnswer>;
  review?: Reply<SubmissionReview>;
  accept?: Reply<AcceptAnswerResult>;
  csv?: { body: string; filename: string };
}

export function mockResultsApi(api: ResultsApi) {
  const replies = Array.isArray(api.results) ? api.results : [api.results];
  const sent = {
    results: [] as { roomId: string; authorization: string | null }[],
    questions: 0,
    reviews: [] as string[],
    accepts: [] as AcceptAnswerBody[],
    reopens: [] as { submission: string }[],
    forgets: [] as { guest: string }[],
    exports: [] as { authorization: string | null }[],
  };
  const notFound = () => pbError(404, "The requested resource wasn't found.");
  server.use(
    http.get('*/api/room/results/:id', ({ request, params }) => {
      sent.results.push({ roomId: String(params.id), authorization: request.headers.get('authorization') });
      const reply = replies[Math.min(sent.results.length, replies.length) - 1]!;
      return answer(reply, request);
    }),
    http.get('*/api/room/results/:id/questions', ({ request }) => {
      sent.questions += 1;
      if (!api.questions) return notFound();
      const reply = api.questions;
      return answer(async (r: Request) => {
        const value = typeof reply === 'function' ? await reply(r) : reply;
        return Array.isArray(value) ? { items: value, types: [] } : value;
      }, request);
    }),
    http.get('*/api/room/results/:id/submission/:submissionId', ({ request, params }) => {
      sent.reviews.push(String(params.submissionId));
      return api.review ? answer(api.review, request) : notFound();
    }),
    http.post('*/api/room/results/:id/accept', async ({ request }) => {
      sent.accepts.push((await request.clone().json()) as AcceptAnswerBody);
      return answer(api.accept ?? { regraded: 0, changed: 0 }, request);
    }),
    http.post('*/api/room/results/:id/reopen', async ({ request }) => {
      sent.reopens.push((await request.clone().json()) as { submission: string });
      return HttpResponse.json({ reopened: true });
    }),
    http.post('*/api/room/results/:id/forget', async ({ request }) => {
      sent.forgets.push((await request.clone().json()) as { guest: string });
      return HttpResponse.json({ removed: true });
    }),
    http.get('*/api/room/results/:id/export', ({ request }) => {
      sent.exports.push({ authorization: request.headers.get('authorization') });
      const csv = api.csv ?? { body: '\uFEFFName\r\n', filename: 'practice-results.csv' };
      return new HttpResponse(csv.body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csv.filename}"`,
        },
      });
    }),
  );
  return sent;
}
