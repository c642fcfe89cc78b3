package lexicon_test

import (
	"testing"

	"agenthospital/kb"
)

// TestNormalSentencesShowNoFinding reads every normal-report sentence of every study (the lines
// the generator writes for a healthy organ): the reader must affirm no study finding in them but
// the healthy ones (an organ seen normal), or every healthy patient's report would show a false
// positive. (The doctor reads only study findings from a report.)
func TestNormalSentencesShowNoFinding(t *testing.T) {
	k, l, _ := setup(t)
	for _, st := range k.Studies {
		for _, o := range st.Normal {
			for _, s := range o.Sentences {
				for _, m := range l.ReadReport(s).Mentions {
					if m.Negated {
						continue
					}
					if f := k.Findings[m.Concept]; f == nil || f.Kind != kb.KindStudy || f.Healthy {
						continue
					}
					t.Errorf("study %s, organ %s: normal sentence %q reads as %s", st.ID, o.Organ, s, m.Concept)
				}
			}
		}
	}
}
