package jsbind

import (
	"database/sql"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/database"
	"github.com/answersheet/server/internal/hookstest"
	"github.com/answersheet/server/internal/routesql"
)

// answered_boxes (server/internal/database/functions.go, rules.AnsweredBoxes) is held equal to the rule it
// stands in for, pb_hooks/lib/store/answered.js's SQL: both count each document here in SQLite, and where
// the Go gives a count it must be the SQL's.

// answeredRule is answered.js's SQL for the column `raw` (nothing bound: the rule alone) and its parameters
// for the sheet `ids`.
func answeredRule(t *testing.T, ids []string) (string, map[string]any) {
	t.Helper()
	vm := goja.New()
	answered := hookstest.Modules(t, vm)("store/answered.js").ToObject(vm)
	ruleOf, _ := goja.AssertFunction(answered.Get("answeredSql"))
	paramsOf, _ := goja.AssertFunction(answered.Get("answeredParams"))
	rule, err := ruleOf(goja.Undefined(), vm.ToValue("raw"))
	if err != nil {
		t.Fatal(err)
	}
	params, err := paramsOf(goja.Undefined(), vm.ToValue(ids))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(rule.String(), database.AnsweredBoxes) {
		t.Fatal("answered.js gave the Go function where nothing is bound")
	}
	return rule.String(), params.Export().(map[string]any)
}

var answeredValues = []string{
	`"x"`, `""`, `" "`, `"\u00a0"`, `"\u3000x\u3000"`, `"\t\n"`, `"\u2028"`, `"\ufeff"`, `"a b"`, `"\"q\""`,
	`"\\"`, `"\u0041"`, `"café"`, `" \u200b "`, `"\ud83d\ude00"`, `1`, `0`, `null`, `true`, `{"v":"x"}`, `["x"]`,
}

var answeredIDs = []string{`"q1"`, `"q2"`, `"q3"`, `"q 4"`, `"é5"`, `"off"`, `""`, `1`, `null`, `"Q1"`, `"q\u0031"`}

// Answers that are no object. Not a string: SQLite reads a string answer's text as JSON and the SQL fails
// (the routes never store one; the Go finds it fills nothing).
var answeredNotObjects = []string{`1`, `0`, `null`, `true`, `["x"]`, `[]`}

// randomAnswer is one answer as a document may hold it: an object with or without each field (and others),
// now and then no object at all.
func randomAnswer(rng *rand.Rand) string {
	switch rng.Intn(12) {
	case 0:
		return answeredNotObjects[rng.Intn(len(answeredNotObjects))]
	case 1:
		return `{}`
	}
	var fields []string
	if rng.Intn(8) > 0 {
		fields = append(fields, `"questionId":`+answeredIDs[rng.Intn(len(answeredIDs))])
	}
	if rng.Intn(8) > 0 {
		fields = append(fields, `"value":`+answeredValues[rng.Intn(len(answeredValues))])
	}
	if rng.Intn(4) == 0 {
		fields = append(fields, `"kind":"text"`)
	}
	rng.Shuffle(len(fields), func(i, j int) { fields[i], fields[j] = fields[j], fields[i] })
	return "{" + strings.Join(fields, ",") + "}"
}

// randomDocument is a draft's or a submission's raw, or something near it.
func randomDocument(rng *rand.Rand) string {
	answers := make([]string, rng.Intn(12))
	for i := range answers {
		answers[i] = randomAnswer(rng)
	}
	list := "[" + strings.Join(answers, ",") + "]"
	if rng.Intn(10) == 0 { // an object of answers
		members := make([]string, len(answers))
		for i, answer := range answers {
			members[i] = fmt.Sprintf(`"a%d":%s`, i, answer)
		}
		list = "{" + strings.Join(members, ",") + "}"
	}
	doc := `{"answers":` + list + `,"flags":["paper"]}`
	if rng.Intn(6) == 0 {
		doc = `{"started":1, "answers" : ` + list + " }\n"
	}
	return doc
}

func TestAnsweredBoxesCountsAsTheSQL(t *testing.T) {
	database.RegisterFunctions()
	rule, params := answeredRule(t, []string{"q1", "q2", "q 4", "é5", ""})
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "answered.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec("CREATE TABLE t (raw TEXT)"); err != nil {
		t.Fatal(err)
	}
	documents := []string{
		`{"answers":[{"questionId":"q1","value":"x"},{"questionId":"q1","value":"y"},{"questionId":"q2","value":" "}]}`,
		`{"answers":{"a":{"questionId":"q1","value":"x"}}}`,
		`{"answers":1}`, `{"answers":null}`, `{"other":[]}`, `[{"questionId":"q1","value":"x"}]`, `"x"`, `1`,
		// Not JSON, or JSON the Go leaves to the SQL: none of these is counted by a guess.
		`{"answers":[{"questionId":"q1","value":"x"}]`, `{"answers":[{"questionId":"q1","value":"x"},]}`, ``, `{`,
		`{"answers":[{"questionId":"q1","questionId":"q2","value":"x"}]}`, `{"answers":[],"answers":[{"questionId":"q1","value":"x"}]}`,
		`{"answers":[{"questionId":"q1","value":"\ud800"}]}`, `{"answers":[{"questionId":"q1","value":"x","n":1e400}]}`,
		strings.Repeat(`{"a":`, 80) + "1" + strings.Repeat("}", 80),
	}
	rng := rand.New(rand.NewSource(20261129))
	for range 3000 {
		documents = append(documents, randomDocument(rng))
	}
	for _, doc := range documents {
		if _, err := db.Exec("INSERT INTO t (raw) VALUES (?)", doc); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec("INSERT INTO t (raw) VALUES (NULL)"); err != nil {
		t.Fatal(err)
	}

	query := fmt.Sprintf("SELECT raw, %s(raw, {:onSheet}, {:blanks}), %s FROM t", database.AnsweredBoxes, rule)
	rows, err := db.Query(routesql.Statement(query), routesql.Args(params)...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	counted, filled := 0, 0
	for rows.Next() {
		var raw sql.NullString
		var fast sql.NullInt64
		var slow int64
		if err := rows.Scan(&raw, &fast, &slow); err != nil {
			t.Fatal(err)
		}
		if !fast.Valid {
			continue
		}
		counted++
		if slow > 0 {
			filled++
		}
		if fast.Int64 != slow {
			t.Errorf("%q: Go %d, SQL %d", raw.String, fast.Int64, slow)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	// The Go counts nearly every document (the test is not passed by leaving them all to the SQL), many of
	// them with boxes filled.
	if counted < 2900 || filled < 1000 {
		t.Fatalf("the Go counted %d of %d documents, %d with a box filled", counted, len(documents)+1, filled)
	}
}
