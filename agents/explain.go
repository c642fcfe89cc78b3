package agents

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Explanations of the offline brain's decisions (OfflineConfig.Explain): which diagnoses it
// weighs and which evidence sets the leading one apart from the next. They are written into the
// reply's thought, where a language model writes its reasoning, so that a reader of a
// trajectory (eval's results.jsonl) sees why the doctor asked for a test or concluded.

// explainDiagnoses and explainEvidence bound what an explanation lists; explainMinLR is the
// smallest log-likelihood ratio (natural log) worth naming.
const (
	explainDiagnoses = 3
	explainEvidence  = 4
	explainMinLR     = 0.3
)

// explain describes the decision of one step: the differential (post, in the order of the
// beliefs, renormalised as Decide uses it; those of 1% or more) and the weightiest evidence
// between the leading belief lead and the runner-up, however improbable. The ratios are the
// evidence's own log-likelihood ratios, before the brain tempers them and weighs the story's
// doubt.
func (o *Offline) explain(ev *evidence, post []float64, lead int) string {
	order := make([]int, len(post))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return post[order[a]] > post[order[b]] })
	var b strings.Builder
	b.WriteString("Differential:")
	for n, i := range order {
		if n == explainDiagnoses || (n > 0 && post[i] < 0.01) {
			break
		}
		if n > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, " %s %.0f%%", o.beliefName(i), 100*post[i])
	}
	b.WriteByte('.')
	runner := -1
	for _, i := range order {
		if i != lead {
			runner = i
			break
		}
	}
	if runner < 0 {
		return b.String()
	}
	type weighed struct {
		name string
		lr   float64
	}
	var ws []weighed
	for _, k := range ev.order {
		pos := ev.obs[k] == obsPos
		row := o.logRow(k, pos)
		lr := row[lead] - row[runner]
		if math.Abs(lr) < explainMinLR {
			continue
		}
		name := keyName(o.kb, o.keys[k])
		if name == "" {
			continue
		}
		if !pos { // "febrile absent": a finding's first term may be an adjective
			name += " absent"
		}
		ws = append(ws, weighed{name, lr})
	}
	if len(ws) == 0 {
		return b.String()
	}
	sort.SliceStable(ws, func(i, j int) bool { return math.Abs(ws[i].lr) > math.Abs(ws[j].lr) })
	fmt.Fprintf(&b, " %s over %s:", o.beliefName(lead), o.beliefName(runner))
	for n, w := range ws {
		if n == explainEvidence {
			break
		}
		if n > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, " %s (%+.1f)", w.name, w.lr)
	}
	b.WriteByte('.')
	return b.String()
}

// beliefName is the name of belief i's diagnosis, or "another department" for the belief that
// the patient's disease belongs elsewhere.
func (o *Offline) beliefName(i int) string {
	if d := o.beliefs[i].d; d != nil {
		return d.Name
	}
	return "another department"
}
