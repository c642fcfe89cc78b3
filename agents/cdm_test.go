package agents

import (
	"reflect"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

func abdominal(k *kb.KB) []*kb.Disease {
	return diseases(k, "acute_appendicitis", "acute_cholecystitis", "acute_diverticulitis", "acute_pancreatitis",
		"biliary_colic", "ascending_cholangitis", "acute_gastroenteritis", "small_bowel_obstruction", "perforated_peptic_ulcer",
		"peptic_ulcer_disease", "ureteral_colic", "acute_pyelonephritis", "ectopic_pregnancy", "ovarian_torsion",
		"acute_mesenteric_ischemia", "mesenteric_adenitis")
}

// diseases are the knowledge base's diseases of ids, in order: a doctor's candidates.
func diseases(k *kb.KB, ids ...string) []*kb.Disease {
	out := make([]*kb.Disease, len(ids))
	for i, id := range ids {
		out[i] = k.Disease(id)
	}
	return out
}

func cohort(t testing.TB, k *kb.KB, n int, seed uint64) []*mimic.Encounter {
	t.Helper()
	g, err := kb.NewGenerator(k, kb.CohortOptions{Mix: map[string]float64{"acute_appendicitis": 957, "acute_cholecystitis": 648,
		"acute_diverticulitis": 257, "acute_pancreatitis": 538, "biliary_colic": 220, "ureteral_colic": 200}})
	if err != nil {
		t.Fatal(err)
	}
	var out []*mimic.Encounter
	for i := 0; i < n; i++ {
		out = append(out, g.Encounter(g.Patient(seed, i), seed, i))
	}
	return out
}

// TestHiddenFieldsChangeNothing: the doctor's every decision is the same whether or not the
// encounter carries the discharge diagnosis, ICD codes, procedures and the pathology label.
func TestHiddenFieldsChangeNothing(t *testing.T) {
	k := testKB(t)
	rows := k.LabMapping()
	opt := dcr.Options{Labs: mimic.NewLabResolver(rows), Prices: dcr.PricesFrom(k), IncludeRef: true}
	for _, e := range cohort(t, k, 60, 77) {
		stripped := e.Strip()
		if stripped.DischargeDiagnosis != "" || len(stripped.ICDDiagnosis) != 0 || stripped.Pathology != "" {
			t.Fatal("Strip left hidden fields")
		}
		a, err := dcr.Run(e, NewCDMDoctor(k, NewReader(k), abdominal(k), rows, DefaultOffline, 5), opt)
		if err != nil {
			t.Fatal(err)
		}
		b, err := dcr.Run(stripped, NewCDMDoctor(k, NewReader(k), abdominal(k), rows, DefaultOffline, 5), opt)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("hadm %d: stripping the hidden fields changed the trajectory", e.HadmID)
		}
	}
}

func TestCDMDoctorIsASoundClinician(t *testing.T) {
	k := testKB(t)
	rows := k.LabMapping()
	res := mimic.NewLabResolver(rows)
	opt := dcr.Options{Labs: res, Prices: dcr.PricesFrom(k), IncludeRef: true}
	doc := NewCDMDoctor(k, NewReader(k), abdominal(k), rows, DefaultOffline, 3)
	var js []cdm.Judgement
	for _, e := range cohort(t, k, 300, 4242) {
		tr, err := dcr.Run(e, doc, opt)
		if err != nil {
			t.Fatal(err)
		}
		if len(tr.Steps) == 0 || tr.Steps[0].Action != cdm.ActPE {
			t.Fatalf("hadm %d: the physical examination should come first: %+v", e.HadmID, tr.Steps)
		}
		js = append(js, cdm.Judge(e, tr, res, k.PathologySynonyms()))
	}
	r := cdm.Summarize(js)
	if r.OverallAccuracy < 0.6 || r.InvalidEpisodes > 0 {
		t.Fatalf("accuracy %.2f with %d invalid episodes on a cohort it has not seen", r.OverallAccuracy, r.InvalidEpisodes)
	}
	if r.MeanTests < 2 {
		t.Fatalf("mean tests %.2f: the doctor should examine and test", r.MeanTests)
	}
}

func TestDemographics(t *testing.T) {
	cases := []struct {
		text string
		age  int
		sex  string
	}{
		{"45 year old woman presents with RUQ pain", 45, "F"},
		{"___ y/o M with 2 days of RLQ pain. He reports nausea.", -1, "M"},
		{"Mr. ___ is a 67 yo male with abdominal pain", 67, "M"},
		{"Patient presents with abdominal pain.", -1, ""},
		{"72F with epigastric pain; she denies fever", 72, "F"},
	}
	for _, c := range cases {
		age, sex := demographics(c.text)
		if age != c.age || sex != c.sex {
			t.Errorf("%q: got (%d, %q) want (%d, %q)", c.text, age, sex, c.age, c.sex)
		}
	}
}

func TestCoreWorkupRule(t *testing.T) {
	k := testKB(t)
	rows := k.LabMapping()
	opt := dcr.Options{Labs: mimic.NewLabResolver(rows), Prices: dcr.PricesFrom(k), RequireCore: true}
	doc := NewCDMDoctor(k, NewReader(k), abdominal(k), rows, DefaultOffline, 3)
	for _, e := range cohort(t, k, 80, 99) {
		tr, err := dcr.Run(e, doc, opt)
		if err != nil {
			t.Fatal(err)
		}
		var pe, lab, img bool
		for _, s := range tr.Steps {
			pe = pe || s.Action == cdm.ActPE
			lab = lab || (s.Action == cdm.ActLabs && s.Available)
			img = img || (s.Action == cdm.ActImaging && s.Available)
		}
		if tr.Capped || !pe || !lab || !img {
			t.Fatalf("hadm %d: capped=%v pe=%v lab=%v imaging=%v", e.HadmID, tr.Capped, pe, lab, img)
		}
	}
}

