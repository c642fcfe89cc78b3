package main

import (
	"bytes"
	"crypto/sha256"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// badFixtures are small valid inputs that the bad-input cases copy and spoil: a release folder
// of three encounters, the same encounters as JSONL, and a run directory with a memory store
// and a trace.
type badFixtures struct {
	release, jsonl, store, items string
}

func makeBadFixtures(t *testing.T) badFixtures {
	t.Helper()
	base := t.TempDir()
	f := badFixtures{release: filepath.Join(base, "release"), jsonl: filepath.Join(base, "c.jsonl"),
		store: filepath.Join(base, "store"), items: filepath.Join(base, "items.jsonl")}
	for _, args := range [][]string{
		{"cohort", "--n", "3", "--out", f.release, "--quiet"},
		{"cohort", "--n", "3", "--format", "jsonl", "--out", f.jsonl, "--quiet"},
		{"run", "--scenario", "classroom", "--patients", "3", "--out", f.store, "--quiet"},
		{"memory", "--store", f.store, "export", "--out", f.items},
	} {
		if code, _, stderr := run(t, args...); code != 0 {
			t.Fatalf("fixture %v: exit %d: %s", args, code, stderr)
		}
	}
	return f
}

const goodScenario = "name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 2}\n"

// TestBadInput calls the CLI in-process with bad input of every kind. Each case must exit with
// the right status (2: how the command was called, 1: what it was given), print exactly one line
// on stderr naming where the problem is and what was expected, and leave every file in its
// directory as it was: no file created, changed or removed.
func TestBadInput(t *testing.T) {
	fx := makeBadFixtures(t)
	copyTo := func(t *testing.T, src, dst string) {
		t.Helper()
		err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(src, p)
			if d.IsDir() {
				return os.MkdirAll(filepath.Join(dst, rel), 0o755)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	write := func(t *testing.T, path, data string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Setups: each prepares the case directory d.
	scenario := func(yaml string) func(*testing.T, string) {
		return func(t *testing.T, d string) {
			write(t, filepath.Join(d, "s.yaml"), yaml)
			write(t, filepath.Join(d, "out", "trace.jsonl"), "an earlier trace\n")
		}
	}
	release := func(file, data string) func(*testing.T, string) {
		return func(t *testing.T, d string) {
			copyTo(t, fx.release, filepath.Join(d, "rel"))
			if data == "" {
				os.Remove(filepath.Join(d, "rel", file))
			} else {
				write(t, filepath.Join(d, "rel", file), data)
			}
			write(t, filepath.Join(d, "out", "report.json"), "{}\n")
		}
	}
	// spoil replaces old by new in a release file.
	spoil := func(file, old, new string) func(*testing.T, string) {
		return func(t *testing.T, d string) {
			copyTo(t, fx.release, filepath.Join(d, "rel"))
			p := filepath.Join(d, "rel", file)
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(b, []byte(old)) {
				t.Fatalf("%s lacks %q", file, old)
			}
			write(t, p, strings.Replace(string(b), old, new, 1))
		}
	}
	store := func(t *testing.T, d string) { copyTo(t, fx.store, filepath.Join(d, "store")) }
	storeWith := func(extra, data string) func(*testing.T, string) {
		return func(t *testing.T, d string) {
			store(t, d)
			write(t, filepath.Join(d, extra), data)
		}
	}
	textStore := func(t *testing.T, d string) {
		write(t, filepath.Join(d, "store", "memory.db"), "this is a text file, not a memory store\n")
		write(t, filepath.Join(d, "store", "trace.jsonl"), "an earlier trace\n")
	}
	none := func(*testing.T, string) {}

	cases := []struct {
		name  string
		setup func(*testing.T, string)
		args  []string // "D" in an argument is replaced by the case directory
		code  int
		want  []string // substrings of the one stderr line
	}{
		// Flags: NaN, Inf, out of range, unknown flags, stray arguments, bad lists.
		{"run days NaN", none, []string{"run", "--days", "NaN", "--out", "D/out"}, 2, []string{"-days", "between 0 and 36500", `"NaN"`}},
		{"run days Inf", none, []string{"run", "--days", "+Inf", "--patients", "0", "--out", "D/out"}, 2, []string{"-days", "between 0 and 36500"}},
		{"run days negative", none, []string{"run", "--days", "-2", "--out", "D/out"}, 2, []string{"-days", "between 0 and 36500", `"-2"`}},
		{"run days too long", none, []string{"run", "--days", "1e9", "--out", "D/out"}, 2, []string{"-days", "between 0 and 36500"}},
		{"run knowledge NaN", none, []string{"run", "--knowledge", "NaN", "--out", "D/out"}, 2, []string{"-knowledge", "share between 0 and 1"}},
		{"eval knowledge Inf", none, []string{"eval", "--knowledge", "Inf", "--data", "D/rel", "--out", "D/out"}, 2, []string{"-knowledge", "share between 0 and 1"}},
		{"evolve knowledge negative", none, []string{"evolve", "--knowledge", "-0.5", "--out", "D/out"}, 2, []string{"-knowledge", "share between 0 and 1"}},
		{"run patients negative", none, []string{"run", "--patients", "-3", "--out", "D/out"}, 2, []string{"--patients", ">= 0"}},
		{"run patients not a number", none, []string{"run", "--patients", "many", "--out", "D/out"}, 2, []string{"-patients", `"many"`, "expected a whole number"}},
		{"cohort seed negative", none, []string{"cohort", "--seed", "-1", "--out", "D/out"}, 2, []string{"-seed", "expected a whole number >= 0"}},
		{"eval json not a switch", none, []string{"eval", "--json=maybe", "--data", "D/rel", "--out", "D/out"}, 2, []string{"-json", "expected true or false"}},
		{"run neither patients nor days", none, []string{"run", "--patients", "0", "--out", "D/out"}, 2, []string{"--patients or --days"}},
		{"run unknown flag", none, []string{"run", "--dayz", "3"}, 2, []string{"run:", "-dayz", "hospital run --help"}},
		{"cohort stray argument", none, []string{"cohort", "--out", "D/out", "extra"}, 2, []string{"cohort:", `unexpected argument "extra"`}},
		{"cohort n zero", none, []string{"cohort", "--n", "0", "--out", "D/out"}, 2, []string{"--n", ">= 1"}},
		{"cohort format", none, []string{"cohort", "--format", "xml", "--out", "D/out"}, 2, []string{"--format", "csv or jsonl", "xml"}},
		{"evolve levels decreasing", none, []string{"evolve", "--levels", "5,2", "--out", "D/out"}, 2, []string{"--levels", "2 after 5", "strictly increasing"}},
		{"evolve levels repeated", none, []string{"evolve", "--levels", "0,5,5", "--out", "D/out"}, 2, []string{"--levels", "5 after 5", "strictly increasing"}},
		{"evolve levels not numbers", none, []string{"evolve", "--levels", "0,ten", "--out", "D/out"}, 2, []string{"--levels", `"ten"`, "e.g. 0,100,250"}},
		{"evolve levels beyond accrual", none, []string{"evolve", "--levels", "0,50", "--accrual", "10", "--out", "D/out"}, 2, []string{"--levels", "50 exceeds --accrual 10"}},
		{"evolve accrual negative", none, []string{"evolve", "--accrual", "-5", "--out", "D/out"}, 2, []string{"--accrual must be >= 1", "-5"}},
		{"evolve without out", none, []string{"evolve", "--levels", "0,1", "--accrual", "1"}, 2, []string{"--out DIR is required"}},
		{"eval regime", none, []string{"eval", "--regime", "fast", "--data", "D/rel", "--out", "D/out"}, 2, []string{"--regime", "interactive or full-info", "fast"}},
		{"eval limit negative", none, []string{"eval", "--limit", "-1", "--data", "D/rel", "--out", "D/out"}, 2, []string{"--limit", ">= 0"}},
		{"eval without data", none, []string{"eval", "--out", "D/out"}, 2, []string{"--data and --out are required"}},
		{"eval accrue without store", none, []string{"eval", "--accrue", "--data", "D/rel", "--out", "D/out"}, 2, []string{"--accrue needs --store"}},
		{"kb n zero", none, []string{"kb", "--n", "0"}, 2, []string{"--n", ">= 1"}},
		{"kb unknown disease", none, []string{"kb", "--sample", "dragon_pox"}, 2, []string{"--sample", `"dragon_pox"`}},
		{"unknown command", none, []string{"simulate"}, 2, []string{`unknown command "simulate"`, "run, cohort, eval"}},
		{"memory without store", none, []string{"memory", "stats"}, 2, []string{"--store DIR is required"}},
		{"memory unknown command", store, []string{"memory", "--store", "D/store", "frobnicate"}, 2, []string{`unknown command "frobnicate"`, "hospital memory --help"}},
		{"memory unknown flag", store, []string{"memory", "--store", "D/store", "stats", "--quiet"}, 2, []string{"-quiet", "hospital memory --help"}},
		{"unknown scenario name", none, []string{"run", "--scenario", "general-hospitl", "--out", "D/out"}, 2, []string{`unknown scenario "general-hospitl"`, "general-hospital"}},

		// Scenario YAML.
		{"scenario empty", scenario(""), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml is empty", "expected a YAML mapping with name"}},
		{"scenario only comments", scenario("# nothing yet\n"), []string{"cohort", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml is empty"}},
		{"scenario a list", scenario("- name: t\n"), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:1:", "expected a YAML mapping", "got a list"}},
		{"scenario unknown key", scenario(goodScenario + "colour: red\n"), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:5:", `unknown key "colour"`}},
		{"scenario wrong type", scenario(strings.Replace(goodScenario, "10", "lots", 1)), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:2:", "arrivals_per_day", `got str "lots", expected a number`}},
		{"scenario doctors out of bounds", scenario(strings.Replace(goodScenario, "doctors: 2", "doctors: 100000000", 1)), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:4:", "departments[0].doctors", "1..500", "100000000"}},
		{"scenario arrivals out of bounds", scenario(strings.Replace(goodScenario, "10", "1e12", 1)), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:2:", "arrivals_per_day", "<= 20000"}},
		{"scenario nurses out of bounds", scenario(goodScenario + "nurses: {pharmacy: 5000}\n"), []string{"cohort", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:5:", "nurses.pharmacy", "0..1000"}},
		{"scenario step cap out of bounds", scenario(goodScenario + "step_cap: 100000\n"), []string{"eval", "--scenario", "D/s.yaml", "--data", "D/rel", "--out", "D/out"}, 1, []string{"s.yaml:5:", "step_cap", "0..200"}},
		{"scenario knowledge NaN", scenario(goodScenario + "knowledge: .nan\n"), []string{"evolve", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:5:", "knowledge", "between 0 and 1"}},
		{"scenario unknown department", scenario(strings.Replace(goodScenario, "emergency", "astrology", 1)), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:4:", `unknown department "astrology"`, "expected one of"}},
		{"scenario unknown disease", scenario(goodScenario + "disease_mix: {dragon_pox: 1}\n"), []string{"run", "--scenario", "D/s.yaml", "--out", "D/out"}, 1, []string{"s.yaml:5:", `unknown disease "dragon_pox"`}},
		{"scenario missing file", none, []string{"run", "--scenario", "D/missing.yaml", "--out", "D/out"}, 1, []string{"missing.yaml", "no such file"}},

		// Release CSVs and pathology_ids.json (eval --data, evolve --data).
		{"release missing column", release("laboratory_tests.csv", "hadm_id,item,valuestr,ref_range_lower,ref_range_upper\n"), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"laboratory_tests.csv:1:", `lacks column "itemid"`, "want hadm_id,itemid"}},
		{"release bad number", spoil("laboratory_tests.csv", "\n20000000,", "\n20000000x,"), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"laboratory_tests.csv:2:1:", `hadm_id "20000000x" is not an integer`}},
		{"release non-UTF-8", spoil("history_of_present_illness.csv", "\n20000000,\"", "\n20000000,\"\xf6"), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"history_of_present_illness.csv:2:", "hpi is not valid UTF-8", "byte 0xf6"}},
		{"release duplicate hadm", spoil("physical_examination.csv", "\n20000001,", "\n20000000,"), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"physical_examination.csv:", "hadm_id 20000000 repeats the row of line 2", "one row per admission"}},
		{"release missing file", release("microbiology.csv", ""), []string{"evolve", "--data", "D/rel", "--accrual", "1", "--eval", "1", "--levels", "0,1", "--out", "D/out"}, 1, []string{"microbiology.csv", "missing file"}},
		{"pathology ids malformed", release("pathology_ids.json", `{"appendicitis": [20000000,`), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"pathology_ids.json", "want an object of pathology name to list of hadm_ids"}},
		{"pathology ids absent hadm", release("pathology_ids.json", `{"appendicitis": [20000000, 99]}`), []string{"eval", "--data", "D/rel", "--out", "D/out"}, 1, []string{"pathology_ids.json", "hadm_id 99", "history_of_present_illness.csv"}},
		{"jsonl malformed", func(t *testing.T, d string) { write(t, filepath.Join(d, "c.jsonl"), "{\"hadm_id\": 1}\n{oops}\n") }, []string{"eval", "--data", "D/c.jsonl", "--out", "D/out"}, 1, []string{"c.jsonl:2:", "invalid character"}},
		{"data missing", none, []string{"eval", "--data", "D/nowhere", "--out", "D/out"}, 1, []string{"nowhere", "no such file"}},

		// The memory store and files given to memory commands.
		{"memory import malformed line", storeWith("items.jsonl", "{\"id\": \"x\"}\nnot json\n"), []string{"memory", "--store", "D/store", "import", "D/items.jsonl"}, 1, []string{"items.jsonl:"}},
		{"memory import into empty dir", func(t *testing.T, d string) { write(t, filepath.Join(d, "items.jsonl"), "not json\n") }, []string{"memory", "--store", "D/empty", "import", "D/items.jsonl"}, 1, []string{"items.jsonl:1:"}},
		{"memory edit bad json", storeWith("item.json", "{\"title\": 3"), []string{"memory", "--store", "D/store", "edit", "some-id", "--from", "D/item.json"}, 1, []string{"item.json", "expected a JSON item"}},
		{"memory show unknown id", store, []string{"memory", "--store", "D/store", "show", "no-such-item"}, 1, []string{"no-such-item"}},
		{"memory store absent", none, []string{"memory", "--store", "D/nowhere", "stats"}, 1, []string{"nowhere/memory.db", "does not exist"}},
		{"memory.db is a text file: memory", textStore, []string{"memory", "--store", "D/store", "stats"}, 1, []string{"store/memory.db"}},
		{"memory.db is a text file: eval", func(t *testing.T, d string) { textStore(t, d); copyTo(t, fx.release, filepath.Join(d, "rel")) }, []string{"eval", "--data", "D/rel", "--store", "D/store", "--out", "D/store"}, 1, []string{"store/memory.db"}},
		{"memory.db is a text file: run", textStore, []string{"run", "--scenario", "classroom", "--patients", "1", "--store", "D/store", "--out", "D/store"}, 1, []string{"store/memory.db"}},
		{"memory.db is a text file: evolve", textStore, []string{"evolve", "--accrual", "2", "--eval", "1", "--levels", "0,2", "--out", "D/store"}, 1, []string{"store/memory.db"}},
		{"run store without memory", func(t *testing.T, d string) { write(t, filepath.Join(d, "store", "trace.jsonl"), "an earlier trace\n") }, []string{"run", "--scenario", "classroom", "--patients", "1", "--store", "D/store", "--out", "D/store"}, 1, []string{"--store", "store/memory.db does not exist"}},
		{"run with a bad store makes no --out", textStore, []string{"run", "--scenario", "classroom", "--patients", "1", "--store", "D/store", "--out", "D/out"}, 1, []string{"store/memory.db"}},
		{"run with no store makes no --out", none, []string{"run", "--scenario", "classroom", "--patients", "1", "--store", "D/nowhere", "--out", "D/out"}, 1, []string{"nowhere/memory.db does not exist"}},
		{"eval with a bad store makes no --out", func(t *testing.T, d string) { textStore(t, d); copyTo(t, fx.release, filepath.Join(d, "rel")) }, []string{"eval", "--data", "D/rel", "--store", "D/store", "--out", "D/out"}, 1, []string{"store/memory.db"}},
		{"evolve resume without an evolve", none, []string{"evolve", "--resume", "D/nowhere"}, 1, []string{"no evolve to resume"}},
		{"evolve into a used store", store, []string{"evolve", "--accrual", "2", "--eval", "1", "--levels", "0,2", "--out", "D/store"}, 1, []string{"store already holds a memory", "use an empty --out"}},
		{"run out is a file", func(t *testing.T, d string) { write(t, filepath.Join(d, "out"), "a file\n") }, []string{"run", "--scenario", "classroom", "--patients", "1", "--out", "D/out"}, 1, []string{"out", "not a directory"}},
	}
	// pending are cases that fail for a reason outside this package's reach, with the reason.
	pending := map[string]string{}
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if why := pending[c.name]; why != "" {
				t.Skip("TODO: " + why)
			}
			d := t.TempDir()
			c.setup(t, d)
			before := snapshot(t, d)
			args := make([]string, len(c.args))
			for i, a := range c.args {
				if a == "D" || strings.HasPrefix(a, "D/") {
					a = d + a[1:]
				}
				args[i] = a
			}
			code, stdout, stderr := run(t, args...)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr: %s", code, c.code, stderr)
			}
			if stdout != "" {
				t.Errorf("stdout is not empty: %q", stdout)
			}
			if n := strings.Count(stderr, "\n"); n != 1 || !strings.HasSuffix(stderr, "\n") {
				t.Errorf("stderr has %d lines, want exactly one: %q", n, stderr)
			}
			for _, w := range c.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr %q lacks %q", stderr, w)
				}
			}
			if after := snapshot(t, d); after != before {
				t.Errorf("files changed by a failed call:\nbefore:\n%s\nafter:\n%s", before, after)
			}
		})
	}
}

// snapshot lists every file under dir with a hash of its content, and every non-empty
// directory, one per line.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var lines []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			lines = append(lines, rel+"/")
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		lines = append(lines, rel+" "+string(sha256Hex(b)))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

func sha256Hex(b []byte) []byte {
	h := sha256.Sum256(b)
	const hex = "0123456789abcdef"
	out := make([]byte, 0, 16)
	for _, x := range h[:8] {
		out = append(out, hex[x>>4], hex[x&15])
	}
	return out
}
