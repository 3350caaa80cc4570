package knownguests

import (
	"fmt"
	"sync"
	"testing"
)

func TestAddedUuidsAreKnownUntilCleared(t *testing.T) {
	s := New(10)
	if s.Has("a") {
		t.Fatal("an empty set knows a")
	}
	s.Add("a")
	s.Add("b")
	if !s.Has("a") || !s.Has("b") || s.Has("c") {
		t.Fatal("the set should know a and b only")
	}
	s.Clear()
	if s.Has("a") || s.Has("b") {
		t.Fatal("a cleared set still knows a uuid")
	}
}

func TestAFullSetEmptiesBeforeItAddsMore(t *testing.T) {
	s := New(3)
	for _, u := range []string{"a", "b", "c"} {
		s.Add(u)
	}
	s.Add("d")
	if s.Has("a") || s.Has("b") || s.Has("c") || !s.Has("d") {
		t.Fatal("a full set should hold only the uuid added after it emptied")
	}
}

func TestConcurrentUse(t *testing.T) {
	s := New(50)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 1000 {
				u := fmt.Sprint(i, j)
				s.Add(u)
				s.Has(u)
				if j%100 == 0 {
					s.Clear()
				}
			}
		}()
	}
	wg.Wait()
}
