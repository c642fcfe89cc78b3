package memory

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"testing"

	index "github.com/blevesearch/bleve_index_api"
)

// TestPinnedSegmentCache pins, writes (new items, edited ones whose old postings are deleted in
// older segments, retracted ones) and pins again, many times: every posting list a pin
// assembles from the per-segment cache must equal the one a term reader reads from the same
// snapshot (documents, frequencies and norms, in the same order), segments must be reused from
// pin to pin, and the cache must hold only segments of the latest pin. Searches through the pin
// must equal searches of the same snapshot with term readers.
func TestPinnedSegmentCache(t *testing.T) {
	_, st, x := ixOpen(t)
	depts := []string{"emergency", "general_surgery", "urology"}
	g := newTextGen(11)
	var all []*Item
	add := func(n int) {
		var batch []*Item
		for range n {
			i := len(all)
			it := g.dcp(i, dcpCategories[i%len(dcpCategories)])
			it.Department = depts[i%len(depts)]
			if i%7 == 0 {
				it.Kind, it.ID = KindCase, fmt.Sprintf("case-%05d", i)
			}
			all = append(all, it)
			batch = append(batch, it)
		}
		if err := st.PutBatch(batch); err != nil {
			t.Fatal(err)
		}
	}
	for range 5 {
		add(120)
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
	}
	queries := make([]string, 12)
	for i := range queries {
		queries[i] = g.query()
	}

	// Background merges replace segments at their own pace, more often in a small index: the
	// rounds go on until a pin has reused a segment with deletions (usually within a few).
	var reused, withDeletions, compared int
	for round := 0; round < 12 || withDeletions == 0 && round < 60; round++ {
		before := map[uint64]bool{}
		for id := range x.segs.segs {
			before[id] = true
		}
		if err := x.Pin(); err != nil {
			t.Fatal(err)
		}
		p := x.pin
		if p.segs == nil {
			t.Fatal("the pinned reader is not read as a scorch snapshot")
		}
		live := map[uint64]bool{}
		for _, s := range p.segs {
			live[s.id] = true
			if before[s.id] {
				reused++
			}
		}
		for id := range x.segs.segs {
			if !live[id] {
				t.Fatalf("round %d: the cache holds segment %d, not in the pinned snapshot", round, id)
			}
		}
		// Every word of every department field, and a word that is nowhere.
		for _, scope := range slices.Sorted(maps.Keys(p.state.scopes)) {
			for _, field := range []string{fieldTitle + scope, fieldText + scope} {
				terms := []string{"zzzabsent"}
				fd, err := p.r.FieldDict(field)
				if err != nil {
					t.Fatal(err)
				}
				for {
					e, err := fd.Next()
					if err != nil {
						t.Fatal(err)
					}
					if e == nil {
						break
					}
					terms = append(terms, e.Term)
				}
				_ = fd.Close()
				for _, term := range terms {
					got, err := p.postings(field, term)
					if err != nil {
						t.Fatal(err)
					}
					want, err := readPostings(p.r, field, term)
					if err != nil {
						t.Fatal(err)
					}
					gd, gf, gn := got.flat()
					wd, wf, wn := want.flat()
					if !reflect.DeepEqual([]any{gd, gf, gn, got.n}, []any{wd, wf, wn, want.n}) || got.n != len(gd) {
						t.Fatalf("round %d: %s %q: assembled %v %v %v\nterm reader %v %v %v", round, field, term, gd, gf, gn, wd, wf, wn)
					}
					for i := range gd { // find sees every live posting
						if p, j, ok := got.find(gd[i]); !ok || p.freq[j] != gf[i] {
							t.Fatalf("round %d: %s %q: document %d not found", round, field, term, gd[i])
						}
					}
					for _, p := range got.parts { // and none of the deleted ones
						for _, d := range p.docs {
							if _, _, ok := got.find(p.offset + uint64(d)); ok != p.live(d) {
								t.Fatalf("round %d: %s %q: find(%d) = %v, deleted %v", round, field, term, p.offset+uint64(d), ok, !p.live(d))
							}
						}
					}
					if !slices.IsSorted(gd) {
						t.Fatalf("round %d: %s %q: documents out of order", round, field, term)
					}
					compared++
				}
			}
		}
		for _, s := range p.segs {
			if s.deleted() != nil && before[s.id] {
				withDeletions++
			}
		}
		// Searches through the pin against searches of the same snapshot with term readers.
		for i, q := range queries {
			d := depts[i%len(depts)]
			got, err := x.SearchIn(d, q, nil, 10)
			if err != nil {
				t.Fatal(err)
			}
			x.pinMu.Lock()
			x.pin = nil
			x.pinMu.Unlock()
			want, err := x.SearchIn(d, q, nil, 10)
			x.pinMu.Lock()
			x.pin = p
			x.pinMu.Unlock()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: pinned SearchIn(%s, %q) = %v, want %v", round, d, q, got, want)
			}
		}

		// Write: new items, edits of older ones (spread over the segments), retractions.
		add(40)
		for i := round; i < len(all)-40; i += 23 {
			edited := *all[i]
			edited.Text, edited.Hash = g.dcp(10000+i, "gastritis").Text, ""
			all[i] = &edited
			if err := st.Put(&edited); err != nil {
				t.Fatal(err)
			}
		}
		for i := 3 + round; i < len(all); i += 61 {
			if !all[i].Retracted {
				if err := st.Retract(all[i].ID, "test"); err != nil {
					t.Fatal(err)
				}
				all[i].Retracted = true
			}
		}
		if err := x.Apply(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d lists compared; %d segments reused from a previous pin, %d of them with deletions",
		compared, reused, withDeletions)
	if reused == 0 || withDeletions == 0 {
		t.Fatalf("the test did not exercise the cache: %d segments reused, %d with deletions", reused, withDeletions)
	}
	x.Unpin()
	if x.segs.segs != nil {
		t.Fatal("Unpin left the segment cache filled")
	}
}

// TestSegmentsOfOtherReaders: a reader that is not a scorch snapshot has no segments, and its
// pin reads its lists with term readers.
func TestSegmentsOfOtherReaders(t *testing.T) {
	type other struct{ index.IndexReader }
	if segs := segmentsOf(other{}); segs != nil {
		t.Fatalf("segmentsOf(another reader) = %v, want nil", segs)
	}
}
