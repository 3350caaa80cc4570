// Package routesql is a JS route's SQL as database/sql takes it and gives it back, for the packages that
// run the routes' statements in Go (groupwrite, poolread): the routes name their parameters as dbx does,
// {:name} (SQLite's own form is :name), and read text as strings.
package routesql

import (
	"database/sql"
	"regexp"
)

var dbxParam = regexp.MustCompile(`\{:(\w+)\}`)

// Statement is the statement with its {:name} parameters written :name.
func Statement(query string) string { return dbxParam.ReplaceAllString(query, ":$1") }

// Args are the parameters as named arguments.
func Args(params map[string]any) []any {
	args := make([]any, 0, len(params))
	for name, value := range params {
		args = append(args, sql.Named(name, value))
	}
	return args
}

// EachRow calls row with each row's values in the columns' order (text as string, integers as int64, reals
// as float64, NULL as nil), then closes the rows. The slice is the next row's too: row reads it before it
// returns.
func EachRow(rows *sql.Rows, row func(columns []string, values []any)) error {
	defer rows.Close()
	columns, err := rows.Columns()
	if err != nil {
		return err
	}
	values := make([]any, len(columns))
	into := make([]any, len(columns))
	for i := range values {
		into[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(into...); err != nil {
			return err
		}
		for i, v := range values {
			if b, ok := v.([]byte); ok {
				values[i] = string(b)
			}
		}
		row(columns, values)
	}
	return rows.Err()
}
