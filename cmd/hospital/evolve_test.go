package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestEvolveLearnsAndIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("evolve runs a few hundred episodes")
	}
	dir := t.TempDir()
	runEvolve := func(out string) string {
		code, stdout, stderr := run(t, "evolve", "--scenario", "../../scenarios/abdominal-ed.yaml", "--accrual", "300", "--eval", "150",
			"--levels", "0,100,300", "--seed", "5", "--out", out, "--quiet")
		if code != 0 {
			t.Fatalf("evolve exit %d: %s", code, stderr)
		}
		return stdout
	}
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	runEvolve(a)
	runEvolve(b)
	ca, _ := os.ReadFile(filepath.Join(a, "curve.csv"))
	cb, _ := os.ReadFile(filepath.Join(b, "curve.csv"))
	if len(ca) == 0 || !bytes.Equal(ca, cb) {
		t.Fatalf("same seed, different curve.csv:\n%s\n%s", ca, cb)
	}
	// Same store contents: the exports are byte-identical.
	ea, eb := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	for _, p := range [][2]string{{a, ea}, {b, eb}} {
		if code, _, stderr := run(t, "memory", "--store", p[0], "export", "--out", p[1]); code != 0 {
			t.Fatalf("export: %s", stderr)
		}
	}
	xa, _ := os.ReadFile(ea)
	xb, _ := os.ReadFile(eb)
	if len(xa) == 0 || !bytes.Equal(xa, xb) {
		t.Fatal("same seed, different store contents")
	}
	// Learning shows: accuracy at the last level is well above exposure 0, which is still sound.
	rows := strings.Split(strings.TrimSpace(string(ca)), "\n")
	first := strings.Split(rows[1], ",")
	last := strings.Split(rows[len(rows)-1], ",")
	if first[1] < "0.6" || last[1] <= first[1] {
		t.Fatalf("accuracy %s at exposure 0 and %s at the top level", first[1], last[1])
	}
	for _, f := range []string{"curve.png", "provenance.json", "memory.db"} {
		if st, err := os.Stat(filepath.Join(a, f)); err != nil || st.Size() == 0 {
			t.Errorf("evolve did not write %s", f)
		}
	}
}

func TestMemoryGovernance(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a memory with evolve")
	}
	dir := t.TempDir()
	store := filepath.Join(dir, "run")
	if code, _, stderr := run(t, "evolve", "--scenario", "../../scenarios/abdominal-ed.yaml", "--accrual", "60", "--eval", "20",
		"--levels", "0,60", "--seed", "2", "--out", store, "--quiet"); code != 0 {
		t.Fatalf("evolve: %s", stderr)
	}
	code, out, stderr := run(t, "memory", "--store", store, "list", "--kind", "dcp")
	if code != 0 || !strings.Contains(out, "60 items") {
		t.Fatalf("list: %d %s %s", code, out, stderr)
	}
	id := regexp.MustCompile(`^[0-9a-f-]{36}`).FindString(out)
	if code, out, _ := run(t, "memory", "--store", store, "show", id); code != 0 || !strings.Contains(out, "Experience Pattern:") || !strings.Contains(out, `"source_episode"`) {
		t.Fatalf("show: %s", out)
	}
	if code, out, stderr := run(t, "memory", "--store", store, "search", "right upper quadrant pain"); code != 0 || !strings.Contains(out, "hits") {
		t.Fatalf("search: %d %s %s", code, out, stderr)
	}
	if code, _, stderr := run(t, "memory", "--store", store, "retract", id); code != 2 || !strings.Contains(stderr, "--reason") {
		t.Fatalf("retract without a reason should be a usage error: %d %s", code, stderr)
	}
	if code, _, stderr := run(t, "memory", "--store", store, "retract", id, "--reason", "misleading pattern"); code != 0 {
		t.Fatalf("retract: %s", stderr)
	}
	_, out, _ = run(t, "memory", "--store", store, "list", "--kind", "dcp")
	if strings.Contains(out, id) {
		t.Fatal("a retracted item is still listed as live")
	}
	_, out, _ = run(t, "memory", "--store", store, "search", "pain")
	if strings.Contains(out, id) {
		t.Fatal("a retracted item is still retrieved")
	}
	_, out, _ = run(t, "memory", "--store", store, "audit")
	if !strings.Contains(out, "retract") || !strings.Contains(out, "misleading pattern") {
		t.Fatalf("audit log lacks the retraction:\n%s", out)
	}
	exp := filepath.Join(dir, "items.jsonl")
	if code, _, stderr := run(t, "memory", "--store", store, "export", "--out", exp); code != 0 {
		t.Fatalf("export: %s", stderr)
	}
	other := filepath.Join(dir, "other")
	if code, out, stderr := run(t, "memory", "--store", other, "import", exp); code != 0 || !strings.Contains(out, "imported") {
		t.Fatalf("import: %d %s %s", code, out, stderr)
	}
	exp2 := filepath.Join(dir, "items2.jsonl")
	run(t, "memory", "--store", other, "export", "--out", exp2)
	a, _ := os.ReadFile(exp)
	b, _ := os.ReadFile(exp2)
	if !bytes.Equal(a, b) {
		t.Fatal("export -> import -> export is not a round trip")
	}
	bad := filepath.Join(dir, "bad.jsonl")
	lines := strings.SplitN(string(a), "\n", 3)
	_ = os.WriteFile(bad, []byte(lines[0]+"\n{\"id\":\"x\",\"colour\":1}\n"), 0o644)
	third := filepath.Join(dir, "third")
	code, _, stderr = run(t, "memory", "--store", third, "import", bad)
	if code == 0 || !strings.Contains(stderr, "bad.jsonl:2") {
		t.Fatalf("a bad import should fail naming line 2: %d %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(third, "memory.db")); !os.IsNotExist(err) {
		t.Fatalf("a bad file must import nothing and create no store: %v", err)
	}
}

