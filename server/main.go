// The pinned PocketBase build of AnswerSheet: PocketBase as a framework, with the JS VM (pb_hooks,
// pb_migrations) and the migrate command, and what our build adds, each in a package of internal/
// (docs/architecture.md, "Parts"): admission (the gate and the heavy routes' turns), groupwrite (the group
// writer), poolread (the routes' reads in Go), knownguests (the guests seen), rules (scoring, the answers
// body, time zones), jsbind (every value bound into the JS engine), allochold (SQLite's allocator pages
// held, behind PB_ALLOCATOR_HOLD), backup and database; routesql is the SQL those packages share.
package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"
	"runtime/debug"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"

	"github.com/answersheet/server/internal/admission"
	"github.com/answersheet/server/internal/allochold"
	"github.com/answersheet/server/internal/backup"
	"github.com/answersheet/server/internal/database"
	"github.com/answersheet/server/internal/groupwrite"
	"github.com/answersheet/server/internal/jsbind"
	"github.com/answersheet/server/internal/poolread"
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
	allochold.Start()

	app := pocketbase.NewWithConfig(pocketbase.Config{DBConnect: database.Connect})

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

	backup.Bind(app)

	gate := admission.NewGate()
	writer := groupwrite.New(groupwrite.AppWriter(app), groupwrite.Linger(), gate.InFlight)
	turns := admission.NewTurns()
	natives := jsbind.New(writer, poolread.New(poolread.AppPool(app)), app.Store(), turns)
	jsvm.MustRegister(app, jsvm.Config{
		OnInit:        natives.Bind,
		HooksDir:      hooksDir,
		MigrationsDir: migrationsDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(admission.HeavyTurns(turns))
		se.Router.Bind(gate.Handler())
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
