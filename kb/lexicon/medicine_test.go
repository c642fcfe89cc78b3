package lexicon_test

import (
	"fmt"
	"testing"
)

// medArea reads the ids of the knowledge base's medicine findings file (cardiology, respiratory,
// neurology, endocrinology, nephrology, hematology) and the ids of the concepts data/medicine.yaml
// defines (which also holds the abdominal findings that had no concept). The figures are measured
// over the file's concepts; every medicine finding must have a concept somewhere in the lexicon
// (a few had one in abdominal.yaml before this file). Both lists are read from their files, so a
// finding added to the knowledge base or a concept added to the file joins the measure.
func medArea(t *testing.T) (mine map[string]bool, kbMedicine []string) {
	t.Helper()
	return idSet(fileIDs(t, "data/medicine.yaml", "concepts")), fileIDs(t, "../data/findings/medicine.yaml", "findings")
}

// TestMedicineConcepts measures the medicine concepts on every voice the reader may be tuned on
// (the held-out voices are TestHeldOutVoice's): the share of the area's findings a note or report
// states that are read present, and the share of the area's readings that contradict the patient.
func TestMedicineConcepts(t *testing.T) {
	_, _, known := setup(t)
	mine, kbMedicine := medArea(t)
	var uncovered []string
	for _, id := range kbMedicine {
		if !known[id] {
			uncovered = append(uncovered, id)
		}
	}
	if len(uncovered) > 0 {
		t.Errorf("%d medicine findings have no concept: %v", len(uncovered), uncovered)
	}
	const perDisease = 2
	// The error share is over every reading of the area's concepts, those in past and family
	// history and in a report's history lines too (the others' is over the judged readings).
	overAll := func(s *score) string {
		return fmt.Sprintf("%v; %.2f%% of all %d readings", s, 100*float64(s.errors())/float64(max(1, s.mentions)), s.mentions)
	}
	// Two samples: the one the concepts were first written on and one drawn alike from other
	// seeds, so that the ceiling holds on patients the concepts were not tuned on too.
	for _, seed := range []uint64{7100, 9100} {
		total := newScore(false)
		for _, s := range scoreInHouse(t, mine, sample{seed: seed, n: each(perDisease)}, sample{seed: seed + 200, n: each(perDisease)}) {
			t.Logf("seed %d %s voice %-16s %s", seed, s.kind, s.voice, overAll(s.score))
			total.add(s.score)
		}
		t.Logf("seed %d, all in-house voices: %s", seed, overAll(total))
		logTops(t, total, 25)
		what := fmt.Sprintf("medicine concepts, seed %d", seed)
		checkRecall(t, what, total, true)
		checkErrors(t, what, total.errors(), total.mentions)
	}
}
