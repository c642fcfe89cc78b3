package world

import (
	"path/filepath"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/scenarios"
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
	names := scenarios.Names()
	if len(names) < 3 {
		t.Fatalf("want at least 3 embedded scenarios, found %v", names)
	}
	load := func(name string) *Scenario {
		t.Helper()
		b, err := scenarios.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		s, err := ParseScenario(scenarios.Path(name), b, k)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return s
	}
	for _, n := range names {
		load(n)
	}
	if s := load("general-hospital"); len(s.Departments) != 21 {
		t.Errorf("general hospital opens %d departments, want 21", len(s.Departments))
	}
	a := load("abdominal-ed")
	for id, w := range map[string]float64{"acute_appendicitis": 957, "acute_cholecystitis": 648, "acute_diverticulitis": 257, "acute_pancreatitis": 538} {
		if a.DiseaseMix[id] != w {
			t.Errorf("abdominal-ed mix %s = %v, want MIMIC-CDM's %v", id, a.DiseaseMix[id], w)
		}
	}
	if _, err := LoadScenario("../scenarios/classroom.yaml", k); err != nil {
		t.Errorf("scenario file: %v", err)
	}
}

func TestScenarioErrors(t *testing.T) {
	k := loadKB(t)
	base := "name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 2}\n"
	cases := []struct{ yaml, want string }{
		{base + "colour: red\n", `s.yaml:5: unknown key "colour"`},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: many", 1), `s.yaml:2: arrivals_per_day: got str "many", expected a number`},
		{strings.Replace(base, "doctors: 2", "doctors: [2]", 1), `s.yaml:4: departments[0].doctors: got a list, expected a whole number`},
		{strings.Replace(base, "doctors: 2", "doctors: -1", 1), "s.yaml:4: departments[0].doctors: expected a count 1..500, got -1"},
		{strings.Replace(base, "doctors: 2", "doctors: 100000000", 1), "s.yaml:4: departments[0].doctors: expected a count 1..500, got 100000000"},
		{strings.Replace(base, "emergency", "astrology", 1), `s.yaml:4: departments[0].id: unknown department "astrology"`},
		{base + "disease_mix: {dragon_pox: 3}\n", `s.yaml:5: disease_mix.dragon_pox: unknown disease "dragon_pox"`},
		{base + "disease_mix: {acute_appendicitis: .inf}\n", `s.yaml:5: disease_mix.acute_appendicitis: expected a weight 0..1e+09, got +Inf`},
		{base + "nurses: {triage: -2}\n", "s.yaml:5: nurses.triage: expected a count 0..1000, got -2"},
		{base + "nurses:\n  pharmacy: 5000\n", "s.yaml:6: nurses.pharmacy: expected a count 0..1000, got 5000"},
		{base + "lab_capacity: 1000000\n", "s.yaml:5: lab_capacity: expected a count 0..1000"},
		{base + "imaging_rooms: 201\n", "s.yaml:5: imaging_rooms: expected a count 0..200"},
		{base + "max_return_visits: 21\n", "s.yaml:5: max_return_visits: expected a count 0..20"},
		{base + "step_cap: 1000000\n", "s.yaml:5: step_cap: expected a count 0..200"},
		{base + "age_range: [0, 500]\n", "s.yaml:5: age_range: expected [min, max] with 0 <= min <= max <= 120 years"},
		{base + "reading_hour: 24\n", "s.yaml:5: reading_hour: expected an hour 0..23"},
		{base + "triage_error: 1.5\n", "s.yaml:5: triage_error: expected a share between 0 and 1, got 1.5"},
		{base + "knowledge: .nan\n", "s.yaml:5: knowledge: expected a share between 0 and 1, got NaN"},
		{base + "female_share: -.inf\n", "s.yaml:5: female_share: expected a share between 0 and 1, got -Inf"},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: 0", 1), "s.yaml:2: arrivals_per_day: expected a number > 0 and <= 20000"},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: 1e12", 1), "s.yaml:2: arrivals_per_day: expected a number > 0 and <= 20000 (patients a day), got 1e+12"},
		{strings.Replace(base, "arrivals_per_day: 10", "arrivals_per_day: .nan", 1), "s.yaml:2: arrivals_per_day: expected a number > 0"},
		{strings.Replace(base, "name: t", "description: no name", 1), "s.yaml: name: is required"},
		{"", "scenario s.yaml is empty (expected a YAML mapping with name, arrivals_per_day, departments, ...)"},
		{"# only a comment\n---\n", "scenario s.yaml is empty"},
		{"- name: t\n", "s.yaml:1: expected a YAML mapping with name, arrivals_per_day, departments, ..., got a list"},
		{"name: [t]\narrivals_per_day: x\n", `s.yaml:1: name: got a list, expected text; s.yaml:2: arrivals_per_day: got str "x"`},
		{strings.Replace(base, "doctors: 2}", "doctors: 2, chart: astrology}", 1), `departments[0].chart: unknown chart workup "astrology"`},
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
