package lexicon_test

import (
	"fmt"
	"sort"
	"testing"

	"agenthospital/kb"
)

// TestGeneratedNotes reads the histories and examinations the hospital's generator writes and
// counts what the lexicon reads wrongly: a finding affirmed that the patient does not have, or
// denied that the patient has. The generator's text is not the lexicon's source; this measures
// how well general clinical reading fits it. Each voice the reader may be tuned on is measured on
// its own; the held-out voice is measured by TestHeldOutVoice.
func TestGeneratedNotes(t *testing.T) {
	k, _, _ := setup(t)
	for _, v := range k.NoteVoices {
		if !v.HeldOut {
			t.Run(v.ID, func(t *testing.T) { testGeneratedNotes(t, k, v.ID) })
		}
	}
}

func testGeneratedNotes(t *testing.T, k *kb.KB, voice string) {
	_, l, _ := setup(t)
	g, err := kb.NewGenerator(k, kb.CohortOptions{Voice: voice})
	if err != nil {
		t.Fatal(err)
	}
	wrong := map[string]int{}
	reads := 0
	for _, id := range []string{"acute_gastroenteritis", "peptic_ulcer_disease", "biliary_colic", "acute_appendicitis", "acute_pancreatitis", "acute_cholecystitis"} {
		d := k.Disease(id)
		if d == nil {
			t.Fatalf("no disease %s", id)
		}
		for i := 0; i < 40; i++ {
			p := g.PatientWith(7, i, d)
			for _, text := range []string{p.History, p.Exam} {
				for _, m := range l.Read(text) {
					if m.Section == "pmh" || m.Section == "psh" || m.Section == "family" {
						continue
					}
					reads++
					if m.Negated == p.Has(m.Concept) {
						key := fmt.Sprintf("%s %s", map[bool]string{true: "denied", false: "affirmed"}[m.Negated], m.Concept)
						wrong[key]++
						if wrong[key] <= 2 && testing.Verbose() {
							t.Logf("%s: %s in %q", id, key, snippet(text, m.Start, m.End))
						}
					}
				}
			}
		}
	}
	var ks []string
	total := 0
	for k, n := range wrong {
		ks = append(ks, k)
		total += n
	}
	sort.Slice(ks, func(i, j int) bool { return wrong[ks[i]] > wrong[ks[j]] })
	for _, k := range ks {
		t.Logf("%4d %s", wrong[k], k)
	}
	t.Logf("%d of %d readings disagree with the patient", total, reads)
	// abdominal_pain is the general concept every located pain also is, and the vital-sign
	// thresholds are the textbook ones rather than the generator's; the rest should agree.
	other := total
	for k, n := range wrong {
		switch k {
		case "affirmed abdominal_pain", "denied tachycardia", "affirmed tachycardia", "affirmed tachypnea", "denied tachypnea":
			other -= n
		}
	}
	if float64(other) > 0.03*float64(reads) {
		t.Errorf("%d of %d readings (other than general pain and vital thresholds) disagree with the patient, want under 3%%", other, reads)
	}
}

func snippet(text string, s, e int) string {
	a, b := max(0, s-60), min(len(text), e+40)
	return text[a:b]
}
