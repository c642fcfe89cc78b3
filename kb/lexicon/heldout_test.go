package lexicon_test

import (
	"testing"
)

// TestHeldOutVoice measures the reader on the voices the knowledge base marks held out: text
// written in a way the lexicon was neither built nor tuned on (kb/data/voices.yaml). Its phrases
// must never be added to the lexicon; the floors below sit a few points under the measured
// figures so a general change that makes reading worse is caught. For comparison it logs the
// same figures for every other voice.
//
// One word the held-out clerking voice uses came into the lexicon from elsewhere: "nil" as a
// negation, read in the Australian and New Zealand notes of testdata/handwritten-i, written
// independently of the generator. It lowered the voice's false affirmations from 1528 to 774
// (recall 0.978 either way).
func TestHeldOutVoice(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	k, _, _ := setup(t)
	const perDisease = 3
	var heldNote, heldReport string
	measure := func(kind, voice string, heldOut bool, s *score, floor [2]float64) {
		t.Logf("%s voice %-16s held_out=%-5v %v", kind, voice, heldOut, s)
		if !heldOut {
			logTops(t, s, 8)
			return
		}
		// Logged whether or not -v, so a failure shows them; the examples only under -v.
		logTop(t, "missed", s.missed, nil, 15)
		logTop(t, "error", s.wrong, s.wrongIn, 10)
		if s.knownRecall() < floor[0] || s.recall() < floor[1] {
			t.Errorf("held-out %s voice %s: recall %.3f over known findings and %.3f over all, floors %.2f and %.2f",
				kind, voice, s.knownRecall(), s.recall(), floor[0], floor[1])
		}
	}
	for _, v := range k.NoteVoices {
		measure("note", v.ID, v.HeldOut, scoreNotes(t, v.ID, nil, sample{seed: 1000, n: each(perDisease)}), heldOutNote)
		if v.HeldOut {
			heldNote = v.ID
		}
	}
	for _, v := range k.ReportVoices {
		measure("report", v.ID, v.HeldOut, scoreReports(t, v.ID, nil, sample{seed: 2000, n: each(perDisease), byPrevalence: true}), heldOutReport)
		if v.HeldOut {
			heldReport = v.ID
		}
	}
	if heldNote == "" || heldReport == "" {
		t.Fatalf("voices.yaml marks no held-out note voice (%q) or report voice (%q)", heldNote, heldReport)
	}
}

// Floors for the held-out recall (target 0.90), a few points under the figures measured, and
// never to be raised by teaching the lexicon the held-out phrases. Known is the recall over the
// findings the lexicon has a concept for; all is over every finding the text states. When the
// voices were written the terminology covered the abdominal emergency department only: notes
// 0.923 known, 0.474 all; reports 0.955 known, 0.588 all. With a concept for every finding of
// the knowledge base (written from clinical usage, without the held-out voices): notes 0.954,
// reports 0.972 (in-house voices 0.984-0.985 and 0.968-0.997).
var (
	heldOutNote   = [2]float64{0.92, 0.92}
	heldOutReport = [2]float64{0.94, 0.94}
)
