// Writes a validated room import plan (scripts/import/schema.ts) in one transaction: either the whole
// room with its exams, sections, groups, questions, keys and media is created, or nothing is.

const { findAuthByEmail, findBy } = require('./store/finders.js');

/**
 * @param {any} app PocketBase app
 * @param {any} plan the validated plan, media paths absolute
 * @param {(path: string) => any} fileFromPath makes an uploadable file from a path
 */
function importRoom(app, plan, fileFromPath) {
  let result = null;
  app.runInTransaction((tx) => {
    const collections = {};
    const collection = (name) => collections[name] || (collections[name] = tx.findCollectionByNameOrId(name));
    const create = (name, fields) => {
      const record = new Record(collection(name));
      for (const key of Object.keys(fields)) record.set(key, fields[key]);
      tx.save(record);
      return record.id;
    };
    const files = (paths) => paths.map((p) => fileFromPath(p));

    if (findBy(tx, 'rooms', 'slug', plan.room.slug))
      throw new Error(`a room with slug "${plan.room.slug}" already exists`);

    // The room's members are its exams' authors (docs/architecture.md, "Authoring"), so they can edit them.
    const memberIds = plan.room.members.map((email) => {
      const user = findAuthByEmail(tx, 'users', email);
      if (!user)
        throw new Error(`room.members: no user with e-mail ${email} (make one with npm run user:create)`);
      return user.id;
    });

    const examIds = plan.exams.map((exam) => {
      const sectionIds = exam.sections.map((section) => {
        const groupIds = section.groups.map((group) => {
          const questionIds = group.questions.map((question) =>
            create('questions', {
              num: question.num,
              Keys: question.keys.map((value) => create('keys', { value })),
              prompt: question.prompt || '',
              options: question.options || null,
            }),
          );
          return create('section_questions', {
            from_question: group.from,
            to_question: group.to,
            Questions: questionIds,
            media: files(group.media),
            either_order: group.either_order || [],
            // The test on computer (docs/architecture.md, "The test on computer"): blank where the file has none.
            type: group.type || 'gap',
            instructions: group.instructions || '',
            options: group.options || null,
            content: group.content || '',
            min_words: group.min_words || 0,
          });
        });
        const fields = {
          name: section.name,
          passage: section.passage || '',
          media: files(section.media),
          SectionQuestions: groupIds,
        };
        if (section.audio) fields.audio = fileFromPath(section.audio);
        return create('sections', fields);
      });
      return create('exams', {
        name: exam.name,
        kind: exam.kind || 'other',
        bands: exam.bands || null,
        accept_initials: exam.accept_initials === true,
        Sections: sectionIds,
        Users: memberIds,
      });
    });

    // The settings as the file gives them, else open, untimed, audio free, results hidden and delivered on
    // computer (a plan from the schema always has them; these defaults are for one written by hand).
    const room = plan.room;
    const roomId = create('rooms', {
      name: room.name,
      slug: room.slug,
      detail: room.detail,
      config: {},
      accepting: room.accepting !== false,
      time_limit: Number.isInteger(room.time_limit) ? room.time_limit : 0,
      audio: room.audio === 'once' ? 'once' : 'free',
      results: ['score', 'review'].includes(room.results) ? room.results : 'hidden',
      delivery: room.delivery === 'paper' ? 'paper' : 'computer',
      Exams: examIds,
      Users: memberIds,
    });
    result = { id: roomId, slug: plan.room.slug };
  });
  return result;
}

module.exports = { importRoom };
