package lexicon

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortedOrder checks that sortedOrder gives the permutation slices.SortFunc(occ,
// byPatternGroupStart) applies, element for element, on occurrences with many ties (equal in
// pattern, group and start, different in end or trigger), whose order that unstable sort
// decides; and that orderComplete refuses exactly when two occurrences tie.
func TestSortedOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 3000; n++ {
		size := r.IntN(400)
		if n%3 == 0 {
			size = r.IntN(20)
		}
		occ := make([]occurrence, size)
		for i := range occ {
			s := r.IntN(12)
			occ[i] = occurrence{pattern: r.IntN(1 + n%40), group: r.IntN(3), s: s, e: s + 1 + r.IntN(3), trig: r.IntN(4) == 0}
		}
		want := slices.Clone(occ)
		slices.SortFunc(want, byPatternGroupStart)
		order, _ := sortedOrder(occ, nil, nil)
		for i, k := range order {
			if occ[k] != want[i] {
				t.Fatalf("size %d: element %d is %+v, want %+v", size, i, occ[k], want[i])
			}
		}
		tie := false
		for i := 1; i < len(want); i++ {
			tie = tie || byPatternGroupStart(want[i-1], want[i]) == 0 && want[i-1] != want[i]
		}
		sel, _, ok := orderComplete(slices.Clone(occ), nil)
		if ok == tie {
			t.Fatalf("size %d: orderComplete ok %v with tie %v", size, ok, tie)
		}
		if ok && !slices.Equal(sel, want) {
			t.Fatalf("size %d: orderComplete order differs from the sort's", size)
		}
	}
}

// TestLookupHeader checks lookupHeader's byte folding against normHeader on random ASCII text
// (and that non-ASCII text goes to normHeader).
func TestLookupHeader(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "aZ9 /&\t\n:.,-()'zA0"
	for n := 0; n < 20000; n++ {
		b := make([]byte, r.IntN(30))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		if n%50 == 0 {
			s += "K é" // Kelvin sign folds to k
		}
		want := normHeader(s)
		m := map[string]string{want: "yes"}
		var buf []byte
		if v, ok := lookupHeader(m, s, &buf); !ok || v != "yes" {
			t.Fatalf("%q: normHeader %q not found", s, want)
		}
		if isASCII(s) && string(buf) != want {
			t.Fatalf("%q: folded to %q, normHeader %q", s, buf, want)
		}
	}
}
