// Three caches live in the app store, as strings (cheap to keep and to hand to the JS runtimes):
// - the content of a room (everything below rooms), keyed by room id;
// - the sheet of a room: its guest JSON (with the room's test conditions), the ids of its questions, its
//   scoring table and its time limit, keyed by room id;
// - the id of the room with a slug (a slug that names no room is not kept).
// All are stamped with a room's generation (docs/architecture.md, "Caching"): the content generation, which
// content.pb.js renews whenever an exam, section, group, question or key is created, changed or deleted in
// this process (an exam may be in any number of rooms), joined to the room's own, renewed when that room
// record changes (a pause or a release names one room, and evicts that room's entries only). All expire
// after a minute, for changes made by another process (the CLI only creates rooms, which no entry names yet).

const { asciiJson } = require('../ascii-json.js');
const native = require('../native.js');
const { roomParts } = require('../exam-parts.js');
const { buildSheet } = require('../rules/sheet.js');
const { scoringTable } = require('../rules/scoring.js');
const { initialsExams, keysByQuestion, loadContent } = require('./content.js');
const { findBy, findById } = require('./finders.js');
const { shape } = require('./records.js');
const { claimRebuild, releaseRebuild } = require('./rebuild-claim.js');

const CACHE_PREFIX = 'answersheet:content:';
const SHEET_PREFIX = 'answersheet:sheet:';
const SLUG_PREFIX = 'answersheet:slug:';
const GENERATION_KEY = 'answersheet:content-generation';
const ROOM_GENERATION_PREFIX = 'answersheet:room-generation:';
const SLUG_GENERATION_KEY = 'answersheet:slug-generation';
const CACHE_TTL_MS = 60 * 1000;
const CACHE_MAX_ROOMS = 200;
const SHEET_PARTS = ['ids', 'essays', 'table', 'json', 'limit', 'results', 'parts'];

/**
 * The app store's values under `keys`, each read in turn (undefined where none): in one call to our build's
 * reader (server/internal/jsbind), where each of the store's own methods costs a Go value wrapped for the JS
 * engine; app.store().get of each otherwise. Generations come first: read before the entries they stamp.
 * @param {string[]} keys
 * @returns {unknown[]}
 */
function storeValues(app, keys) {
  const reader = native.appStore();
  if (reader) return reader.values(keys);
  const store = app.store();
  return keys.map((key) => store.get(key));
}

/** The keys of a room's generation (see generation), first in a read of its entries. */
const generationKeys = (roomId) => [GENERATION_KEY, ROOM_GENERATION_PREFIX + roomId];

/** The generation token of the values read under generationKeys. */
const generationOf = (content, room) =>
  `${typeof content === 'string' ? content : ''}_${typeof room === 'string' ? room : ''}`;

/**
 * The generation of a room's cached entries and results answers: the content generation and the room's own,
 * as one token ([\w.-], at most 33 characters: results cursors carry it).
 */
function generation(app, roomId) {
  const values = storeValues(app, generationKeys(roomId));
  return generationOf(values[0], values[1]);
}

// A fresh token rather than a counter: no read-modify-write race between two concurrent changes.
const freshToken = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;

/** Called on any change below rooms (content.pb.js, saves, regrades): every room's entries are stale. */
function bumpGeneration(app) {
  app.store().set(GENERATION_KEY, freshToken());
}

/**
 * Called by content.pb.js when a room record changes: that room's entries are stale, no other's; and when
 * its slug changed or it was deleted (`slugGone`), every slug's entry too (one indexed read each to rebuild).
 */
function bumpRoomGeneration(app, roomId, slugGone) {
  const store = app.store();
  store.set(ROOM_GENERATION_PREFIX + roomId, freshToken());
  if (slugGone) store.set(SLUG_GENERATION_KEY, freshToken());
}

/** Before adding an entry: the store is shared with PocketBase itself, so ours stay few. */
function makeRoom(store, key) {
  if (store.has(key) || store.length() < CACHE_MAX_ROOMS * (SHEET_PARTS.length + 3)) return;
  for (const name of Object.keys(store.getAll())) {
    if (
      name.indexOf(CACHE_PREFIX) === 0 ||
      name.indexOf(SHEET_PREFIX) === 0 ||
      name.indexOf(SLUG_PREFIX) === 0
    )
      store.remove(name);
  }
}

/**
 * The whole content of a room (exams, sections, groups, questions, keys as plain objects), from the cache
 * when it is current. The cache key includes the room's Exams list, so reordering or a new exam list misses.
 */
