// Package database opens the app's SQLite databases.
package database

import "github.com/pocketbase/dbx"

// Connect opens SQLite as PocketBase does, but with every transaction begun IMMEDIATE. A console command
// (npm run import, user:create) is a second process writing to the database of a running server. A
// transaction begun DEFERRED reads first; if the server writes meanwhile, SQLite refuses the transaction's
// first write ("database is locked (517)") after waiting out the busy timeout, instead of waiting its turn.
// Within the server nothing changes: PocketBase runs its transactions on one connection. The pragmas are
// core.DefaultDBConnect's (v0.36.8), busy_timeout first as there. Our SQL functions are added first.
func Connect(dbPath string) (*dbx.DB, error) {
	RegisterFunctions()
	pragmas := "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
		"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)"
	return dbx.Open("sqlite", dbPath+pragmas+"&_txlock=immediate")
}
