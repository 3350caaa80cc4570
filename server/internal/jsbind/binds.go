// Package jsbind is every value our build binds into the hooks' JS engine, in this one file (as
// PocketBase's jsvm plugin keeps its own bindings in one file): one global, `$answersheet`, whose members the
// hooks reach only through pb_hooks/lib/native.js, and which pb_hooks/lib/native-bindings.d.ts types for
// them (declarations_test.go holds the two to the same names). Each member calls a package of its own; a
// PocketBase without our additions has no `$answersheet`, and native.js then answers null for every one.
package jsbind

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/store"

	"github.com/answersheet/server/internal/admission"
	"github.com/answersheet/server/internal/database"
	"github.com/answersheet/server/internal/groupwrite"
	"github.com/answersheet/server/internal/knownguests"
	"github.com/answersheet/server/internal/poolread"
	"github.com/answersheet/server/internal/rules"
)

// Global is the one name bound.
const Global = "$answersheet"

// Natives holds what the bindings share across the JS runtimes of the process.
type Natives struct {
	writer  *groupwrite.Writer
	reader  *poolread.Reader
	store   *store.Store[string, any]
	turns   *admission.Turns
	shapes  sync.Map // a pool read's SQL → its rowShape
	tables  *scoringTables
	guests  *knownguests.Set
	modules *require.Registry
}

// maxKnownGuests bounds the known guests' uuids (about 100 bytes each): far more than a centre's day.
const maxKnownGuests = 100_000

// New makes the bindings; `writer` is the group writer (nil: no `groupCommit` member), `reader` the pool
// reader (nil: no `poolReader` member), `appStore` the app's store (nil: no `appStore` member), `turns` the
// heavy routes' turns (nil: no `heavyTurns` member).
func New(
	writer *groupwrite.Writer,
	reader *poolread.Reader,
	appStore *store.Store[string, any],
	turns *admission.Turns,
) *Natives {
	return &Natives{
		writer:  writer,
		reader:  reader,
		store:   appStore,
		turns:   turns,
		tables:  &scoringTables{byKey: map[string]parsedScoringTable{}},
		guests:  knownguests.New(maxKnownGuests),
		modules: require.NewRegistry(require.WithPathResolver(resolvedOnce())),
	}
}

