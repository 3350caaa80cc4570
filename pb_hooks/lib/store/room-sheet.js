// A room's sheet as its results, report card and exam-day screens read it (docs/product.md, "Results"):
// its scoring table and exams, its essays and marks, and the types of its questions, from the cached sheet
// (store/caches.js).

const { SKILL_OF_KIND, essaysByExam, essaysOf } = require('../marking.js');
const { examTotals, typeAnalysis } = require('../results.js');
const { builtFromPart, generation, scoringTableOf, sheetEntry } = require('./caches.js');
const { findByIds } = require('./finders.js');
const { roomMarks } = require('./marks.js');
const { shape } = require('./records.js');

/**
 * What the marks add to a room's results (docs/architecture.md, "Writing and marking"): the room's essays
 * by exam and its marks, for submittedStudent.
 */
function roomMarking(app, room) {
  return { essays: roomEssays(app, room.id), marks: roomMarks(app, room.id) };
}

/**
 * The room's essays by exam (marking.js's essaysByExam), built once per JS runtime while its sheet is
 * unchanged (store/caches.js's builtFromPart): shared, not to be changed.
 */
function roomEssays(app, roomId) {
  const entry = sheetEntry(app, roomId, ['json']);
  if (!entry) return new Map();
  return builtFromPart('essays-by-exam', roomId, entry.json, (text) =>
    essaysByExam(essaysOf(JSON.parse(text))),
  );
}

// Each room's sheet as roomSheet made it, kept per JS runtime with the room's generation (store/caches.js:
// renewed by any change to the room or its content, an exam's name included) and its exams: a student's
// history reads 50 rooms' at once (docs/performance-log.md, 2026-11-28, night).
const sheets = new Map();
const SHEETS_MAX = 200;

/**
 * The room's scoring table and its exams in sheet order, each { id, name, kind, bands, total }: shared, not
 * to be changed.
 */
function roomSheet(app, room) {
  const gen = generation(app, room.id); // read before the data: a change during the read leaves it stale
  const examIds = room.Exams.join(',');
  const memo = sheets.get(room.id);
  if (memo && memo.gen === gen && memo.examIds === examIds) return memo.sheet;
  const table = scoringTableOf(app, room.id);
  const exams = new Map(findByIds(app, 'exams', room.Exams).map((r) => [r.id, shape.exam(r)]));
  const sheetExams = examTotals(table)
    .filter((x) => exams.has(x.id))
    .map((x) => ({ ...exams.get(x.id), total: x.total }));
  const sheet = { table, exams: sheetExams };
  if (sheets.size >= SHEETS_MAX) sheets.clear();
  sheets.set(room.id, { gen, examIds, sheet });
  return sheet;
}

/** The class's right answers by question type and skill (results.js's typeAnalysis). */
function roomTypes(app, room, sheet, items) {
  const entry = sheetEntry(app, room.id, ['json']);
  const typeOf = new Map();
  for (const exam of entry ? JSON.parse(entry.json).exams : [])
    for (const section of exam.sections)
      for (const group of section.groups)
        for (const slot of group.slots) if (slot.questionId) typeOf.set(slot.questionId, group.type);
  const skillOf = new Map(sheet.exams.map((exam) => [exam.id, SKILL_OF_KIND[exam.kind] || 'other']));
  return typeAnalysis(items, typeOf, skillOf);
}

module.exports = { roomEssays, roomMarking, roomSheet, roomTypes };
