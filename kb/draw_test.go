package kb

import (
	"fmt"
	"sync"
	"testing"
)

// The hospital draws its patients and their first records on a goroutine of its own while the
// simulation goes on: drawn concurrently, in any order, they must be the patients and records
// drawn one after another (go test -race also checks the generator's remembered values).
func TestDrawConcurrently(t *testing.T) {
	k := mustKB(t)
	seq, err := NewGenerator(k, CohortOptions{})
	if err != nil {
		t.Fatal(err)
	}
	par, _ := NewGenerator(k, CohortOptions{})
	const n = 200
	// A drawn patient and its record, printed (a qualitative lab's value is NaN, which no
	// DeepEqual finds equal to itself).
	draw := func(g *Generator, i int) (string, int) {
		p, r := g.Draw(7, i)
		return fmt.Sprintf("%+v\n%+v", *p, *g.Record(p, int64(1000+i))), r
	}
	want := make([]string, n)
	rejected := 0
	for i := range want {
		var r int
		want[i], r = draw(seq, i)
		rejected += r
	}
	got := make([]string, n)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := n - 1 - w; i >= 0; i -= 4 { // every worker backwards, interleaved
				got[i], _ = draw(par, i)
			}
		}(w)
	}
	wg.Wait()
	for i := range want {
		if want[i] != got[i] {
			t.Fatalf("patient %d drawn concurrently differs from the one drawn in order:\n%s\n%s", i, want[i], got[i])
		}
	}
	if seq.Rejected != 0 {
		t.Errorf("Draw counted rejections in Generator.Rejected (%d)", seq.Rejected)
	}
	for i := 0; i < n; i++ {
		seq.Patient(7, i)
	}
	if seq.Rejected != rejected {
		t.Errorf("Patient counted %d rejections, Draw reported %d", seq.Rejected, rejected)
	}
}
