// A student's report card (docs/architecture.md, "Writing and marking", "The report card"): the four
// bands and the overall, each exam's raw score, the marks of Writing and Speaking with the teacher's
// comments, and the questions answered wrongly. Pure: no PocketBase globals.

const { essaysByExam, markAnswer, markKey, withMarks } = require('./marking.js');
const { examsWithBands, reviewOf } = require('./results.js');

/**
 * @param {{ table: object[], exams: { id: string, name: string, kind: string }[] }} sheet the room's
 *   scoring table and its exams in sheet order
 * @param {ReturnType<import('./marking.js')['essaysOf']>} essays the room's essays in sheet order
 * @param {{ id: string, exams: Record<string, { score: number, total: number }>, raw: object }} submission
 * @param {Map<string, object>} marks the submission's marks by markKey
 * @returns {{ bands: object, exams: object[], writing: object[], speaking: object | null, wrong: object[] }}
 */
function studentReport(sheet, essays, submission, marks) {
  const examsById = new Map(sheet.exams.map((exam) => [exam.id, exam]));
  const markOf = (questionId) => marks.get(markKey(submission.id, questionId));
  const byExam = essaysByExam(essays);
  const marked = withMarks(examsWithBands(submission.exams, examsById), sheet.exams, byExam, markOf);
  const names = new Map(sheet.exams.map((exam) => [exam.id, exam.name]));
  const speaking = markOf('');
  return {
    bands: marked.bands,
    exams: sheet.exams
      .filter((exam) => marked.exams[exam.id])
      .map((exam) => Object.assign({ id: exam.id, name: exam.name, kind: exam.kind }, marked.exams[exam.id])),
    writing: essays
      .filter((essay) => names.has(essay.examId))
      .map((essay) => {
        const mark = markOf(essay.questionId);
        return { examId: essay.examId, num: essay.num, mark: mark ? markAnswer(mark) : null };
      }),
    speaking: speaking ? markAnswer(speaking) : null,
    // An essay has no keys: it is marked, never right or wrong.
    wrong: reviewOf(sheet.table, submission.raw)
      .filter((entry) => !entry.correct && entry.keys && entry.keys.length > 0)
      .map((entry) => ({ examId: entry.examId, num: entry.num, answer: entry.answer, keys: entry.keys })),
  };
}

module.exports = { studentReport };
