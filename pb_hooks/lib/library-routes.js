// The exam library (docs/architecture.md, "Authoring"), behind routes.pb.js's staffOnly middleware: an
// exam's authors (exams.Users) list, read, save and delete it and change its files; superusers all. An
// exam that is not the caller's answers 404, like one that does not exist: nothing about it leaks.

const { managedOr404 } = require('./access.js');
const { copyName, duplicateOrigin, importName, importOrigin, importedFile } = require('./copy-name.js');
const { badRequest, conflict, errorText, fieldError, tooLarge } = require('./errors.js');
const { handle, readJson, staffOf, staffUserId } = require('./http.js');
const { flat } = require('./lists.js');
const rules = require('./rules/limits.js');
const { groupSlots } = require('./rules/sheet.js');
const { bumpGeneration } = require('./store/caches.js');
const { deleteExamContent, examRecords, readDocument, writeDocument } = require('./store/exam-document.js');
const { addAudit } = require('./store/audit.js');
const { findById, findByIds } = require('./store/finders.js');
const { regradeRooms } = require('./store/regrade.js');
const { jsonField, relationIds, shape } = require('./store/records.js');
const { takenNames } = require('./store/copies.js');
const { roomsByExam, roomsUsing, usageOf } = require('./store/usage.js');
const { sniffUpload } = require('./file-type.js');
const { documentError, validateExamDocument } = require('./validate/exam-document.js');
const { validateFileRemoval, validateFileTarget } = require('./validate/exam-files.js');

/** The exam record of the path's {id} when the caller authors it (or is a superuser); 404 otherwise. */
function authoredExam(e) {
  const record = findById(e.app, 'exams', e.request.pathValue('id'));
  managedOr404(staffOf(e), record && shape.exam(record), 'Exam not found.');
  return record;
}

/** SavedExam: the document with ids and media URLs, and where the exam is used. */
function savedExam(app, examId) {
  const record = app.findRecordById('exams', examId);
  return Object.assign(readDocument(app, record), {
    usage: usageOf(app, examId),
    origin: jsonField(record, 'origin'),
  });
}

/** The request's document, validated; 400 naming the path of every problem. */
function documentOf(e) {
  const { value, errors } = validateExamDocument(readJson(e, rules.DOCUMENT_BODY_LIMIT));
  if (errors.length > 0) throw documentError(errors);
  return value;
}

/** GET /api/library/exams → { items }: the exams the caller authors (all for superusers), newest first. */
function listExams(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const records = staff.superuser
      ? app.findRecordsByFilter('exams', '', '-updated', 0, 0)
      : app.findRecordsByFilter('exams', 'Users.id ?= {:user}', '-updated', 0, 0, { user: staff.id });
    const exams = records.map(shape.exam);
    const sections = findByIds(app, 'sections', flat(exams.map((x) => x.Sections))).map(shape.section);
    const groups = findByIds(app, 'section_questions', flat(sections.map((s) => s.SectionQuestions))).map(
      shape.group,
    );
    const questions = new Map(
      findByIds(app, 'questions', flat(groups.map((g) => g.Questions)))
        .map(shape.question)
        .map((q) => [q.id, q]),
    );
    const sectionById = new Map(sections.map((s) => [s.id, s]));
    const groupById = new Map(groups.map((g) => [g.id, g]));
    const rooms = roomsByExam(app);
    const items = records.map((record, i) => {
      let total = 0;
      for (const sectionId of exams[i].Sections) {
        const section = sectionById.get(sectionId);
        for (const groupId of section ? section.SectionQuestions : []) {
          const group = groupById.get(groupId);
          if (group) total += groupSlots(group, questions).filter((slot) => slot.questionId).length;
        }
      }
      return {
        id: record.id,
        name: exams[i].name,
        kind: exams[i].kind,
        total,
        rooms: rooms.get(record.id) || [],
        updated: record.getString('updated'),
      };
    });
    return e.json(200, { items });
  });
}

/** POST /api/library/exams (a document without ids) → SavedExam; the caller is its author. */
function createExam(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const doc = documentOf(e);
    const file = importedFile(e.request.url.query().get('from_file'));
    let id = null;
    app.runInTransaction((tx) => {
      // An import says where it came from, and is named as a copy when its name is taken.
      if (file) doc.name = importName(doc.name, takenNames(tx, 'exams', doc.name));
      const exam = writeDocument(tx, null, doc, staff.superuser ? [] : [staff.id]).exam;
      if (file) {
        exam.set('origin', importOrigin(file, new Date().toISOString()));
        tx.save(exam);
      }
      id = exam.id;
    });
    return e.json(200, savedExam(app, id));
  });
}

/** GET /api/library/exams/{id} → SavedExam. */
function getExam(e) {
  return handle(e, () => {
    const record = authoredExam(e);
    return e.json(200, savedExam(e.app, record.id));
  });
}

