// Where exams are used (docs/architecture.md, "Authoring"): the rooms holding an exam and the submissions
// in them, which a change of the exam's keys regrades. Plain SQL with bound parameters.

const ROOMS_OF_EXAMS_SQL = `
  SELECT re.value AS exam, r.id AS id, r.name AS name, r.slug AS slug
    FROM rooms r, json_each(r.Exams) re
   ORDER BY r.created, r.id`;

/** Every exam's rooms, oldest room first: Map examId → [{ id, name, slug }]. */
function roomsByExam(app) {
  const rows = arrayOf(new DynamicModel({ exam: '', id: '', name: '', slug: '' }));
  app.db().newQuery(ROOMS_OF_EXAMS_SQL).all(rows);
  const out = new Map();
  for (const row of rows) {
    if (!out.has(row.exam)) out.set(row.exam, []);
    const rooms = out.get(row.exam);
    if (!rooms.some((room) => room.id === row.id)) rooms.push({ id: row.id, name: row.name, slug: row.slug });
  }
  return out;
}

/** The rooms holding one exam, oldest first: [{ id, name, slug }]. */
function roomsUsing(app, examId) {
  const rows = arrayOf(new DynamicModel({ id: '', name: '', slug: '' }));
  app
    .db()
    .newQuery(
      `SELECT DISTINCT r.id AS id, r.name AS name, r.slug AS slug, r.created
         FROM rooms r, json_each(r.Exams) re
        WHERE re.value = {:exam}
        ORDER BY r.created, r.id`,
    )
    .bind({ exam: examId })
    .all(rows);
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug }));
}

/** How many submissions these rooms hold. */
function submissionCount(app, roomIds) {
  if (roomIds.length === 0) return 0;
  const params = {};
  const names = roomIds.map((id, n) => {
    params['r' + n] = id;
    return '{:r' + n + '}';
  });
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(`SELECT COUNT(*) AS n FROM submissions WHERE Room IN (${names.join(',')})`)
    .bind(params)
    .one(row);
  return row.n;
}

/** An exam's usage as the editor shows it before a save: { rooms, submissions }. */
function usageOf(app, examId) {
  const rooms = roomsUsing(app, examId);
  return {
    rooms,
    submissions: submissionCount(
      app,
      rooms.map((room) => room.id),
    ),
  };
}

module.exports = { roomsByExam, roomsUsing, submissionCount, usageOf };
