package world

import (
	"path/filepath"
	"strings"
	"testing"

	"agenthospital/kb"
)

func loadKB(t testing.TB) *kb.KB {
	t.Helper()
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestShippedScenariosLoad(t *testing.T) {
	k := loadKB(t)
	files, _ := filepath.Glob("../scenarios/*.yaml")
	if len(files) < 3 {
		t.Fatalf("want at least 3 scenarios, found %v", files)
	}
	for _, f := range files {
		if _, err := LoadScenario(f, k); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	s, err := LoadScenario("../scenarios/general-hospital.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Departments) != 21 {
		t.Errorf("general hospital opens %d departments, want 21", len(s.Departments))
	}
	a, err := LoadScenario("../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	for id, w := range map[string]float64{"acute_appendicitis": 957, "acute_cholecystitis": 648, "acute_diverticulitis": 257, "acute_pancreatitis": 538} {
		if a.DiseaseMix[id] != w {
			t.Errorf("abdominal-ed mix %s = %v, want MIMIC-CDM's %v", id, a.DiseaseMix[id], w)
		}
	}
}

func TestScenarioErrors(t *testing.T) {
	k := loadKB(t)
	base := "name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 2}\n"
	cases := []struct{ yaml, want string }{
		{base + "colour: red\n", `s.yaml:5: unknown key "colour"`},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: many", 1), `s.yaml:2: got str "many", expected a number`},
		{strings.Replace(base, "doctors: 2", "doctors: -1", 1), "s.yaml: departments[0].doctors: expected a count >= 1, got -1"},
		{strings.Replace(base, "emergency", "astrology", 1), `s.yaml: departments[0].id: unknown department "astrology"`},
		{base + "disease_mix: {dragon_pox: 3}\n", `s.yaml: disease_mix.dragon_pox: unknown disease "dragon_pox"`},
		{base + "nurses: {triage: -2}\n", "s.yaml: nurses.triage: expected a count >= 0, got -2"},
		{base + "triage_error: 1.5\n", "s.yaml: triage_error: expected a share between 0 and 1, got 1.5"},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: 0", 1), "s.yaml: arrivals_per_day: expected a number > 0"},
		{strings.Replace(base, "doctors: 2}", "doctors: 2, chart: astrology}", 1), `s.yaml: departments[0].chart: unknown chart workup "astrology"`},
	}
	for _, c := range cases {
		_, err := ParseScenario("s.yaml", []byte(c.yaml), k)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("scenario\n%s\nerror %v\nwant it to contain %q", c.yaml, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
	}
	if _, err := LoadScenario(filepath.Join(t.TempDir(), "missing.yaml"), k); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Errorf("missing file error %v should name the file", err)
	}

}

func TestCohortCharts(t *testing.T) {
	k := loadKB(t)
	a, err := LoadScenario("../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	c := a.Cohort(k)
	for _, id := range a.Departments[0].Diseases {
		if c.Charts[id] != "ed_abdominal_pain" {
			t.Errorf("abdominal-ed: %s charted with %q, want ed_abdominal_pain", id, c.Charts[id])
		}
	}
	// Without disease lists a disease is charted by its own department when that is open, else
	// by the first open department that also sees it.
	s, err := ParseScenario("s.yaml", []byte("name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 1}\n  - {id: general_surgery, doctors: 1}\n"), k)
	if err != nil {
		t.Fatal(err)
	}
	c = s.Cohort(k)
	for _, d := range k.DiseasesIn("emergency") {
		want := "emergency"
		if d.Department == "general_surgery" {
			want = "general_surgery"
		}
		if c.Charts[d.ID] != want {
			t.Errorf("%s (department %s) charted with %q, want %q", d.ID, d.Department, c.Charts[d.ID], want)
		}
	}
}
