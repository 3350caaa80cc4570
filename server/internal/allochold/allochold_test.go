package allochold

import (
	"math/bits"
	"testing"

	"modernc.org/libc"
)

// Run with -tags memory.counters (npm test does), without which the allocator counts nothing.
func TestHeldPagesAreNotMappedAgain(t *testing.T) {
	holdPages()
	tls := libc.NewTLS()
	defer tls.Close()
	for _, size := range []int{16, 100, 600, 1032, 3000, 8037, 16384} {
		// Blocks of size, passing as a statement's journal does: two pages' worth of their class at once.
		class := 1 << bits.Len(uint(size-1))
		count := 2 * allocatorPageSize / class
		before := libc.MemStat().Mmaps
		blocks := make([]uintptr, count)
		for i := range blocks {
			blocks[i] = libc.Xmalloc(tls, libc.Tsize_t(size))
		}
		during := libc.MemStat().Mmaps
		for _, p := range blocks {
			libc.Xfree(tls, p)
		}
		if during != before {
			t.Errorf("%d blocks of %d bytes mapped %d pages", count, size, during-before)
		}
	}
}

// Without the tag the test above would pass whatever the allocator did.
func TestAllocatorCounts(t *testing.T) {
	tls := libc.NewTLS()
	defer tls.Close()
	before := libc.MemStat().Mmaps
	p := libc.Xmalloc(tls, 1<<20) // above the classes: mapped on its own
	defer libc.Xfree(tls, p)
	if libc.MemStat().Mmaps != before+1 {
		t.Fatal("the allocator does not count its pages: run go test with -tags memory.counters")
	}
}

func TestTheSwitchTurnsTheHoldOff(t *testing.T) {
	for value, on := range map[string]bool{"": true, "on": true, "off": false, "0": false, "false": false} {
		t.Setenv(SwitchVariable, value)
		if Enabled() != on {
			t.Errorf("%s=%q: hold on = %v", SwitchVariable, value, !on)
		}
	}
	t.Setenv(SwitchVariable, "off")
	if Start() {
		t.Fatal("held the pages with the switch off")
	}
}
