// A guest's draft and submission in a room, as the hot guest statements name them: through the unique
// (Guest, Room) index, always. A statement is prepared once per JS runtime (store/prepared.js) and keeps the
// plan SQLite chose then; planned with statistics from nearly empty tables, it may reach the draft through
// the index on Room alone and walk every draft of the room (10,000 in the bench's room) on each call
// (docs/performance-log.md, 2026-11-28, night). INDEXED BY fixes the plan; a missing index is an error at prepare
// time, not a slow statement.

/** The drafts table under `alias`, reached through its (Guest, Room) index. */
const draftByGuest = (alias) => `pending_submissions ${alias} INDEXED BY idx_pending_submissions_guest_room`;
/** The submissions table under `alias`, reached through its (Guest, Room) index. */
const submissionByGuest = (alias) => `submissions ${alias} INDEXED BY idx_submissions_guest_room`;

module.exports = { draftByGuest, submissionByGuest };
