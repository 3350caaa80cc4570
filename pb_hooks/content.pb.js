/// <reference path="../pb_data/types.d.ts" />
// The room caches (lib/store/caches.js) go stale on any change to rooms, exams, sections, groups, questions or
// keys made in this process, whoever makes it (custom routes, the records API, the dashboard): a change to a
// room record makes that room's entries stale, a change below rooms every room's (docs/architecture.md,
// "Caching").

for (const onChange of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  onChange(
    (e) => {
      e.next();
      require(`${__hooks}/lib/store/caches.js`).bumpGeneration(e.app);
    },
    'exams',
    'sections',
    'section_questions',
    'questions',
    'keys',
  );
}

onRecordAfterCreateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/store/caches.js`).bumpRoomGeneration(e.app, e.record.id, false);
}, 'rooms');
onRecordAfterUpdateSuccess((e) => {
  e.next();
  const slugGone = e.record.original().getString('slug') !== e.record.getString('slug');
  require(`${__hooks}/lib/store/caches.js`).bumpRoomGeneration(e.app, e.record.id, slugGone);
}, 'rooms');
onRecordAfterDeleteSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/store/caches.js`).bumpRoomGeneration(e.app, e.record.id, true);
}, 'rooms');
