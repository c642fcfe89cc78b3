package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = realMain(args, &o, &e)
	return code, o.String(), e.String()
}

// wallClock is the one field of summary.json that measures the machine, not the simulation.
var wallClock = regexp.MustCompile(`"wall_seconds": [0-9.e+-]+`)

func TestRunIsReproducible(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "c")
	for _, out := range []string{a, b} {
		if code, _, stderr := run(t, "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "400", "--seed", "7", "--out", out, "--quiet"); code != 0 {
			t.Fatalf("run failed (%d): %s", code, stderr)
		}
	}
	if code, _, stderr := run(t, "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "400", "--seed", "8", "--out", c, "--quiet"); code != 0 {
		t.Fatalf("run failed (%d): %s", code, stderr)
	}
	read := func(p string) []byte {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	ta, tb, tc := read(filepath.Join(a, "trace.jsonl")), read(filepath.Join(b, "trace.jsonl")), read(filepath.Join(c, "trace.jsonl"))
	if !bytes.Equal(ta, tb) {
		t.Fatal("same seed, different trace.jsonl")
	}
	if bytes.Equal(ta, tc) {
		t.Fatal("different seeds gave the same trace")
	}
	sa := wallClock.ReplaceAll(read(filepath.Join(a, "summary.json")), nil)
	sb := wallClock.ReplaceAll(read(filepath.Join(b, "summary.json")), nil)
	if !bytes.Equal(sa, sb) {
		t.Fatalf("same seed, different summary.json (apart from wall_seconds):\n%s\n%s", sa, sb)
	}
	if n := bytes.Count(ta, []byte("\n")); n < 400*10 {
		t.Fatalf("trace has %d lines for 400 patients", n)
	}
}

