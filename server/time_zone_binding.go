package main

import (
	"strings"
	"time"
	// The IANA zones inside the binary: a server image without /usr/share/zoneinfo still knows them.
	_ "time/tzdata"

	"github.com/dop251/goja"
)

// bindTimeZone gives every JS runtime (jsvm.Config's OnInit) the IANA zones, which goja lacks (it has no
// Intl): `$timeZone.valid(name)` and `$timeZone.local(ms, name)`, the time `ms` (since the epoch) as
// "YYYY-MM-DD HH:MM" in that zone ("" for an unknown zone). pb_hooks/lib/time-zone.js uses it for a room's
// `time_zone` (docs/architecture.md, "Times in the room's zone"); an official PocketBase binary has no
// `$timeZone`, and the JS then writes files in UTC.
func bindTimeZone(vm *goja.Runtime) {
	zones := vm.NewObject()
	_ = zones.Set("valid", func(name string) bool {
		_, ok := loadZone(name)
		return ok
	})
	_ = zones.Set("local", func(ms int64, name string) string {
		loc, ok := loadZone(name)
		if !ok {
			return ""
		}
		return time.UnixMilli(ms).In(loc).Format("2006-01-02 15:04")
	})
	_ = vm.Set("$timeZone", zones)
}

// loadZone is the IANA zone of that name. "Local" and "" are refused: they name the server's own zone,
// not one a teacher chose.
func loadZone(name string) (*time.Location, bool) {
	if name == "" || name == "Local" || strings.ContainsAny(name, "\\\x00") || len(name) > 64 {
		return nil, false
	}
	loc, err := time.LoadLocation(name)
	return loc, err == nil
}