// Bind sets `$answersheet` in one JS runtime (jsvm.Config's OnInit, for each runtime of the pool):
//
//	scoring.submission(key, tableText, answers, flags) → { score, exams, rawJson, verdicts } | null
//	scoring.normalize(text)                           → string | null
//	answersBody.read(text, maxAnswers, essayMaxLength, maxDepth) → { room, answers, flags } | null
//	timeZone.valid(name) → boolean;  timeZone.local(ms, name) → "YYYY-MM-DD HH:MM" | ""
//	groupCommit.exec(sql, params) → rows changed
//	groupCommit.writeRead(write, read, params, shape) → the read's rows (as poolReader.all's), after the write
//	poolReader.all(sql, params, shape) → the rows, as prepared.js's readAll gives them
//	poolReader.inSnapshot(fn) → fn's value, its pool reads in one read transaction (nested: the outer one's)
//	knownGuests.has(uuid) → boolean;  knownGuests.add(uuid);  knownGuests.clear()
//	appStore.values(keys) → the app store's value under each key, read in turn (undefined where none)
//	heavyTurns.results(e, fn) → true once fn ran in a heavy turn; false when none came (e answered 429)
//	respond.json(e, status, text) → the request answered with that JSON text
//	sqlFunctions.has(name) → whether our build adds the SQL function `name` to every connection
//
// null: left to the JS (a text Go cannot hold exactly, a body the JS route refuses or reads itself).
//
// It also sets the runtime's `require` to one that resolves each path once (resolvedOnce).
func (n *Natives) Bind(vm *goja.Runtime) {
	n.modules.Enable(vm)
	native := vm.NewObject()

	scoring := vm.NewObject()
	_ = scoring.Set("submission", func(call goja.FunctionCall) goja.Value { return n.submission(vm, call) })
	_ = scoring.Set("normalize", func(call goja.FunctionCall) goja.Value {
		text, ok := textOf(call.Argument(0))
		if !ok {
			return goja.Null()
		}
		return vm.ToValue(rules.Normalize(text))
	})
	_ = native.Set("scoring", scoring)

	answersBody := vm.NewObject()
	_ = answersBody.Set("read", func(call goja.FunctionCall) goja.Value {
		text, ok := call.Argument(0).(goja.String)
		if !ok {
			return goja.Null()
		}
		limits := rules.AnswersLimits{
			MaxAnswers:     int(call.Argument(1).ToInteger()),
			EssayMaxLength: int(call.Argument(2).ToInteger()),
			MaxDepth:       int(call.Argument(3).ToInteger()),
		}
		body, ok := rules.ReadAnswersBody(text.String(), limits)
		if !ok {
			return goja.Null()
		}
		return answersBodyValue(vm, body)
	})
	_ = native.Set("answersBody", answersBody)

	timeZone := vm.NewObject()
	_ = timeZone.Set("valid", rules.ValidZone)
	_ = timeZone.Set("local", rules.LocalTime)
	_ = native.Set("timeZone", timeZone)

	knownGuests := vm.NewObject()
	_ = knownGuests.Set("has", n.guests.Has)
	_ = knownGuests.Set("add", n.guests.Add)
	_ = knownGuests.Set("clear", n.guests.Clear)
	_ = native.Set("knownGuests", knownGuests)

	respond := vm.NewObject()
	_ = respond.Set("json", respondJSON)
	_ = native.Set("respond", respond)

	sqlFunctions := vm.NewObject()
	_ = sqlFunctions.Set("has", func(name string) bool { return slices.Contains(database.Functions, name) })
	_ = native.Set("sqlFunctions", sqlFunctions)

	if n.writer != nil {
		groupCommit := vm.NewObject()
		_ = groupCommit.Set("exec", n.writer.Exec)
		_ = groupCommit.Set("writeRead", func(call goja.FunctionCall) goja.Value { return n.groupWriteRead(vm, call) })
		_ = native.Set("groupCommit", groupCommit)
	}

	if n.store != nil {
		appStore := vm.NewObject()
		_ = appStore.Set("values", func(call goja.FunctionCall) goja.Value { return n.storeValues(vm, call) })
		_ = native.Set("appStore", appStore)
	}

	if n.turns != nil {
		heavyTurns := vm.NewObject()
		_ = heavyTurns.Set("results", func(call goja.FunctionCall) goja.Value { return n.resultsTurn(vm, call) })
		_ = native.Set("heavyTurns", heavyTurns)
	}

	if n.reader != nil {
		// The snapshot the runtime's reads are in, while inSnapshot's function runs (nil: none).
		var snapshot *poolread.Snapshot
		poolReader := vm.NewObject()
		_ = poolReader.Set("all", func(call goja.FunctionCall) goja.Value { return n.poolRead(vm, snapshot, call) })
		_ = poolReader.Set("inSnapshot", func(call goja.FunctionCall) goja.Value {
			return n.inSnapshot(vm, &snapshot, call)
		})
		_ = native.Set("poolReader", poolReader)
	}

	_ = vm.Set(Global, native)
}

// resolvedOnce is PocketBase's path resolution for `require` (goja_nodejs's DefaultPathResolver: the path
// joined to the requiring module's folder, its symlinks followed), kept per (folder, path). The default runs
// at every call, a cached module's too, and following symlinks is an lstat of each folder of the path: every
// route's handler requires its module, so that was 3–6% of a draft's and a room load's CPU
// (docs/performance-log.md, 2026-11-29). A change under pb_hooks restarts the app (--hooksWatch), so a
// path kept never outlives the files it was resolved from.
func resolvedOnce() require.PathResolver {
	var resolved sync.Map
	return func(base, path string) string {
		key := base + "\x00" + path
		if p, ok := resolved.Load(key); ok {
			return p.(string)
		}
		p := require.DefaultPathResolver(base, path)
		resolved.Store(key, p)
		return p
	}
}

// respondJSON answers with JSON the route wrote as text, and its length: net/http then sends it as it is
// rather than in chunks, and no header is set through the JS engine (the response, its header map and each
// method wrapped for the JS at every access: docs/performance-log.md, 2026-11-29, afternoon).
func respondJSON(e *core.RequestEvent, status int, text string) error {
	header := e.Response.Header()
	header.Set("Content-Type", "application/json")
	header.Set("Content-Length", strconv.Itoa(len(text)))
	e.Response.WriteHeader(status)
	_, err := io.WriteString(e.Response, text)
	return err
}

// poolRead is a read's rows as JS objects, each value typed as `shape`'s field of its column is (a
// DynamicModel's shape: store/prepared.js's readAll gives the same rows either way). Plain objects: each
// field a property, not a Go value read through reflection at each access. In `snapshot` when not nil.
func (n *Natives) poolRead(vm *goja.Runtime, snapshot *poolread.Snapshot, call goja.FunctionCall) goja.Value {
	query := call.Argument(0).String()
	params, _ := call.Argument(1).Export().(map[string]any)
	shape := n.rowShapeOf(query, call.Argument(2))
	rows := []any{}
	read := n.reader.Query
	if snapshot != nil {
		read = snapshot.Query
	}
	err := read(query, params, func(columns []string, values []any) {
		rows = append(rows, shape.object(vm, columns, values))
	})
	if err != nil {
		panic(vm.NewGoError(err))
	}
	return vm.NewArray(rows...)
}

