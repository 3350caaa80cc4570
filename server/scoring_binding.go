package main

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// nativeScoring makes scoring.go callable from the JS routes as
// `$scoring.submission(roomId, tableText, answers, flags)`: scoring.js's scoreSubmission result
// ({ score, exams, rawJson }) for the room's cached scoring table, or null when the answers or the table
// are left to scoring.js (errNotScoredHere). An official PocketBase binary has no `$scoring`; the routes
// then score with scoring.js, as they do when it answers null.
type nativeScoring struct {
	mu     sync.Mutex
	tables map[string]parsedScoringTable // by room id
}

// parsedScoringTable is a room's table as parsed from `text`, the cached part it was read from (nil table:
// left to scoring.js).
type parsedScoringTable struct {
	text  string
	table *scoringTable
}

// maxScoringTables bounds the tables kept, as the JS runtimes bound theirs (store/caches.js).
const maxScoringTables = 100

func newNativeScoring() *nativeScoring {
	return &nativeScoring{tables: map[string]parsedScoringTable{}}
}

// bind makes `$scoring` callable from every JS runtime (jsvm.Config's OnInit).
func (s *nativeScoring) bind(vm *goja.Runtime) {
	scoring := vm.NewObject()
	_ = scoring.Set("submission", func(call goja.FunctionCall) goja.Value { return s.submission(vm, call) })
	_ = vm.Set("$scoring", scoring)
}

// tableOf is the room's parsed table while `text` is its cached part's text; a room's new text replaces it.
func (s *nativeScoring) tableOf(roomID, text string) *scoringTable {
	s.mu.Lock()
	kept, ok := s.tables[roomID]
	s.mu.Unlock()
	if ok && kept.text == text {
		return kept.table
	}
	table, _ := parseScoringTable(text)
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tables) >= maxScoringTables {
		clear(s.tables)
	}
	s.tables[roomID] = parsedScoringTable{text: text, table: table}
	return table
}

func (s *nativeScoring) submission(vm *goja.Runtime, call goja.FunctionCall) goja.Value {
	roomID, okRoom := textOf(call.Argument(0))
	// The table's text is not searched for U+FFFD: parseScoringTable checks each text it reads from it.
	text, okText := call.Argument(1).(goja.String)
	answers, okAnswers := answersOf(call.Argument(2))
	flags, okFlags := flagsOf(call.Argument(3))
	if !okRoom || !okText || !okAnswers || !okFlags {
		return goja.Null()
	}
	table := s.tableOf(roomID, text.String())
	if table == nil {
		return goja.Null()
	}
	result := table.score(answers, flags)
	exams := vm.NewObject()
	for _, e := range result.exams {
		exam := vm.NewObject()
		_ = exam.Set("score", e.score)
		_ = exam.Set("total", e.total)
		_ = exams.Set(e.id, exam)
	}
	out := vm.NewObject()
	_ = out.Set("score", result.score)
	_ = out.Set("exams", exams)
	_ = out.Set("rawJson", result.rawJSON)
	return out
}

// textOf reads a JS text that Go holds exactly: not one with U+FFFD, which may have been a lone surrogate.
func textOf(v goja.Value) (string, bool) {
	text, ok := v.(goja.String)
	if !ok {
		return "", false
	}
	s := text.String()
	return s, !strings.ContainsRune(s, utf8.RuneError)
}

// answersOf reads a list of { questionId, value } with text in both, as the routes' checks leave it
// (null or undefined: none).
func answersOf(v goja.Value) ([]answer, bool) {
	items, ok := arrayItems(v)
	answers := make([]answer, len(items))
	for i, item := range items {
		object, isObject := item.(*goja.Object)
		if !ok || !isObject {
			return nil, false
		}
		var okID, okValue bool
		answers[i].questionID, okID = textOf(object.Get("questionId"))
		answers[i].value, okValue = textOf(object.Get("value"))
		if !okID || !okValue {
			return nil, false
		}
	}
	return answers, ok
}

// flagsOf reads the flagged question ids: a list of texts (null or undefined: none).
func flagsOf(v goja.Value) ([]string, bool) {
	items, ok := arrayItems(v)
	flags := make([]string, len(items))
	for i, item := range items {
		if flags[i], ok = textOf(item); !ok {
			return nil, false
		}
	}
	return flags, ok
}

// arrayItems reads the items of a JS array (null or undefined: none); false for anything else.
func arrayItems(v goja.Value) ([]goja.Value, bool) {
	if goja.IsUndefined(v) || goja.IsNull(v) {
		return nil, true
	}
	list, ok := v.(*goja.Object)
	if !ok || list.ClassName() != "Array" {
		return nil, false
	}
	items := make([]goja.Value, list.Get("length").ToInteger())
	for i := range items {
		items[i] = list.Get(strconv.Itoa(i))
	}
	return items, true
}