func TestEvalWithStoreAndAccrue(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a memory with evolve")
	}
	dir := t.TempDir()
	store, data := filepath.Join(dir, "run"), filepath.Join(dir, "cohort.jsonl")
	if code, _, stderr := run(t, "evolve", "--scenario", "../../scenarios/abdominal-ed.yaml", "--accrual", "80", "--eval", "10",
		"--levels", "0,80", "--seed", "3", "--out", store, "--quiet"); code != 0 {
		t.Fatalf("evolve: %s", stderr)
	}
	if code, _, stderr := run(t, "cohort", "--scenario", "../../scenarios/abdominal-ed.yaml", "--n", "30", "--seed", "4", "--out", data, "--format", "jsonl", "--quiet"); code != 0 {
		t.Fatalf("cohort: %s", stderr)
	}
	_, before, _ := run(t, "memory", "--store", store, "stats")
	code, out, stderr := run(t, "eval", "--data", data, "--out", filepath.Join(dir, "e1"), "--scenario", "../../scenarios/abdominal-ed.yaml", "--store", store, "--quiet")
	if code != 0 || !strings.Contains(out, "experiences replayed") {
		t.Fatalf("eval --store: %d %s %s", code, out, stderr)
	}
	if _, after, _ := run(t, "memory", "--store", store, "stats"); after != before {
		t.Fatal("eval --store without --accrue changed the memory")
	}
	code, out, stderr = run(t, "eval", "--data", data, "--out", filepath.Join(dir, "e2"), "--scenario", "../../scenarios/abdominal-ed.yaml", "--store", store, "--accrue", "--quiet")
	if code != 0 || !strings.Contains(out, "30 episodes consolidated") {
		t.Fatalf("eval --accrue: %d %s %s", code, out, stderr)
	}
	_, list, _ := run(t, "memory", "--store", store, "list", "--kind", "dcp")
	if !strings.Contains(list, "110 items") {
		t.Fatalf("after accruing 30 episodes onto 80 the store should hold 110 DCPs:\n%s", list[max(0, len(list)-200):])
	}
	if code, _, stderr := run(t, "eval", "--data", data, "--out", filepath.Join(dir, "e3"), "--accrue"); code != 2 || !strings.Contains(stderr, "--accrue needs --store") {
		t.Fatalf("--accrue without --store: %d %s", code, stderr)
	}
}
