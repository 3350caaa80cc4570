// The sheet of a room (docs/architecture.md, "The sheet"), built from plain data: the guest view, scoring's
// input and the admin counts on the server, and the room detail's order of sections and parts left out in
// the browser. Tolerant of anything malformed: a config or list that is not one reads as none.
//
// Input shapes (what the hooks' lib/store/records.js makes of records):
//   room      { id, name, slug, detail, config, Exams: [examId], accepting, time_limit, audio, delivery }
//   exams     [{ id, name, kind, Sections: [sectionId] }]
//   sections  [{ id, collectionName, name, media: [filename], audio: filename, passage,
//               SectionQuestions: [groupId] }]
//   groups    [{ id, collectionName, from_question, to_question, Questions: [questionId], media: [filename],
//               either_order: [[num]], type, instructions, options, content, min_words, title, max_words,
//               number_allowed }]
//   questions [{ id, num, prompt, options }]

const MAX_SLOTS_PER_GROUP = 1000;

type Item = { id: string } & Record<string, unknown>;
/** A list of items, or the Map by id that `indexById` made of one. */
type Items = readonly Item[] | Map<string, Item> | null | undefined;

export interface SheetInput {
  room?: Record<string, unknown> | null;
  exams?: Items;
  sections?: Items;
  groups?: Items;
  questions?: Items;
}
export interface SheetOption {
  letter: string;
  text: string;
}
export interface SheetSlot {
  num: number;
  questionId: string | null;
  prompt: string | null;
  options: SheetOption[] | null;
}
export interface SheetGroup {
  id: string;
  from_question: unknown;
  to_question: unknown;
  media: string[];
  either_order: number[][];
  type: string;
  instructions: string | null;
  options: SheetOption[] | null;
  content: string | null;
  min_words: number | null;
  title: string | null;
  max_words: number | null;
  number_allowed: boolean;
  slots: SheetSlot[];
}
export interface SheetSection {
  id: string;
  name: unknown;
  media: string[];
  audio: string | null;
  passage: string | null;
  groups: SheetGroup[];
}
export interface SheetExam {
  id: string;
  name: unknown;
  kind: string | null;
  sections: SheetSection[];
}
export interface RoomConditions {
  accepting: boolean;
  time_limit: number;
  audio: 'free' | 'once';
}
export interface Sheet extends RoomConditions {
  id: unknown;
  name: unknown;
  slug: unknown;
  detail: string;
  delivery: 'paper' | 'computer';
  total: number;
  exams: SheetExam[];
}
/** One exam's part of a room's config, read: what is left out, and the order of its sections. */
export interface ExamConfigRead {
  disabledSections: Set<string>;
  disabledGroups: Set<string>;
  order: string[];
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const stringsOf = (value: unknown): string[] =>
  asArray(value).filter((item): item is string => typeof item === 'string');
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The ids of a list, first occurrence kept, order kept. */
export function unique(ids: unknown): string[] {
  return Array.from(new Set(stringsOf(ids)));
}

/** A Map id → item of a list of { id } (or an existing Map, as is). */
export function indexById(list: Items): Map<string, Item> {
  if (list instanceof Map) return list;
  const map = new Map<string, Item>();
  for (const item of asArray(list))
    if (isObject(item) && typeof item.id === 'string') map.set(item.id, item as Item);
  return map;
}

/** The config of one exam: missing keys mean every part in, in the exam's own order. */
export function examConfig(config: unknown, examId: string): ExamConfigRead {
  const raw =
    isObject(config) && Object.prototype.hasOwnProperty.call(config, examId) ? config[examId] : null;
  const value = isObject(raw) ? raw : {};
  return {
    disabledSections: new Set(stringsOf(value.disabled_exam_sections)),
    disabledGroups: new Set(stringsOf(value.disabled_section_questions)),
    order: stringsOf(value.order_exam_sections),
  };
}

/** An exam's section ids in sheet order: order_exam_sections first (own sections only), then the rest. */
export function orderedSectionIds(exam: Record<string, unknown>, config: ExamConfigRead): string[] {
  const own = unique(exam.Sections);
  const ownSet = new Set(own);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of config.order.concat(own)) {
    if (ownSet.has(id) && !seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

/** A text of the test on computer as the sheet carries it: null when absent or blank. */
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
/** Options `[{ letter, text }]` as the sheet carries them: null when absent or empty. */
const optionsOrNull = (value: unknown): SheetOption[] | null =>
  Array.isArray(value) && value.length > 0
    ? value
        .filter(
          (o): o is SheetOption => isObject(o) && typeof o.letter === 'string' && typeof o.text === 'string',
        )
        .map((o) => ({ letter: o.letter, text: o.text }))
    : null;
/** A positive whole number, or null. */
const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The slots from_question … to_question of a group, `{ num, questionId, prompt, options }`; slot n is bound
 * to the group's first question (in Questions order) whose num is n, or null (and so are its prompt and
 * options).
 */
export function groupSlots(group: Record<string, unknown>, questionsById: Items): SheetSlot[] {
  const questions = indexById(questionsById);
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return [];
  const byNum = new Map<unknown, Item>();
  for (const id of unique(group.Questions)) {
    const question = questions.get(id);
    if (question && !byNum.has(question.num)) byNum.set(question.num, question);
  }
  const slots: SheetSlot[] = [];
  for (let num = from; num <= Math.min(to, from + MAX_SLOTS_PER_GROUP - 1); num++) {
    const question = byNum.get(num);
    slots.push({
      num,
      questionId: question ? question.id : null,
      prompt: question ? textOrNull(question.prompt) : null,
      options: question ? optionsOrNull(question.options) : null,
    });
  }
  return slots;
}

/**
 * A group's "in either order" sets as stored, made safe: whole numbers within the group, each number in one
 * set only, sets of at least two. Anything else is dropped (the answers are then scored box by box).
 */
export function eitherOrderSets(group: Record<string, unknown>): number[][] {
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const set of asArray(group.either_order)) {
    const nums: number[] = [];
    for (const n of asArray(set))
      if (typeof n === 'number' && Number.isInteger(n) && n >= from && n <= to && !seen.has(n)) {
        seen.add(n);
        nums.push(n);
      }
    if (nums.length >= 2) out.push(nums);
  }
  return out;
}

const boundCount = (slots: SheetSlot[]) => slots.reduce((n, slot) => (slot.questionId ? n + 1 : n), 0);

/** `/api/files/{collection}/{recordId}/{filename}` for each file of a record. */
export function mediaUrls(record: Record<string, unknown>, fallbackCollection: string): string[] {
  const collection = String(record.collectionName || record.collectionId || fallbackCollection);
  return stringsOf(record.media).map(
    (file) =>
      `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(String(record.id))}/${encodeURIComponent(file)}`,
  );
}

/** The URL of a record's one file in `field`, or null. */
export function fileUrl(
  record: Record<string, unknown>,
  field: string,
  fallbackCollection: string,
): string | null {
  const file = record[field];
  if (typeof file !== 'string' || file === '') return null;
  const one = { id: record.id, collectionName: record.collectionName, media: [file] };
  return mediaUrls(one, fallbackCollection)[0] ?? null;
}

/**
 * A room's test conditions as guests get them (docs/architecture.md, "Test conditions"): accepting unless
 * closed, the time limit in whole minutes (0 untimed), the audio mode (`free` unless `once`).
 */
export function roomConditions(room: Record<string, unknown>): RoomConditions {
  const limit = Number(room.time_limit);
  return {
    accepting: room.accepting !== false,
    time_limit: Number.isInteger(limit) && limit > 0 ? limit : 0,
    audio: room.audio === 'once' ? 'once' : 'free',
  };
}

/** One active group as the sheet carries it. */
function sheetGroup(group: Item, slots: SheetSlot[]): SheetGroup {
  return {
    id: group.id,
    from_question: group.from_question,
    to_question: group.to_question,
    media: mediaUrls(group, 'section_questions'),
    either_order: eitherOrderSets(group),
    type: typeof group.type === 'string' && group.type !== '' ? group.type : 'gap',
    instructions: textOrNull(group.instructions),
    options: optionsOrNull(group.options),
    content: textOrNull(group.content),
    min_words: countOrNull(group.min_words),
    title: textOrNull(group.title),
    max_words: countOrNull(group.max_words),
    number_allowed: group.number_allowed === true,
    slots,
  };
}

/**
 * The guest sheet: `{ id, name, slug, detail, accepting, time_limit, audio, delivery, total, exams: [{ id,
 * name, kind, sections: [{ id, name, media, audio, passage, groups: [{ id, from_question, to_question, media,
 * either_order, type, instructions, options, content, min_words, title, max_words, number_allowed, slots: [{
 * num, questionId, prompt, options }] }] }] }] }`. Active parts only, in sheet order; no keys. Ids that
 * point at nothing are skipped. The content of the test on computer is null where absent; a group's type is
 * `gap` unless set.
 */
export function buildSheet(input: SheetInput): Sheet {
  const room = input.room || {};
  const exams = indexById(input.exams);
  const sections = indexById(input.sections);
  const groups = indexById(input.groups);
  const questions = indexById(input.questions);
  let total = 0;
  const outExams: SheetExam[] = [];
  for (const examId of unique(room.Exams)) {
    const exam = exams.get(examId);
    if (!exam) continue;
    const config = examConfig(room.config, examId);
    const outSections: SheetSection[] = [];
    for (const sectionId of orderedSectionIds(exam, config)) {
      const section = sections.get(sectionId);
      if (!section || config.disabledSections.has(sectionId)) continue;
      const outGroups: SheetGroup[] = [];
      for (const groupId of unique(section.SectionQuestions)) {
        const group = groups.get(groupId);
        if (!group || config.disabledGroups.has(groupId)) continue;
        const slots = groupSlots(group, questions);
        total += boundCount(slots);
        outGroups.push(sheetGroup(group, slots));
      }
      outSections.push({
        id: section.id,
        name: section.name,
        media: mediaUrls(section, 'sections'),
        audio: fileUrl(section, 'audio', 'sections'),
        passage: textOrNull(section.passage),
        groups: outGroups,
      });
    }
    const kind = typeof exam.kind === 'string' && exam.kind !== '' ? exam.kind : null;
    outExams.push({ id: exam.id, name: exam.name, kind, sections: outSections });
  }
  return {
    id: room.id,
    name: room.name,
    slug: room.slug,
    detail: typeof room.detail === 'string' ? room.detail : '',
    ...roomConditions(room),
    // docs/architecture.md, "The test on computer": `computer` unless the room is `paper`.
    delivery: room.delivery === 'paper' ? 'paper' : 'computer',
    total,
    exams: outExams,
  };
}

/** Every slot of a sheet, in sheet order. */
export function sheetSlots(sheet: Pick<Sheet, 'exams'>): SheetSlot[] {
  const out: SheetSlot[] = [];
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) for (const slot of group.slots) out.push(slot);
  return out;
}

