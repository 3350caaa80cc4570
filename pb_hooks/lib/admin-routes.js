// The admin routes, behind routes.pb.js's staffOnly middleware (a users or superuser token): members see
// and change only their rooms, superusers all; any other room or group answers 404 (access.js). Answers
// are records in PocketBase's shape.

const { managedOr404, mayManage, memberRemovalRefusal } = require('./access.js');
const { badRequest, fieldError, forbidden, notFound } = require('./errors.js');
const { handle, readJson, staffOf, staffUserId } = require('./http.js');
const { addAudit } = require('./store/audit.js');
const { publishPause } = require('./exam-day-news.js');
const { pauseChange } = require('./exam-day.js');
const { memberRoomRecord } = require('./member-room.js');
const { adminCounts } = require('./rules/sheet.js');
const { flat } = require('./lists.js');
const { NEW_ROOM_SETTINGS } = require('./room-defaults.js');
const { forgetRoom } = require('./store/caches.js');
const { forgetGuestsWithoutRooms, guestsOfRoom } = require('./store/guest-retention.js');
const { loadContent } = require('./store/content.js');
const { roomCounts } = require('./store/room-counts.js');
const { findAuthByEmail, findBy, findById, findByIds, findFirst } = require('./store/finders.js');
const { plain, relationIds, shape } = require('./store/records.js');
const {
  validateDeleteBody,
  validateDuplicateBody,
  validateShareBody,
  validateUnshareBody,
} = require('./validate/admin-bodies.js');
const { copyName, duplicateOrigin, importName, importOrigin, importedFile } = require('./copy-name.js');
const { copyStudents, takenNames, takenSlugs } = require('./store/copies.js');
const { validateIdBody, validateSlugBody } = require('./validate/lookup-bodies.js');
const { freeSlug, validateRoomCreate, validateSlugCheck } = require('./validate/room-create.js');
const { ROOM_FIELDS, notYourClass, validateRoomPatch } = require('./validate/room-patch.js');
const { overdueCount, releasedOnTime } = require('./turnaround.js');

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

/** The members of a room ({ id, name, email }), in `Users` order, for the Share dialog. */
function membersOf(app, userIds) {
  const users = new Map(findByIds(app, 'users', userIds).map((u) => [u.id, u]));
  return userIds
    .filter((id) => users.has(id))
    .map((id) => ({ id, name: users.get(id).getString('name'), email: users.get(id).getString('email') }));
}

/** A room record as answered, with expand.Users (its members). */
function withMembers(app, record) {
  const room = plain(record);
  room.expand = { Users: membersOf(app, relationIds(record, 'Users')) };
  return room;
}

/**
 * GET /api/room/list → { items }: the caller's rooms (all for superusers), newest first, each with
 * `counts: { writing, submitted, to_mark, overdue }`, `next_deadline` (stored time or null) and
 * `released_on_time` (turnaround.js's).
 */
function listRooms(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const records = staff.superuser
      ? app.findRecordsByFilter('rooms', '', '-created', 0, 0)
      : app.findRecordsByFilter('rooms', 'Users.id ?= {:user}', '-created', 0, 0, { user: staff.id });
    const items = expandExamsAndSections(app, records.map(plain));
    // docs/architecture.md, "The dashboard's room cards": each room's counts and next deadline, one read.
    const counts = roomCounts(
      app,
      items.map((room) => room.id),
      Date.now(),
    );
    for (const room of items) Object.assign(room, counts.get(room.id));
    // docs/architecture.md, "Turnaround": the overdue scripts, and whether the marks were released on time.
    for (const room of items) {
      if (room.counts) room.counts.overdue = overdueCount(room, room.counts.to_mark, Date.now());
      room.released_on_time = releasedOnTime(room);
    }
    return e.json(200, { items });
  });
}

/**
 * POST /api/room/search { slug } → the room with Exams → Sections → SectionQuestions and counts, and its
 * members (expand.Users).
 */
function searchRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const { slug } = validateSlugBody(readJson(e));
    const app = e.app;
    const record = findBy(app, 'rooms', 'slug', slug);
    const room = managedOr404(staff, record && plain(record), 'Room not found.');
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
      Users: membersOf(app, room.Users),
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
    // A group is the caller's through a room they manage that holds it; any other is not found.
    const mine =
      record &&
      (staff.superuser ||
        findFirst(app, 'rooms', 'Users.id ?= {:user} && Exams.Sections.SectionQuestions.id ?= {:group}', {
          user: staff.id,
          group: record.id,
        }));
    if (!mine) throw notFound('Section-question group not found.');
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

/**
 * 400 on Exams unless every exam added to a room exists and the caller authors it (superusers: any exam).
 * @param {string[]} added exam ids not in the room before
 */
function requireAuthoredExams(app, staff, added) {
  if (added.length === 0) return;
  const found = findByIds(app, 'exams', added);
  const own = found.filter((exam) => mayManage(staff, shape.exam(exam)));
  if (own.length !== added.length) {
    throw badRequest('Failed to validate the request.', {
      Exams: fieldError('validation_not_your_exam', 'You can add only exams you author.'),
    });
  }
}

