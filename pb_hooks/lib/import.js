// Writes a validated room import plan (scripts/import/load.ts) in short transactions (docs/architecture.md,
// "Authoring"): one per group with its questions, keys and media, one per section, one per exam, one for the room,
// so that guests' drafts and submissions wait for one part at most, never for the whole import. Still all
// or nothing: everything that can be checked is checked before the first write, and when a later write
// fails, what was written is deleted again.

const { isWriting } = require('./marking.js');
const { isDueDate } = require('./rules/due-date.js');
const { isTimeZone } = require('./time-zone.js');
const { WRITING_MIN_WORDS } = require('./rules/writing-task.js');
const { validateExamDocument } = require('./validate/exam-document.js');
const { findAuthByEmail, findBy, findById } = require('./store/finders.js');

/** How many records one undo transaction deletes. */
const UNDO_BATCH = 200;
/**
 * After each transaction the import pauses as long as it took, up to this: a guest's write waiting for the
 * database lock retries on SQLite's busy handler (every 100 ms at the slowest), and without the pause the
 * next transaction would take the lock again before the write's next try.
 */
const PAUSE_MAX_MS = 100;

/** The plan's problems that need no write to find: the editor's limits, a taken slug, unknown members. */
function checkPlan(app, plan) {
  plan.exams.forEach((exam, i) => {
    const first = validateExamDocument(exam).errors[0];
    if (first) throw new Error(`exams[${i}]${first.path ? `.${first.path}` : ''}: ${first.message}`);
  });
  if (findBy(app, 'rooms', 'slug', plan.room.slug))
    throw new Error(`a room with slug "${plan.room.slug}" already exists`);
  // The room's members are its exams' authors (docs/architecture.md, "Authoring"), so they can edit them.
  return plan.room.members.map((email) => {
    const user = findAuthByEmail(app, 'users', email);
    if (!user)
      throw new Error(`room.members: no user with e-mail ${email} (make one with npm run user:create)`);
    return user.id;
  });
}

/**
 * @param {any} app PocketBase app
 * @param {any} plan the validated plan, media paths absolute
 * @param {(path: string) => any} fileFromPath makes an uploadable file from a path
 * @returns {{ id: string, slug: string }} the room made
 */
function importRoom(app, plan, fileFromPath) {
  const memberIds = checkPlan(app, plan);
  /** Every record written so far, in order, as [collection, id]: what an undo deletes. */
  const written = [];
  const collections = {};
  const collection = (name) => collections[name] || (collections[name] = app.findCollectionByNameOrId(name));
  /** Runs `write(create)` in one transaction; create saves a record and remembers it once committed. */
  const inTransaction = (write) => {
    const made = [];
    let result = null;
    const started = Date.now();
    app.runInTransaction((tx) => {
      result = write((name, fields) => {
        const record = new Record(collection(name));
        for (const key of Object.keys(fields)) record.set(key, fields[key]);
        tx.save(record);
        made.push([name, record.id]);
        return record.id;
      }, tx);
    });
    for (const entry of made) written.push(entry);
    sleep(Math.min(Date.now() - started, PAUSE_MAX_MS));
    return result;
  };
  const files = (paths) => paths.map((p) => fileFromPath(p));

  try {
    const examIds = plan.exams.map((exam) => {
      const sectionIds = exam.sections.map((section, si) => {
        const groupIds = section.groups.map((group) =>
          inTransaction((create) =>
            create('section_questions', {
              from_question: group.from,
              to_question: group.to,
              Questions: group.questions.map((question) =>
                create('questions', {
                  num: question.num,
                  Keys: question.keys.map((value) => create('keys', { value })),
                  prompt: question.prompt || '',
                  options: question.options || null,
                }),
              ),
              media: files(group.media),
              either_order: group.either_order || [],
              // The test on computer (docs/architecture.md, "The test on computer"): blank where the file has none.
              type: group.type || 'gap',
              instructions: group.instructions || '',
              options: group.options || null,
              content: group.content || '',
              // A Writing task without its own: 150 and 250 (docs/architecture.md, "Writing and marking").
              min_words: group.min_words || (isWriting(exam) ? WRITING_MIN_WORDS[si] : 0),
              title: group.title || '',
              max_words: group.max_words || 0,
              number_allowed: group.number_allowed === true,
            }),
          ),
        );
        const fields = {
          name: section.name,
          passage: section.passage || '',
          media: files(section.media),
          SectionQuestions: groupIds,
        };
        if (section.audio) fields.audio = fileFromPath(section.audio);
        return inTransaction((create) => create('sections', fields));
      });
      return inTransaction((create) =>
        create('exams', {
          name: exam.name,
          kind: exam.kind || 'other',
          bands: exam.bands || null,
          accept_initials: exam.accept_initials === true,
          Sections: sectionIds,
          Users: memberIds,
        }),
      );
    });

    // The settings as the file gives them, else open, untimed, audio free, results hidden (the keys kept
    // back while anyone writes), delivered on computer, marked once with names shown, nothing due and no
    // zone of its own (a plan from the schema always has them; these defaults are for one written by hand).
    // No class: a file never names one (docs/product.md, "Export and import").
    const room = plan.room;
    const roomId = inTransaction((create, tx) => {
      if (findBy(tx, 'rooms', 'slug', room.slug))
        throw new Error(`a room with slug "${room.slug}" already exists`);
      return create('rooms', {
        name: room.name,
        slug: room.slug,
        detail: room.detail,
        config: examMinutes(plan.exams, examIds),
        accepting: room.accepting !== false,
        time_limit: Number.isInteger(room.time_limit) ? room.time_limit : 0,
        audio: room.audio === 'once' ? 'once' : 'free',
        results: ['score', 'review'].includes(room.results) ? room.results : 'hidden',
        delivery: room.delivery === 'paper' ? 'paper' : 'computer',
        review_at_once: room.review_at_once === true,
        anonymous_marking: room.anonymous_marking === true,
        double_marking: room.double_marking === true,
        marks_due: isDueDate(room.marks_due) ? room.marks_due : '',
        // A zone this server does not know reads as none (UTC), as a room's own would.
        time_zone: isTimeZone(room.time_zone) ? room.time_zone : '',
        Exams: examIds,
        Users: memberIds,
      });
    });
    return { id: roomId, slug: room.slug };
  } catch (error) {
    undo(app, written);
    throw error;
  }
}

/**
 * The room's config from the file's exams: `{ [examId]: { minutes } }` for each exam that gives its own minutes
 * (docs/architecture.md, "The test on computer"; the plan's schema has checked them: whole, 0 to 600).
 */
function examMinutes(exams, examIds) {
  const config = {};
  exams.forEach((exam, i) => {
    if (typeof exam.minutes === 'number') config[examIds[i]] = { minutes: exam.minutes };
  });
  return config;
}

/** Deletes the records written, newest first (a parent before the records it points to), in short batches. */
function undo(app, written) {
  const newestFirst = written.slice().reverse();
  for (let start = 0; start < newestFirst.length; start += UNDO_BATCH) {
    app.runInTransaction((tx) => {
      for (const [name, id] of newestFirst.slice(start, start + UNDO_BATCH)) {
        const record = findById(tx, name, id);
        if (record) tx.delete(record);
      }
    });
  }
}

module.exports = { importRoom };
