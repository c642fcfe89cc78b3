package kb

import (
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Patient is one generated patient. Everything except Truth is what a clinician could learn by
// asking and examining; Truth is hidden and only the world may read it.
type Patient struct {
	ID        string
	Age       int    // years
	AgeMonths int    // months, for children under two (0 otherwise)
	Sex       string // "F" or "M"
	Chief     []string
	History   string // history of present illness, past medical/surgical, social and family history
	Exam      string // physical examination note
	Labs      map[int]LabValue
	Truth     Truth
	findings  map[string]bool // present symptoms, signs and history items
	studies   map[string][]string
	seed      uint64
}

// Truth is the hidden ground truth of a patient.
type Truth struct {
	Disease  string
	Severity string // mild, moderate or severe
	Atypical bool
	// Misleading names the disease whose symptoms and risk factors the history was drawn from,
	// when it is not the patient's own (CohortOptions.Misleading); "" otherwise.
	Misleading string
	// Form is the form of the disease the patient has (Disease.Forms), "" for none.
	Form    string
	Present []string // finding ids the patient has (sorted)
	// Voice is the note voice the history and examination are written in; Written lists the
	// present findings they state in words (not vital signs written as numbers), sorted.
	Voice   string
	Written []string
}

// LabValue is one lab result formatted as MIMIC prints it.
type LabValue struct {
	ItemID int
	Value  string  // valuestr, e.g. "14.2 K/uL" or "POS"
	Num    float64 // NaN for qualitative results
	Lower  float64 // NaN when there is no reference range
	Upper  float64
}

// Has reports whether the patient has finding id (ground truth).
func (p *Patient) Has(id string) bool { return p.findings[id] }

// Lay returns the patient's own words for finding id: a lay phrase if the knowledge base has
// one, else a plain rendering of a clinical term.
func (g *Generator) Lay(r *rand.Rand, id string) string {
	f := g.kb.Findings[id]
	if len(f.Lay) > 0 {
		return pick(r, f.Lay)
	}
	return "I have " + pick(r, f.Terms)
}

// StudyFindings returns the study findings the patient's study would show (ground truth).
func (p *Patient) StudyFindings(study string) []string { return p.studies[study] }

// CohortOptions controls the patients a generator draws.
type CohortOptions struct {
	Mix         map[string]float64 // disease id -> weight; empty means prevalence weights
	Departments []string           // only diseases of these departments (empty: all)
	MinAge      int
	MaxAge      int      // 0 means no upper bound
	FemaleShare *float64 // share of women among diseases that affect both sexes; nil: each disease's own
	Atypical    float64  // share of atypical presentations (default 0.1 when zero)
	// Misleading is the share of patients whose history points to another disease of the
	// cohort: their symptoms and risk factors are drawn from that disease, while the examination,
	// labs and studies are their own disease's (the hard cases of an evaluation set, where the
	// patient or the referrer names the wrong diagnosis). 0: none.
	Misleading float64
	// Charts names, per disease id, the chart workup (charts.yaml) of the department that sees
	// the patient; a disease not named uses the chart of its own department.
	Charts map[string]string
	// Voice and ReportVoice, when they name a voice of voices.yaml, write every note (and every
	// report of a study that report voice writes) in that voice instead of drawing by weight.
	Voice       string
	ReportVoice string
}

// Generator draws patients from the knowledge base.
type Generator struct {
	kb       *KB
	opt      CohortOptions
	diseases []*Disease
	cum      []float64
	pmhPool  []string
	// operations are the history findings with a background share (past operations), sorted;
	// impliedBy maps a history finding to the findings that imply it.
	operations []string
	impliedBy  map[string][]string
	negPool    map[string][]string // department -> symptoms to use as pertinent negatives and distractors
	signPool   map[string][]string // department -> exam signs seen there
	// vague and vagueSigns hold the nonspecific symptoms and signs of a department (shared by at
	// least three and 30% of its diseases): the complaints and exam notes that distract without
	// deciding.
	vague, vagueSigns map[string][]string
	scrubbers         map[string]scrubber   // pathology label -> its leak terms (cohort export)
	Rejected          int                   // patients rejected by quality control so far
	labIDs            []int                 // the KB's lab itemids, sorted
	sigWords          map[string][]string   // term -> significantWords(term)
	deptDiseases      map[string][]*Disease // department -> kb.DiseasesIn(department)
	// memo guards the remembered values above (sigWords, deptDiseases, scrubbers), so that Draw
	// and Record may run on several goroutines at once.
	memo sync.Mutex
}

// NewGenerator returns a generator for the cohort described by opt.
func NewGenerator(k *KB, opt CohortOptions) (*Generator, error) {
	if opt.Atypical == 0 {
		opt.Atypical = 0.1
	}
	g := &Generator{kb: k, opt: opt, negPool: map[string][]string{}, signPool: map[string][]string{}, scrubbers: map[string]scrubber{},
		sigWords: map[string][]string{}, deptDiseases: map[string][]*Disease{}}
	for id := range k.Labs {
		g.labIDs = append(g.labIDs, id)
	}
	sort.Ints(g.labIDs)
	ids := make([]string, 0, len(opt.Mix))
	for id := range opt.Mix {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if k.Disease(id) == nil {
			return nil, fmt.Errorf("disease mix: unknown disease %q", id)
		}
	}
	total := 0.0
	for _, d := range k.Diseases {
		w := d.Prevalence
		if len(opt.Mix) > 0 {
			w = opt.Mix[d.ID]
		}
		if w <= 0 || (len(opt.Departments) > 0 && !contains(opt.Departments, d.Department)) {
			continue
		}
		if opt.MaxAge > 0 && (d.Age[0] > float64(opt.MaxAge) || d.Age[2] < float64(opt.MinAge)) {
			continue
		}
		total += w
		g.diseases = append(g.diseases, d)
		g.cum = append(g.cum, total)
	}
	if len(g.diseases) == 0 {
		return nil, fmt.Errorf("cohort selects no disease (check mix, departments and age range)")
	}
	for _, id := range []string{"hypertension_history", "hyperlipidemia_history", "diabetes_history", "obesity", "smoker"} {
		if k.Findings[id] != nil {
			g.pmhPool = append(g.pmhPool, id)
		}
	}
	g.impliedBy = map[string][]string{}
	for _, id := range slices.Sorted(maps.Keys(k.Findings)) {
		f := k.Findings[id]
		if f.Background > 0 {
			g.operations = append(g.operations, id)
		}
		for _, imp := range f.Implies {
			g.impliedBy[imp] = append(g.impliedBy[imp], id)
		}
	}
	for _, d := range k.Diseases {
		for _, dep := range append([]string{d.Department}, d.AlsoDepartments...) {
			for _, s := range d.Symptoms {
				if !contains(g.negPool[dep], s.Finding) {
					g.negPool[dep] = append(g.negPool[dep], s.Finding)
				}
			}
			for _, s := range d.Signs {
				if !contains(g.signPool[dep], s.Finding) {
					g.signPool[dep] = append(g.signPool[dep], s.Finding)
				}
			}
		}
	}
	g.vague, g.vagueSigns = map[string][]string{}, map[string][]string{}
	for _, dep := range k.Departments {
		count := map[string]int{}
		var order []string
		in := k.DiseasesIn(dep.ID)
		need := max(3, (3*len(in)+9)/10) // shared by at least 30% of the department's diseases
		for _, d := range in {
			for _, fs := range [][]Freq{d.Symptoms, d.Signs} {
				for _, f := range fs {
					if count[f.Finding] == 0 {
						order = append(order, f.Finding)
					}
					count[f.Finding]++
				}
			}
		}
		for _, id := range order {
			if count[id] < need || k.Findings[id].Severe {
				continue
			}
			if k.Findings[id].Kind == KindSymptom {
				g.vague[dep.ID] = append(g.vague[dep.ID], id)
			} else {
				g.vagueSigns[dep.ID] = append(g.vagueSigns[dep.ID], id)
			}
		}
	}
	return g, nil
}

// Diseases returns the diseases this generator can draw.
func (g *Generator) Diseases() []*Disease { return g.diseases }

// Patient draws the patient with index i. The result depends only on the seed, the options and
// i, not on which patients were drawn before. Rejected counts the drafts quality control threw
// away.
func (g *Generator) Patient(seed uint64, i int) *Patient {
	p, rejected := g.Draw(seed, i)
	g.Rejected += rejected
	return p
}

// Draw is Patient without counting: it returns the patient with index i and how many drafts of
// it quality control rejected. It may run on several goroutines at once.
func (g *Generator) Draw(seed uint64, i int) (*Patient, int) {
	for attempt := 0; ; attempt++ {
		s := mix(seed, uint64(i), uint64(attempt))
		r := rand.New(rand.NewPCG(s, 0x5eed))
		d := g.pick(r)
		p := g.draw(r, d, s)
		p.ID = fmt.Sprintf("P%06d", i)
		if err := g.check(p, d); err == nil || attempt >= 50 {
			return p, attempt
		}
	}
}

// PatientWith draws a patient with disease d (for tests and the classroom).
func (g *Generator) PatientWith(seed uint64, i int, d *Disease) *Patient {
	s := mix(seed, uint64(i), 99)
	r := rand.New(rand.NewPCG(s, 0x5eed))
	p := g.draw(r, d, s) // the patient's own seed: its side streams differ from its neighbours'
	p.ID = fmt.Sprintf("P%06d", i)
	return p
}

func (g *Generator) pick(r *rand.Rand) *Disease {
	x := r.Float64() * g.cum[len(g.cum)-1]
	i := sort.SearchFloat64s(g.cum, x)
	if i >= len(g.diseases) {
		i = len(g.diseases) - 1
	}
	return g.diseases[i]
}

func mix(vals ...uint64) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for _, v := range vals {
		for j := 0; j < 8; j++ {
			b[j] = byte(v >> (8 * j))
		}
		_, _ = h.Write(b[:])
	}
	return h.Sum64()
}

