// A student's right answers by question type and skill (docs/product.md, "Students across mocks"): from the
// stored scoring of each submission (raw.all's `correct`, either-order aware) and the room's sheet (each
// group's `type`, each exam's skill). Listening and Reading only: an essay is marked, not right or wrong,
// and is never a type. `total` counts every box of the type, blanks included. Pure: no PocketBase globals.
// The class page's heat-map sums the same counts over its students (typesOfSubmissions, summedTypes).

const { SKILL_OF_KIND } = require('./marking.js');

/** The skills whose boxes are counted by type. */
const TYPED_SKILLS = { listening: true, reading: true };

/** The number of newest rooms a student's `recent` counts cover. */
const RECENT_ROOMS = 5;

/**
 * Each scored box of a guest sheet (sheet.js's buildSheet) as its skill and group type: Map questionId →
 * { skill, type }. Boxes of exams of no typed skill, and essays, are left out.
 */
function slotTypesOfSheet(sheet) {
  const out = new Map();
  for (const exam of (sheet && sheet.exams) || []) {
    const skill = SKILL_OF_KIND[exam.kind];
    if (!TYPED_SKILLS[skill]) continue;
    for (const section of exam.sections || [])
      for (const group of section.groups || []) {
        const type = group.type || 'gap';
        if (type === 'essay') continue;
        for (const slot of group.slots || []) if (slot.questionId) out.set(slot.questionId, { skill, type });
      }
  }
  return out;
}

/**
 * One submission's counts by skill and type, [{ skill, type, right, total }] in sheet order, from its
 * stored raw ({ all: [{ questionId, correct }] }) and its room's slotTypesOfSheet. A box is counted once.
 */
function submissionTypes(raw, slotTypes) {
  const byKey = new Map();
  const seen = new Set();
  for (const entry of (raw && raw.all) || []) {
    if (!entry || !entry.questionId || seen.has(entry.questionId)) continue;
    const slot = slotTypes.get(entry.questionId);
    if (!slot) continue;
    seen.add(entry.questionId);
    const key = `${slot.skill}/${slot.type}`;
    let count = byKey.get(key);
    if (!count) {
      count = { skill: slot.skill, type: slot.type, right: 0, total: 0 };
      byKey.set(key, count);
    }
    count.total++;
    if (entry.correct === true) count.right++;
  }
  return Array.from(byKey.values());
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

module.exports = { RECENT_ROOMS, slotTypesOfSheet, submissionTypes, summedTypes, historyTypes };
