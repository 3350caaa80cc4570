// What the dashboard's room cards say of each room (docs/architecture.md, "The dashboard's room cards"):
// how many students are writing and have submitted, how many scripts wait for marking, and the next
// deadline of a student still writing. One grouped read for all the rooms of the list, never one per room.

const { DEADLINE_SQL, accommodationJoin, formatTime, graceCutoff } = require('../deadline.js');
const { readAll } = require('./prepared.js');

/** An untimed room's student who has not saved for this long counts as gone. */
const UNTIMED_IDLE_MS = 30 * 60 * 1000;

// A draft's student is writing while the room is open and, in a timed room, their deadline and grace have
// not passed (or the room is paused); in an untimed one while they saved in the last 30 minutes. The next
// deadline is the earliest one still ahead. A script is an essay of the room's sheet in a submission (the
// marking list's); those with a teacher's mark are marked.
const ROOM_COUNTS_SQL = `
  WITH ids AS (SELECT value AS id FROM json_each({:ids})),
  d AS (
    SELECT p.Room AS room,
           SUM(CASE WHEN r.accepting = TRUE AND (
                 (r.time_limit = 0 AND p.updated >= {:idle})
                 OR (r.time_limit > 0 AND COALESCE(p.started, '') <> ''
                     AND (COALESCE(r.paused_at, '') <> '' OR ${DEADLINE_SQL} >= {:cutoff})))
               THEN 1 ELSE 0 END) AS writing,
           MIN(CASE WHEN r.accepting = TRUE AND r.time_limit > 0 AND COALESCE(p.started, '') <> ''
                     AND ${DEADLINE_SQL} >= {:now} THEN ${DEADLINE_SQL} END) AS next_deadline
      FROM pending_submissions p JOIN ids ON ids.id = p.Room JOIN rooms r ON r.id = p.Room
           ${accommodationJoin('p.Guest')}
     WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)
     GROUP BY p.Room),
  s AS (SELECT s.Room AS room, COUNT(*) AS submitted FROM submissions s JOIN ids ON ids.id = s.Room GROUP BY s.Room),
  m AS (SELECT s.Room AS room, COUNT(*) AS marked
          FROM marks m JOIN submissions s ON s.id = m.Submission JOIN ids ON ids.id = s.Room
         WHERE COALESCE(m.Question, '') <> '' GROUP BY s.Room),
  e AS (
    SELECT r.id AS room, COUNT(*) AS essays
      FROM rooms r JOIN ids ON ids.id = r.id, json_each(r.Exams) re
      JOIN exams x ON x.id = re.value, json_each(x.Sections) xs
      JOIN sections sec ON sec.id = xs.value, json_each(sec.SectionQuestions) g
      JOIN section_questions grp ON grp.id = g.value AND grp.type = 'essay', json_each(grp.Questions) q
     WHERE NOT EXISTS (SELECT 1 FROM json_each(COALESCE(NULLIF(r.config, ''), '{}'),
                                               '$."' || x.id || '".disabled_exam_sections') o
                        WHERE o.value = sec.id)
       AND NOT EXISTS (SELECT 1 FROM json_each(COALESCE(NULLIF(r.config, ''), '{}'),
                                               '$."' || x.id || '".disabled_section_questions') o
                        WHERE o.value = grp.id)
     GROUP BY r.id)
  SELECT ids.id AS id, COALESCE(d.writing, 0) AS writing, COALESCE(s.submitted, 0) AS submitted,
         MAX(0, COALESCE(s.submitted, 0) * COALESCE(e.essays, 0) - COALESCE(m.marked, 0)) AS to_mark,
         COALESCE(d.next_deadline, '') AS next_deadline
    FROM ids LEFT JOIN d ON d.room = ids.id LEFT JOIN s ON s.room = ids.id
         LEFT JOIN m ON m.room = ids.id LEFT JOIN e ON e.room = ids.id`;

/**
 * Map room id → { counts: { writing, submitted, to_mark }, next_deadline (stored time or null) } for
 * these rooms at `nowMs`.
 */
function roomCounts(app, roomIds, nowMs) {
  const out = new Map();
  if (roomIds.length === 0) return out;
  const params = {
    ids: JSON.stringify(roomIds),
    now: formatTime(nowMs),
    cutoff: graceCutoff(nowMs),
    idle: formatTime(nowMs - UNTIMED_IDLE_MS),
  };
  const shape = { id: '', writing: 0, submitted: 0, to_mark: 0, next_deadline: '' };
  for (const row of readAll(app.db(), ROOM_COUNTS_SQL, params, shape))
    out.set(row.id, {
      counts: {
        writing: Number(row.writing),
        submitted: Number(row.submitted),
        to_mark: Number(row.to_mark),
      },
      next_deadline: row.next_deadline || null,
    });
  return out;
}

module.exports = { roomCounts };
