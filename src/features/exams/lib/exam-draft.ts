// The exam editor's working copy (docs/product.md, "Authoring"): the document as a teacher types it (numbers
// and lists as text), converted to and from the document the server saves, and checked by the document's
// own rule (src/rules/exam-document.ts, the server's and the importer's too), each problem keyed by the
// document's path (`sections.1.groups.0.to`). Pure.
import type {
  GroupType,
  DocumentGroup,
  DocumentQuestion,
  DocumentSection,
  ExamDocument,
  ExamKind,
} from '@/lib/api-types';
import { BAND_RULES, WHOLE_NUMBER, validateExamDocument } from '@/rules/exam-document';
import { inferGroupType, type KeyEntry, type SplitProposal } from './parse-keys';

/**
 * The content of the test on computer (docs/architecture.md, "The test on computer") of a part, as loaded:
 * carried through a save unchanged, so that saving in this editor never drops it. Only the fields the
 * document had are kept (a new part has none: the server's defaults).
 */
export type SectionScreen = Pick<DocumentSection, 'passage'>;
export type GroupScreen = Pick<
  DocumentGroup,
  'type' | 'instructions' | 'options' | 'content' | 'title' | 'max_words' | 'number_allowed'
>;
export type QuestionScreen = Pick<DocumentQuestion, 'prompt' | 'options'>;

const SECTION_SCREEN = ['passage'] as const;
const GROUP_SCREEN = [
  'type',
  'instructions',
  'options',
  'content',
  'title',
  'max_words',
  'number_allowed',
] as const;
const QUESTION_SCREEN = ['prompt', 'options'] as const;

/** The fields of `part` named, those it has. */
function fieldsOf<T extends object, K extends keyof T>(part: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const field of fields) if (part[field] !== undefined) out[field] = part[field];
  return out;
}

export interface DraftQuestion {
  id?: string;
  num: number;
  /** Accepted answers as one text: `colour / color`. */
  keys: string;
  screen?: QuestionScreen;
}

export interface DraftGroup {
  /** React's key: the saved id, or one made here for a new part. */
  key: string;
  id?: string;
  from: string;
  to: string;
  /** "21-22, 25-26". */
  eitherOrder: string;
  /** An essay's minimum words as typed; blank: none (a Writing task then takes 150 or 250). */
  minWords: string;
  /** Only questions with some text, in number order: an emptied box is no question (its box is disabled
   *  on the sheet). */
  questions: DraftQuestion[];
  /** Ids of questions emptied in this session, by number: typing an answer again keeps the question's id,
   *  so students' answers stay bound to it. */
  retired: Record<number, string>;
  screen: GroupScreen;
}

export interface DraftSection {
  key: string;
  id?: string;
  name: string;
  groups: DraftGroup[];
  screen: SectionScreen;
}

export interface DraftBandRow {
  key: string;
  score: string;
  band: string;
}

export interface ExamDraft {
  name: string;
  kind: ExamKind;
  acceptInitials: boolean;
  /** null: the built-in table of the kind. */
  bands: DraftBandRow[] | null;
  sections: DraftSection[];
}

/** Problems by document path: `sections.1.groups.0.to` → "Must be at least 12." */
export type Problems = Record<string, string>;

export const newKey = () => `new-${Math.random().toString(36).slice(2, 10)}`;

/** Accepted answers are separated by " / " (a slash with a space each side; `1/2` stays one answer). */
export const splitKeys = (text: string): string[] =>
  text
    .split(/\s+\/\s+/)
    .map((key) => key.trim())
    .filter((key) => key !== '');

export const joinKeys = (keys: string[]): string => keys.join(' / ');

