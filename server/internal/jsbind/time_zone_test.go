package jsbind

import (
	"testing"

	"github.com/dop251/goja"
)

func TestTimeZoneBinding(t *testing.T) {
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	run := func(src string) goja.Value {
		t.Helper()
		v, err := vm.RunString(src)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, name := range []string{"Asia/Ho_Chi_Minh", "Europe/London", "UTC", "America/Argentina/Buenos_Aires"} {
		if !run(`$answersheet.timeZone.valid("` + name + `")`).ToBoolean() {
			t.Errorf("%s refused", name)
		}
	}
	for _, name := range []string{"", "Local", "Mars/Olympus", "../etc/passwd", "asia/nowhere"} {
		if run(`$answersheet.timeZone.valid("` + name + `")`).ToBoolean() {
			t.Errorf("%q taken", name)
		}
	}
	// 2026-11-28 03:41:07.512Z, as the teacher in Ho Chi Minh City reads it, and in London.
	ms := "Date.UTC(2026, 10, 28, 3, 41, 7, 512)"
	if got := run(`$answersheet.timeZone.local(` + ms + `, "Asia/Ho_Chi_Minh")`).String(); got != "2026-11-28 10:41" {
		t.Errorf("Ho Chi Minh: %s", got)
	}
	if got := run(`$answersheet.timeZone.local(Date.UTC(2026, 6, 1, 23, 30), "Europe/London")`).String(); got != "2026-07-02 00:30" {
		t.Errorf("London in summer: %s", got)
	}
	if got := run(`$answersheet.timeZone.local(0, "Nowhere/Else")`).String(); got != "" {
		t.Errorf("unknown zone: %s", got)
	}
}
