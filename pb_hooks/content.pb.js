/// <reference path="../pb_data/types.d.ts" />
// The room caches (lib/store/caches.js) go stale on any change to rooms, exams, sections, groups, questions or
// keys made in this process, whoever makes it (custom routes, the records API, the dashboard).

const contentCollections = ['rooms', 'exams', 'sections', 'section_questions', 'questions', 'keys'];
for (const onChange of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  onChange(
    (e) => {
      e.next();
      require(`${__hooks}/lib/store/caches.js`).bumpGeneration(e.app);
    },
    ...contentCollections,
  );
}
