/// <reference path="../pb_data/types.d.ts" />
// The application API, read as its access policy: each route, who may call it, and the handler that
// answers it (lib/guest-routes.js, lib/admin-routes.js, lib/results-routes.js, lib/export-routes.js, lib/library-routes.js,
// lib/marking-routes.js, lib/class-routes.js).
// One route per line: .prettierignore keeps it so.
// Handlers and middlewares run in pooled JS runtimes that see none of this file's variables (PocketBase
// compiles each from its own source), so each one requires its module itself.

/** Every route: bodies over rules/limits.js's BODY_LIMIT are refused with 413. */
const bodyLimit = $apis.bodyLimit(require(`${__hooks}/lib/rules/limits.js`).BODY_LIMIT);
/** The draft and submission routes (their answers may hold essays) and a mark's notes on an essay (docs/architecture.md, "Writing and marking"). */
const answersLimit = $apis.bodyLimit(require(`${__hooks}/lib/rules/limits.js`).ANSWERS_BODY_LIMIT);
/** The exam document routes: a document of the editor's largest size reaches its validator (400), not a 413. */
const documentLimit = $apis.bodyLimit(require(`${__hooks}/lib/rules/limits.js`).DOCUMENT_BODY_LIMIT);
/** The exam files route: a recording of up to 200 MB and its form. */
const fileLimit = $apis.bodyLimit(require(`${__hooks}/lib/rules/limits.js`).FILE_BODY_LIMIT);
/** Staff only: a users or superuser token, else 401 (lib/http.js). Membership is checked per room. */
const staffOnly = (e) => require(`${__hooks}/lib/http.js`).requireStaff(e);
/** Active admins and superusers only: staffOnly's 401, then 404 to a teacher (lib/http.js). */
const adminOnly = (e) => require(`${__hooks}/lib/http.js`).requireAdmin(e);

// Guest routes: no login. The guest is named by the guest-uuid header and checked by the handler: a draft
// or submission checks it inside its one SQL statement, and only a refused write reads it for its 401/403.
// Drafts are limited per guest as well as per address (two a second, then 429: lib/store/guest-limits.js).
// A room load answered, or a draft or submission taken, is left out of the request log; refusals are logged
// (lib/http.js).
routerAdd('POST', '/api/exam/guest', (e) => require(`${__hooks}/lib/guest-routes.js`).createGuest(e), bodyLimit);
routerAdd('PATCH', '/api/exam/guest', (e) => require(`${__hooks}/lib/guest-routes.js`).updateGuest(e), bodyLimit);
routerAdd('POST', '/api/room/guest-search', (e) => require(`${__hooks}/lib/guest-routes.js`).guestSearch(e), bodyLimit);
routerAdd('POST', '/api/exam/pending-submission', (e) => require(`${__hooks}/lib/guest-routes.js`).saveDraft(e), answersLimit);
routerAdd('POST', '/api/exam/submission', (e) => require(`${__hooks}/lib/guest-routes.js`).submit(e), answersLimit);
routerAdd('POST', '/api/exam/start', (e) => require(`${__hooks}/lib/guest-routes.js`).start(e), bodyLimit);
routerAdd('POST', '/api/exam/finish', (e) => require(`${__hooks}/lib/guest-routes.js`).finish(e), bodyLimit);
routerAdd('POST', '/api/exam/timing', (e) => require(`${__hooks}/lib/guest-routes.js`).timing(e), bodyLimit);
routerAdd('POST', '/api/exam/events', (e) => require(`${__hooks}/lib/exam-day-routes.js`).events(e), bodyLimit);

