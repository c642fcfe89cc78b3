package main

import (
	"testing"

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
		doc := agents.NewCDMDoctor(k, agents.NewReader(k, nil), sc.Candidates(k), rows, agents.DefaultOffline, 1)
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