/** The files of `from`'s file fields, given to `to` (a new record of the same collection) as uploads. */
function copyFiles(app, from, to, fields) {
  const dir = `${app.dataDir()}/storage/${from.baseFilesPath()}`;
  for (const field of fields) {
    const names = from.get(field);
    const list = Array.isArray(names) ? names : names ? [names] : [];
    if (list.length === 0) continue;
    const files = list.map((name) => $filesystem.fileFromPath(`${dir}/${name}`));
    to.set(field, Array.isArray(names) ? files : files[0]);
  }
}

/**
 * POST /api/library/exams/{id}/duplicate → SavedExam: a new exam of the same content, files and keys, named
 * "… (copy)", authored by the caller; the original and its rooms are untouched.
 */
function duplicateExam(e) {
  return handle(e, () => {
    const staff = staffOf(e);
    const app = e.app;
    const original = authoredExam(e);
    const doc = readDocument(app, original);
    const { value, errors } = validateExamDocument({
      name: copyName(doc.name, takenNames(app, 'exams', doc.name)),
      kind: doc.kind,
      bands: doc.bands,
      accept_initials: doc.accept_initials,
      sections: doc.sections.map(({ id: _s, media: _m, audio: _a, groups, ...section }) => ({
        ...section,
        groups: groups.map(({ id: _g, media: _gm, questions, ...group }) => ({
          ...group,
          questions: questions.map(({ id: _q, ...question }) => question),
        })),
      })),
    });
    if (errors.length > 0) throw documentError(errors);
    let id = null;
    app.runInTransaction((tx) => {
      const copy = writeDocument(tx, null, value, staff.superuser ? [] : [staff.id]).exam;
      copy.set('origin', duplicateOrigin(doc.name, new Date().toISOString()));
      tx.save(copy);
      id = copy.id;
      // Sections and groups are written in the document's order: the copy's nth part is the original's.
      const from = examRecords(tx, original);
      const to = examRecords(tx, copy);
      const ordered = (parts, ids) => ids.filter((x) => parts.has(x)).map((x) => parts.get(x));
      const fromSections = ordered(from.sections, relationIds(original, 'Sections'));
      ordered(to.sections, relationIds(copy, 'Sections')).forEach((section, si) => {
        copyFiles(tx, fromSections[si], section, ['media', 'audio']);
        tx.save(section);
        const fromGroups = ordered(from.groups, relationIds(fromSections[si], 'SectionQuestions'));
        ordered(to.groups, relationIds(section, 'SectionQuestions')).forEach((group, gi) => {
          copyFiles(tx, fromGroups[gi], group, ['media']);
          tx.save(group);
        });
      });
    });
    return e.json(200, savedExam(app, id));
  });
}

/**
 * PUT /api/library/exams/{id} (a document with ids) → { exam, regraded }: the exam's content replaced in
 * one transaction, then every submission holding a question whose keys (or number, or either-order set)
 * changed rescored, in every room; all of the exam's when accept_initials changed.
 */
function saveExam(e) {
  return handle(e, () => {
    const app = e.app;
    const record = authoredExam(e);
    const doc = documentOf(e);
    let written = null;
    app.runInTransaction((tx) => {
      written = writeDocument(tx, tx.findRecordById('exams', record.id), doc, []);
    });
    bumpGeneration(app); // the rooms' sheets and scoring tables below are read again
    let regraded = 0;
    if (written.changed.length > 0 || written.initialsChanged) {
      const changed = new Set(written.changed);
      const holds = (table) =>
        table.some(
          (slot) =>
            (slot.questionId && changed.has(slot.questionId)) ||
            (written.initialsChanged && slot.examId === record.id && slot.questionId),
        );
      const roomIds = roomsUsing(app, record.id).map((room) => room.id);
      regraded = regradeRooms(app, roomIds, holds).regraded;
      // Each room using the exam keeps the change in its history (docs/architecture.md, "Audit trail").
      for (const roomId of roomIds)
        addAudit(app, {
          room: roomId,
          user: staffUserId(e),
          action: 'key_edit',
          target: record.getString('name'),
          before: null,
          after: { questions: written.changed.length, initials_changed: written.initialsChanged },
        });
    }
    return e.json(200, { exam: savedExam(app, record.id), regraded });
  });
}

/** 409 while rooms use the exam, naming them. */
function refuseWhileUsed(rooms) {
  if (rooms.length === 0) return;
  const n = rooms.length;
  throw conflict(
    `This exam is used by ${n} room${n === 1 ? '' : 's'} (${rooms.map((r) => r.name).join(', ')}). ` +
      `Remove it from ${n === 1 ? 'it' : 'them'} first.`,
  );
}

