/// <reference path="../pb_data/types.d.ts" />
/* global onBackupCreate -- a PocketBase hook no other file uses, so not among eslint.config.js's globals */
// PocketBase's zip backup blocks every write while it runs, so it is refused while students are writing
// (docs/operations.md, "Backups and a restore drill"; lib/backup-guard.js says who is writing).
// onBackupCreate refuses every backup, the scheduled ones too (PocketBase logs the refusal). PocketBase's
// backup route answers any hook error as "Failed to create backup.", so for a superuser's POST /api/backups
// a failure that the refusal explains is answered with the refusal itself: why, and when to try again.

onBackupCreate((e) => {
  const refusal = require(`${__hooks}/lib/store/open-drafts.js`).backupRefusalAt(e.app, Date.now());
  if (refusal) throw new BadRequestError(refusal);
  e.next();
});

routerUse((e) => {
  if (e.request.method !== 'POST' || e.request.url.path !== '/api/backups' || !e.hasSuperuserAuth()) {
    return e.next();
  }
  try {
    return e.next();
  } catch (error) {
    const refusal = require(`${__hooks}/lib/store/open-drafts.js`).backupRefusalAt(e.app, Date.now());
    throw refusal ? new BadRequestError(refusal) : error;
  }
});
