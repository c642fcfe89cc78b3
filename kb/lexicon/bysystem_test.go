package lexicon_test

import (
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/lexicon"
)

// TestBySystemExams reads examinations written body system by system ("Abd: soft, RLQ
// tenderness, rebound tenderness, no Murphy sign") and as a list of positives, on the same
// patients: each voice that writes both, forced to one style and then the other on a knowledge
// base of the test's own. Over every finding the notes state, and over the signs alone, the
// recall of the by-system notes must be at least that of the list notes, and their readings must
// not contradict the patient more often.
func TestBySystemExams(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	k, l, _ := setup(t)
	signs := map[string]bool{}
	for id, f := range k.Findings {
		if f.Kind == kb.KindSign {
			signs[id] = true
		}
	}
	for _, voice := range []string{"admission", "ed-terse", "consult"} {
		t.Run(voice, func(t *testing.T) {
			list, bySystem := styleTexts(t, l, voice, 0), styleTexts(t, l, voice, 1)
			for _, area := range []struct {
				name string
				ids  map[string]bool
			}{{"all findings", nil}, {"signs", signs}} {
				ls, bs := scoreTexts(list, area.ids), scoreTexts(bySystem, area.ids)
				t.Logf("%s, list:      %v", area.name, ls)
				t.Logf("%s, by system: %v", area.name, bs)
				logTops(t, bs, 8)
				if bs.recall() < ls.recall() {
					t.Errorf("%s: recall %.4f by system, %.4f as a list", area.name, bs.recall(), ls.recall())
				}
				if bs.errRate() > ls.errRate()+0.002 {
					t.Errorf("%s: %.2f%% of readings wrong by system, %.2f%% as a list", area.name, 100*bs.errRate(), 100*ls.errRate())
				}
			}
		})
	}
}

// styleTexts writes and reads the notes of three patients of every disease in voice, with the
// voice's share of examinations written by system set to p.
func styleTexts(t *testing.T, l *lexicon.Lexicon, voice string, p float64) []*text {
	t.Helper()
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	v := k.NoteVoice(voice)
	if v == nil || v.Exam.BySystem.P == 0 {
		t.Fatalf("voice %q does not write examinations by system", voice)
	}
	v.Exam.BySystem.P = p
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	var ts []*text
	for di, d := range k.Diseases {
		for i := 0; i < 3; i++ {
			pt := g.PatientWith(5000+uint64(di), i, d)
			ts = append(ts, &text{p: pt, parts: []string{pt.History, pt.Exam},
				mentions: [][]lexicon.Mention{l.Read(pt.History), l.Read(pt.Exam)}, stated: pt.Truth.Written})
		}
	}
	return ts
}
