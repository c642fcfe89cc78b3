package mimic

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"testing"
)

// TestCoverSameAsMaps: Cover (on slices) renders every set as the map-based greedy cover it
// replaced does, on the release-like table and on random tables with overlapping keys, repeated
// labels and uncoverable ids.
func TestCoverSameAsMaps(t *testing.T) {
	res, rows := testResolver(t)
	var ids []int
	for _, row := range rows {
		ids = append(ids, row.CorrespondingIDs...)
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	r := rand.New(rand.NewPCG(1, 2))
	check := func(res *LabResolver, set []int) {
		t.Helper()
		if got, want := res.Cover(set), coverReference(res, set); !slices.Equal(got, want) {
			t.Fatalf("Cover(%v) = %q, the map-based cover %q", set, got, want)
		}
	}
	for n := 0; n < 400; n++ {
		var set []int
		for _, k := range r.Perm(len(ids))[:r.IntN(min(len(ids), 120))] {
			set = append(set, ids[k])
		}
		if r.IntN(4) == 0 {
			set = append(append(set, 123456), set[:min(len(set), 3)]...) // uncoverable and repeated ids
		}
		check(res, set)
	}
	for n := 0; n < 200; n++ {
		var rows []LabMapRow
		for i := 0; i < 5+r.IntN(40); i++ {
			row := LabMapRow{Label: fmt.Sprint("L", r.IntN(30)), Fluid: []string{"", "Blood", "Urine"}[r.IntN(3)]}
			for j := 0; j < 1+r.IntN(8); j++ {
				row.CorrespondingIDs = append(row.CorrespondingIDs, 1+r.IntN(40))
			}
			if len(row.CorrespondingIDs) == 1 {
				row.ItemID = row.CorrespondingIDs[0]
			}
			rows = append(rows, row)
		}
		res := NewLabResolver(rows)
		for m := 0; m < 10; m++ {
			var set []int
			for j := 0; j < r.IntN(50); j++ {
				set = append(set, 1+r.IntN(45))
			}
			check(res, set)
		}
	}
}

// coverReference is Cover as it was written before it moved from maps to slices.
func coverReference(r *LabResolver, ids []int) []string {
	var target, uncoverable []int
	seen := map[int]bool{}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		if len(r.idKeys[id]) == 0 {
			uncoverable = append(uncoverable, id)
		} else {
			target = append(target, id)
		}
	}
	cov := map[int][]int{} // key -> target ids it covers
	var cands []int
	for _, id := range target {
		for _, k := range r.idKeys[id] {
			if _, ok := cov[k]; !ok {
				cands = append(cands, k)
			}
			cov[k] = append(cov[k], id)
		}
	}
	sort.Ints(cands)

	uncovered := make(map[int]bool, len(target))
	for _, id := range target {
		uncovered[id] = true
	}
	var chosen []int
	for len(uncovered) > 0 {
		best, bestGain := -1, 0
		for _, k := range cands {
			gain := 0
			for _, id := range cov[k] {
				if uncovered[id] {
					gain++
				}
			}
			if gain > bestGain {
				best, bestGain = k, gain
			}
		}
		if best < 0 {
			break // cannot happen: every target id has a key
		}
		chosen = append(chosen, best)
		for _, id := range cov[best] {
			delete(uncovered, id)
		}
	}

	// Drop redundant keys, smallest cover first (ties: table order).
	count := map[int]int{}
	for _, k := range chosen {
		for _, id := range cov[k] {
			count[id]++
		}
	}
	order := slices.Clone(chosen)
	sort.SliceStable(order, func(a, b int) bool {
		if len(cov[order[a]]) != len(cov[order[b]]) {
			return len(cov[order[a]]) < len(cov[order[b]])
		}
		return order[a] < order[b]
	})
	drop := map[int]bool{}
	for _, k := range order {
		redundant := true
		for _, id := range cov[k] {
			if count[id] <= 1 {
				redundant = false
				break
			}
		}
		if redundant {
			drop[k] = true
			for _, id := range cov[k] {
				count[id]--
			}
		}
	}
	slices.Sort(chosen)
	out := make([]string, 0, len(chosen)+len(uncoverable))
	for _, k := range chosen {
		if !drop[k] {
			out = append(out, r.coverKeys[k])
		}
	}
	for _, id := range uncoverable {
		if l, _, ok := r.Label(id); ok && l != "" {
			out = append(out, l)
		} else {
			out = append(out, strconv.Itoa(id))
		}
	}
	return out
}