// check is the quality-control step: it rejects patients that are inconsistent with themselves
// or with physiology.
func (g *Generator) check(p *Patient, d *Disease) error {
	for id := range p.findings {
		f := g.kb.Findings[id]
		if f.Sex == "female" && p.Sex != "F" || f.Sex == "male" && p.Sex != "M" {
			return fmt.Errorf("finding %s impossible for sex %s", id, p.Sex)
		}
	}
	if hcg, ok := p.Labs[51085]; ok && hcg.Value == "POS" && (p.Sex != "F" || p.Age < 11 || p.Age > 55) {
		return fmt.Errorf("positive pregnancy test in a %d year old %s", p.Age, p.Sex)
	}
	for id, v := range p.Labs {
		lab := g.kb.Labs[id]
		if !lab.IsQualitative() && (v.Num < lab.Limits[0] || v.Num > lab.Limits[1]) {
			return fmt.Errorf("%s %v outside physiology", lab.Label, v.Num)
		}
	}
	if g.opt.MaxAge > 0 && (p.Age < g.opt.MinAge || p.Age > g.opt.MaxAge) {
		return fmt.Errorf("age %d outside cohort range", p.Age)
	}
	return nil
}

// age draws the patient's age from the disease's profile within the cohort's age range, so an
// age filter does not change the disease mix.
func (g *Generator) age(r *rand.Rand, d *Disease) float64 {
	lo, hi := 0.0, 200.0
	if g.opt.MaxAge > 0 {
		lo, hi = float64(g.opt.MinAge), float64(g.opt.MaxAge)+0.999
	}
	a := triangular(r, d.Age[0], d.Age[1], d.Age[2])
	for try := 0; try < 50 && (a < lo || a > hi); try++ {
		a = triangular(r, d.Age[0], d.Age[1], d.Age[2])
	}
	return math.Max(lo, math.Min(hi, a))
}