func TestRunTraceAndSummary(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := run(t, "run", "--scenario", "../../scenarios/classroom.yaml", "--patients", "300", "--seed", "2", "--out", out, "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var sum map[string]any
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatalf("--json output is not JSON: %v\n%s", err, stdout)
	}
	for _, key := range []string{"patients_treated", "diagnosis_accuracy", "examination_accuracy", "segment_accuracy", "departments",
		"mean_tests_per_patient", "mean_test_cost", "waits", "utilization", "return_visits", "sim_days", "events", "wall_seconds", "seed"} {
		if _, ok := sum[key]; !ok {
			t.Errorf("summary lacks %q", key)
		}
	}
	if sum["patients_treated"].(float64) != 300 {
		t.Errorf("patients_treated %v, want 300", sum["patients_treated"])
	}
	f, err := os.ReadFile(filepath.Join(out, "trace.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	var last float64
	for i, line := range strings.Split(strings.TrimSpace(string(f)), "\n") {
		var rec struct {
			T      float64  `json:"t"`
			Kind   string   `json:"kind"`
			Actors []string `json:"actors"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("trace line %d: %v", i+1, err)
		}
		if rec.T < last {
			t.Fatalf("trace line %d goes back in time", i+1)
		}
		last = rec.T
		if len(rec.Actors) == 0 {
			t.Fatalf("trace line %d has no actors", i+1)
		}
		kinds[rec.Kind]++
	}
	for _, k := range []string{"onset", "triage", "registration", "waiting", "consultation", "examination", "diagnosis",
		"dispensary", "convalescence", "follow_up", "return_visit", "reading"} {
		if kinds[k] == 0 {
			t.Errorf("no %q event in the trace (kinds: %v)", k, kinds)
		}
	}
	// Patients keep arriving until 300 have completed the cycle, so more than 300 fell ill.
	if kinds["onset"] < 300 || kinds["follow_up"] < 300 {
		t.Errorf("%d onsets and %d follow-ups for 300 completed patients", kinds["onset"], kinds["follow_up"])
	}
}

func TestUsageErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{}, 2, "Usage"},
		{[]string{"fly"}, 2, `unknown command "fly"`},
		{[]string{"run", "--patients", "-5"}, 2, "--patients must be >= 0"},
		{[]string{"run", "--bogus"}, 2, "flag provided but not defined: -bogus"},
		{[]string{"run", "--patients", "0"}, 2, "give --patients or --days"},
		{[]string{"run", "--knowledge", "1.5"}, 2, "expected a share between 0 and 1"},
		{[]string{"run", "--scenario", "nope.yaml", "--out", "x"}, 1, "nope.yaml"},
	}
	for _, c := range cases {
		code, _, stderr := run(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr, c.code, c.want)
		}
		if c.code != 0 && strings.Count(strings.TrimSpace(stderr), "\n") > 0 && len(c.args) > 0 {
			t.Errorf("%v: error is not one line: %q", c.args, stderr)
		}
	}
	code, _, stderr := run(t, "run", "--help")
	if code != 0 || !strings.Contains(stderr, "-patients") || !strings.Contains(stderr, "-seed") || !strings.Contains(stderr, "-days") {
		t.Errorf("--help: exit %d, %q", code, stderr)
	}
}

func TestRunForDays(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := run(t, "run", "--scenario", "../../scenarios/classroom.yaml", "--days", "6", "--seed", "4", "--out", out, "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var sum struct {
		SimDays  float64 `json:"sim_days"`
		Patients int     `json:"patients_treated"`
	}
	if err := json.Unmarshal([]byte(stdout), &sum); err != nil {
		t.Fatal(err)
	}
	// 24 arrivals a day; --days alone must not stop at the default patient count.
	if sum.SimDays > 6 || sum.SimDays < 5.5 || sum.Patients == 0 {
		t.Fatalf("--days 6 ran %.2f days and completed %d patients", sum.SimDays, sum.Patients)
	}
}

// A viewer can place every agent at every time from the trace alone: each move starts where the
// agent was, and every other record happens where its actors are.
func TestTracePlacesEveryAgent(t *testing.T) {
	out := filepath.Join(t.TempDir(), "run")
	if code, _, stderr := run(t, "run", "--scenario", "classroom", "--days", "6", "--seed", "2", "--out", out, "--quiet"); code != 0 {
		t.Fatal(stderr)
	}
	b, err := os.ReadFile(filepath.Join(out, "trace.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var layout struct {
		Rooms []struct {
			ID string `json:"id"`
		} `json:"rooms"`
	}
	hj, _ := os.ReadFile(filepath.Join(out, "hospital.json"))
	if err := json.Unmarshal(hj, &layout); err != nil {
		t.Fatal(err)
	}
	rooms := map[string]bool{}
	for _, r := range layout.Rooms {
		rooms[r.ID] = true
	}
	at := map[string]string{} // agent -> room
	kinds := map[string]int{}
	for i, line := range bytes.Split(bytes.TrimSpace(b), []byte("\n")) {
		var r struct {
			Kind   string   `json:"kind"`
			Actors []string `json:"actors"`
			From   string   `json:"from"`
			Place  string   `json:"place"`
		}
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		kinds[r.Kind]++
		if !rooms[r.Place] {
			t.Fatalf("line %d: place %q is not a room of hospital.json", i+1, r.Place)
		}
		who := r.Actors[0]
		switch {
		case r.Kind == "move":
			if prev, ok := at[who]; ok && prev != r.From {
				t.Fatalf("line %d: %s moves from %s but was in %s", i+1, who, r.From, prev)
			}
			at[who] = r.Place
		case r.Kind == "onset":
			at[who] = r.Place
		case strings.HasPrefix(who, "P"):
			for _, a := range r.Actors {
				if strings.HasPrefix(a, "P") && at[a] != r.Place {
					t.Fatalf("line %d: %s record for %s in %s, but the patient is in %s", i+1, r.Kind, a, r.Place, at[a])
				}
			}
		}
	}
	for _, k := range []string{"move", "leave", "search", "examination", "diagnosis", "reading"} {
		if kinds[k] == 0 {
			t.Errorf("no %s records", k)
		}
	}
}
