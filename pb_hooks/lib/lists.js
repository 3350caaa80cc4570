// Small list helpers the route and store modules share. Pure: no PocketBase globals.

/** A list of lists as one list, in order. */
/**
 * @template T
 * @param {T[][]} lists
 * @returns {T[]}
 */
const flat = (lists) => [].concat.apply([], lists);

/** Whether `a` holds exactly the items of `b` (with their counts), in any order. */
function isPermutation(a, b) {
  if (a.length !== b.length) return false;
  const counts = new Map();
  for (const id of b) counts.set(id, (counts.get(id) || 0) + 1);
  for (const id of a) {
    const n = counts.get(id) || 0;
    if (n === 0) return false;
    counts.set(id, n - 1);
  }
  return true;
}

module.exports = { flat, isPermutation };
