package hookstest

import (
	"database/sql"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	_ "modernc.org/sqlite"
)

// RequestEvent is a route's event for a request of `method` to `path`, its answer kept by the recorder.
func RequestEvent(method, path string) (*core.RequestEvent, *httptest.ResponseRecorder) {
	recorder := httptest.NewRecorder()
	e := &core.RequestEvent{Event: router.Event{Request: httptest.NewRequest(method, path, nil), Response: recorder}}
	return e, recorder
}

// WALDatabase is a database of the test's own, opened as the app's is (WAL, transactions begun IMMEDIATE),
// made by `schema`.
func WALDatabase(t testing.TB, schema string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "wal.db")+"?_pragma=journal_mode(WAL)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec(schema); err != nil {
		t.Fatal(err)
	}
	return db
}
