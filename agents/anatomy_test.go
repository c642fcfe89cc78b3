package agents

import (
	"testing"

	"agenthospital/kb"
)

// TestRemovedOrganExcludesItsDiseases: a history that says the gallbladder (the appendix) was
// taken out sends cholecystitis and biliary colic (appendicitis) to the bottom, whatever the
// doctor remembers of the textbook; a planned or suspected operation does not.
func TestRemovedOrganExcludesItsDiseases(t *testing.T) {
	post := surgeryPosterior(t)
	const hpi = "52F with 1 day of right upper quadrant pain after a fatty meal, nausea and vomiting. "
	base := post(hpi+"PMH: hypertension.", nil)
	for _, c := range []struct {
		history string
		gone    []string
	}{
		{hpi + "PMH: hypertension. PSH: s/p lap chole 2019.", []string{"acute_cholecystitis", "biliary_colic"}},
		{hpi + "Past surgical history: laparoscopic cholecystectomy for gallstones, tonsillectomy.", []string{"acute_cholecystitis", "biliary_colic"}},
		{hpi + "She had her gallbladder removed in 2015.", []string{"acute_cholecystitis", "biliary_colic"}},
		{hpi + "PSH: appendectomy as a teenager.", []string{"acute_appendicitis"}},
	} {
		got := post(c.history, nil)
		for _, id := range c.gone {
			if !(got[id] < base[id]/20) {
				t.Errorf("%q: P(%s) = %.4f, want below a twentieth of %.4f", c.history, id, got[id], base[id])
			}
		}
	}
	for _, h := range []string{
		hpi + "Surgery consulted for possible cholecystectomy.",
		hpi + "Plan: cholecystectomy this admission.",
		"24M with RLQ pain and fever, concern for appy.",
	} {
		got, before := post(h, nil), base
		if h[0] == '2' {
			before = post("24M with RLQ pain and fever.", nil)
		}
		for _, id := range []string{"acute_cholecystitis", "biliary_colic", "acute_appendicitis"} {
			if got[id] < before[id]/2 {
				t.Errorf("%q: P(%s) fell from %.4f to %.4f: a planned or suspected operation read as done", h, id, before[id], got[id])
			}
		}
	}
}

// TestRemovedOrganInAReport: a study report whose findings say the gallbladder was taken out
// excludes its diseases as the history would; an impression that recommends the operation, or a
// report that denies it, does not.
func TestRemovedOrganInAReport(t *testing.T) {
	surgery := surgeryPosterior(t)
	const hpi = "52F with 1 day of right upper quadrant pain after a fatty meal, nausea and vomiting. PMH: hypertension."
	post := func(report string) map[string]float64 {
		return surgery(hpi, []chartStep{{Action: actImaging, Test: "ct_abdomen", Text: report}})
	}
	base := post("FINDINGS: The liver is unremarkable. No free fluid.")
	for _, r := range []string{
		"FINDINGS: Status post cholecystectomy. The common duct measures 6 mm. No free fluid.",
		"FINDINGS:\nGALLBLADDER: Surgical clips in the gallbladder fossa.\nPANCREAS: Normal.",
	} {
		got := post(r)
		for _, id := range []string{"acute_cholecystitis", "biliary_colic"} {
			if !(got[id] < base[id]/20) {
				t.Errorf("%q: P(%s) = %.4f, want below a twentieth of %.4f", r, id, got[id], base[id])
			}
		}
	}
	for _, r := range []string{
		"FINDINGS: The liver is unremarkable. No free fluid.\nIMPRESSION: Cholelithiasis. Surgical consultation for cholecystectomy is recommended.",
		"FINDINGS: No surgical clips are seen; the gallbladder is present. No free fluid.",
	} {
		got := post(r)
		for _, id := range []string{"acute_cholecystitis", "biliary_colic"} {
			if got[id] < base[id]/2 {
				t.Errorf("%q: P(%s) fell from %.4f to %.4f: an operation not done read as done", r, id, base[id], got[id])
			}
		}
	}
}

// surgeryPosterior returns the posterior, by disease, of a doctor of general surgery who
// remembers nothing of the textbook (the rule is anatomy, not a frequency), for a 52-year-old
// woman with history and steps.
func surgeryPosterior(t *testing.T) func(history string, steps []chartStep) map[string]float64 {
	k := testKB(t)
	var cands []*kb.Disease
	for _, d := range k.Diseases {
		if d.Department == "general_surgery" {
			cands = append(cands, d)
		}
	}
	cfg := DefaultOffline
	cfg.Knowledge = 0
	return func(history string, steps []chartStep) map[string]float64 {
		o := NewOffline(k, NewReader(k), cands, cfg, 1)
		ep := &chart{PatientID: "P1", Age: 52, Sex: "F", History: history, Steps: steps}
		p := o.posterior(ep, o.observe(ep))
		out := map[string]float64{}
		for i, b := range o.beliefs {
			if b.d != nil {
				out[b.d.ID] = p[i]
			}
		}
		return out
	}
}
