// A room's content (exams, sections, groups, questions, keys) read level by level, one query per
// collection, never one query per record.

const { flat } = require('../lists.js');
const { findByIds } = require('./finders.js');
const { shape } = require('./records.js');

/**
 * The content of rooms (plain objects), read level by level.
 * @param {string[]} examIds
 * @param {'sections'|'groups'|'questions'|'keys'} depth how deep to read
 * @param {(record) => any} [as] how to turn each record into a plain object (default: records.js's shapes)
 */
function loadContent(app, examIds, depth, as) {
  const conv = (kind) => (as ? as : shape[kind]);
  const out = { exams: [], sections: [], groups: [], questions: [], keys: [] };
  out.exams = findByIds(app, 'exams', examIds).map(conv('exam'));
  out.sections = findByIds(app, 'sections', flat(out.exams.map((e) => e.Sections))).map(conv('section'));
  if (depth === 'sections') return out;
  out.groups = findByIds(app, 'section_questions', flat(out.sections.map((s) => s.SectionQuestions))).map(
    conv('group'),
  );
  if (depth === 'groups') return out;
  out.questions = findByIds(app, 'questions', flat(out.groups.map((g) => g.Questions))).map(conv('question'));
  if (depth === 'questions') return out;
  out.keys = findByIds(app, 'keys', flat(out.questions.map((q) => q.Keys))).map(conv('key'));
  return out;
}

/** Accepted key values per question id. */
function keysByQuestion(content) {
  const keys = new Map(content.keys.map((k) => [k.id, k.value]));
  const out = new Map();
  for (const question of content.questions) {
    out.set(
      question.id,
      question.Keys.filter((id) => keys.has(id)).map((id) => keys.get(id)),
    );
  }
  return out;
}

/** The ids of the exams that accept the initials of TRUE, FALSE, NOT GIVEN, YES and NO (scoring.js). */
const initialsExams = (exams) => exams.filter((exam) => exam.accept_initials === true).map((exam) => exam.id);

module.exports = { loadContent, keysByQuestion, initialsExams };
