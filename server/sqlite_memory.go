package main

import (
	"modernc.org/libc"
)

// SQLite here is modernc.org/sqlite, whose C heap is modernc.org/libc's one allocator
// (modernc.org/memory): blocks of up to 16 KB are slots of a size class, carved from pages of 64 KB mapped
// with mmap, and a page is unmapped the moment its last slot is freed. A submission's statement allocates
// and frees a few blocks of 8 to 16 KB (its raw of several kilobytes bound, built and stored), so nearly
// every write mapped a page and unmapped it again: mmap and munmap were 8% of a submission's CPU
// (docs/performance-log.md, 2026-11-27, "evening"). keepAllocatorPages keeps one slot of a few pages of each
// size class from 256 bytes to 16 KB allocated for good, so those pages stay mapped and their free slots
// are used again. It costs allocatorPagesKept × 7 pages of 64 KB (1.8 MB).
const (
	allocatorPagesKept = 4
	allocatorPageSize  = 64 << 10
	smallestKeptSlot   = 8  // log2 of 256 bytes
	largestKeptSlot    = 14 // log2 of 16 KB: larger blocks have pages of their own
)

// keepAllocatorPages holds allocatorPagesKept pages of each slot size mapped; it returns the pages' addresses.
func keepAllocatorPages() []uintptr {
	tls := libc.NewTLS()
	defer tls.Close()
	var kept []uintptr
	for log := smallestKeptSlot; log <= largestKeptSlot; log++ {
		pages := map[uintptr]bool{}
		var spare []uintptr
		for len(pages) < allocatorPagesKept {
			block := libc.Xmalloc(tls, libc.Tsize_t(1<<log))
			if block == 0 {
				break // out of memory: keep what was kept
			}
			if page := block &^ (allocatorPageSize - 1); !pages[page] {
				pages[page] = true
				kept = append(kept, page)
			} else {
				spare = append(spare, block)
			}
		}
		for _, block := range spare {
			libc.Xfree(tls, block)
		}
	}
	return kept
}
