package kb

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestEmbeddedKnowledgeBase(t *testing.T) {
	k, err := Load()
	if err != nil {
		t.Fatalf("embedded knowledge base does not load:\n%v", err)
	}
	if len(k.Departments) != 21 {
		t.Errorf("%d departments, want the 21 clinical departments", len(k.Departments))
	}
	if len(k.Diseases) < 150 {
		t.Errorf("%d diseases, want at least 150", len(k.Diseases))
	}
	per := map[string]int{}
	for _, d := range k.Diseases {
		per[d.Department]++
	}
	for _, d := range k.Departments {
		if per[d.ID] < 5 {
			t.Errorf("department %s has %d diseases, want at least 5", d.ID, per[d.ID])
		}
	}
	for _, id := range []string{"acute_appendicitis", "acute_cholecystitis", "acute_diverticulitis", "acute_pancreatitis"} {
		d := k.Disease(id)
		if d == nil {
			t.Fatalf("missing MIMIC-CDM pathology %s", id)
		}
		if len(d.Labs) < 5 || len(d.Studies) < 2 {
			t.Errorf("%s: want a full lab profile and several studies, got %d labs, %d studies", id, len(d.Labs), len(d.Studies))
		}
		if k.Guidelines[id] == "" {
			t.Errorf("%s: no guideline text", id)
		}
	}
	for _, id := range []string{"cbc", "bmp", "cmp", "lfp", "rfp", "urinalysis", "electrolytes", "coagulation", "lipid"} {
		if k.Order(id) == nil {
			t.Errorf("missing panel %s", id)
		}
	}
	if c := k.Order("cbc"); c != nil && (c.Cost != 71 || c.CostSource != "LA-CDM") {
		t.Errorf("CBC cost %v (%s), want 71 from the LA-CDM table", c.Cost, c.CostSource)
	}
}

// minimal is a tiny valid knowledge base; tests break one thing at a time.
func minimal() fstest.MapFS {
	return fstest.MapFS{
		"departments.yaml": {Data: []byte("departments:\n  - {id: emergency, name: Emergency, rooms: 1}\n")},
		"labs.yaml":        {Data: []byte("labs:\n  - {itemid: 51301, label: White Blood Cells, fluid: Blood, category: Hematology, unit: K/uL, ref: [4, 11], limits: [0.1, 150], decimals: 1}\n")},
		"orders.yaml":      {Data: []byte("orders:\n  - {id: cbc, name: CBC, items: [51301], cost: 71, cost_source: LA-CDM, turnaround: 45}\n")},
		"charts.yaml":      {Data: []byte("charts:\n  - id: emergency\n    orders: [cbc]\n    sometimes: [{order: cbc, p: 0.5}]\n    default_study: us_abdomen\n")},
		"studies.yaml": {Data: []byte(`studies:
  - id: us_abdomen
    kind: imaging
    modality: Ultrasound
    region: Abdomen
    name: Abdominal ultrasound
    cost: 1288
    turnaround: 60
    technique: [Grey scale images.]
    normal:
      appendix: [The appendix is not seen.]
`)},
		"findings/a.yaml": {Data: []byte(`findings:
  - {id: rlq_pain, kind: symptom, terms: [right lower quadrant pain], lay: [my right side hurts]}
  - {id: rlq_tenderness, kind: sign, terms: [RLQ tenderness]}
  - id: appendix_dilated
    kind: study
    organ: appendix
    terms: [dilated appendix]
    report: [A dilated appendix measures 11 mm.]
`)},
		"diseases/a.yaml": {Data: []byte(`diseases:
  - id: appy
    name: Appendicitis
    department: emergency
    prevalence: 1
    age: [5, 20, 80]
    female: 0.5
    chief_complaints: [rlq_pain]
    symptoms: [{finding: rlq_pain, p: 0.8}]
    signs: [{finding: rlq_tenderness, p: 0.8}]
    labs: [{item: 51301, p: 0.8, mean: 15, sd: 3}]
    studies: [{study: us_abdomen, sensitivity: 0.8, findings: [{finding: appendix_dilated, p: 0.9}]}]
    key_tests: [us_abdomen, cbc]
    severity: {mild: 0.5, moderate: 0.3, severe: 0.2}
    treatment: {mild: a, moderate: b, severe: c}
    course: {right: {recover: 0.9, days: [2, 5]}, wrong: {recover: 0.1, days: [2, 5]}}
`)},
	}
}

