// Package sqlparams turns a JS route's statement and parameters into database/sql's, for the packages that
// run the routes' SQL in Go (groupwrite, poolread): the routes name their parameters as dbx does, {:name};
// SQLite's own form is :name.
package sqlparams

import (
	"database/sql"
	"regexp"
)

var dbxParam = regexp.MustCompile(`\{:(\w+)\}`)

// Query is the statement with its {:name} parameters written :name.
func Query(query string) string { return dbxParam.ReplaceAllString(query, ":$1") }

// Args are the parameters as named arguments.
func Args(params map[string]any) []any {
	args := make([]any, 0, len(params))
	for name, value := range params {
		args = append(args, sql.Named(name, value))
	}
	return args
}
