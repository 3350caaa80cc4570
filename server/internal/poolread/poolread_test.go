package poolread

import (
	"database/sql"
	"path/filepath"
	"reflect"
	"testing"

	_ "modernc.org/sqlite"

	"github.com/answersheet/server/internal/hookstest"
)

// A scratch database of two rooms, the second with no paused_at.
func scratchDB(t *testing.T, name string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec(`CREATE TABLE rooms (id TEXT PRIMARY KEY, paused_ms INTEGER, share REAL, paused_at TEXT);
		INSERT INTO rooms VALUES ('r1', 1500, 0.5, '2026-11-29 10:00:00.000Z'), ('r2', 0, 1, NULL)`); err != nil {
		t.Fatal(err)
	}
	return db
}

type row struct {
	columns []string
	values  []any
}

func readAll(t *testing.T, r *Reader, query string, params map[string]any) []row {
	t.Helper()
	var rows []row
	err := r.Query(query, params, func(columns []string, values []any) {
		rows = append(rows, row{columns, append([]any(nil), values...)})
	})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

const byRoom = "SELECT id, paused_ms, share, paused_at FROM rooms WHERE id = {:room} OR {:all}"

func TestQueryReadsEachRowWithItsParameters(t *testing.T) {
	db := scratchDB(t, "data.db")
	r := New(func() (*sql.DB, error) { return db, nil })
	rows := readAll(t, r, byRoom, map[string]any{"room": "r1", "all": false})
	want := []row{{[]string{"id", "paused_ms", "share", "paused_at"}, []any{"r1", int64(1500), 0.5, "2026-11-29 10:00:00.000Z"}}}
	if !reflect.DeepEqual(rows, want) {
		t.Fatalf("got %#v", rows)
	}
	rows = readAll(t, r, byRoom+" ORDER BY id", map[string]any{"room": "", "all": true})
	if len(rows) != 2 || rows[1].values[3] != nil {
		t.Fatalf("both rooms, NULL as nil: %#v", rows)
	}
	if len(readAll(t, r, byRoom, map[string]any{"room": "r9", "all": false})) != 0 {
		t.Fatal("a room that is not there was read")
	}
}

// The statements are prepared once; when the pool is another (the app opened its database again), they
// are prepared on it, and the old pool's closing does not fail the reads.
func TestStatementsFollowThePool(t *testing.T) {
	first, second := scratchDB(t, "first.db"), scratchDB(t, "second.db")
	current := first
	r := New(func() (*sql.DB, error) { return current, nil })
	params := map[string]any{"room": "r1", "all": false}
	readAll(t, r, byRoom, params)
	if len(r.stmts) != 1 {
		t.Fatalf("%d statements kept", len(r.stmts))
	}
	if _, err := second.Exec("UPDATE rooms SET paused_ms = 7 WHERE id = 'r1'"); err != nil {
		t.Fatal(err)
	}
	current = second
	_ = first.Close()
	if rows := readAll(t, r, byRoom, params); rows[0].values[1] != int64(7) {
		t.Fatalf("read the old pool: %#v", rows)
	}
}

func TestQueryFailsAsTheStatementDoes(t *testing.T) {
	db := scratchDB(t, "data.db")
	r := New(func() (*sql.DB, error) { return db, nil })
	if err := r.Query("SELECT nothing FROM rooms", nil, func([]string, []any) {}); err == nil {
		t.Fatal("a column that is not there was read")
	}
	if len(r.stmts) != 0 {
		t.Fatal("a statement that failed to prepare was kept")
	}
}

// A snapshot's reads see the database as its first read did: a write committed in between (by another
// connection, which the snapshot does not hold up) is not seen there, and is by a read after it.
func TestSnapshotReadsOneStateOfTheDatabase(t *testing.T) {
	db := hookstest.WALDatabase(t, "CREATE TABLE rooms (id TEXT PRIMARY KEY, paused_ms INTEGER); INSERT INTO rooms VALUES ('r1', 1)")
	r := New(func() (*sql.DB, error) { return db, nil })
	const paused = "SELECT paused_ms FROM rooms WHERE id = {:room}"
	params := map[string]any{"room": "r1"}
	var inside []any
	read := func(s *Snapshot) {
		if err := s.Query(paused, params, func(_ []string, values []any) { inside = append(inside, values[0]) }); err != nil {
			t.Fatal(err)
		}
	}
	err := r.InSnapshot(func(s *Snapshot) {
		read(s)
		// The snapshot's transaction is a reader's (not _txlock's BEGIN IMMEDIATE): the write goes through.
		if _, err := db.Exec("UPDATE rooms SET paused_ms = 2 WHERE id = 'r1'"); err != nil {
			t.Fatal(err)
		}
		read(s)
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(inside, []any{int64(1), int64(1)}) {
		t.Fatalf("read in the snapshot: %#v", inside)
	}
	if rows := readAll(t, r, paused, params); rows[0].values[0] != int64(2) {
		t.Fatalf("read after it: %#v", rows)
	}
}
