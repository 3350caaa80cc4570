// A student's right answers by question type and skill (docs/product.md, "Students across mocks"): from the
// stored verdicts of each submission (raw.all's `correct`, either-order aware) and the room's sheet (each
// group's `type`, each exam's skill). Listening and Reading only: an essay is marked, not right or wrong,
// and is never a type. `total` counts every box of the type, blanks included. Pure: no PocketBase globals.
// The class page's heat-map sums the same counts over its students (typesOfSubmissions, summedTypes).

const { SKILL_OF_KIND } = require('./marking.js');

/** The skills whose boxes are counted by type. */
const TYPED_SKILLS = { listening: true, reading: true };

/** The number of newest rooms a student's `recent` counts cover. */
const RECENT_ROOMS = 5;

/**
 * Each scored box of a guest sheet (rules/sheet.js's buildSheet) as its skill and group type: Map questionId →
 * { skill, type }, one object for each skill and type (submissionTypes counts by it). Boxes of exams of no
 * typed skill, and essays, are left out.
 */
function slotTypesOfSheet(sheet) {
  const out = new Map();
  const kinds = new Map();
  for (const exam of (sheet && sheet.exams) || []) {
    const skill = SKILL_OF_KIND[exam.kind];
    if (!TYPED_SKILLS[skill]) continue;
    for (const section of exam.sections || [])
      for (const group of section.groups || []) {
        const type = group.type || 'gap';
        if (type === 'essay') continue;
        const key = `${skill}/${type}`;
        if (!kinds.has(key)) kinds.set(key, { skill, type });
        for (const slot of group.slots || []) if (slot.questionId) out.set(slot.questionId, kinds.get(key));
      }
  }
  return out;
}

/** The character that ends a right box's verdict (scoring.js's Scored.verdicts). */
const RIGHT = '+'.charCodeAt(0);
const SIGNS = /[+-]/g;

/**
 * A sheet's boxes for counting by type: { byQuestion } (slotTypesOfSheet), and the verdicts a submission
 * scored on this sheet has: `ids` (every bound box in sheet order, as scoring writes them, joined by
 * commas), `length` (of such verdicts), `signAt` (where each box's + or - stands), `kindAt` (each box's
 * index in `kinds`, -1 for a box not counted or counted before) and `kinds` ({ skill, type, total }, in
 * sheet order).
 */
function sheetTypes(sheet) {
  const byQuestion = slotTypesOfSheet(sheet);
  const ids = [];
  const signAt = [];
  const kindAt = [];
  const kinds = [];
  const indexOf = new Map();
  const seen = new Set();
  let length = -1;
  for (const exam of (sheet && sheet.exams) || [])
    for (const section of exam.sections || [])
      for (const group of section.groups || [])
        for (const slot of group.slots || []) {
          const id = slot.questionId;
          if (!id) continue;
          ids.push(id);
          length += id.length + 2;
          signAt.push(length - 1);
          const kind = seen.has(id) ? undefined : byQuestion.get(id);
          seen.add(id);
          if (kind && !indexOf.has(kind)) {
            indexOf.set(kind, kinds.length);
            kinds.push({ skill: kind.skill, type: kind.type, total: 0 });
          }
          kindAt.push(kind ? indexOf.get(kind) : -1);
          if (kind) kinds[indexOf.get(kind)].total++;
        }
  return { byQuestion, ids: ids.join(','), length: Math.max(length, 0), signAt, kindAt, kinds };
}

/**
 * One submission's counts by skill and type, [{ skill, type, right, total }] in sheet order, from its
 * stored verdicts (scoring.js's Scored.verdicts: `questionId+` or `questionId-`, joined by commas) and its
 * room's sheetTypes. A box is counted once. Verdicts of the sheet as it is now (the common case) are read
 * by position; others (the sheet changed since) box by box. A history counts 50 submissions of 40 boxes or
 * more in the hooks' engine, where a list or an object per box costs.
 */
function submissionTypes(verdicts, types) {
  const text = typeof verdicts === 'string' ? verdicts : '';
  if (text.length === types.length && text.length > 0 && text.replace(SIGNS, '') === types.ids) {
    const right = types.kinds.map(() => 0);
    for (let i = 0; i < types.kindAt.length; i++)
      if (types.kindAt[i] !== -1 && text.charCodeAt(types.signAt[i]) === RIGHT) right[types.kindAt[i]]++;
    return types.kinds.map((kind, k) => ({
      skill: kind.skill,
      type: kind.type,
      right: right[k],
      total: kind.total,
    }));
  }
  const byKind = new Map();
  const seen = new Set();
  for (let start = 0; start < text.length;) {
    let end = text.indexOf(',', start);
    if (end === -1) end = text.length;
    if (end - start > 1) {
      const id = text.slice(start, end - 1);
      const kind = types.byQuestion.get(id);
      if (kind && !seen.has(id)) {
        seen.add(id);
        let count = byKind.get(kind);
        if (!count) {
          count = { skill: kind.skill, type: kind.type, right: 0, total: 0 };
          byKind.set(kind, count);
        }
        count.total++;
        if (text.charCodeAt(end - 1) === RIGHT) count.right++;
      }
    }
    start = end + 1;
  }
  return Array.from(byKind.values());
}

/** The sum of many lists of { skill, type, right, total }, by skill and type, in the order first met. */
function summedTypes(lists) {
  const byKey = new Map();
  for (const list of lists)
    for (const { skill, type, right, total } of list) {
      const key = `${skill}/${type}`;
      const sum = byKey.get(key) || { skill, type, right: 0, total: 0 };
      sum.right += right;
      sum.total += total;
      byKey.set(key, sum);
    }
  return Array.from(byKey.values());
}

/**
 * A student's types over their rooms: [{ skill, type, right, total, recent: { right, total } }], `recent`
 * from the newest RECENT_ROOMS rooms. `perRoom`: each room's counts (submissionTypes), newest room first.
 * Ordered by skill (listening first), then type.
 */
function historyTypes(perRoom) {
  const recent = new Map(summedTypes(perRoom.slice(0, RECENT_ROOMS)).map((t) => [`${t.skill}/${t.type}`, t]));
  return summedTypes(perRoom)
    .map((t) => {
      const r = recent.get(`${t.skill}/${t.type}`);
      return { ...t, recent: { right: r ? r.right : 0, total: r ? r.total : 0 } };
    })
    .sort((a, b) => (a.skill === b.skill ? (a.type < b.type ? -1 : 1) : a.skill < b.skill ? -1 : 1));
}

module.exports = { RECENT_ROOMS, slotTypesOfSheet, sheetTypes, submissionTypes, summedTypes, historyTypes };