func triangular(r *rand.Rand, a, m, b float64) float64 {
	if b <= a {
		return a
	}
	u := r.Float64()
	c := (m - a) / (b - a)
	if u < c {
		return a + math.Sqrt(u*(b-a)*(m-a))
	}
	return b - math.Sqrt((1-u)*(b-a)*(b-m))
}

func (g *Generator) draw(r *rand.Rand, d *Disease, seed uint64) *Patient {
	p := &Patient{findings: map[string]bool{}, studies: map[string][]string{}, Labs: make(map[int]LabValue, len(g.labIDs)), seed: seed}
	age := g.age(r, d)
	p.Age = int(age)
	if age < 2 {
		p.AgeMonths = int(age * 12)
	}
	female := d.Female
	if g.opt.FemaleShare != nil && d.Female > 0 && d.Female < 1 {
		female = *g.opt.FemaleShare
	}
	p.Sex = "M"
	if r.Float64() < female {
		p.Sex = "F"
	}
	sev := r.Float64()
	switch {
	case sev < d.Severity.Mild:
		p.Truth.Severity = "mild"
	case sev < d.Severity.Mild+d.Severity.Moderate:
		p.Truth.Severity = "moderate"
	default:
		p.Truth.Severity = "severe"
	}
	p.Truth.Disease = d.ID
	p.Truth.Atypical = r.Float64() < g.opt.Atypical
	// Atypical presentations: the classic features are rarer.
	damp := 1.0
	if p.Truth.Atypical {
		damp = 0.45
	}
	sevBoost := map[string]float64{"mild": 0.85, "moderate": 1.0, "severe": 1.15}[p.Truth.Severity]
	possible := func(id string) bool {
		sex := g.kb.Findings[id].Sex
		return sex == "" || (sex == "female") == (p.Sex == "F")
	}
	// The history's disease: the patient's own, or for a misleading history another of the
	// cohort's, chosen from a stream of its own (the rest of the patient is drawn as without it).
	hist := d
	if g.opt.Misleading > 0 {
		mr := rand.New(rand.NewPCG(mix(seed, misleadingStream), 1))
		if mr.Float64() < g.opt.Misleading {
			if m := g.mimic(mr, d); m != nil {
				hist = m
				p.Truth.Misleading = m.ID
			}
		}
	}
	for _, f := range hist.Symptoms {
		if r.Float64() < f.P*damp && possible(f.Finding) {
			p.findings[f.Finding] = true
		}
	}
	// The form of the disease, from a stream of its own: a form's findings come at the form's
	// rates, the others' at what is left of the disease's (formRate), so the disease's overall
	// rates stay its own; findings only a form has are drawn from the form's stream.
	form := -1
	fr := rand.New(rand.NewPCG(mix(seed, formStream), 1))
	if len(d.Forms) > 0 {
		u := fr.Float64()
		for v, f := range d.Forms {
			if u < f.Share {
				form = v
				p.Truth.Form = f.ID
				break
			}
			u -= f.Share
		}
	}
	for _, f := range d.Signs {
		fp := formRate(d, form, "", f.Finding, f.P)
		pp := fp * damp
		if g.kb.Findings[f.Finding].Severe {
			pp = fp * map[string]float64{"mild": 0.3, "moderate": 1.0, "severe": 2.2}[p.Truth.Severity]
		} else if f.P < 0.95 { // defining signs stay defining in mild cases
			pp *= sevBoost
		}
		if r.Float64() < pp && possible(f.Finding) {
			p.findings[f.Finding] = true
		}
	}
	if form >= 0 {
		for _, f := range d.Forms[form].Signs {
			if !hasFreq(d.Signs, f.Finding) && fr.Float64() < f.P*damp && possible(f.Finding) {
				p.findings[f.Finding] = true
			}
		}
		for _, f := range d.Forms[form].Symptoms { // the form's own symptoms, after its signs
			if fr.Float64() < f.P && hist == d && possible(f.Finding) { // a misled story is the mimic's
				p.findings[f.Finding] = true
			}
		}
	}
	for _, f := range hist.RiskFactors {
		if r.Float64() < f.P && possible(f.Finding) {
			p.findings[f.Finding] = true
		}
	}
	// Distractors: patients also mention complaints that belong to other conditions seen in the
	// same department (about one per patient), and examiners note the odd nonspecific sign.
	g.distract(r, d, p)
	// Unrelated but common history (noise).
	for _, id := range g.pmhPool {
		base := 0.04 + 0.004*float64(p.Age)
		if r.Float64() < base*0.5 {
			p.findings[id] = true
		}
	}
	// Past operations of adults, from their own stream (the rest of the patient is drawn as it
	// would be without them); an operation that took out the organ the disease needs is not drawn.
	if len(g.operations) > 0 {
		or := rand.New(rand.NewPCG(mix(seed, operationStream), 1))
		for _, id := range g.operations {
			f := g.kb.Findings[id]
			if or.Float64() < f.Background && p.Age >= 18 && !contains(d.Needs, f.Removes) {
				p.findings[id] = true
			}
		}
	}
	// Chief complaint: usually one of the disease's, sometimes (atypical) another present symptom.
	var chief []string
	for _, c := range hist.ChiefComplaints {
		if p.findings[c] {
			chief = append(chief, c)
		}
	}
	if len(chief) == 0 || (p.Truth.Atypical && r.Float64() < 0.5) {
		var present []string
		for _, f := range hist.Symptoms {
			if p.findings[f.Finding] {
				present = append(present, f.Finding)
			}
		}
		if len(present) > 0 {
			chief = []string{present[r.IntN(len(present))]}
		} else {
			c := hist.ChiefComplaints[r.IntN(len(hist.ChiefComplaints))]
			p.findings[c] = true
			chief = []string{c}
		}
	}
	if len(chief) > 2 {
		chief = chief[:2]
	}
	p.Chief = chief
	g.drawLabs(r, d, form, p)
	for _, se := range d.Studies {
		sens := se.Sensitivity
		if p.Truth.Atypical {
			sens *= 0.85
		}
		if r.Float64() >= sens {
			continue
		}
		var fs []string
		for _, f := range se.Findings {
			if r.Float64() < formRate(d, form, se.Study, f.Finding, f.P) {
				fs = append(fs, f.Finding)
			}
		}
		if form >= 0 {
			fs = append(fs, formOnly(fr, d.Forms[form], se.Study, se.Findings)...)
		}
		if len(fs) == 0 {
			fs = append(fs, se.Findings[0].Finding)
		}
		p.studies[se.Study] = fs
	}
	if form >= 0 { // studies that show only the form's findings (a perforation's free air on a radiograph)
		for _, fs := range d.Forms[form].Studies {
			if !slices.ContainsFunc(d.Studies, func(se StudyEffect) bool { return se.Study == fs.Study }) {
				if shown := formOnly(fr, d.Forms[form], fs.Study, nil); len(shown) > 0 {
					p.studies[fs.Study] = shown
				}
			}
		}
	}
	for _, id := range slices.Sorted(maps.Keys(p.findings)) { // what a present finding implies is present too
		for _, imp := range g.kb.Findings[id].Implies {
			p.findings[imp] = true
		}
	}
	for id := range p.findings {
		p.Truth.Present = append(p.Truth.Present, id)
	}
	sort.Strings(p.Truth.Present)
	// The notes are written from their own random stream, in a voice drawn from it.
	vr := rand.New(rand.NewPCG(r.Uint64(), 0x70ce5))
	v := g.noteVoice(vr)
	written := map[string]bool{}
	p.History = g.writeHistory(vr, v, d, p, written)
	p.Exam = g.writeExam(vr, v, d, p, written)
	p.Truth.Voice = v.ID
	for id := range written {
		p.Truth.Written = append(p.Truth.Written, id)
	}
	sort.Strings(p.Truth.Written)
	return p
}

