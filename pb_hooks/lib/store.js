// Reading the app's records into the plain objects the pure modules (sheet.js, scoring.js, validate.js)
// work on. Every lookup binds its parameters; a room's content is read level by level, one query per
// collection (exams, sections, groups, questions, keys), never one query per record.
//
// Two caches live in the app store, as strings (cheap to keep and to hand to the JS runtimes):
// - the content of a room (everything below rooms), keyed by room id;
// - the sheet of a room: its guest JSON, the ids of its questions and its scoring table, keyed by room id;
// - the id of the room with a slug (a slug that names no room is not kept).
// All are stamped with a generation token that content.pb.js renews whenever a room, exam, section,
// group, question or key is created, changed or deleted in this process, and all expire after a minute,
// for changes made by another process (the CLI only creates rooms, which no cache entry names yet).

const { buildSheet, sheetQuestionIds } = require('./sheet.js');
const { scoringTable } = require('./scoring.js');

const CACHE_PREFIX = 'answersheet:content:';
const SHEET_PREFIX = 'answersheet:sheet:';
const SLUG_PREFIX = 'answersheet:slug:';
const GENERATION_KEY = 'answersheet:content-generation';
const CACHE_TTL_MS = 60 * 1000;
const CACHE_MAX_ROOMS = 200;

const ids = (record, field) => Array.from(record.getStringSlice(field) || []);

const shape = {
  room: (r) => ({
    id: r.id,
    name: r.getString('name'),
    slug: r.getString('slug'),
    detail: r.getString('detail'),
    config: jsonField(r, 'config'),
    Exams: ids(r, 'Exams'),
    Users: ids(r, 'Users'),
  }),
  exam: (r) => ({ id: r.id, name: r.getString('name'), Sections: ids(r, 'Sections') }),
  section: (r) => ({
    id: r.id,
    collectionName: 'sections',
    name: r.getString('name'),
    media: ids(r, 'media'),
    SectionQuestions: ids(r, 'SectionQuestions'),
  }),
  group: (r) => ({
    id: r.id,
    collectionName: 'section_questions',
    from_question: r.getInt('from_question'),
    to_question: r.getInt('to_question'),
    Questions: ids(r, 'Questions'),
    media: ids(r, 'media'),
  }),
  question: (r) => ({ id: r.id, num: r.getInt('num'), Keys: ids(r, 'Keys') }),
  key: (r) => ({ id: r.id, value: r.getString('value') }),
};

/** A json field's value as a plain JS value (getString gives the raw JSON text), or null. */
function jsonField(record, field) {
  try {
    const text = record.getString(field);
    return text ? JSON.parse(text) : null;
  } catch (_) {
    return null;
  }
}

/** A record as PocketBase's API would answer it (public fields, collectionId, collectionName, expand). */
const plain = (record) => JSON.parse(JSON.stringify(record));

/** Records of a collection by id, in one query; ids that name nothing are skipped. */
function byIds(app, collection, list) {
  const unique = Array.from(new Set(list));
  if (unique.length === 0) return [];
  return app.findRecordsByIds(collection, unique).filter((r) => !!r);
}

/** The first record matching a filter with bound {:params}, or null. */
function findFirst(app, collection, filter, params) {
  const found = app.findRecordsByFilter(collection, filter, '', 1, 0, params);
  return found.length > 0 && found[0] ? found[0] : null;
}

/** The first record whose `field` equals `value` (a bound parameter), or null. */
function findBy(app, collection, field, value) {
  try {
    return app.findFirstRecordByData(collection, field, value);
  } catch (_) {
    return null;
  }
}

/**
 * A guest's draft or submission for a room (unique by Guest and Room), or null. A plain equality
 * expression with bound values: no filter to parse on the hottest path.
 */
function findOwn(app, collection, guestId, roomId) {
  const found = app.findAllRecords(collection, $dbx.hashExp({ Guest: guestId, Room: roomId }));
  return found.length > 0 && found[0] ? found[0] : null;
}

const GUEST_STATE_SQL = `
  SELECT 's' AS kind, s.id AS id, s.raw AS raw, s.created AS at
    FROM submissions s JOIN guests g ON g.id = s.Guest
   WHERE g.uuid = {:uuid} AND s.Room = {:room}
  UNION ALL
  SELECT 'd' AS kind, p.id AS id, p.raw AS raw, p.updated AS at
    FROM pending_submissions p JOIN guests g ON g.id = p.Guest
   WHERE g.uuid = {:uuid} AND p.Room = {:room}`;

/**
 * The submission and the draft of the guest with this uuid for a room, in one query with bound
 * parameters: { submission: { id, raw, at } | null, draft: { id, raw, at } | null } (raw as JSON text).
 */
function guestState(app, uuid, roomId) {
  const rows = arrayOf(new DynamicModel({ kind: '', id: '', raw: '', at: '' }));
  app.db().newQuery(GUEST_STATE_SQL).bind({ uuid, room: roomId }).all(rows);
  const out = { submission: null, draft: null };
  for (const row of rows) {
    const entry = { id: row.id, raw: row.raw, at: row.at };
    if (row.kind === 's') out.submission = entry;
    else out.draft = entry;
  }
  return out;
}

const flat = (lists) => [].concat.apply([], lists);

