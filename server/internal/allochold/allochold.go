// Package allochold holds a few pages of each size class of SQLite's C allocator for the life of the
// process (docs/operations.md, "The allocator hold": PB_ALLOCATOR_HOLD=off turns it off).
package allochold

import (
	"os"
	"sync"

	"modernc.org/libc"
)

// SQLite in this build is C translated to Go, with a malloc of its own (modernc.org/memory): blocks of up to
// 16 KB are carved from 64 KB pages mapped from the OS, one size class (a power of two) to a page, and a
// page is unmapped the moment its last block is freed. Two of the group commit's allocations come and go
// with every statement: each text it binds is copied into a block and freed once the statement has run,
// and each statement inside the batch's transaction keeps a journal of the pages it changes, in 1 KB
// chunks freed when it ends. Alone on their pages, they mapped, faulted in and unmapped pages for every
// submission: the unmapping alone was 7–10% of the server's CPU in profiles of the routes bench and of a
// class's deadline (docs/performance-log.md, "2026-11-27, late night: SQLite's malloc held"). Holding a few
// blocks of each class for the life of the process, each on a page of its own, keeps those pages mapped,
// and the passing blocks come and go within them.

const (
	// The size classes held: all of them, 16 bytes to 16 KB. Larger blocks are mapped one by one.
	heldClassFrom = 4
	heldClassTo   = 14
	// The pages held of each class: 2.75 MB in all. A statement's journal of up to about 120 KB (some
	// 29 pages of the database changed) fits in those of its class.
	heldPagesPerClass = 4
	// modernc.org/memory's page: 64 KB, at an address that is a multiple of its size.
	allocatorPageSize = 1 << 16
)

var (
	holdOnce sync.Once
	// The blocks held, never freed.
	held []uintptr
)

// SwitchVariable turns the hold off when it says "off" (or "0", "false"): a server that would rather give
// every page back to the OS, or a suspicion of the hold, is one setting away from PocketBase's own
// allocation.
const SwitchVariable = "PB_ALLOCATOR_HOLD"

// Enabled says whether the hold is on: unless SwitchVariable turns it off.
func Enabled() bool {
	switch os.Getenv(SwitchVariable) {
	case "off", "0", "false":
		return false
	}
	return true
}

// Start holds the pages when the hold is on (Enabled); whether it did.
func Start() bool {
	if !Enabled() {
		return false
	}
	holdPages()
	return true
}

// holdPages keeps heldPagesPerClass pages of each size class of SQLite's malloc mapped (see above): it
// fills that many pages of the class, then frees every block but the first of each page.
func holdPages() {
	holdOnce.Do(func() {
		tls := libc.NewTLS()
		defer tls.Close()
		for class := heldClassFrom; class <= heldClassTo; class++ {
			pages := map[uintptr]bool{}
			var spare []uintptr
		filling:
			for {
				// 1<<class is the largest size of its class.
				p := libc.Xmalloc(tls, libc.Tsize_t(1<<class))
				page := p &^ (allocatorPageSize - 1)
				switch {
				case pages[page]:
					spare = append(spare, p)
				case len(pages) < heldPagesPerClass:
					pages[page] = true
					held = append(held, p)
				default: // the first block of a page too many
					spare = append(spare, p)
					break filling
				}
			}
			for _, p := range spare {
				libc.Xfree(tls, p)
			}
		}
	})
}
