package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"agenthospital/agents/memory"
)

// runSummaryOf runs hospital run with args (plus --quiet) and returns its stdout and summary.json.
func runSummaryOf(t *testing.T, out string, args ...string) (string, runSummaryJSON) {
	t.Helper()
	args = append([]string{"run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--out", out, "--quiet"}, args...)
	code, stdout, stderr := run(t, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
	}
	b, err := os.ReadFile(filepath.Join(out, "summary.json"))
	if err != nil {
		t.Fatal(err)
	}
	var s runSummaryJSON
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("summary.json: %v", err)
	}
	return stdout, s
}

type runSummaryJSON struct {
	Accuracy  float64       `json:"diagnosis_accuracy"`
	Episodes  int           `json:"episodes"`
	Referrals int           `json:"referrals"`
	Memory    memorySummary `json:"memory"`
}

// storeItems opens the store in dir read-only and returns every item, retracted or not.
func storeItems(t *testing.T, dir string) ([]*memory.Item, memory.Stats) {
	t.Helper()
	st, err := memory.Open(dir, true)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	items, err := st.List("", "", true)
	if err != nil {
		t.Fatal(err)
	}
	stats, err := st.Stats()
	if err != nil {
		t.Fatal(err)
	}
	return items, stats
}

// checkIndex opens the index of the store in dir and checks it agrees with the store.
func checkIndex(t *testing.T, dir string) {
	t.Helper()
	st, err := memory.Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	seq, _ := st.Seq()
	idx, err := memory.OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	missing, extra, err := idx.Check()
	if err != nil || len(missing) > 0 || len(extra) > 0 {
		t.Fatalf("index of %s disagrees with the store: %d missing, %d extra, %v", dir, len(missing), len(extra), err)
	}
	if after, _ := st.Seq(); after != seq {
		t.Fatalf("opening the index changed the store (seq %d -> %d)", seq, after)
	}
}

// exportOf returns the export of the store in dir (every item with its provenance).
func exportOf(t *testing.T, dir string) []byte {
	t.Helper()
	st, err := memory.Open(dir, true)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var b bytes.Buffer
	if err := st.Export(&b); err != nil {
		t.Fatal(err)
	}
	audit, err := st.Audit()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range audit { // the audit log, times included, is part of the store's contents
		fmt.Fprintf(&b, "%d %s %s %s\n", a.Seq, a.Time, a.Action, a.ItemID)
	}
	return b.Bytes()
}

