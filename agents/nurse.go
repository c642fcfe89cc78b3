package agents

import (
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"agenthospital/kb"
	"agenthospital/world"
)

// TriageNurse sends a patient to a department from the complaint in the patient's own words. She
// recognises the symptoms mentioned and asks which department's diseases best explain them
// together, for a patient of that age and sex: a mixture over diseases, each weighted by how
// common it is. She is imperfect on purpose: with probability ErrorRate she picks the second or
// third most plausible department instead.
type TriageNurse struct {
	kb        *kb.KB
	reader    *Reader
	ErrorRate float64
	// symptomP holds, per disease of the knowledge base (in its order), the highest
	// probability its symptoms give each finding.
	symptomP []map[string]float64
}

// NewTriageNurse returns a triage nurse who knows the knowledge base's symptom-department links.
func NewTriageNurse(k *kb.KB, errorRate float64) *TriageNurse {
	n := &TriageNurse{kb: k, reader: NewLayReader(k), ErrorRate: errorRate}
	for _, d := range k.Diseases {
		m := map[string]float64{}
		for _, s := range d.Symptoms {
			if p, ok := m[s.Finding]; !ok || s.P > p {
				m[s.Finding] = s.P
			}
		}
		n.symptomP = append(n.symptomP, m)
	}
	return n
}

var urgent = map[string]bool{"chest_pain": true, "dyspnea": true, "syncope": true, "confusion": true}

// Triage picks a department among open ones and an acuity (1 most urgent .. 5).
func (n *TriageNurse) Triage(complaint string, age int, sex string, open []string, r *rand.Rand) world.Triage {
	var said []string
	acuity := 4
	for _, m := range n.reader.Read(complaint) {
		if m.Negated {
			continue
		}
		said = append(said, m.Finding)
		if urgent[m.Finding] {
			acuity = 2
		} else if acuity > 3 {
			acuity = 3
		}
	}
	// The departments' scores by their first place in open (a handful of departments: a list
	// costs less than the two maps it replaces, and gives the same sums).
	var buf [16]float64
	score := buf[:0]
	if len(open) > len(buf) {
		score = make([]float64, 0, len(open))
	}
	score = score[:len(open)]
	at := func(dept string) int { return slices.Index(open, dept) }
	for di, d := range n.kb.Diseases {
		lik := d.Prevalence * ageLik(d.Age, float64(age))
		if sex == "F" {
			lik *= math.Max(d.Female, 0.002)
		} else {
			lik *= math.Max(1-d.Female, 0.002)
		}
		for _, f := range said {
			lik *= math.Max(0.01, n.symptomP[di][f]) // a symptom the disease does not list: 0.01
		}
		if i := at(d.Department); i >= 0 {
			score[i] += lik
		}
		for _, a := range d.AlsoDepartments {
			if i := at(a); i >= 0 {
				score[i] += 0.25 * lik
			}
		}
	}
	ranked := append([]string(nil), open...)
	sort.SliceStable(ranked, func(i, j int) bool { return score[at(ranked[i])] > score[at(ranked[j])] })
	pick := ranked[0]
	if len(ranked) > 1 && r.Float64() < n.ErrorRate {
		pick = ranked[1+r.IntN(min(2, len(ranked)-1))]
	}
	return world.Triage{Department: pick, Acuity: acuity}
}
