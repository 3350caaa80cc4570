// The drafts of open rooms that no submission has ended, with what lib/backup-guard.js needs to tell
// whether their students are writing. A submission removes its draft (migration 1763780002); the check for
// one stays for a draft a submission could never replace.

const { backupRefusal } = require('../backup-guard.js');

const OPEN_DRAFTS_SQL = `
  SELECT p.Room AS room, r.time_limit AS time_limit, COALESCE(p.started, '') AS started, p.updated AS updated
    FROM pending_submissions p JOIN rooms r ON r.id = p.Room
   WHERE r.accepting = TRUE
     AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.Guest = p.Guest AND s.Room = p.Room)`;

/** [{ room, time_limit, started, updated }] of every open room's unsubmitted draft. */
function openDrafts(app) {
  const rows = arrayOf(new DynamicModel({ room: '', time_limit: 0, started: '', updated: '' }));
  app.db().newQuery(OPEN_DRAFTS_SQL).all(rows);
  return rows.map((row) => ({
    room: row.room,
    time_limit: row.time_limit,
    started: row.started,
    updated: row.updated,
  }));
}

/** Why a backup must wait at `nowMs` (lib/backup-guard.js), or null. */
function backupRefusalAt(app, nowMs) {
  return backupRefusal(openDrafts(app), nowMs);
}

module.exports = { openDrafts, backupRefusalAt };
