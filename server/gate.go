package main

import (
	"os"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// jsGate lets at most `slots` API requests run at once; the others wait their turn in a goroutine.
//
// Why (docs/operations.md, "An exam centre"): the JS hooks run in a pool of prewarmed runtimes, and a
// request that finds every runtime busy builds a one-off runtime of its own, which costs far more than the
// request itself. When 2,000 students press Submit in the same second, hundreds of runtimes were being
// built at once and the median student waited 13 s. Queueing in Go costs nothing, and with two cores a
// few dozen requests in flight already keep them busy.
//
// Files and the realtime stream run no JS and may be long (a 200 MB recording, an open subscription):
// they are not counted. PB_API_CONCURRENCY overrides the number of slots.
func jsGate(poolSize int) *hook.Handler[*core.RequestEvent] {
	slots := poolSize / 2
	if n, err := strconv.Atoi(os.Getenv("PB_API_CONCURRENCY")); err == nil && n > 0 {
		slots = n
	}
	if slots < 1 {
		slots = 1
	}
	gate := make(chan struct{}, slots)
	return &hook.Handler[*core.RequestEvent]{
		Id: "answersheetJsGate",
		// After the rate limiter and the body limit: a refused request never waits for a slot.
		Priority: apis.DefaultBodyLimitMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			path := e.Request.URL.Path
			if !strings.HasPrefix(path, "/api/") ||
				strings.HasPrefix(path, "/api/files/") ||
				strings.HasPrefix(path, "/api/realtime") {
				return e.Next()
			}
			select {
			case gate <- struct{}{}:
			case <-e.Request.Context().Done():
				return e.Request.Context().Err()
			}
			defer func() { <-gate }()
			return e.Next()
		},
	}
}
