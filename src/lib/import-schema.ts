// The room import format (README "Import format"), shared by npm run import and the browser's import.
// Validation here names the bad path, so a teacher fixing a 40-question file sees `exams[0].sections[2].groups[1].questions[4].keys` rather than a stack trace.
import { z } from 'zod';
import {
  CONTENT_MAX,
  DELIVERIES,
  GROUP_TYPES,
  INSTRUCTIONS_MAX,
  MAX_WORDS_MAX,
  MIN_WORDS_MAX,
  OPTION_LETTER,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  PASSAGE_MAX,
  PROMPT_MAX,
  TITLE_MAX,
  gapProblem,
} from '../rules/computer-content';
import { withinWordLimit, withoutOptionalWords, wordLimitText } from '../rules/word-count';
// The format's room and exam rules are the server's (docs/architecture.md, "One source per rule").
import { isDueDate } from '../rules/due-date';
import { EXAM_MAX_NUMBER, SLUG, SLUG_MAX, TIME_LIMIT_MAX } from '../rules/limits';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const questionNumber = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(EXAM_MAX_NUMBER);
const mediaList = z.array(text(500)).max(20, 'at most 20 files').default([]);

// The content of the test on computer (docs/architecture.md, "The test on computer"): optional; a blank
// text is none (null), as the server keeps it.
const optionalText = (max: number) =>
  z
    .string('must be text')
    .trim()
    .max(max, `at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
const options = z
  .array(
    z.object({
      letter: z.string().trim().regex(OPTION_LETTER, 'must be a letter (A–Z) or a numeral (iv)'),
      text: text(OPTION_TEXT_MAX),
    }),
  )
  .max(OPTIONS_MAX, `at most ${OPTIONS_MAX} options`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((option, i) => {
      const letter = option.letter.toUpperCase();
      if (seen.has(letter))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'letter'],
          message: `the letter ${option.letter} appears twice`,
        });
      seen.add(letter);
    });
  })
  .nullish()
  .transform((list) => (list && list.length > 0 ? list : null));

const question = z.object({
  num: questionNumber,
  // At least one, except in an essay group (checked with the group).
  keys: z.array(text(200)),
  prompt: optionalText(PROMPT_MAX),
  options,
});

const group = z
  .object({
    from: questionNumber,
    to: questionNumber,
    media: mediaList,
    questions: z.array(question).default([]),
    /** Sets of this group's question numbers answered "in either order" (docs/architecture.md, "Scoring"). */
    either_order: z.array(z.array(questionNumber).min(2, 'a set needs at least two questions')).default([]),
    type: z
      .enum(GROUP_TYPES, `must be one of ${GROUP_TYPES.join(', ')}`)
      .nullish()
      .transform((t) => t ?? 'gap'),
    instructions: optionalText(INSTRUCTIONS_MAX),
    options,
    content: optionalText(CONTENT_MAX),
    min_words: z
      .number('must be a number of words')
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(MIN_WORDS_MAX, `at most ${MIN_WORDS_MAX}`)
      .nullish()
      .transform((n) => n ?? null),
    /** The box heading or the form's title (docs/architecture.md, "The test on computer"). */
    title: optionalText(TITLE_MAX),
    /** The word limit (docs/architecture.md, "As an examiner marks"). */
    max_words: z
      .number('must be a number of words')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_WORDS_MAX, `at most ${MAX_WORDS_MAX}`)
      .nullish()
      .transform((n) => n ?? null),
    number_allowed: z
      .boolean('must be true or false')
      .nullish()
      .transform((b) => b ?? false),
  })
  .superRefine((g, ctx) => {
    const limit = g.max_words;
    if (limit !== null)
      g.questions.forEach((q, i) =>
        q.keys.forEach((key, k) => {
          if (!withinWordLimit(withoutOptionalWords(key), limit, g.number_allowed))
            ctx.addIssue({
              code: 'custom',
              path: ['questions', i, 'keys', k],
              message: `longer than the group's word limit (${wordLimitText(limit, g.number_allowed)})`,
            });
        }),
      );
    if (g.from > g.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at least from (${g.from})` });
    const gaps = g.from <= g.to ? gapProblem(g.content, g.from, g.to) : null;
    if (gaps) ctx.addIssue({ code: 'custom', path: ['content'], message: gaps });
    // An essay is marked by people, never against a key (docs/architecture.md, "The test on computer").
    if (g.type !== 'essay')
      g.questions.forEach((q, i) => {
        if (q.keys.length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'keys'],
            message: 'needs at least one accepted answer',
          });
      });
    const seen = new Set<number>();
    g.questions.forEach((q, i) => {
      if (q.num < g.from || q.num > g.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'num'],
          message: `must be within ${g.from}–${g.to}`,
        });
      }
      if (seen.has(q.num)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'num'],
          message: `question ${q.num} appears twice`,
        });
      }
      seen.add(q.num);
    });
    const inSet = new Set<number>();
    g.either_order.forEach((set, si) =>
      set.forEach((n, ni) => {
        if (n < g.from || n > g.to || inSet.has(n))
          ctx.addIssue({
            code: 'custom',
            path: ['either_order', si, ni],
            message: inSet.has(n) ? `question ${n} is in two sets` : `must be within ${g.from}–${g.to}`,
          });
        inSet.add(n);
      }),
    );
  });

const section = z.object({
  name: text(200),
  media: mediaList,
  /** The section's listening recording (docs/product.md, "Test conditions"), a path like the media. */
  audio: text(500).optional(),
  /** The reading text of the test on computer: light Markdown. */
  passage: optionalText(PASSAGE_MAX),
  groups: z.array(group).min(1, 'needs at least one group'),
});

/**
 * The band table's rules in words, as the exam editor shows them under its boxes and the importer by path
 * (docs/product.md, "Authoring"); the server holds the same ranges (pb_hooks/lib/validate/exam-document.js).
 */
export const BAND_RULES = {
  score: 'A score is a whole number from 0 to 1000.',
  band: 'A band is a number from 0 to 9, such as 6.5.',
  order: 'Bands go from the highest score to the lowest: each row needs a lower score than the row above.',
  rows: 'A band table needs at least one row.',
} as const;

const bandScore = z
  .number(BAND_RULES.score)
  .int(BAND_RULES.score)
  .min(0, BAND_RULES.score)
  .max(1000, BAND_RULES.score);
const band = z.number(BAND_RULES.band).min(0, BAND_RULES.band).max(9, BAND_RULES.band);

/** A band table: [minScore, band] rows, highest first (docs/architecture.md, "Scoring"). */
const bandTable = z
  .array(z.tuple([bandScore, band], 'A row is [lowest score, band].'))
  .min(1, BAND_RULES.rows)
  .superRefine((rows, ctx) =>
    rows.forEach((row, i) => {
      if (i > 0 && row[0] >= rows[i - 1]![0])
        ctx.addIssue({ code: 'custom', path: [i, 0], message: BAND_RULES.order });
    }),
  );

const exam = z
  .object({
    name: text(200),
    kind: z
      .enum([
        'listening',
        'academic_reading',
        'general_reading',
        'academic_writing',
        'general_writing',
        'other',
      ])
      .default('other'),
    bands: bandTable.nullable().default(null),
    /** Whether T, F, NG, Y, N score for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO (docs/architecture.md, "Scoring"). */
    accept_initials: z.boolean('must be true or false').default(false),
    sections: z.array(section).min(1, 'needs at least one section'),
  })
  .superRefine((e, ctx) => {
    if (e.kind === 'academic_writing' || e.kind === 'general_writing') writingShape(e.sections, ctx);
    const owner = new Map<number, string>();
    e.sections.forEach((s, si) =>
      s.groups.forEach((g, gi) => {
        for (let n = g.from; n <= g.to; n++) {
          const other = owner.get(n);
          if (other) {
            ctx.addIssue({
              code: 'custom',
              path: ['sections', si, 'groups', gi],
              message: `question ${n} is already covered by ${other}`,
            });
            return;
          }
          owner.set(n, `sections[${si}].groups[${gi}]`);
        }
      }),
    );
  });

/**
 * An exam entry of a room file: the exam, and the minutes it gets in this room (docs/architecture.md, "The test
 * on computer": `config[examId].minutes`, written by the import once the exam has its id). Whole minutes from
 * 0 (none) up to the bound of the room's own time limit.
 */
const roomExam = exam.safeExtend({
  minutes: z
    .number('must be a number of minutes')
    .int('must be a whole number of minutes')
    .min(0, 'must be at least 0 (no time of its own)')
    .max(TIME_LIMIT_MAX, `at most ${TIME_LIMIT_MAX} minutes`)
    .optional(),
});

/**
 * A Writing exam's shape (docs/architecture.md, "Writing and marking"): two sections, Task 1 and Task 2, each
 * one essay group holding one question (numbers 1 and 2) with no keys. The server holds the same rule
 * (pb_hooks/lib/validate/exam-document.js; its test runs bad exams through both).
 */
function writingShape(sections: z.infer<typeof section>[], ctx: z.RefinementCtx) {
  if (sections.length !== 2) {
    ctx.addIssue({
      code: 'custom',
      path: ['sections'],
      message: 'a Writing exam has two sections: Task 1 and Task 2',
    });
    return;
  }
  sections.forEach((s, si) => {
    const num = si + 1;
    const g = s.groups[0];
    const question = g?.questions[0];
    const problem =
      s.groups.length !== 1 || !g
        ? `Task ${num} is one essay group`
        : g.type !== 'essay'
          ? 'must be an essay group'
          : g.from !== num || g.to !== num || g.questions.length !== 1 || question?.num !== num
            ? `Task ${num} holds one question, number ${num}`
            : question.keys.length > 0
              ? 'an essay has no keys: it is marked'
              : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['sections', si, 'groups'], message: problem });
  });
}

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
    name: text(200),
    slug: z
      .string()
      .min(1, 'must not be empty')
      .max(SLUG_MAX, `at most ${SLUG_MAX} characters`)
      .regex(SLUG, 'lowercase letters, digits and single dashes only'),
    detail: z.string().max(5000, 'at most 5000 characters').default(''),
    members: z.array(z.email('must be an e-mail address')).default([]),
    // The room's settings (docs/architecture.md, "Test conditions"): open, untimed, audio free and results
    // hidden unless the file says otherwise.
    accepting: z.boolean('must be true or false').default(true),
    time_limit: z
      .number('must be a number of minutes')
      .int('must be a whole number of minutes')
      .min(0, 'must be at least 0 (untimed)')
      .max(TIME_LIMIT_MAX, `at most ${TIME_LIMIT_MAX} minutes`)
      .default(0),
    audio: z.enum(['free', 'once'], 'must be free or once').default('free'),
    results: z.enum(['hidden', 'score', 'review'], 'must be hidden, score or review').default('hidden'),
    /** docs/architecture.md, "The test on computer": a room made from a file is on computer unless it says paper. */
    delivery: z.enum(DELIVERIES, 'must be paper or computer').default('computer'),
    /** docs/architecture.md, "Exam day": a review room shows the keys at once (homework) when true. */
    review_at_once: z.boolean('must be true or false').default(false),
    /** docs/architecture.md, "Writing and marking": scripts are marked without the student's name when true. */
    anonymous_marking: z.boolean('must be true or false').default(false),
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

/**
 * One exam entry of the import format: the exam editor validates its document with it (docs/architecture.md,
 * "Authoring"), so the importer and the editor hold one set of rules. Ids, media and audio are not checked.
 */
export const examEntrySchema = exam;
