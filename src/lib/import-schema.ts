// The room import format (README "Import format"), shared by npm run import and the browser's import.
// Validation here names the bad path, so a teacher fixing a 40-question file sees `exams[0].sections[2].groups[1].questions[4].keys` rather than a stack trace.
import { z } from 'zod';

/** A room's slug, as the server checks it (pb_hooks/lib/rules.js; pb_hooks/lib/rules.test.ts holds them equal). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
/** A room's longest time limit in minutes, as the server checks it (pb_hooks/lib/rules.js's TIME_LIMIT_MAX). */
export const TIME_LIMIT_MAX = 600;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const questionNumber = z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000);
const mediaList = z.array(text(500)).max(20, 'at most 20 files').default([]);

const question = z.object({
  num: questionNumber,
  keys: z.array(text(200)).min(1, 'needs at least one accepted answer'),
});

const group = z
  .object({
    from: questionNumber,
    to: questionNumber,
    media: mediaList,
    questions: z.array(question).default([]),
    /** Sets of this group's question numbers answered "in either order" (docs/architecture.md, "Scoring"). */
    either_order: z.array(z.array(questionNumber).min(2, 'a set needs at least two questions')).default([]),
  })
  .superRefine((g, ctx) => {
    if (g.from > g.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at least from (${g.from})` });
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
  groups: z.array(group).min(1, 'needs at least one group'),
});

/** A band table: [minScore, band] rows, highest first (docs/architecture.md, "Scoring"). */
const bandTable = z
  .array(z.tuple([z.number().int().min(0).max(1000), z.number().min(0).max(9)]))
  .min(1, 'needs at least one row')
  .refine(
    (rows) => rows.every((row, i) => i === 0 || row[0] < rows[i - 1]![0]),
    'rows must be highest first',
  );

const exam = z
  .object({
    name: text(200),
    kind: z.enum(['listening', 'academic_reading', 'general_reading', 'other']).default('other'),
    bands: bandTable.nullable().default(null),
    /** T, F, NG, Y, N score for keys that are exactly TRUE, FALSE, NOT GIVEN, YES, NO (docs/product.md, "Authoring"). */
    accept_initials: z.boolean('must be true or false').default(false),
    sections: z.array(section).min(1, 'needs at least one section'),
  })
  .superRefine((e, ctx) => {
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

export const roomImportSchema = z.object({
  room: z.object({
    name: text(200),
    slug: z
      .string()
      .min(1, 'must not be empty')
      .max(SLUG_MAX, `at most ${SLUG_MAX} characters`)
      .regex(SLUG_PATTERN, 'lowercase letters, digits and single dashes only'),
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
  }),
  exams: z.array(exam).min(1, 'needs at least one exam'),
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
