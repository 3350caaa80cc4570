/// <reference path="../pb_data/types.d.ts" />
// Every upload, whoever makes it (the exam files route, the importer, the records API's avatars, the
// dashboard), is stored under the extension of its sniffed type (lib/file-type.js) before it is validated
// and written. Only on the collections with file fields, so that drafts and submissions run no hook.

const uploadCollections = require(`${__hooks}/lib/file-type.js`).UPLOAD_COLLECTIONS;
for (const onSave of [onRecordCreate, onRecordUpdate]) {
  onSave(
    (e) => {
      require(`${__hooks}/lib/file-type.js`).nameUploadsByType(e.record);
      e.next();
    },
    ...uploadCollections,
  );
}
