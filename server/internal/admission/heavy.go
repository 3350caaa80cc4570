package admission

import (
	"bytes"
	"net/http"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Turns are the server's heavy turns (docs/architecture.md, "Heavy routes"): a bounded number of a teacher's
// heavy routes run at once across the server: the export, the item analysis, accepting an answer (a regrade),
// saving an exam (the editor's regrade), collecting a room, and a large room's full results list. Each one
// reads or rewrites every submission of a room; a few at once on two cores left the class's autosaves
// waiting seconds and PocketBase holding gigabytes.
//
// An export or the item analysis beyond the slots gets 429 with Retry-After at once (the screens say
// "Preparing…" and ask again); a full results list waits for up to heavyResultsWait first, and a write for up to
// heavyWriteWait, since the teacher pressed a button once. The same export asked again by the same caller
// while one runs is answered by the one running.
// One slot per two cores (one on two cores): on two cores, two results lists of a 2,000-student room at
// once took PocketBase past the compose file's 512 MB and the drafts' p99 to 389 ms (bench/heavy.ts).
// PB_HEAVY_CONCURRENCY overrides the number of slots.
//
// The routes are named here (HeavyTurns), bar the results list: only the route knows whether a poll's
// cursor holds, and a delta (what changed since the screen's last answer) is no heavy read, so the route
// takes its turn itself, through the hooks' binding, for a full list of a large room (ResultsTurn).
type Turns struct{ slots chan struct{} }

const (
	heavyRetryAfterSeconds = 2
	heavyWriteWait         = 15 * time.Second
	// An export larger than this is not kept for the callers waiting on it; they run their own.
	sharedExportMaxBytes = 32 << 20
	// How long a room's results list waits for its turn before its 429. Refused at once, teachers' screens
	// polling every 2 s fell into step with each other's refusals (30 of 41 polls answered 429 with four
	// screens open, bench/results-typing.ts) and saw nothing new for seconds; a list takes well under this.
	heavyResultsWait = 2 * time.Second
)

var (
	heavyReads = map[string]*regexp.Regexp{
		"export":    regexp.MustCompile(`^/api/room/results/[^/]+/export$`),
		"questions": regexp.MustCompile(`^/api/room/results/[^/]+/questions$`),
	}
	heavyWrites = []struct {
		method string
		path   *regexp.Regexp
	}{
		{http.MethodPost, regexp.MustCompile(`^/api/room/results/[^/]+/accept$`)},
		{http.MethodPost, regexp.MustCompile(`^/api/room/collect/[^/]+$`)},
		{http.MethodPut, regexp.MustCompile(`^/api/library/exams/[^/]+$`)},
	}
)

func NewTurns() *Turns {
	slots := max(1, runtime.GOMAXPROCS(0)/2)
	if n, err := strconv.Atoi(os.Getenv("PB_HEAVY_CONCURRENCY")); err == nil && n > 0 {
		slots = n
	}
	return &Turns{slots: make(chan struct{}, slots)}
}

// busy is the 429 of a heavy route that found no turn.
func busy(e *core.RequestEvent) *router.ApiError {
	e.Response.Header().Set("Retry-After", strconv.Itoa(heavyRetryAfterSeconds))
	return router.NewTooManyRequestsError("The server is preparing other results; try again in a moment.", nil)
}

// run calls fn in a turn, waited for up to `wait` (0: not at all); busy(e) when none came.
func (t *Turns) run(e *core.RequestEvent, wait time.Duration, fn func() error) error {
	if wait == 0 {
		select {
		case t.slots <- struct{}{}:
		default:
			return busy(e)
		}
	} else {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case t.slots <- struct{}{}:
		case <-timer.C:
			return busy(e)
		case <-e.Request.Context().Done():
			return e.Request.Context().Err()
		}
	}
	defer func() { <-t.slots }()
	return fn()
}

// ResultsTurn calls fn in a turn as a large room's full results list waits for one; false when none came
// within heavyResultsWait (or the request was given up), the request then answered 429 here.
func (t *Turns) ResultsTurn(e *core.RequestEvent, fn func()) bool {
	ran := false
	err := t.run(e, heavyResultsWait, func() error { ran = true; fn(); return nil })
	if apiErr, refused := err.(*router.ApiError); refused {
		_ = e.JSON(apiErr.Status, apiErr)
	}
	return ran
}

// HeavyTurns is the middleware that gives the routes named here their turns.
func HeavyTurns(turns *Turns) *hook.Handler[*core.RequestEvent] {
	exports := &sharedResponses{running: map[string]*sharedResponse{}}
	return &hook.Handler[*core.RequestEvent]{
		Id:       "answersheetHeavyTurns",
		Priority: apis.DefaultBodyLimitMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			method, path := e.Request.Method, e.Request.URL.Path
			if method == http.MethodGet && heavyReads["export"].MatchString(path) {
				key := path + "?" + e.Request.URL.RawQuery + "\x00" + e.Request.Header.Get("Authorization")
				return exports.do(e, key, func() error { return turns.run(e, 0, e.Next) })
			}
			if method == http.MethodGet && heavyReads["questions"].MatchString(path) {
				return turns.run(e, 0, e.Next)
			}
			for _, w := range heavyWrites {
				if method == w.method && w.path.MatchString(path) {
					return turns.run(e, heavyWriteWait, e.Next)
				}
			}
			return e.Next()
		},
	}
}

// sharedResponses answers a request from the response of the same request already running, if any.
type sharedResponses struct {
	mu      sync.Mutex
	running map[string]*sharedResponse
}

type sharedResponse struct {
	done   chan struct{}
	status int
	header http.Header
	body   *bytes.Buffer // nil when the response was not kept (too large, or it failed before writing)
}

func (s *sharedResponses) do(e *core.RequestEvent, key string, run func() error) error {
	s.mu.Lock()
	if shared, ok := s.running[key]; ok {
		s.mu.Unlock()
		select {
		case <-shared.done:
		case <-e.Request.Context().Done():
			return e.Request.Context().Err()
		}
		if shared.body == nil || shared.status != http.StatusOK {
			return run()
		}
		for name, values := range shared.header {
			e.Response.Header()[name] = values
		}
		e.Response.WriteHeader(shared.status)
		_, err := e.Response.Write(shared.body.Bytes())
		return err
	}
	shared := &sharedResponse{done: make(chan struct{})}
	s.running[key] = shared
	s.mu.Unlock()

	recorder := &recordingWriter{ResponseWriter: e.Response, body: &bytes.Buffer{}}
	e.Response = recorder
	defer func() {
		e.Response = recorder.ResponseWriter
		s.mu.Lock()
		delete(s.running, key)
		s.mu.Unlock()
		shared.status = recorder.status
		shared.header = recorder.Header().Clone()
		if !recorder.overflow && recorder.status != 0 {
			shared.body = recorder.body
		}
		close(shared.done)
	}()
	return run()
}

// recordingWriter passes a response on and keeps a copy of it, up to sharedExportMaxBytes.
type recordingWriter struct {
	http.ResponseWriter
	status   int
	body     *bytes.Buffer
	overflow bool
}

func (w *recordingWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *recordingWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if !w.overflow {
		if w.body.Len()+len(b) > sharedExportMaxBytes {
			w.overflow = true
			w.body = nil
		} else {
			w.body.Write(b)
		}
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets PocketBase see through to its own writer (Written, Status, Flush).
func (w *recordingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