// A run consolidates every judged episode into OUT/memory.db: one DCP per diagnosis or
// referral (as the trace records them), and a case for each right one, with full provenance;
// the index agrees with the store. A plain run starts a fresh memory.
func TestRunAccruesMemory(t *testing.T) {
	out := t.TempDir()
	stdout, sum := runSummaryOf(t, out, "--patients", "200", "--seed", "4")
	items, stats := storeItems(t, out)

	trace, err := os.ReadFile(filepath.Join(out, "trace.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	judged, right := 0, 0
	for _, line := range bytes.Split(bytes.TrimSpace(trace), []byte("\n")) {
		var ev struct {
			Kind    string         `json:"kind"`
			Payload map[string]any `json:"payload"`
		}
		if err := json.Unmarshal(line, &ev); err != nil {
			t.Fatal(err)
		}
		switch ev.Kind {
		case "diagnosis":
			judged++
			if ev.Payload["correct"] == true {
				right++
			}
		case "referral":
			judged++
			if ev.Payload["appropriate"] == true {
				right++
			}
		}
	}
	if judged == 0 || judged != sum.Episodes+sum.Referrals {
		t.Fatalf("%d judged episodes in the trace, %d consultations and %d referrals in the summary", judged, sum.Episodes, sum.Referrals)
	}
	// Retired items (the memory's capacity) stay in the store: every judged episode is there.
	dcps, cases := stats.Live[memory.KindDCP]+stats.Retired[memory.KindDCP], stats.Live[memory.KindCase]+stats.Retired[memory.KindCase]
	if dcps != judged || cases != right {
		t.Fatalf("store holds %d DCPs and %d cases; the trace has %d judged episodes, %d right", dcps, cases, judged, right)
	}
	m := sum.Memory
	retired := stats.Retired[memory.KindCase] + stats.Retired[memory.KindDCP] + stats.Retired[memory.KindRule]
	if m.Items+m.Retired != len(items) || m.Retired != retired || m.Cases != stats.Live[memory.KindCase] || m.DCPs != stats.Live[memory.KindDCP] || m.Episodes != judged || m.Stored != 0 || m.Replayed != 0 || m.FirstExposure != 0 {
		t.Fatalf("summary memory %+v; store has %d items, %d cases, %d judged", m, len(items), right, judged)
	}
	want := fmt.Sprintf("memory                 %d live items (cases %d, DCPs %d; %d more retired for room) in %s; 0 experiences replayed before the first patient, %d episodes added",
		m.Items, m.Cases, m.DCPs, m.Retired, out, judged)
	if !strings.Contains(stdout, want) {
		t.Fatalf("summary table lacks %q:\n%s", want, stdout)
	}

	// Provenance: every exposure once per DCP, in simulated-time order; a known doctor of the
	// department; the true disease; the source patient and visit; audit times in simulated time.
	doctor := regexp.MustCompile(`^dr_emergency_[1-6]$`)
	source := regexp.MustCompile(`^patient:P\d+/visit:\d+(/referral)?$`)
	dcpAt := map[int]*memory.Item{}
	for _, it := range items {
		if !doctor.MatchString(it.Doctor) || it.Department != "emergency" || it.Category == "" || !source.MatchString(it.SourceEpisode) || it.Created <= 0 {
			t.Fatalf("item with bad provenance: %+v", it)
		}
		if it.Kind == memory.KindCase && !it.SourceCorrect {
			t.Fatalf("a case from a wrong episode: %+v", it)
		}
		if it.Kind == memory.KindDCP {
			if dcpAt[it.Exposure] != nil {
				t.Fatalf("two DCPs with exposure %d", it.Exposure)
			}
			dcpAt[it.Exposure] = it
		}
	}
	for e := 0; e < judged; e++ {
		if dcpAt[e] == nil {
			t.Fatalf("no DCP with exposure %d of %d", e, judged)
		}
		if e > 0 && dcpAt[e].Created < dcpAt[e-1].Created {
			t.Fatalf("exposure %d created at %d, before exposure %d at %d", e, dcpAt[e].Created, e-1, dcpAt[e-1].Created)
		}
	}
	if !bytes.Contains(exportOf(t, out), []byte(" 2000-01-0")) {
		t.Fatal("audit times are not simulated time (from 2000-01-01)")
	}
	checkIndex(t, out)

	// A plain run into the same directory starts a fresh memory.
	_, again := runSummaryOf(t, out, "--patients", "50", "--seed", "4")
	if _, st := storeItems(t, out); st.Live[memory.KindDCP]+st.Retired[memory.KindDCP] != again.Memory.Episodes || again.Memory.Stored != 0 || again.Memory.Episodes >= judged {
		t.Fatalf("second run into %s: %d DCPs in the store, summary %+v", out, st.Live[memory.KindDCP]+st.Retired[memory.KindDCP], again.Memory)
	}
	checkIndex(t, out)
}

// --store DIR continues an earlier run's memory: the doctors replay it, exposure and time go on
// after it, the memory stays in DIR, and the doctors start better than fresh ones.
func TestRunStoreContinues(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "c")
	_, sa := runSummaryOf(t, a, "--patients", "300", "--seed", "1")
	itemsA, _ := storeItems(t, a)
	maxExp, maxCreated := -1, int64(0)
	for _, it := range itemsA {
		maxExp, maxCreated = max(maxExp, it.Exposure), max(maxCreated, it.Created)
	}
	stdout, sb := runSummaryOf(t, b, "--patients", "300", "--seed", "2", "--store", a)
	_, sc := runSummaryOf(t, c, "--patients", "300", "--seed", "2")

	// Each judged episode of A is replayed once by each of the department's six doctors (its
	// case, or its corrective DCP): the department's memory is shared.
	const doctors = 6
	if want := fmt.Sprintf("; %d experiences replayed before the first patient", doctors*sa.Memory.Episodes); !strings.Contains(stdout, want) {
		t.Fatalf("continued run's table lacks %q:\n%s", want, stdout)
	}
	mb := sb.Memory
	if mb.Replayed != doctors*sa.Memory.Episodes || mb.Stored != sa.Memory.Items || mb.FirstExposure != maxExp+1 || mb.Items <= sa.Memory.Items {
		t.Fatalf("continued run's memory %+v after A's %+v (max exposure %d)", mb, sa.Memory, maxExp)
	}
	if _, err := os.Stat(filepath.Join(b, memory.StoreFile)); err == nil {
		t.Fatal("the continued run wrote a memory in --out; it belongs in --store")
	}
	itemsAB, stats := storeItems(t, a)
	retired := stats.Retired[memory.KindCase] + stats.Retired[memory.KindDCP] + stats.Retired[memory.KindRule]
	if n := stats.Live[memory.KindCase] + stats.Live[memory.KindDCP] + stats.Live[memory.KindRule]; n != mb.Items || n+retired != len(itemsAB) {
		t.Fatalf("store holds %d live items (%d in all), summary says %d", n, len(itemsAB), mb.Items)
	}
	newItems := 0
	for _, it := range itemsAB {
		if it.Exposure > maxExp {
			newItems++
			if it.Created <= maxCreated {
				t.Fatalf("continued item created at %d, not after A's last item at %d: %+v", it.Created, maxCreated, it)
			}
		}
	}
	if want := mb.Items + mb.Retired - sa.Memory.Items - sa.Memory.Retired; newItems != want {
		t.Fatalf("%d items past A's exposures, want %d", newItems, want)
	}
	checkIndex(t, a)

	// Same patients (seed 2): doctors with A's experience diagnose better than fresh ones.
	if sb.Accuracy <= sc.Accuracy {
		t.Fatalf("accuracy with A's memory %.3f, fresh %.3f", sb.Accuracy, sc.Accuracy)
	}
}

// Same seed and same starting store: the same trace, summary and store contents, whether the
// memory lives in --out or elsewhere.
func TestRunStoreIsDeterministic(t *testing.T) {
	dir := t.TempDir()
	x, y, y2 := filepath.Join(dir, "x"), filepath.Join(dir, "y"), filepath.Join(dir, "y2")
	for _, out := range []string{x, y} {
		runSummaryOf(t, out, "--patients", "100", "--seed", "3")
	}
	if ex, ey := exportOf(t, x), exportOf(t, y); len(ex) == 0 || !bytes.Equal(ex, ey) {
		t.Fatal("same seed, different store contents")
	}
	runSummaryOf(t, x, "--patients", "100", "--seed", "5", "--store", x) // --store is --out
	runSummaryOf(t, y2, "--patients", "100", "--seed", "5", "--store", y)
	read := func(p string) []byte {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return wallClock.ReplaceAll(b, nil)
	}
	if !bytes.Equal(read(filepath.Join(x, "trace.jsonl")), read(filepath.Join(y2, "trace.jsonl"))) {
		t.Fatal("same seed and store, different trace.jsonl")
	}
	if sx, sy := read(filepath.Join(x, "summary.json")), read(filepath.Join(y2, "summary.json")); !bytes.Equal(sx, sy) {
		t.Fatalf("same seed and store, different summary.json:\n%s\n%s", sx, sy)
	}
	if ex, ey := exportOf(t, x), exportOf(t, y); !bytes.Equal(ex, ey) {
		t.Fatal("same seed and store, different store contents after continuing")
	}
}

func TestRunStoreErrors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.MkdirAll(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, "run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "10", "--out", filepath.Join(dir, "o"), "--store", empty, "--quiet")
	if want := filepath.Join(empty, memory.StoreFile); code != 1 || !strings.Contains(stderr, want) || !strings.Contains(stderr, "run directory") {
		t.Fatalf("--store without a memory: exit %d, %q; want the path %s and a hint", code, stderr, want)
	}
	if _, err := os.Stat(filepath.Join(empty, memory.StoreFile)); err == nil {
		t.Fatal("--store without a memory created one")
	}

	// A store held by another writer: continuing it, or starting afresh over it, fails with the
	// store's own error and leaves it alone.
	held := filepath.Join(dir, "held")
	runSummaryOf(t, held, "--patients", "20", "--seed", "1")
	st, err := memory.Open(held, false)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var wg sync.WaitGroup // both wait for the lock at once
	for _, args := range [][]string{{"--out", filepath.Join(dir, "o2"), "--store", held}, {"--out", held}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			var o, e bytes.Buffer
			code := realMain(append([]string{"run", "--scenario", "../../scenarios/abdominal-ed.yaml", "--patients", "10", "--quiet"}, args...), &o, &e)
			if stderr := e.String(); code != 1 || !strings.Contains(stderr, "in use") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
				t.Errorf("%v with the store in use: exit %d, %q", args, code, stderr)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("%v: the in-use error took %s", args, d)
			}
		}()
	}
	wg.Wait()
	if n, err := st.Seq(); err != nil || n == 0 {
		t.Fatalf("the held store was changed: seq %d, %v", n, err)
	}
	if _, err := os.Stat(filepath.Join(held, memory.StoreFile)); err != nil {
		t.Fatalf("the held store was removed: %v", err)
	}
}

