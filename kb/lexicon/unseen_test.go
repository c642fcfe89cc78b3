package lexicon_test

import (
	"maps"
	"slices"
	"testing"
)

// TestGeneratorUnseenOrgansReadAsDoubt: every sentence with which the generator says a study
// could not see an organ (kb Study.Unseen) is read as leaving that organ in doubt, neither
// normal nor abnormal, so the doctor takes nothing from the report's silence about it.
func TestGeneratorUnseenOrgansReadAsDoubt(t *testing.T) {
	k, l, _ := setup(t)
	n := 0
	for _, st := range k.Studies {
		for _, organ := range slices.Sorted(maps.Keys(st.Unseen)) {
			for _, s := range st.Unseen[organ].Sentences {
				n++
				r := l.ReadReport("FINDINGS:\n" + s)
				if !slices.Equal(r.Unsure, []string{organ}) || slices.Contains(r.Normal, organ) {
					t.Errorf("%s %q: unsure %v, normal %v; want unsure [%s]", st.ID, s, r.Unsure, r.Normal, organ)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no study lists unseen organs")
	}
}
