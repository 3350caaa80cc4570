package groupwrite

import (
	"database/sql"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// A scratch database with one table whose `name` is unique, on one connection as PocketBase's writer is.
func scratchDB(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "data.db")+"?_pragma=journal_mode(WAL)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec("CREATE TABLE people (id TEXT PRIMARY KEY, name TEXT UNIQUE NOT NULL, twice TEXT)"); err != nil {
		t.Fatal(err)
	}
	return db
}

func fixed(db *sql.DB) func() (*sql.DB, error) { return func() (*sql.DB, error) { return db, nil } }

func count(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM people").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

const insertPerson = "INSERT INTO people (id, name, twice) VALUES ({:id}, {:name}, {:name} || {:name})"
const insertPersonOnce = "INSERT OR IGNORE INTO people (id, name) VALUES ({:id}, {:name})"

func pending(query string, params map[string]any) *groupedWrite {
	return &groupedWrite{sql: query, params: params, done: make(chan groupedResult, 1)}
}

func withRead(write, read string, params map[string]any) *groupedWrite {
	w := pending(write, params)
	w.read = read
	return w
}

// Every write of a batch is written, with its own rows; a parameter named twice is bound to both places.
func TestGroupCommitWritesEachStatementOfABatch(t *testing.T) {
	db := scratchDB(t)
	g := &Writer{open: fixed(db), prepared: map[string]*sql.Stmt{}}
	batch := []*groupedWrite{
		pending(insertPerson, map[string]any{"id": "1", "name": "ann"}),
		pending(insertPersonOnce, map[string]any{"id": "2", "name": "ann"}), // ignored: rows 0
		pending(insertPerson, map[string]any{"id": "3", "name": "bob", "unused": 1}),
	}
	g.commit(batch)
	want := []int64{1, 0, 1}
	for i, w := range batch {
		r := <-w.done
		if r.err != nil || r.rows != want[i] {
			t.Fatalf("write %d: rows %d, err %v; want rows %d", i, r.rows, r.err, want[i])
		}
	}
	var twice string
	if err := db.QueryRow("SELECT twice FROM people WHERE id = '3'").Scan(&twice); err != nil || twice != "bobbob" {
		t.Fatalf("twice = %q, %v", twice, err)
	}
}

// A write's read runs after it, alone and in a shared transaction, and gives the rows as written, text as
// strings; a write that changed nothing reads nothing.
func TestGroupCommitReadsAfterTheWrite(t *testing.T) {
	db := scratchDB(t)
	g := &Writer{open: fixed(db), prepared: map[string]*sql.Stmt{}}
	upsert := "INSERT INTO people (id, name) VALUES ({:id}, {:name}) ON CONFLICT (name) DO UPDATE SET twice = 'again'"
	read := "SELECT id, twice, length(name) AS size FROM people WHERE name = {:name}"
	for _, size := range []int{1, 3} {
		batch := []*groupedWrite{}
		for i := 0; i < size; i++ {
			batch = append(batch, withRead(upsert, read, map[string]any{"id": string(rune('a' + i)), "name": "ann"}))
		}
		g.commit(batch)
		for i, w := range batch {
			r := <-w.done
			if r.err != nil || r.rows != 1 || len(r.read.Values) != 1 || !slices.Equal(r.read.Columns, []string{"id", "twice", "size"}) {
				t.Fatalf("batch of %d, write %d: %d rows, read %v, %v", size, i, r.rows, r.read, r.err)
			}
			row := r.read.Values[0]
			if row[0] != "a" || row[2] != int64(3) || (i > 0 || size == 3) && row[1] != "again" {
				t.Fatalf("batch of %d, write %d: %v", size, i, row)
			}
		}
	}
	w := withRead("UPDATE people SET twice = 'x' WHERE name = {:name}", read, map[string]any{"name": "nobody"})
	g.commit([]*groupedWrite{w})
	if r := <-w.done; r.err != nil || len(r.read.Values) != 0 {
		t.Fatalf("no row: %v, %v", r.read, r.err)
	}
}

// A write whose read fails (alone, or in a batch) is not kept: its caller gets the error and the others
// of the batch are written.
func TestGroupCommitKeepsNothingOfAWriteWhoseReadFailed(t *testing.T) {
	db := scratchDB(t)
	g := &Writer{open: fixed(db), prepared: map[string]*sql.Stmt{}}
	broken := "SELECT id FROM people WHERE name = {:name} AND 1 = abs(-9223372036854775808)" // integer overflow when run
	for _, size := range []int{1, 2} {
		batch := []*groupedWrite{withRead(insertPerson, broken, map[string]any{"id": "x", "name": "xavier"})}
		if size == 2 {
			batch = append(batch, pending(insertPerson, map[string]any{"id": "y", "name": "yann"}))
		}
		g.commit(batch)
		if r := <-batch[0].done; r.err == nil {
			t.Fatalf("batch of %d: the read's error was not given", size)
		}
		if size == 2 {
			if r := <-batch[1].done; r.err != nil || r.rows != 1 {
				t.Fatalf("the other write: rows %d, err %v", r.rows, r.err)
			}
		}
		var n int
		if err := db.QueryRow("SELECT count(*) FROM people WHERE id = 'x'").Scan(&n); err != nil || n != 0 {
			t.Fatalf("batch of %d: the write was kept (%d, %v)", size, n, err)
		}
	}
}

// A failing statement fails alone: the others of its batch are written and answered as if alone.
func TestGroupCommitKeepsEachStatementsOwnOutcome(t *testing.T) {
	db := scratchDB(t)
	g := &Writer{open: fixed(db), prepared: map[string]*sql.Stmt{}}
	batch := []*groupedWrite{
		pending(insertPerson, map[string]any{"id": "1", "name": "ann"}),
		pending(insertPerson, map[string]any{"id": "2", "name": "ann"}), // the unique name: refused
		pending(insertPerson, map[string]any{"id": "3", "name": "cy"}),
		pending("INSERT INTO nowhere (id) VALUES ({:id})", map[string]any{"id": "4"}),
	}
	g.commit(batch)
	for i, w := range batch {
		r := <-w.done
		failed := i == 1 || i == 3
		if failed != (r.err != nil) {
			t.Fatalf("write %d: err %v", i, r.err)
		}
		if i == 1 && !strings.Contains(r.err.Error(), "UNIQUE") {
			t.Fatalf("write 1: %v", r.err)
		}
	}
	if n := count(t, db); n != 2 {
		t.Fatalf("%d rows, want 2", n)
	}
}

// Writes handed over at once from many goroutines are all written, in fewer transactions than writes.
func TestGroupCommitSharesTransactionsUnderLoad(t *testing.T) {
	db := scratchDB(t)
	g := New(fixed(db), 5*time.Millisecond, func() int { return 50 })
	var wg sync.WaitGroup
	errs := make(chan error, 200)
	for i := 0; i < 200; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			rows, err := g.Exec(insertPerson, map[string]any{"id": string(rune('a'+i%26)) + strings.Repeat("x", i/26), "name": i})
			if err == nil && rows != 1 {
				err = sql.ErrNoRows
			}
			errs <- err
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := count(t, db); n != 200 {
		t.Fatalf("%d rows, want 200", n)
	}
}

// Under load a batch waits for writes still to come, but not once every request in flight is in it.
func TestGroupCommitWaitsOnlyForWritesThatMayCome(t *testing.T) {
	inFlight := 3
	g := &Writer{requests: make(chan *groupedWrite, 8), linger: time.Second, inFlight: func() int { return inFlight }}
	first := pending("", nil)
	g.requests <- pending("", nil)
	g.requests <- pending("", nil)
	start := time.Now()
	if batch := g.gather(first, 0); len(batch) != 3 || time.Since(start) > 500*time.Millisecond {
		t.Fatalf("batch of %d after %v: want the three at once", len(batch), time.Since(start))
	}

	inFlight = 3
	g.linger = 50 * time.Millisecond
	go func() { time.Sleep(10 * time.Millisecond); g.requests <- pending("", nil) }()
	if batch := g.gather(first, 2); len(batch) != 2 {
		t.Fatalf("batch of %d: want the first and the one that came while it waited", len(batch))
	}

	start = time.Now()
	if batch := g.gather(first, 2); len(batch) != 1 || time.Since(start) < 40*time.Millisecond {
		t.Fatalf("batch of %d after %v: want the first alone after the linger", len(batch), time.Since(start))
	}

	g.linger = time.Second
	start = time.Now()
	if batch := g.gather(first, 1); len(batch) != 1 || time.Since(start) > 500*time.Millisecond {
		t.Fatalf("batch of %d after %v: without load, the first at once", len(batch), time.Since(start))
	}
}

// A database opened again (a restored backup) gets its statements prepared again.
func TestGroupCommitPreparesAgainOnAnotherDatabase(t *testing.T) {
	first, second := scratchDB(t), scratchDB(t)
	current := first
	g := &Writer{open: func() (*sql.DB, error) { return current, nil }, prepared: map[string]*sql.Stmt{}}
	for i, db := range []*sql.DB{first, second} {
		current = db
		w := pending(insertPerson, map[string]any{"id": "1", "name": "ann"})
		g.commit([]*groupedWrite{w})
		if r := <-w.done; r.err != nil || r.rows != 1 {
			t.Fatalf("database %d: rows %d, err %v", i, r.rows, r.err)
		}
		if n := count(t, db); n != 1 {
			t.Fatalf("database %d: %d rows", i, n)
		}
	}
}