/**
 * The exams a room patch's config may name: the room's, and those the patch adds that the caller may manage.
 * Another teacher's exam is left out like one that does not exist, so the config's refusal of either (and of
 * their sections) is the same 400: a patch tells nothing about what is not the caller's.
 */
function usableExams(app, staff, room, newExams) {
  const added = newExams.filter((id) => room.Exams.indexOf(id) === -1);
  const own = findByIds(app, 'exams', added).filter((exam) => mayManage(staff, shape.exam(exam)));
  return room.Exams.concat(own.map((exam) => exam.id));
}

/** PATCH /api/room/patch/{id} any of { name, slug, detail, Exams, config, settings } → the saved room. */
function patchRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const record = memberRoomRecord(e);
    const body = readJson(e);
    const room = shape.room(record);
    const newExams =
      Array.isArray(body.Exams) && body.Exams.every((id) => typeof id === 'string') ? body.Exams : [];
    const needsContent = Object.prototype.hasOwnProperty.call(body, 'config');
    const content = needsContent
      ? loadContent(app, usableExams(app, staff, room, newExams), 'groups')
      : { exams: [], sections: [] };
    const changes = validateRoomPatch(body, { room, exams: content.exams, sections: content.sections });
    if (changes.Class) requireManagedClass(app, staff, changes.Class);
    let saved = null;
    let pause = {};
    let pauseBefore = null;
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
      const before = shape.room(current);
      if (changes.Exams !== undefined) {
        // Checked against the list as it is now, inside the transaction (a concurrent share or change).
        requireAuthoredExams(
          tx,
          staff,
          changes.Exams.filter((id) => before.Exams.indexOf(id) === -1),
        );
        // The config of an exam the room no longer holds goes with it.
        const config = changes.config !== undefined ? changes.config : before.config || {};
        const kept = {};
        for (const examId of Object.keys(config))
          if (changes.Exams.indexOf(examId) !== -1) kept[examId] = config[examId];
        if (changes.config !== undefined || Object.keys(kept).length !== Object.keys(config).length)
          changes.config = kept;
      }
      // A pause starts or ends (docs/architecture.md, "Exam day"); pausing a paused room changes nothing.
      pauseBefore = { pausedAt: current.getString('paused_at'), pausedMs: current.getInt('paused_ms') };
      pause = changes.paused === undefined ? {} : pauseChange(pauseBefore, changes.paused, Date.now());
      delete changes.paused;
      Object.assign(changes, pause);
      // Only what differs is written; a patch that changes nothing leaves the record (and `updated`) alone.
      const differs = Object.keys(changes).filter(
        (key) => key in pause || JSON.stringify(before[key]) !== JSON.stringify(changes[key]),
      );
      for (const key of differs) current.set(key, changes[key]);
      if (differs.length > 0) tx.save(current);
      saved = current;
    });
    // Every open sheet of the room feels it at once (exam-day-news.js), once it is written.
    publishPause(app, record.id, pause, pauseBefore);
    if ('paused_at' in pause) {
      const paused = pause.paused_at !== '';
      addAudit(app, {
        room: record.id,
        user: staffUserId(e),
        action: paused ? 'pause' : 'resume',
        target: saved.getString('name'),
        before: { paused: !paused },
        after: { paused },
      });
    }
    return e.json(200, plain(saved));
  });
}

const slugTaken = () =>
  badRequest('Failed to validate the request.', {
    slug: fieldError('validation_not_unique', 'This link is already taken.'),
  });

/** 400 at `Class` unless the caller manages that class (docs/product.md, "Classes"). */
function requireManagedClass(app, staff, classId) {
  const found = findById(app, 'classes', classId);
  if (!found || !mayManage(staff, { Users: relationIds(found, 'Users') }))
    throw badRequest('Failed to validate the request.', { Class: notYourClass() });
}

/** POST /api/room/create { name, slug, detail } → the new room; the caller is its member. */
function createRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const { name, slug, detail } = validateRoomCreate(readJson(e));
    const file = importedFile(e.request.url.query().get('from_file'));
    let saved = null;
    app.runInTransaction((tx) => {
      if (findBy(tx, 'rooms', 'slug', slug)) throw slugTaken();
      const room = new Record(tx.findCollectionByNameOrId('rooms'));
      // An import says where it came from, and is named as a copy when its name is taken.
      const imported = file && {
        name: importName(name, takenNames(tx, 'rooms', name)),
        origin: importOrigin(file, new Date().toISOString()),
      };
      const fields = Object.assign(
        { name, slug, detail, config: {}, Exams: [] },
        NEW_ROOM_SETTINGS,
        imported,
        {
          Users: staff.superuser ? [] : [staff.id],
        },
      );
      for (const key of Object.keys(fields)) room.set(key, fields[key]);
      tx.save(room);
      saved = room;
    });
    return e.json(200, plain(saved));
  });
}

