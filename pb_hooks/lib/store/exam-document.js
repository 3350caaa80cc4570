// An exam as one document (docs/architecture.md, "Authoring"): read with its ids and media URLs, and
// written over the exam's content. Writing keeps the records whose ids the document names (and their
// files), keeps a question's record while its number stays (so drafts and submissions stay bound to it),
// creates what is new and deletes what the document left out; the caller runs it in a transaction.

const { flat } = require('../lists.js');
const { fileUrl, mediaUrls } = require('../rules/sheet.js');
const { documentError } = require('../validate/exam-document.js');
const { findByIds } = require('./finders.js');
const { relationIds, shape } = require('./records.js');

const byId = (records) => new Map(records.map((r) => [r.id, r]));

/** An exam's records below it: { sections, groups, questions, keys }, each a Map id → record. */
function examRecords(app, exam) {
  const sections = findByIds(app, 'sections', relationIds(exam, 'Sections'));
  const groups = findByIds(
    app,
    'section_questions',
    flat(sections.map((s) => relationIds(s, 'SectionQuestions'))),
  );
  const questions = findByIds(app, 'questions', flat(groups.map((g) => relationIds(g, 'Questions'))));
  const keys = findByIds(app, 'keys', flat(questions.map((q) => relationIds(q, 'Keys'))));
  return { sections: byId(sections), groups: byId(groups), questions: byId(questions), keys: byId(keys) };
}

/** The key values of a question, in its Keys order. */
function keyValues(question, keys) {
  return relationIds(question, 'Keys')
    .filter((id) => keys.has(id))
    .map((id) => keys.get(id).getString('value'));
}

/**
 * The exam record as a document with ids and media URLs (SavedExam without `usage`): sections and groups
 * in their stored order, questions by number.
 */
