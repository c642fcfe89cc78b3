package world

import (
	"fmt"
	"strings"

	"agenthospital/kb"
)

// judge scores an episode against the hidden truth and writes the rule-based feedback.
func (h *Hospital) judge(pt *patient, d Decision, truth *kb.Disease) Feedback {
	return Judge(h.KB, pt.ep, d, truth)
}

// Judge scores a finished episode: diagnosis correctness, whether the first test after the
// physical examination was one of the true disease's key tests, which key tests were missed,
// and a short process message in the style of rule-based clinical feedback.
func Judge(k *kb.KB, ep *Episode, d Decision, truth *kb.Disease) Feedback {
	fb := Feedback{Episode: ep, Truth: truth.ID, Diagnosis: d.Diagnosis, Correct: d.Diagnosis == truth.ID, KeyTests: truth.KeyTests}
	var msgs []string
	peFirst := len(ep.Steps) > 0 && ep.Steps[0].Test == PhysicalExam
	switch {
	case !ep.Done(PhysicalExam):
		msgs = append(msgs, "A focused physical examination is expected for this case.")
	case !peFirst:
		msgs = append(msgs, "A physical examination should be done at the beginning of the encounter.")
	}
	for _, s := range ep.Steps {
		if s.Test != PhysicalExam {
			fb.ExamOK = contains(truth.KeyTests, s.Test)
			break
		}
	}
	for _, t := range truth.KeyTests {
		if !ep.Done(t) {
			fb.Missing = append(fb.Missing, t)
		}
	}
	if len(fb.Missing) > 0 && len(fb.Missing) == len(truth.KeyTests) {
		msgs = append(msgs, fmt.Sprintf("Workup: none of the key tests was requested (expected %s).", strings.Join(truth.KeyTests, ", ")))
	}
	switch {
	case d.Diagnosis == "":
		msgs = append(msgs, "Diagnosis: no final diagnosis was given within the step cap.")
	case !fb.Correct:
		msgs = append(msgs, fmt.Sprintf("Diagnosis: %s was wrong; the patient had %s.", name(k, d.Diagnosis), truth.Name))
	}
	if len(msgs) == 0 {
		msgs = append(msgs, "No major deficiencies in examination, testing or diagnosis.")
	}
	fb.Message = strings.Join(msgs, " ")
	return fb
}

func name(k *kb.KB, id string) string {
	if d := k.Disease(id); d != nil {
		return d.Name
	}
	return id
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
