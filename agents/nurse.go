package agents

import (
	"math"
	"math/rand/v2"
	"slices"

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
	// symptomP holds, per finding any disease lists as a symptom, the highest probability each
	// disease's symptoms give it (by the disease's place in the knowledge base; 0: not listed).
	symptomP map[string][]float64
	// depts numbers the departments the diseases belong to; home and also are, per disease,
	// the numbers of its department and of its other departments.
	depts map[string]int
	home  []int
	also  [][]int
}

// NewTriageNurse returns a triage nurse who knows the knowledge base's symptom-department links.
func NewTriageNurse(k *kb.KB, errorRate float64) *TriageNurse {
	n := &TriageNurse{kb: k, reader: NewLayReader(k), ErrorRate: errorRate, symptomP: map[string][]float64{}, depts: map[string]int{}}
	dept := func(name string) int {
		i, ok := n.depts[name]
		if !ok {
			i = len(n.depts)
			n.depts[name] = i
		}
		return i
	}
	for di, d := range k.Diseases {
		listed := map[string]bool{}
		for _, s := range d.Symptoms {
			row := n.symptomP[s.Finding]
			if row == nil {
				row = make([]float64, len(k.Diseases))
				n.symptomP[s.Finding] = row
			}
			if !listed[s.Finding] || s.P > row[di] {
				row[di] = s.P
			}
			listed[s.Finding] = true
		}
		n.home = append(n.home, dept(d.Department))
		var also []int
		for _, a := range d.AlsoDepartments {
			also = append(also, dept(a))
		}
		n.also = append(n.also, also)
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
	// Each numbered department's first place in open (-1: not open), and each said finding's
	// probabilities by disease (nil: no disease lists it).
	var placeBuf [32]int
	place := placeBuf[:0]
	if len(n.depts) > len(placeBuf) {
		place = make([]int, 0, len(n.depts))
	}
	place = place[:len(n.depts)]
	for i := range place {
		place[i] = -1
	}
	for i, dept := range open {
		if j, ok := n.depts[dept]; ok && place[j] < 0 {
			place[j] = i
		}
	}
	var rowBuf [16][]float64
	rows := rowBuf[:0]
	for _, f := range said {
		rows = append(rows, n.symptomP[f])
	}
	for di, d := range n.kb.Diseases {
		lik := d.Prevalence * ageLik(d.Age, float64(age))
		if sex == "F" {
			lik *= math.Max(d.Female, 0.002)
		} else {
			lik *= math.Max(1-d.Female, 0.002)
		}
		for _, row := range rows {
			p := 0.0
			if row != nil {
				p = row[di]
			}
			lik *= math.Max(0.01, p) // a symptom the disease does not list: 0.01
		}
		if i := place[n.home[di]]; i >= 0 {
			score[i] += lik
		}
		for _, a := range n.also[di] {
			if i := place[a]; i >= 0 {
				score[i] += 0.25 * lik
			}
		}
	}
	// open ranked by score, highest first, in open's order among equals.
	type scored struct {
		dept  string
		score float64
	}
	var rankBuf [16]scored
	ranked := rankBuf[:0]
	for _, dept := range open {
		ranked = append(ranked, scored{dept, score[at(dept)]})
	}
	slices.SortStableFunc(ranked, func(a, b scored) int {
		if a.score > b.score {
			return -1
		}
		if b.score > a.score {
			return 1
		}
		return 0
	})
	pick := ranked[0].dept
	if len(ranked) > 1 && r.Float64() < n.ErrorRate {
		pick = ranked[1+r.IntN(min(2, len(ranked)-1))].dept
	}
	return world.Triage{Department: pick, Acuity: acuity}
}