// storeValues reads the app store's values under the keys of the array given, one after another (a key read
// first is read no later than the next one: a generation before the entry it stamps). One call where the
// store's own methods cost a Go value wrapped for the engine at each access (app.store(), then each get):
// the room caches read six to nine keys at every room load and draft (docs/performance-log.md, 2026-11-29,
// evening).
func (n *Natives) storeValues(vm *goja.Runtime, call goja.FunctionCall) goja.Value {
	keys, ok := arrayItems(call.Argument(0))
	if !ok {
		panic(vm.NewTypeError("appStore.values: keys must be an array"))
	}
	values := make([]any, len(keys))
	for i, key := range keys {
		if value, found := n.store.GetOk(key.String()); found {
			values[i] = value
		} else {
			values[i] = goja.Undefined()
		}
	}
	return vm.NewArray(values...)
}

// resultsTurn runs the JS function given in a heavy turn, as a large room's full results list waits for one
// (admission.Turns's ResultsTurn).
func (n *Natives) resultsTurn(vm *goja.Runtime, call goja.FunctionCall) goja.Value {
	e, ok := call.Argument(0).Export().(*core.RequestEvent)
	fn := jsFunction(vm, call.Argument(1), "heavyTurns.results")
	if !ok {
		panic(vm.NewTypeError("heavyTurns.results: (e, fn) expected"))
	}
	return vm.ToValue(n.turns.ResultsTurn(e, func() { callJS(fn) }))
}

// inSnapshot runs the JS function given with the runtime's pool reads in one snapshot (`current` while it
// runs), or in the one they are already in.
func (n *Natives) inSnapshot(vm *goja.Runtime, current **poolread.Snapshot, call goja.FunctionCall) goja.Value {
	fn := jsFunction(vm, call.Argument(0), "poolReader.inSnapshot")
	if *current != nil {
		return callJS(fn)
	}
	var result goja.Value
	err := n.reader.InSnapshot(func(s *poolread.Snapshot) {
		*current = s
		defer func() { *current = nil }()
		result = callJS(fn)
	})
	if err != nil {
		panic(vm.NewGoError(err))
	}
	return result
}

// jsFunction is a binding's function argument, or a TypeError naming the binding.
func jsFunction(vm *goja.Runtime, value goja.Value, binding string) goja.Callable {
	fn, ok := goja.AssertFunction(value)
	if !ok {
		panic(vm.NewTypeError(binding + ": a function expected"))
	}
	return fn
}

// callJS calls a JS function a binding was given; what it throws is thrown on, through the Go frames
// between, whose defers give back what they took (a heavy turn, a snapshot's read).
func callJS(fn goja.Callable) goja.Value {
	result, err := fn(goja.Undefined())
	if err != nil {
		panic(err)
	}
	return result
}

// groupWriteRead is the group writer's WriteRead, its read's rows typed by `shape` as poolRead's are.
func (n *Natives) groupWriteRead(vm *goja.Runtime, call goja.FunctionCall) goja.Value {
	read := call.Argument(1).String()
	params, _ := call.Argument(2).Export().(map[string]any)
	shape := n.rowShapeOf(read, call.Argument(3))
	found, err := n.writer.WriteRead(call.Argument(0).String(), read, params)
	if err != nil {
		panic(vm.NewGoError(err))
	}
	rows := make([]any, len(found.Values))
	for i, values := range found.Values {
		rows[i] = shape.object(vm, found.Columns, values)
	}
	return vm.NewArray(rows...)
}

// rowShape is the kind of each field of a read's shape.
type rowShape map[string]valueKind

type valueKind uint8

const (
	kindAsRead valueKind = iota // not in the shape: as SQLite gives it
	kindText
	kindNumber
	kindBool
)

// object is a row as a plain JS object: each field a property, typed as its kind.
func (s rowShape) object(vm *goja.Runtime, columns []string, values []any) *goja.Object {
	row := vm.NewObject()
	for i, column := range columns {
		_ = row.Set(column, s[column].of(values[i]))
	}
	return row
}

