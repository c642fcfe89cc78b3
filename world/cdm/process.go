package cdm

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"agenthospital/kb/mimic"
)

// Process scoring of one episode: physical examination timing, laboratory categories, imaging,
// consistency with the chart and guideline adherence (the CDM framework's evaluators,
// docs/mimic-cdm.md §4.3, and DxEvolve's process metrics, RUCAIBox/DxEvolve). The judge scores
// what the doctor asked for, whether or not the record held a result, as the framework does.

// Labeler names lab itemids. Cover returns labels that together cover ids (DxEvolve's greedy
// best-effort cover, in a stable order); Label returns the label and fluid of one itemid. The
// lab-name table lives in kb/mimic; tests use a small fake.
type Labeler interface {
	Cover(ids []int) []string
	Label(itemid int) (label, fluid string, ok bool)
}

// Lab panels and categories (itemids from docs/mimic-cdm.md §2.2). The panels are the release's
// mapping rows, kept in kb/mimic. Read-only.
var (
	panelCBC         = mimic.PanelIDs(mimic.PanelCBC)
	panelLFP         = mimic.PanelIDs(mimic.PanelLFP)
	panelRFP         = mimic.PanelIDs(mimic.PanelRFP)
	panelUrinalysis  = mimic.PanelIDs(mimic.PanelUrinalysis)
	labsInflammation = []int{51301, 51755, 51300, 50889, 51652}
)

// labCategory is a named set of itemids; one requested id of the set scores the category.
type labCategory struct {
	name string
	ids  []int
}

// processRules are the framework's process tables for one pathology.
type processRules struct {
	labs    []labCategory // required categories, in scoring order
	neutral []labCategory // neutral panels (not unnecessary; secondary for adherence)
	imaging map[string]int
	// eus marks pancreatitis: EUS is a valid abdominal study that scores only for biliary cases.
	eus bool
}

// processTables holds the rules of the four pathologies. Read-only.
var processTables = map[string]processRules{
	"appendicitis": {
		labs:    []labCategory{{"Inflammation", labsInflammation}},
		neutral: []labCategory{{"CBC", panelCBC}, {"LFP", panelLFP}, {"RFP", panelRFP}, {"Urinalysis", panelUrinalysis}},
		imaging: map[string]int{"Ultrasound": 2, "CT": 1, "MRI": 1},
	},
	"cholecystitis": {
		labs: []labCategory{{"Inflammation", labsInflammation}, {"Liver", []int{50861, 50878}},
			{"Gallbladder", []int{50883, 50927}}},
		neutral: []labCategory{{"CBC", panelCBC}, {"RFP", panelRFP}, {"ALP", []int{50863}}, {"Urinalysis", panelUrinalysis}},
		imaging: map[string]int{"Ultrasound": 2, "HIDA": 2, "MRI": 1, "EUS": 1},
	},
	"diverticulitis": {
		labs:    []labCategory{{"Inflammation", labsInflammation}},
		neutral: []labCategory{{"CBC", panelCBC}, {"LFP", panelLFP}, {"RFP", panelRFP}, {"Urinalysis", panelUrinalysis}},
		imaging: map[string]int{"CT": 2, "Ultrasound": 1, "MRI": 1},
	},
	"pancreatitis": {
		labs: []labCategory{{"Inflammation", labsInflammation}, {"Pancreas", []int{50867, 50956}},
			{"Seriousness", []int{51480, 50810, 51221, 51638, 51006, 52647, 51000, 50893, 50824, 52623,
				50983, 52610, 50971, 50822}}},
		neutral: []labCategory{{"CBC", panelCBC}, {"LFP", panelLFP}, {"RFP", panelRFP}, {"Urinalysis", panelUrinalysis}},
		imaging: map[string]int{"Ultrasound": 2, "CT": 1},
		eus:     true,
	},
}

