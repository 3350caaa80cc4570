/// <reference path="../pb_data/types.d.ts" />
// A room made outside the app (PocketBase's dashboard, the records API) gets the default test conditions
// for the settings it was not given (lib/room-defaults.js): open, untimed, audio free, results hidden.
// The app's own routes and the importer set every setting themselves.

onRecordCreateRequest((e) => {
  const { missingRoomSettings } = require(`${__hooks}/lib/room-defaults.js`);
  const fill = missingRoomSettings(e.requestInfo().body || {});
  for (const key of Object.keys(fill)) e.record.set(key, fill[key]);
  return e.next();
}, 'rooms');
