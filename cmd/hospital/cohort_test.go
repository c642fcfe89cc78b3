package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
)

// TestCohortGeneralHospitalThenEval: a general-hospital cohort is a release folder that eval
// reads and scores, with procedure reports among its radiology rows.
func TestCohortGeneralHospitalThenEval(t *testing.T) {
	dir := t.TempDir()
	data, out := filepath.Join(dir, "cohort"), filepath.Join(dir, "eval")
	scenario := "../../scenarios/general-hospital.yaml"
	if code, _, stderr := run(t, "cohort", "--scenario", scenario, "--n", "200", "--seed", "2026", "--out", data, "--quiet"); code != 0 {
		t.Fatalf("cohort exit %d: %s", code, stderr)
	}
	ds, err := mimic.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Encounters) != 200 {
		t.Fatalf("read %d encounters, want 200", len(ds.Encounters))
	}
	mods := map[string]bool{}
	for _, e := range ds.Encounters {
		for _, r := range e.Radiology {
			mods[r.Modality] = true
		}
	}
	for _, m := range []string{"ECG", "Endoscopy", "Ultrasound"} {
		if !mods[m] {
			t.Errorf("no %s report among the cohort's radiology rows", m)
		}
	}
	code, stdout, stderr := run(t, "eval", "--data", data, "--out", out, "--scenario", scenario, "--quiet", "--json")
	if code != 0 {
		t.Fatalf("eval exit %d: %s", code, stderr)
	}
	var rep struct {
		N        int                `json:"n"`
		Accuracy map[string]float64 `json:"accuracy"`
		Overall  *float64           `json:"overall_accuracy"`
		Invalid  *int               `json:"invalid_episodes"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("eval --json: %v\n%s", err, stdout[:min(300, len(stdout))])
	}
	if rep.N != 200 || rep.Overall == nil || rep.Invalid == nil || len(rep.Accuracy) != len(ds.PathologyIDs) {
		t.Errorf("report: n %d, %d accuracies for %d labels, overall %v", rep.N, len(rep.Accuracy), len(ds.PathologyIDs), rep.Overall)
	}
	b, err := os.ReadFile(filepath.Join(out, "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n != 200 {
		t.Errorf("%d result lines, want 200", n)
	}
}

// TestCohortLabelsAreJudged: the judge accepts the name and every synonym of the disease behind
// each label a cohort can write, given the synonyms eval passes it (kb.PathologySynonyms).
func TestCohortLabelsAreJudged(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	labels := make([]string, 0, len(k.Diseases))
	for _, d := range k.Diseases {
		labels = append(labels, kb.PathologyLabel(d))
	}
	extra := k.PathologySynonyms(labels...)
	for _, d := range k.Diseases {
		label := kb.PathologyLabel(d)
		if got := k.DiseaseForLabel(label); got != d {
			t.Errorf("label %q names %v, want %s", label, got, d.ID)
		}
		for _, name := range append([]string{d.Name}, d.Synonyms...) {
			if exact, _ := cdm.ScoreDiagnosis("Final Diagnosis: "+name, label, extra); !exact {
				if exact, _ := cdm.ScoreDiagnosis(name, label, extra); !exact {
					t.Errorf("label %q: the answer %q is not scored correct", label, name)
				}
			}
		}
	}
}

// TestCohortVoice: --voice and --report-voice write the same patients in another voice (a reader
// can then be measured on one voice, such as the held-out one), and an unknown voice is refused
// with the voices there are.
func TestCohortVoice(t *testing.T) {
	dir := t.TempDir()
	read := func(name string, voice ...string) *mimic.Dataset {
		out := filepath.Join(dir, name)
		args := append([]string{"cohort", "--n", "40", "--seed", "5", "--out", out, "--quiet"}, voice...)
		if code, _, stderr := run(t, args...); code != 0 {
			t.Fatalf("cohort %v: exit %d: %s", voice, code, stderr)
		}
		ds, err := mimic.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		return ds
	}
	a := read("admission", "--voice", "admission", "--report-voice", "mimic")
	b := read("terse", "--voice", "ed-terse", "--report-voice", "terse-impression")
	same, reports := 0, 0
	for i, e := range a.Encounters {
		f := b.Encounters[i]
		if e.Pathology != f.Pathology {
			t.Fatalf("encounter %d: %s in one voice, %s in the other: the voice must not change the patient", i, e.Pathology, f.Pathology)
		}
		if e.History == f.History {
			same++
		}
		for j := range e.Radiology {
			if j < len(f.Radiology) && e.Radiology[j].Text != f.Radiology[j].Text {
				reports++
			}
		}
	}
	if same > 0 || reports == 0 {
		t.Errorf("%d of 40 histories identical in two voices, %d reports differ", same, reports)
	}
	code, _, stderr := run(t, "cohort", "--voice", "nope", "--out", filepath.Join(dir, "x"))
	if code != 2 || !strings.Contains(stderr, `--voice "nope" is not a note voice`) || !strings.Contains(stderr, "ed-terse") {
		t.Errorf("unknown voice: exit %d, %q", code, stderr)
	}
}