/**
 * The content of rooms (plain objects), read level by level.
 * @param {string[]} examIds
 * @param {'sections'|'groups'|'questions'|'keys'} depth how deep to read
 * @param {(record) => any} [as] how to turn each record into a plain object (default: the shapes above)
 */
function loadContent(app, examIds, depth, as) {
  const conv = (kind) => (as ? as : shape[kind]);
  const out = { exams: [], sections: [], groups: [], questions: [], keys: [] };
  out.exams = byIds(app, 'exams', examIds).map(conv('exam'));
  out.sections = byIds(app, 'sections', flat(out.exams.map((e) => e.Sections))).map(conv('section'));
  if (depth === 'sections') return out;
  out.groups = byIds(app, 'section_questions', flat(out.sections.map((s) => s.SectionQuestions))).map(
    conv('group'),
  );
  if (depth === 'groups') return out;
  out.questions = byIds(app, 'questions', flat(out.groups.map((g) => g.Questions))).map(conv('question'));
  if (depth === 'questions') return out;
  out.keys = byIds(app, 'keys', flat(out.questions.map((q) => q.Keys))).map(conv('key'));
  return out;
}

function generation(app) {
  const value = app.store().get(GENERATION_KEY);
  return typeof value === 'string' ? value : '';
}

/** Called by content.pb.js on any change below rooms: every cached room content is stale from now on. */
function bumpGeneration(app) {
  // A fresh token rather than a counter: no read-modify-write race between two concurrent changes.
  app.store().set(GENERATION_KEY, `${Date.now()}-${Math.random()}`);
}

/**
 * The whole content of a room (exams, sections, groups, questions, keys as plain objects), from the cache
 * when it is current. The cache key includes the room's Exams list, so reordering or a new exam list misses.
 */
function roomContent(app, room) {
  const store = app.store();
  const key = CACHE_PREFIX + room.id;
  const gen = generation(app); // read before the data: a change during the read leaves the entry stale
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

const SHEET_PARTS = ['ids', 'table', 'json'];

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
 * The guest sheet of a room, from the cache when current, as the asked parts of { ids: ",q1,q2,…,"
 * (the bound question ids, for a quick membership test), table: the scoring table (scoring.js) as JSON,
 * json: the sheet as JSON }; null when no room has this id. Scoring needs the keys: they are in the table,
 * which never leaves the server.
 *
 * An entry is current while the content generation is the one it was built at (any change to a room or
 * its content renews it) and for at most a minute: a hit reads nothing from the database, not even the room.
 * Each part has its own store entry, so a route copies only what it needs out of the store (a copy of a
 * non-ASCII string is a conversion in the JS engine). The entry under the plain key, "generation \n time",
 * is written last: whoever reads a current generation finds parts at least as new.
 * @param {string} roomId
 * @param {string[]} parts which of 'ids', 'table', 'json'
 */
function sheetEntry(app, roomId, parts) {
  const store = app.store();
  const key = SHEET_PREFIX + roomId;
  const gen = generation(app); // read before the data: a change during the build leaves the entry stale
  const meta = store.get(key);
  if (typeof meta === 'string') {
    const split = meta.indexOf('\n');
    if (meta.slice(0, split) === gen && Date.now() - Number(meta.slice(split + 1)) < CACHE_TTL_MS) {
      const out = {};
      for (const part of parts) out[part] = store.get(`${key}:${part}`);
      if (parts.every((part) => typeof out[part] === 'string')) return out;
    }
  }
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
    ids: `,${Array.from(sheetQuestionIds(sheet)).join(',')},`,
    table: JSON.stringify(scoringTable(sheet, keysByQuestion(content))),
    json: JSON.stringify(sheet),
  };
  makeRoom(store, key);
  for (const part of SHEET_PARTS) store.set(`${key}:${part}`, built[part]);
  store.set(key, `${gen}\n${Date.now()}`);
  return built;
}

/** The id of the room with this slug, or null: from the cache while current ("generation \n time \n id"). */
function roomIdBySlug(app, slug) {
  const store = app.store();
  const key = SLUG_PREFIX + slug;
  const gen = generation(app);
  const cached = store.get(key);
  if (typeof cached === 'string') {
    const [at, time, id] = cached.split('\n');
    if (at === gen && Date.now() - Number(time) < CACHE_TTL_MS) return id;
  }
  const room = findBy(app, 'rooms', 'slug', slug);
  if (!room) return null;
  makeRoom(store, key);
  store.set(key, `${gen}\n${Date.now()}\n${room.id}`);
  return room.id;
}

/** A record by id, or null (also for an id that is not a string). */
function findById(app, collection, id) {
  if (typeof id !== 'string' || id === '') return null;
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

/** Forgets the cached sheet and content of a room (it was deleted). */
function forgetRoom(app, roomId) {
  const store = app.store();
  store.remove(CACHE_PREFIX + roomId);
  store.remove(SHEET_PREFIX + roomId);
  for (const part of SHEET_PARTS) store.remove(`${SHEET_PREFIX}${roomId}:${part}`);
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

module.exports = {
  shape,
  plain,
  byIds,
  findFirst,
  findBy,
  findOwn,
  guestState,
  loadContent,
  roomContent,
  sheetEntry,
  findById,
  roomIdBySlug,
  forgetRoom,
  bumpGeneration,
  keysByQuestion,
  jsonField,
};
