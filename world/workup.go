package world

import (
	"fmt"
	"strings"

	"agenthospital/kb"
)

// PhysicalExam is the test id of the physical examination.
const PhysicalExam = "physical_examination"

// PhysicalExamCost is the physical examination's cost in USD: LA-CDM's normalised cost 0.0294
// scaled by the same factor as its USD table (the twelve tests sum to 1.0 ≈ $10,190).
const PhysicalExamCost = 300

// Result is what the workup service returns for one request.
type Result struct {
	Action    string
	Test      string
	Text      string
	Labs      []kb.LabValue
	Cost      float64
	Minutes   float64 // turnaround until the result is back
	Available bool
}

// Workup reveals a patient's evidence only when it is requested, and charges for it.
type Workup struct {
	KB  *kb.KB
	Gen *kb.Generator
}

// Request answers one request for test about patient p; n counts earlier identical requests in
// the episode (a repeated study reads differently).
func (w *Workup) Request(p *kb.Patient, test string, n int) (Result, error) {
	if test == PhysicalExam {
		return Result{Action: ActPhysicalExam, Test: test, Text: p.Exam, Cost: PhysicalExamCost, Minutes: 10, Available: true}, nil
	}
	if o := w.KB.Order(test); o != nil {
		res := Result{Action: ActLabs, Test: test, Cost: o.Cost, Minutes: float64(o.Turnaround), Available: true}
		var b strings.Builder
		for _, id := range o.Items {
			v, ok := p.Labs[id]
			if !ok {
				continue
			}
			lab := w.KB.Labs[id]
			fmt.Fprintf(&b, "(%s) %s: %s\n", lab.Fluid, lab.Label, v.Value)
			res.Labs = append(res.Labs, v)
		}
		if len(res.Labs) == 0 {
			res.Available = false
			b.WriteString("No results available.")
		}
		res.Text = strings.TrimRight(b.String(), "\n")
		return res, nil
	}
	if s := w.KB.Study(test); s != nil {
		text := w.Gen.Report(p, s, n)
		return Result{Action: StudyAction(s), Test: test, Text: text, Cost: s.Cost, Minutes: float64(s.Turnaround), Available: true}, nil
	}
	return Result{}, fmt.Errorf("workup: unknown test %q (expected an order id, a study id or %s)", test, PhysicalExam)
}

// StudyAction is the action that requests study s: Imaging or Procedure.
func StudyAction(s *kb.Study) string {
	if s.Kind == "procedure" {
		return ActProcedure
	}
	return ActImaging
}
