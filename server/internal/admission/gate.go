// Package admission decides when an API request runs: the gate (a few requests a core at once, the rest
// wait their turn in Go) and the heavy routes' turns. Both name routes of pb_hooks/routes.pb.js by path
// patterns; routes_test.go holds each pattern to a route there.
package admission

import (
	"net/http"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Gate lets at most `slots` API requests run at once; the others wait their turn in a goroutine, in the
// order they came.
//
// Why (docs/operations.md, "An exam centre"): the JS hooks run in a pool of prewarmed runtimes, and a
// request that finds every runtime busy builds a one-off runtime of its own, which costs far more than the
// request itself. When 2,000 students press Submit in the same second, hundreds of runtimes were being
// built at once and the median student waited 13 s. The routes' work is mostly CPU in the JS engine, so a
// few requests per core keep the cores busy (8 a core: a write waiting for SQLite's one writer leaves
// others to run); more in flight only share the cores among them and each one takes longer. On two cores,
// 8 or 16 slots kept the centre's autosaves at a p99 of 110–220 ms where 50 gave 200–320 ms (and 2.4 s
// in one run), and the deadline was no slower. Queueing in Go costs nothing.
//
// Files, uploads and the realtime stream are not counted: a download or an open subscription runs no JS,
// and reading an upload (multipart, up to 200 MB) takes as long as the teacher's link does, which must not
// hold a slot that the students' requests wait for. Only the upload routes count as uploads (an exam's
// files, and PocketBase's records API, which takes files and avatars): a multipart content type on any
// other route waits for its slot like the rest. PB_API_CONCURRENCY overrides the number of slots.
type Gate struct{ slots chan struct{} }

func NewGate() *Gate {
	slots := 8 * runtime.GOMAXPROCS(0)
	if n, err := strconv.Atoi(os.Getenv("PB_API_CONCURRENCY")); err == nil && n > 0 {
		slots = n
	}
	return &Gate{slots: make(chan struct{}, slots)}
}

// InFlight is how many API requests hold a slot now.
func (g *Gate) InFlight() int { return len(g.slots) }

func (g *Gate) Handler() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "answersheetJsGate",
		// After the rate limiter, the body limit and the heavy routes' turns (heavy.go): a refused request
		// never waits for a slot.
		Priority: apis.DefaultBodyLimitMiddlewarePriority + 2,
		Func: func(e *core.RequestEvent) error {
			path := e.Request.URL.Path
			if !strings.HasPrefix(path, "/api/") ||
				strings.HasPrefix(path, "/api/files/") ||
				strings.HasPrefix(path, "/api/realtime") ||
				isUpload(e.Request) {
				return e.Next()
			}
			select {
			case g.slots <- struct{}{}:
			case <-e.Request.Context().Done():
				return e.Request.Context().Err()
			}
			defer func() { <-g.slots }()
			return e.Next()
		},
	}
}

// The routes that take files: an exam's files, and PocketBase's records API (create and update, where a
// record's files and a user's avatar are sent).
var uploadPaths = regexp.MustCompile(`^/api/(library/exams/[^/]+/files|collections/[^/]+/records(/[^/]+)?)$`)

// isUpload says whether a request is a multipart upload to a route that takes files.
func isUpload(r *http.Request) bool {
	return (r.Method == http.MethodPost || r.Method == http.MethodPatch) &&
		strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/form-data") &&
		uploadPaths.MatchString(r.URL.Path)
}
