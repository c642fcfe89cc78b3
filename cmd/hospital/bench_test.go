package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"agenthospital/agents/llm/llmtest"

	"agenthospital/agents"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// BenchmarkEval2400 runs and judges 2,400 abdominal-ed encounters (the size of MIMIC-CDM) with
// the offline doctor; the target is under 20 s for the whole evaluation.
func BenchmarkEval2400(b *testing.B) {
	k, err := kb.Load()
	if err != nil {
		b.Fatal(err)
	}
	sc, err := world.LoadScenario("../../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		b.Fatal(err)
	}
	g, err := kb.NewGenerator(k, sc.Cohort(k))
	if err != nil {
		b.Fatal(err)
	}
	encs := make([]*mimic.Encounter, 2400)
	for i := range encs {
		encs[i] = g.Encounter(g.Patient(1, i), 1, i)
	}
	rows := k.LabMapping()
	res := mimic.NewLabResolver(rows)
	opt := dcr.Options{Labs: res, Prices: dcr.PricesFrom(k), IncludeRef: true}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		doc := agents.NewCDMDoctor(k, agents.NewReader(k), sc.Candidates(k), rows, agents.DefaultOffline, 1)
		for _, e := range encs {
			tr, err := dcr.Run(e, doc, opt)
			if err != nil {
				b.Fatal(err)
			}
			cdm.Judge(e, tr, res, nil)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/2400-encounters")
}

// BenchmarkEvalLLM400 runs `hospital eval --brain llm` on 400 encounters with 64 episodes
// waiting on a fake server that answers every call after a fixed 200 ms: the ideal is 64 calls
// per 0.2 s = 320 calls/s; the target is at least 80% of it.
func BenchmarkEvalLLM400(b *testing.B) {
	dir := b.TempDir()
	data := filepath.Join(dir, "cohort")
	var o, e bytes.Buffer
	if realMain([]string{"cohort", "--scenario", "abdominal-ed", "--n", "400", "--seed", "4", "--out", data, "--quiet"}, &o, &e) != 0 {
		b.Fatal(e.String())
	}
	srv := llmtest.New(llmtest.Options{Latency: 200 * time.Millisecond})
	defer srv.Close()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		out := filepath.Join(dir, fmt.Sprint("eval", n))
		start := time.Now()
		calls0 := srv.Calls()
		if code := realMain([]string{"eval", "--data", data, "--out", out, "--scenario", "abdominal-ed", "--quiet", "--brain", "llm",
			"--model", "fake", "--base-url", srv.BaseURL(), "--concurrency", "64"}, &o, &e); code != 0 {
			b.Fatal(e.String())
		}
		rate := float64(srv.Calls()-calls0) / time.Since(start).Seconds()
		b.ReportMetric(rate, "calls/s")
		b.ReportMetric(rate/320, "of-ideal")
	}
}
