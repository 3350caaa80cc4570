// The rows of a room's results export (docs/architecture.md, "HTTP routes"; csv.js writes them as CSV): a
// header, then one row per student with their status, scores, each exam's score and band, and the answer
// they gave in each bound box. Pure: no PocketBase globals.

const { parseJson } = require('./json.js');
const { spreadsheetTime } = require('./time-zone.js');

/**
 * The answers a submission sent, by question id (the first one per question), from its `raw.answers` as
 * JSON text. Only what was sent is read: raw.all repeats the keys and costs most of the parsing.
 * @param {string} answersJson
 * @returns {Map<string, string>}
 */
function givenAnswers(answersJson) {
  const given = new Map();
  const answers = parseJson(answersJson, []);
  for (const a of Array.isArray(answers) ? answers : [])
    if (a && !given.has(a.questionId)) given.set(a.questionId, typeof a.value === 'string' ? a.value : '');
  return given;
}

/**
 * The export's header row. Exams are named in the box columns only when the room has several; the time
 * column names the zone its times are in (docs/architecture.md, "Times in the room's zone").
 * @param {{ table: object[], exams: { id: string, name: string }[] }} sheet the room's scoring table and its
 *   exams in sheet order
 * @param {string} zone time-zone.js's fileZone of the room
 */
function headerRow(sheet, zone) {
  const names = new Map(sheet.exams.map((x) => [x.id, x.name]));
  const prefix = sheet.exams.length > 1;
  const header = ['Name', 'E-mail', 'Status', `Submitted (${zone})`, 'Score', 'Total'];
  for (const exam of sheet.exams) header.push(`${exam.name} score`, `${exam.name} band`);
  header.push(...BAND_COLUMNS.map(([, title]) => title));
  for (const slot of boundSlots(sheet))
    header.push(prefix ? `${names.get(slot.examId)} Q${slot.num}` : `Q${slot.num}`);
  return header;
}

/** The four skills' bands and the overall (docs/architecture.md, "Writing and marking"), after the exams. */
const BAND_COLUMNS = [
  ['listening', 'Listening band'],
  ['reading', 'Reading band'],
  ['writing', 'Writing band'],
  ['speaking', 'Speaking band'],
  ['overall', 'Overall band'],
];

const boundSlots = (sheet) => sheet.table.filter((s) => s.questionId);

/**
 * One student's row: status, scores, each exam's score and band, and the answer given in each bound box.
 * @param {object} student as the results route lists them, { guest: { name, email }, bands, total,
 *   submission: null | { id, created, score, exams: { [examId]: { score, band } } } }
 * @param {Map<string, string>|undefined} given the answers the submission sent (givenAnswers)
 * @param {string} zone the zone of the times, as headerRow's
 */
function studentRow(sheet, student, given, zone) {
  const s = student.submission;
  const row = [
    student.guest.name,
    student.guest.email,
    s ? 'submitted' : 'in progress',
    s ? spreadsheetTime(s.created, zone) : '',
    s ? s.score : '',
    student.total,
  ];
  for (const exam of sheet.exams) {
    const x = s && s.exams[exam.id];
    // A Writing exam's entry has a band and no score (marking.js's writingEntry).
    row.push(x && typeof x.score === 'number' ? x.score : '', x && typeof x.band === 'number' ? x.band : '');
  }
  const bands = student.bands || {};
  for (const [skill] of BAND_COLUMNS) row.push(typeof bands[skill] === 'number' ? bands[skill] : '');
  const answers = (s && given) || new Map();
  for (const slot of boundSlots(sheet))
    row.push(answers.has(slot.questionId) ? answers.get(slot.questionId) : '');
  return row;
}

/**
 * The export's rows, header first (the route streams the same rows page by page).
 * @param {object[]} students submitted first
 * @param {Map<string, Map<string, string>>} answersOf the answers given, by submission id (givenAnswers)
 * @param {string} zone as headerRow's
 */
function resultRows(sheet, students, answersOf, zone) {
  const rows = [headerRow(sheet, zone)];
  for (const student of students)
    rows.push(studentRow(sheet, student, student.submission && answersOf.get(student.submission.id), zone));
  return rows;
}

module.exports = { givenAnswers, headerRow, studentRow, resultRows };
