package jsbind

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/tools/store"

	"github.com/answersheet/server/internal/admission"
	"github.com/answersheet/server/internal/groupwrite"
	"github.com/answersheet/server/internal/hookstest"
	"github.com/answersheet/server/internal/poolread"
)

// pb_hooks/lib/native-bindings.d.ts types `$answersheet` for the hooks: each member bound here must be
// declared there with the same functions, and nothing declared that is not bound.

// declaredMembers reads the declarations: AnswersheetNatives's members, each with its interface's functions.
func declaredMembers(t *testing.T, text string) map[string][]string {
	t.Helper()
	interfaces := map[string]string{}
	for _, m := range regexp.MustCompile(`(?s)interface (\w+) \{(.*?)\n\}`).FindAllStringSubmatch(text, -1) {
		interfaces[m[1]] = m[2]
	}
	natives, ok := interfaces["AnswersheetNatives"]
	if !ok {
		t.Fatal("native-bindings.d.ts declares no AnswersheetNatives")
	}
	members := map[string][]string{}
	for _, m := range regexp.MustCompile(`(?m)^\s+(\w+): (\w+);`).FindAllStringSubmatch(natives, -1) {
		body, ok := interfaces[m[2]]
		if !ok {
			t.Fatalf("member %s's interface %s is not declared", m[1], m[2])
		}
		var functions []string
		for _, f := range regexp.MustCompile(`(?m)^\s+(\w+)(?:<[^>]*>)?\(`).FindAllStringSubmatch(body, -1) {
			functions = append(functions, f[1])
		}
		slices.Sort(functions)
		members[m[1]] = functions
	}
	return members
}

// boundMembers are the members of `$answersheet` in a runtime, each with its functions.
func boundMembers(vm *goja.Runtime) map[string][]string {
	members := map[string][]string{}
	native := vm.Get(Global).ToObject(vm)
	for _, name := range native.Keys() {
		var functions []string
		member := native.Get(name).ToObject(vm)
		for _, f := range member.Keys() {
			if _, ok := goja.AssertFunction(member.Get(f)); ok {
				functions = append(functions, f)
			}
		}
		slices.Sort(functions)
		members[name] = functions
	}
	return members
}

func TestDeclarationsMatchTheBindings(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(hookstest.LibDir, "native-bindings.d.ts"))
	if err != nil {
		t.Fatal(err)
	}
	declared := declaredMembers(t, string(text))
	writer := groupwrite.New(func() (*sql.DB, error) { return nil, errors.New("no database") }, 0, func() int { return 0 })
	vm := goja.New()
	New(writer, poolread.New(func() (*sql.DB, error) { return nil, errors.New("no database") }), store.New[string, any](nil), admission.NewTurns()).Bind(vm)
	bound := boundMembers(vm)
	if len(bound) < 4 {
		t.Fatalf("bound %v: the reading of $answersheet is broken", bound)
	}
	for name, functions := range bound {
		if !slices.Equal(declared[name], functions) {
			t.Errorf("%s: bound %v, declared %v", name, functions, declared[name])
		}
	}
	for name := range declared {
		if _, ok := bound[name]; !ok {
			t.Errorf("%s is declared but not bound", name)
		}
	}
}

// The check above fails on a declaration that lags: a function missing, or one too many.
func TestDeclarationsCheckFails(t *testing.T) {
	lagging := `interface NativeScoring {
  submission(key: string): null;
}
interface AnswersheetNatives {
  scoring: NativeScoring;
}`
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	declared, bound := declaredMembers(t, lagging), boundMembers(vm)
	if slices.Equal(declared["scoring"], bound["scoring"]) {
		t.Fatal("a declaration without normalize matched the bound scoring")
	}
}
