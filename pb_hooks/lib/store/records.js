// Records as the plain objects the pure modules (rules/, validate/) work on, and as
// PocketBase's API answers them.

const { parseJson } = require('../json.js');

/** A relation field's ids as a JS array (getStringSlice gives a Go slice). */
const relationIds = (record, field) => Array.from(record.getStringSlice(field) || []);

/** A json field's value as a plain JS value (getString gives the raw JSON text), or null. */
const jsonField = (record, field) => parseJson(record.getString(field), null);

/** The fields the sheet, scoring and validation read, per content collection. */
const shape = {
  room: (r) => ({
    id: r.id,
    name: r.getString('name'),
    slug: r.getString('slug'),
    detail: r.getString('detail'),
    config: jsonField(r, 'config'),
    results: r.getString('results') || 'hidden',
    accepting: r.getBool('accepting'),
    time_limit: r.getInt('time_limit'),
    audio: r.getString('audio') || 'free',
    // Blank only for a room made outside the app's routes since the migration, which is made from now on.
    delivery: r.getString('delivery') || 'computer',
    anonymous_marking: r.getBool('anonymous_marking'),
    marks_released: r.getBool('marks_released'),
    double_marking: r.getBool('double_marking'),
    review_at_once: r.getBool('review_at_once'),
    paused_at: r.getString('paused_at'),
    paused_ms: r.getInt('paused_ms'),
    time_zone: r.getString('time_zone'),
    marks_due: r.getString('marks_due'),
    marks_released_at: r.getString('marks_released_at'),
    Class: r.getString('Class'),
    Exams: relationIds(r, 'Exams'),
    Users: relationIds(r, 'Users'),
  }),
  exam: (r) => ({
    id: r.id,
    name: r.getString('name'),
    kind: r.getString('kind') || 'other',
    bands: jsonField(r, 'bands'),
    accept_initials: r.getBool('accept_initials'),
    Sections: relationIds(r, 'Sections'),
    Users: relationIds(r, 'Users'),
  }),
  section: (r) => ({
    id: r.id,
    collectionName: 'sections',
    name: r.getString('name'),
    media: relationIds(r, 'media'),
    audio: r.getString('audio'),
    passage: r.getString('passage') || null,
    SectionQuestions: relationIds(r, 'SectionQuestions'),
  }),
  group: (r) => ({
    id: r.id,
    collectionName: 'section_questions',
    from_question: r.getInt('from_question'),
    to_question: r.getInt('to_question'),
    Questions: relationIds(r, 'Questions'),
    media: relationIds(r, 'media'),
    either_order: jsonField(r, 'either_order'),
    type: r.getString('type') || 'gap',
    instructions: r.getString('instructions') || null,
    options: jsonField(r, 'options'),
    content: r.getString('content') || null,
    min_words: r.getInt('min_words') || null,
    title: r.getString('title') || null,
    max_words: r.getInt('max_words') || null,
    number_allowed: r.getBool('number_allowed'),
  }),
  question: (r) => ({
    id: r.id,
    num: r.getInt('num'),
    Keys: relationIds(r, 'Keys'),
    prompt: r.getString('prompt') || null,
    options: jsonField(r, 'options'),
  }),
  key: (r) => ({ id: r.id, value: r.getString('value') }),
};

const RECORD_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A new record id as PocketBase makes them (15 lowercase letters and digits), for rows written by SQL. */
const newRecordId = () => $security.randomStringWithAlphabet(15, RECORD_ID_ALPHABET);

/**
 * A record as PocketBase's API would answer it (public fields, collectionId, collectionName, expand); for
 * an already plain value, a deep copy.
 */
const plain = (record) => JSON.parse(JSON.stringify(record));

module.exports = { shape, jsonField, relationIds, plain, newRecordId };
