// How many boxes of a sheet an answers list fills (docs/architecture.md, "Heavy routes"): the distinct
// questions of the sheet whose answer is a string holding more than white space. One rule for the results
// list and the live screen, counted in SQLite: parsing each draft's raw in the hooks' engine instead was most
// of a results poll's time (100 drafts changed since the screen's last poll: 30–60 ms of about 100).

// JavaScript's trim(): its white space and line terminators, for SQLite's trim(X, Y).
const JS_BLANKS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * SQL for the answered boxes of the answers in the JSON column `raw` ({ answers: [{ questionId, value }] }),
 * reading {:onSheet} (a JSON array of the sheet's question ids) and {:blanks} (answeredParams).
 */
const answeredSql = (raw) => `(SELECT COUNT(DISTINCT json_extract(j.value, '$.questionId'))
    FROM json_each(CASE WHEN json_valid(${raw}) THEN ${raw} ELSE '{}' END, '$.answers') j
   WHERE json_extract(j.value, '$.questionId') IN (SELECT value FROM json_each({:onSheet}))
     AND json_type(j.value, '$.value') = 'text'
     AND trim(json_extract(j.value, '$.value'), {:blanks}) <> '')`;

/** The parameters answeredSql reads, for the question ids of a sheet. */
const answeredParams = (questionIds) => ({ onSheet: JSON.stringify(questionIds), blanks: JS_BLANKS });

module.exports = { answeredSql, answeredParams };