// memory search and list --department see one department's memory as its doctors search it: every
// hit and every listed item is the department's, and a department the store has no items of is
// an error that names the ones it has.
func TestMemoryDepartment(t *testing.T) {
	out := t.TempDir()
	if code, _, stderr := run(t, "run", "--scenario", "general-hospital", "--patients", "150", "--seed", "3", "--out", out, "--quiet"); code != 0 {
		t.Fatalf("run failed (%d): %s", code, stderr)
	}
	items, _ := storeItems(t, out)
	dept := map[string]string{}
	count := map[string]int{}
	for _, it := range items {
		dept[it.ID] = it.Department
		if !it.Retracted && !it.Retired {
			count[it.Department]++
		}
	}
	if len(count) < 3 {
		t.Fatalf("only %d departments have items", len(count))
	}
	hitIDs := func(stdout string) []string {
		var ids []string
		for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
			if f := strings.Fields(line); len(f) > 2 && f[1] != "hits" {
				ids = append(ids, f[1])
			}
		}
		return ids
	}
	for d := range count {
		code, stdout, stderr := run(t, "memory", "--store", out, "search", "pain fever tenderness", "--department", d)
		if code != 0 {
			t.Fatalf("search --department %s: %d %s", d, code, stderr)
		}
		ids := hitIDs(stdout)
		if len(ids) == 0 {
			t.Errorf("search --department %s found nothing in %d items", d, count[d])
		}
		for _, id := range ids {
			if dept[id] != d {
				t.Errorf("search --department %s returned %s of %s", d, id, dept[id])
			}
		}
		code, stdout, _ = run(t, "memory", "--store", out, "list", "--department", d)
		if code != 0 || !strings.HasSuffix(strings.TrimSpace(stdout), fmt.Sprintf("%d items", count[d])) {
			t.Errorf("list --department %s: exit %d, want %d items:\n%s", d, code, count[d], stdout)
		}
	}
	code, _, stderr := run(t, "memory", "--store", out, "search", "pain", "--department", "gastro")
	if code == 0 || !strings.Contains(stderr, `--department "gastro": the store has no items of that department`) || !strings.Contains(stderr, "emergency") {
		t.Errorf("unknown department: exit %d, %q", code, stderr)
	}
}
