package kb

import (
	"math"
	"strings"
	"testing"
)

// TestUnseenOrgansFollowTheDisease checks what Study.Unseen does to ultrasound reports: an
// appendicitis whose ultrasound shows none of its appendix findings mostly reads "not
// visualized" (the Missed rate), a patient with another disease at the Healthy rate, and a
// report that shows an appendix finding never says the appendix was not seen. The findings a
// study shows are drawn as before: the unseen organ replaces only the normal sentence.
func TestUnseenOrgansFollowTheDisease(t *testing.T) {
	k := mustKB(t)
	us := k.Study("us_abdomen")
	u, ok := us.Unseen["appendix"]
	if !ok {
		t.Fatal("us_abdomen lists no unseen appendix")
	}
	unseen := func(text string) bool {
		for _, s := range u.Sentences {
			if strings.Contains(text, s) {
				return true
			}
		}
		return false
	}
	rate := func(disease string) (missedShare, shownUnseen float64, n int) {
		g, err := NewGenerator(k, CohortOptions{Mix: map[string]float64{disease: 1}})
		if err != nil {
			t.Fatal(err)
		}
		var hit, shown, bad int
		for i := 0; i < 3000; i++ {
			p := g.Patient(5, i)
			appendixShown := false
			for _, id := range p.StudyFindings(us.ID) {
				appendixShown = appendixShown || k.Findings[id].Organ == "appendix"
			}
			text := g.Report(p, us, 0)
			if appendixShown {
				shown++
				if unseen(text) {
					bad++
				}
				continue
			}
			n++
			if unseen(text) {
				hit++
			}
		}
		if shown == 0 {
			return float64(hit) / float64(n), 0, n
		}
		return float64(hit) / float64(n), float64(bad) / float64(shown), n
	}
	missed, bad, n := rate("acute_appendicitis")
	if se := math.Sqrt(u.Missed * (1 - u.Missed) / float64(n)); math.Abs(missed-u.Missed) > 4*se {
		t.Errorf("appendicitis without an appendix finding on ultrasound: %.3f not visualized (n=%d), want the missed rate %.2f", missed, n, u.Missed)
	}
	if bad != 0 {
		t.Errorf("%.3f of the reports that show an appendix finding also say the appendix was not seen", bad)
	}
	healthy, _, n := rate("acute_cholecystitis")
	if se := math.Sqrt(u.Healthy * (1 - u.Healthy) / float64(n)); math.Abs(healthy-u.Healthy) > 4*se {
		t.Errorf("cholecystitis: %.3f of ultrasounds do not see the appendix (n=%d), want the healthy rate %.2f", healthy, n, u.Healthy)
	}
}
