// Package knownguests is the uuids of guests the database has been seen to hold, shared by every JS runtime
// of the process (docs/architecture.md, "Robustness rules"): a guest route checks a guest-uuid header
// before it reads the body, and a uuid found here costs that check no read.
//
// A hint, never the answer: a uuid is added only after the database named its guest, and every write and
// the room load still find the guest by uuid in their own statement. A guest deleted since (forgotten, a
// student deleted, an idle guest retired) is forgotten by the hooks that delete it (Clear); one deleted by a
// restored backup stays until the set is next cleared, and their body is then read before the write refuses it.
package knownguests

import "sync"

// Set is a bounded set of uuids, safe for concurrent use.
type Set struct {
	mu    sync.RWMutex
	uuids map[string]struct{}
	max   int
}

// New makes a set that holds up to max uuids; adding one more empties it first.
func New(max int) *Set {
	return &Set{uuids: map[string]struct{}{}, max: max}
}

// Has says whether the uuid was added since the set was last emptied.
func (s *Set) Has(uuid string) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, ok := s.uuids[uuid]
	return ok
}

// Add keeps the uuid of a guest the database holds.
func (s *Set) Add(uuid string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.uuids) >= s.max {
		clear(s.uuids)
	}
	s.uuids[uuid] = struct{}{}
}

// Clear forgets every uuid: guests were deleted.
func (s *Set) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.uuids)
}