function roomContent(app, room) {
  const store = app.store();
  const key = CACHE_PREFIX + room.id;
  const gen = generation(app, room.id); // read before the data: a change during the read leaves the entry stale
  const examsKey = room.Exams.join(',');
  const cached = store.get(key);
  if (typeof cached === 'string') {
    try {
      const entry = JSON.parse(cached);
      if (entry.gen === gen && entry.exams === examsKey && Date.now() - entry.at < CACHE_TTL_MS)
        return entry.content;
    } catch (_) {
      // fall through and reload
    }
  }
  const content = loadContent(app, room.Exams, 'keys');
  makeRoom(store, key);
  store.set(key, JSON.stringify({ gen, exams: examsKey, at: Date.now(), content }));
  return content;
}

/** The ids of the questions of a room's essay groups, on the sheet now or not (as `ids`). */
function essayQuestionIds(content) {
  const ids = [];
  for (const group of content.groups)
    if (group.type === 'essay') for (const id of group.Questions) ids.push(id);
  return ids;
}

/**
 * The guest sheet of a room, from the cache when current, as the asked parts of { ids: ",q1,q2,…,"
 * (the ids of every question of the room's exams, for a quick membership test), essays: the same of the
 * questions of its essay groups (their answers may be long: docs/architecture.md, "Writing and marking"), table: the scoring table (scoring.js) as JSON,
 * json: the sheet as JSON, limit: the room's time limit in minutes as text, results: the room's results
 * setting (what a guest sees of their submission), parts: the room's timed exams (exam-parts.js's roomParts)
 * as JSON, '' when none }; null when no room has this
 * id. Scoring needs the keys: they are in the table, which never leaves the server. The sheet carries the
 * room's settings and its sections' audio: saving a room or a section (a setting, an upload) renews the
 * generation (content.pb.js), so guests see it at their next load.
 *
 * An entry is current while the content generation is the one it was built at (any change to a room or
 * its content renews it) and for at most a minute: a hit reads nothing from the database, not even the room.
 * Each part has its own store entry, so a route copies only what it needs out of the store (a copy of a
 * non-ASCII string is a conversion in the JS engine). The entry under the plain key, "generation \n time",
 * is written last: whoever reads a current generation finds parts at least as new.
 * @param {string} roomId
 * @param {string[]} parts which of 'ids', 'essays', 'table', 'json', 'limit', 'results', 'parts'
 */
function sheetEntry(app, roomId, parts) {
  const key = SHEET_PREFIX + roomId;
  // One read: the generation before the data (a change during the build leaves the entry stale), then the
  // entry's "generation \n time" and the parts asked for.
  const keys = generationKeys(roomId);
  keys.push(key);
  for (let i = 0; i < parts.length; i++) keys.push(`${key}:${parts[i]}`);
  const values = storeValues(app, keys);
  const gen = generationOf(values[0], values[1]);
  const meta = values[2];
  let claimed = false;
  if (typeof meta === 'string') {
    const split = meta.indexOf('\n');
    const now = Date.now();
    // Current, or only old: while one request rebuilds an old entry, the others answer from it.
    const current = meta.slice(0, split) === gen;
    const young = now - Number(meta.slice(split + 1)) < CACHE_TTL_MS;
    if (current && (young || !(claimed = claimRebuild(app.store(), key, now)))) {
      const out = {};
      let whole = true;
      for (let i = 0; i < parts.length; i++) {
        const value = values[3 + i];
        out[parts[i]] = value;
        if (typeof value !== 'string') whole = false;
      }
      if (whole) return out;
    }
  }
  const store = app.store();
  try {
    return buildSheetEntry(app, store, key, roomId, gen);
  } finally {
    if (claimed) releaseRebuild(store, key);
  }
}

