// A room's sheet as its results, report card and exam-day screens read it (docs/product.md, "Results"):
// its scoring table and exams, its essays and marks, and the types of its questions, from the cached sheet
// (store/caches.js).

const { SKILL_OF_KIND, essaysByExam, essaysOf } = require('../marking.js');
const { examTotals, typeAnalysis } = require('../results.js');
const { scoringTableOf, sheetEntry } = require('./caches.js');
const { findByIds } = require('./finders.js');
const { roomMarks } = require('./marks.js');
const { shape } = require('./records.js');

/**
 * What the marks add to a room's results (docs/architecture.md, "Writing and marking"): the room's essays
 * by exam and its marks, for submittedStudent.
 */
function roomMarking(app, room) {
  const entry = sheetEntry(app, room.id, ['json']);
  return {
    essays: essaysByExam(entry ? essaysOf(JSON.parse(entry.json)) : []),
    marks: roomMarks(app, room.id),
  };
}

/** The room's scoring table and its exams in sheet order, each { id, name, kind, bands, total }. */
function roomSheet(app, room) {
  const table = scoringTableOf(app, room.id);
  const exams = new Map(findByIds(app, 'exams', room.Exams).map((r) => [r.id, shape.exam(r)]));
  const sheetExams = examTotals(table)
    .filter((x) => exams.has(x.id))
    .map((x) => ({ ...exams.get(x.id), total: x.total }));
  return { table, exams: sheetExams };
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

module.exports = { roomMarking, roomSheet, roomTypes };
