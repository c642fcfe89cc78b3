package lexicon_test

import (
	"fmt"
	"sort"
	"testing"

	"agenthospital/kb/lexicon"
)

// generalFindingsFile is the knowledge-base file of the general area (general surgery, obstetrics
// and gynecology, pediatrics, urology, emergency, infectious diseases, oncology and their study
// findings) that data/general.yaml gives concepts for. The ids are read from it, so a finding
// added there without a concept fails TestGeneralArea rather than drifting out of the measure.
const generalFindingsFile = "../data/findings/general.yaml"

// TestGeneralArea checks that every finding of the general area has a concept of the same kind
// and organ, and measures the area's concepts on every in-house note and report voice: recall of
// the area findings the text states at least 0.95, false affirmations and denials under 3% of the
// area concepts' readings. The held-out voices are not read here (TestHeldOutVoice measures them).
func TestGeneralArea(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	k, l, _ := setup(t)
	area := idSet(fileIDs(t, generalFindingsFile, "findings"))
	have := map[string]lexicon.Concept{}
	for _, c := range l.Concepts() {
		have[c.ID] = c
	}
	var missing []string
	for id := range area {
		c, ok := have[id]
		if !ok {
			missing = append(missing, id)
			continue
		}
		if f := k.Findings[id]; f == nil || f.Kind != c.Kind || f.Organ != c.Organ {
			t.Errorf("concept %s does not match its knowledge-base finding (kind %s, organ %q)", id, c.Kind, c.Organ)
		}
	}
	sort.Strings(missing)
	t.Logf("%d of %d general-area findings have a concept", len(area)-len(missing), len(area))
	if len(missing) > 0 {
		t.Errorf("general-area findings without a concept: %v", missing)
	}

	const perDisease = 4
	total := newScore(false)
	// Two samples: the one the concepts were first written on and one drawn alike from other
	// seeds, so that the ceilings hold on patients the concepts were not tuned on too.
	for _, seed := range []uint64{3000, 5000} {
		for _, s := range scoreInHouse(t, area, sample{seed: seed, n: each(perDisease)},
			sample{seed: seed + 1000, n: each(perDisease), byPrevalence: true}) {
			t.Logf("seed %d %s voice %-16s %v", seed, s.kind, s.voice, s.score)
			logTops(t, s.score, 12)
			what := fmt.Sprintf("general area, seed %d, %s voice %s", seed, s.kind, s.voice)
			checkRecall(t, what, s.score, false)
			checkErrors(t, what, s.errors(), s.readings)
			total.add(s.score)
		}
	}
	t.Logf("all in-house voices: %v", total)
	if testing.Verbose() {
		var never []string
		for id, n := range total.writtenBy {
			if total.missed[id] == n {
				never = append(never, id)
			}
		}
		sort.Strings(never)
		t.Logf("written but never read: %v", never)
	}
}