// Admin routes: staff only; members see and change their rooms (404 otherwise), superusers all.
routerAdd('GET', '/api/room/list', (e) => require(`${__hooks}/lib/admin-routes.js`).listRooms(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/search', (e) => require(`${__hooks}/lib/admin-routes.js`).searchRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/section-question/search', (e) => require(`${__hooks}/lib/admin-routes.js`).searchGroup(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/create', (e) => require(`${__hooks}/lib/admin-routes.js`).createRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/duplicate/{id}', (e) => require(`${__hooks}/lib/admin-routes.js`).duplicateRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/slug-check', (e) => require(`${__hooks}/lib/admin-routes.js`).slugCheck(e), bodyLimit, staffOnly);
routerAdd('PATCH', '/api/room/patch/{id}', (e) => require(`${__hooks}/lib/admin-routes.js`).patchRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/share/{id}', (e) => require(`${__hooks}/lib/admin-routes.js`).shareRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/unshare/{id}', (e) => require(`${__hooks}/lib/admin-routes.js`).unshareRoom(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/delete/{id}', (e) => require(`${__hooks}/lib/admin-routes.js`).deleteRoom(e), bodyLimit, staffOnly);

// Results, and collecting a room's drafts: members of the room only (404 otherwise), superusers all.
// Accepting an answer adds a key to the exam: its authors only (404 to any other member), superusers all.
routerAdd('GET', '/api/room/results/{id}', (e) => require(`${__hooks}/lib/results-routes.js`).results(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/results/{id}/submission/{submissionId}', (e) => require(`${__hooks}/lib/results-routes.js`).submissionReview(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/results/{id}/questions', (e) => require(`${__hooks}/lib/results-routes.js`).questions(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/results/{id}/accept', (e) => require(`${__hooks}/lib/results-routes.js`).accept(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/results/{id}/reopen', (e) => require(`${__hooks}/lib/results-routes.js`).reopen(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/results/{id}/export', (e) => require(`${__hooks}/lib/export-routes.js`).exportCsv(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/results/{id}/forget', (e) => require(`${__hooks}/lib/results-routes.js`).forget(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/room/collect/{id}', (e) => require(`${__hooks}/lib/results-routes.js`).collect(e), bodyLimit, staffOnly);

// Exam day: a student's extra time and the room's live screen; members of the room only (404 otherwise), superusers all.
routerAdd('PUT', '/api/room/results/{id}/accommodation/{guestId}', (e) => require(`${__hooks}/lib/exam-day-routes.js`).accommodation(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/live/{id}', (e) => require(`${__hooks}/lib/exam-day-routes.js`).live(e), bodyLimit, staffOnly);

// Writing and marking, and a student's Speaking: members of the room only (404 otherwise), superusers all.
routerAdd('GET', '/api/room/marking/{id}', (e) => require(`${__hooks}/lib/marking-routes.js`).scripts(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/marking/{id}/script/{submissionId}/{questionId}', (e) => require(`${__hooks}/lib/marking-routes.js`).script(e), bodyLimit, staffOnly);
routerAdd('PUT', '/api/room/marking/{id}/script/{submissionId}/{questionId}', (e) => require(`${__hooks}/lib/marking-routes.js`).markScript(e), answersLimit, staffOnly);
routerAdd('POST', '/api/room/marking/{id}/release', (e) => require(`${__hooks}/lib/marking-routes.js`).release(e), bodyLimit, staffOnly);
routerAdd('PUT', '/api/room/results/{id}/speaking/{guestId}', (e) => require(`${__hooks}/lib/marking-routes.js`).markSpeaking(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/audit/{id}', (e) => require(`${__hooks}/lib/export-routes.js`).audit(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/room/results/{id}/report/{guestId}', (e) => require(`${__hooks}/lib/report-routes.js`).report(e), bodyLimit, staffOnly);

// A teacher's comment bank (lib/comment-routes.js): their own comments only (404 for another's).
routerAdd('GET', '/api/comments', (e) => require(`${__hooks}/lib/comment-routes.js`).list(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/comments', (e) => require(`${__hooks}/lib/comment-routes.js`).create(e), bodyLimit, staffOnly);
routerAdd('PATCH', '/api/comments/{id}', (e) => require(`${__hooks}/lib/comment-routes.js`).update(e), bodyLimit, staffOnly);
routerAdd('DELETE', '/api/comments/{id}', (e) => require(`${__hooks}/lib/comment-routes.js`).remove(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/comments/{id}/use', (e) => require(`${__hooks}/lib/comment-routes.js`).use(e), bodyLimit, staffOnly);

// Classes and their rosters: a class's managers only (404 otherwise), superusers all.
routerAdd('GET', '/api/classes', (e) => require(`${__hooks}/lib/class-routes.js`).listClasses(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/classes', (e) => require(`${__hooks}/lib/class-routes.js`).createClass(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/classes/{id}', (e) => require(`${__hooks}/lib/class-routes.js`).getClass(e), bodyLimit, staffOnly);
routerAdd('PATCH', '/api/classes/{id}', (e) => require(`${__hooks}/lib/class-routes.js`).patchClass(e), bodyLimit, staffOnly);
routerAdd('DELETE', '/api/classes/{id}', (e) => require(`${__hooks}/lib/class-routes.js`).deleteClass(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/classes/{id}/progress', (e) => require(`${__hooks}/lib/class-routes.js`).progress(e), bodyLimit, staffOnly);

// The exam library: an exam's authors only (404 otherwise, like an unknown exam), superusers all.
routerAdd('GET', '/api/library/exams', (e) => require(`${__hooks}/lib/library-routes.js`).listExams(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/library/exams', (e) => require(`${__hooks}/lib/library-routes.js`).createExam(e), documentLimit, staffOnly);
routerAdd('GET', '/api/library/exams/{id}', (e) => require(`${__hooks}/lib/library-routes.js`).getExam(e), bodyLimit, staffOnly);
routerAdd('PUT', '/api/library/exams/{id}', (e) => require(`${__hooks}/lib/library-routes.js`).saveExam(e), documentLimit, staffOnly);
routerAdd('DELETE', '/api/library/exams/{id}', (e) => require(`${__hooks}/lib/library-routes.js`).deleteExam(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/library/exams/{id}/duplicate', (e) => require(`${__hooks}/lib/library-routes.js`).duplicateExam(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/library/exams/{id}/files', (e) => require(`${__hooks}/lib/library-routes.js`).addExamFile(e), fileLimit, staffOnly);
routerAdd('DELETE', '/api/library/exams/{id}/files', (e) => require(`${__hooks}/lib/library-routes.js`).removeExamFile(e), bodyLimit, staffOnly);

// People: active admins and superusers (404 to a teacher). The welcome page's routes: no sign-in, the link's token is the key (lib/people-routes.js).
routerAdd('GET', '/api/people', (e) => require(`${__hooks}/lib/people-routes.js`).listPeople(e), bodyLimit, adminOnly);
routerAdd('POST', '/api/people', (e) => require(`${__hooks}/lib/people-routes.js`).createPerson(e), bodyLimit, adminOnly);
routerAdd('PATCH', '/api/people/{id}', (e) => require(`${__hooks}/lib/people-routes.js`).patchPerson(e), bodyLimit, adminOnly);
routerAdd('POST', '/api/people/{id}/invite', (e) => require(`${__hooks}/lib/people-routes.js`).reinvite(e), bodyLimit, adminOnly);
routerAdd('GET', '/api/welcome/{token}', (e) => require(`${__hooks}/lib/people-routes.js`).welcome(e), bodyLimit);
routerAdd('POST', '/api/welcome/{token}', (e) => require(`${__hooks}/lib/people-routes.js`).setPassword(e), bodyLimit);

// Students across rooms: who may see a student (a member of a room of theirs, superusers all; 404 otherwise);
// the delete is an admin's. The progress link needs no sign-in: its token is the key.
routerAdd('GET', '/api/students', (e) => require(`${__hooks}/lib/student-routes.js`).listStudents(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/students/{id}', (e) => require(`${__hooks}/lib/student-routes.js`).getStudent(e), bodyLimit, staffOnly);
routerAdd('POST', '/api/students/{id}/token', (e) => require(`${__hooks}/lib/student-routes.js`).renewToken(e), bodyLimit, staffOnly);
routerAdd('DELETE', '/api/students/{id}', (e) => require(`${__hooks}/lib/student-routes.js`).removeStudent(e), bodyLimit, staffOnly);
routerAdd('GET', '/api/progress/{token}', (e) => require(`${__hooks}/lib/student-routes.js`).progress(e), bodyLimit);
