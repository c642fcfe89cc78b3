package agents

import (
	"math"
	"testing"
)

// A fact the doctor forgot is not evidence against the disease: nausea, which the textbook
// gives most abdominal diseases, is expected in a disease whose rate of it this doctor does not
// remember at about the rates it remembers of the others, not at the rate of a rare sign; a sign
// it remembers of few diseases stays rare in the others; and a doctor who knows the whole
// textbook expects the default of every finding the textbook does not give a disease.
func TestForgottenFactsAreNotEvidenceAgainst(t *testing.T) {
	k := testKB(t)
	cands := abdominal(k)
	rate := func(o *Offline, key string, bi int) float64 { return math.Exp(o.logRow(o.index(key), true)[bi]) }
	known := func(o *Offline, key string, bi int) bool {
		f := o.rows[o.index(key)].feat[bi]
		return f.A+f.B > 0
	}
	cfg := DefaultOffline
	cfg.Knowledge = 0.6
	checked := 0
	for seed := uint64(1); seed <= 8; seed++ {
		o := NewOffline(k, NewReader(k), cands, cfg, seed)
		for _, key := range []string{"f:nausea", "h:51301"} { // nausea; white blood cells high
			var knownRates []float64
			var forgot []int
			for _, b := range o.beliefs {
				if b.d == nil {
					continue
				}
				if known(o, key, b.bi) {
					knownRates = append(knownRates, rate(o, key, b.bi))
				} else {
					forgot = append(forgot, b.bi)
				}
			}
			if len(knownRates) < len(o.beliefs)/2 || len(forgot) == 0 {
				continue
			}
			mean := 0.0
			for _, r := range knownRates {
				mean += r
			}
			mean /= float64(len(knownRates))
			for _, bi := range forgot {
				checked++
				if got := rate(o, key, bi); got < mean/3 {
					t.Errorf("doctor %d: %s in %s, whose rate it forgot, expected at %.3f; it remembers a mean of %.3f in %d other candidates",
						seed, key, o.beliefs[bi].d.ID, got, mean, len(knownRates))
				}
			}
		}
		// Murphy's sign is the mark of gallbladder disease: in a candidate whose rate the doctor
		// does not know, and whose textbook chapter does not give it, it stays rare.
		for _, b := range o.beliefs {
			if b.d != nil && b.d.ID == "acute_appendicitis" && !known(o, "f:murphy_sign", b.bi) {
				if got := rate(o, "f:murphy_sign", b.bi); got > 0.15 {
					t.Errorf("doctor %d: Murphy's sign expected in appendicitis at %.3f", seed, got)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no doctor forgot a common fact of any candidate: the test checked nothing")
	}
	cfg.Knowledge = 1
	o := NewOffline(k, NewReader(k), cands, cfg, 1)
	for _, b := range o.beliefs {
		if b.d != nil && !known(o, "f:nausea", b.bi) {
			if got := rate(o, "f:nausea", b.bi); math.Abs(got-defFinding) > 1e-9 {
				t.Errorf("whole textbook: nausea in %s, which the textbook does not give it, at %.3f, want %.2f", b.d.ID, got, defFinding)
			}
		}
	}
}
