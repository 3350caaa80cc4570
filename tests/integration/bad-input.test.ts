// Property-based bad input over every custom route: bodies of wrong types, huge strings, unicode, nulls,
// nested junk, quote-breaking slugs and ids. Never a 5xx, never a changed record.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBenchRoom, makeGuests, type BenchRoom } from '../support/class-room';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbase';
import { allCollections } from '../fixtures/collections';

let pb: TestPocketBase;
let room: BenchRoom;
let guest: string;
let member: { id: string; token: string };
beforeAll(async () => {
  pb = await startTestPocketBase();
  room = await importBenchRoom(pb, 'fuzz');
  guest = (await makeGuests(pb, 1))[0]!;
  member = await pb.createUser('fuzz-member@answersheet.test');
  await pb.request(`/api/collections/rooms/records/${room.id}`, {
    method: 'PATCH',
    token: pb.superuserToken,
    body: { Users: [member.id] },
  });
});
afterAll(async () => {
  await pb?.stop();
});

const collections = allCollections;

/** Every record of every collection, as superuser: what must not change. */
async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    collections.map(async (c) => {
      const res = await pb.request(`/api/collections/${c}/records?perPage=1000&sort=id`, {
        token: pb.superuserToken,
      });
      return JSON.stringify(res.body.items);
    }),
  );
  return parts.join('\n');
}

const quoteBreaking = fc.constantFrom(
  `demo" || slug != "`,
  `' OR 1=1 --`,
  `fuzz") || id != ("`,
  '{:slug}',
  '%22%20%7C%7C%20',
  '../../etc/passwd',
  '\u0000',
  'fuzz\u202e',
);
const junk = fc.oneof(
  { maxDepth: 3 },
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  quoteBreaking,
  fc.constant('x'.repeat(70_000)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 5 }),
);
/** A body shaped like the route's, with any field replaced by junk, or junk altogether. */
const bodyLike = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    junk,
    fc.record(Object.fromEntries(Object.keys(fields).map((k) => [k, fc.oneof(fields[k]!, junk)])), {
      requiredKeys: [],
    }),
  );

interface Route {
  method: string;
  path: () => fc.Arbitrary<string>;
  body: () => fc.Arbitrary<unknown>;
  auth: 'guest' | 'member' | 'none';
}

const answersJunk = () =>
  fc.oneof(
    junk,
    fc.array(
      fc.record({
        questionId: fc.oneof(fc.constant(room.questions[0]!.questionId), quoteBreaking, junk),
        value: junk,
      }),
    ),
  );
