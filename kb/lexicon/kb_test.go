package lexicon_test

import (
	"testing"
)

// TestConceptsAreFindings checks every concept id against the knowledge base: it must be a
// finding of the same kind, and a study concept must name the finding's organ.
func TestConceptsAreFindings(t *testing.T) {
	k, l, _ := setup(t)
	for _, c := range l.Concepts() {
		f := k.Findings[c.ID]
		if f == nil {
			t.Errorf("concept %s is not a knowledge-base finding", c.ID)
			continue
		}
		if f.Kind != c.Kind {
			t.Errorf("concept %s: kind %s, the knowledge base says %s", c.ID, c.Kind, f.Kind)
		}
		if f.Organ != c.Organ {
			t.Errorf("concept %s: organ %q, the knowledge base says %q", c.ID, c.Organ, f.Organ)
		}
	}
}