/** Builds and stores the sheet entry of `roomId` at generation `gen` (see sheetEntry); null: no such room. */
function buildSheetEntry(app, store, key, roomId, gen) {
  const found = findById(app, 'rooms', roomId);
  if (!found) return null;
  const room = shape.room(found);
  const content = roomContent(app, room);
  const sheet = buildSheet({
    room,
    exams: content.exams,
    sections: content.sections,
    groups: content.groups,
    questions: content.questions,
  });
  const built = {
    // Every question of the room's exams, on the sheet now or not: a teacher who switches a section or
    // group off while students write must not make their drafts fail (docs/architecture.md, "Robustness
    // rules"); the answers are kept, and scoring counts only what is on the sheet.
    ids: `,${content.questions.map((q) => q.id).join(',')},`,
    essays: `,${essayQuestionIds(content).join(',')},`,
    // Kept to ASCII (ascii-json.js): the JS engine then takes them as they are, with no conversion.
    table: asciiJson(
      JSON.stringify(scoringTable(sheet, keysByQuestion(content), initialsExams(content.exams))),
    ),
    json: asciiJson(JSON.stringify(sheet)),
    limit: String(sheet.time_limit),
    results: room.results,
    parts: partsJson(room, sheet, content),
  };
  makeRoom(store, key);
  for (const part of SHEET_PARTS) store.set(`${key}:${part}`, built[part]);
  store.set(key, `${gen}\n${Date.now()}`);
  return built;
}

/** A room's parts (docs/architecture.md, "Exams one after another") as JSON, '' when it has none. */
function partsJson(room, sheet, content) {
  const sections = new Map(content.sections.map((section) => [section.id, section]));
  const groups = new Map(content.groups.map((group) => [group.id, group]));
  const exams = new Map(content.exams.map((exam) => [exam.id, exam]));
  const questionsOf = (examId) => {
    const ids = [];
    for (const sectionId of exams.get(examId).Sections) {
      const section = sections.get(sectionId);
      for (const groupId of section ? section.SectionQuestions : []) {
        const group = groups.get(groupId);
        if (group) for (const id of group.Questions) ids.push(id);
      }
    }
    return ids;
  };
  const parts = roomParts(
    room,
    sheet.exams.map((exam) => exam.id),
    questionsOf,
  );
  return parts.length > 0 ? JSON.stringify(parts) : '';
}

// Each pooled JS runtime keeps what it built from a room's cached sheet parts (module state lives as long as
// the runtime): parsing a room's scoring table was most of a submission's cost. An entry is used only while
// its text is the cached part's text, so a change to the room is seen at once. Nothing changes what is built.
const builtFromParts = new Map();
const MAX_BUILT = 100;

/** `build(text)` for a room's cached sheet part, once per JS runtime while the part's text is `text`. */
function builtFromPart(part, roomId, text, build) {
  const key = `${part}:${roomId}`;
  const memo = builtFromParts.get(key);
  if (memo && memo.text === text) return memo.value;
  if (builtFromParts.size >= MAX_BUILT) builtFromParts.clear();
  const value = build(text);
  builtFromParts.set(key, { text, value });
  return value;
}

/** A room's scoring table as parsed from its cached `table` part (`text`). */
const parsedTable = (roomId, text) => builtFromPart('table', roomId, text, JSON.parse);

/** A room's scoring table (scoring.js), parsed; null when no room has this id. */
function scoringTableOf(app, roomId) {
  const entry = sheetEntry(app, roomId, ['table']);
  return entry ? parsedTable(roomId, entry.table) : null;
}

/** The id of the room with this slug, or null: from the cache while current ("generation \n time \n id"). */
function roomIdBySlug(app, slug) {
  const key = SLUG_PREFIX + slug;
  // The generation read before the data: a change during the read leaves the entry stale.
  const values = storeValues(app, [SLUG_GENERATION_KEY, key]);
  const gen = typeof values[0] === 'string' ? values[0] : '';
  const cached = values[1];
  if (typeof cached === 'string') {
    const fields = cached.split('\n');
    if (fields[0] === gen && Date.now() - Number(fields[1]) < CACHE_TTL_MS) return fields[2];
  }
  const room = findBy(app, 'rooms', 'slug', slug);
  if (!room) return null;
  const store = app.store();
  makeRoom(store, key);
  store.set(key, `${gen}\n${Date.now()}\n${room.id}`);
  return room.id;
}

/** Forgets the cached sheet and content of a room (it was deleted). */
function forgetRoom(app, roomId) {
  const store = app.store();
  store.remove(CACHE_PREFIX + roomId);
  store.remove(SHEET_PREFIX + roomId);
  for (const part of SHEET_PARTS) store.remove(`${SHEET_PREFIX}${roomId}:${part}`);
}

module.exports = {
  generation,
  bumpGeneration,
  bumpRoomGeneration,
  roomContent,
  sheetEntry,
  builtFromPart,
  parsedTable,
  scoringTableOf,
  roomIdBySlug,
  forgetRoom,
};
