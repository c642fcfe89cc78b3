package dcr

import (
	"fmt"
	"strings"

	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
)

// Episode is one DCR episode as a state machine driven from outside, the way etcd's raft node
// is: it holds the encounter's workup environment, the steps so far, the costs and the step cap;
// State says what the brain sees now, and Take applies the brain's reply and returns the step it
// made (the observation, its cost and its simulated duration). Nothing waits inside it: eval
// drives it in a plain loop, the hospital one step per simulated event.
type Episode struct {
	st     *State
	tr     *cdm.Trajectory
	env    *Env
	limit  int
	regime string
	core   bool
	refer  bool
	done   bool
	// what the encounter has at all: the core workup asks for a lab and an imaging study
	// only where the record holds one (a history with no radiology can still be concluded)
	hasLabs, hasImaging bool
}

// NewEpisode starts an episode of enc. The brain will see the history only (interactive) or the
// whole record (full-info); the environment works on the stripped encounter.
func NewEpisode(enc *mimic.Encounter, opt Options) *Episode {
	limit := opt.StepCap
	if limit <= 0 {
		limit = cdm.StepCap
	}
	regime := opt.Regime
	if regime == "" {
		regime = Interactive
	}
	e := &Episode{tr: &cdm.Trajectory{HadmID: enc.HadmID, Regime: regime, Steps: []cdm.Step{}}, regime: regime,
		core: opt.RequireCore && regime == Interactive, refer: opt.Refer,
		hasLabs: len(enc.Labs)+len(enc.Micro) > 0, hasImaging: len(enc.Radiology) > 0}
	e.st = &State{HadmID: enc.HadmID, History: strings.TrimSpace(enc.History), StepCap: limit, RequireCore: e.core, // the rule is the interactive loop's: full information has no workup
		CanRefer: opt.Refer}
	if regime == FullInfo {
		e.st.FullRecord = FullRecord(enc.Strip(), opt.Labs)
		limit = 1
	}
	e.limit = limit
	e.env = NewEnv(enc, opt.Labs, opt.Prices, opt.Guidelines, opt.IncludeRef)
	e.env.memory, e.env.state, e.env.chart = opt.Memory, e.st, opt.Chart
	return e
}

// State is the episode as the brain sees it now. It is valid until the next Take.
func (e *Episode) State() *State {
	e.st.Steps = e.tr.Steps
	return e.st
}

// Done reports whether the episode has ended: a final diagnosis, a referral, or the step cap.
func (e *Episode) Done() bool { return e.done }

// Trajectory is the episode so far (the whole episode once Done).
func (e *Episode) Trajectory() *cdm.Trajectory { return e.tr }

// Take applies one reply of the brain. It returns the step the reply made (nil when the reply
// ended the episode with a final diagnosis or a referral); an invalid reply is a step too, with
// an observation that says what was wrong, as in the benchmark. Errors come only from the
// attached experience memory.
func (e *Episode) Take(reply string) (*cdm.Step, error) {
	if e.done {
		return nil, fmt.Errorf("hadm %d: the episode has ended", e.tr.HadmID)
	}
	p := parseReplyMemo(reply)
	step := cdm.Step{Index: len(e.tr.Steps) + 1, Raw: reply, Hypothesis: p.Hypothesis, Confidence: p.Confidence}
	switch {
	case p.Action == cdm.ActFinal:
		if miss := coreMissing(e.tr.Steps, e.env.memory != nil, e.hasLabs, e.hasImaging); e.core && len(miss) > 0 {
			step.Action, step.Input = cdm.ActFinal, ""
			step.Observation = "Not yet: before the final diagnosis, perform " + strings.Join(miss, ", ") + "."
			return e.add(step), nil
		}
		e.tr.Output = p.Output
		e.finish()
		return nil, nil
	case p.Action == cdm.ActRefer && e.refer:
		e.tr.Referred = true
		e.finish()
		return nil, nil
	case p.Action == cdm.ActRefer:
		p = Parsed{Action: cdm.ActInvalid, Problem: "this patient cannot be referred again"}
	case e.regime == FullInfo:
		p = Parsed{Action: cdm.ActInvalid, Problem: "the full-information regime expects a final diagnosis"}
	}
	e.env.Do(p, &step)
	if e.env.err != nil {
		return nil, fmt.Errorf("hadm %d step %d: %w", e.tr.HadmID, step.Index, e.env.err)
	}
	return e.add(step), nil
}

func (e *Episode) add(step cdm.Step) *cdm.Step {
	e.tr.Steps = append(e.tr.Steps, step)
	e.tr.Cost += step.Cost
	e.tr.Minutes += step.Minutes
	if len(e.tr.Steps) >= e.limit {
		e.finish()
	}
	return &e.tr.Steps[len(e.tr.Steps)-1]
}

func (e *Episode) finish() {
	e.done = true
	e.tr.Capped = e.tr.Output == "" && !e.tr.Referred
}

// Run plays one episode of enc with brain in a plain loop and returns the trajectory. An
// episode that reaches the step cap without a final diagnosis is marked Capped and has no
// output.
func Run(enc *mimic.Encounter, brain Brain, opt Options) (*cdm.Trajectory, error) {
	ep := NewEpisode(enc, opt)
	for !ep.Done() {
		text, err := brain.Reply(ep.State()).Wait()
		if err != nil {
			return nil, fmt.Errorf("hadm %d step %d: %w", enc.HadmID, len(ep.tr.Steps)+1, err)
		}
		if _, err := ep.Take(text); err != nil {
			return nil, err
		}
	}
	return ep.Trajectory(), nil
}
