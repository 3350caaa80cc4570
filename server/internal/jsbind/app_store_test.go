package jsbind

import (
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/tools/store"
)

// appStore.values gives each key's value in the order asked, undefined for a key the store lacks, and
// refuses anything but an array of keys.
func TestAppStoreValuesReadsEachKeyInTurn(t *testing.T) {
	appStore := store.New[string, any](map[string]any{"gen": "g1", "entry": `{"a":1}`, "count": 3})
	vm := goja.New()
	New(nil, nil, appStore, nil).Bind(vm)
	got, err := vm.RunString(`const v = $answersheet.appStore.values(['gen', 'missing', 'entry', 'count']);
		JSON.stringify([v[0], typeof v[1], v[2], v[3], v.length])`)
	if err != nil {
		t.Fatal(err)
	}
	if want := `["g1","undefined","{\"a\":1}",3,4]`; got.String() != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	if _, err := vm.RunString(`$answersheet.appStore.values('gen')`); err == nil {
		t.Fatal("a key that is not in an array was read")
	}
}
