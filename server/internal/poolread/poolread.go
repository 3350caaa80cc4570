// Package poolread runs reads of the JS routes in Go, on the app's pool of reading connections, each
// statement prepared once per pool. A read through PocketBase's query builder scans its row into a
// DynamicModel (a struct type made from the row's shape, each field then read by the JS through
// reflection): for the room load's one row of twenty fields that was a sixth of the route's CPU
// (docs/performance-log.md, 2026-11-29, afternoon). internal/jsbind binds it as `poolReader`.
package poolread

import (
	"context"
	"database/sql"
	"errors"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"github.com/answersheet/server/internal/routesql"
)

// Reader reads with the statements it prepared on the pool `open` gives.
type Reader struct {
	open func() (*sql.DB, error)

	mu    sync.Mutex
	db    *sql.DB // the pool the statements were prepared on
	stmts map[string]*sql.Stmt
}

// maxStatements bounds the statements kept: the routes' reads are fixed texts, far fewer.
const maxStatements = 256

// New makes a reader of the pool `open` gives at each read (a new pool, as after the app opened its
// database again, drops the statements prepared on the old one).
func New(open func() (*sql.DB, error)) *Reader {
	return &Reader{open: open, stmts: map[string]*sql.Stmt{}}
}

// AppPool is the app's pool of reading connections (PocketBase's ConcurrentDB), as New takes it.
func AppPool(app core.App) func() (*sql.DB, error) {
	return func() (*sql.DB, error) {
		builder, ok := app.ConcurrentDB().(*dbx.DB)
		if !ok || builder == nil {
			return nil, errors.New("pool read: the app's database is not open")
		}
		return builder.DB(), nil
	}
}

// Query runs a read (parameters named {:name}, as dbx names them) and calls row with each row's values, as
// routesql.EachRow gives them.
func (r *Reader) Query(query string, params map[string]any, row func(columns []string, values []any)) error {
	return r.query(nil, query, params, row)
}

// Snapshot is one read transaction on one connection of the pool (Reader.InSnapshot).
type Snapshot struct {
	r  *Reader
	tx *sql.Tx
}

// Query is Reader.Query in the snapshot: it sees the database as the snapshot's first read did.
func (s *Snapshot) Query(query string, params map[string]any, row func(columns []string, values []any)) error {
	return s.r.query(s.tx, query, params, row)
}

// InSnapshot calls fn with a read transaction of its own (BEGIN DEFERRED: a read-only transaction, never the
// writer's lock), ended when fn returns. A route's reads there see one state of the database, and read each
// page once: SQLite empties a connection's page cache whenever it begins a read after another connection
// wrote, which while a class types is every read, so several statements each on its own read fetched the
// same pages again, each into memory newly mapped (docs/performance-log.md, 2026-11-29, night).
func (r *Reader) InSnapshot(fn func(s *Snapshot)) error {
	db, err := r.open()
	if err != nil {
		return err
	}
	tx, err := db.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	fn(&Snapshot{r: r, tx: tx})
	return nil
}

// query runs a read on the pool, or in the transaction `tx` when not nil.
func (r *Reader) query(tx *sql.Tx, query string, params map[string]any, row func(columns []string, values []any)) error {
	stmt, err := r.statement(query)
	if err != nil {
		return err
	}
	if tx != nil {
		stmt = tx.Stmt(stmt)
		defer stmt.Close()
	}
	rows, err := stmt.Query(routesql.Args(params)...)
	if err != nil {
		return err
	}
	return routesql.EachRow(rows, row)
}

// statement is query prepared on the current pool, once.
func (r *Reader) statement(query string) (*sql.Stmt, error) {
	db, err := r.open()
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if db != r.db || len(r.stmts) >= maxStatements {
		// Statements of an old pool are closed with it; those dropped for room are left to close with
		// theirs, as another read may still be running one.
		clear(r.stmts)
		r.db = db
	}
	if stmt, ok := r.stmts[query]; ok {
		return stmt, nil
	}
	stmt, err := db.Prepare(routesql.Statement(query))
	if err != nil {
		return nil, err
	}
	r.stmts[query] = stmt
	return stmt, nil
}
