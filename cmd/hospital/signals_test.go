package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// lastLine returns the last line of a file that must end with a newline.
func lastLine(t *testing.T, p string) []byte {
	t.Helper()
	b := readFile(t, p)
	if len(b) == 0 || b[len(b)-1] != '\n' {
		t.Fatalf("%s does not end with a complete line", p)
	}
	lines := bytes.Split(bytes.TrimSuffix(b, []byte("\n")), []byte("\n"))
	return lines[len(lines)-1]
}

func itemsIn(t *testing.T, dir string) int {
	t.Helper()
	code, stdout, stderr := run(t, "memory", "--store", dir, "check")
	if code != 0 {
		t.Fatalf("memory check %s: %d %s", dir, code, stderr)
	}
	var n int
	if _, err := fmt.Sscanf(stdout, "ok: %d live items", &n); err != nil {
		t.Fatalf("memory check output %q: %v", stdout, err)
	}
	return n
}

func TestRunStops(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "run")
	code, stdout, stderr := runStopping(t, stopAfter(4000), "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "2000",
		"--seed", "4", "--out", out, "--quiet")
	re := regexp.MustCompile(`hospital: interrupted at day [0-9.]+: ([0-9,]+) patients done, memory flushed to .* \(([0-9,]+) items\)`)
	m := re.FindStringSubmatch(stderr)
	if code != 130 || m == nil || stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if strings.Count(stderr, "\n") != 1 {
		t.Errorf("expected one line on stderr, got %q", stderr)
	}
	var rec map[string]any
	if err := json.Unmarshal(lastLine(t, filepath.Join(out, "trace.jsonl")), &rec); err != nil {
		t.Fatalf("last trace line: %v", err)
	}
	if n := itemsIn(t, out); n == 0 || commas(n) != m[2] {
		t.Errorf("store holds %d items, the message said %s", n, m[2])
	}
	// The interrupted run's memory goes on.
	if code, _, stderr := run(t, "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "20", "--store", out,
		"--out", filepath.Join(dir, "next"), "--quiet"); code != 0 {
		t.Fatalf("continuing: %d %s", code, stderr)
	}
}

func TestEvalAccrueStops(t *testing.T) {
	dir := t.TempDir()
	data, store := filepath.Join(dir, "cohort"), filepath.Join(dir, "store")
	if code, _, stderr := run(t, "cohort", "--scenario", "../../scenarios/abdominal-ed.yaml", "--n", "60", "--seed", "2", "--out", data, "--quiet"); code != 0 {
		t.Fatalf("cohort: %s", stderr)
	}
	if code, _, stderr := run(t, "evolve", "--accrual", "10", "--eval", "2", "--levels", "0,10", "--out", store, "--quiet"); code != 0 {
		t.Fatalf("evolve: %s", stderr)
	}
	before := itemsIn(t, store)
	out := filepath.Join(dir, "eval")
	code, _, stderr := runStopping(t, stopAfter(30), "eval", "--data", data, "--store", store, "--accrue", "--out", out, "--quiet")
	if code != 130 || !strings.Contains(stderr, "interrupted after 30 encounters") || !strings.Contains(stderr, "memory flushed to "+store) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	n := 0
	f, err := os.Open(filepath.Join(out, "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		if !json.Valid(sc.Bytes()) {
			t.Fatalf("results line %d is not JSON", n+1)
		}
		n++
	}
	if n != 30 {
		t.Errorf("results.jsonl has %d lines, want 30", n)
	}
	if after := itemsIn(t, store); after <= before {
		t.Errorf("the 30 episodes were not flushed: %d items before, %d after", before, after)
	}
}

// The binary under a real SIGINT: exit 130, a complete trace, a store that opens.
func TestRunSIGINT(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "hospital")
	if b, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, b)
	}
	out := filepath.Join(dir, "run")
	cmd := exec.Command(bin, "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "100000", "--out", out, "--quiet")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		if st, err := os.Stat(filepath.Join(out, "trace.jsonl")); err == nil && st.Size() > 1<<20 {
			break
		}
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			t.Fatal("no progress within a minute")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Fatalf("exit: %v, stderr %s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "interrupted at day") {
		t.Errorf("stderr: %s", stderr.String())
	}
	var rec map[string]any
	if err := json.Unmarshal(lastLine(t, filepath.Join(out, "trace.jsonl")), &rec); err != nil {
		t.Fatalf("last trace line: %v", err)
	}
	if b, err := exec.Command(bin, "memory", "--store", out, "stats").CombinedOutput(); err != nil {
		t.Fatalf("memory stats: %v\n%s", err, b)
	}
}
