package agents

import (
	"math/rand/v2"
	"strings"

	"agenthospital/kb"
)

// Patient is the patient agent's voice: it says what is wrong in lay words from the hidden
// symptoms (never the disease name) and answers the follow-up call.
type Patient struct {
	gen *kb.Generator
	kb  *kb.KB
}

// NewPatient returns the voice of patients drawn by gen.
func NewPatient(k *kb.KB, gen *kb.Generator) *Patient { return &Patient{gen: gen, kb: k} }

// Complaint is how the patient describes the problem at triage: the chief complaint and, half
// the time, one more symptom mentioned unprompted.
func (v *Patient) Complaint(p *kb.Patient, r *rand.Rand) string {
	var parts []string
	for _, c := range p.Chief {
		parts = append(parts, v.gen.Lay(r, c))
	}
	for _, id := range p.Truth.Present {
		f := v.kb.Findings[id]
		if f.Kind == kb.KindSymptom && !has(p.Chief, id) && len(f.Lay) > 0 && r.IntN(2) == 0 {
			parts = append(parts, v.gen.Lay(r, id))
			break
		}
	}
	return strings.Join(parts, ", and ") + "."
}

// FollowUp is what the patient says at follow-up.
func (v *Patient) FollowUp(recovered bool, r *rand.Rand) string {
	if recovered {
		return pickOne(r, []string{"Thank you, I feel well again.", "I'm back to normal, thanks.", "Much better now, thank you, doctor."})
	}
	return pickOne(r, []string{"I am not better; the treatment did not help.", "It's no better, if anything worse.", "I still feel ill and I'd like to be seen again."})
}

func has(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func pickOne(r *rand.Rand, xs []string) string { return xs[r.IntN(len(xs))] }
