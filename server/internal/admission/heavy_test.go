package admission

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"github.com/answersheet/server/internal/hookstest"
)

func exportEvent() (*core.RequestEvent, *httptest.ResponseRecorder) {
	return hookstest.RequestEvent(http.MethodGet, "/api/room/results/r1/export")
}

// The same export asked while one runs is answered by the one running: the export runs once.
func TestSharedResponsesAnswerTheSecondCallerFromTheFirst(t *testing.T) {
	shared := &sharedResponses{running: map[string]*sharedResponse{}}
	started := make(chan struct{})
	release := make(chan struct{})
	runs := 0
	first, firstOut := exportEvent()
	second, secondOut := exportEvent()

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = shared.do(first, "key", func() error {
			runs++
			close(started)
			<-release
			first.Response.Header().Set("Content-Type", "text/csv")
			first.Response.WriteHeader(http.StatusOK)
			_, err := first.Response.Write([]byte("Name\r\nAda\r\n"))
			return err
		})
	}()
	<-started
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = shared.do(second, "key", func() error { runs++; return nil })
	}()
	// Time for the second caller to find the first running (under load, generously).
	time.Sleep(300 * time.Millisecond)
	close(release)
	wg.Wait()

	if runs != 1 {
		t.Fatalf("the export ran %d times, want 1", runs)
	}
	for name, out := range map[string]*httptest.ResponseRecorder{"first": firstOut, "second": secondOut} {
		if out.Code != http.StatusOK || out.Body.String() != "Name\r\nAda\r\n" || out.Header().Get("Content-Type") != "text/csv" {
			t.Fatalf("%s caller got %d %q %v", name, out.Code, out.Body.String(), out.Header())
		}
	}
	if len(shared.running) != 0 {
		t.Fatalf("the finished export is still listed as running")
	}
}

func TestIsUploadOnlyOnTheRoutesThatTakeFiles(t *testing.T) {
	for path, want := range map[string]bool{
		"/api/library/exams/e1/files":         true,
		"/api/collections/users/records":      true,
		"/api/collections/users/records/u1":   true,
		"/api/room/guest-search":              false,
		"/api/exam/submission":                false,
		"/api/library/exams/e1":               false,
		"/api/collections/users/auth-refresh": false,
	} {
		r := httptest.NewRequest(http.MethodPost, path, nil)
		r.Header.Set("Content-Type", "multipart/form-data; boundary=x")
		if got := isUpload(r); got != want {
			t.Errorf("isUpload(%s) = %v, want %v", path, got, want)
		}
	}
}
