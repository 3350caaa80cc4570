// Generated from src/rules/sheet.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/rules/sheet.ts
var sheet_exports = {};
__export(sheet_exports, {
  adminCounts: () => adminCounts,
  buildSheet: () => buildSheet,
  eitherOrderSets: () => eitherOrderSets,
  examConfig: () => examConfig,
  fileUrl: () => fileUrl,
  groupSlots: () => groupSlots,
  indexById: () => indexById,
  mediaUrls: () => mediaUrls,
  orderedSectionIds: () => orderedSectionIds,
  roomConditions: () => roomConditions,
  sheetQuestionIds: () => sheetQuestionIds,
  sheetSlots: () => sheetSlots,
  unique: () => unique
});
module.exports = __toCommonJS(sheet_exports);
var MAX_SLOTS_PER_GROUP = 1e3;
var asArray = (value) => Array.isArray(value) ? value : [];
var stringsOf = (value) => asArray(value).filter((item) => typeof item === "string");
var isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);
function unique(ids) {
  return Array.from(new Set(stringsOf(ids)));
}
function indexById(list) {
  if (list instanceof Map) return list;
  const map = /* @__PURE__ */ new Map();
  for (const item of asArray(list))
    if (isObject(item) && typeof item.id === "string") map.set(item.id, item);
  return map;
}
function examConfig(config, examId) {
  const raw = isObject(config) && Object.prototype.hasOwnProperty.call(config, examId) ? config[examId] : null;
  const value = isObject(raw) ? raw : {};
  return {
    disabledSections: new Set(stringsOf(value.disabled_exam_sections)),
    disabledGroups: new Set(stringsOf(value.disabled_section_questions)),
    order: stringsOf(value.order_exam_sections)
  };
}
function orderedSectionIds(exam, config) {
  const own = unique(exam.Sections);
  const ownSet = new Set(own);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const id of config.order.concat(own)) {
    if (ownSet.has(id) && !seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}
var textOrNull = (value) => typeof value === "string" && value !== "" ? value : null;
var optionsOrNull = (value) => Array.isArray(value) && value.length > 0 ? value.filter(
  (o) => isObject(o) && typeof o.letter === "string" && typeof o.text === "string"
).map((o) => ({ letter: o.letter, text: o.text })) : null;
var countOrNull = (value) => typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
function groupSlots(group, questionsById) {
  const questions = indexById(questionsById);
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return [];
  const byNum = /* @__PURE__ */ new Map();
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
      options: question ? optionsOrNull(question.options) : null
    });
  }
  return slots;
}
function eitherOrderSets(group) {
  const from = Number(group.from_question);
  const to = Number(group.to_question);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const set of asArray(group.either_order)) {
    const nums = [];
    for (const n of asArray(set))
      if (typeof n === "number" && Number.isInteger(n) && n >= from && n <= to && !seen.has(n)) {
        seen.add(n);
        nums.push(n);
      }
    if (nums.length >= 2) out.push(nums);
  }
  return out;
}
var boundCount = (slots) => slots.reduce((n, slot) => slot.questionId ? n + 1 : n, 0);
function mediaUrls(record, fallbackCollection) {
  const collection = String(record.collectionName || record.collectionId || fallbackCollection);
  return stringsOf(record.media).map(
    (file) => `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(String(record.id))}/${encodeURIComponent(file)}`
  );
}
function fileUrl(record, field, fallbackCollection) {
  var _a;
  const file = record[field];
  if (typeof file !== "string" || file === "") return null;
  const one = { id: record.id, collectionName: record.collectionName, media: [file] };
  return (_a = mediaUrls(one, fallbackCollection)[0]) != null ? _a : null;
}
function roomConditions(room) {
  const limit = Number(room.time_limit);
  return {
    accepting: room.accepting !== false,
    time_limit: Number.isInteger(limit) && limit > 0 ? limit : 0,
    audio: room.audio === "once" ? "once" : "free"
  };
}
function sheetGroup(group, slots) {
  return {
    id: group.id,
    from_question: group.from_question,
    to_question: group.to_question,
    media: mediaUrls(group, "section_questions"),
    either_order: eitherOrderSets(group),
    type: typeof group.type === "string" && group.type !== "" ? group.type : "gap",
    instructions: textOrNull(group.instructions),
    options: optionsOrNull(group.options),
    content: textOrNull(group.content),
    min_words: countOrNull(group.min_words),
    title: textOrNull(group.title),
    max_words: countOrNull(group.max_words),
    number_allowed: group.number_allowed === true,
    slots
  };
}
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
        outGroups.push(sheetGroup(group, slots));
      }
      outSections.push({
        id: section.id,
        name: section.name,
        media: mediaUrls(section, "sections"),
        audio: fileUrl(section, "audio", "sections"),
        passage: textOrNull(section.passage),
        groups: outGroups
      });
    }
    const kind = typeof exam.kind === "string" && exam.kind !== "" ? exam.kind : null;
    outExams.push({ id: exam.id, name: exam.name, kind, sections: outSections });
  }
  return {
    id: room.id,
    name: room.name,
    slug: room.slug,
    detail: typeof room.detail === "string" ? room.detail : "",
    ...roomConditions(room),
    // docs/architecture.md, "The test on computer": `computer` unless the room is `paper`.
    delivery: room.delivery === "paper" ? "paper" : "computer",
    total,
    exams: outExams
  };
}
function sheetSlots(sheet) {
  const out = [];
  for (const exam of sheet.exams)
    for (const section of exam.sections)
      for (const group of section.groups) for (const slot of group.slots) out.push(slot);
  return out;
}
function sheetQuestionIds(sheet) {
  const ids = /* @__PURE__ */ new Set();
  for (const slot of sheetSlots(sheet)) if (slot.questionId) ids.add(slot.questionId);
  return ids;
}
function adminCounts(input) {
  const room = input.room || {};
  const exams = indexById(input.exams);
  const sections = indexById(input.sections);
  const groups = indexById(input.groups);
  const questions = indexById(input.questions);
  const groupCounts = /* @__PURE__ */ new Map();
  const countGroup = (group) => {
    let counts = groupCounts.get(group.id);
    if (!counts) {
      const slots = groupSlots(group, questions);
      counts = { slot_count: slots.length, question_count: boundCount(slots) };
      groupCounts.set(group.id, counts);
    }
    return counts;
  };
  const sectionCounts = /* @__PURE__ */ new Map();
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
