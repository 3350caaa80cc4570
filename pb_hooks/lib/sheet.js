// The sheet of a room (see docs/architecture.md, "The sheet"), built from plain data: one module for the guest view, for scoring and
// for the admin counts. Pure: no PocketBase globals; the routes pass plain objects in.
//
// Input shapes (what lib/store/records.js makes of records):
//   room      { id, name, slug, detail, config, Exams: [examId], accepting, time_limit, audio, delivery }
//   exams     [{ id, name, Sections: [sectionId] }]
//   sections  [{ id, collectionName, name, media: [filename], audio: filename, passage,
//               SectionQuestions: [groupId] }]
//   groups    [{ id, collectionName, from_question, to_question, Questions: [questionId], media: [filename],
//               either_order: [[num]], type, instructions, options, content, min_words, title, max_words,
//               number_allowed }]
//   questions [{ id, num, Keys: [keyId], prompt, options }]

const MAX_SLOTS_PER_GROUP = 1000;

const asArray = (value) => (Array.isArray(value) ? value : []);
const stringsOf = (value) => asArray(value).filter((item) => typeof item === 'string');

/** The ids of a list, first occurrence kept, order kept. */
function unique(ids) {
  const seen = new Set();
  const out = [];
  for (const id of stringsOf(ids)) {
    if (!seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

/** A Map id → item of a list of { id } (or an existing Map, as is). */
function indexById(list) {
  if (list instanceof Map) return list;
  const map = new Map();
  for (const item of asArray(list)) if (item && typeof item.id === 'string') map.set(item.id, item);
  return map;
}

/** The config of one exam, tolerant of anything malformed: missing keys mean all active, natural order. */
function examConfig(config, examId) {
  const raw =
    config &&
    typeof config === 'object' &&
    !Array.isArray(config) &&
    Object.prototype.hasOwnProperty.call(config, examId)
      ? config[examId]
      : null;
  const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  return {
    disabledSections: new Set(stringsOf(value.disabled_exam_sections)),
    disabledGroups: new Set(stringsOf(value.disabled_section_questions)),
    order: stringsOf(value.order_exam_sections),
  };
}

/** An exam's section ids in sheet order: order_exam_sections first (own sections only), then the rest. */
function orderedSectionIds(exam, config) {
  const own = unique(exam.Sections);
  const ownSet = new Set(own);
  const seen = new Set();
  const out = [];
  for (const id of config.order.concat(own)) {
    if (ownSet.has(id) && !seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

/** A text of the test on computer as the sheet carries it: null when absent or blank. */
const textOrNull = (value) => (typeof value === 'string' && value !== '' ? value : null);
/** Options `[{ letter, text }]` as the sheet carries them: null when absent or empty. */
const optionsOrNull = (value) =>
  Array.isArray(value) && value.length > 0
    ? value
        .filter((o) => o && typeof o.letter === 'string' && typeof o.text === 'string')
        .map((o) => ({ letter: o.letter, text: o.text }))
    : null;

/**
 * The slots from_question … to_question of a group, `{ num, questionId, prompt, options }`; slot n is bound
 * to the group's first question (in Questions order) whose num is n, or null (and so are its prompt and
 * options).
 */
function groupSlots(group, questionsById) {
  const questions = indexById(questionsById);
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return [];
  const byNum = new Map();
  for (const id of unique(group.Questions)) {
    const question = questions.get(id);
    if (question && !byNum.has(question.num)) byNum.set(question.num, question);
  }
  const slots = [];
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
function eitherOrderSets(group) {
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  const seen = new Set();
  const out = [];
  for (const set of asArray(group.either_order)) {
    const nums = asArray(set).filter(
      (n) => Number.isInteger(n) && n >= from && n <= to && !seen.has(n) && (seen.add(n), true),
    );
    if (nums.length >= 2) out.push(nums);
  }
  return out;
}

const boundCount = (slots) => slots.reduce((n, slot) => (slot.questionId ? n + 1 : n), 0);

/** `/api/files/{collection}/{recordId}/{filename}` for each file of a record. */
function mediaUrls(record, fallbackCollection) {
  const collection = record.collectionName || record.collectionId || fallbackCollection;
  return stringsOf(record.media).map(
    (file) =>
      `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(record.id)}/${encodeURIComponent(file)}`,
  );
}

/** The URL of a record's one file in `field`, or null. */
function fileUrl(record, field, fallbackCollection) {
  const file = record[field];
  if (typeof file !== 'string' || file === '') return null;
  return mediaUrls(
    { id: record.id, collectionName: record.collectionName, media: [file] },
    fallbackCollection,
  )[0];
}

/**
 * A room's test conditions as guests get them (docs/architecture.md, "Test conditions"): accepting unless
 * closed, the time limit in whole minutes (0 untimed), the audio mode (`free` unless `once`).
 */
function roomConditions(room) {
  const limit = Number(room.time_limit);
  return {
    accepting: room.accepting !== false,
    time_limit: Number.isInteger(limit) && limit > 0 ? limit : 0,
    audio: room.audio === 'once' ? 'once' : 'free',
  };
}

/**
 * The guest sheet: `{ id, name, slug, detail, accepting, time_limit, audio, delivery, total, exams: [{ id,
 * name, kind, sections: [{ id, name, media, audio, passage, groups: [{ id, from_question, to_question, media,
 * either_order, type, instructions, options, content, min_words, title, max_words, number_allowed, slots: [{
 * num, questionId, prompt, options }] }] }] }] }`. Active parts only, in sheet order; no keys. Ids that
 * point at nothing are skipped. The
 * content of the test on computer is null where absent; a group's type is `gap` unless set.
 */
function buildSheet(input) {
  const room = input.room || {};
  const exams = indexById(input.exams);
  const sections = indexById(input.sections);
  const groups = indexById(input.groups);
  const questions = indexById(input.questions);
  let total = 0;
  const outExams = [];
  for (const examId of unique(room.Exams)) {
    const exam = exams.get(examId);
    if (!exam) continue;
    const config = examConfig(room.config, examId);
    const outSections = [];
    for (const sectionId of orderedSectionIds(exam, config)) {
      const section = sections.get(sectionId);
      if (!section || config.disabledSections.has(sectionId)) continue;
      const outGroups = [];
      for (const groupId of unique(section.SectionQuestions)) {
        const group = groups.get(groupId);
        if (!group || config.disabledGroups.has(groupId)) continue;
        const slots = groupSlots(group, questions);
        total += boundCount(slots);
        outGroups.push({
          id: group.id,
          from_question: group.from_question,
          to_question: group.to_question,
          media: mediaUrls(group, 'section_questions'),
          either_order: eitherOrderSets(group),
          type: typeof group.type === 'string' && group.type !== '' ? group.type : 'gap',
          instructions: textOrNull(group.instructions),
          options: optionsOrNull(group.options),
          content: textOrNull(group.content),
          min_words: Number.isInteger(group.min_words) && group.min_words > 0 ? group.min_words : null,
          title: textOrNull(group.title),
          max_words: Number.isInteger(group.max_words) && group.max_words > 0 ? group.max_words : null,
          number_allowed: group.number_allowed === true,
          slots,
        });
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
    outExams.push({ id: exam.id, name: exam.name, kind: exam.kind || null, sections: outSections });
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
function sheetSlots(sheet) {
  const out = [];
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) for (const slot of group.slots) out.push(slot);
  return out;
}

/** The ids of the questions bound to a slot of the sheet (the only ones a guest may answer). */
function sheetQuestionIds(sheet) {
  const ids = new Set();
  for (const slot of sheetSlots(sheet)) if (slot.questionId) ids.add(slot.questionId);
  return ids;
}

/**
 * Admin counts for room/search: per group `slot_count` (to - from + 1) and `question_count` (bound slots),
 * per section `question_count` (bound slots of its active groups), and the room's `total` (the sheet's).
 * Returns { total, groups: Map id → { slot_count, question_count }, sections: Map "examId/sectionId" → count }.
 */
function adminCounts(input) {
  const room = input.room || {};
  const exams = indexById(input.exams);
  const sections = indexById(input.sections);
  const groups = indexById(input.groups);
  const questions = indexById(input.questions);
  const groupCounts = new Map();
  const countGroup = (group) => {
    if (!groupCounts.has(group.id)) {
      const slots = groupSlots(group, questions);
      groupCounts.set(group.id, { slot_count: slots.length, question_count: boundCount(slots) });
    }
    return groupCounts.get(group.id);
  };
  const sectionCounts = new Map();
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

module.exports = {
  unique,
  indexById,
  examConfig,
  orderedSectionIds,
  groupSlots,
  eitherOrderSets,
  mediaUrls,
  fileUrl,
  roomConditions,
  buildSheet,
  sheetSlots,
  sheetQuestionIds,
  adminCounts,
};
