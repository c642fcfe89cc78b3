package memory

import (
	"reflect"
	"strings"
	"testing"
)

// TestRetireInABatch: a batch may retire items (its own new ones too). A retired item stays in
// the store, is counted apart, is listed only with --all, is audited with its reason, leaves the
// index at the next Apply, and the index check agrees. A bad retirement writes nothing.
func TestRetireInABatch(t *testing.T) {
	s := openTest(t)
	x, err := OpenIndex(t.TempDir(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = x.Close() })
	old := item("old", KindCase, "appendicitis", 0)
	old.Title, old.Text = "Appendicitis case kept", "right lower quadrant pain with fever"
	mustPut(t, s, old)
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	fresh := item("new", KindCase, "appendicitis", 1)
	fresh.Title, fresh.Text = "Appendicitis case new", "right lower quadrant pain with vomiting"
	err = s.Commit(Batch{Items: []*Item{fresh}, Quality: []QualityChange{{ID: "old", Quality: 0.2, Reason: "used, wrong"}},
		Retire: []Retirement{{ID: "old", Reason: "capacity: lowest quality"}}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Get("old")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Retired || got.Retracted || got.Quality != 0.2 {
		t.Errorf("retired item: retired %v retracted %v Q %v, want retired, not retracted, Q 0.2", got.Retired, got.Retracted, got.Quality)
	}
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]int{KindCase: 1, KindDCP: 0, KindRule: 0}; !reflect.DeepEqual(st.Live, want) || !reflect.DeepEqual(st.Retired, map[string]int{KindCase: 1, KindDCP: 0, KindRule: 0}) {
		t.Errorf("stats live %v retired %v", st.Live, st.Retired)
	}
	live, _ := s.List("", "", false)
	all, _ := s.List("", "", true)
	if len(live) != 1 || live[0].ID != "new" || len(all) != 2 {
		t.Errorf("List: live %v, all %v", ids(live), ids(all))
	}
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	last := log[len(log)-1]
	if last.Action != "retire" || last.ItemID != "old" || !strings.Contains(last.Reason, "capacity") || last.Previous != nil {
		t.Errorf("last audit entry %+v, want a retire of old with its reason and no copy", last)
	}
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	hits, err := x.Search("right lower quadrant pain", nil, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 || hits[0].ID != "new" {
		t.Errorf("search after retirement: %+v, want only the new item", hits)
	}
	if missing, extra, err := x.Check(); err != nil || len(missing)+len(extra) > 0 {
		t.Errorf("check: missing %v extra %v err %v", missing, extra, err)
	}
	if err := x.Rebuild(); err != nil {
		t.Fatal(err)
	}
	if missing, extra, err := x.Check(); err != nil || len(missing)+len(extra) > 0 {
		t.Errorf("check after rebuild: missing %v extra %v err %v", missing, extra, err)
	}

	before, _ := s.Stats()
	for _, bad := range []Retirement{{ID: "old", Reason: "again"}, {ID: "nope", Reason: "x"}, {ID: "new", Reason: " "}} {
		err := s.Commit(Batch{Items: []*Item{item("more", KindDCP, "x", 2)}, Retire: []Retirement{bad}})
		if err == nil {
			t.Errorf("retire %+v: no error", bad)
		}
	}
	after, _ := s.Stats()
	if after.Seq != before.Seq {
		t.Errorf("a refused batch wrote changes: seq %d -> %d", before.Seq, after.Seq)
	}
}

// TestPinnedSearch: a pinned index answers from the snapshot it pinned, whatever Apply adds,
// until it is pinned again or unpinned.
func TestPinnedSearch(t *testing.T) {
	s := openTest(t)
	x, err := OpenIndex(t.TempDir(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = x.Close() })
	a := item("a", KindCase, "cholecystitis", 0)
	a.Title, a.Text = "Cholecystitis", "right upper quadrant pain and a positive Murphy sign"
	mustPut(t, s, a)
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	if err := x.Pin(); err != nil {
		t.Fatal(err)
	}
	b := item("b", KindCase, "cholecystitis", 1)
	b.Title, b.Text = "Cholecystitis again", "right upper quadrant pain, Murphy sign, fever"
	mustPut(t, s, b)
	if err := x.Apply(); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		hits, err := x.Search("Murphy sign", nil, 10)
		if err != nil {
			t.Fatal(err)
		}
		return len(hits)
	}
	if n := count(); n != 1 {
		t.Errorf("pinned before b was applied: %d hits, want 1", n)
	}
	if err := x.Pin(); err != nil {
		t.Fatal(err)
	}
	if n := count(); n != 2 {
		t.Errorf("pinned again: %d hits, want 2", n)
	}
	x.Unpin()
	if n := count(); n != 2 {
		t.Errorf("unpinned: %d hits, want 2", n)
	}
}
