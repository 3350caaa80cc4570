// The pure CommonJS modules of pb_hooks/lib, loaded the way PocketBase loads them (require), for the unit
// tests beside them. pb_hooks/package.json marks the folder as CommonJS for Node.
import { createRequire } from 'node:module';
import type {
  Answer,
  ApiErrorBody,
  Guest,
  GuestRoom,
  RoomDeleteBody,
  RoomPatchBody,
  RoomShareBody,
  RoomUnshareBody,
  SheetSlot,
  SubmissionRaw,
} from '../../src/lib/api-types';
import type { Scored } from '../../src/rules/scoring';
import { BODY_LIMIT } from '../../src/rules/limits';

const load = createRequire(import.meta.url);

type Slot = SheetSlot;
type Sheet = GuestRoom;

/** A room's test conditions as the guest sheet carries them (docs/architecture.md, "Test conditions"). */
export interface RoomConditions {
  accepting: boolean;
  time_limit: number;
  audio: 'free' | 'once';
}

export const sheet = load('./sheet.js') as {
  unique: (ids: unknown) => string[];
  orderedSectionIds: (exam: { Sections: string[] }, config: { order: string[] }) => string[];
  examConfig: (
    config: unknown,
    examId: string,
  ) => { disabledSections: Set<string>; disabledGroups: Set<string>; order: string[] };
  groupSlots: (group: any, questions: any) => Slot[];
  mediaUrls: (record: any, fallback?: string) => string[];
  fileUrl: (record: any, field: string, fallback?: string) => string | null;
  roomConditions: (room: any) => RoomConditions;
  buildSheet: (input: any) => Sheet & RoomConditions;
  sheetSlots: (sheet: Sheet) => Slot[];
  sheetQuestionIds: (sheet: Sheet) => Set<string>;
  adminCounts: (input: any) => {
    total: number;
    groups: Map<string, { slot_count: number; question_count: number }>;
    sections: Map<string, number>;
  };
};

export * as scoring from '../../src/rules/scoring';

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

export const errors = load('./errors.js') as {
  HttpError: new (status: number, message: string, data?: object, extra?: object) => HttpErrorLike;
  isHttpError: (error: unknown) => boolean;
  badRequest: (message?: string, data?: object) => HttpErrorLike;
  conflict: (message: string, data?: object, extra?: object) => HttpErrorLike;
  notFound: (message?: string) => HttpErrorLike;
  forbidden: (message?: string, data?: object) => HttpErrorLike;
  tooLarge: (limit: number) => HttpErrorLike;
  errorText: (error: unknown) => string;
};

export const lists = load('./lists.js') as {
  flat: <T>(lists: T[][]) => T[];
  isPermutation: (a: readonly unknown[], b: readonly unknown[]) => boolean;
};

/** guest-search's `timing`. */
export interface Timing {
  limit: number;
  started: string | null;
  deadline: string | null;
  now: string;
  extra_minutes?: number;
}

/** deadline.js's clock of a guest: extra time and the room's pauses. */
export interface Clock {
  extra: number;
  extraMinutes: number;
  pausedMs: number;
  pausedAt: string;
}

export const deadline = load('./deadline.js') as {
  GRACE_SECONDS: number;
  parseTime: (text: unknown) => number;
  formatTime: (ms: number) => string;
  adjustOf: (clock: Clock, base: number, nowMs: number) => object;
  deadlineOf: (started: string | null, limit: number, adjust?: object) => string | null;
  extraMinutesOn: (minutes: number, clock: Clock) => number;
  timeLeftMs: (deadline: string | null, nowMs: number) => number;
  isPastGrace: (deadline: string | null, nowMs: number) => boolean;
  graceCutoff: (nowMs: number) => string;
  timingOf: (limit: number, started: string | null, nowMs: number, clock?: Clock, base?: number) => Timing;
  clockOffset: (serverNow: string, localNowMs: number) => number;
};

export const draftJson = load('./draft-json.js') as {
  parseRaw: (text: string) => any;
  answersOf: (raw: unknown) => Answer[];
  flagsOf: (raw: unknown) => string[];
  draftRaw: (answers: Answer[], flags?: string[]) => string;
  draftJson: (draft: { raw: string; at: string }) => string;
};

export const json = load('./json.js') as {
  parseJson: <T>(text: unknown, fallback: T) => T | unknown;
};

export const asciiJson = load('./ascii-json.js') as {
  asciiJson: (text: string) => string;
};