/** "21-22, 25&27" → [[21, 22], [25, 27]]; a set is a range (`21-22`) or numbers joined by `&`. */
export function parseEitherOrder(text: string): { sets: number[][] } | { error: string } {
  const sets: number[][] = [];
  for (const part of text.split(/[,;]/)) {
    const item = part.trim();
    if (item === '') continue;
    const range = /^(\d{1,4})\s*[-–]\s*(\d{1,4})$/.exec(item);
    if (range) {
      const first = Number(range[1]);
      const last = Number(range[2]);
      if (last <= first) return { error: `“${item}” must run from a smaller number to a larger one.` };
      if (last - first > 9) return { error: `“${item}” is too wide for one set.` };
      sets.push(Array.from({ length: last - first + 1 }, (_, i) => first + i));
      continue;
    }
    if (/^\d{1,4}(\s*&\s*\d{1,4})+$/.test(item)) {
      sets.push(item.split('&').map((n) => Number(n.trim())));
      continue;
    }
    return { error: `“${item}” is not a set like 21-22 or 21&23.` };
  }
  return { sets };
}

/** [[21, 22], [25, 27]] → "21-22, 25&27". */
export function formatEitherOrder(sets: number[][]): string {
  return sets
    .map((set) => {
      const sorted = [...set].sort((a, b) => a - b);
      const consecutive = sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1);
      return consecutive && sorted.length > 1
        ? `${sorted[0]}-${sorted[sorted.length - 1]}`
        : sorted.join('&');
    })
    .join(', ');
}

