/// <reference path="../pb_data/types.d.ts" />
/* global SelectField, JSONField, DateField -- PocketBase field constructors of the migrations runtime */
// Results (see docs/architecture.md, "Scoring"): each exam's kind and optional band table, "in either order"
// sets on groups, each submission's per-exam scores and start time, and what a room shows its students after
// submitting. Submissions already stored get their per-exam scores from raw.all, grouped by the exam that
// holds each question now (a question of no exam of the room counts nowhere).

migrate(
  (app) => {
    const add = (name, field) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(field);
      app.save(collection);
    };
    add(
      'exams',
      new SelectField({
        name: 'kind',
        maxSelect: 1,
        values: ['listening', 'academic_reading', 'general_reading', 'other'],
      }),
    );
    add('exams', new JSONField({ name: 'bands', maxSize: 10000 }));
    add('section_questions', new JSONField({ name: 'either_order', maxSize: 10000 }));
    add('submissions', new JSONField({ name: 'exams', maxSize: 100000 }));
    add('submissions', new DateField({ name: 'started' }));
    add('rooms', new SelectField({ name: 'results', maxSelect: 1, values: ['hidden', 'score', 'review'] }));

    const db = app.db();
    db.newQuery(`UPDATE exams SET kind = 'other' WHERE kind = '' OR kind IS NULL`).execute();
    db.newQuery(`UPDATE rooms SET results = 'hidden' WHERE results = '' OR results IS NULL`).execute();

    // Which exam holds each question: exam → sections → groups → questions, through the relation arrays.
    const rows = arrayOf(new DynamicModel({ question: '', exam: '' }));
    db.newQuery(
      `SELECT q.value AS question, e.id AS exam
         FROM exams e, json_each(e.Sections) s
         JOIN sections sec ON sec.id = s.value, json_each(sec.SectionQuestions) g
         JOIN section_questions grp ON grp.id = g.value, json_each(grp.Questions) q`,
    ).all(rows);
    const examsOfQuestion = new Map();
    for (const row of rows) {
      if (!examsOfQuestion.has(row.question)) examsOfQuestion.set(row.question, []);
      examsOfQuestion.get(row.question).push(row.exam);
    }
    for (const submission of app.findAllRecords('submissions')) {
      const room = app.findRecordById('rooms', submission.getString('Room'));
      const roomExams = new Set(Array.from(room.getStringSlice('Exams') || []));
      let raw = null;
      try {
        raw = JSON.parse(submission.getString('raw') || 'null');
      } catch (_) {
        raw = null;
      }
      const exams = {};
      for (const examId of roomExams) exams[examId] = { score: 0, total: 0 };
      for (const entry of (raw && Array.isArray(raw.all) && raw.all) || []) {
        if (!entry || !entry.questionId) continue;
        const examId = (examsOfQuestion.get(entry.questionId) || []).find((id) => roomExams.has(id));
        if (!examId) continue;
        exams[examId].total++;
        if (entry.correct === true) exams[examId].score++;
      }
      submission.set('exams', exams);
      app.saveNoValidate(submission);
    }
  },
  (app) => {
    const drop = (name, field) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(field);
      app.save(collection);
    };
    drop('exams', 'kind');
    drop('exams', 'bands');
    drop('section_questions', 'either_order');
    drop('submissions', 'exams');
    drop('submissions', 'started');
    drop('rooms', 'results');
  },
);