// TestCoreWorkupFindsAnUnusualStudy: when the record's only study is one no abdominal workup
// asks for (a confused patient's head CT), the rule still asks for an imaging study, and the
// doctor finds it instead of repeating its diagnosis until the step cap.
func TestCoreWorkupFindsAnUnusualStudy(t *testing.T) {
	k := testKB(t)
	rows := k.LabMapping()
	opt := dcr.Options{Labs: mimic.NewLabResolver(rows), Prices: dcr.PricesFrom(k), RequireCore: true}
	doc := NewCDMDoctor(k, NewReader(k), abdominal(k), rows, DefaultOffline, 3)
	answered := 0
	for _, e := range cohort(t, k, 10, 7) {
		e.Radiology = []mimic.Report{{NoteID: "head-1", Modality: "CT", Region: "Head", ExamName: "CT HEAD W/O CONTRAST",
			Text: "FINDINGS: No acute intracranial hemorrhage, mass effect or territorial infarct."}}
		tr, err := dcr.Run(e, doc, opt)
		if err != nil {
			t.Fatal(err)
		}
		if refused := actionCount(tr, cdm.ActFinal); refused > 1 {
			t.Errorf("hadm %d: the rule sent the diagnosis back %d times", e.HadmID, refused)
		}
		if !tr.Capped && tr.Output != "" {
			answered++
		}
	}
	// A doctor that spends its steps on its own workup first may reach the cap while looking.
	if answered < 8 {
		t.Errorf("%d of 10 records whose only study is a head CT answered, want at least 8", answered)
	}
	// A record without any study: the doctor does not search the whole body for one.
	for _, e := range cohort(t, k, 10, 7) {
		e.Radiology = nil
		tr, err := dcr.Run(e, doc, opt)
		if err != nil {
			t.Fatal(err)
		}
		asked := actionCount(tr, cdm.ActImaging)
		if tr.Capped || tr.Output == "" || asked > len(coreOrder.imaging) {
			t.Errorf("hadm %d without studies: capped=%v, %d imaging requests", e.HadmID, tr.Capped, asked)
		}
	}
}

// actionCount counts the steps of tr with action.
func actionCount(tr *cdm.Trajectory, action string) int {
	n := 0
	for _, s := range tr.Steps {
		if s.Action == action {
			n++
		}
	}
	return n
}

func TestDemographicsOfInfants(t *testing.T) {
	for _, h := range []string{"This is a 8 month old infant boy brought in by his mother.", "A 3-week-old girl with fever.", "10 day old neonate"} {
		if age, _ := demographics(h); age != 0 {
			t.Errorf("%q: age %d, want 0", h, age)
		}
	}
	if age, sex := demographics("This is a 52 year old woman."); age != 52 || sex != "F" {
		t.Errorf("adult: %d %q", age, sex)
	}
}

// TestNamesTheComplicationItRead: the doctor names an incarcerated hernia "with small bowel
// obstruction" once a film shows the bowel dilated, and a small bowel obstruction "due to an
// incarcerated hernia" once the examination finds a bulge that will not reduce; without those
// findings it writes the plain names.
func TestNamesTheComplicationItRead(t *testing.T) {
	k := testKB(t)
	cands := append(abdominal(k), diseases(k, "incarcerated_hernia")...)
	doc := NewCDMDoctor(k, NewReader(k), cands, k.LabMapping(), DefaultOffline, 3)
	hernia, sbo := k.Disease("incarcerated_hernia"), k.Disease("small_bowel_obstruction")
	history := "Seventy-year-old man with a day of crampy belly pain and repeated vomiting."
	pe := cdm.Step{Action: cdm.ActPE, Observation: "Physical Examination:\nAbdomen soft, mildly distended. Tender irreducible bulge in the right groin."}
	plainPE := cdm.Step{Action: cdm.ActPE, Observation: "Physical Examination:\nAbdomen soft, mildly distended, no hernias."}
	ct := cdm.Step{Action: cdm.ActImaging, Input: "Abdomen CT", Modality: "CT", Region: "Abdomen", Available: true,
		Observation: "Imaging:\nAbdomen CT: FINDINGS:\nDilated small bowel loops with air-fluid levels.\n"}
	cases := []struct {
		steps      []cdm.Step
		dis        *kb.Disease
		want       string
		whatItRead string
	}{
		{[]cdm.Step{pe, ct}, hernia, "Incarcerated hernia with small bowel obstruction", "a bulge and dilated loops"},
		{[]cdm.Step{pe}, hernia, "Incarcerated hernia", "a bulge, no film"},
		{[]cdm.Step{pe, ct}, sbo, "Small bowel obstruction due to an incarcerated hernia", "a bulge and dilated loops"},
		{[]cdm.Step{plainPE, ct}, sbo, "Small bowel obstruction", "no bulge"},
	}
	for i, c := range cases {
		s := &dcr.State{HadmID: int64(i + 1), History: history, Steps: c.steps}
		if got := doc.answerFor(c.dis, doc.episode(s)); got != c.want {
			t.Errorf("%s, chart with %s: answer %q, want %q", c.dis.ID, c.whatItRead, got, c.want)
		}
	}
}