export function draftFromDocument(exam: ExamDocument): ExamDraft {
  return {
    name: exam.name,
    kind: exam.kind,
    acceptInitials: exam.accept_initials,
    bands: exam.bands
      ? exam.bands.map(([score, band]) => ({ key: newKey(), score: String(score), band: String(band) }))
      : null,
    sections: exam.sections.map((section) => ({
      key: section.id ?? newKey(),
      id: section.id,
      name: section.name,
      screen: fieldsOf(section, SECTION_SCREEN),
      groups: section.groups.map((group) => ({
        key: group.id ?? newKey(),
        id: group.id,
        from: String(group.from),
        to: String(group.to),
        eitherOrder: formatEitherOrder(group.either_order),
        minWords: typeof group.min_words === 'number' ? String(group.min_words) : '',
        questions: group.questions
          .map((q) => ({
            id: q.id,
            num: q.num,
            keys: joinKeys(q.keys),
            screen: fieldsOf(q, QUESTION_SCREEN),
          }))
          .sort((a, b) => a.num - b.num),
        retired: {},
        screen: fieldsOf(group, GROUP_SCREEN),
      })),
    })),
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const withId = <T extends object>(id: string | undefined, part: T) => (id ? { id, ...part } : part);

/** The document a PUT or POST sends: ids on saved parts, never media or audio. */
export function documentFromDraft(draft: ExamDraft): ExamDocument {
  return {
    name: draft.name,
    kind: draft.kind,
    bands: draft.bands ? draft.bands.map((row) => [toNumber(row.score), toNumber(row.band)]) : null,
    accept_initials: draft.acceptInitials,
    sections: draft.sections.map((section) =>
      withId(section.id, {
        name: section.name,
        ...section.screen,
        groups: section.groups.map((group) => {
          const either = parseEitherOrder(group.eitherOrder);
          return withId(group.id, {
            from: toNumber(group.from),
            to: toNumber(group.to),
            either_order: 'sets' in either ? either.sets : [],
            ...group.screen,
            // Blank is none: the server's default (a Writing task's 150 or 250).
            min_words: group.minWords.trim() === '' ? null : toNumber(group.minWords),
            questions: group.questions.map((q) =>
              withId(q.id, { num: q.num, keys: splitKeys(q.keys), ...q.screen }),
            ),
          });
        }),
      }),
    ),
  };
}

/** Every problem of the working copy, by path; none means it can be saved. */
export function validateDraft(draft: ExamDraft): Problems {
  const problems: Problems = {};
  // What the text boxes cannot say as numbers comes first, in the teacher's words.
  draft.bands?.forEach((row, i) => {
    if (!Number.isFinite(toNumber(row.score))) problems[`bands.${i}.0`] = BAND_RULES.score;
    if (!Number.isFinite(toNumber(row.band))) problems[`bands.${i}.1`] = BAND_RULES.band;
  });
  draft.sections.forEach((section, si) =>
    section.groups.forEach((group, gi) => {
      const at = `sections.${si}.groups.${gi}`;
      if (!Number.isFinite(toNumber(group.from))) problems[`${at}.from`] = WHOLE_NUMBER;
      if (!Number.isFinite(toNumber(group.to))) problems[`${at}.to`] = WHOLE_NUMBER;
      if (group.minWords.trim() !== '' && !Number.isFinite(toNumber(group.minWords)))
        problems[`${at}.min_words`] = WHOLE_NUMBER;
      const either = parseEitherOrder(group.eitherOrder);
      if ('error' in either) problems[`${at}.either_order`] = either.error;
    }),
  );
  // A part's id is the one the editor loaded: whether it still names a part of this exam is the server's
  // to judge (and no field of the editor's to fix).
  for (const { path, message } of validateExamDocument(documentFromDraft(draft)).errors)
    if (!path.endsWith('.id')) problems[path] ??= message;
  return problems;
}

/** The first problem at `path` or under it (`sections.0.groups.1.either_order.0.1` is the set's). */
export function problemAt(problems: Problems, path: string): string | undefined {
  if (problems[path]) return problems[path];
  const under = Object.keys(problems).find((key) => key.startsWith(`${path}.`));
  return under ? problems[under] : undefined;
}

/** The words for a group's fields of the test on computer, as the editor labels them. */
const GROUP_FIELD_NAMES: Record<string, string> = {
  type: 'question type',
  instructions: 'instructions',
  title: 'title',
  max_words: 'word limit',
  options: 'options',
  content: 'notes, summary or table',
  min_words: 'minimum words',
};

/** A problem's place in words: "Part 2, questions 11–20, question 14". */
export function describePath(draft: ExamDraft, path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'name') return 'Exam name';
  if (parts[0] === 'bands') {
    const row = parts[1] === undefined ? undefined : Number(parts[1]) + 1;
    return row ? `Band table, row ${row}` : 'Band table';
  }
  if (parts[0] !== 'sections') return 'Exam';
  if (parts[1] === undefined) return 'Sections';
  const section = draft.sections[Number(parts[1])];
  const sectionName = section?.name.trim() || `Section ${Number(parts[1]) + 1}`;
  if (parts[2] !== 'groups' || parts[3] === undefined) {
    return parts[2] === 'name' || parts[2] === 'passage' ? `${sectionName}, ${parts[2]}` : sectionName;
  }
  const group = section?.groups[Number(parts[3])];
  const groupName = group ? `questions ${group.from}–${group.to}` : `group ${Number(parts[3]) + 1}`;
  const field = parts[4];
  if (field === 'questions' && parts[5] !== undefined) {
    const question = group?.questions[Number(parts[5])];
    return `${sectionName}, ${groupName}, question ${question?.num ?? Number(parts[5]) + 1}`;
  }
  if (field === 'either_order') return `${sectionName}, ${groupName}, in either order`;
  if (field === 'from' || field === 'to') return `${sectionName}, ${groupName}, ${field}`;
  if (field && field in GROUP_FIELD_NAMES) return `${sectionName}, ${groupName}, ${GROUP_FIELD_NAMES[field]}`;
  return `${sectionName}, ${groupName}`;
}

/** The same document (what a save would send), whatever the spacing typed. */
export const sameDocument = (a: ExamDraft, b: ExamDraft) =>
  JSON.stringify(documentFromDraft(a)) === JSON.stringify(documentFromDraft(b));

/** Whether a question carries a stem or options for the screen: emptying its answer then keeps it. */
const hasScreen = (question: DraftQuestion) =>
  Boolean(question.screen?.prompt || question.screen?.options?.length);

/** The group without its question at `index`, whose id is kept aside should the number come back. */
function withoutQuestion(group: DraftGroup, index: number): DraftGroup {
  const removed = group.questions[index]!;
  return {
    ...group,
    questions: group.questions.filter((_, i) => i !== index),
    retired: removed.id ? { ...group.retired, [removed.num]: removed.id } : group.retired,
  };
}

/** The group with a new question, in number order (as the sheet lists them), keeping a retired id. */
function withQuestion(group: DraftGroup, question: Omit<DraftQuestion, 'id'>): DraftGroup {
  const id = group.retired[question.num];
  const questions = [...group.questions, { ...(id ? { id } : {}), ...question }];
  return { ...group, questions: questions.sort((a, b) => a.num - b.num) };
}

/**
 * Question `num`'s answers typed as `text`: an empty text removes the question, keeping its id aside,
 * unless it has a stem or options (then it stays, and the missing answer is a problem to fix).
 */
export function setQuestionKeys(group: DraftGroup, num: number, text: string): DraftGroup {
  const index = group.questions.findIndex((q) => q.num === num);
  if (index < 0) return text.trim() === '' ? group : withQuestion(group, { num, keys: text });
  const question = { ...group.questions[index]!, keys: text };
  if (text.trim() === '' && !hasScreen(question)) return withoutQuestion(group, index);
  return { ...group, questions: group.questions.map((q, i) => (i === index ? question : q)) };
}

/**
 * Question `num`'s stem or options changed: a question without an answer yet is made for them (its
 * missing answer a problem until typed), and one left with neither answer nor screen goes.
 */
export function setQuestionScreen(group: DraftGroup, num: number, screen: QuestionScreen): DraftGroup {
  const index = group.questions.findIndex((q) => q.num === num);
  if (index < 0) {
    const question = { num, keys: '', screen };
    return hasScreen(question) ? withQuestion(group, question) : group;
  }
  const current = group.questions[index]!;
  const question = { ...current, screen: { ...current.screen, ...screen } };
  if (question.keys.trim() === '' && !hasScreen(question)) return withoutQuestion(group, index);
  return { ...group, questions: group.questions.map((q, i) => (i === index ? question : q)) };
}

/** The numbers a group's grid shows: its range (at most 200 boxes), and any question outside it. */
export function gridNumbers(group: DraftGroup): number[] {
  const from = toNumber(group.from);
  const to = toNumber(group.to);
  const nums = new Set<number>(group.questions.map((q) => q.num));
  if (Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= from) {
    for (let n = from; n <= Math.min(to, from + 199); n++) nums.add(n);
  }
  return [...nums].sort((a, b) => a - b);
}

/** Whether question `num` falls in the group's range. */
export function inGroup(group: DraftGroup, num: number): boolean {
  return num >= toNumber(group.from) && num <= toNumber(group.to);
}

/**
 * The type a group's keys infer (parse-keys.ts), applied unless the teacher's choice fits them as well: a
 * `match` group's letters also read as `choice`, and an essay has no keys to go by.
 */
function withInferredType(group: DraftGroup): DraftGroup {
  const from = toNumber(group.from);
  const to = toNumber(group.to);
  const either = parseEitherOrder(group.eitherOrder);
  const covered =
    'sets' in either &&
    either.sets.some((set) => set.length === to - from + 1 && set.every((n) => n >= from && n <= to));
  const inferred = inferGroupType(
    group.questions.map((q) => splitKeys(q.keys)),
    covered,
  );
  const current = group.screen.type ?? 'gap';
  if (!inferred || inferred === current || current === 'essay') return group;
  if (current === 'match' && inferred === 'choice') return group;
  return { ...group, screen: { ...group.screen, type: inferred } };
}

/**
 * A pasted key applied: each entry's answers go to the question of that number in the group whose range
 * holds it; each either-order set replaces the sets it overlaps in its group; a group given keys takes the
 * type they infer (docs/architecture.md, "The test on computer"). Entries outside every group were reported
 * as problems by the parser and are left out.
 */
export function applyKeys(draft: ExamDraft, entries: KeyEntry[], eitherOrder: number[][]): ExamDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      groups: section.groups.map((group) => {
        let next = group;
        const given = entries.filter((entry) => inGroup(group, entry.num));
        for (const entry of given) next = setQuestionKeys(next, entry.num, joinKeys(entry.keys));
        const mine = eitherOrder.filter((set) => set.every((n) => inGroup(group, n)));
        if (mine.length > 0) {
          const current = parseEitherOrder(group.eitherOrder);
          const kept = 'sets' in current ? current.sets : [];
          const taken = new Set(mine.flat());
          next = {
            ...next,
            eitherOrder: formatEitherOrder([
              ...kept.filter((set) => !set.some((n) => taken.has(n))),
              ...mine,
            ]),
          };
        }
        return given.length > 0 ? withInferredType(next) : next;
      }),
    })),
  };
}

