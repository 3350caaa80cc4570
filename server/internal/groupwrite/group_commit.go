// Package groupwrite is the group writer: the drafts and submissions that arrive at once, committed in one
// transaction, each with its own outcome.
package groupwrite

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"github.com/answersheet/server/internal/routesql"
)

// Writer writes the statements the JS routes hand it in shared transactions (docs/architecture.md,
// "Group commit"): a statement that arrives while another batch is committing waits for it and is then
// committed with every other one that arrived meanwhile, in one transaction; a statement that finds the
// writer idle runs at once, alone. SQLite writes every page a transaction changed to the WAL at its
// commit: a submission changes the last pages of its table and indexes and those of the draft it removes,
// besides its own overflow pages, so a class's submissions (and drafts) committed one by one wrote the same
// few pages again and again.
//
// Each statement keeps its own outcome: when one of a shared transaction fails, the transaction is rolled
// back and each statement runs again alone, so an error reaches only its own caller.
//
// The JS routes call it through pb_hooks/lib/native.js as `groupCommit.exec(sql, params)` (the rows the
// statement changed) or `groupCommit.writeRead(write, read, params, shape)` (a read's rows, run after the
// write in its transaction when it changed a row), bound in internal/jsbind. Without it the routes run the
// statements themselves.
type Writer struct {
	// The database the writes go to: the app's one writing connection pool (AppWriter).
	open     func() (*sql.DB, error)
	requests chan *groupedWrite
	// How long a batch under load waits for more writes, and how many API requests are in flight (gate.go):
	// waiting is pointless once every one of them is in the batch.
	linger   time.Duration
	inFlight func() int

	// The statements prepared on db (writes and their reads); the writer's goroutine alone reads and
	// changes them.
	db       *sql.DB
	prepared map[string]*sql.Stmt
}

type groupedWrite struct {
	sql    string
	params map[string]any
	// A read run right after the statement, in its transaction, when the statement changed a row; its rows
	// are what the caller gets back (WriteRead). '' for none: the caller gets the count (Exec).
	read string
	done chan groupedResult
}

// What a caller gets back: the rows its statement changed, and the rows of its read (none when it changed
// none).
type groupedResult struct {
	rows int64
	read Rows
	err  error
}

// Rows are a read's rows: its columns, and each row's values in their order (text as strings, integers as
// int64, reals as float64, NULL as nil).
type Rows struct {
	Columns []string
	Values  [][]any
}

// The prepared statements of one write: the statement, and its read (nil for none).
type statements struct {
	write, read *sql.Stmt
}

// in is the statements as run inside tx.
func (s statements) in(tx *sql.Tx) statements {
	bound := statements{write: tx.Stmt(s.write)}
	if s.read != nil {
		bound.read = tx.Stmt(s.read)
	}
	return bound
}

// groupMax bounds a batch: a longer transaction holds back PocketBase's own writes for longer.
const groupMax = 64

func New(open func() (*sql.DB, error), linger time.Duration, inFlight func() int) *Writer {
	g := &Writer{
		open:     open,
		requests: make(chan *groupedWrite, 1024),
		linger:   linger,
		inFlight: inFlight,
		prepared: map[string]*sql.Stmt{},
	}
	go g.run()
	return g
}

// Exec hands one statement to the writer and waits for its outcome: the rows it changed.
func (g *Writer) Exec(query string, params map[string]any) (int64, error) {
	r := g.hand(query, "", params)
	return r.rows, r.err
}

// WriteRead hands one statement to the writer with a read (the same params) that runs right after it, in
// the same transaction, when it changed a row: the read's rows, none when the write changed nothing. It
// stands for RETURNING, which SQLite runs through a temporary table of its own: a b-tree and its page
// cache opened and closed at every write, whose memory is mapped from the OS and unmapped again
// (docs/performance-log.md, 2026-11-29, evening).
func (g *Writer) WriteRead(write, read string, params map[string]any) (Rows, error) {
	r := g.hand(write, read, params)
	return r.read, r.err
}

func (g *Writer) hand(write, read string, params map[string]any) groupedResult {
	w := &groupedWrite{sql: write, params: params, read: read, done: make(chan groupedResult, 1)}
	g.requests <- w
	return <-w.done
}

func (g *Writer) run() {
	last := 0
	for first := range g.requests {
		batch := g.gather(first, last)
		last = len(batch)
		g.commit(batch)
	}
}

// gather makes a batch of the first write and those waiting behind it. Under load (the last batch had
// company) it waits up to g.linger for more, while some request in flight is not yet in the batch.
func (g *Writer) gather(first *groupedWrite, last int) []*groupedWrite {
	batch := []*groupedWrite{first}
waiting:
	for len(batch) < groupMax {
		select {
		case next := <-g.requests:
			batch = append(batch, next)
		default:
			break waiting
		}
	}
	if g.linger <= 0 || (last < 2 && len(batch) < 2) {
		return batch
	}
	timer := time.NewTimer(g.linger)
	defer timer.Stop()
	for len(batch) < groupMax && len(batch) < g.inFlight() {
		select {
		case next := <-g.requests:
			batch = append(batch, next)
		case <-timer.C:
			return batch
		}
	}
	return batch
}

