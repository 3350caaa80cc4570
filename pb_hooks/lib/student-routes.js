// The students routes (docs/product.md, "Students across mocks"), behind routes.pb.js's staffOnly but the
// progress link: the list a teacher searches, a student's history, a new progress link, an admin's delete,
// and the student's own progress by its token (no sign-in: the token is the key). A student the caller may
// not see answers 404, like one that does not exist.

const { badRequest, forbidden, notFound } = require('./errors.js');
const { handle, sendJson, staffOf } = require('./http.js');
const { isActiveAdmin } = require('./people.js');
const { findBy, findById } = require('./store/finders.js');
const { classStudentsOf } = require('./store/student-classes.js');
const { deleteStudent } = require('./store/student-delete.js');
const {
  maySeeStudent,
  studentProgress,
  studentsPage,
  teacherHistory,
} = require('./store/student-history.js');
const { newStudentToken } = require('./store/students.js');

/** The longest search the list takes. */
const MAX_QUERY = 100;
/** A progress token: 22 characters of URL-safe base64 (store/students.js). */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The query's `page` (from 1), 400 when it is not a whole number from 1. */
function pageOf(text) {
  if (text === '' || text === undefined || text === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(text))
    throw badRequest('Invalid page.', { page: { code: 'validation_page', message: 'Give a page from 1.' } });
  return Number(text);
}

/** GET /api/students?q=&class=&page= → { items, page, total } (src/lib/api-types's StudentsPage). */
function listStudents(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const query = e.request.url.query();
    const q = String(query.get('q') || '').trim();
    if (q.length > MAX_QUERY)
      throw badRequest('Search too long.', {
        q: { code: 'validation_max_text_constraint', message: `Search at most ${MAX_QUERY} characters.` },
      });
    const page = pageOf(query.get('page'));
    const classId = query.get('class') || '';
    let only = null;
    if (classId) {
      only = classStudentsOf(e.app, staff, classId);
      if (!only) throw notFound('Class not found.');
    }
    return sendJson(e, 200, studentsPage(e.app, staff, { q, page, only }));
  });
}

/** The student of the path's {id} when the caller may see them; 404 otherwise. */
function pathStudent(e) {
  const student = findById(e.app, 'students', e.request.pathValue('id'));
  if (!student || !maySeeStudent(e.app, staffOf(e), student.id)) throw notFound('Student not found.');
  return student;
}

/** GET /api/students/{id} → StudentHistory (src/lib/api-types). */
function getStudent(e) {
  return handle(e, () => {
    const student = pathStudent(e);
    const history = teacherHistory(e.app, staffOf(e), student.id);
    return sendJson(e, 200, {
      student: {
        id: student.id,
        name: student.getString('name'),
        email: student.getString('email'),
        token: student.getString('token'),
      },
      ...history,
    });
  });
}

/** POST /api/students/{id}/token → { token }: a new progress link; the old one answers 404 from now on. */
function renewToken(e) {
  return handle(e, () => {
    const student = pathStudent(e);
    student.set('token', newStudentToken());
    e.app.save(student);
    return e.json(200, { token: student.getString('token') });
  });
}

/** Whether the caller is a superuser or an admin (people.js's isActiveAdmin; staffOnly let only active accounts in). */
const isAdmin = (e) => e.hasSuperuserAuth() || isActiveAdmin({ role: e.auth.getString('role') });

/** DELETE /api/students/{id} → 204: the student and all of theirs in every room (admins and superusers). */
function removeStudent(e) {
  return handle(e, () => {
    const student = pathStudent(e);
    if (!isAdmin(e)) throw forbidden('Only an admin can delete a student.');
    deleteStudent(e.app, student.id);
    return e.noContent(204);
  });
}

/** GET /api/progress/{token} → StudentProgress (src/lib/api-types); no sign-in, 404 for an unknown token. */
function progress(e) {
  return handle(e, () => {
    const token = e.request.pathValue('token');
    const student = TOKEN.test(token) ? findBy(e.app, 'students', 'token', token) : null;
    if (!student) throw notFound('This progress link is not valid. Ask your teacher for a new one.');
    return sendJson(e, 200, {
      student: { name: student.getString('name') },
      ...studentProgress(e.app, student.id),
    });
  });
}

module.exports = { listStudents, getStudent, renewToken, removeStudent, progress };