/** The ids of the questions bound to a slot of the sheet (the only ones a guest may answer). */
export function sheetQuestionIds(sheet: Pick<Sheet, 'exams'>): Set<string> {
  const ids = new Set<string>();
  for (const slot of sheetSlots(sheet)) if (slot.questionId) ids.add(slot.questionId);
  return ids;
}

export interface AdminCounts {
  total: number;
  groups: Map<string, { slot_count: number; question_count: number }>;
  sections: Map<string, number>;
}

/**
 * Admin counts for room/search: per group `slot_count` (to - from + 1) and `question_count` (bound slots),
 * per section `question_count` (bound slots of its active groups), and the room's `total` (the sheet's).
 * Sections are keyed "examId/sectionId".
 */
export function adminCounts(input: SheetInput): AdminCounts {
  const room = input.room || {};
  const exams = indexById(input.exams);
  const sections = indexById(input.sections);
  const groups = indexById(input.groups);
  const questions = indexById(input.questions);
  const groupCounts: AdminCounts['groups'] = new Map();
  const countGroup = (group: Item) => {
    let counts = groupCounts.get(group.id);
    if (!counts) {
      const slots = groupSlots(group, questions);
      counts = { slot_count: slots.length, question_count: boundCount(slots) };
      groupCounts.set(group.id, counts);
    }
    return counts;
  };
  const sectionCounts = new Map<string, number>();
  for (const examId of unique(room.Exams)) {
    const exam = exams.get(examId);
    if (!exam) continue;
    const config = examConfig(room.config, examId);
    for (const sectionId of unique(exam.Sections)) {
      const section = sections.get(sectionId);
      if (!section) continue;
      let count = 0;
      for (const groupId of unique(section.SectionQuestions)) {
        const group = groups.get(groupId);
        if (!group) continue;
        const counts = countGroup(group);
        if (!config.disabledGroups.has(groupId)) count += counts.question_count;
      }
      sectionCounts.set(`${examId}/${sectionId}`, count);
    }
  }
  return { total: buildSheet(input).total, groups: groupCounts, sections: sectionCounts };
}
