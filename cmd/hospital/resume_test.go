package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// stopAfter is an interrupt that asks the command to stop at its (n+1)th check, as a first
// Ctrl-C at that point would.
func stopAfter(n int) *interrupt {
	c := 0
	return &interrupt{poll: func() bool { c++; return c > n }}
}

func runStopping(t *testing.T, in *interrupt, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = commandMain(args, &o, &e, in)
	return code, o.String(), e.String()
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func exportStore(t *testing.T, dir string) []byte {
	t.Helper()
	p := filepath.Join(t.TempDir(), "export.jsonl")
	if code, _, stderr := run(t, "memory", "--store", dir, "export", "--out", p); code != 0 {
		t.Fatalf("export %s: %s", dir, stderr)
	}
	return readFile(t, p)
}

// An evolve stopped (twice: once during accrual, once during a measurement) and resumed ends as
// an uninterrupted one: the same curve.csv, provenance.json and store.
func TestEvolveResume(t *testing.T) {
	if testing.Short() {
		t.Skip("three small evolves")
	}
	dir := t.TempDir()
	args := func(out string) []string {
		return []string{"evolve", "--scenario", "../../scenarios/abdominal-ed.yaml", "--accrual", "120", "--eval", "40",
			"--levels", "0,40,80,120", "--seed", "3", "--out", out, "--quiet"}
	}
	whole := filepath.Join(dir, "whole")
	if code, _, stderr := run(t, args(whole)...); code != 0 {
		t.Fatalf("evolve: %d %s", code, stderr)
	}
	parts := filepath.Join(dir, "parts")
	// Checks: 40 (level 0) + 40 accrual + 40 (level 40) + 20 accrual: stop at exposure 60.
	code, _, stderr := runStopping(t, stopAfter(140), args(parts)...)
	if code != 130 || !strings.Contains(stderr, "interrupted at exposure 60 of 120 (2 of 4 levels measured)") ||
		!strings.Contains(stderr, "exposure 40, in") || !strings.Contains(stderr, "--resume "+parts) {
		t.Fatalf("first stop: exit %d, %s", code, stderr)
	}
	if code, _, stderr := run(t, "evolve", "--resume", parts, "--accrual", "100"); code != 2 || !strings.Contains(stderr, "--accrual 100 (the interrupted run had 120)") {
		t.Fatalf("resume with another --accrual: exit %d, %s", code, stderr)
	}
	if code, _, stderr := run(t, args(parts)...); code != 1 || !strings.Contains(stderr, "--resume "+parts) {
		t.Fatalf("a fresh evolve into an interrupted one: exit %d, %s", code, stderr)
	}
	// Resumed at 40 (a batch is written every 25 episodes and before each level is measured, so
	// level 40 is measured again): 40 checks of level 40, 40 accrual, 20 of level 80.
	code, _, stderr = runStopping(t, stopAfter(100), "evolve", "--resume", parts, "--quiet")
	if code != 130 || !strings.Contains(stderr, "interrupted at exposure 80 of 120 (2 of 4 levels measured)") || !strings.Contains(stderr, "exposure 80, in") {
		t.Fatalf("second stop: exit %d, %s", code, stderr)
	}
	code, stdout, stderr := run(t, "evolve", "--resume", parts, "--quiet")
	if code != 0 {
		t.Fatalf("resume: exit %d, %s", code, stderr)
	}
	if !strings.Contains(stdout, "Evolved on 120 accrual encounters") {
		t.Fatalf("resume output:\n%s", stdout)
	}
	for _, f := range []string{"curve.csv", "provenance.json"} {
		if a, b := readFile(t, filepath.Join(whole, f)), readFile(t, filepath.Join(parts, f)); !bytes.Equal(a, b) {
			t.Errorf("%s differs after resume:\n%s\n---\n%s", f, a, b)
		}
	}
	if a, b := exportStore(t, whole), exportStore(t, parts); !bytes.Equal(a, b) {
		t.Errorf("store export differs after resume (%d and %d bytes)", len(a), len(b))
	}
}
