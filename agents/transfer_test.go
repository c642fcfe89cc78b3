package agents

import (
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world"
	"agenthospital/world/dcr"
)

// TestMemoryTransfersAcrossVoices: experience accrued on charts written in one style (the
// held-out note voice uk-clerking with the held-out report voice uk-radiology) must not make a
// doctor who knows the whole textbook worse, per pathology, on charts written in other voices.
// Learning findings as P(present | mentioned) failed this: comorbidities and other findings a
// house style never negates were learned near 1 for common diagnoses and stayed near the 0.06
// default for rare ones, so they counted against the rare diagnoses (mean per pathology fell
// from 97.2% to 93.6% on the admission voice and from 96.8% to 94.1% on ed-terse). The tolerance
// is one point, over the pathologies with at least minPerPathology encounters: with every
// pathology counted, one miss in a pathology seen twice (mesenteric adenitis) moved the mean by
// 2.4 points and decided the test by which facts the doctor happened to remember. Counted so,
// memory raised the mean on both voices for every one of the doctors seeded 2 to 5 (admission
// 97.5-98.3% -> 98.5-98.8%, ed-terse 98.1-98.3% -> 98.4-99.2%).
func TestMemoryTransfersAcrossVoices(t *testing.T) {
	if testing.Short() {
		t.Skip("accrues 1,200 episodes")
	}
	k := testKB(t)
	sc, err := world.LoadScenario("../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	cands, rows := sc.Candidates(k), k.LabMapping()
	cohortIn := func(voice, reportVoice string, seed uint64, n int) []*mimic.Encounter {
		opt := sc.Cohort(k)
		opt.Voice, opt.ReportVoice = voice, reportVoice
		g, err := kb.NewGenerator(k, opt)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]*mimic.Encounter, n)
		for i := range out {
			out[i] = g.Encounter(g.Patient(seed, i), seed, i)
		}
		return out
	}
	cfg := DefaultOffline
	cfg.Knowledge = 1
	opt := dcr.Options{RequireCore: true, Labs: mimic.NewLabResolver(rows), Prices: dcr.PricesFrom(k),
		Guidelines: dcr.GuidelinesFrom(k), IncludeRef: true}
	// run diagnoses every encounter and returns the accuracy per pathology, averaged.
	run := func(d *CDMDoctor, encs []*mimic.Encounter, learn bool) (float64, []Experience) {
		right, n := map[string]float64{}, map[string]float64{}
		var xs []Experience
		for _, e := range encs {
			tr, err := dcr.Run(e.Strip(), d, opt)
			if err != nil {
				t.Fatal(err)
			}
			truth := k.DiseaseForLabel(e.Pathology)
			_, answer, _ := strings.Cut(tr.Output, "Final Diagnosis: ")
			if got := k.DiseaseForLabel(strings.TrimSpace(answer)); got != nil && got == truth {
				right[truth.ID]++
			}
			n[truth.ID]++
			if learn {
				xs = append(xs, d.Conclude(e.HadmID, truth.ID))
			} else {
				d.Conclude(e.HadmID, "")
			}
		}
		// Pathologies with fewer than minPerPathology encounters are left out of the mean: one
		// miss in two encounters moved it by 2.4 points, more than the tolerance.
		mean, kept := 0.0, 0
		for id := range n {
			if n[id] >= minPerPathology {
				mean += right[id] / n[id]
				kept++
			}
		}
		return mean / float64(kept), xs
	}
	_, xs := run(NewCDMDoctor(k, NewReader(k), cands, rows, cfg, 1), cohortIn("uk-clerking", "uk-radiology", 5, 1200), true)
	for _, voice := range []string{"admission", "ed-terse"} {
		encs := cohortIn(voice, "", 11, 500)
		without, _ := run(NewCDMDoctor(k, NewReader(k), cands, rows, cfg, 2), encs, false)
		d := NewCDMDoctor(k, NewReader(k), cands, rows, cfg, 2)
		d.Replay(xs)
		with, _ := run(d, encs, false)
		t.Logf("%s: mean per pathology %.1f%% without memory, %.1f%% with the memory of %d uk-clerking episodes", voice, 100*without, 100*with, len(xs))
		if with < without-0.01 {
			t.Errorf("%s: memory accrued in another voice lowers mean per-pathology accuracy: %.1f%% -> %.1f%%", voice, 100*without, 100*with)
		}
	}
}

// minPerPathology is the fewest encounters a pathology needs to count in the mean: one miss
// among ten moves its accuracy by 10 points and the mean over the abdominal differential's
// pathologies by about half a point.
const minPerPathology = 10
