// The drafts of open rooms that no submission has ended, with what lib/backup-guard.js needs to tell
// whether their students are writing. A submission removes its draft (migration 1763780002); the check for
// one stays for a draft a submission could never replace.

const { backupRefusal } = require('../backup-guard.js');

// With the student's extra time and the room's pauses (docs/architecture.md, "Exam day").
const OPEN_DRAFTS_SQL = `
  SELECT p.Room AS room, r.time_limit AS time_limit, COALESCE(p.started, '') AS started, p.updated AS updated,
         COALESCE(a.extra_percent, 0) AS extra,
         COALESCE(a.extra_minutes, 0) AS extra_minutes, COALESCE(p.pause_base, 0) AS base,
         COALESCE(r.paused_ms, 0) AS paused_ms, COALESCE(r.paused_at, '') AS paused_at
    FROM pending_submissions p JOIN rooms r ON r.id = p.Room
         LEFT JOIN accommodations a ON a.Guest = p.Guest AND a.Room = p.Room
   WHERE r.accepting = TRUE
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)`;

/** [{ room, time_limit, started, updated, extra, extra_minutes, base, paused_ms, paused_at }] of every open room's unsubmitted draft. */
function openDrafts(app) {
  const rows = arrayOf(
    new DynamicModel({
      room: '',
      time_limit: 0,
      started: '',
      updated: '',
      extra: 0,
      extra_minutes: 0,
      base: 0,
      paused_ms: 0,
      paused_at: '',
    }),
  );
  app.db().newQuery(OPEN_DRAFTS_SQL).all(rows);
  return rows.map((row) => ({
    room: row.room,
    time_limit: row.time_limit,
    started: row.started,
    updated: row.updated,
    extra: row.extra,
    extra_minutes: row.extra_minutes,
    base: row.base,
    paused_ms: row.paused_ms,
    paused_at: row.paused_at,
  }));
}

/** Why a backup must wait at `nowMs` (lib/backup-guard.js), or null. */
function backupRefusalAt(app, nowMs) {
  return backupRefusal(openDrafts(app), nowMs);
}

module.exports = { openDrafts, backupRefusalAt };
