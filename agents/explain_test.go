package agents

import (
	"strings"
	"testing"
)

// TestExplainChangesNoDecision: with Explain the doctor writes its differential and the evidence
// that sets the leading diagnosis apart into the decision (the reply's thought), and decides
// exactly as without it.
func TestExplainChangesNoDecision(t *testing.T) {
	k, cands, story, exam, labs := appendicitisWorkup(t)
	us := chartStep{Test: "us_abdomen", Text: "FINDINGS: The liver, gallbladder and kidneys are unremarkable. A noncompressible, dilated appendix measures 10 mm with surrounding echogenic fat."}
	for n, steps := range [][]chartStep{nil, {exam}, {exam, labs}, {exam, labs, us}} {
		decide := func(explain bool) decision {
			cfg := DefaultOffline
			cfg.Knowledge = 1
			cfg.Explain = explain
			o := NewOffline(k, NewReader(k), cands, cfg, 1)
			return o.Decide(&chart{PatientID: "P1", Age: 24, Sex: "M", History: story, Steps: steps})
		}
		plain, told := decide(false), decide(true)
		if plain.Why != "" {
			t.Errorf("step %d: an explanation without Explain: %q", n, plain.Why)
		}
		why := told.Why
		told.Why = ""
		if told != plain {
			t.Errorf("step %d: Explain changed the decision: %+v, without it %+v", n, told, plain)
		}
		lead := k.Disease(plain.Hypothesis).Name
		if !strings.HasPrefix(why, "Differential: "+lead+" ") || !strings.Contains(why, lead+" over ") {
			t.Errorf("step %d: explanation %q does not open with the leading diagnosis %s and what sets it apart", n, why, lead)
		}
		if strings.Contains(why, "\n") {
			t.Errorf("step %d: explanation %q spans lines; it belongs on the thought's line", n, why)
		}
		if n == 3 && !strings.Contains(why, "on us abdomen") {
			t.Errorf("after the ultrasound: explanation %q names none of its findings", why)
		}
	}
}
