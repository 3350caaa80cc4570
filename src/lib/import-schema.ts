// The room import format (README "Import format"), shared by npm run import and the browser's import.
// Validation here names the bad path, so a teacher fixing a 40-question file sees `exams[0].sections[2].groups[1].questions[4].keys` rather than a stack trace.
import { z } from 'zod';
import { DELIVERIES } from '../rules/computer-content';
// The format's room and exam rules are the server's (docs/architecture.md, "One source per rule").
import { isDueDate } from '../rules/due-date';
import {
  validateExamDocument,
  type CheckedExamDocument,
  type DocumentGroup,
  type DocumentSection,
} from '../rules/exam-document';
import { ROOM_DETAIL_MAX, ROOM_NAME_MAX, SLUG, SLUG_MAX, TIME_LIMIT_MAX } from '../rules/limits';
import { AUDIO_MODES, NEW_ROOM_SETTINGS, RESULTS_SETTINGS } from '../rules/room-settings';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const mediaList = z.array(text(500)).max(20, 'at most 20 files').default([]);

/** A list or an object of the entry as the files' check reads it: its shape is the document rule's to name. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(item));
const objectOf = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );

/**
 * What an exam entry carries beyond the exam document: the files each part names in the archive, and the
 * minutes the exam gets in this room (docs/architecture.md, "The test on computer": `config[examId].minutes`,
 * written by the import once the exam has its id), whole minutes from 0 (none) up to the room's own bound.
 */
const entryExtras = objectOf({
  minutes: z
    .number('must be a number of minutes')
    .int('must be a whole number of minutes')
    .min(0, 'must be at least 0 (no time of its own)')
    .max(TIME_LIMIT_MAX, `at most ${TIME_LIMIT_MAX} minutes`)
    .optional(),
  sections: listOf(
    objectOf({
      media: mediaList,
      /** The section's listening recording (docs/product.md, "Test conditions"), a path like the media. */
      audio: text(500).optional(),
      groups: listOf(objectOf({ media: mediaList })),
    }),
  ),
});

/** An exam entry as the import reads it: the checked document, each part with the files it names. */
export type ImportedExam = Omit<CheckedExamDocument, 'sections'> & {
  minutes?: number;
  sections: (Omit<DocumentSection, 'groups'> & {
    media: string[];
    audio?: string;
    groups: (DocumentGroup & { media: string[] })[];
  })[];
};

/** `sections.0.groups.1` as zod's path: numbers for the list indexes. */
const issuePath = (path: string) =>
  path ? path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];

/**
 * An exam entry of a room file: the exam document's own rule (src/rules/exam-document.ts, which the editor and
 * the server check too), then the files and minutes of the entry.
 */
const roomExam = z.unknown().transform((entry, ctx): ImportedExam => {
  const { value: exam, errors } = validateExamDocument(entry);
  for (const { path, message } of errors) ctx.addIssue({ code: 'custom', path: issuePath(path), message });
  const extras = entryExtras.safeParse(entry);
  if (!extras.success)
    for (const issue of extras.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
  if (!exam || !extras.success) return z.NEVER;
  const { minutes, sections } = extras.data;
  return {
    ...exam,
    ...(minutes === undefined ? {} : { minutes }),
    sections: exam.sections.map((section, si) => {
      const files = sections[si]!;
      return {
        ...section,
        media: files.media,
        ...(files.audio === undefined ? {} : { audio: files.audio }),
        groups: section.groups.map((group, gi) => ({ ...group, media: files.groups[gi]!.media })),
      };
    }),
  };
});

/** A zone this browser (or Node, for npm run import) knows; the server checks it again on its own list. */
function isKnownZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const roomImportSchema = z.object({
  room: z.object({
    name: text(ROOM_NAME_MAX),
    slug: z
      .string()
      .min(1, 'must not be empty')
      .max(SLUG_MAX, `at most ${SLUG_MAX} characters`)
      .regex(SLUG, 'lowercase letters, digits and single dashes only'),
    detail: z.string().max(ROOM_DETAIL_MAX, `at most ${ROOM_DETAIL_MAX} characters`).default(''),
    members: z.array(z.email('must be an e-mail address')).default([]),
    // The room's settings (docs/architecture.md, "Test conditions"): open, untimed, audio free and results
    // hidden unless the file says otherwise.
    accepting: z.boolean('must be true or false').default(NEW_ROOM_SETTINGS.accepting),
    time_limit: z
      .number('must be a number of minutes')
      .int('must be a whole number of minutes')
      .min(0, 'must be at least 0 (untimed)')
      .max(TIME_LIMIT_MAX, `at most ${TIME_LIMIT_MAX} minutes`)
      .default(NEW_ROOM_SETTINGS.time_limit),
    audio: z.enum(AUDIO_MODES, 'must be free or once').default(NEW_ROOM_SETTINGS.audio),
    results: z.enum(RESULTS_SETTINGS, 'must be hidden, score or review').default(NEW_ROOM_SETTINGS.results),
    /** docs/architecture.md, "The test on computer": a room made from a file is on computer unless it says paper. */
    delivery: z.enum(DELIVERIES, 'must be paper or computer').default(NEW_ROOM_SETTINGS.delivery),
    /** docs/architecture.md, "Exam day": a review room shows the keys at once (homework) when true. */
    review_at_once: z.boolean('must be true or false').default(false),
    /** docs/architecture.md, "Writing and marking": scripts are marked without the student's name when true. */
    anonymous_marking: z.boolean('must be true or false').default(NEW_ROOM_SETTINGS.anonymous_marking),
    /** docs/architecture.md, "Double marking": each script marked by two members, blind, when true. */
    double_marking: z.boolean('must be true or false').default(false),
    /** docs/architecture.md, "Turnaround": the date marks are due, read on the room's clock; '' for none. */
    marks_due: z
      .string('must be a date written YYYY-MM-DD, or ""')
      .refine((value) => value === '' || isDueDate(value), 'must be a date written YYYY-MM-DD, or ""')
      .default(''),
    /** docs/architecture.md, "Times in the room's zone": an IANA name; '' for none. */
    time_zone: z
      .string('must be a time zone such as Asia/Ho_Chi_Minh, or ""')
      .refine(
        (value) => value === '' || isKnownZone(value),
        'must be a time zone such as Asia/Ho_Chi_Minh, or ""',
      )
      .default(''),
  }),
  exams: z.array(roomExam).min(1, 'needs at least one exam'),
});

export type RoomImport = z.infer<typeof roomImportSchema>;

/** `exams[0].sections[1].name: must not be empty`, one line per problem. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (acc, part) =>
        typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part),
      '',
    );
    return `${path || '(file)'}: ${issue.message}`;
  });
}
