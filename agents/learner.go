package agents

import (
	"strconv"

	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// Learner is the brain-specific part of practice: what an episode taught (the findings the
// doctor read, as structured experience), learning from it, forgetting the episode, and the
// beliefs a reflected rule is validated against by replay. The offline CDM doctor is its own
// learner; any other brain (an LLM) practises through a ChartLearner that reads its trajectory.
type Learner interface {
	// Observed is what the episode of encounter hadm taught, given its true disease id.
	Observed(hadm int64, history string, tr *cdm.Trajectory, truth string) Experience
	// Learn folds an experience into the brain (nothing, for a brain without beliefs).
	Learn(x Experience)
	// Forget drops what was kept about encounter hadm.
	Forget(hadm int64)
	// Beliefs are the diagnostic beliefs a reflected rule is replayed against.
	Beliefs() *Offline
}

// sortedLearner is a Learner that can be given an experience's evidence keys already sorted
// (sortedKeys), as practice has them: learning reads the keys in that order.
type sortedLearner interface {
	learnSorted(x Experience, sorted []string)
}

// Observed is what the doctor read in the episode of hadm, as experience with its truth.
func (d *CDMDoctor) Observed(hadm int64, _ string, _ *cdm.Trajectory, truth string) Experience {
	return d.observed(hadm, truth)
}

// Learn folds the experience into the doctor's beliefs.
func (d *CDMDoctor) Learn(x Experience) {
	if len(x.Evidence) > 0 {
		d.brain.LearnExperience(x)
	}
}

func (d *CDMDoctor) learnSorted(x Experience, sorted []string) {
	if len(x.Evidence) > 0 {
		d.brain.learnExperience(x, sorted)
	}
}

// Forget drops what the doctor (and its memory) kept about encounter hadm.
func (d *CDMDoctor) Forget(hadm int64) { d.forget(hadm) }

// Beliefs are the doctor's own beliefs.
func (d *CDMDoctor) Beliefs() *Offline { return d.brain }

// ChartLearner is the practice side of a brain whose thinking is not inspectable (an LLM): a
// textbook reader (a CDM doctor with no textbook share, so it only knows what practice teaches
// it) reads the episode's history and observations into findings, and its beliefs validate
// reflected rules. The brain itself learns only through its memory.
type ChartLearner struct {
	chart *CDMDoctor
}

// NewChartLearner returns a learner that reads episodes with chart.
func NewChartLearner(chart *CDMDoctor) *ChartLearner { return &ChartLearner{chart: chart} }

// Observed reads the trajectory (the history and every observation) into an experience.
func (c *ChartLearner) Observed(hadm int64, history string, tr *cdm.Trajectory, truth string) Experience {
	st := &dcr.State{HadmID: hadm, History: history}
	if tr != nil {
		st.Steps = tr.Steps
	}
	c.chart.evidence(c.chart.episode(st))
	return c.chart.observed(hadm, truth)
}

// Learn lets the reader's beliefs follow practice, so that rules are validated against what
// the hospital has seen.
func (c *ChartLearner) Learn(x Experience) {
	if len(x.Evidence) > 0 {
		c.chart.brain.LearnExperience(x)
	}
}

func (c *ChartLearner) learnSorted(x Experience, sorted []string) {
	if len(x.Evidence) > 0 {
		c.chart.brain.learnExperience(x, sorted)
	}
}

// Forget drops the reading of encounter hadm.
func (c *ChartLearner) Forget(hadm int64) {
	delete(c.chart.heard, hadm)
	c.chart.brain.Forget(&chart{PatientID: strconv.FormatInt(hadm, 10)})
}

// Beliefs are the reader's beliefs.
func (c *ChartLearner) Beliefs() *Offline { return c.chart.brain }

// DCPWriter writes a DCP's text for an episode (the DCP-construction prompt of an LLM brain).
// An error means the answer was malformed or the call failed: the DCP is not stored, and the
// practice counts it.
type DCPWriter interface {
	WriteDCP(ep Episode, items []string) (text string, err error)
}
