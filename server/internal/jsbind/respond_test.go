package jsbind

import (
	"net/http/httptest"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// respond.json sends the text as the JS gave it, with its length in bytes (UTF-8: an answer may hold any
// language) and the JSON type.
func TestRespondSendsTheTextWithItsLength(t *testing.T) {
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	recorder := httptest.NewRecorder()
	e := &core.RequestEvent{Event: router.Event{Response: recorder, Request: httptest.NewRequest("POST", "/", nil)}}
	_ = vm.Set("e", e)
	if _, err := vm.RunString(`$answersheet.respond.json(e, 201, '{"value":"Hà Nội — café"}')`); err != nil {
		t.Fatal(err)
	}
	body := `{"value":"Hà Nội — café"}`
	if recorder.Code != 201 || recorder.Body.String() != body {
		t.Fatalf("%d %q", recorder.Code, recorder.Body.String())
	}
	if got := recorder.Header().Get("Content-Length"); got != "31" || len(body) != 31 {
		t.Fatalf("Content-Length %s for %d bytes", got, len(body))
	}
	if got := recorder.Header().Get("Content-Type"); got != "application/json" {
		t.Fatalf("Content-Type %s", got)
	}
}