const routes: Record<string, Route> = {
  'POST /api/exam/guest': {
    method: 'POST',
    path: () => fc.constant('/api/exam/guest'),
    auth: 'none',
    body: () => bodyLike({ uuid: junk }),
  },
  'PATCH /api/exam/guest': {
    method: 'PATCH',
    path: () => fc.constant('/api/exam/guest'),
    auth: 'none',
    body: () => bodyLike({ uuid: fc.constant(guest), name: junk, email: junk }),
  },
  'POST /api/room/guest-search': {
    method: 'POST',
    path: () => fc.constant('/api/room/guest-search'),
    auth: 'guest',
    body: () => bodyLike({ slug: fc.oneof(quoteBreaking, junk) }),
  },
  'POST /api/exam/pending-submission': {
    method: 'POST',
    path: () => fc.constant('/api/exam/pending-submission'),
    auth: 'guest',
    body: () =>
      bodyLike({
        Room: fc.oneof(quoteBreaking, junk),
        raw: fc.oneof(junk, fc.record({ answers: answersJunk() })),
      }),
  },
  'POST /api/exam/submission': {
    method: 'POST',
    path: () => fc.constant('/api/exam/submission'),
    auth: 'guest',
    body: () =>
      bodyLike({
        Room: fc.oneof(quoteBreaking, junk),
        raw: fc.oneof(junk, fc.record({ answers: answersJunk() })),
      }),
  },
  'POST /api/exam/start': {
    method: 'POST',
    path: () => fc.constant('/api/exam/start'),
    auth: 'guest',
    body: () => bodyLike({ Room: fc.oneof(quoteBreaking, junk) }),
  },
  'POST /api/exam/pending-submission (flags)': {
    method: 'POST',
    path: () => fc.constant('/api/exam/pending-submission'),
    auth: 'guest',
    // The room is right, the answers empty: only the flags can be wrong, and they always are.
    body: () =>
      fc.record({
        Room: fc.constant(room.id),
        raw: fc.record({
          answers: fc.constant([]),
          flags: fc.oneof(
            // Not null, and nothing JSON writes as null (NaN, ±Infinity): null flags are none, and valid.
            junk.filter(
              (f) =>
                f !== null &&
                !(typeof f === 'number' && !Number.isFinite(f)) &&
                !(Array.isArray(f) && f.length === 0),
            ),
            fc.array(fc.oneof(quoteBreaking, fc.string()), { minLength: 1 }),
          ),
        }),
      }),
  },
  'POST /api/room/search': {
    method: 'POST',
    path: () => fc.constant('/api/room/search'),
    auth: 'member',
    body: () => bodyLike({ slug: fc.oneof(quoteBreaking, junk) }),
  },
  'POST /api/section-question/search': {
    method: 'POST',
    path: () => fc.constant('/api/section-question/search'),
    auth: 'member',
    body: () => bodyLike({ id: fc.oneof(quoteBreaking, junk) }),
  },
  'PATCH /api/room/patch/{id}': {
    method: 'PATCH',
    path: () =>
      fc.oneof(
        fc.constant(`/api/room/patch/${room.id}`),
        quoteBreaking.map((q) => `/api/room/patch/${encodeURIComponent(q)}`),
      ),
    auth: 'member',
    // Only values that are wrong: a plain string could be a valid new name, which would rightly change it.
    body: () =>
      fc.oneof(
        junk.filter((b) => typeof b !== 'object' || b === null || Array.isArray(b)),
        fc
          .record(
            {
              name: fc.oneof(
                fc.constant(''),
                fc.constant('x'.repeat(70_000)),
                fc.integer(),
                fc.constant(null),
                fc.object(),
              ),
              slug: quoteBreaking,
              detail: fc.oneof(fc.constant('x'.repeat(70_000)), fc.integer(), fc.object()),
              // Never empty: dropping every exam is a change a member may make.
              Exams: fc.oneof(
                fc.integer(),
                fc.constant(null),
                fc.array(fc.oneof(quoteBreaking, fc.string()), { minLength: 1 }),
              ),
              config: fc.oneof(
                fc.integer(),
                fc.string(),
                fc.dictionary(fc.oneof(quoteBreaking, fc.string()), junk, { minKeys: 1 }),
              ),
              accepting: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.object()),
              time_limit: fc.oneof(
                fc.integer({ min: 601 }),
                fc.integer({ max: -1 }),
                fc.double({ min: 0.1, max: 599.9, noInteger: true }),
                fc.string(),
                fc.constant(null),
              ),
              audio: fc.oneof(
                fc.string().filter((a) => a !== 'free' && a !== 'once'),
                quoteBreaking,
                fc.integer(),
              ),
            },
            { requiredKeys: [] },
          )
          .filter((b) => Object.keys(b).length > 0),
      ),
  },
  'POST /api/room/collect/{id}': {
    method: 'POST',
    // Only ids that name no room: collecting the room itself would rightly close it.
    path: () => quoteBreaking.map((q) => `/api/room/collect/${encodeURIComponent(q)}`),
    auth: 'member',
    body: () => junk,
  },
  'POST /api/room/share/{id}': {
    method: 'POST',
    path: () =>
      fc.oneof(
        fc.constant(`/api/room/share/${room.id}`),
        quoteBreaking.map((q) => `/api/room/share/${encodeURIComponent(q)}`),
      ),
    auth: 'member',
    body: () => bodyLike({ email: fc.oneof(quoteBreaking, junk) }),
  },
  'POST /api/room/slug-check': {
    method: 'POST',
    path: () => fc.constant('/api/room/slug-check'),
    auth: 'member',
    body: () => bodyLike({ slug: fc.oneof(quoteBreaking, junk) }),
  },
  // The member authors no exam: a document is refused, an exam id names nothing of theirs.
  'POST /api/library/exams': {
    method: 'POST',
    path: () => fc.constant('/api/library/exams'),
    auth: 'member',
    body: () =>
      bodyLike({ name: junk, kind: junk, bands: junk, accept_initials: junk, sections: fc.array(junk) }),
  },
  'PUT /api/library/exams/{id}': {
    method: 'PUT',
    path: () => quoteBreaking.map((q) => `/api/library/exams/${encodeURIComponent(q)}`),
    auth: 'member',
    body: () => bodyLike({ name: junk, sections: fc.array(junk) }),
  },
  'DELETE /api/library/exams/{id}/files': {
    method: 'DELETE',
    path: () => quoteBreaking.map((q) => `/api/library/exams/${encodeURIComponent(q)}/files`),
    auth: 'member',
    body: () => bodyLike({ part: junk, partId: fc.oneof(quoteBreaking, junk), field: junk, name: junk }),
  },
  'POST /api/room/delete/{id}': {
    method: 'POST',
    path: () =>
      fc.oneof(
        fc.constant(`/api/room/delete/${room.id}`),
        quoteBreaking.map((q) => `/api/room/delete/${encodeURIComponent(q)}`),
      ),
    auth: 'member',
    body: () => bodyLike({ confirm: fc.oneof(quoteBreaking, junk) }),
  },
};

describe('bad input over every custom route', () => {
  it.each(Object.keys(routes))('%s: never a 5xx, never a changed record', async (name) => {
    const route = routes[name]!;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(route.path(), route.body(), fc.boolean(), async (path, body, rawText) => {
        const headers: Record<string, string> = {};
        if (route.auth === 'guest') headers['guest-uuid'] = guest;
        const res = await pb.request(path, {
          method: route.method,
          headers,
          token: route.auth === 'member' ? member.token : undefined,
          // Sometimes send text that is not JSON at all.
          ...(rawText && typeof body === 'string' ? { rawBody: body } : { body }),
        });
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    expect(await snapshot()).toBe(before);
  });
});