// Consistency compares an episode with the chart: what the clinician actually did.
type Consistency struct {
	// PEAgree: the doctor examined the patient exactly when the chart has an examination.
	PEAgree bool `json:"pe_agree"`
	// LabF1 is the F1 of the doctor's requested lab tests against the record's lab tests, both
	// reduced to canonical tests (see canonicalLab). 1 when both are empty.
	LabF1 float64 `json:"lab_f1"`
	// ImagingF1 is the F1 of requested (modality, region) pairs against the record's radiology
	// (modality, region) pairs, exact pairs. 1 when both are empty.
	ImagingF1 float64 `json:"imaging_f1"`
	// OrderConcordance is the share of the three pairs (PE, labs), (PE, imaging), (labs, imaging)
	// whose first occurrences in the episode follow the guideline (and chart) order
	// PE -> labs -> imaging. A pair with a type never done counts as discordant, so the score is
	// 1 only when all three types were done in that order.
	OrderConcordance float64 `json:"order_concordance"`
}

// Judgement is everything the judge scores about one episode.
type Judgement struct {
	HadmID    int64  `json:"hadm_id"`
	Pathology string `json:"pathology"`
	Answer    string `json:"answer"` // parsed diagnosis; "" when none
	// Rewritten: the final text needed rewriting to find the diagnosis (framework's
	// "Diagnosis Parsing").
	Rewritten bool `json:"rewritten"`
	Correct   bool `json:"correct"`  // exact diagnosis
	Gracious  bool `json:"gracious"` // exact or gracious-only alternative
	// GraciousMatch is the (location, modifier) pair of a gracious-only match, else empty.
	GraciousMatch []string `json:"gracious_match,omitempty"`
	// Predicted is the class the answer scores exact for (one of the four pathologies, an extra
	// pathology, or the true one), or "other".
	Predicted string `json:"predicted"`

	PEFirst bool `json:"pe_first"` // PE done before any lab or imaging request
	PELate  bool `json:"pe_late"`  // PE done at all (the framework's "Late Physical Examination")

	LabScore        map[string]bool  `json:"lab_score"` // required category -> scored
	LabMax          int              `json:"lab_max"`   // number of required categories
	LabsDone        map[string][]int `json:"labs_done"` // required category -> requested ids in it
	UnnecessaryLabs []int            `json:"unnecessary_labs"`
	UnresolvedLabs  []string         `json:"unresolved_labs"` // requested names that resolved to nothing

	ImagingScore       int      `json:"imaging_score"`       // 0, 1 or 2
	AppropriateImaging []string `json:"appropriate_imaging"` // "Modality of Region", first of each pair
	UnnecessaryImaging []string `json:"unnecessary_imaging"` // "Modality of Region", request order
	Biliary            bool     `json:"biliary"`             // chart names a biliary cause (pancreatitis EUS rule)

	Feedback  string `json:"feedback"`  // rule-based message (DxEvolve generate_feedback)
	Clinician string `json:"clinician"` // the chart's orders (DxEvolve get_feedback "clinician")

	Consistency Consistency `json:"consistency"`
	Adherence   float64     `json:"adherence"` // guideline adherence 0..100

	// Cost and Minutes are the trajectory's totals; when both are 0 the steps' sums are used.
	Cost    float64 `json:"cost"`
	Minutes float64 `json:"minutes"`
	Steps   int     `json:"steps"`
	Tests   int     `json:"tests"`   // PE, lab and imaging steps, answered or not
	Invalid bool    `json:"invalid"` // no parsable diagnosis, or the step cap was reached
	Capped  bool    `json:"capped"`

	// Calibration holds the per-step hypotheses with a confidence, scored against the truth.
	Calibration []ConfidencePoint `json:"calibration,omitempty"`
}

// Judge scores one episode tr on encounter enc. lab names itemids for the feedback and the
// clinician string and may be nil (labels are then left out). extra gives synonyms of
// pathologies beyond the four (see ScoreDiagnosis). Judge never panics on a nil encounter or
// trajectory: it returns an invalid judgement.
//
// Choices where the framework is silent or quirky:
//   - PE counts as first when no lab or imaging request came before it; search steps and invalid
//     steps before it do not make it late (the framework had no search tools).
//   - Repeated identical lab ids are recorded once; unresolved lab names are listed apart.
//   - Imaging requests without a modality or a region are ignored (the parser rejects them).
//   - QUIRK (pancreatitis EUS): EUS is a valid abdominal study; it adds one point only when the
//     discharge diagnosis or an ICD title names "biliary" non-negated, and the imaging score is
//     capped at 2 (the framework could reach 3). Ultrasound and CT only score while the score is
//     still 0, so the first scoring study decides, as in the framework; a repeated identical
//     study is unnecessary and scores nothing (the framework re-added the EUS point).
//   - For a pathology outside the four there are no lab or imaging tables: LabMax is 0, no
//     imaging is scored or called unnecessary, and adherence averages only the PE component.
//   - A capped episode is invalid and incorrect whatever its output says.
func Judge(enc *mimic.Encounter, tr *Trajectory, lab Labeler, extra map[string][]string) Judgement {
	return NewJudger(extra, lab).Judge(enc, tr)
}

