package agents

import (
	"math"
	"strconv"

	"agenthospital/kb"
)

// A disease's forms (kb.Form) are the textbook's interactions between findings: in perforated
// diverticulitis the free air, the extraluminal gas and the peritonism come together with the
// inflamed sigmoid, so a doctor who weighs each finding on its own counts one perforation
// several times against diverticulitis and calls it a perforated ulcer. The doctor weighs a
// disease with forms as a mixture: the form-free part of the disease and each form, each with
// its share, give the findings the forms describe; the other findings keep the disease's
// rates. What the doctor believes of a finding (textbook, practice) stays the disease's overall
// rate m; the form-free rate is what is left of m once the forms' share of it is taken out.
// A form's rate of a finding counts only where the doctor knows the disease's rate of it (read
// or practised): what the form takes out of a rate the doctor does not know cannot be told.

// formSet is what a belief's disease's forms say about the evidence keys they describe.
type formSet struct {
	keys   []int       // interned keys any form describes, in order
	shares []float64   // per form
	rates  [][]float64 // per form, per key: the form's rate, or NaN where the form does not describe the key
}

// minFormRate bounds the form-free rate of a finding away from 0 and 1.
const minFormRate = 0.005

// initForms interns the keys of the candidates' forms and builds each belief's formSet.
func (o *Offline) initForms() {
	o.forms = make([]*formSet, len(o.beliefs))
	for i, b := range o.beliefs {
		if b.d == nil || len(b.d.Forms) == 0 {
			continue
		}
		fs := &formSet{}
		perForm := make([]map[string]float64, len(b.d.Forms))
		all := map[string]bool{}
		for v, f := range b.d.Forms {
			perForm[v] = formFacts(o.kb, b.d, f)
			for key := range perForm[v] {
				all[key] = true
			}
			fs.shares = append(fs.shares, f.Share)
		}
		keys := sortedKeys(all)
		for _, key := range keys {
			fs.keys = append(fs.keys, o.index(key))
		}
		for v := range b.d.Forms {
			row := make([]float64, len(keys))
			for j, key := range keys {
				row[j] = math.NaN()
				if r, ok := perForm[v][key]; ok {
					row[j] = clampP(r)
				}
			}
			fs.rates = append(fs.rates, row)
		}
		o.forms[i] = fs
	}
}

// formFacts are the rates a form gives its evidence keys, as textbook gives a disease's.
func formFacts(k *kb.KB, d *kb.Disease, f kb.Form) map[string]float64 {
	out := map[string]float64{}
	for _, s := range f.Symptoms {
		out["f:"+s.Finding] = s.P
	}
	for _, s := range f.Signs {
		out["f:"+s.Finding] = s.P
	}
	for _, e := range f.Labs {
		id := strconv.Itoa(e.Item)
		if lab := k.Labs[e.Item]; lab.IsQualitative() {
			out["q:"+id] = e.P + (1-e.P)*keyDefault(k, "q:"+id)
			continue
		}
		out["h:"+id], out["l:"+id] = labRates(k.Labs[e.Item], e, keyDefault(k, "h:"+id))
	}
	for _, s := range f.Studies {
		// A study the disease has shows the disease at its sensitivity, as the textbook's rates
		// say; a study only the form has shows the form's findings at their rates.
		sens, own := 1.0, 0.0
		for _, se := range d.Studies {
			if se.Study == s.Study {
				sens, own = se.Sensitivity, defStudy
			}
		}
		for _, fr := range s.Findings {
			out[studyKey(s.Study, fr.Finding)] = sens*fr.P + own
		}
	}
	return out
}

// formShift is the log-likelihood the forms of belief i add to the evidence's, as weighed key by
// key with the disease's overall rates: log of the mixture, over the form-free part and the
// forms, of each one's likelihood ratio against those rates on the keys the forms describe.
func (o *Offline) formShift(i int, fs *formSet, ev *evidence) float64 {
	nf := len(fs.shares)
	if cap(o.formBuf) < nf+1 {
		o.formBuf = make([]float64, nf+1)
	}
	delta := o.formBuf[:nf+1] // 0: the form-free part; v+1: form v
	clear(delta)
	seen := false
	b := o.beliefs[i]
	for j, k := range fs.keys {
		if !ev.seen(k) {
			continue
		}
		// A rate the doctor does not know (neither read nor practised) has no part of it to give
		// the forms: the finding is weighed as the doctor weighs it without them.
		if f := o.rows[k].feat[i]; f.A+f.B == 0 && (!o.isFinding[k] || b.seen == 0) {
			continue
		}
		seen = true
		pos := ev.positive(k)
		m := math.Exp(o.logRow(k, true)[i])
		// The form-free rate: m less the forms' part of it, over the form-free share.
		wr, w := 0.0, 0.0
		for v, share := range fs.shares {
			if r := fs.rates[v][j]; !math.IsNaN(r) {
				wr += share * r
				w += share
			}
		}
		base := math.Min(math.Max((m-wr)/(1-w), minFormRate), 1-minFormRate)
		for c := range delta {
			r := base
			if c > 0 && !math.IsNaN(fs.rates[c-1][j]) {
				r = fs.rates[c-1][j]
			}
			if pos {
				delta[c] += math.Log(r / m)
			} else {
				delta[c] += math.Log((1 - r) / (1 - m))
			}
		}
	}
	if !seen {
		return 0
	}
	top := delta[0]
	for _, d := range delta[1:] {
		top = math.Max(top, d)
	}
	free := 1.0
	for _, s := range fs.shares {
		free -= s
	}
	sum := free * math.Exp(delta[0]-top)
	for v, s := range fs.shares {
		sum += s * math.Exp(delta[v+1]-top)
	}
	return top + math.Log(sum)
}
