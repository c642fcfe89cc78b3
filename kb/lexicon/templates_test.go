package lexicon_test

import (
	"testing"

	"agenthospital/kb"
)

// TestKnowledgeBaseNormalSentences reads every normal-organ sentence the knowledge base's
// abdominal study reports are written from and checks that the organ of the line is read as
// normal, and that no abnormal study finding is read into a normal sentence. The lexicon never
// sees these sentences otherwise: they measure, they are not its source.
func TestKnowledgeBaseNormalSentences(t *testing.T) {
	k, l, _ := setup(t)
	normalConcept := map[string]bool{}
	for _, c := range l.Concepts() {
		normalConcept[c.ID] = c.Normal
	}
	total, hit, spurious := 0, 0, 0
	for _, s := range k.Studies {
		if s.Region != "Abdomen" {
			continue
		}
		for _, o := range s.Normal {
			for _, sent := range o.Sentences {
				total++
				r := l.ReadReport("FINDINGS:\n" + sent + "\n")
				ok := false
				for _, n := range r.Normal {
					if n == o.Organ {
						ok = true
					}
				}
				if ok {
					hit++
				} else {
					t.Logf("%s %s: %q -> %v", s.ID, o.Organ, sent, r.Normal)
				}
				for _, m := range r.Mentions {
					f := k.Findings[m.Concept]
					if f != nil && f.Kind == kb.KindStudy && !m.Negated && !normalConcept[m.Concept] {
						spurious++
						t.Errorf("%s %s: %q reads %s", s.ID, o.Organ, sent, m.Concept)
					}
				}
			}
		}
	}
	t.Logf("normal organ read in %d of %d sentences; %d abnormal findings read into them", hit, total, spurious)
	if total == 0 || float64(hit) < 0.95*float64(total) {
		t.Errorf("normal organ read in %d of %d sentences, want at least 95%%", hit, total)
	}
}
