package agents

import (
	"math"
	"testing"

	"agenthospital/kb"
)

// TestLabMagnitude: a high lab counts for how high it is. A lipase at 25 times its upper limit is
// pancreatitis far more than one just above it, which a mimic gives as often; a result above range
// is "markedly high" from two range widths above the upper limit (three times it for a range
// from 0, the revised Atlanta threshold for lipase).
func TestLabMagnitude(t *testing.T) {
	if got := markedHigh(0, 60); got != 180 {
		t.Errorf("markedHigh(0, 60) = %v, want 180 (3x the upper limit)", got)
	}
	if got := markedHigh(4, 11); got != 25 {
		t.Errorf("markedHigh(4, 11) = %v, want 25 (two range widths above 11)", got)
	}
	k := testKB(t)
	cands := diseases(k, "acute_pancreatitis", "acute_cholecystitis", "peptic_ulcer_disease", "perforated_peptic_ulcer", "biliary_colic")
	const story = "48F with a day of constant epigastric pain going through to the back, nausea and vomiting."
	exam := chartStep{Test: physicalExam, Text: "T 37.9 HR 104. Abdomen: epigastric tenderness with voluntary guarding, no rebound."}
	odds := func(lipase float64) float64 {
		cfg := DefaultOffline
		cfg.Knowledge = 1
		o := NewOffline(k, NewReader(k), cands, cfg, 1)
		labs := chartStep{Test: "lipase", Labs: []kb.LabValue{{ItemID: 50956, Num: lipase, Lower: 0, Upper: 60}}}
		ep := &chart{PatientID: "P1", Age: 48, Sex: "F", History: story, Steps: []chartStep{exam, labs}}
		p := o.posterior(ep, o.observe(ep))[o.byID["acute_pancreatitis"].bi]
		return p / (1 - p)
	}
	marked, mild := odds(1500), odds(90)
	if !(marked > 5*mild) || math.IsNaN(marked) {
		t.Errorf("odds of pancreatitis with lipase 1500 U/L: %.2f, with 90 U/L: %.2f; want the first over 5 times the second", marked, mild)
	}
}

// TestMarkedRateIsARate: the textbook's rate of a markedly high result is a probability for every
// numeric lab effect of every disease, including labs a disease only lowers.
func TestMarkedRateIsARate(t *testing.T) {
	k := testKB(t)
	for _, d := range k.Diseases {
		for _, e := range d.Labs {
			lab := k.Labs[e.Item]
			if lab == nil || lab.IsQualitative() {
				continue
			}
			if q := markedRate(lab, e, defLabHigh); !(q >= 0.01 && q <= 0.97) {
				t.Errorf("%s, item %d: marked rate %v", d.ID, e.Item, q)
			}
		}
	}
}

// TestNonSpecificUrine: a hazy urine with a trace of protein, a few red cells and squamous cells
// (a concentrated or contaminated sample) is weak evidence of a urinary infection, because such
// results are common in patients without one (kb.Lab.Background); nitrites with leukocyte
// esterase and pyuria stay strong evidence.
func TestNonSpecificUrine(t *testing.T) {
	k := testKB(t)
	cands := diseases(k, "acute_appendicitis", "cystitis")
	const story = "29F with a day of right lower quadrant pain and nausea."
	exam := chartStep{Test: physicalExam, Text: "T 37.6 HR 96. Abdomen: tender in the right lower quadrant, no rebound."}
	nan := math.NaN()
	odds := func(labs ...kb.LabValue) float64 {
		cfg := DefaultOffline
		cfg.Knowledge = 1
		o := NewOffline(k, NewReader(k), cands, cfg, 1)
		ep := &chart{PatientID: "P1", Age: 29, Sex: "F", History: story, Steps: []chartStep{exam}}
		if len(labs) > 0 {
			ep.Steps = append(ep.Steps, chartStep{Test: "urinalysis", Labs: labs})
		}
		p := o.posterior(ep, o.observe(ep))[o.byID["cystitis"].bi]
		return p / (1 - p)
	}
	before := odds()
	weak := odds(
		kb.LabValue{ItemID: 51506, Value: "Hazy", Num: nan, Lower: nan, Upper: nan},
		kb.LabValue{ItemID: 51492, Value: "TR", Num: nan, Lower: nan, Upper: nan},
		kb.LabValue{ItemID: 51493, Value: "4", Num: 4, Lower: 0, Upper: 2},
		kb.LabValue{ItemID: 51476, Value: "9", Num: 9, Lower: 0, Upper: 5},
	)
	strong := odds(
		kb.LabValue{ItemID: 51487, Value: "POS", Num: nan, Lower: nan, Upper: nan},
		kb.LabValue{ItemID: 51486, Value: "LG", Num: nan, Lower: nan, Upper: nan},
		kb.LabValue{ItemID: 51516, Value: "60", Num: 60, Lower: 0, Upper: 5},
	)
	if !(weak < 4*before) {
		t.Errorf("odds of cystitis %.3g before the urinalysis, %.3g after a hazy urine with trace protein and a few red and squamous cells: want less than 4 times", before, weak)
	}
	if !(strong > 20*before) {
		t.Errorf("odds of cystitis %.3g before the urinalysis, %.3g after nitrites, large leukocyte esterase and 60 white cells: want over 20 times", before, strong)
	}
}