/**
 * Groups cut where their pasted keys change kind, as the teacher confirmed (parse-keys.ts, splitProposals):
 * each run becomes a group of its type. The first keeps the group's id and what it shows (title,
 * instructions, content); the others are new groups with their type only. Questions, their ids and retired
 * ids and the either-order sets go with the run that holds their number (a set, its first number).
 */
export function splitGroups(draft: ExamDraft, proposals: SplitProposal[]): ExamDraft {
  if (proposals.length === 0) return draft;
  return {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      groups: section.groups.flatMap((group) => {
        const proposal = proposals.find(
          (p) => p.from === toNumber(group.from) && p.to === toNumber(group.to),
        );
        if (!proposal) return [group];
        const either = parseEitherOrder(group.eitherOrder);
        const sets = 'sets' in either ? either.sets : [];
        return proposal.runs.map((run, i): DraftGroup => {
          const within = (num: number) => num >= run.from && num <= run.to;
          return {
            ...(i === 0 ? group : newGroup(run.from)),
            from: String(run.from),
            to: String(run.to),
            eitherOrder: formatEitherOrder(sets.filter((set) => within(set[0]!))),
            questions: group.questions.filter((q) => within(q.num)),
            retired: Object.fromEntries(Object.entries(group.retired).filter(([num]) => within(Number(num)))),
            screen: { ...(i === 0 ? group.screen : {}), type: run.type },
          };
        });
      }),
    })),
  };
}