// rowShapeOf is the shape given with a read's first call: a statement's columns are those of its text.
func (n *Natives) rowShapeOf(query string, value goja.Value) rowShape {
	if kept, ok := n.shapes.Load(query); ok {
		return kept.(rowShape)
	}
	shape := rowShape{}
	if fields, ok := value.Export().(map[string]any); ok {
		for name, zero := range fields {
			switch zero.(type) {
			case bool:
				shape[name] = kindBool
			case int64, float64:
				shape[name] = kindNumber
			default:
				shape[name] = kindText
			}
		}
	}
	n.shapes.Store(query, shape)
	return shape
}

// of is a column's value as a field of this kind holds it (as database/sql would convert it), its zero for NULL.
func (k valueKind) of(v any) any {
	switch k {
	case kindText:
		switch x := v.(type) {
		case string:
			return x
		case int64:
			return strconv.FormatInt(x, 10)
		case float64:
			return strconv.FormatFloat(x, 'g', -1, 64)
		}
		return ""
	case kindNumber:
		switch x := v.(type) {
		case int64, float64:
			return x
		case string:
			if f, err := strconv.ParseFloat(x, 64); err == nil {
				return f
			}
		}
		return int64(0)
	case kindBool:
		switch x := v.(type) {
		case int64:
			return x != 0
		case float64:
			return x != 0
		}
		return false
	}
	return v
}

// scoringTables are the scoring tables parsed in Go, by the key the caller gives (a room id): one per key,
// while its text is the one given.
type scoringTables struct {
	mu    sync.Mutex
	byKey map[string]parsedScoringTable
}

// parsedScoringTable is a table as parsed from `text` (nil table: left to scoring.js).
type parsedScoringTable struct {
	text  string
	table *rules.ScoringTable
}

// maxScoringTables bounds the tables kept, as the JS runtimes bound theirs (store/caches.js).
const maxScoringTables = 100

// tableOf is the table of `key` while `text` is its text; a key's new text replaces its table.
func (s *scoringTables) tableOf(key, text string) *rules.ScoringTable {
	s.mu.Lock()
	kept, ok := s.byKey[key]
	s.mu.Unlock()
	if ok && kept.text == text {
		return kept.table
	}
	table, _ := rules.ParseScoringTable(text)
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.byKey) >= maxScoringTables {
		clear(s.byKey)
	}
	s.byKey[key] = parsedScoringTable{text: text, table: table}
	return table
}

// submission is scoring.js's scoreSubmission(table, answers, flags) for the table of that text, or null.
func (n *Natives) submission(vm *goja.Runtime, call goja.FunctionCall) goja.Value {
	key, okKey := textOf(call.Argument(0))
	// The table's text is not searched for U+FFFD: ParseScoringTable checks each text it reads from it.
	text, okText := call.Argument(1).(goja.String)
	answers, okAnswers := answersOf(call.Argument(2))
	flags, okFlags := flagsOf(call.Argument(3))
	if !okKey || !okText || !okAnswers || !okFlags {
		return goja.Null()
	}
	table := n.tables.tableOf(key, text.String())
	if table == nil {
		return goja.Null()
	}
	result := table.Score(answers, flags)
	exams := vm.NewObject()
	for _, e := range result.Exams {
		exam := vm.NewObject()
		_ = exam.Set("score", e.Score)
		_ = exam.Set("total", e.Total)
		_ = exams.Set(e.ID, exam)
	}
	out := vm.NewObject()
	_ = out.Set("score", result.Score)
	_ = out.Set("exams", exams)
	_ = out.Set("rawJson", result.RawJSON)
	_ = out.Set("verdicts", result.Verdicts)
	return out
}

// answersBodyValue is the body's JS value as validateAnswersBody makes it: { room, answers: [{ questionId,
// value }], flags }, fields in that order.
func answersBodyValue(vm *goja.Runtime, b rules.AnswersBody) goja.Value {
	answers := make([]any, len(b.Answers))
	for i, a := range b.Answers {
		item := vm.NewObject()
		_ = item.Set("questionId", a.QuestionID)
		_ = item.Set("value", a.Value)
		answers[i] = item
	}
	flags := make([]any, len(b.Flags))
	for i, id := range b.Flags {
		flags[i] = id
	}
	out := vm.NewObject()
	_ = out.Set("room", b.Room)
	_ = out.Set("answers", vm.NewArray(answers...))
	_ = out.Set("flags", vm.NewArray(flags...))
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
func answersOf(v goja.Value) ([]rules.Answer, bool) {
	items, ok := arrayItems(v)
	answers := make([]rules.Answer, len(items))
	for i, item := range items {
		object, isObject := item.(*goja.Object)
		if !ok || !isObject {
			return nil, false
		}
		var okID, okValue bool
		answers[i].QuestionID, okID = textOf(object.Get("questionId"))
		answers[i].Value, okValue = textOf(object.Get("value"))
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
