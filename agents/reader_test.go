package agents

import (
	"testing"
	"testing/fstest"

	"agenthospital/kb"
)

func testKB(t testing.TB) *kb.KB {
	t.Helper()
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func mentions(ms []Mention) map[string]bool {
	out := map[string]bool{}
	for _, m := range ms {
		out[m.Finding] = !m.Negated
	}
	return out
}

func TestReaderNegation(t *testing.T) {
	fs := fstest.MapFS{
		"departments.yaml": {Data: []byte("departments:\n  - {id: emergency, name: Emergency, rooms: 1}\n")},
		"labs.yaml":        {Data: []byte("labs: []\n")},
		"orders.yaml":      {Data: []byte("orders: []\n")},
		"studies.yaml":     {Data: []byte("studies: []\n")},
		"findings/a.yaml": {Data: []byte(`findings:
  - {id: fever, kind: symptom, terms: [fever, fevers]}
  - {id: chills, kind: symptom, terms: [chills]}
  - {id: nausea, kind: symptom, terms: [nausea]}
  - {id: rlq_pain, kind: symptom, terms: [right lower quadrant pain, RLQ pain]}
  - {id: rebound, kind: sign, terms: [rebound tenderness, rebound]}
  - {id: guarding, kind: sign, terms: [guarding]}
  - {id: free_fluid, kind: sign, terms: [free fluid]}
`)},
	}
	k, err := kb.LoadFS(fs, "t")
	if err != nil {
		t.Fatal(err)
	}
	r := newReader(k, nil, func(f *kb.Finding) []string { return f.Terms }) // the phrase reader under the lay reader
	cases := []struct {
		text string
		want map[string]bool
	}{
		{"45 yo man with 2 days of RLQ pain and nausea. Denies fever or chills.",
			map[string]bool{"rlq_pain": true, "nausea": true, "fever": false, "chills": false}},
		{"No fever, chills, or nausea. Reports right lower quadrant pain.",
			map[string]bool{"fever": false, "chills": false, "nausea": false, "rlq_pain": true}},
		{"Abd: soft, no rebound or guarding.", map[string]bool{"rebound": false, "guarding": false}},
		{"Exam notable for rebound tenderness; guarding absent.", map[string]bool{"rebound": true, "guarding": false}},
		{"She has had fevers but no chills.", map[string]bool{"fever": true, "chills": false}},
		{"Negative for nausea. Fever since yesterday.", map[string]bool{"nausea": false, "fever": true}},
		{"No evidence of free fluid.", map[string]bool{"free_fluid": false}},
		{"Patient denies nausea, however reports fever.", map[string]bool{"nausea": false, "fever": true}},
		{"Abd: soft, non-tender, no rebound; w/o guarding.", map[string]bool{"rebound": false, "guarding": false}},
		{"RLQ pain w/o fevers. Free of nausea.", map[string]bool{"rlq_pain": true, "fever": false, "nausea": false}},
		{"Guarding is absent. Rebound was not elicited.", map[string]bool{"guarding": false, "rebound": false}},
	}
	for _, c := range cases {
		got := mentions(r.Read(c.text))
		for id, pos := range c.want {
			v, ok := got[id]
			if !ok || v != pos {
				t.Errorf("%q: %s read as (present=%v, found=%v), want present=%v", c.text, id, v, ok, pos)
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: read %v, want exactly %v", c.text, got, c.want)
		}
	}
}

func TestVitals(t *testing.T) {
	got := mentions(Vitals("Vitals: T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA"))
	for _, id := range []string{"fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia"} {
		if !got[id] {
			t.Errorf("%s not read as present: %v", id, got)
		}
	}
	got = mentions(Vitals("Temp: 98.1 HR: 72 BP: 124/80 RR: 14 O2 sat 99%"))
	for _, id := range []string{"fever_measured", "tachycardia", "hypotension", "tachypnea", "hypoxia"} {
		if v, ok := got[id]; !ok || v {
			t.Errorf("%s should be read as absent: %v", id, got)
		}
	}
}

// TestDoctorReadsNoGeneratorPhrases: the doctor's reader does not read the knowledge base's own
// phrases for its findings (what the generator writes). A finding given a made-up term in the
// knowledge base is not read from that term; the same finding in clinical words is.
func TestDoctorReadsNoGeneratorPhrases(t *testing.T) {
	k := testKB(t)
	f := k.Findings["nausea"]
	if f == nil {
		t.Fatal("no finding nausea")
	}
	f.Terms = append(f.Terms, "zorblat quimmish")
	r := NewReader(k)
	if got := mentions(r.ReadNote("Patient reports zorblat quimmish since this morning.")); got["nausea"] {
		t.Errorf("read nausea from the knowledge base's made-up term: %v", got)
	}
	if got := mentions(r.ReadNote("Patient reports nausea since this morning.")); !got["nausea"] {
		t.Errorf("nausea in clinical words not read: %v", got)
	}
	if shown := r.ReadReport("FINDINGS: zorblat quimmish.").Shown; len(shown) != 0 {
		t.Errorf("a report of made-up words showed %v", shown)
	}
}

// TestDoctorReadsExamBySystem: the doctor reads an examination written body system by system:
// the positives of a line present, and each "no ..." after them absent without negating them.
func TestDoctorReadsExamBySystem(t *testing.T) {
	r := NewReader(testKB(t))
	exam := "Vitals: T 37.9 HR 96 BP 128/74 RR 16 SpO2 98% RA\nGen: A&Ox3, ill appearance\nCV: RRR, no murmur\n" +
		"Abd: soft, RLQ tenderness, rebound tenderness, no Murphy sign, no guarding\nBack: CVA tenderness"
	got := mentions(r.ReadNote(exam))
	want := map[string]bool{"ill_appearing": true, "rlq_tenderness": true, "rebound_tenderness": true, "murphy_sign": false,
		"guarding": false, "cva_tenderness": true}
	for id, pos := range want {
		if v, ok := got[id]; !ok || v != pos {
			t.Errorf("%s read as (present=%v, found=%v), want present=%v; read %v", id, v, ok, pos, got)
		}
	}
}

// Under a family history heading only the relatives' findings are read: an operation or a
// disease of the mother is not the patient's.
func TestFamilyHistoryIsNotThePatients(t *testing.T) {
	k := testKB(t)
	r := NewReader(k)
	text := "Two days of RUQ pain after a fatty meal. Past Surgical History: none. Family History: her mother's gallbladder was taken out, father with colon cancer and diabetes."
	got := mentions(r.ReadNote(text))
	for _, id := range []string{"prior_cholecystectomy", "diabetes_history", "prior_abdominal_surgery"} {
		if got[id] {
			t.Errorf("read %s as the patient's: %v", id, got)
		}
	}
	if !got["ruq_pain"] || !got["family_history_colon_malignancy"] {
		t.Errorf("want ruq_pain and family_history_colon_malignancy, read %v", got)
	}
	// The same operation in the patient's own surgical history is read.
	if got := mentions(r.ReadNote("Past Surgical History: gallbladder removed in 2015.")); !got["prior_cholecystectomy"] {
		t.Errorf("the patient's own cholecystectomy not read: %v", got)
	}
}

// TestReportConflictsAndDoubt: a report that shows an organ abnormal does not also show it
// healthy, and a finding it names with doubt is unknown, not absent.
func TestReportConflictsAndDoubt(t *testing.T) {
	r := NewReader(testKB(t))
	rep := r.ReadReport("FINDINGS: The tip of the appendix is dilated to 11 mm with surrounding fat stranding; its base is of normal caliber.")
	if !rep.Shown["dilated_appendix"] || rep.Shown["normal_caliber_appendix"] {
		t.Errorf("a partly dilated appendix: shown %v", rep.Shown)
	}
	rep = r.ReadReport("FINDINGS: The gallbladder is distended with a 6 mm wall. A sonographic Murphy sign could not be assessed in the sedated patient.")
	if !rep.Shown["gallbladder_distension"] || rep.Absent["sonographic_murphy_sign"] || !rep.Unsure["sonographic_murphy_sign"] {
		t.Errorf("an untested Murphy sign: shown %v, absent %v, unsure %v", rep.Shown, rep.Absent, rep.Unsure)
	}
}

// TestHistoryToldStudy: a history that tells a study's result names the kind of study, so that
// the doctor weighs it as that study's finding.
func TestHistoryToldStudy(t *testing.T) {
	r := NewReader(testKB(t))
	got := map[string]string{}
	for _, m := range r.ReadNote("Seen at an outside hospital two days ago where a CT scan showed a thickened sigmoid colon with pericolic fat stranding. Ultrasound there: cholelithiasis.") {
		got[m.Finding] = m.Modality
	}
	if got["pericolic_fat_stranding"] != "ct" || got["gallstones"] != "us" {
		t.Errorf("modalities of the told results: %v", got)
	}
	for _, m := range r.ReadNote("Pericolic fat stranding was mentioned by her sister.") {
		if m.Modality != "" {
			t.Errorf("%s: modality %q without a study named", m.Finding, m.Modality)
		}
	}
	k := testKB(t)
	o := NewOffline(k, NewReader(k), diseases(k, "acute_diverticulitis", "acute_cholecystitis"), DefaultOffline, 1)
	if k, ok := o.toldStudyKey(Mention{Finding: "pericolic_fat_stranding", Modality: "ct"}); !ok || o.keys[k] != studyKey("ct_abdomen", "pericolic_fat_stranding") {
		t.Errorf("told CT finding: key %v %v", k, ok)
	}
	if _, ok := o.toldStudyKey(Mention{Finding: "nausea", Modality: "ct"}); ok {
		t.Error("a symptom is no study finding")
	}
}
