// The pure CommonJS modules of pb_hooks/lib, loaded the way PocketBase loads them (require), for the unit
// tests beside them, typed as TypeScript reads each module (its JSDoc), not by hand. pb_hooks/package.json
// marks the folder as CommonJS for Node.
import { createRequire } from 'node:module';
import type { ApiErrorBody, SubmissionRaw } from '../../src/lib/api-types';
import type { Scored } from '../../src/rules/scoring';
import { BODY_LIMIT } from '../../src/rules/limits';

const load = createRequire(import.meta.url);

export * as scoring from '../../src/rules/scoring';
export * as sheet from '../../src/rules/sheet';

/** A scoring result with `raw` parsed, for assertions. */
export function parsedScore({ score, rawJson }: Scored) {
  return { score, raw: JSON.parse(rawJson) as SubmissionRaw };
}

/** An HttpError of errors.js: its status and field errors, and the body it answers (toJSON). */
export interface HttpErrorLike extends Error {
  status: number;
  data: ApiErrorBody['data'];
  toJSON: () => ApiErrorBody & Record<string, unknown>;
}

export const errors = load('./errors.js') as typeof import('./errors.js');

export const lists = load('./lists.js') as typeof import('./lists.js');

/** deadline.js's clock of a guest: extra time and the room's pauses. */
export interface Clock {
  extra: number;
  extraMinutes: number;
  pausedMs: number;
  pausedAt: string;
}

export const deadline = load('./deadline.js') as typeof import('./deadline.js');

export const draftJson = load('./draft-json.js') as typeof import('./draft-json.js');

export const json = load('./json.js') as typeof import('./json.js');

export const asciiJson = load('./ascii-json.js') as typeof import('./ascii-json.js');

/** The request-body validators of validate/, with the limit of rules/limits.js, as one object. */
export const validate = {
  BODY_LIMIT,
  ...load('./validate/fields.js'),
  ...load('./validate/guest-bodies.js'),
  ...load('./validate/lookup-bodies.js'),
  ...load('./validate/admin-bodies.js'),
  ...load('./validate/room-patch.js'),
} as { BODY_LIMIT: number } & typeof import('./validate/fields.js') &
  typeof import('./validate/guest-bodies.js') &
  typeof import('./validate/lookup-bodies.js') &
  typeof import('./validate/admin-bodies.js') &
  typeof import('./validate/room-patch.js');

export const signInThrottle = load('./sign-in-throttle.js') as typeof import('./sign-in-throttle.js');

/** The HttpError a call throws (fails the test when it throws nothing). */
export function thrown(fn: () => unknown): HttpErrorLike {
  try {
    fn();
  } catch (error) {
    return error as HttpErrorLike;
  }
  throw new Error('expected an error');
}

export const examDocument = load(
  './validate/exam-document.js',
) as typeof import('./validate/exam-document.js');

export const roomCreate = load('./validate/room-create.js') as typeof import('./validate/room-create.js');

export const examFiles = load('./validate/exam-files.js') as typeof import('./validate/exam-files.js');

export const access = load('./access.js') as typeof import('./access.js');

export const prepared = load('./store/prepared.js') as typeof import('./store/prepared.js');

export const answersBody = load('./answers-body.js') as typeof import('./answers-body.js');

export const submissionScoring = load(
  './store/submission-scoring.js',
) as typeof import('./store/submission-scoring.js');

export const roomDefaults = load('./room-defaults.js') as typeof import('./room-defaults.js');

export const busy = load('./store/busy.js') as typeof import('./store/busy.js');

export const fileType = load('./file-type.js') as typeof import('./file-type.js');

export const rebuildClaim = load('./store/rebuild-claim.js') as typeof import('./store/rebuild-claim.js');

export const copyName = load('./copy-name.js') as typeof import('./copy-name.js');
