package agents

import (
	"math/rand/v2"

	"agenthospital/world/dcr"
)

// LLMDoctor is a hospital doctor whose thinking is another brain (an LLM through agents/llm):
// it answers in the DCR text contract, searches its department's memory through the loop
// (Experience Search answers in text), and practises through a ChartLearner that reads its
// episodes. It does not read the textbook at night: a language model has read it already.
type LLMDoctor struct {
	dcr.Brain
	*ChartLearner
	recall *Recall
}

// NewLLMDoctor returns a doctor thinking with brain, practising through learner, searching r
// (nil: no memory).
func NewLLMDoctor(brain dcr.Brain, learner *ChartLearner, r *Recall) *LLMDoctor {
	return &LLMDoctor{Brain: brain, ChartLearner: learner, recall: r}
}

// Memory is the experience memory the DCR loop searches for this doctor (nil: none).
func (d *LLMDoctor) Memory() dcr.Memory {
	if d.recall == nil {
		return nil
	}
	return d.recall
}

// Read does nothing: the evening reading is the offline brain's way to learn the textbook.
func (d *LLMDoctor) Read(*rand.Rand) []string { return nil }
