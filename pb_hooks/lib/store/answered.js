// How many boxes of a sheet an answers list fills (docs/architecture.md, "Heavy routes"): the distinct
// questions of the sheet whose answer is a string holding more than white space. One rule for the results
// list and the live screen, counted in SQLite: parsing each draft's raw in the hooks' engine instead was most
// of a results poll's time (100 drafts changed since the screen's last poll: 30–60 ms of about 100).

const { sqlFunctions } = require('../native.js');

// JavaScript's trim(): its white space and line terminators, for SQLite's trim(X, Y).
const JS_BLANKS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * SQL for the answered boxes of the answers in the JSON column `raw` ({ answers: [{ questionId, value }] }),
 * reading {:onSheet} (a JSON array of the sheet's question ids) and {:blanks} (answeredParams). The SQL is
 * the rule. Our build counts the same in Go (its SQL function answered_boxes, NULL where it is not sure and
 * the SQL then counts): SQLite's JSON functions took a third of a results poll beside a typing class
 * (docs/performance-log.md, 2026-11-29, night; server/internal/jsbind's answered_test.go holds the two equal).
 */
const answeredSql = (raw) => {
  const rule = `(SELECT COUNT(DISTINCT json_extract(j.value, '$.questionId'))
    FROM json_each(CASE WHEN json_valid(${raw}) THEN ${raw} ELSE '{}' END, '$.answers') j
   WHERE json_extract(j.value, '$.questionId') IN (SELECT value FROM json_each({:onSheet}))
     AND json_type(j.value, '$.value') = 'text'
     AND trim(json_extract(j.value, '$.value'), {:blanks}) <> '')`;
  const functions = sqlFunctions();
  return functions && functions.has('answered_boxes')
    ? `COALESCE(answered_boxes(${raw}, {:onSheet}, {:blanks}), ${rule})`
    : rule;
};

/** The parameters answeredSql reads, for the question ids of a sheet. */
const answeredParams = (questionIds) => ({ onSheet: JSON.stringify(questionIds), blanks: JS_BLANKS });

module.exports = { answeredSql, answeredParams };
