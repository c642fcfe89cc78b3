package agents

import (
	"math"
	"testing"
)

// TestHealthyOrganTellsBystandersNothing: a normal appendix on ultrasound is what a report shows
// in any patient whose disease leaves the appendix alone. A doctor who has seen it in half of its
// cholecystitis patients and never met a liver abscess must not read it as evidence for
// cholecystitis over the abscess (with the default of an abnormal finding, 3%, it was worth 2.8
// nats), while it still counts against appendicitis, which changes the appendix.
func TestHealthyOrganTellsBystandersNothing(t *testing.T) {
	k := testKB(t)
	if f := k.Findings["normal_caliber_appendix"]; f == nil || !f.Healthy {
		t.Fatal("normal_caliber_appendix should be a healthy finding")
	}
	cands := diseases(k, "acute_cholecystitis", "liver_abscess", "acute_appendicitis")
	cfg := DefaultOffline
	cfg.Knowledge = 0
	o := NewOffline(k, NewReader(k), cands, cfg, 1)
	const key = "s:us_abdomen:normal_caliber_appendix"
	for i := range 40 {
		o.LearnExperience(Experience{Truth: "acute_cholecystitis", Evidence: map[string]bool{key: i%2 == 0}})
	}
	row := o.logRow(o.index(key), true)
	chole, abscess, appx := row[o.byID["acute_cholecystitis"].bi], row[o.byID["liver_abscess"].bi], row[o.byID["acute_appendicitis"].bi]
	if d := chole - abscess; math.Abs(d) > 0.3 {
		t.Errorf("a normal appendix weighs %.2f nats for cholecystitis over liver abscess, want |d| <= 0.3", d)
	}
	if d := abscess - appx; d < 2 {
		t.Errorf("a normal appendix weighs %.2f nats for liver abscess over appendicitis, want at least 2", d)
	}
	// The reader finds it in a sentence of its own.
	if r := NewReader(k).ReadReport("The appendix is seen, compressible, and measures 5 mm."); !r.Shown["normal_caliber_appendix"] {
		t.Errorf("normal appendix sentence read as %+v", r)
	}
}