/** DELETE /api/library/exams/{id} → 204, with its sections, groups, questions, keys and files; 409 while used. */
function deleteExam(e) {
  return handle(e, () => {
    const app = e.app;
    const record = authoredExam(e);
    refuseWhileUsed(roomsUsing(app, record.id));
    app.runInTransaction((tx) => {
      refuseWhileUsed(roomsUsing(tx, record.id)); // a room may have taken it meanwhile
      deleteExamContent(tx, tx.findRecordById('exams', record.id));
    });
    return e.noContent(204);
  });
}

/** The section or group record a file target names, when it is part of this exam; 400 otherwise. */
function targetRecord(app, exam, target) {
  const sections = relationIds(exam, 'Sections');
  let record = null;
  if (target.part === 'section') {
    if (sections.indexOf(target.partId) !== -1) record = findById(app, 'sections', target.partId);
  } else {
    const groups = flat(findByIds(app, 'sections', sections).map((s) => relationIds(s, 'SectionQuestions')));
    if (groups.indexOf(target.partId) !== -1) record = findById(app, 'section_questions', target.partId);
  }
  if (!record)
    throw badRequest('Check the part.', {
      partId: fieldError('validation_unknown_part', 'Not a part of this exam.'),
    });
  return record;
}

const FILE_RULES = {
  media: {
    types: rules.IMAGE_TYPES,
    max: rules.IMAGE_MAX_BYTES,
    message: 'Upload a JPEG, PNG, WebP or GIF image of at most 10 MB.',
  },
  audio: {
    types: rules.AUDIO_TYPES,
    max: rules.AUDIO_MAX_BYTES,
    message: 'Upload an MP3, M4A, OGG, WAV or WebM recording of at most 200 MB.',
  },
};
/** The most images a section or group holds (the media fields of the first migration). */
const MAX_MEDIA = 20;

const badFile = (message) => badRequest(message, { file: fieldError('validation_invalid_file', message) });

/** The uploaded file of the form's `file` field, or null; 413 when the body is over the route's limit. */
function uploadedFile(e) {
  try {
    const files = e.findUploadedFiles('file');
    return files && files.length > 0 ? files[0] : null;
  } catch (error) {
    if (/too large/i.test(errorText(error))) throw tooLarge(rules.FILE_BODY_LIMIT);
    return null;
  }
}

/**
 * POST /api/library/exams/{id}/files (multipart: part, partId, field, file) → SavedExam: an image added to
 * a section's or group's media, or a section's audio replaced. Type (sniffed from the content, and the file
 * stored under that type's extension) and size are checked here and by the file fields, and refused with a
 * 400 on `file` saying what is taken.
 */
function addExamFile(e) {
  return handle(e, () => {
    const app = e.app;
    const exam = authoredExam(e);
    const file = uploadedFile(e);
    const target = validateFileTarget({
      part: e.request.formValue('part'),
      partId: e.request.formValue('partId'),
      field: e.request.formValue('field'),
    });
    const rule = FILE_RULES[target.field];
    if (!file)
      throw badRequest('Choose a file to upload.', {
        file: fieldError('validation_required', 'Choose a file to upload.'),
      });
    if (file.size > rule.max || rule.types.indexOf(sniffUpload(file)) === -1) throw badFile(rule.message);
    const record = targetRecord(app, exam, target);
    if (target.field === 'media') {
      if (relationIds(record, 'media').length >= MAX_MEDIA) {
        throw badFile(`A part holds at most ${MAX_MEDIA} images. Remove one first.`);
      }
      record.set('media+', file);
    } else record.set('audio', file);
    try {
      app.save(record);
    } catch (error) {
      // The file fields refuse a type they do not take (by its content, not its name) or a size over theirs.
      if (errorText(error).indexOf(`${target.field}:`) !== -1) throw badFile(rule.message);
      throw error;
    }
    bumpGeneration(app);
    return e.json(200, savedExam(app, exam.id));
  });
}

/** DELETE /api/library/exams/{id}/files { part, partId, field, name } → SavedExam, that file removed. */
function removeExamFile(e) {
  return handle(e, () => {
    const app = e.app;
    const exam = authoredExam(e);
    const removal = validateFileRemoval(readJson(e));
    const record = targetRecord(app, exam, removal);
    const files = removal.field === 'media' ? relationIds(record, 'media') : [record.getString('audio')];
    if (files.indexOf(removal.name) === -1)
      throw badRequest('Check the file.', {
        name: fieldError('validation_unknown_file', 'No such file here.'),
      });
    if (removal.field === 'media') record.set('media-', [removal.name]);
    else record.set('audio', null);
    app.save(record);
    bumpGeneration(app);
    return e.json(200, savedExam(app, exam.id));
  });
}

module.exports = {
  listExams,
  createExam,
  getExam,
  duplicateExam,
  saveExam,
  deleteExam,
  addExamFile,
  removeExamFile,
};
