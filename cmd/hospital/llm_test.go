package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"agenthospital/agents/llm/llmtest"
)

// The LLM brain drives the real go-openai client against an in-process OpenAI-compatible fake
// whose scripted clinician answers from each request's content. No real model is involved: none
// can be served here.

const fakeKey = "sk-test-secret-never-logged"

func llmCohort(t *testing.T, dir string) string {
	t.Helper()
	data := filepath.Join(dir, "cohort")
	if code, _, stderr := run(t, "cohort", "--scenario", "abdominal-ed", "--n", "24", "--seed", "5", "--out", data, "--quiet"); code != 0 {
		t.Fatalf("cohort: %s", stderr)
	}
	return data
}

func fakeServer(faults ...llmtest.Fault) *llmtest.Server {
	return llmtest.New(llmtest.Options{
		Diagnoses: []llmtest.Keyword{{Word: "right lower", Answer: "Acute appendicitis"}, {Word: "right upper", Answer: "Acute cholecystitis"},
			{Word: "left lower", Answer: "Acute diverticulitis"}, {Word: "epigastric", Answer: "Acute pancreatitis"}},
		Faults: faults,
	})
}

type llmResult struct {
	Correct    bool   `json:"correct"`
	Invalid    bool   `json:"invalid"`
	Error      string `json:"error"`
	Trajectory struct {
		Steps []struct {
			Action string `json:"action"`
		} `json:"steps"`
	} `json:"trajectory"`
}

func readResults(t *testing.T, out string) ([]llmResult, []byte) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var rs []llmResult
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r llmResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	return rs, b
}

// noKey checks that the API key reached no file of dir.
func noKey(t *testing.T, dir string) {
	t.Helper()
	_ = filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			if b, _ := os.ReadFile(p); bytes.Contains(b, []byte(fakeKey)) {
				t.Errorf("%s holds the API key", p)
			}
		}
		return nil
	})
}

func TestEvalLLMBrainRecordAndReplay(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	data := llmCohort(t, dir)
	srv := fakeServer(llmtest.Fault{Kind: llmtest.Unavailable, Every: 5, RetryAfter: "0"})
	defer srv.Close()
	live := filepath.Join(dir, "live")
	code, stdout, stderr := run(t, "eval", "--data", data, "--out", live, "--scenario", "abdominal-ed", "--quiet",
		"--brain", "llm", "--model", "fake-clinician", "--base-url", srv.BaseURL(), "--concurrency", "6")
	if code != 0 {
		t.Fatalf("eval --brain llm: %d %s", code, stderr)
	}
	rs, liveBytes := readResults(t, live)
	if len(rs) != 24 {
		t.Fatalf("%d results for 24 encounters", len(rs))
	}
	correct := 0
	for _, r := range rs {
		if r.Error != "" || len(r.Trajectory.Steps) < 3 {
			t.Fatalf("episode failed or too short: %+v", r)
		}
		if r.Correct {
			correct++
		}
	}
	if correct == 0 {
		t.Fatal("the scripted clinician was never right: the replies did not reach the judge")
	}
	var st struct {
		Calls   int `json:"calls"`
		Retries int `json:"retries"`
	}
	b, _ := os.ReadFile(filepath.Join(live, "llm.json"))
	if err := json.Unmarshal(b, &st); err != nil || st.Calls < 24*3 || st.Retries == 0 {
		t.Fatalf("llm.json %s: want calls >= 72 and retries > 0 (every 5th call got a 503)", b)
	}
	if !strings.Contains(stdout, "LLM fake-clinician:") {
		t.Fatalf("no LLM line in the summary:\n%s", stdout)
	}
	noKey(t, live)

	// Replay: no server, same results byte for byte, whatever the concurrency.
	srv.Close()
	for _, n := range []string{"1", "16"} {
		out := filepath.Join(dir, "replay"+n)
		if code, _, stderr := run(t, "eval", "--data", data, "--out", out, "--scenario", "abdominal-ed", "--quiet",
			"--brain", "llm", "--replay", live, "--concurrency", n); code != 0 {
			t.Fatalf("replay at concurrency %s: %d %s", n, code, stderr)
		}
		if _, got := readResults(t, out); !bytes.Equal(got, liveBytes) {
			t.Fatalf("replay at concurrency %s differs from the recorded run", n)
		}
	}
	// A request never recorded fails loudly, naming it.
	other := filepath.Join(dir, "other")
	code, _, stderr = run(t, "eval", "--data", data, "--out", other, "--scenario", "abdominal-ed", "--quiet",
		"--brain", "llm", "--replay", live, "--temperature", "0.7")
	if code != 1 || !strings.Contains(stderr, "replay") {
		t.Fatalf("replay with other sampling: exit %d, %q", code, stderr)
	}
}

