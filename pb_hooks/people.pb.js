/// <reference path="../pb_data/types.d.ts" />
// Accounts' roles, however an account is made or changed (docs/architecture.md, "People and invitations"):
// the first account is an admin and any other without a role a teacher; disabling an account renews its
// token key, so every session it had ends, also when a superuser disables it in PocketBase's dashboard.

onRecordCreate((e) => {
  if (e.record.getString('role') === '')
    e.record.set('role', e.app.countRecords('users') === 0 ? 'admin' : 'teacher');
  return e.next();
}, 'users');

onRecordUpdate((e) => {
  if (e.record.getBool('disabled') && !e.record.original().getBool('disabled')) e.record.refreshTokenKey();
  return e.next();
}, 'users');
