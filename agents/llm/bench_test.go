package llm

import (
	"context"
	"fmt"
	"testing"
	"time"

	"agenthospital/agents/llm/llmtest"
	"agenthospital/world/dcr"
)

// BenchmarkThroughput sends 400 independent one-call requests through the real client at
// concurrency 64 to a server that takes 200 ms per answer. The ideal is 64/0.2 s = 320 calls/s;
// ideal-ratio is the measured rate over it (target ≥ 0.8). Whole waves bound it near 0.89
// (400 calls need 7 waves of 64).
func BenchmarkThroughput(b *testing.B) {
	const (
		calls   = 400
		conc    = 64
		latency = 200 * time.Millisecond
	)
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable, Latency: latency})
	defer srv.Close()
	c := newTestClient(b, srv.BaseURL(), func(c *Config) { c.Concurrency = conc; c.Timeout = 10 * time.Second })
	brain := NewBrain(context.Background(), c, Prompt{})
	states := make([]*dcr.State, calls)
	for i := range states {
		states[i] = &dcr.State{HadmID: int64(i), History: fmt.Sprintf("Patient %d: %s", i, histories[i%len(histories)]), StepCap: 20}
	}
	var total time.Duration
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		pend := make([]dcr.Pending, calls)
		for i, s := range states {
			pend[i] = brain.Reply(s)
		}
		for _, p := range pend {
			if _, err := p.Wait(); err != nil {
				b.Fatal(err)
			}
		}
		total += time.Since(start)
	}
	rate := float64(calls*b.N) / total.Seconds()
	ideal := float64(conc) / latency.Seconds()
	b.ReportMetric(rate, "calls/s")
	b.ReportMetric(rate/ideal, "ideal-ratio")
}