// Judger judges episodes against one table of extra synonyms (see Judge), read once: the
// classes an answer may be predicted as are sorted once instead of at every judgement. The
// table must not change while the Judger is in use.
type Judger struct {
	extra   map[string][]string
	classes []string // the four pathologies, then the extra pathologies (lower-cased, trimmed) sorted
	// targets[i] are, for a class outside dxTables, the targets its score tries in order: the
	// class itself, then its synonyms (worked out when first needed; see classTargets).
	targets [][]dxSynTarget
	known   []bool // targets[i] is worked out
	lab     Labeler
	mu      sync.Mutex
	canon   map[int]string // itemid -> canonicalLab(itemid, lab), as worked out so far
	// What the answer-only parts of a judgement gave, remembered (see judgeMemoMax): ParseDiagnosis
	// by output, scoreDiagnosis by answer and pathology, predictClass by answer and truth. Each
	// is a function of its strings alone (and of extra, which does not change), and the answers
	// of a run are few: a doctor's outputs and hypotheses are its diseases' names.
	parsed    map[string]parsedDx
	scored    map[[2]string]dxScore
	predicted map[[2]string]string
	// NoClinician leaves Judgement.Clinician empty, for callers that never read it.
	NoClinician bool
}

// NewJudger returns a judger over the extra synonyms (nil: none) and the labeler lab (may be
// nil; see Judge), which must name an itemid the same way every time: the judger remembers the
// test keys it derives from the names.
func NewJudger(extra map[string][]string, lab Labeler) *Judger {
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, strings.ToLower(strings.TrimSpace(k)))
	}
	sort.Strings(keys)
	g := &Judger{extra: extra, classes: append(slices.Clone(mimic.Pathologies), keys...), lab: lab, canon: map[int]string{}}
	g.targets, g.known = make([][]dxSynTarget, len(g.classes)), make([]bool, len(g.classes))
	return g
}

// classTargets returns the targets of class i (nil for one of dxTables or an empty one): what
// dxAnswer.score tries for it, in order — the class, then extra[class] (or extra[patho]).
func (g *Judger) classTargets(i int) []dxSynTarget {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.known[i] {
		return g.targets[i]
	}
	g.known[i] = true
	c := g.classes[i]
	patho := strings.ToLower(strings.TrimSpace(c))
	if _, known := dxTables[patho]; known || patho == "" {
		return nil
	}
	ts := []dxSynTarget{dxTargetOf(patho)}
	list, ok := g.extra[c]
	if !ok {
		list = g.extra[patho]
	}
	for _, syn := range list {
		ts = append(ts, dxTargetOf(syn))
	}
	g.targets[i] = ts
	return ts
}

// judgeMemoMax is how many results each of the Judger's memos keeps (further ones are worked
// out each time): a run's answers are few, outside text may vary without bound.
const judgeMemoMax = 1 << 12

// parsedDx is what ParseDiagnosis returns.
type parsedDx struct {
	answer    string
	rewritten bool
}

// remember returns (*m)[key] if it is there, else work() kept in *m while it holds fewer than
// judgeMemoMax results. mu guards *m, not work, which may take mu itself.
func remember[K comparable, V any](mu *sync.Mutex, m *map[K]V, key K, work func() V) V {
	mu.Lock()
	v, ok := (*m)[key]
	mu.Unlock()
	if ok {
		return v
	}
	v = work()
	mu.Lock()
	if len(*m) < judgeMemoMax {
		if *m == nil {
			*m = map[K]V{}
		}
		(*m)[key] = v
	}
	mu.Unlock()
	return v
}

// parseDiagnosis is ParseDiagnosis(output), remembered.
func (g *Judger) parseDiagnosis(output string) (string, bool) {
	p := remember(&g.mu, &g.parsed, output, func() parsedDx {
		a, r := ParseDiagnosis(output)
		return parsedDx{a, r}
	})
	return p.answer, p.rewritten
}

