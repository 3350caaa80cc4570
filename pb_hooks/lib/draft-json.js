// A draft's raw as stored and as guest-search answers it (see docs/architecture.md, "Drafts and
// submissions"): { answers: [{ questionId, value }], flags: [questionId] }. Pure: no PocketBase globals.

/** A stored raw (JSON text) parsed, or null. */
function parseRaw(rawText) {
  try {
    const raw = rawText ? JSON.parse(rawText) : null;
    return raw && typeof raw === 'object' ? raw : null;
  } catch (_) {
    return null;
  }
}

/** Answers of a stored raw (JSON text or parsed), cleaned to [{ questionId, value }]. */
function answersOf(raw) {
  const value = typeof raw === 'string' ? parseRaw(raw) : raw;
  const list = value && Array.isArray(value.answers) ? value.answers : [];
  return list
    .filter((a) => a && typeof a.questionId === 'string')
    .map((a) => ({ questionId: a.questionId, value: typeof a.value === 'string' ? a.value : '' }));
}

/** Flags of a stored raw (JSON text or parsed): the flagged question ids, [] when none. */
function flagsOf(raw) {
  const value = typeof raw === 'string' ? parseRaw(raw) : raw;
  const list = value && Array.isArray(value.flags) ? value.flags : [];
  return list.filter((id) => typeof id === 'string');
}

/** The raw a draft is stored with: {"answers":[…],"flags":[…]} (validated lists). */
function draftRaw(answers, flags) {
  return JSON.stringify({ answers, flags: flags || [] });
}

const ANSWERS_PREFIX = '{"answers":[';
const FLAGS_SEPARATOR = '],"flags":[';

/**
 * The draft as guest-search's `pendingSubmission` carries it, { answers, flags, updated }, as JSON text.
 * A raw written by the draft route ({"answers":[…],"flags":[…]}) or before flags existed ({"answers":[…]})
 * is spliced as is rather than parsed and serialised again (the one part of the hottest read that costs):
 * inside JSON strings a quote is escaped, so `],"` only ever ends the answers list. Anything else is parsed
 * and cleaned.
 * @param {{ raw: string, at: string }} draft the stored raw and the draft's `updated`
 */
function draftJson(draft) {
  const updated = JSON.stringify(draft.at);
  const raw = draft.raw;
  if (
    typeof raw === 'string' &&
    raw.indexOf(ANSWERS_PREFIX) === 0 &&
    raw.lastIndexOf(']}') === raw.length - 2
  ) {
    const end = raw.indexOf('],"');
    if (end === -1) return `${raw.slice(0, -1)},"flags":[],"updated":${updated}}`;
    if (raw.indexOf(FLAGS_SEPARATOR) === end && raw.indexOf('],"', end + 1) === -1)
      return `${raw.slice(0, -1)},"updated":${updated}}`;
  }
  const parsed = parseRaw(raw);
  return JSON.stringify({ answers: answersOf(parsed), flags: flagsOf(parsed), updated: draft.at });
}

module.exports = { parseRaw, answersOf, flagsOf, draftRaw, draftJson };
