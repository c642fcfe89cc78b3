package agents

import (
	"testing"

	"agenthospital/kb"
)

// TestFormsReadFreeAirWithTheSigmoid is the textbook's interaction: free air with an inflamed,
// diverticular sigmoid is perforated diverticulitis, not a perforated ulcer. Weighed finding by
// finding, the free air, the pericolic gas, the rigid abdomen and the radiograph's air each
// count against diverticulitis as if each were a perforation of its own; weighed through the
// disease's perforated form they are one.
func TestFormsReadFreeAirWithTheSigmoid(t *testing.T) {
	cands := func(k *kb.KB) []*kb.Disease {
		return diseases(k, "acute_appendicitis", "acute_cholecystitis", "acute_diverticulitis", "acute_pancreatitis",
			"perforated_peptic_ulcer", "peptic_ulcer_disease", "small_bowel_obstruction", "acute_mesenteric_ischemia")
	}
	const story = "67M with a day of abdominal pain, first low on the left, now everywhere and much worse since this morning; nauseated, not eating."
	steps := []chartStep{
		{Test: physicalExam, Text: "T 38.6 HR 118 BP 104/66. Abdomen distended, rigid, rebound tenderness in all quadrants, worst in the left lower quadrant. Quiet bowel sounds."},
		{Test: "ct_abdomen", Text: "FINDINGS: Sigmoid colon with many diverticula and surrounding pericolic fat stranding. Bubbles of extraluminal gas next to the sigmoid and free intraperitoneal air over the liver. Free fluid in the pelvis. Stomach and duodenum unremarkable. Normal appendix."},
		{Test: "xr_abdomen", Text: "FINDINGS: Free intraperitoneal air under the diaphragm on the upright film."},
	}
	lead := func(k *kb.KB, knowledge float64) (string, float64) {
		cfg := DefaultOffline
		cfg.Knowledge = knowledge
		o := NewOffline(k, NewReader(k), cands(k), cfg, 1)
		ep := &chart{PatientID: "P1", Age: 67, Sex: "M", History: story, Steps: steps}
		return leadingDisease(o, ep)
	}
	plain := testKB(t)
	bare, err := kb.Load() // a knowledge base of its own, whose diseases lose their forms
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range bare.Diseases {
		d.Forms = nil
	}
	if d, p := lead(bare, 1); d != "perforated_peptic_ulcer" {
		t.Errorf("without forms: %s at %.2f; the test needs a chart the finding-by-finding doctor calls a perforated ulcer", d, p)
	}
	for _, knowledge := range []float64{1, 0.6} {
		if d, p := lead(plain, knowledge); d != "acute_diverticulitis" {
			t.Errorf("knowledge %.1f with forms: %s at %.2f, want acute_diverticulitis", knowledge, d, p)
		}
	}
}

// leadingDisease is the doctor's most probable disease for the chart (never "elsewhere") and
// its probability.
func leadingDisease(o *Offline, ep *chart) (string, float64) {
	p := o.posterior(ep, o.observe(ep))
	best := -1
	for i := range p {
		if o.beliefs[i].d != nil && (best < 0 || p[i] > p[best]) {
			best = i
		}
	}
	return o.beliefs[best].d.ID, p[best]
}

// TestFormShiftKeepsSingleFindings checks the mixture's arithmetic: a finding seen alone weighs
// as the disease's rate says (the forms keep each rate), while findings of one form seen
// together weigh more than one by one, and a form's finding seen absent with another present
// weighs less.
func TestFormShiftKeepsSingleFindings(t *testing.T) {
	k := testKB(t)
	cfg := DefaultOffline
	cfg.Knowledge = 1
	o := NewOffline(k, NewReader(k), []*kb.Disease{k.Disease("acute_diverticulitis"), k.Disease("perforated_peptic_ulcer")}, cfg, 1)
	bi := -1
	for i, b := range o.beliefs {
		if b.d != nil && b.d.ID == "acute_diverticulitis" {
			bi = i
		}
	}
	fs := o.forms[bi]
	if fs == nil {
		t.Fatal("acute_diverticulitis has no forms for this doctor")
	}
	air, gas := o.index(studyKey("ct_abdomen", "pneumoperitoneum_ct")), o.index(studyKey("ct_abdomen", "extraluminal_pericolic_gas"))
	shift := func(obs map[int]bool) float64 {
		ev := &evidence{}
		for _, key := range []int{air, gas} {
			if pos, ok := obs[key]; ok {
				ev.set(key, pos)
			}
		}
		return o.formShift(bi, fs, ev)
	}
	for _, obs := range []map[int]bool{{air: true}, {air: false}, {gas: true}, {gas: false}} {
		if s := shift(obs); s > 1e-9 || s < -1e-9 {
			t.Errorf("one finding %v: the forms shift it by %.3g, want 0 (the disease's rate)", obs, s)
		}
	}
	if s := shift(map[int]bool{air: true, gas: true}); s < 1 {
		t.Errorf("free air with pericolic gas: shift %.3f, want well above 0 (one perforation, not two)", s)
	}
	if s := shift(map[int]bool{air: true, gas: false}); s >= 0 {
		t.Errorf("free air without pericolic gas: shift %.3f, want below 0", s)
	}
}

// TestFormsReadAColovesicalFistula: a urinary infection's story and urine with air in the urine
// and a fistula from the sigmoid to the bladder on CT is diverticulitis. Without the fistula form
// and the findings' rates elsewhere, pneumaturia and the fistula would weigh no more than any
// finding a disease does not list.
func TestFormsReadAColovesicalFistula(t *testing.T) {
	k := testKB(t)
	cands := diseases(k, "acute_appendicitis", "acute_cholecystitis", "acute_diverticulitis", "acute_pancreatitis",
		"cystitis", "acute_pyelonephritis", "ureteral_colic", "small_bowel_obstruction")
	const story = "71M, three weeks of burning on urination and going often, treated twice for a bladder infection; now notices air bubbling out at the end of the stream. Mild lower abdominal ache."
	steps := []chartStep{
		{Test: physicalExam, Text: "T 37.6 HR 88 BP 138/80. Abdomen soft, mildly tender suprapubic and in the left lower quadrant, no rebound."},
		{Test: "urinalysis", Labs: []kb.LabValue{{ItemID: 51486, Value: "LG"}, {ItemID: 51487, Value: "POS"}, {ItemID: 51516, Num: 85, Lower: 0, Upper: 5}}},
		{Test: "ct_abdomen", Text: "FINDINGS: The sigmoid colon is thickened with many diverticula and surrounding fat stranding. It adheres to the dome of the bladder, whose wall is thickened there, and a short fistulous tract joins the sigmoid to the bladder, which holds a little gas. No abscess. Kidneys normal."},
	}
	for _, knowledge := range []float64{1, 0.6} {
		cfg := DefaultOffline
		cfg.Knowledge = knowledge
		o := NewOffline(k, NewReader(k), cands, cfg, 1)
		ep := &chart{PatientID: "P1", Age: 71, Sex: "M", History: story, Steps: steps}
		if d, p := leadingDisease(o, ep); d != "acute_diverticulitis" {
			t.Errorf("knowledge %.1f: %s at %.2f, want acute_diverticulitis", knowledge, d, p)
		}
	}
}
