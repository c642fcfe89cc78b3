package dcr

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
)

// Regimes.
const (
	Interactive = "interactive" // the history only; every other piece of evidence on request
	FullInfo    = "full-info"   // the whole record up front, one step to the diagnosis
)

// State is what a brain may see when it replies: the presenting history and the steps so far
// (or, full-info, the whole record). Never the diagnosis, ICD codes or procedures.
type State struct {
	HadmID      int64
	History     string
	FullRecord  string // full-info regime only
	Steps       []cdm.Step
	StepCap     int
	RequireCore bool // PE, a lab and an imaging study are required before the final diagnosis
	CanRefer    bool // the doctor may send the patient back to triage (Action: Refer; hospital only)
}

// Brain replies to a state in the DCR text contract. Reply may hand back work still in progress
// (an LLM call); the runner waits for it before the next step.
type Brain interface {
	Reply(s *State) Pending
}

// Pending is a reply that may still be being written.
type Pending interface {
	Wait() (string, error)
}

// Ready is a reply that is already written.
type Ready string

// Wait returns the reply.
func (r Ready) Wait() (string, error) { return string(r), nil }

// Options configure one run of the loop.
type Options struct {
	Regime      string
	RequireCore bool
	StepCap     int // 0 means cdm.StepCap
	Labs        *mimic.LabResolver
	Prices      Prices
	Guidelines  []Guideline
	IncludeRef  bool // print reference ranges after lab values
	// Memory answers Experience Search; nil means no experience memory is attached. With a
	// memory and RequireCore, an Experience Search is part of the core workup (DxEvolve's rule).
	Memory Memory
	// Chart performs what the encounter's record does not hold (a simulated patient can have
	// any study done); nil means only the record answers, as in the benchmark.
	Chart Chart
	// Refer allows Action: Refer, which ends the episode with the patient sent back to triage.
	Refer bool
}

// Chart performs studies on demand for a simulated patient. Report writes the n-th report
// (n = 0 first) of a "<Region> <Modality>" imaging study; Procedure performs the n-th request of
// a named non-imaging study (ECG, endoscopy, biopsy...). ok is false when no such study exists.
type Chart interface {
	Report(region, modality string, n int) (text string, ok bool)
	Procedure(name string, n int) (p Performed, ok bool)
}

// Performed is a procedure's result: what was done, its report, its price and turnaround.
type Performed struct {
	Name    string
	Text    string
	Cost    float64
	Minutes float64
}

// Memory is an experience memory the loop searches for the doctor. Search gets the state of
// the episode (what the doctor has read) and the doctor's query, and returns the observation
// text and the log of what was retrieved.
type Memory interface {
	Search(s *State, query string) (text string, log *cdm.Retrieval, err error)
}

// HeadedMemory is a memory that can start the text it returns with a heading, as the
// observation shows it: SearchHeaded returns heading + the text of Search(s, query), built in
// one piece (the observation is mostly the experiences' texts, and adding the heading after
// copied all of it).
type HeadedMemory interface {
	SearchHeaded(s *State, query, heading string) (text string, log *cdm.Retrieval, err error)
}

// GuidelineSearcher is a memory that also indexes the guideline texts: when the attached memory
// is one, Guideline Search goes through it (BM25) instead of the plain word match.
type GuidelineSearcher interface {
	Guidelines(query string) (text string, found bool, err error)
}

// coreMissing names the core workup a final diagnosis still lacks under the DxEvolve rule. A
// lab or an imaging study is required only where the record has one (labs, imaging): no request
// can return what the record lacks, and the episode would otherwise run to its step cap.
func coreMissing(steps []cdm.Step, memory, labs, imaging bool) []string {
	var pe, lab, img, exp bool
	for _, s := range steps {
		pe = pe || s.Action == cdm.ActPE
		lab = lab || (s.Action == cdm.ActLabs && s.Available)
		img = img || (s.Action == cdm.ActImaging && s.Available)
		exp = exp || s.Action == cdm.ActExperience
	}
	var miss []string
	if !pe {
		miss = append(miss, "a physical examination")
	}
	if !lab && labs {
		miss = append(miss, "a laboratory test")
	}
	if !img && imaging {
		miss = append(miss, "an imaging study")
	}
	if memory && !exp {
		miss = append(miss, "an experience search")
	}
	return miss
}

// FullRecord writes the whole record for the full-information regime: history, examination, all
// lab results and the abdominal radiology reports, in "@@@ SECTION @@@" blocks; each report
// starts with a line "[Report k] <Region> <Modality>". (The CDM framework prints only the lab
// categories its evaluator knows; we print every result in the record.)
func FullRecord(enc *mimic.Encounter, labs *mimic.LabResolver) string {
	var b strings.Builder
	fmt.Fprintf(&b, "@@@ PATIENT HISTORY @@@\n%s\n\n@@@ PHYSICAL EXAMINATION @@@\n%s\n\n@@@ LABORATORY RESULTS @@@\n",
		strings.TrimSpace(enc.History), strings.TrimSpace(enc.PhysicalExam))
	ids := make([]int, 0, len(enc.Labs))
	for id := range enc.Labs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		label, fluid, ok := labs.Label(id)
		if !ok {
			label = fmt.Sprint(id)
		}
		line := fmt.Sprintf("(%s) %s: %s", fluidName(fluid), label, enc.Labs[id])
		if lo, hi := enc.RefLower[id], enc.RefUpper[id]; !math.IsNaN(lo) && !math.IsNaN(hi) && (lo != 0 || hi != 0) {
			line += fmt.Sprintf(" | RR: [%s - %s]", trimFloat(lo), trimFloat(hi))
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n@@@ IMAGING RESULTS @@@\n")
	k := 0
	for _, r := range enc.Radiology {
		if r.Region == "Abdomen" {
			k++
			fmt.Fprintf(&b, "\n[Report %d] %s %s\n%s\n", k, r.Region, r.Modality, strings.TrimSpace(r.Text))
		}
	}
	return b.String()
}
