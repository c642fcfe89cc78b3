package agents

import (
	"testing"

	"agenthospital/kb"
)

// TestEquivocalStudyIsFollowed: an ultrasound that could not see the appendix says nothing for
// or against appendicitis. A doctor already sure of appendicitis from the story, examination
// and labs does not rest the diagnosis on that ultrasound: it orders the CT that shows the
// appendix. When the ultrasound does show an inflamed appendix, it concludes.
func TestEquivocalStudyIsFollowed(t *testing.T) {
	k, cands, story, exam, labs := appendicitisWorkup(t)
	next := func(us string) decision {
		cfg := DefaultOffline
		cfg.Knowledge = 1
		o := NewOffline(k, NewReader(k), cands, cfg, 1)
		steps := []chartStep{exam, labs}
		if us != "" {
			steps = append(steps, chartStep{Test: "us_abdomen", Text: us})
		}
		return o.Decide(&chart{PatientID: "P1", Age: 24, Sex: "M", History: story, Steps: steps})
	}
	const unseen = "FINDINGS: The liver, gallbladder and kidneys are unremarkable. No free fluid. The appendix is not visualized."
	const inflamed = "FINDINGS: The liver, gallbladder and kidneys are unremarkable. No free fluid. A noncompressible, dilated appendix measures 10 mm with surrounding echogenic fat."
	if d := next(unseen); d.Action != actImaging || d.Test != "ct_abdomen" {
		t.Errorf("after an ultrasound that did not see the appendix: %s %s (lead %s at %.2f), want Imaging ct_abdomen", d.Action, d.Test, d.Hypothesis, d.Posterior)
	}
	if d := next(inflamed); d.Action != actFinal || d.Diagnosis != "acute_appendicitis" {
		t.Errorf("after an ultrasound that shows appendicitis: %s %s %s, want the final diagnosis acute_appendicitis", d.Action, d.Test, d.Diagnosis)
	}
	// The follow-up is not a test the doctor would order anyway: without the doubt it is sure.
	cfg := DefaultOffline
	cfg.Knowledge = 1
	o := NewOffline(k, NewReader(k), cands, cfg, 1)
	ep := &chart{PatientID: "P2", Age: 24, Sex: "M", History: story, Steps: []chartStep{exam, labs, {Test: "us_abdomen", Text: unseen}}}
	if p := o.posterior(ep, o.observe(ep)); p[o.byID["acute_appendicitis"].bi] < o.cfg.StopAt {
		t.Errorf("appendicitis at %.2f before the follow-up; the test needs a doctor already sure (StopAt %.2f)", p[o.byID["acute_appendicitis"].bi], o.cfg.StopAt)
	}
}

// appendicitisWorkup is a young man's appendicitis as the doctor meets it before imaging: the
// candidates of an abdominal differential, the story, the examination and a high white count.
func appendicitisWorkup(t *testing.T) (k *kb.KB, cands []*kb.Disease, story string, exam, labs chartStep) {
	k = testKB(t)
	cands = diseases(k, "acute_appendicitis", "acute_cholecystitis", "acute_diverticulitis", "mesenteric_adenitis", "acute_gastroenteritis", "ureteral_colic")
	story = "24M with a day of pain that started around the umbilicus and moved to the right lower quadrant, with anorexia, nausea and one vomit. Low-grade fevers. Pain worse with walking and coughing."
	exam = chartStep{Test: physicalExam, Text: "T 38.1 HR 104. Abdomen: tender at McBurney's point with rebound and voluntary guarding; positive Rovsing and psoas signs."}
	labs = chartStep{Test: "cbc", Labs: []kb.LabValue{{ItemID: 51301, Num: 15.8, Lower: 4, Upper: 11}}}
	return k, cands, story, exam, labs
}
