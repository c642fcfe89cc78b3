package kb

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// orderedPanels returns the lab orders of patient i's exported encounter, as Encounter draws them.
func orderedPanels(g *Generator, p *Patient, seed uint64, i int) []*Order {
	d := g.kb.Disease(p.Truth.Disease)
	r := rand.New(rand.NewPCG(mix(seed, uint64(i), encounterStream), 1))
	ordered, _, _ := g.encounterOrders(r, p, d, g.chart(d))
	return ordered
}

func gapIn(o *Order, labs, micro map[int]string) bool {
	return slices.ContainsFunc(o.Items, func(id int) bool { return !hasResult(labs, micro, id) })
}

// TestPartialPanelShare: over a cohort, about partialPanelP of the exported encounters' ordered
// panels miss a component; no order ever comes back empty and a single-item order always has
// its result. In the hospital's records, where every order shares one result per component, the
// largest orders show a gap with chance partialPanelP and no order is far from it.
func TestPartialPanelShare(t *testing.T) {
	k := mustKB(t)
	g, err := NewGenerator(k, CohortOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const seed, n = 21, 3000
	panels, partial := 0, 0
	recPanels, recPartial := map[string]int{}, map[string]int{}
	for i := 0; i < n; i++ {
		p := g.Patient(seed, i)
		e := g.Encounter(p, seed, i)
		for _, o := range orderedPanels(g, p, seed, i) {
			if !slices.ContainsFunc(o.Items, func(id int) bool { return hasResult(e.Labs, e.Micro, id) }) {
				t.Fatalf("patient %d: order %s came back empty", i, o.ID)
			}
			if len(o.Items) < 2 {
				continue
			}
			panels++
			if gapIn(o, e.Labs, e.Micro) {
				partial++
			}
		}
		rec := g.Record(p, int64(30000000+10*i))
		for _, o := range k.Orders {
			if len(o.Items) < 2 {
				if !hasResult(rec.Labs, rec.Micro, o.Items[0]) {
					t.Fatalf("patient %d: the record lacks the single-item order %s", i, o.ID)
				}
				continue
			}
			recPanels[o.ID]++
			if gapIn(o, rec.Labs, rec.Micro) {
				recPartial[o.ID]++
			}
		}
	}
	share := float64(partial) / float64(panels)
	t.Logf("encounters: %d of %d ordered panels partial (%.3f, constant %.2f)", partial, panels, share, partialPanelP)
	if math.Abs(share-partialPanelP) > 0.025 {
		t.Errorf("encounters: partial share %.3f, want %.2f ± 0.025", share, partialPanelP)
	}
	largest := 0
	for _, o := range k.Orders {
		largest = max(largest, len(o.Items))
	}
	for _, o := range k.Orders {
		if len(o.Items) < 2 {
			continue
		}
		s := float64(recPartial[o.ID]) / float64(recPanels[o.ID])
		t.Logf("records: %-14s %2d items: %.3f partial", o.ID, len(o.Items), s)
		if s < partialPanelP/2 || s > 2*partialPanelP || len(o.Items) == largest && math.Abs(s-partialPanelP) > 0.025 {
			t.Errorf("records: order %s (%d items) partial in %.3f of records, constant %.2f", o.ID, len(o.Items), s, partialPanelP)
		}
	}
}

// abnormal reports whether a result lies outside its reference range (a qualitative one: is not
// the first, normal, value).
func abnormal(l *Lab, v LabValue) bool {
	if l.IsQualitative() {
		return v.Value != l.Qualitative[0]
	}
	return !math.IsNaN(v.Lower) && (v.Num < v.Lower || v.Num > v.Upper)
}

// TestPartialPanelsIgnoreValues: what goes missing never depends on the result. The same patient
// with every result changed loses the same components; and over a cohort's encounters and
// records, abnormal components go missing as often as their own rate of going missing predicts
// (normal ones likewise).
func TestPartialPanelsIgnoreValues(t *testing.T) {
	k := mustKB(t)
	g, err := NewGenerator(k, CohortOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const seed, n = 33, 3000
	type inst struct {
		id      int // the itemid; negative in a record
		ab, gap bool
	}
	var all []inst
	for i := 0; i < n; i++ {
		p := g.Patient(seed, i)
		e := g.Encounter(p, seed, i)
		seen := map[int]bool{}
		for _, o := range orderedPanels(g, p, seed, i) {
			for _, id := range o.Items {
				if len(o.Items) < 2 || seen[id] {
					continue
				}
				seen[id] = true
				all = append(all, inst{id, abnormal(k.Labs[id], p.Labs[id]), !hasResult(e.Labs, e.Micro, id)})
			}
		}
		rec := g.Record(p, int64(i))
		for id, v := range p.Labs {
			if slices.ContainsFunc(k.Orders, func(o *Order) bool { return len(o.Items) > 1 && slices.Contains(o.Items, id) }) {
				all = append(all, inst{-id, abnormal(k.Labs[id], v), !hasResult(rec.Labs, rec.Micro, id)})
			}
		}
		if i%100 == 0 { // the same patient with other results loses the same components
			q := *p
			q.Labs = map[int]LabValue{}
			for id, v := range p.Labs {
				if l := k.Labs[id]; l.IsQualitative() {
					v.Value = l.Qualitative[len(l.Qualitative)-1]
				} else {
					v.Num, v.Value = l.Limits[1], "999"
				}
				q.Labs[id] = v
			}
			f := g.Encounter(&q, seed, i)
			rp, rq := g.Record(p, 1), g.Record(&q, 1)
			for id := range p.Labs {
				if hasResult(e.Labs, e.Micro, id) != hasResult(f.Labs, f.Micro, id) || hasResult(rp.Labs, rp.Micro, id) != hasResult(rq.Labs, rq.Micro, id) {
					t.Fatalf("patient %d: item %d goes missing with one set of results and not with another", i, id)
				}
			}
		}
	}
	// Each component's own rate of going missing, then observed against expected gaps among the
	// abnormal and the normal instances.
	count, gaps := map[int]float64{}, map[int]float64{}
	for _, x := range all {
		count[x.id]++
		if x.gap {
			gaps[x.id]++
		}
	}
	var obs, exp [2]float64 // [normal, abnormal]
	var size [2]int
	for _, x := range all {
		j := 0
		if x.ab {
			j = 1
		}
		size[j]++
		exp[j] += gaps[x.id] / count[x.id]
		if x.gap {
			obs[j]++
		}
	}
	for j, what := range []string{"normal", "abnormal"} {
		ratio := obs[j] / exp[j]
		t.Logf("%s components: %d, %.0f missing, %.1f expected from their components' rates (ratio %.3f)", what, size[j], obs[j], exp[j], ratio)
		// Poisson noise: the expected count is over 400 for both, so ±20% is over four sigma.
		if exp[j] < 400 || math.Abs(ratio-1) > 0.2 {
			t.Errorf("%s components: %.0f missing, %.1f expected", what, obs[j], exp[j])
		}
	}
}
