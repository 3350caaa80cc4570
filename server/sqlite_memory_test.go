package main

import (
	"testing"

	"modernc.org/libc"
)

// The kept pages serve SQLite's blocks afterwards: a block of each kept size, allocated and freed as a
// statement does, comes from one of them rather than from a page mapped for it. Fails if
// modernc.org/memory's pages or size classes are no longer what keepAllocatorPages counts on.
func TestKeptAllocatorPagesServeLaterBlocks(t *testing.T) {
	kept := map[uintptr]bool{}
	for _, page := range keepAllocatorPages() {
		kept[page] = true
	}
	if want := allocatorPagesKept * (largestKeptSlot - smallestKeptSlot + 1); len(kept) != want {
		t.Fatalf("kept %d pages, want %d", len(kept), want)
	}
	tls := libc.NewTLS()
	defer tls.Close()
	for log := smallestKeptSlot; log <= largestKeptSlot; log++ {
		for _, size := range []int{1<<(log-1) + 1, 1 << log} {
			block := libc.Xmalloc(tls, libc.Tsize_t(size))
			if page := block &^ (allocatorPageSize - 1); !kept[page] {
				t.Errorf("a block of %d bytes came from a page that was not kept", size)
			}
			libc.Xfree(tls, block)
		}
	}
}
