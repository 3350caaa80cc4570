package jsbind

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/hookstest"
	"github.com/answersheet/server/internal/poolread"
)

// poolReader.all gives each row as a plain object typed by the shape, as a DynamicModel of that shape would
// (store/prepared.js's readAll): booleans from integers, numbers, text, and a NULL as its field's zero.
func TestPoolReaderShapesTheRows(t *testing.T) {
	db := scratchDB(t, `CREATE TABLE guests (uuid TEXT, gated INTEGER, extra REAL, email TEXT);
		INSERT INTO guests VALUES ('u1', 1, 12.5, 'ann@example.com'), ('u2', 0, NULL, NULL)`)
	vm := goja.New()
	New(nil, poolread.New(func() (*sql.DB, error) { return db, nil }), nil, nil).Bind(vm)
	read := `JSON.stringify($answersheet.poolReader.all(
		'SELECT uuid, gated, extra, email, gated AS seen, extra AS level FROM guests WHERE uuid >= {:from} ORDER BY uuid',
		{ from: 'u' }, { uuid: '', gated: false, extra: 0, email: '', seen: 0, level: '' }))`
	got, err := vm.RunString(read)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"uuid":"u1","gated":true,"extra":12.5,"email":"ann@example.com","seen":1,"level":"12.5"},` +
		`{"uuid":"u2","gated":false,"extra":0,"email":"","seen":0,"level":""}]`
	if got.String() != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	if _, err := vm.RunString(`$answersheet.poolReader.all('SELECT nothing FROM guests', {}, {})`); err == nil {
		t.Fatal("a failed read did not throw")
	}
}

// scratchDB is a database of its own for a test, on one connection as PocketBase's writer is, made by `schema`.
func scratchDB(t *testing.T, schema string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { _ = db.Close() })
	if _, err := db.Exec(schema); err != nil {
		t.Fatal(err)
	}
	return db
}

// poolReader.inSnapshot: the reads of its function (and of one nested in it) see one state of the database,
// it answers the function's value, and what the function throws is thrown on with the snapshot ended.
func TestPoolReaderInSnapshot(t *testing.T) {
	db := hookstest.WALDatabase(t, "CREATE TABLE rooms (id TEXT, n INTEGER); INSERT INTO rooms VALUES ('r1', 1)")
	vm := goja.New()
	New(nil, poolread.New(func() (*sql.DB, error) { return db, nil }), nil, nil).Bind(vm)
	_ = vm.Set("write", func(n int) {
		if _, err := db.Exec("UPDATE rooms SET n = ?", n); err != nil {
			panic(vm.NewGoError(err))
		}
	})
	got, err := vm.RunString(`
		const reader = $answersheet.poolReader;
		const n = () => reader.all('SELECT n FROM rooms', {}, { n: 0 })[0].n;
		const seen = reader.inSnapshot(() => {
			const first = n();
			write(2);
			return [first, n(), reader.inSnapshot(() => n())];
		});
		let thrown = '';
		try { reader.inSnapshot(() => { n(); throw new Error('stop'); }); } catch (error) { thrown = error.message; }
		seen.concat([n(), thrown]).join(' ')`)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != "1 1 1 2 stop" {
		t.Fatalf("got %q", got.String())
	}
}
