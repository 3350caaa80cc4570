/// <reference path="../pb_data/types.d.ts" />
// The room caches (lib/store.js) go stale on any change to rooms, exams, sections, groups, questions or
// keys made in this process, whoever makes it (custom routes, the records API, the dashboard).

onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/store.js`).bumpGeneration(e.app);
  },
  'rooms',
  'exams',
  'sections',
  'section_questions',
  'questions',
  'keys',
);
onRecordAfterUpdateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/store.js`).bumpGeneration(e.app);
  },
  'rooms',
  'exams',
  'sections',
  'section_questions',
  'questions',
  'keys',
);
onRecordAfterDeleteSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/store.js`).bumpGeneration(e.app);
  },
  'rooms',
  'exams',
  'sections',
  'section_questions',
  'questions',
  'keys',
);
