// The pinned PocketBase build of AnswerSheet: PocketBase as a framework, with the
// JS VM (pb_hooks, pb_migrations) and the migrate command. Its flags match the official
// binary's, so POCKETBASE_BIN may point at an official build of the same version.
package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"
	"runtime/debug"

	"github.com/dop251/goja"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	// The JS hooks allocate a lot: collect garbage less often (about 5× the live heap) unless GOGC says
	// otherwise. Measured: +10–20% throughput on the guest routes; set GOMEMLIMIT to cap memory.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}

	// PB_PPROF=127.0.0.1:6060 serves Go's profiler there (for `go tool pprof`); off unless asked for.
	if addr := os.Getenv("PB_PPROF"); addr != "" {
		go func() { log.Println(http.ListenAndServe(addr, nil)) }()
	}

	holdAllocatorPages()

	app := pocketbase.NewWithConfig(pocketbase.Config{DBConnect: connectDB})

	var hooksDir, migrationsDir string
	var hooksWatch bool
	var hooksPool int
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", "", "the directory with the JS app hooks")
	flags.StringVar(&migrationsDir, "migrationsDir", "", "the directory with the JS app migrations")
	flags.BoolVar(&hooksWatch, "hooksWatch", false, "restart the app on pb_hooks file change")
	flags.IntVar(&hooksPool, "hooksPool", 100, "the total prewarm goja.Runtime instances for the JS app hooks execution")
	// Parse early so the values are known before the plugins register; cobra parses again later.
	_ = app.RootCmd.ParseFlags(os.Args[1:])

	bindSnapshotBackup(app)

	gate := newAPIGate()
	grouped := newGroupCommit(appWriter(app), groupLinger(), gate.inFlight)
	scoring := newNativeScoring()
	jsvm.MustRegister(app, jsvm.Config{
		OnInit: func(vm *goja.Runtime) {
			grouped.bind(vm)
			scoring.bind(vm)
			bindAnswersBody(vm)
			bindTimeZone(vm)
		},
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(heavyTurns(se.App))
		se.Router.Bind(gate.handler())
		return se.Next()
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		// Schema changes are written by hand as migrations, never recorded from the dashboard.
		Automigrate: false,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// connectDB opens SQLite as PocketBase does, but with every transaction begun IMMEDIATE. A console
// command (npm run import, user:create) is a second process writing to the database of a running server.
// A transaction begun DEFERRED reads first; if the server writes meanwhile, SQLite refuses the
// transaction's first write ("database is locked (517)") after waiting out the busy timeout, instead of
// waiting its turn. Within the server nothing changes: PocketBase runs its transactions on one connection.
// The pragmas are core.DefaultDBConnect's (v0.36.8), busy_timeout first as there.
func connectDB(dbPath string) (*dbx.DB, error) {
	pragmas := "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
		"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)"
	return dbx.Open("sqlite", dbPath+pragmas+"&_txlock=immediate")
}
