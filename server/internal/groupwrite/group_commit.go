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
// statement changed) or `groupCommit.query(sql, params)` (the rows a statement with RETURNING gave), bound
// in internal/jsbind. Without it the routes run the statement themselves.
type Writer struct {
	// The database the writes go to: the app's one writing connection pool (AppWriter).
	open     func() (*sql.DB, error)
	requests chan *groupedWrite
	// How long a batch under load waits for more writes, and how many API requests are in flight (gate.go):
	// waiting is pointless once every one of them is in the batch.
	linger   time.Duration
	inFlight func() int

	// The statements prepared on db; the writer's goroutine alone reads and changes them.
	db       *sql.DB
	prepared map[string]*sql.Stmt
}

type groupedWrite struct {
	sql    string
	params map[string]any
	// Whether the caller wants the rows the statement returns (RETURNING), not the count it changed.
	returning bool
	done      chan groupedResult
}

// What a caller gets back: the rows its statement changed (Exec), or those it returned (Query).
type groupedResult struct {
	rows     int64
	returned []map[string]any
	err      error
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
	r := g.hand(query, params, false)
	return r.rows, r.err
}

// Query hands one statement with RETURNING to the writer and waits for the rows it returned.
func (g *Writer) Query(query string, params map[string]any) ([]map[string]any, error) {
	r := g.hand(query, params, true)
	return r.returned, r.err
}

func (g *Writer) hand(query string, params map[string]any, returning bool) groupedResult {
	w := &groupedWrite{sql: query, params: params, returning: returning, done: make(chan groupedResult, 1)}
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

// commit runs a batch: alone when it is one statement, else in one shared transaction. When a statement of
// the shared transaction fails, nothing of it is kept and each statement runs again alone, so that each
// caller gets its own statement's outcome; when the transaction cannot begin or commit (the database is
// busy: another process writes), every caller gets that error and tries again as it would alone.
func (g *Writer) commit(batch []*groupedWrite) {
	db, err := g.database()
	if err != nil {
		finish(batch, err)
		return
	}
	// Prepared before the transaction (the pool has one connection, which the transaction holds); a
	// statement SQLite refuses to prepare is its caller's error alone.
	ready := batch[:0:0]
	stmts := make([]*sql.Stmt, 0, len(batch))
	for _, w := range batch {
		stmt, err := g.statement(db, w.sql)
		if err != nil {
			w.done <- groupedResult{err: err}
			continue
		}
		ready = append(ready, w)
		stmts = append(stmts, stmt)
	}
	batch = ready
	if len(batch) > 1 {
		results, err := shared(db, batch, stmts)
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
		w.done <- execute(stmts[i], w)
	}
}

// execute runs one statement (in its own transaction, or in the shared one it was made for): the rows it
// changed, or those it returned.
func execute(stmt *sql.Stmt, w *groupedWrite) groupedResult {
	if !w.returning {
		res, err := stmt.Exec(routesql.Args(w.params)...)
		if err != nil {
			return groupedResult{err: err}
		}
		rows, _ := res.RowsAffected()
		return groupedResult{rows: rows}
	}
	rows, err := stmt.Query(routesql.Args(w.params)...)
	if err != nil {
		return groupedResult{err: err}
	}
	returned, err := readRows(rows)
	return groupedResult{returned: returned, err: err}
}

// readRows reads every row as a map of its columns (text as strings), and closes them.
func readRows(rows *sql.Rows) ([]map[string]any, error) {
	read := []map[string]any{}
	err := routesql.EachRow(rows, func(columns []string, values []any) {
		row := make(map[string]any, len(columns))
		for i, name := range columns {
			row[name] = values[i]
		}
		read = append(read, row)
	})
	return read, err
}

// shared runs the batch in one transaction: each statement's result; nil (nothing written) when a
// statement failed; an error when the transaction could not begin or commit.
func shared(db *sql.DB, batch []*groupedWrite, stmts []*sql.Stmt) ([]groupedResult, error) {
	tx, err := db.BeginTx(context.Background(), nil)
	if err != nil {
		return nil, err
	}
	results := make([]groupedResult, len(batch))
	for i, w := range batch {
		if results[i] = execute(tx.Stmt(stmts[i]), w); results[i].err != nil {
			_ = tx.Rollback()
			return nil, nil
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return results, nil
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