// mimic draws another disease of the cohort for a misleading history: one seen where d is seen
// (the same chart workup: the same department of the scenario), uniformly, so that rare mimics
// mislead as often as common ones. nil when there is none.
func (g *Generator) mimic(r *rand.Rand, d *Disease) *Disease {
	var cands []*Disease
	ch := g.chart(d)
	for _, m := range g.diseases {
		if m != d && g.chart(m) == ch {
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	return cands[r.IntN(len(cands))]
}

func (g *Generator) distract(r *rand.Rand, d *Disease, p *Patient) {
	pool := g.vague[d.Department]
	n := 0
	for u := r.Float64(); u < 0.55 && n < 3; u = r.Float64() {
		n++
	}
	for i := 0; i < n && len(pool) > 0; i++ {
		id := pool[r.IntN(len(pool))]
		if f := g.kb.Findings[id]; f.Sex != "" && (f.Sex == "female") != (p.Sex == "F") {
			continue
		}
		p.findings[id] = true
	}
	signs := g.vagueSigns[d.Department]
	if len(signs) > 0 && r.Float64() < 0.3 {
		id := signs[r.IntN(len(signs))]
		if f := g.kb.Findings[id]; !f.Severe && (f.Sex == "" || (f.Sex == "female") == (p.Sex == "F")) {
			p.findings[id] = true
		}
	}
}

func (g *Generator) drawLabs(r *rand.Rand, d *Disease, form int, p *Patient) {
	effects := make(map[int]LabEffect, len(d.Labs))
	for _, e := range d.Labs {
		effects[e.Item] = formLab(d, form, e)
	}
	sevScale := 0.0 // map lookup of another severity gave 0
	switch p.Truth.Severity {
	case "mild":
		sevScale = 0.6
	case "moderate":
		sevScale = 1.0
	case "severe":
		sevScale = 1.5
	}
	for _, id := range g.labIDs {
		lab := g.kb.Labs[id]
		e, moved := effects[id]
		moved = moved && r.Float64() < e.P
		v := LabValue{ItemID: id, Num: math.NaN(), Lower: math.NaN(), Upper: math.NaN()}
		if lab.HasRef() {
			v.Lower, v.Upper = lab.Ref[0], lab.Ref[1]
		}
		if lab.IsQualitative() {
			v.Value = lab.Qualitative[0]
			if moved {
				v.Value = e.Value
			} else if r.Float64() < 0.02 && len(lab.Qualitative) > 1 && !noNoise(id) {
				v.Value = lab.Qualitative[1] // a borderline or contaminated result
			}
			p.Labs[id] = v
			continue
		}
		var x float64
		if moved {
			// Shift from the middle of normal towards the disease mean, more when severe.
			mid := normalMid(lab)
			mean := mid + (e.Mean-mid)*sevScale
			x = mean + e.SD*r.NormFloat64()
			if (e.Mean-mid)*(x-mid) < 0 { // never move the wrong way past the middle
				x = mid
			}
		} else {
			x = normalDraw(r, lab)
		}
		x = clamp(x, lab.Limits[0], lab.Limits[1])
		v.Num = roundTo(x, lab.Decimals)
		if v.Num == 0 {
			v.Num = 0 // never print "-0"
		}
		v.Value = strconv.FormatFloat(v.Num, 'f', lab.Decimals, 64)
		if lab.Unit != "" {
			v.Value += " " + lab.Unit
		}
		p.Labs[id] = v
	}
}

// noNoise lists results that are never falsely abnormal by chance: pregnancy tests (a positive
// one is never noise) and cultures (itemids 90000 and up).
func noNoise(itemid int) bool { return itemid == 51085 || itemid >= 90000 }

func normalMid(l *Lab) float64 {
	lo, hi := l.Range()
	return (lo + hi) / 2
}

// normalDraw draws a healthy value: about 95% inside the reference range.
func normalDraw(r *rand.Rand, l *Lab) float64 {
	if !l.HasRef() {
		return l.Limits[0] + r.Float64()*(l.Limits[1]-l.Limits[0])*0.1
	}
	lo, hi := l.Ref[0], l.Ref[1]
	if lo == 0 { // upper-bounded analytes (enzymes, CRP): skewed towards low values
		return hi * 0.55 * math.Exp(0.35*r.NormFloat64())
	}
	return (lo+hi)/2 + (hi-lo)/4*r.NormFloat64()
}

func clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

func roundTo(x float64, dec int) float64 {
	p := math.Pow(10, float64(dec))
	return math.Round(x*p) / p
}

func pick(r *rand.Rand, xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[r.IntN(len(xs))]
}

func (g *Generator) term(r *rand.Rand, id string) string { return pick(r, g.kb.Findings[id].Terms) }

// joinList writes "a, b and c".
func joinList(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// Report writes the report of study for patient p in a report voice (voices.yaml) drawn for it:
// the voice's layout (the cleaned MIMIC one has EXAMINATION, TECHNIQUE and FINDINGS sections)
// with one entry per organ the study reports, the abnormal findings' own sentences where the
// study shows them. The nth repeat of the same study (n from 0) reads differently but shows the
// same findings.
func (g *Generator) Report(p *Patient, study *Study, n int) string {
	r := rand.New(rand.NewPCG(mix(p.seed, hashString(study.ID), uint64(n)), 0x4e907))
	v := g.reportVoice(r, study)
	shown := p.studies[study.ID]
	byOrgan := map[string][]string{}
	var terms []string
	for _, id := range shown {
		f := g.kb.Findings[id]
		byOrgan[f.Organ] = append(byOrgan[f.Organ], pick(r, f.Report))
		terms = append(terms, pick(r, f.Terms))
	}
	exam := study.Name
	if len(study.ExamNames) > 0 {
		exam = pick(r, study.ExamNames)
	}
	unseen := g.unseenOrgans(p, study, n)
	var parts []string
	for _, o := range study.Normal {
		text := strings.Join(byOrgan[o.Organ], " ")
		if text == "" {
			text = pick(r, o.Sentences)
			if len(v.Normal) > 0 {
				text = fill(pick(r, v.Normal), map[string]string{"sentence": text})
			}
			if s, ok := unseen[o.Organ]; ok {
				text = s // said in every voice: a reader must know the organ was not seen
			}
			if text == "" {
				continue // the voice leaves this normal organ unsaid
			}
		}
		if v.Organs == "headers" {
			h := v.Headers[o.Organ]
			if h == "" {
				h = strings.ToUpper(strings.ReplaceAll(o.Organ, "_", " "))
			}
			text = h + ": " + text
		}
		parts = append(parts, text)
	}
	if len(study.Incidental) > 0 && r.Float64() < v.IncidentalP {
		parts = append(parts, pick(r, study.Incidental))
	}
	sep := "\n"
	if v.Organs == "paragraph" {
		sep = " "
	}
	impression := pick(r, v.ImpressionNone)
	if len(terms) > 0 {
		impression = fill(pick(r, v.Impression), map[string]string{"list": upperFirst(joinList(terms))})
	}
	text := fill(v.Layout, map[string]string{"exam": exam, "technique": pick(r, study.Technique),
		"findings": strings.Join(parts, sep), "impression": impression})
	return v.Rewrite.Apply(r, text)
}

// unseenOrgans draws the organs the nth report of study for p could not see (Study.Unseen) and
// the sentence that says so, from a stream of their own: an organ that shows a finding is seen;
// one where p's disease has findings of the study but p shows none is unseen at the Missed rate,
// any other at the Healthy rate. Organs are drawn in sorted order.
func (g *Generator) unseenOrgans(p *Patient, study *Study, n int) map[string]string {
	if len(study.Unseen) == 0 {
		return nil
	}
	shown := map[string]bool{}
	for _, id := range p.studies[study.ID] {
		shown[g.kb.Findings[id].Organ] = true
	}
	involved := map[string]bool{}
	involve := func(s string, fs []Freq) {
		if s == study.ID {
			for _, f := range fs {
				involved[g.kb.Findings[f.Finding].Organ] = true
			}
		}
	}
	if d := g.kb.Disease(p.Truth.Disease); d != nil {
		for _, se := range d.Studies {
			involve(se.Study, se.Findings)
		}
		for _, fm := range d.Forms {
			for _, se := range fm.Studies {
				involve(se.Study, se.Findings)
			}
		}
	}
	r := rand.New(rand.NewPCG(mix(p.seed, hashString(study.ID), uint64(n)), unseenStream))
	out := map[string]string{}
	for _, o := range slices.Sorted(maps.Keys(study.Unseen)) {
		u := study.Unseen[o]
		rate := u.Healthy
		if involved[o] {
			rate = u.Missed
		}
		if x, s := r.Float64(), pick(r, u.Sentences); x < rate && !shown[o] {
			out[o] = s
		}
	}
	return out
}

func hashString(s string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(s))
	return h.Sum64()
}

// formRate is the rate at which a patient with form v of d (-1: none of its forms) has a finding
// whose rate in the disease is p: a sign (study "") or a finding of study. It is the form's rate
// where the form gives one, otherwise what is left of p once the forms that give one are taken
// out, so that over the disease's patients the rate is p again.
func formRate(d *Disease, v int, study, finding string, p float64) float64 {
	wr, w := 0.0, 0.0
	for i := range d.Forms {
		f := &d.Forms[i]
		if r, ok := f.rate(study, finding); ok {
			if i == v {
				return r
			}
			wr += f.Share * r
			w += f.Share
		}
	}
	return leftover(p, wr, w)
}

// leftover is the rate of the patients without a form when the disease's rate is p and the forms
// that give one take share w of the patients at weighted rate wr (share × rate summed): p again
// when no form gives one.
func leftover(p, wr, w float64) float64 {
	if w == 0 {
		return p
	}
	return max(0, (p-wr)/(1-w))
}

// formLab is lab effect e as it is in a patient with form v of d: the form's effect where the
// form gives one, otherwise e with its probability reduced as formRate reduces a finding's.
func formLab(d *Disease, v int, e LabEffect) LabEffect {
	wr, w := 0.0, 0.0
	for i, f := range d.Forms {
		for _, fe := range f.Labs {
			if fe.Item != e.Item {
				continue
			}
			if i == v {
				return fe
			}
			wr += f.Share * fe.P
			w += f.Share
		}
	}
	e.P = leftover(e.P, wr, w)
	return e
}

// rate is the form's rate of a sign (study "") or of a finding of study, if it gives one.
func (f *Form) rate(study, finding string) (float64, bool) {
	if study == "" {
		for _, s := range f.Signs {
			if s.Finding == finding {
				return s.P, true
			}
		}
		return 0, false
	}
	for _, st := range f.Studies {
		if st.Study != study {
			continue
		}
		for _, fr := range st.Findings {
			if fr.Finding == finding {
				return fr.P, true
			}
		}
	}
	return 0, false
}

// formOnly draws, from the form's stream, the findings form f gives study that the disease's
// own findings of the study (have) do not list.
func formOnly(r *rand.Rand, f Form, study string, have []Freq) []string {
	var out []string
	for _, st := range f.Studies {
		if st.Study != study {
			continue
		}
		for _, fr := range st.Findings {
			if !hasFreq(have, fr.Finding) && r.Float64() < fr.P {
				out = append(out, fr.Finding)
			}
		}
	}
	return out
}