/** The request-body validators of validate/, with the limit of rules/limits.js, as one object. */
export const validate = {
  BODY_LIMIT,
  ...load('./validate/fields.js'),
  ...load('./validate/guest-bodies.js'),
  ...load('./validate/lookup-bodies.js'),
  ...load('./validate/admin-bodies.js'),
  ...load('./validate/room-patch.js'),
} as {
  BODY_LIMIT: number;
  utf8Length: (text: string) => number;
  charLength: (text: string) => number;
  parseJsonObject: (text: string) => Record<string, unknown>;
  normalizeUuid: (value: unknown) => string | null;
  validateGuestCreate: (body: unknown) => Pick<Guest, 'uuid'>;
  validateGuestPatch: (body: unknown) => Pick<Guest, 'uuid' | 'name' | 'email'>;
  validateSlugBody: (body: unknown) => { slug: string };
  validateIdBody: (body: unknown) => { id: string };
  validateAnswersBody: (body: unknown) => { room: string; answers: Answer[]; flags: string[] };
  validateStartBody: (body: unknown) => { room: string; exam: string | null };
  validateFinishBody: (body: unknown) => { room: string; exam: string };
  answersOutsideSheet: (
    answers: { questionId: string }[],
    ids: Set<string>,
    flags?: string[],
  ) => Record<string, unknown>;
  validateRoomPatch: (body: unknown, current: unknown) => RoomPatchBody & Partial<RoomConditions>;
  RESULTS_SETTINGS: string[];
  AUDIO_MODES: string[];
  validateShareBody: (body: unknown) => RoomShareBody;
  validateUnshareBody: (body: unknown) => RoomUnshareBody;
  validateDeleteBody: (body: unknown, name: string) => RoomDeleteBody;
};

export const signInThrottle = load('./sign-in-throttle.js') as {
  FAILURE_LIMIT: number;
  WINDOW_MS: number;
  lockedFor: (failures: number[], now: number) => number;
  withFailure: (failures: number[], now: number) => number[];
  accountKey: (collection: string, identity: string) => string;
};

/** The HttpError a call throws (fails the test when it throws nothing). */
export function thrown(fn: () => unknown): HttpErrorLike {
  try {
    fn();
  } catch (error) {
    return error as HttpErrorLike;
  }
  throw new Error('expected an error');
}

/** One problem of an exam document, named by its path (`sections.1.groups.0.to`). */
export interface DocumentProblem {
  path: string;
  code: string;
  message: string;
}

export const examDocument = load('./validate/exam-document.js') as {
  KINDS: string[];
  RECORD_ID: RegExp;
  validateExamDocument: (doc: unknown) => { value: any; errors: DocumentProblem[] };
  documentError: (errors: DocumentProblem[]) => HttpErrorLike;
};

export const roomCreate = load('./validate/room-create.js') as {
  validateRoomCreate: (body: unknown) => { name: string; slug: string; detail: string };
  validateSlugCheck: (body: unknown) => { slug: string };
  freeSlug: (slug: string, taken: Set<string>) => string;
};

export const examFiles = load('./validate/exam-files.js') as {
  validateFileTarget: (body: unknown) => { part: string; partId: string; field: string };
  validateFileRemoval: (body: unknown) => { part: string; partId: string; field: string; name: string };
};

export const access = load('./access.js') as {
  mayManage: (staff: { id: string; superuser: boolean }, record: { Users: string[] }) => boolean;
  managedOr404: <T extends { Users: string[] }>(
    staff: { id: string; superuser: boolean },
    record: T | null,
    message: string,
  ) => T;
  memberRemovalRefusal: (
    staff: { id: string; superuser: boolean },
    users: string[],
    target: string,
  ) => { code: string; message: string } | null;
};

export const prepared = load('./store/prepared.js') as {
  withPrepared: <T>(db: { newQuery: (sql: string) => unknown }, sql: string, use: (query: any) => T) => T;
  isClosedHandle: (error: unknown) => boolean;
  writeOneGrouped: (db: { newQuery: (sql: string) => unknown }, sql: string, params: object) => boolean;
  writeRowGrouped: <T extends object>(
    db: { newQuery: (sql: string) => unknown },
    sql: string,
    params: object,
    shape: T,
  ) => T | null;
};

export const answersBody = load('./answers-body.js') as {
  readAnswersBody: (e: { request: { body: unknown } }) => {
    room: string;
    answers: Answer[];
    flags: string[];
  };
};

export const submissionScoring = load('./store/submission-scoring.js') as {
  scoreRoomSubmission: (roomId: string, tableText: string, answers: Answer[], flags?: string[]) => Scored;
  scoreTableSubmission: (key: string, table: unknown, answers: Answer[], flags?: string[]) => Scored;
  normalForm: (value: unknown) => string;
};

export const roomDefaults = load('./room-defaults.js') as {
  NEW_ROOM_SETTINGS: {
    accepting: boolean;
    time_limit: number;
    audio: string;
    results: string;
    delivery: string;
  };
  missingRoomSettings: (sent: Record<string, unknown>) => Record<string, unknown>;
};

export const busy = load('./store/busy.js') as {
  isBusy: (error: unknown) => boolean;
  whenFree: <T>(
    e: { response: { header: () => { set: (name: string, value: string) => void } } },
    write: () => T,
    wait?: (ms: number) => void,
  ) => T;
  BUSY_BACKOFF_MS: number[];
  BUSY_RETRY_AFTER: number;
};

export const fileType = load('./file-type.js') as {
  UPLOAD_COLLECTIONS: string[];
  SNIFF_BYTES: number;
  sniffType: (bytes: ArrayLike<number>) => { type: string; ext: string } | null;
  withExtension: (name: string, ext: string) => string;
};

export const rebuildClaim = load('./store/rebuild-claim.js') as {
  CLAIM_MS: number;
  claimRebuild: (store: unknown, key: string, now: number) => boolean;
  releaseRebuild: (store: unknown, key: string) => void;
};

export const copyName = load('./copy-name.js') as {
  copyName: (name: string, taken: Set<string>) => string;
  importName: (name: string, taken: Set<string>) => string;
};
