package rules

import (
	"strings"
	"time"
	// The IANA zones inside the binary: a server image without /usr/share/zoneinfo still knows them.
	_ "time/tzdata"
)

// Times in a room's zone (docs/architecture.md, "Times in the room's zone"): goja has no Intl, so the zones
// a room's `time_zone` may name, and a time as a spreadsheet reads it there, come from Go's.

// ValidZone says whether `name` is an IANA zone a room may take. "Local" and "" are refused: they name the
// server's own zone, not one a teacher chose.
func ValidZone(name string) bool {
	_, ok := loadZone(name)
	return ok
}

// LocalTime is the time `ms` (since the epoch) as "YYYY-MM-DD HH:MM" in the zone `name`; "" for an unknown
// zone.
func LocalTime(ms int64, name string) string {
	loc, ok := loadZone(name)
	if !ok {
		return ""
	}
	return time.UnixMilli(ms).In(loc).Format("2006-01-02 15:04")
}

func loadZone(name string) (*time.Location, bool) {
	if name == "" || name == "Local" || strings.ContainsAny(name, "\\\x00") || len(name) > 64 {
		return nil, false
	}
	loc, err := time.LoadLocation(name)
	return loc, err == nil
}