// scoreDiagnosis is scoreDiagnosis(answer, pathology, g.extra), remembered.
func (g *Judger) scoreDiagnosis(answer, pathology string) dxScore {
	return remember(&g.mu, &g.scored, [2]string{answer, pathology}, func() dxScore { return scoreDiagnosis(answer, pathology, g.extra) })
}

// predictClassMemo is predictClass(answer, truth), remembered (predictClass takes g.mu itself,
// in classTargets).
func (g *Judger) predictClassMemo(answer, truth string) string {
	return remember(&g.mu, &g.predicted, [2]string{answer, truth}, func() string { return g.predictClass(answer, truth) })
}

// canonicalLab is canonicalLab(id, g.lab), remembered.
func (g *Judger) canonicalLab(id int) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	c, ok := g.canon[id]
	if !ok {
		c = canonicalLab(id, g.lab)
		g.canon[id] = c
	}
	return c
}

// Judge is Judge with the judger's synonyms and labeler.
func (g *Judger) Judge(enc *mimic.Encounter, tr *Trajectory) Judgement {
	lab := g.lab
	j := Judgement{LabScore: map[string]bool{}, LabsDone: map[string][]int{}, UnnecessaryLabs: []int{},
		UnresolvedLabs: []string{}, AppropriateImaging: []string{}, UnnecessaryImaging: []string{}}
	if enc == nil || tr == nil {
		j.Invalid = true
		j.Predicted = "other"
		return j
	}
	j.HadmID = enc.HadmID
	j.Pathology = strings.ToLower(strings.TrimSpace(enc.Pathology))
	rules, known := processTables[j.Pathology]

	// Diagnosis.
	j.Answer, j.Rewritten = g.parseDiagnosis(tr.Output)
	j.Capped = tr.Capped
	j.Invalid = j.Answer == "" || tr.Capped
	if !tr.Capped {
		s := g.scoreDiagnosis(j.Answer, j.Pathology)
		j.Correct, j.Gracious = s.exact, s.gracious
		if s.loc != "" {
			j.GraciousMatch = []string{s.loc, s.mod}
		}
	}
	j.Predicted = "other"
	if !tr.Capped {
		j.Predicted = g.predictClassMemo(j.Answer, j.Pathology)
	}

	// Process.
	j.Biliary = biliary(enc)
	for _, c := range rules.labs {
		j.LabScore[c.name] = false
	}
	j.LabMax = len(rules.labs)
	seenLab := map[int]bool{}
	seenUnres := map[string]bool{}
	seenImg := map[string]bool{}
	firstTest := ""
	for _, st := range tr.Steps {
		switch st.Action {
		case ActPE:
			j.PELate = true
			if firstTest == "" {
				j.PEFirst = true
			}
		case ActLabs:
			for _, id := range st.ItemIDs {
				if seenLab[id] {
					continue
				}
				seenLab[id] = true
				if cat := categoryOf(rules.labs, id); cat != "" {
					j.LabScore[cat] = true
					j.LabsDone[cat] = append(j.LabsDone[cat], id)
				} else if known && categoryOf(rules.neutral, id) == "" {
					j.UnnecessaryLabs = append(j.UnnecessaryLabs, id)
				}
			}
			for _, name := range st.Unresolved {
				if name = strings.TrimSpace(name); name != "" && !seenUnres[name] {
					seenUnres[name] = true
					j.UnresolvedLabs = append(j.UnresolvedLabs, name)
				}
			}
		case ActImaging:
			if st.Modality == "" || st.Region == "" || !known {
				break
			}
			key := st.Modality + " of " + st.Region
			pts, valid := imagingPoints(rules, st.Modality, st.Region, j.Biliary)
			if !valid || seenImg[key] {
				j.UnnecessaryImaging = append(j.UnnecessaryImaging, key)
				break
			}
			seenImg[key] = true
			j.AppropriateImaging = append(j.AppropriateImaging, key)
			switch {
			case rules.eus && st.Modality == "EUS":
				j.ImagingScore = min(j.ImagingScore+pts, 2)
			case j.ImagingScore == 0:
				j.ImagingScore = pts
			}
		}
		if firstTest == "" && (st.Action == ActPE || st.Action == ActLabs || st.Action == ActImaging) {
			firstTest = st.Action
		}
	}
	for _, st := range tr.Steps {
		j.Steps++
		if st.Action == ActPE || st.Action == ActLabs || st.Action == ActImaging {
			j.Tests++
		}
	}
	j.Cost, j.Minutes = tr.Cost, tr.Minutes
	if j.Cost == 0 && j.Minutes == 0 {
		for _, st := range tr.Steps {
			j.Cost += st.Cost
			j.Minutes += st.Minutes
		}
	}

	j.Consistency = consistency(enc, tr, g.canonicalLab)
	j.Adherence = adherence(j, rules, known, tr)
	j.Calibration = calibration(tr, j.Pathology, g.scoreDiagnosis)
	j.Feedback = feedback(j, rules, known, lab, seenLab)
	if !g.NoClinician {
		j.Clinician = ClinicianOrders(enc, lab)
	}
	return j
}

