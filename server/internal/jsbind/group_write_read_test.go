package jsbind

import (
	"database/sql"
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/groupwrite"
)

// groupCommit.writeRead gives the read's rows after the write, typed by the shape as poolReader.all's are;
// none when the write changed nothing; a failed write throws.
func TestGroupWriteReadShapesTheRowsAfterTheWrite(t *testing.T) {
	db := scratchDB(t, `CREATE TABLE drafts (id TEXT PRIMARY KEY, guest TEXT UNIQUE NOT NULL, base INTEGER, at TEXT)`)
	writer := groupwrite.New(func() (*sql.DB, error) { return db, nil }, 0, func() int { return 1 })
	vm := goja.New()
	New(writer, nil, nil, nil).Bind(vm)
	save := `JSON.stringify($answersheet.groupCommit.writeRead(
		'INSERT INTO drafts (id, guest, base, at) VALUES ({:id}, {:guest}, 7, {:at}) ON CONFLICT (guest) DO UPDATE SET at = excluded.at',
		'SELECT id, at, base, base AS started, base > 0 AS paused FROM drafts WHERE guest = {:guest}',
		{ id: ID, guest: 'g1', at: AT }, { id: '', at: '', base: 0, started: '', paused: false }))`
	for _, step := range []struct{ id, at, want string }{
		{"d1", "10:00", `[{"id":"d1","at":"10:00","base":7,"started":"7","paused":true}]`},
		{"d2", "10:01", `[{"id":"d1","at":"10:01","base":7,"started":"7","paused":true}]`},
	} {
		_ = vm.Set("ID", step.id)
		_ = vm.Set("AT", step.at)
		got, err := vm.RunString(save)
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != step.want {
			t.Fatalf("got  %s\nwant %s", got, step.want)
		}
	}
	none, err := vm.RunString(`JSON.stringify($answersheet.groupCommit.writeRead(
		'UPDATE drafts SET at = {:at} WHERE guest = {:guest}', 'SELECT id FROM drafts', { at: 'x', guest: 'nobody' }, { id: '' }))`)
	if err != nil || none.String() != "[]" {
		t.Fatalf("a write that changed nothing: %v, %v", none, err)
	}
	if _, err := vm.RunString(`$answersheet.groupCommit.writeRead('INSERT INTO nowhere VALUES (1)', 'SELECT 1', {}, {})`); err == nil {
		t.Fatal("a failed write did not throw")
	}
}
