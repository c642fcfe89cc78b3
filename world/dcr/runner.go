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
}

// Memory is an experience memory the loop searches for the doctor. Search gets the state of
// the episode (what the doctor has read) and the doctor's query, and returns the observation
// text and the log of what was retrieved.
type Memory interface {
	Search(s *State, query string) (text string, log *cdm.Retrieval, err error)
}

// GuidelineSearcher is a memory that also indexes the guideline texts: when the attached memory
// is one, Guideline Search goes through it (BM25) instead of the plain word match.
type GuidelineSearcher interface {
	Guidelines(query string) (text string, found bool, err error)
}

// coreMissing names the core workup a final diagnosis still lacks under the DxEvolve rule.
func coreMissing(steps []cdm.Step, memory bool) []string {
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
	if !lab {
		miss = append(miss, "a laboratory test")
	}
	if !img {
		miss = append(miss, "an imaging study")
	}
	if memory && !exp {
		miss = append(miss, "an experience search")
	}
	return miss
}

// Run plays one episode of enc with brain and returns the trajectory. The brain sees the
// history only (interactive) or the whole record (full-info); the environment works on the
// stripped encounter. An episode that reaches the step cap without a final diagnosis is marked
// Capped and has no output.
func Run(enc *mimic.Encounter, brain Brain, opt Options) (*cdm.Trajectory, error) {
	limit := opt.StepCap
	if limit <= 0 {
		limit = cdm.StepCap
	}
	regime := opt.Regime
	if regime == "" {
		regime = Interactive
	}
	tr := &cdm.Trajectory{HadmID: enc.HadmID, Regime: regime, Steps: []cdm.Step{}}
	st := &State{HadmID: enc.HadmID, History: strings.TrimSpace(enc.History), StepCap: limit, RequireCore: opt.RequireCore}
	if regime == FullInfo {
		st.FullRecord = FullRecord(enc.Strip(), opt.Labs)
		limit = 1
	}
	env := NewEnv(enc, opt.Labs, opt.Prices, opt.Guidelines, opt.IncludeRef)
	env.memory, env.state = opt.Memory, st
	for len(tr.Steps) < limit {
		st.Steps = tr.Steps
		text, err := brain.Reply(st).Wait()
		if err != nil {
			return nil, fmt.Errorf("hadm %d step %d: %w", enc.HadmID, len(tr.Steps)+1, err)
		}
		p := ParseReply(text)
		step := cdm.Step{Index: len(tr.Steps) + 1, Raw: text, Hypothesis: p.Hypothesis, Confidence: p.Confidence}
		if p.Action == cdm.ActFinal {
			if miss := coreMissing(tr.Steps, opt.Memory != nil); regime == Interactive && opt.RequireCore && len(miss) > 0 {
				step.Action, step.Input = cdm.ActFinal, ""
				step.Observation = "Not yet: before the final diagnosis, perform " + strings.Join(miss, ", ") + "."
				tr.Steps = append(tr.Steps, step)
				continue
			}
			tr.Output = p.Output
			break
		}
		if regime == FullInfo {
			p = Parsed{Action: cdm.ActInvalid, Problem: "the full-information regime expects a final diagnosis"}
		}
		env.Do(p, &step)
		if env.err != nil {
			return nil, fmt.Errorf("hadm %d step %d: %w", enc.HadmID, len(tr.Steps)+1, env.err)
		}
		tr.Steps = append(tr.Steps, step)
		tr.Cost += step.Cost
		tr.Minutes += step.Minutes
	}
	tr.Capped = tr.Output == ""
	return tr, nil
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
