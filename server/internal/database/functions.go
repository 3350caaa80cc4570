package database

import (
	"database/sql/driver"
	"sync"
	"sync/atomic"

	"modernc.org/sqlite"

	"github.com/answersheet/server/internal/rules"
)

// AnsweredBoxes is the SQL function answered_boxes(raw, onSheet, blanks): rules.AnsweredBoxes, NULL where it
// is not sure. pb_hooks/lib/store/answered.js puts it before its own SQL in a COALESCE when our build has it:
// a poll of the results list beside a typing class counted 100 drafts' answers in SQLite's JSON functions
// for a third of its time (docs/performance-log.md, 2026-11-29, night).
const AnsweredBoxes = "answered_boxes"

// Functions are the SQL functions our build adds to every connection (the hooks ask for them by name).
var Functions = []string{AnsweredBoxes}

var registered sync.Once

// RegisterFunctions adds Functions to the connections SQLite opens from now on; Connect calls it first.
func RegisterFunctions() {
	registered.Do(func() {
		sqlite.MustRegisterDeterministicScalarFunction(AnsweredBoxes, 3, answeredBoxes)
	})
}

// sheetIDs is one onSheet text read, kept: a statement passes the same one for each of its rows.
type sheetIDs struct {
	text string
	ids  map[string]bool
}

var lastSheet atomic.Pointer[sheetIDs]

func answeredBoxes(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
	raw, isText := args[0].(string)
	onSheet, sheetText := args[1].(string)
	blanks, blanksText := args[2].(string)
	if !isText || !sheetText || !blanksText {
		return nil, nil
	}
	sheet := lastSheet.Load()
	if sheet == nil || sheet.text != onSheet {
		ids, ok := rules.SheetQuestionIDs(onSheet)
		if !ok {
			return nil, nil
		}
		sheet = &sheetIDs{text: onSheet, ids: ids}
		lastSheet.Store(sheet)
	}
	count, ok := rules.AnsweredBoxes(raw, sheet.ids, blanks)
	if !ok {
		return nil, nil
	}
	return int64(count), nil
}
