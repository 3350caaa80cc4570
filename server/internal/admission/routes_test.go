package admission

import (
	"net/http"
	"os"
	"regexp"
	"testing"
)

// The admission code (gate.go, heavy.go) names routes by path patterns, a second table beside
// pb_hooks/routes.pb.js: each pattern must still match a route there (with its method where it has one),
// or a renamed route silently leaves the gate's or the heavy turns' rule behind.

type hookRoute struct{ method, path string }

// hookRoutes reads routes.pb.js's routerAdd calls, each path with its {params} filled by a sample value.
func hookRoutes(t *testing.T) []hookRoute {
	t.Helper()
	text, err := os.ReadFile("../../../pb_hooks/routes.pb.js")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`routerAdd\(\s*'([A-Z]+)',\s*'([^']+)'`)
	param := regexp.MustCompile(`\{[^}]+\}`)
	var routes []hookRoute
	for _, m := range call.FindAllStringSubmatch(string(text), -1) {
		routes = append(routes, hookRoute{m[1], param.ReplaceAllString(m[2], "r0000000000000")})
	}
	if len(routes) < 20 {
		t.Fatalf("found %d routes in routes.pb.js: the pattern no longer reads it", len(routes))
	}
	return routes
}

func matchesRoute(routes []hookRoute, method string, pattern *regexp.Regexp) bool {
	for _, r := range routes {
		if (method == "" || r.method == method) && pattern.MatchString(r.path) {
			return true
		}
	}
	return false
}

func TestAdmissionPatternsMatchHookRoutes(t *testing.T) {
	routes := hookRoutes(t)
	for name, pattern := range heavyReads {
		if !matchesRoute(routes, http.MethodGet, pattern) {
			t.Errorf("heavy read %q (%s) matches no GET route of routes.pb.js", name, pattern)
		}
	}
	for _, w := range heavyWrites {
		if !matchesRoute(routes, w.method, w.path) {
			t.Errorf("heavy write %s %s matches no route of routes.pb.js", w.method, w.path)
		}
	}
	// The upload pattern also names PocketBase's own records API, which routes.pb.js does not hold.
	if !matchesRoute(routes, http.MethodPost, uploadPaths) {
		t.Errorf("the upload pattern %s matches no POST route of routes.pb.js", uploadPaths)
	}
}

func TestAdmissionPatternCheckFails(t *testing.T) {
	routes := hookRoutes(t)
	if matchesRoute(routes, http.MethodGet, regexp.MustCompile(`^/api/room/results/[^/]+/no-such-route$`)) {
		t.Fatal("a pattern of no route matched")
	}
	if matchesRoute(routes, http.MethodDelete, heavyWrites[0].path) {
		t.Fatal("a pattern matched a route of another method")
	}
}
