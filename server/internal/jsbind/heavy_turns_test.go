package jsbind

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/admission"
	"github.com/answersheet/server/internal/hookstest"
)

// A large room's full results list runs in a heavy turn: the JS function runs and true is answered; what
// it throws reaches the JS that asked, and its turn is given back.
func TestHeavyTurnsRunTheListAndThrowOn(t *testing.T) {
	t.Setenv("PB_HEAVY_CONCURRENCY", "1")
	vm := goja.New()
	New(nil, nil, nil, admission.NewTurns()).Bind(vm)
	e, _ := hookstest.RequestEvent("GET", "/api/room/results/r1")
	_ = vm.Set("e", e)
	got, err := vm.RunString(`
		let built = 0;
		const ran = $answersheet.heavyTurns.results(e, () => { built++; });
		let caught = '';
		try { $answersheet.heavyTurns.results(e, () => { throw new Error('no list'); }); }
		catch (error) { caught = String(error.message); }
		// The one slot came back after the throw: this one runs too.
		const again = $answersheet.heavyTurns.results(e, () => { built++; });
		[ran, built, caught, again].join(' ')`)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != "true 2 no list true" {
		t.Fatalf("got %q", got.String())
	}
}

// With every turn taken, the list waits, then its request is answered 429 with Retry-After and false.
func TestHeavyTurnsRefuseWhenNoneComes(t *testing.T) {
	t.Setenv("PB_HEAVY_CONCURRENCY", "1")
	turns := admission.NewTurns()
	holding, release := make(chan struct{}), make(chan struct{})
	held, _ := hookstest.RequestEvent("GET", "/api/room/results/r1")
	go turns.ResultsTurn(held, func() { close(holding); <-release })
	<-holding
	defer close(release)

	vm := goja.New()
	New(nil, nil, nil, turns).Bind(vm)
	e, recorder := hookstest.RequestEvent("GET", "/api/room/results/r1")
	_ = vm.Set("e", e)
	got, err := vm.RunString(`let built = false; [$answersheet.heavyTurns.results(e, () => { built = true; }), built].join(' ')`)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != "false false" {
		t.Fatalf("got %q", got.String())
	}
	if recorder.Code != 429 || recorder.Header().Get("Retry-After") != "2" {
		t.Fatalf("answered %d, Retry-After %q", recorder.Code, recorder.Header().Get("Retry-After"))
	}
}
