package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCohortThenEval(t *testing.T) {
	dir := t.TempDir()
	data, out := filepath.Join(dir, "cohort"), filepath.Join(dir, "eval")
	code, stdout, stderr := run(t, "cohort", "--scenario", "../../scenarios/abdominal-ed.yaml", "--n", "120", "--seed", "9", "--out", data, "--quiet")
	if code != 0 {
		t.Fatalf("cohort exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "Wrote 120 encounters") {
		t.Fatalf("cohort output: %s", stdout)
	}
	for _, f := range []string{"history_of_present_illness.csv", "physical_examination.csv", "laboratory_tests.csv", "microbiology.csv",
		"radiology_reports.csv", "discharge_diagnosis.csv", "icd_diagnosis.csv", "discharge_procedures.csv", "icd_procedures.csv",
		"lab_test_mapping.csv", "pathology_ids.json"} {
		if _, err := os.Stat(filepath.Join(data, f)); err != nil {
			t.Errorf("cohort did not write %s", f)
		}
	}
	hpi, _ := os.ReadFile(filepath.Join(data, "history_of_present_illness.csv"))
	for _, w := range []string{"appendicitis", "cholecystitis", "diverticulitis", "pancreatitis"} {
		if strings.Contains(strings.ToLower(string(hpi)), w) {
			t.Errorf("the histories name the diagnosis %q", w)
		}
	}
	code, stdout, stderr = run(t, "eval", "--data", data, "--out", out, "--scenario", "../../scenarios/abdominal-ed.yaml", "--quiet")
	if code != 0 {
		t.Fatalf("eval exit %d: %s", code, stderr)
	}
	for _, w := range []string{"appendicitis", "mean (per pathology)", "macro F1", "guideline adherence", "ECE", "invalid episodes"} {
		if !strings.Contains(stdout, w) {
			t.Errorf("eval table lacks %q:\n%s", w, stdout)
		}
	}
	var rep map[string]any
	b, err := os.ReadFile(filepath.Join(out, "report.json"))
	if err != nil || json.Unmarshal(b, &rep) != nil {
		t.Fatalf("report.json: %v", err)
	}
	for _, key := range []string{"n", "accuracy", "mean_accuracy", "gracious_accuracy", "macro_f1", "micro_f1", "mean_cost", "ece", "guideline_adherence", "invalid_episodes"} {
		if _, ok := rep[key]; !ok {
			t.Errorf("report.json lacks %q", key)
		}
	}
	if rep["n"].(float64) != 120 {
		t.Errorf("n = %v", rep["n"])
	}
	f, _ := os.Open(filepath.Join(out, "results.jsonl"))
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	lines := 0
	for sc.Scan() {
		var r struct {
			Hadm       int64  `json:"hadm_id"`
			Truth      string `json:"pathology"`
			Feedback   string `json:"feedback"`
			Trajectory struct {
				Steps []map[string]any `json:"steps"`
			} `json:"trajectory"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("results line %d: %v", lines+1, err)
		}
		if r.Hadm == 0 || r.Truth == "" || r.Feedback == "" || len(r.Trajectory.Steps) == 0 {
			t.Fatalf("results line %d incomplete: %s", lines+1, sc.Text()[:min(300, len(sc.Text()))])
		}
		lines++
	}
	if lines != 120 {
		t.Fatalf("%d result lines for 120 encounters", lines)
	}
	// The same encounters as JSONL, and the full-information regime.
	jl := filepath.Join(dir, "c.jsonl")
	if code, _, stderr := run(t, "cohort", "--scenario", "../../scenarios/abdominal-ed.yaml", "--n", "40", "--seed", "9", "--out", jl, "--format", "jsonl", "--quiet"); code != 0 {
		t.Fatalf("cohort jsonl: %s", stderr)
	}
	if code, stdout, stderr := run(t, "eval", "--data", jl, "--out", filepath.Join(dir, "e2"), "--regime", "full-info", "--scenario", "../../scenarios/abdominal-ed.yaml", "--quiet"); code != 0 || !strings.Contains(stdout, "full-info") {
		t.Fatalf("eval full-info on jsonl: %d %s %s", code, stderr, stdout)
	}
}

func TestEvalUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"eval"}, 2, "--data and --out are required"},
		{[]string{"eval", "--data", "x", "--out", "y", "--regime", "psychic"}, 2, "--regime must be interactive or full-info"},
		{[]string{"eval", "--data", "/nonexistent", "--out", "y", "--scenario", "../../scenarios/abdominal-ed.yaml"}, 1, "/nonexistent"},
		{[]string{"cohort", "--n", "0", "--out", "x"}, 2, "--n must be >= 1"},
		{[]string{"cohort", "--out", "x", "--format", "xml"}, 2, "--format must be csv or jsonl"},
	} {
		code, _, stderr := run(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
}