/** The groups whose type differs in `after` (same layout), with their range: what applying keys set. */
export function typeChanges(
  before: ExamDraft,
  after: ExamDraft,
): { from: string; to: string; type: GroupType }[] {
  return after.sections.flatMap((section, si) =>
    section.groups.flatMap((group, gi) => {
      const type = group.screen.type ?? 'gap';
      const was = before.sections[si]?.groups[gi]?.screen.type ?? 'gap';
      return type === was ? [] : [{ from: group.from, to: group.to, type }];
    }),
  );
}

/** The groups' ranges the paste parser checks numbers against. */
export function groupRanges(draft: ExamDraft): { from: number; to: number }[] {
  return draft.sections
    .flatMap((section) => section.groups)
    .map((group) => ({ from: toNumber(group.from), to: toNumber(group.to) }))
    .filter((range) => Number.isInteger(range.from) && Number.isInteger(range.to));
}

/** A new section after the last one: one group that follows the last question so far, ten boxes long. */
export function newSection(draft: ExamDraft): DraftSection {
  const last = Math.max(0, ...groupRanges(draft).map((range) => range.to));
  return {
    key: newKey(),
    name: `Part ${draft.sections.length + 1}`,
    groups: [newGroup(last + 1)],
    screen: {},
  };
}

export function newGroup(from: number): DraftGroup {
  return {
    key: newKey(),
    from: String(from),
    to: String(from + 9),
    eitherOrder: '',
    minWords: '',
    questions: [],
    retired: {},
    screen: {},
  };
}

/** The next free question number after a section's groups (for "Add a group"). */
export function nextNumber(draft: ExamDraft): number {
  return Math.max(0, ...groupRanges(draft).map((range) => range.to)) + 1;
}