// predictClass returns the class the answer scores exact for: the four pathologies first, then
// the extra pathologies in sorted order, then the true pathology; "other" when none.
func predictClass(answer, truth string, extra map[string][]string) string {
	return NewJudger(extra, nil).predictClass(answer, truth)
}

func (g *Judger) predictClass(answer, truth string) string {
	if answer == "" {
		return "other"
	}
	x := newDxAnswer(answer)
	for i, c := range g.classes {
		if c == "" {
			continue
		}
		if ts := g.classTargets(i); ts != nil {
			if !x.blank && x.anyTarget(ts) { // score's answer for a class outside dxTables
				return c
			}
			continue
		}
		if x.score(c, g.extra).exact {
			return c
		}
	}
	if truth != "" && x.score(truth, g.extra).exact {
		return truth
	}
	return "other"
}

// categoryOf returns the first category holding id, or "".
func categoryOf(cats []labCategory, id int) string {
	for _, c := range cats {
		if slices.Contains(c.ids, id) {
			return c.name
		}
	}
	return ""
}

// imagingPoints returns the points of one imaging study for a pathology and whether it is a
// valid (abdominal, listed) study. Pancreatitis EUS is valid; it earns 1 only for biliary cases.
func imagingPoints(rules processRules, modality, region string, biliary bool) (int, bool) {
	if region != "Abdomen" {
		return 0, false
	}
	if rules.eus && modality == "EUS" {
		if biliary {
			return 1, true
		}
		return 0, true
	}
	pts, ok := rules.imaging[modality]
	return pts, ok
}

// biliary reports whether the discharge diagnosis or an ICD title names "biliary" non-negated
// (the framework's diagnosis_checker).
func biliary(enc *mimic.Encounter) bool {
	if KeywordPositive(enc.DischargeDiagnosis, "biliary") {
		return true
	}
	for _, t := range enc.ICDDiagnosis {
		if KeywordPositive(t, "biliary") {
			return true
		}
	}
	return false
}

// canonicalLab reduces an itemid to a test key for the consistency F1: merged synonyms go to
// their partner id (lab_test_mapping synonyms), then ids with the same label and fluid are one
// test ("label|fluid", lower-cased); ids the labeler does not know stay apart.
func canonicalLab(id int, lab Labeler) string {
	if to, ok := mimic.LabSynonym(id); ok {
		id = to
	}
	if lab != nil {
		if label, fluid, ok := lab.Label(id); ok {
			return strings.ToLower(strings.TrimSpace(label)) + "|" + strings.ToLower(strings.TrimSpace(fluid))
		}
	}
	return "#" + strconv.Itoa(id)
}

// setF1 is the F1 of predicted set p against reference set r; 1 when both are empty.
func setF1(p, r map[string]bool) float64 {
	if len(p) == 0 && len(r) == 0 {
		return 1
	}
	tp := 0
	for k := range p {
		if r[k] {
			tp++
		}
	}
	if tp == 0 {
		return 0
	}
	return 2 * float64(tp) / float64(len(p)+len(r))
}

// labSets are consistency's sets of the chart's tests, reused (one was built per judgement, with
// a key for every lab of the chart).
var labSets = sync.Pool{New: func() any { return map[string]bool{} }}

