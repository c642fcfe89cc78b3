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
