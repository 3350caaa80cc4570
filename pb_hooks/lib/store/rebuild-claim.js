// One rebuild at a time of a cached sheet that has only grown old (docs/architecture.md, "Caching"). An
// entry expires a minute after it was built, for changes made by another process; when it does, every
// request that reads it in that moment would rebuild it at once (a class of 16 JS runtimes, each loading the
// room's content and building its scoring table). Instead, the first to claim the rebuild builds, and the
// others keep answering from the old entry meanwhile: its generation is still current, so nothing this
// process changed is missed. A claim lapses after CLAIM_MS, in case its builder failed. Pure but for the store.

const CLAIM_MS = 5000;

/**
 * Whether this request should rebuild the entry of `key`: true for exactly one caller at a time (or for a
 * caller that finds the previous claim lapsed). The store's setFunc runs under its lock, so two runtimes
 * never both win.
 */
function claimRebuild(store, key, now) {
  const claimKey = `${key}:rebuilding`;
  const token = `${now}:${Math.random()}`;
  store.setFunc(claimKey, (old) => {
    const claimedAt = typeof old === 'string' ? Number(old.slice(0, old.indexOf(':'))) : NaN;
    return now - claimedAt < CLAIM_MS ? old : token;
  });
  return store.get(claimKey) === token;
}

/** Ends a claim of `key` (the entry was rebuilt, or its build failed). */
function releaseRebuild(store, key) {
  store.remove(`${key}:rebuilding`);
}

module.exports = { CLAIM_MS, claimRebuild, releaseRebuild };
