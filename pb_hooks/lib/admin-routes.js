// The admin routes, behind routes.pb.js's staffOnly middleware (a users or superuser token): members see
// and change only their rooms, superusers all. Answers are records in PocketBase's shape.

const { badRequest, fieldError, forbidden, notFound } = require('./errors.js');
const { handle, readJson, staffOf, requireMember, findRoomById } = require('./http.js');
const { adminCounts } = require('./sheet.js');
const { flat, isPermutation } = require('./lists.js');
const { forgetRoom } = require('./store/caches.js');
const { forgetGuestsWithoutRooms, guestsOfRoom } = require('./store/guest-retention.js');
const { loadContent } = require('./store/content.js');
const { findAuthByEmail, findBy, findById, findByIds, findFirst } = require('./store/finders.js');
const { plain, shape } = require('./store/records.js');
const { validateDeleteBody, validateShareBody } = require('./validate/admin-bodies.js');
const { validateIdBody, validateSlugBody } = require('./validate/lookup-bodies.js');
const { validateRoomPatch } = require('./validate/room-patch.js');

/** rooms (plain records) with expand.Exams[].expand.Sections[] in relation order. */
function expandExamsAndSections(app, rooms) {
  const content = loadContent(app, flat(rooms.map((r) => r.Exams)), 'sections', plain);
  const exams = new Map(content.exams.map((x) => [x.id, x]));
  const sections = new Map(content.sections.map((x) => [x.id, x]));
  return rooms.map((room) => {
    room.expand = {
      Exams: room.Exams.filter((id) => exams.has(id)).map((id) => {
        const exam = plain(exams.get(id));
        exam.expand = {
          Sections: exam.Sections.filter((s) => sections.has(s)).map((s) => plain(sections.get(s))),
        };
        return exam;
      }),
    };
    return room;
  });
}

/** GET /api/room/list → { items }: the caller's rooms (all for superusers), newest first. */
function listRooms(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const records = staff.superuser
      ? app.findRecordsByFilter('rooms', '', '-created', 0, 0)
      : app.findRecordsByFilter('rooms', 'Users.id ?= {:user}', '-created', 0, 0, { user: staff.id });
    return e.json(200, { items: expandExamsAndSections(app, records.map(plain)) });
  });
}

/** POST /api/room/search { slug } → the room with Exams → Sections → SectionQuestions and counts. */
function searchRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const { slug } = validateSlugBody(readJson(e));
    const app = e.app;
    const record = findBy(app, 'rooms', 'slug', slug);
    if (!record) throw notFound('Room not found.');
    const room = plain(record);
    requireMember(staff, room);
    const content = loadContent(app, room.Exams, 'questions', plain);
    const counts = adminCounts({ room, ...content });
    const exams = new Map(content.exams.map((x) => [x.id, x]));
    const sections = new Map(content.sections.map((x) => [x.id, x]));
    const groups = new Map(content.groups.map((x) => [x.id, x]));
    room.total = counts.total;
    room.expand = {
      Exams: room.Exams.filter((id) => exams.has(id)).map((examId) => {
        const exam = plain(exams.get(examId));
        exam.expand = {
          Sections: exam.Sections.filter((id) => sections.has(id)).map((sectionId) => {
            const section = plain(sections.get(sectionId));
            section.question_count = counts.sections.get(`${examId}/${sectionId}`) || 0;
            section.expand = {
              SectionQuestions: section.SectionQuestions.filter((id) => groups.has(id)).map((groupId) => {
                const group = plain(groups.get(groupId));
                const c = counts.groups.get(groupId) || { slot_count: 0, question_count: 0 };
                group.slot_count = c.slot_count;
                group.question_count = c.question_count;
                return group;
              }),
            };
            return section;
          }),
        };
        return exam;
      }),
    };
    return e.json(200, room);
  });
}

