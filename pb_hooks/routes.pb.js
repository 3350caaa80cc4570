/// <reference path="../pb_data/types.d.ts" />
// The application API (DESIGN.md §5): guest routes and admin routes. Each handler runs in a pooled JS
// runtime that does not see this file's top-level variables, so each one requires its module itself.
// Bodies are bounded at 64 KB (413 beyond); the handlers live in lib/guest-routes.js and lib/admin-routes.js.

// Guest routes: no login; the guest is named by the guest-uuid header.
routerAdd(
  'POST',
  '/api/exam/guest',
  (e) => require(`${__hooks}/lib/guest-routes.js`).createGuest(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'PATCH',
  '/api/exam/guest',
  (e) => require(`${__hooks}/lib/guest-routes.js`).updateGuest(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/room/guest-search',
  (e) => require(`${__hooks}/lib/guest-routes.js`).guestSearch(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/exam/pending-submission',
  (e) => require(`${__hooks}/lib/guest-routes.js`).saveDraft(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/exam/submission',
  (e) => require(`${__hooks}/lib/guest-routes.js`).submit(e),
  $apis.bodyLimit(65536),
);

// Admin routes: Authorization with a users or superuser token; members only, superusers all.
routerAdd(
  'GET',
  '/api/room/list',
  (e) => require(`${__hooks}/lib/admin-routes.js`).listRooms(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/room/search',
  (e) => require(`${__hooks}/lib/admin-routes.js`).searchRoom(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/section-question/search',
  (e) => require(`${__hooks}/lib/admin-routes.js`).searchGroup(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'PATCH',
  '/api/room/patch/{id}',
  (e) => require(`${__hooks}/lib/admin-routes.js`).patchRoom(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/room/share/{id}',
  (e) => require(`${__hooks}/lib/admin-routes.js`).shareRoom(e),
  $apis.bodyLimit(65536),
);
routerAdd(
  'POST',
  '/api/room/delete/{id}',
  (e) => require(`${__hooks}/lib/admin-routes.js`).deleteRoom(e),
  $apis.bodyLimit(65536),
);
