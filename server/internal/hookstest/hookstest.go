// Package hookstest is what the Go tests share: modules of pb_hooks/lib loaded into a goja runtime, for the
// tests that hold our Go equal to the JS it stands beside, and the fixtures of fixtures.go. Only tests
// import it.
package hookstest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/dop251/goja"
)

// LibDir is pb_hooks/lib, from a package folder of server/internal (where go test runs a package's tests).
const LibDir = "../../../pb_hooks/lib"

// Modules loads modules of pb_hooks/lib into a runtime as PocketBase does (CommonJS, each module's
// `require` relative to its own folder, each loaded once): require(path under LibDir) → its exports.
func Modules(t testing.TB, vm *goja.Runtime) func(path string) goja.Value {
	t.Helper()
	loaded := map[string]*goja.Object{}
	var load func(path string) goja.Value
	load = func(path string) goja.Value {
		if module, ok := loaded[path]; ok {
			return module.Get("exports")
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		fn, err := vm.RunScript(path, "(function (module, exports, require) {"+string(src)+"\n})")
		if err != nil {
			t.Fatal(err)
		}
		module := vm.NewObject()
		exports := vm.NewObject()
		_ = module.Set("exports", exports)
		loaded[path] = module
		require := func(rel string) goja.Value { return load(filepath.Join(filepath.Dir(path), rel)) }
		call, _ := goja.AssertFunction(fn)
		if _, err := call(goja.Undefined(), module, exports, vm.ToValue(require)); err != nil {
			t.Fatal(err)
		}
		return module.Get("exports")
	}
	return func(path string) goja.Value { return load(filepath.Join(LibDir, path)) }
}