/**
 * What a duplicated room keeps of its original: what a patch sets (its content and settings) and its
 * members; not its name and slug, nor the exam day's state (a pause), nor the date its marks are due (that
 * was the original's mock's: docs/architecture.md, "Turnaround").
 */
const COPIED_ROOM_FIELDS = ROOM_FIELDS.filter(
  (field) => !['name', 'slug', 'paused', 'marks_due'].includes(field),
).concat('Users');

/**
 * POST /api/room/duplicate/{id} { students? } → the new room: "{name} (copy)" (or "(copy 2)", …) at a free
 * slug like the original's, with its exams, settings and members (who all reach the copy) and its `origin`.
 * Without `students: true` it holds none of its students' data; with it, a copy of all of it (store/copies.js),
 * and the original's past pauses, so a copied draft's deadline reads as it did.
 */
function duplicateRoom(e) {
  return handle(e, () => {
    const original = memberRoomRecord(e);
    const { students } = validateDuplicateBody(readJson(e));
    let saved = null;
    e.app.runInTransaction((tx) => {
      const slug = original.getString('slug');
      const name = original.getString('name');
      const room = new Record(tx.findCollectionByNameOrId('rooms'));
      for (const field of COPIED_ROOM_FIELDS) room.set(field, original.get(field));
      room.set('name', copyName(name, takenNames(tx, 'rooms', name)));
      room.set('slug', freeSlug(slug, takenSlugs(tx, slug)));
      room.set('origin', duplicateOrigin(name, new Date().toISOString()));
      if (students) room.set('paused_ms', original.getInt('paused_ms'));
      tx.save(room);
      if (students) copyStudents(tx, original.id, room.id);
      saved = room;
    });
    return e.json(200, plain(saved));
  });
}

/** POST /api/room/slug-check { slug } → { available, suggestion }: the slug, or a free one like it. */
function slugCheck(e) {
  return handle(e, () => {
    const { slug } = validateSlugCheck(readJson(e));
    const taken = takenSlugs(e.app, slug);
    return e.json(200, { available: !taken.has(slug), suggestion: freeSlug(slug, taken) });
  });
}

/**
 * POST /api/room/share/{id} { email } → the room with its members (expand.Users), that user added to its
 * Users once; the e-mail is compared without case.
 */
function shareRoom(e) {
  return handle(e, () => {
    const app = e.app;
    const record = memberRoomRecord(e);
    const { email } = validateShareBody(readJson(e));
    const user = findAuthByEmail(app, 'users', email);
    // The same words whether the account is missing or disabled (docs/architecture.md, "Access rules"):
    // the answer does not tell who has an account.
    if (!user || user.getBool('disabled')) {
      const message = `${email} cannot be added. Ask an admin to invite them.`;
      throw badRequest(message, { email: fieldError('validation_no_account', message) });
    }
    let saved = null;
    app.runInTransaction((tx) => {
      const current = tx.findRecordById('rooms', record.id);
      const users = relationIds(current, 'Users');
      if (users.indexOf(user.id) === -1) {
        current.set('Users', users.concat([user.id]));
        tx.save(current);
      }
      saved = current;
    });
    return e.json(200, withMembers(app, saved));
  });
}

// Said as the answer's message too: the Share dialog shows it over the member list, which has no field.
const notRemovable = (code, message) => badRequest(message, { user: fieldError(code, message) });

/**
 * POST /api/room/unshare/{id} { user } → the room with its members (expand.Users), that member removed.
 * 400 on `user` when they are not a member, or are the last one (a room always has someone to manage it);
 * 403 on `user` when the caller may not remove them (access.js's memberRemovalRefusal).
 */
function unshareRoom(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const record = memberRoomRecord(e);
    const { user } = validateUnshareBody(readJson(e));
    let saved = null;
    app.runInTransaction((tx) => {
      const current = tx.findRecordById('rooms', record.id);
      const users = relationIds(current, 'Users');
      if (users.indexOf(user) === -1)
        throw notRemovable('validation_not_member', 'This user does not manage this room.');
      if (users.length === 1)
        throw notRemovable('validation_last_member', 'A room keeps at least one member: add another first.');
      const refusal = memberRemovalRefusal(staff, users, user);
      if (refusal) throw forbidden(refusal.message, { user: refusal });
      current.set(
        'Users',
        users.filter((id) => id !== user),
      );
      tx.save(current);
      saved = current;
    });
    return e.json(200, withMembers(app, saved));
  });
}

/** POST /api/room/delete/{id} { confirm: the room's name } → 204; the room's exams stay. */
function deleteRoom(e) {
  return handle(e, () => {
    const app = e.app;
    const record = memberRoomRecord(e);
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

module.exports = {
  listRooms,
  searchRoom,
  searchGroup,
  patchRoom,
  createRoom,
  duplicateRoom,
  slugCheck,
  shareRoom,
  unshareRoom,
  deleteRoom,
};