func TestLoadFSValid(t *testing.T) {
	k, err := LoadFS(minimal(), "x")
	if err != nil {
		t.Fatal(err)
	}
	if k.Disease("appy") == nil || len(k.DiseasesIn("emergency")) != 1 {
		t.Fatal("disease not loaded")
	}
}

func TestLoadFSErrorsNameFileLineAndExpectation(t *testing.T) {
	cases := []struct {
		name, file, from, to, want string
	}{
		{"unknown key", "diseases/a.yaml", "prevalence: 1", "prevalence: 1\n    colour: red", `x/diseases/a.yaml:6: unknown key "colour"`},
		{"wrong type", "diseases/a.yaml", "prevalence: 1", "prevalence: lots", `x/diseases/a.yaml:5: diseases[0].prevalence: got str "lots", expected a number`},
		{"unknown finding", "diseases/a.yaml", "finding: rlq_tenderness", "finding: rlq_tendernes", `x/diseases/a.yaml:2: disease appy: signs[0]: unknown finding "rlq_tendernes"`},
		{"wrong kind", "diseases/a.yaml", "signs: [{finding: rlq_tenderness", "signs: [{finding: rlq_pain", "is a symptom, expected a sign"},
		{"bad probability", "diseases/a.yaml", "p: 0.8, mean", "p: 1.8, mean", "labs[0].p must be in [0, 1]"},
		{"unknown itemid", "diseases/a.yaml", "item: 51301", "item: 99999", "itemid 99999 is not in labs.yaml"},
		{"unknown study", "diseases/a.yaml", "study: us_abdomen", "study: us_abdomenx", `unknown study "us_abdomenx"`},
		{"severity sum", "diseases/a.yaml", "severe: 0.2}", "severe: 0.5}", "severity shares must be >= 0 and sum to 1"},
		{"bad age", "diseases/a.yaml", "age: [5, 20, 80]", "age: [50, 20, 80]", "age must be [min, mode, max]"},
		{"report without term", "findings/a.yaml", "A dilated appendix measures 11 mm.", "The appendix measures 11 mm.", "contains none of its terms"},
		{"kind clash", "findings/a.yaml", "id: rlq_tenderness, kind: sign", "id: rlq_pain, kind: sign", `finding "rlq_pain": kind "sign" here but "symptom" elsewhere`},
		{"unknown system", "findings/a.yaml", "kind: sign, terms", "kind: sign, system: belly, terms", `x/findings/a.yaml:3: finding "rlq_tenderness": system "belly": expected a sign's body system, one of gen, heent`},
		{"system of a symptom", "findings/a.yaml", "kind: symptom, terms", "kind: symptom, system: abd, terms", `finding "rlq_pain": system "abd": expected a sign's body system`},
		{"system clash", "findings/a.yaml", "  - id: appendix_dilated", "  - {id: rlq_tenderness, kind: sign, system: abd, terms: [RLQ tenderness]}\n  - {id: rlq_tenderness, kind: sign, system: ext, terms: [RLQ tenderness]}\n  - id: appendix_dilated", `finding "rlq_tenderness": system "ext" here but "abd" elsewhere`},
		{"needs an organ nothing removes", "diseases/a.yaml", "prevalence: 1", "prevalence: 1\n    needs: [spleen]", `disease appy: needs organ "spleen", which no history finding removes`},
		{"removes on a sign", "findings/a.yaml", "id: rlq_tenderness, kind: sign, terms", "id: rlq_tenderness, kind: sign, removes: appendix, terms", `finding "rlq_tenderness": removes, background and implies are for history findings, this is a sign`},
		{"healthy on a sign", "findings/a.yaml", "id: rlq_tenderness, kind: sign, terms", "id: rlq_tenderness, kind: sign, healthy: true, terms", `finding "rlq_tenderness": healthy is for study findings (an organ seen normal), this is a sign`},
		{"form share", "diseases/a.yaml", "key_tests:", "forms: [{id: perforated, share: 1.2, signs: [{finding: rlq_tenderness, p: 0.5}]}]\n    key_tests:", "forms[0].share must be in (0, 1), got 1.2"},
		{"form lab not the disease's", "diseases/a.yaml", "key_tests:", "forms: [{id: perforated, share: 0.2, labs: [{item: 51302, p: 0.5, mean: 15, sd: 3}]}]\n    key_tests:", "forms[0].labs[0]: itemid 51302 is not among the disease's labs"},
		{"form rate fits the disease's", "diseases/a.yaml", "key_tests:", "forms: [{id: perforated, share: 0.5, signs: [{finding: rlq_tenderness, p: 1}]}, {id: other, share: 0.4, signs: [{finding: rlq_tenderness, p: 0.8}]}]\n    key_tests:", "forms: sign rlq_tenderness comes in 0.820 of the disease's patients through its forms (share × p) but the disease gives it 0.800"},
		{"unseen organ the study lacks", "studies.yaml", "normal:\n", "unseen: {pancreas: {healthy: 0.2, missed: 0.5, sentences: [The pancreas is obscured.], source: estimated}}\n    normal:\n", `x/studies.yaml:2: study "us_abdomen": unseen.pancreas: the study has no normal line for organ "pancreas"`},
		{"unseen rate", "studies.yaml", "normal:\n", "unseen: {appendix: {healthy: 1.5, missed: 0.5, sentences: [The appendix is not seen.], source: estimated}}\n    normal:\n", `unseen.appendix: healthy and missed must be rates in [0, 1]`},
		{"unseen source", "studies.yaml", "normal:\n", "unseen: {appendix: {healthy: 0.5, missed: 0.5, sentences: [The appendix is not seen.]}}\n    normal:\n", `unseen.appendix: source must say where the rates come from`},
		{"lab background", "labs.yaml", "decimals: 1}", "decimals: 1, background: 1.2}", "itemid 51301: background must be a share in [0, 1), got 1.2"},
		{"order item", "orders.yaml", "items: [51301]", "items: [51300]", "itemid 51300 is not in labs.yaml"},
		{"chart order", "charts.yaml", "orders: [cbc]", "orders: [cbcx]", `chart "emergency": orders: unknown order "cbcx"`},
		{"chart chance", "charts.yaml", "p: 0.5", "p: 1.5", `order "cbc": p must be in (0, 1], got 1.5`},
		{"chart default study", "charts.yaml", "default_study: us_abdomen", "default_study: ct_head", `default_study "ct_head" is not an imaging study`},
		{"chart id twice", "charts.yaml", "charts:\n", "charts:\n  - {id: emergency}\n", `chart id "emergency" missing or already used`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := minimal()
			src := string(fsys[c.file].Data)
			if !strings.Contains(src, c.from) {
				t.Fatalf("test setup: %q not in %s", c.from, c.file)
			}
			fsys[c.file] = &fstest.MapFile{Data: []byte(strings.Replace(src, c.from, c.to, 1))}
			_, err := LoadFS(fsys, "x")
			if err == nil {
				t.Fatal("bad knowledge base loaded without error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q\ndoes not contain %q", err, c.want)
			}
			if !strings.Contains(err.Error(), "x/"+c.file) {
				t.Fatalf("error %q does not name the file", err)
			}
		})
	}
}