/** POST /api/section-question/search { id } → the group with expand.Questions (by num) → Keys. */
function searchGroup(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const { id } = validateIdBody(readJson(e));
    const app = e.app;
    const record = findById(app, 'section_questions', id);
    if (!record) throw notFound('Section-question group not found.');
    if (!staff.superuser) {
      const room = findFirst(
        app,
        'rooms',
        'Users.id ?= {:user} && Exams.Sections.SectionQuestions.id ?= {:group}',
        {
          user: staff.id,
          group: record.id,
        },
      );
      if (!room) throw forbidden('This group is in none of your rooms.');
    }
    const group = plain(record);
    const questions = findByIds(app, 'questions', group.Questions).map(plain);
    const keys = new Map(
      findByIds(app, 'keys', flat(questions.map((q) => q.Keys))).map((k) => [k.id, plain(k)]),
    );
    const order = new Map(group.Questions.map((qid, i) => [qid, i]));
    questions.sort((a, b) => a.num - b.num || order.get(a.id) - order.get(b.id));
    for (const question of questions) {
      question.expand = { Keys: question.Keys.filter((k) => keys.has(k)).map((k) => keys.get(k)) };
    }
    group.expand = { Questions: questions };
    return e.json(200, group);
  });
}

/** The room of a path {id}, checked for the caller: 404 unknown, 403 not a member. */
function managedRoom(e, staff) {
  const record = findRoomById(e.app, e.request.pathValue('id'));
  requireMember(staff, shape.room(record));
  return record;
}

/** PATCH /api/room/patch/{id} any of { name, slug, detail, Exams, config } → the saved room. */
function patchRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const record = managedRoom(e, staff);
    const body = readJson(e);
    const room = shape.room(record);
    const needsContent = Object.prototype.hasOwnProperty.call(body, 'config');
    const content = needsContent ? loadContent(app, room.Exams, 'groups') : { exams: [], sections: [] };
    const changes = validateRoomPatch(body, { room, exams: content.exams, sections: content.sections });
    let saved = null;
    app.runInTransaction((tx) => {
      const current = tx.findRecordById('rooms', record.id);
      if (changes.slug !== undefined && changes.slug !== current.getString('slug')) {
        const taken = findFirst(tx, 'rooms', 'slug = {:slug} && id != {:id}', {
          slug: changes.slug,
          id: record.id,
        });
        if (taken) {
          throw badRequest('Failed to validate the request.', {
            slug: fieldError('validation_not_unique', 'This slug is already taken.'),
          });
        }
      }
      if (changes.Exams !== undefined) {
        // Checked against the list as it is now, inside the transaction (a concurrent share or reorder).
        if (!isPermutation(changes.Exams, Array.from(current.getStringSlice('Exams')))) {
          throw badRequest('Failed to validate the request.', {
            Exams: fieldError('validation_not_a_reordering', "Must be a reordering of the room's exams."),
          });
        }
      }
      // Only what differs is written; a patch that changes nothing leaves the record (and `updated`) alone.
      const before = shape.room(current);
      const differs = Object.keys(changes).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(changes[key]),
      );
      for (const key of differs) current.set(key, changes[key]);
      if (differs.length > 0) tx.save(current);
      saved = current;
    });
    return e.json(200, plain(saved));
  });
}

/** POST /api/room/share/{id} { email } → the room, with that user added to its Users. */
function shareRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const record = managedRoom(e, staff);
    const { email } = validateShareBody(readJson(e));
    const user = findAuthByEmail(app, 'users', email);
    if (!user) throw notFound('No user with this e-mail.');
    let saved = null;
    app.runInTransaction((tx) => {
      const current = tx.findRecordById('rooms', record.id);
      const users = Array.from(current.getStringSlice('Users'));
      if (users.indexOf(user.id) === -1) {
        current.set('Users', users.concat([user.id]));
        tx.save(current);
      }
      saved = current;
    });
    return e.json(200, plain(saved));
  });
}

/** POST /api/room/delete/{id} { confirm: the room's name } → 204; the room's exams stay. */
function deleteRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const record = managedRoom(e, staff);
    validateDeleteBody(readJson(e), record.getString('name'));
    // Its drafts and submissions go with it (cascade); so do the guests who belong to no other room.
    app.runInTransaction((tx) => {
      const guests = guestsOfRoom(tx, record.id);
      tx.delete(record);
      forgetGuestsWithoutRooms(tx, guests);
    });
    forgetRoom(app, record.id);
    return e.noContent(204);
  });
}

module.exports = { listRooms, searchRoom, searchGroup, patchRoom, shareRoom, deleteRoom };