// A model that keeps failing ends its episode without a diagnosis (scored invalid, as the
// benchmark scores it); the error never becomes the model's words.
func TestEvalLLMBrainInvalidEpisodes(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	data := llmCohort(t, dir)
	srv := fakeServer(llmtest.Fault{Kind: llmtest.EchoKey, Match: "Laboratory"}) // after the labs: a 500 echoing the key
	defer srv.Close()
	out := filepath.Join(dir, "out")
	code, _, stderr := run(t, "eval", "--data", data, "--out", out, "--scenario", "abdominal-ed", "--quiet", "--limit", "3",
		"--brain", "llm", "--model", "fake", "--base-url", srv.BaseURL(), "--concurrency", "3")
	if code != 0 {
		t.Fatalf("eval: %d %s", code, stderr)
	}
	rs, _ := readResults(t, out)
	if len(rs) != 3 {
		t.Fatalf("%d results", len(rs))
	}
	for _, r := range rs {
		if r.Error == "" || !r.Invalid || r.Correct {
			t.Fatalf("episode should be invalid with its error: %+v", r)
		}
		if strings.Contains(r.Error, fakeKey) {
			t.Fatal("the error repeats the API key")
		}
	}
	noKey(t, out)
}

func TestLLMRecordingCommands(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	data := llmCohort(t, dir)
	srv := fakeServer()
	defer srv.Close()
	out := filepath.Join(dir, "out")
	if code, _, stderr := run(t, "eval", "--data", data, "--out", out, "--scenario", "abdominal-ed", "--quiet", "--limit", "2",
		"--brain", "llm", "--model", "fake", "--base-url", srv.BaseURL()); code != 0 {
		t.Fatal(stderr)
	}
	code, stdout, stderr := run(t, "llm", "--run", out, "stats")
	if code != 0 || !strings.Contains(stdout, " calls, 0 failed for good") {
		t.Fatalf("stats: %d %q %q", code, stdout, stderr)
	}
	code, stdout, _ = run(t, "llm", "--run", out, "export")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var c struct {
		Hash    string `json:"hash"`
		Request struct {
			Model string `json:"model"`
		} `json:"request"`
	}
	if code != 0 || len(lines) < 6 || json.Unmarshal([]byte(lines[0]), &c) != nil || c.Request.Model != "fake" {
		t.Fatalf("export: %d, %d lines, %+v", code, len(lines), c)
	}
	if code, stdout, _ = run(t, "llm", "--run", out, "show", c.Hash[:12]); code != 0 || !strings.Contains(stdout, c.Hash) {
		t.Fatalf("show: %d %s", code, stdout)
	}
	if code, _, stderr = run(t, "llm", "--run", dir, "stats"); code != 1 || strings.Count(stderr, "\n") != 1 {
		t.Fatalf("no recording: %d %q", code, stderr)
	}
}

