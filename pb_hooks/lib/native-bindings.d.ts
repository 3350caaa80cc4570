// The one global our build binds into the hooks' JS engine, `$answersheet` (server/internal/jsbind/binds.go),
// typed for the hooks: lib/native.js reads it under this type check, and server/internal/jsbind's
// declarations_test.go holds these interfaces' members to the ones bound. A PocketBase without our
// additions binds nothing: `$answersheet` is then undefined.

/** A submission as the Go scorer gives it: scoring.js's scoreSubmission result. */
export interface NativeScored {
  score: number;
  exams: Record<string, { score: number; total: number }>;
  rawJson: string;
  verdicts: string;
}

/** An answer as the routes' checks leave it. */
export interface NativeAnswer {
  questionId: string;
  value: string;
}

/** The Go scorer (server/internal/rules/scoring.go); null: left to scoring.js. */
export interface NativeScoring {
  /** scoreSubmission with the table of `tableText`, parsed once while `key`'s text stays the same. */
  submission(key: string, tableText: string, answers: NativeAnswer[], flags: string[]): NativeScored | null;
  /** scoring.js's normalize of a text. */
  normalize(text: string): string | null;
}

/** The Go reader of a draft's or a submission's body (server/internal/rules/answers_body.go); null: left to the JS. */
export interface NativeAnswersBody {
  read(
    text: string,
    maxAnswers: number,
    essayMaxLength: number,
    maxDepth: number,
  ): { room: string; answers: NativeAnswer[]; flags: string[] } | null;
}

/** The IANA zones (server/internal/rules/time_zone.go), which goja lacks. */
export interface NativeTimeZone {
  valid(name: string): boolean;
  /** `ms` as "YYYY-MM-DD HH:MM" in zone `name`; '' for an unknown zone. */
  local(ms: number, name: string): string;
}

/** The group writer (server/internal/groupwrite); throws as the statement does. */
export interface NativeGroupCommit {
  /** The rows the statement changed. */
  exec(sql: string, params: Record<string, unknown>): number;
  /**
   * `read`'s rows (the same params), run after `write` in its transaction when the write changed a row; none
   * when it changed none. Each row has the fields of `shape` typed as its zeros are (as NativePoolReader's).
   */
  writeRead(
    write: string,
    read: string,
    params: Record<string, unknown>,
    shape: Record<string, unknown>,
  ): Record<string, unknown>[];
}

/** The routes' reads in Go, on the app's pool of reading connections (server/internal/poolread); throws as the statement does. */
export interface NativePoolReader {
  /** The rows, each with the fields of `shape` typed as its zeros are (store/prepared.js's readAll). */
  all(
    sql: string,
    params: Record<string, unknown>,
    shape: Record<string, unknown>,
  ): Record<string, unknown>[];
  /** `fn`'s value, each `all` it makes in one read transaction (one state of the database); nested: the outer one's. */
  inSnapshot<T>(fn: () => T): T;
}

/** Answers a request (server/internal/jsbind/binds.go). */
export interface NativeRespond {
  /** Answers `e` with `status` and `text`, JSON already written, as application/json with its length. */
  json(e: unknown, status: number, text: string): void;
}

/** The uuids of guests the database was seen to hold (server/internal/knownguests): a hint, shared by every runtime. */
export interface NativeKnownGuests {
  has(uuid: string): boolean;
  add(uuid: string): void;
  /** Forgets every uuid: guests were deleted. */
  clear(): void;
}

/** The app store (server/internal/jsbind/binds.go): several keys read in one call. */
export interface NativeAppStore {
  /** Each key's value, read in turn (undefined where the store has none). */
  values(keys: string[]): unknown[];
}

/** The heavy routes' turns (server/internal/admission/heavy.go): a bounded number run at once across the server. */
export interface NativeHeavyTurns {
  /**
   * Calls `fn` in a turn, waited for as a large room's full results list waits for one: true once it ran
   * (what it throws is thrown on); false when no turn came, `e` then answered 429 with Retry-After.
   */
  results(e: unknown, fn: () => void): boolean;
}

/** The SQL functions our build adds to every connection (server/internal/database/functions.go). */
export interface NativeSqlFunctions {
  has(name: string): boolean;
}

export interface AnswersheetNatives {
  scoring: NativeScoring;
  answersBody: NativeAnswersBody;
  timeZone: NativeTimeZone;
  groupCommit: NativeGroupCommit;
  poolReader: NativePoolReader;
  respond: NativeRespond;
  knownGuests: NativeKnownGuests;
  appStore: NativeAppStore;
  heavyTurns: NativeHeavyTurns;
  sqlFunctions: NativeSqlFunctions;
}

declare global {
  var $answersheet: AnswersheetNatives | undefined;
}