// consistency compares the episode with the chart (see Consistency).
// canon gives an itemid's test key (canonicalLab).
func consistency(enc *mimic.Encounter, tr *Trajectory, canon func(int) string) Consistency {
	var c Consistency
	didPE := false
	agentLabs, agentImg := map[string]bool{}, map[string]bool{}
	first := map[string]int{}
	for i, st := range tr.Steps {
		switch st.Action {
		case ActPE:
			didPE = true
		case ActLabs:
			for _, id := range st.ItemIDs {
				agentLabs[canon(id)] = true
			}
		case ActImaging:
			if st.Modality != "" && st.Region != "" {
				agentImg[st.Modality+"|"+st.Region] = true
			}
		default:
			continue
		}
		if _, ok := first[st.Action]; !ok {
			first[st.Action] = i
		}
	}
	c.PEAgree = didPE == (strings.TrimSpace(enc.PhysicalExam) != "")
	chartLabs, chartImg := labSets.Get().(map[string]bool), map[string]bool{}
	defer func() {
		clear(chartLabs)
		labSets.Put(chartLabs)
	}()
	for id := range enc.Labs {
		chartLabs[canon(id)] = true
	}
	for _, r := range enc.Radiology {
		if r.Modality != "" && r.Region != "" {
			chartImg[r.Modality+"|"+r.Region] = true
		}
	}
	c.LabF1 = setF1(agentLabs, chartLabs)
	c.ImagingF1 = setF1(agentImg, chartImg)
	order := []string{ActPE, ActLabs, ActImaging}
	agree := 0
	for a := 0; a < len(order); a++ {
		for b := a + 1; b < len(order); b++ {
			ia, oka := first[order[a]]
			ib, okb := first[order[b]]
			if oka && okb && ia < ib {
				agree++
			}
		}
	}
	c.OrderConcordance = float64(agree) / 3
	return c
}

// adherence is the guideline-adherence score 0..100 (DxEvolve): the mean of
//   - PE timing: 100 when first, 50 when later, 0 when never;
//   - lab coverage: 100 · (1.0 per required category scored + 0.5 per neutral panel with at
//     least one requested id) / (number of required categories), capped at 100;
//   - first imaging: 100 when the first imaging request is the preferred study (2 points in the
//     pathology's table), 50 when acceptable (1 point; pancreatitis EUS only for biliary cases),
//     else 0 (also when no imaging was requested).
//
// For a pathology outside the four only the PE component is defined and it is the score.
func adherence(j Judgement, rules processRules, known bool, tr *Trajectory) float64 {
	pe := 0.0
	switch {
	case j.PEFirst:
		pe = 100
	case j.PELate:
		pe = 50
	}
	if !known {
		return pe
	}
	got := 0.0
	for _, c := range rules.labs {
		if j.LabScore[c.name] {
			got++
		}
	}
	for _, p := range rules.neutral {
		for _, st := range tr.Steps {
			if st.Action == ActLabs && slices.ContainsFunc(st.ItemIDs, func(id int) bool {
				return slices.Contains(p.ids, id) && categoryOf(rules.labs, id) == ""
			}) {
				got += 0.5
				break
			}
		}
	}
	labs := 0.0
	if len(rules.labs) > 0 {
		labs = min(100, 100*got/float64(len(rules.labs)))
	}
	img := 0.0
	for _, st := range tr.Steps {
		if st.Action != ActImaging || st.Modality == "" || st.Region == "" {
			continue
		}
		if pts, ok := imagingPoints(rules, st.Modality, st.Region, j.Biliary); ok {
			img = float64(pts) * 50
		}
		break
	}
	return (pe + labs + img) / 3
}

// calibration collects the per-step (hypothesis, confidence) pairs of tr: steps with a
// non-empty hypothesis and a confidence in 0..10, the hypothesis scored exact against the truth.
func calibration(tr *Trajectory, truth string, score func(answer, pathology string) dxScore) []ConfidencePoint {
	var out []ConfidencePoint
	for _, st := range tr.Steps {
		if st.Confidence < 0 || st.Confidence > 10 || strings.TrimSpace(st.Hypothesis) == "" {
			continue
		}
		out = append(out, ConfidencePoint{
			Confidence: float64(st.Confidence) / 10,
			Correct:    score(st.Hypothesis, truth).exact,
		})
	}
	return out
}