// commit runs a batch: alone when it is one statement without a read, else in one shared transaction. When
// a statement of the shared transaction fails, nothing of it is kept and each statement runs again alone
// (with its read, in a transaction of its own), so that each caller gets its own statement's outcome; when
// the transaction cannot begin or commit (the database is busy: another process writes), every caller gets
// that error and tries again as it would alone.
func (g *Writer) commit(batch []*groupedWrite) {
	db, err := g.database()
	if err != nil {
		finish(batch, err)
		return
	}
	// Prepared before the transaction (the pool has one connection, which the transaction holds); a
	// statement SQLite refuses to prepare is its caller's error alone.
	ready := batch[:0:0]
	stmts := make([]statements, 0, len(batch))
	for _, w := range batch {
		s, err := g.statements(db, w)
		if err != nil {
			w.done <- groupedResult{err: err}
			continue
		}
		ready = append(ready, w)
		stmts = append(stmts, s)
	}
	batch = ready
	if len(batch) > 1 {
		results, _, err := transaction(db, batch, stmts)
		if err != nil {
			finish(batch, err)
			return
		}
		if results != nil {
			for i, w := range batch {
				w.done <- results[i]
			}
			return
		}
	}
	for i, w := range batch {
		w.done <- alone(db, stmts[i], w)
	}
}

// alone runs one statement by itself: as it is, or with its read in a transaction of their own.
func alone(db *sql.DB, s statements, w *groupedWrite) groupedResult {
	if s.read == nil {
		return execute(s, w)
	}
	results, failed, err := transaction(db, []*groupedWrite{w}, []statements{s})
	if err != nil {
		return groupedResult{err: err}
	}
	if results == nil {
		return failed
	}
	return results[0]
}

// execute runs one statement (in its own transaction, or in the one it was made for) and, when it changed a
// row, its read: the rows it changed, and the read's rows.
func execute(s statements, w *groupedWrite) groupedResult {
	res, err := s.write.Exec(routesql.Args(w.params)...)
	if err != nil {
		return groupedResult{err: err}
	}
	rows, _ := res.RowsAffected()
	if s.read == nil || rows == 0 {
		return groupedResult{rows: rows}
	}
	read, err := s.read.Query(routesql.Args(w.params)...)
	if err != nil {
		return groupedResult{err: err}
	}
	found, err := readRows(read)
	return groupedResult{rows: rows, read: found, err: err}
}

// readRows reads every row, and closes them.
func readRows(rows *sql.Rows) (Rows, error) {
	var read Rows
	err := routesql.EachRow(rows, func(columns []string, values []any) {
		read.Columns = columns
		read.Values = append(read.Values, append([]any(nil), values...))
	})
	return read, err
}

// transaction runs the statements in one transaction: each one's result; nil (nothing written) and the
// failed statement's result when one failed; an error when the transaction could not begin or commit.
func transaction(db *sql.DB, batch []*groupedWrite, stmts []statements) ([]groupedResult, groupedResult, error) {
	tx, err := db.BeginTx(context.Background(), nil)
	if err != nil {
		return nil, groupedResult{}, err
	}
	results := make([]groupedResult, len(batch))
	for i, w := range batch {
		if results[i] = execute(stmts[i].in(tx), w); results[i].err != nil {
			_ = tx.Rollback()
			return nil, results[i], nil
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, groupedResult{}, err
	}
	return results, groupedResult{}, nil
}

// finish answers every caller of the batch with the same error.
func finish(batch []*groupedWrite, err error) {
	for _, w := range batch {
		w.done <- groupedResult{err: err}
	}
}

// database is where the batch goes; the statements prepared on an earlier database are dropped (the app
// opened its database again: a restored backup).
func (g *Writer) database() (*sql.DB, error) {
	db, err := g.open()
	if err != nil {
		return nil, err
	}
	if db != g.db {
		for _, stmt := range g.prepared {
			_ = stmt.Close()
		}
		g.db = db
		g.prepared = map[string]*sql.Stmt{}
	}
	return db, nil
}

// AppWriter is the app's one writing connection pool, PocketBase's NonconcurrentDB.
func AppWriter(app core.App) func() (*sql.DB, error) {
	return func() (*sql.DB, error) {
		builder, ok := app.NonconcurrentDB().(*dbx.DB)
		if !ok || builder == nil {
			return nil, errors.New("group commit: the app's database is not open")
		}
		return builder.DB(), nil
	}
}

// statements are a write's statement and its read, each prepared once.
func (g *Writer) statements(db *sql.DB, w *groupedWrite) (statements, error) {
	write, err := g.statement(db, w.sql)
	if err != nil || w.read == "" {
		return statements{write: write}, err
	}
	read, err := g.statement(db, w.read)
	return statements{write: write, read: read}, err
}

// statement prepares a statement once: SQLite parsing and planning it at every write cost a tenth of it.
func (g *Writer) statement(db *sql.DB, query string) (*sql.Stmt, error) {
	if stmt, ok := g.prepared[query]; ok {
		return stmt, nil
	}
	stmt, err := db.Prepare(routesql.Statement(query))
	if err != nil {
		return nil, err
	}
	g.prepared[query] = stmt
	return stmt, nil
}

// groupLinger is how long a batch under load waits for more writes: PB_GROUP_COMMIT_LINGER (a Go duration,
// 0 for none) or groupLingerDefault.
func Linger() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("PB_GROUP_COMMIT_LINGER")); err == nil && d >= 0 {
		return d
	}
	return groupLingerDefault
}

const groupLingerDefault = 2 * time.Millisecond