// The hospital's doctors, patients and triage nurse think through the model; every call is
// recorded, and a replay gives the same trace byte for byte without a server.
func TestRunLLMBrainRecordAndReplay(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	srv := fakeServer()
	defer srv.Close()
	live, again := filepath.Join(dir, "live"), filepath.Join(dir, "again")
	args := []string{"run", "--scenario", "abdominal-ed", "--days", "0.5", "--seed", "3", "--quiet", "--brain", "llm",
		"--llm-roles", "doctor,patient,nurse"}
	code, stdout, stderr := run(t, append(args, "--out", live, "--model", "fake", "--base-url", srv.BaseURL(), "--concurrency", "4")...)
	if code != 0 {
		t.Fatalf("run --brain llm: %d %s", code, stderr)
	}
	if !strings.Contains(stdout, "patients completed") {
		t.Fatalf("summary: %s", stdout)
	}
	var sum struct {
		Episodes int `json:"episodes"`
		LLM      struct {
			Calls int `json:"calls"`
		} `json:"llm"`
		Memory struct {
			DCPs int `json:"dcps"`
		} `json:"memory"`
	}
	b, _ := os.ReadFile(filepath.Join(live, "summary.json"))
	if err := json.Unmarshal(b, &sum); err != nil || sum.Episodes < 10 || sum.LLM.Calls < 4*sum.Episodes || sum.Memory.DCPs == 0 {
		t.Fatalf("summary.json: %s", b)
	}
	code, stdout, _ = run(t, "memory", "--store", live, "list", "--kind", "dcp")
	if code != 0 || !strings.Contains(stdout, "dcp") {
		t.Fatalf("memory list: %d %s", code, stdout)
	}
	// The DCP-construction prompt shows the chart's clinician orders (the judge writes them
	// only for a run whose DCPs the model writes).
	if code, stdout, _ = run(t, "llm", "--run", live, "export"); code != 0 || !strings.Contains(stdout, "Clinician test orders: The clinician used") {
		t.Fatalf("no DCP prompt with the clinician's orders in the recording (%d)", code)
	}
	noKey(t, live)
	srv.Close()
	if code, _, stderr := run(t, append(args, "--out", again, "--replay", live, "--concurrency", "16")...); code != 0 {
		t.Fatalf("replay: %d %s", code, stderr)
	}
	a, _ := os.ReadFile(filepath.Join(live, "trace.jsonl"))
	c, _ := os.ReadFile(filepath.Join(again, "trace.jsonl"))
	if len(a) == 0 || !bytes.Equal(a, c) {
		t.Fatal("the replayed run's trace differs from the recorded one")
	}
}

// eval --accrue with the LLM brain consolidates every episode, with DCPs the model writes.
func TestEvalLLMBrainAccrues(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	data := llmCohort(t, dir)
	srv := fakeServer()
	defer srv.Close()
	store := filepath.Join(dir, "store")
	if code, _, stderr := run(t, "evolve", "--accrual", "20", "--eval", "10", "--levels", "0,20", "--out", store, "--quiet"); code != 0 {
		t.Fatalf("evolve: %s", stderr)
	}
	before, _ := storeItems(t, store)
	out := filepath.Join(dir, "out")
	code, stdout, stderr := run(t, "eval", "--data", data, "--out", out, "--scenario", "abdominal-ed", "--quiet", "--limit", "6",
		"--store", store, "--accrue", "--brain", "llm", "--model", "fake", "--base-url", srv.BaseURL())
	if code != 0 {
		t.Fatalf("eval --accrue --brain llm: %d %s", code, stderr)
	}
	after, _ := storeItems(t, store)
	if len(after) < len(before)+6 {
		t.Fatalf("%d items before, %d after 6 episodes", len(before), len(after))
	}
	dcps := 0
	for _, it := range after {
		if it.Kind == "dcp" && it.Doctor == "dr_eval_llm" {
			dcps++
			if !strings.HasPrefix(it.Text, "Experience Pattern: ") || !strings.Contains(it.Text, "\nDiagnostic Decision Insight: ") {
				t.Fatalf("a DCP not written by the model's DCP prompt: %q", it.Text)
			}
		}
	}
	if dcps != 6 || !strings.Contains(stdout, "6 episodes consolidated") {
		t.Fatalf("%d model-written DCPs; output:\n%s", dcps, stdout)
	}
}

// evolve --brain llm: the model practises through the same loop, and each level is measured with
// the memory as it stood.
func TestEvolveLLMBrain(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", fakeKey)
	dir := t.TempDir()
	srv := fakeServer()
	defer srv.Close()
	out := filepath.Join(dir, "evo")
	code, stdout, stderr := run(t, "evolve", "--accrual", "12", "--eval", "6", "--levels", "0,12", "--out", out, "--quiet",
		"--brain", "llm", "--model", "fake", "--base-url", srv.BaseURL(), "--concurrency", "4")
	if code != 0 {
		t.Fatalf("evolve --brain llm: %d %s", code, stderr)
	}
	if !strings.Contains(stdout, "exposure") {
		t.Fatalf("no curve:\n%s", stdout)
	}
	items, _ := storeItems(t, out)
	dcps := 0
	for _, it := range items {
		if it.Kind == "dcp" {
			dcps++
		}
	}
	if dcps != 12 {
		t.Fatalf("%d DCPs after 12 accrual episodes", dcps)
	}
	noKey(t, out)
}