function readDocument(app, exam) {
  const parts = examRecords(app, exam);
  const examShape = shape.exam(exam);
  return {
    id: exam.id,
    name: examShape.name,
    kind: examShape.kind,
    bands: examShape.bands,
    accept_initials: examShape.accept_initials,
    updated: exam.getString('updated'),
    sections: examShape.Sections.filter((id) => parts.sections.has(id)).map((sectionId) => {
      const section = shape.section(parts.sections.get(sectionId));
      return {
        id: section.id,
        name: section.name,
        media: mediaUrls(section, 'sections'),
        audio: fileUrl(section, 'audio', 'sections'),
        passage: section.passage,
        groups: section.SectionQuestions.filter((id) => parts.groups.has(id)).map((groupId) => {
          const group = shape.group(parts.groups.get(groupId));
          const order = new Map(group.Questions.map((id, i) => [id, i]));
          const questions = group.Questions.filter((id) => parts.questions.has(id))
            .map((id) => parts.questions.get(id))
            .sort((a, b) => a.getInt('num') - b.getInt('num') || order.get(a.id) - order.get(b.id));
          return {
            id: group.id,
            from: group.from_question,
            to: group.to_question,
            either_order: Array.isArray(group.either_order) ? group.either_order : [],
            type: group.type,
            instructions: group.instructions,
            options: group.options,
            content: group.content,
            min_words: group.min_words,
            title: group.title,
            max_words: group.max_words,
            number_allowed: group.number_allowed,
            media: mediaUrls(group, 'section_questions'),
            questions: questions.map((record) => {
              const q = shape.question(record);
              return {
                id: q.id,
                num: q.num,
                keys: keyValues(record, parts.keys),
                prompt: q.prompt,
                options: q.options,
              };
            }),
          };
        }),
      };
    }),
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a validated document (validate/exam-document.js) over an exam, or as a new exam when `exam` is
 * null; run it inside a transaction (`tx`): an id that is not this exam's is a 400 naming its path, thrown
 * after the writes so that the transaction undoes them.
 * @param {object|null} exam the exam record, read in `tx`
 * @param {object} doc the validated document
 * @param {string[]} authors the authors of a new exam (the creator first)
 * @returns {{ exam: object, changed: string[], initialsChanged: boolean }} `changed`: the questions kept
 *   whose keys, number or either-order set changed (their submissions need a regrade)
 */
function writeDocument(tx, exam, doc, authors) {
  const collections = {};
  const collection = (name) => collections[name] || (collections[name] = tx.findCollectionByNameOrId(name));
  const empty = { sections: new Map(), groups: new Map(), questions: new Map(), keys: new Map() };
  const parts = exam ? examRecords(tx, exam) : empty;
  const errors = [];
  const notOurs = (path) =>
    errors.push({ path: `${path}.id`, code: 'validation_unknown_id', message: 'Not a part of this exam.' });

  // A question named by id keeps its record; one without an id takes the record that had its number.
  const claimed = new Set();
  for (const section of doc.sections)
    for (const group of section.groups)
      for (const question of group.questions)
        if (question.id && parts.questions.has(question.id)) claimed.add(question.id);
  const byNum = new Map();
  parts.questions.forEach((question) => {
    const num = question.getInt('num');
    if (!claimed.has(question.id) && !byNum.has(num)) byNum.set(num, question);
  });

  const changed = new Set();
  const keptKeys = new Set();
  const kept = { sections: new Set(), groups: new Set(), questions: new Set() };
  const sectionIds = doc.sections.map((section, si) => {
    const sPath = `sections.${si}`;
    const groupIds = section.groups.map((group, gi) => {
      const gPath = `${sPath}.groups.${gi}`;
      const questionIds = group.questions.map((question, qi) => {
        let record = null;
        if (question.id) {
          record = parts.questions.get(question.id) || null;
          if (!record) notOurs(`${gPath}.questions.${qi}`);
        } else if (byNum.has(question.num)) {
          record = byNum.get(question.num);
          byNum.delete(question.num);
        }
        const isNew = !record;
        if (isNew) record = new Record(collection('questions'));
        let keyIds = isNew ? [] : relationIds(record, 'Keys');
        const keysChanged = isNew || !same(keyValues(record, parts.keys), question.keys);
        if (keysChanged) {
          keyIds = question.keys.map((value) => {
            const key = new Record(collection('keys'));
            key.set('value', value);
            tx.save(key);
            return key.id;
          });
        }
        for (const id of keyIds) keptKeys.add(id);
        const numChanged = !isNew && record.getInt('num') !== question.num;
        if (!isNew && (keysChanged || numChanged)) changed.add(record.id);
        // The prompt and options are what the screen shows: a change saves, never regrades.
        const before = isNew ? null : shape.question(record);
        const shownChanged =
          !isNew && !same([before.prompt, before.options], [question.prompt, question.options]);
        if (isNew || keysChanged || numChanged || shownChanged) {
          record.set('num', question.num);
          record.set('Keys', keyIds);
          record.set('prompt', question.prompt || '');
          record.set('options', question.options);
          tx.save(record);
        }
        kept.questions.add(record.id);
        return record.id;
      });

      let record = null;
      if (group.id) {
        record = parts.groups.get(group.id) || null;
        if (!record) notOurs(gPath);
      }
      const isNew = !record;
      if (isNew) record = new Record(collection('section_questions'));
      const before = isNew ? null : shape.group(record);
      // What scores the group's boxes changed: its sets, its type (a `multi` group is one set) or its word
      // limit (docs/architecture.md, "As an examiner marks").
      if (
        before &&
        (!same(before.either_order || [], group.either_order) ||
          before.type !== group.type ||
          before.max_words !== group.max_words ||
          before.number_allowed !== group.number_allowed)
      ) {
        for (const id of questionIds) if (parts.questions.has(id)) changed.add(id);
      }
      const after = {
        from_question: group.from,
        to_question: group.to,
        Questions: questionIds,
        either_order: group.either_order,
        type: group.type,
        instructions: group.instructions,
        options: group.options,
        content: group.content,
        min_words: group.min_words,
        title: group.title,
        max_words: group.max_words,
        number_allowed: group.number_allowed,
      };
      const stored = before && Object.assign({}, before, { either_order: before.either_order || [] });
      if (isNew || Object.keys(after).some((field) => !same(stored[field], after[field]))) {
        // PocketBase keeps a blank text as '' and a blank number as 0: null means blank here.
        const blank = { instructions: '', content: '', min_words: 0, title: '', max_words: 0 };
        for (const field of Object.keys(after))
          record.set(field, after[field] === null && field in blank ? blank[field] : after[field]);
        tx.save(record);
      }
      kept.groups.add(record.id);
      return record.id;
    });

    let record = null;
    if (section.id) {
      record = parts.sections.get(section.id) || null;
      if (!record) notOurs(sPath);
    }
    const isNew = !record;
    if (isNew) record = new Record(collection('sections'));
    if (
      isNew ||
      record.getString('name') !== section.name ||
      (record.getString('passage') || null) !== section.passage ||
      !same(relationIds(record, 'SectionQuestions'), groupIds)
    ) {
      record.set('name', section.name);
      record.set('passage', section.passage || '');
      record.set('SectionQuestions', groupIds);
      tx.save(record);
    }
    kept.sections.add(record.id);
    return record.id;
  });

  const record = exam || new Record(collection('exams'));
  const initialsChanged = !!exam && exam.getBool('accept_initials') !== doc.accept_initials;
  record.set('name', doc.name);
  record.set('kind', doc.kind);
  record.set('bands', doc.bands);
  record.set('accept_initials', doc.accept_initials);
  record.set('Sections', sectionIds);
  if (!exam) record.set('Users', authors);
  tx.save(record);

  // What the document left out goes, with its files (PocketBase removes a deleted record's files).
  parts.sections.forEach((section) => {
    if (!kept.sections.has(section.id)) tx.delete(section);
  });
  parts.groups.forEach((group) => {
    if (!kept.groups.has(group.id)) tx.delete(group);
  });
  parts.questions.forEach((question) => {
    if (!kept.questions.has(question.id)) tx.delete(question);
  });
  parts.keys.forEach((key) => {
    if (!keptKeys.has(key.id)) tx.delete(key);
  });

  if (errors.length > 0) throw documentError(errors);
  return { exam: record, changed: Array.from(changed), initialsChanged };
}

/** Deletes an exam and everything below it (its files go with the records). */
function deleteExamContent(tx, exam) {
  const parts = examRecords(tx, exam);
  tx.delete(exam);
  for (const kind of ['sections', 'groups', 'questions', 'keys']) parts[kind].forEach((r) => tx.delete(r));
}

module.exports = { examRecords, readDocument, writeDocument, deleteExamContent };
