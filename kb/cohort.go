package kb

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"agenthospital/kb/mimic"
)

// mimicPathology names the knowledge base's diseases that are the four MIMIC-CDM pathologies.
var mimicPathology = map[string]string{
	"acute_appendicitis":   "appendicitis",
	"acute_cholecystitis":  "cholecystitis",
	"acute_diverticulitis": "diverticulitis",
	"acute_pancreatitis":   "pancreatitis",
}

// leakTerms are the words the release removes so a reader cannot find the answer in the text
// (docs/mimic-cdm.md §1.3); other diseases use their name and synonyms.
var leakTerms = map[string][]string{
	"appendicitis":   {"acute appendicitis", "appendicitis", "appendectomy"},
	"cholecystitis":  {"acute cholecystitis", "cholecystitis", "cholecystostomy"},
	"pancreatitis":   {"acute pancreatitis", "pancreatitis", "pancreatectomy"},
	"diverticulitis": {"acute diverticulitis", "diverticulitis"},
}

// PathologyLabel is the label a cohort gives patients with disease d: the MIMIC-CDM pathology
// name for the four, the disease id otherwise.
func PathologyLabel(d *Disease) string {
	if p, ok := mimicPathology[d.ID]; ok {
		return p
	}
	return d.ID
}

// PathologySynonyms returns the names a judge accepts for each label of a dataset that is not
// one of the four MIMIC-CDM pathologies. A label of labels.yaml gets the name and synonyms of
// every disease it covers plus its extra names; any other label gets the name and synonyms of the
// knowledge-base disease it names (by id, name or synonym, case-insensitively). With no labels
// given it covers every disease, keyed by id (the labels cohorts write). Labels that name no
// disease are left out; the judge then accepts only the label itself.
func (k *KB) PathologySynonyms(labels ...string) map[string][]string {
	if len(labels) == 0 {
		for _, d := range k.Diseases {
			labels = append(labels, d.ID)
		}
	}
	out := map[string][]string{}
	for _, l := range labels {
		key := strings.ToLower(strings.TrimSpace(l))
		if _, four := leakTerms[key]; four {
			continue
		}
		if dl := k.labelByName[key]; dl != nil {
			seen := map[string]bool{}
			var names []string
			add := func(ns ...string) {
				for _, n := range ns {
					if lk := strings.ToLower(n); !seen[lk] {
						seen[lk] = true
						names = append(names, n)
					}
				}
			}
			for _, id := range dl.Diseases {
				d := k.Disease(id)
				add(d.Name)
				add(d.Synonyms...)
			}
			add(dl.Names...)
			out[l] = names
			continue
		}
		if d := k.diseaseByName(key); d != nil {
			if _, four := mimicPathology[d.ID]; !four {
				out[l] = append([]string{d.Name}, d.Synonyms...)
			}
		}
	}
	return out
}

// diseaseByName returns the first disease (by id order) whose id, name or a synonym is name
// (lower-cased, trimmed), or nil.
func (k *KB) diseaseByName(name string) *Disease {
	if k.diseaseByLower != nil {
		return k.diseaseByLower[name]
	}
	for _, d := range k.Diseases {
		if strings.ToLower(d.ID) == name || strings.ToLower(d.Name) == name {
			return d
		}
		for _, s := range d.Synonyms {
			if strings.ToLower(s) == name {
				return d
			}
		}
	}
	return nil
}

// indexDiseaseNames fills diseaseByLower as diseaseByName's scan answers: for each name, the
// first disease (in order) whose lower-cased id, name or a synonym it is.
func (k *KB) indexDiseaseNames() {
	k.diseaseByLower = map[string]*Disease{}
	add := func(name string, d *Disease) {
		if _, ok := k.diseaseByLower[name]; !ok {
			k.diseaseByLower[name] = d
		}
	}
	for _, d := range k.Diseases {
		add(strings.ToLower(d.ID), d)
		add(strings.ToLower(d.Name), d)
		for _, s := range d.Synonyms {
			add(strings.ToLower(s), d)
		}
	}
}

// Encounter turns generated patient p (the i-th of a cohort) into a MIMIC-CDM encounter: the
// history and examination as written, the results of what the chart's clinician ordered (a
// share of its panels partial, see unresulted), the reports of the studies done, and the answer
// in the discharge fields. The orders are the chart
// workup of the patient's department (charts.yaml; see CohortOptions.Charts) and the disease's
// key tests: their lab orders, their imaging studies (the first always, each further one with
// even odds, the chart's default study when there is none) and their procedures (always). Each
// study or procedure is one radiology_reports row with the study's own modality and region, so a
// procedure keeps the modality string of studies.yaml (ECG, Endoscopy, Biopsy...), outside the
// release's imaging vocabulary. Text is sanitised as the release is: no diagnosis words in the
// history, "____" where they occur in the examination and reports.
func (g *Generator) Encounter(p *Patient, seed uint64, i int) *mimic.Encounter {
	d := g.kb.Disease(p.Truth.Disease)
	r := rand.New(rand.NewPCG(mix(seed, uint64(i), encounterStream), 1))
	e := mimic.NewEncounter(int64(20000000 + i))
	e.Pathology = PathologyLabel(d)
	sc := g.scrubber(e.Pathology, d)
	e.History = sc.apply(p.History, "___")
	e.PhysicalExam = sc.apply(p.Exam, "____")

	ch := g.chart(d)
	ordered, imaging, procedures := g.encounterOrders(r, p, d, ch)
	missing := unresulted(rand.New(rand.NewPCG(mix(seed, uint64(i), panelStream), 1)), ordered)
	for _, ord := range ordered {
		for _, id := range ord.Items {
			v, ok := p.Labs[id]
			if !ok || missing[id] {
				continue
			}
			if id >= 90000 { // microbiology
				e.Micro[id] = v.Value
				e.MicroSpec[id] = 70012 // blood specimen
				continue
			}
			e.Labs[id] = v.Value
			e.RefLower[id], e.RefUpper[id] = v.Lower, v.Upper
		}
	}
	// Imaging: the first-line study always, each further one with even odds, the chart's extras
	// by chance; then the chart's studies and the procedures, each once.
	done := []string{}
	for j, s := range imaging {
		if j == 0 || r.Float64() < 0.5 {
			done = append(done, s)
		}
	}
	if len(done) == 0 && ch.DefaultStudy != "" {
		done = append(done, ch.DefaultStudy)
	}
	for _, c := range ch.AlsoStudies {
		if r.Float64() < c.P && g.kb.Study(c.Study) != nil {
			done = append(done, c.Study)
		}
	}
	for _, s := range append(slices.Clone(ch.Studies), procedures...) {
		if !slices.Contains(done, s) {
			done = append(done, s)
		}
	}
	for n, sid := range done {
		st := g.kb.Study(sid)
		text := sc.apply(g.Report(p, st, 0), "____")
		e.Radiology = append(e.Radiology, mimic.Report{NoteID: fmt.Sprintf("%d-RR-%d", e.HadmID, n+1), Modality: st.Modality,
			Region: st.Region, ExamName: examName(text, st), Text: text})
	}
	e.DischargeDiagnosis = d.Name
	e.ICDDiagnosis = []string{d.Name}
	return e
}

// encounterOrders returns what the chart's clinician ordered for patient p with disease d under
// chart ch: the lab orders (each once, in order: the chart's, the key tests', the chart's
// occasional ones drawn from r), the key imaging studies and the key procedures.
func (g *Generator) encounterOrders(r *rand.Rand, p *Patient, d *Disease, ch *Chart) (ordered []*Order, imaging, procedures []string) {
	orders := append([]string(nil), ch.Orders...)
	for _, t := range d.KeyTests {
		switch st := g.kb.Study(t); {
		case g.kb.Order(t) != nil:
			orders = append(orders, t)
		case st != nil && st.Kind == "imaging":
			imaging = append(imaging, t)
		case st != nil:
			procedures = append(procedures, t)
		}
	}
	childbearing := p.Sex == "F" && p.Age >= 12 && p.Age <= 55
	for _, c := range ch.Sometimes {
		if (!c.Childbearing || childbearing) && r.Float64() < c.P {
			orders = append(orders, c.Order)
		}
	}
	for _, o := range orders {
		if ord := g.kb.Order(o); ord != nil && !slices.Contains(ordered, ord) {
			ordered = append(ordered, ord)
		}
	}
	return ordered, imaging, procedures
}

// chart returns the chart workup for a patient with disease d: the one the cohort options name
// for d, else its department's; an empty workup when the knowledge base has neither.
func (g *Generator) chart(d *Disease) *Chart {
	id := g.opt.Charts[d.ID]
	if id == "" {
		id = d.Department
	}
	if c := g.kb.Chart(id); c != nil {
		return c
	}
	return &Chart{}
}

// examName is the EXAMINATION line of a report.
func examName(report string, st *Study) string {
	if _, rest, ok := strings.Cut(report, "EXAMINATION:\n"); ok {
		if line, _, _ := strings.Cut(rest, "\n"); line != "" {
			return line
		}
	}
	return strings.ToUpper(st.Name)
}

// scrubber replaces the words of terms (case-insensitive, whole words, longest first) with a
// mask.
type scrubber []scrubTerm

// scrubTerm is one term: its pattern and, for an ASCII term, its lower-cased form, which an
// ASCII text must contain for the pattern to match (case folding reaches beyond ASCII only
// from a non-ASCII text: ſ is an s, K a k).
type scrubTerm struct {
	re    *regexp.Regexp
	lower string // "" when the term is not ASCII
}

func newScrubber(terms []string) scrubber {
	ts := append([]string(nil), terms...)
	sort.Slice(ts, func(i, j int) bool { return len(ts[i]) > len(ts[j]) })
	var s scrubber
	for _, t := range ts {
		if t != "" {
			st := scrubTerm{re: regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(t) + `\b`)}
			if lower, ok := asciiLower(t); ok {
				st.lower = lower
			}
			s = append(s, st)
		}
	}
	return s
}

func (s scrubber) apply(text, mask string) string {
	lower, ascii := asciiLower(text)
	for _, t := range s {
		if ascii && t.lower != "" && !strings.Contains(lower, t.lower) {
			continue // the term cannot occur: the pattern would leave the text as it is
		}
		if next := t.re.ReplaceAllString(text, mask); next != text {
			text = next
			lower, ascii = asciiLower(text)
		}
	}
	return text
}

// asciiLower returns s with ASCII letters lower-cased and whether s is all ASCII.
func asciiLower(s string) (string, bool) {
	upper := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0x80:
			return "", false
		case c >= 'A' && c <= 'Z':
			upper = true
		}
	}
	if !upper {
		return s, true
	}
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b), true
}

// LabMapBase returns one lab_test_mapping row per lab in the catalog, for a cohort's mapping
// table (mimic.BuildLabMapping adds the panels and aliases).
func (k *KB) LabMapBase() []mimic.LabMapRow {
	ids := make([]int, 0, len(k.Labs))
	for id := range k.Labs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	rows := make([]mimic.LabMapRow, 0, len(ids))
	for _, id := range ids {
		l := k.Labs[id]
		fluid := l.Fluid
		if id >= 90000 {
			fluid = ""
		}
		rows = append(rows, mimic.LabMapRow{ItemID: id, Label: l.Label, Fluid: fluid, Category: l.Category, Count: 1, CorrespondingIDs: []int{id}})
	}
	return rows
}

// LabMapping is the lab_test_mapping table of a cohort written from this knowledge base: one row
// per lab, the release's panels and aliases, and the clinicians' abbreviations (LabAliasRows).
func (k *KB) LabMapping() []mimic.LabMapRow {
	return append(mimic.BuildLabMapping(k.LabMapBase()), k.LabAliasRows()...)
}

// LabAliasRows returns extra lab_test_mapping rows for the abbreviations clinicians write: every
// order's name and aliases ("LFTs", "urine hCG", "coags") and every lab's aliases ("WBC", "Cr").
// They are appended to a dataset's mapping, the release's included, so requests in clinicians'
// shorthand resolve.
func (k *KB) LabAliasRows() []mimic.LabMapRow {
	var rows []mimic.LabMapRow
	for _, o := range k.Orders {
		for _, a := range append([]string{o.Name}, o.Aliases...) {
			rows = append(rows, mimic.LabMapRow{Label: a, CorrespondingIDs: append([]int(nil), o.Items...)})
		}
	}
	ids := make([]int, 0, len(k.Labs))
	for id := range k.Labs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		l := k.Labs[id]
		for _, a := range l.Aliases {
			fluid := l.Fluid
			if id >= 90000 {
				fluid = ""
			}
			rows = append(rows, mimic.LabMapRow{Label: a, Fluid: fluid, CorrespondingIDs: []int{id}})
		}
	}
	return rows
}

// DiseaseForLabel returns the disease a dataset label names: one of the four MIMIC-CDM
// pathologies, a disease by id, name or synonym (case-insensitive), or the first disease of a
// labels.yaml label; nil if none.
func (k *KB) DiseaseForLabel(label string) *Disease {
	l := strings.ToLower(strings.TrimSpace(label))
	for id, p := range mimicPathology {
		if p == l {
			return k.Disease(id)
		}
	}
	if d := k.diseaseByName(l); d != nil {
		return d
	}
	if dl := k.labelByName[l]; dl != nil {
		return k.Disease(dl.Diseases[0])
	}
	return nil
}

// DiseasesForLabel returns every disease a dataset label covers: all diseases of a labels.yaml
// label, else the one DiseaseForLabel finds; nil if none.
func (k *KB) DiseasesForLabel(label string) []*Disease {
	if dl := k.labelByName[strings.ToLower(strings.TrimSpace(label))]; dl != nil {
		out := make([]*Disease, 0, len(dl.Diseases))
		for _, id := range dl.Diseases {
			out = append(out, k.Disease(id))
		}
		return out
	}
	if d := k.DiseaseForLabel(label); d != nil {
		return []*Disease{d}
	}
	return nil
}

// Record is patient p's chart as the hospital holds it for one visit (admission hadm): the
// history and examination as written, every lab result (a simulated hospital can run any test)
// except the components of the visit's partial panels (see unresulted), no reports yet (studies
// are performed on request, see StudyReport). Text is sanitised as the release is, so that no reader finds the answer in it. The answer stays in the discharge fields,
// which a doctor never sees.
func (g *Generator) Record(p *Patient, hadm int64) *mimic.Encounter {
	d := g.kb.Disease(p.Truth.Disease)
	e := mimic.NewEncounter(hadm)
	e.Pathology = PathologyLabel(d)
	sc := g.scrubber(e.Pathology, d)
	e.History = sc.apply(p.History, "___")
	e.PhysicalExam = sc.apply(p.Exam, "____")
	missing := unresulted(rand.New(rand.NewPCG(mix(p.seed, uint64(hadm), panelStream), 1)), g.kb.Orders)
	// Sized for every lab, so that the maps are not grown by doubling (most labs are resulted).
	n := max(len(p.Labs)-len(missing), 0)
	e.Labs, e.RefLower, e.RefUpper = make(map[int]string, n), make(map[int]float64, n), make(map[int]float64, n)
	for id, v := range p.Labs {
		if missing[id] {
			continue
		}
		if id >= 90000 {
			e.Micro[id] = v.Value
			e.MicroSpec[id] = 70012
			continue
		}
		e.Labs[id] = v.Value
		e.RefLower[id], e.RefUpper[id] = v.Lower, v.Upper
	}
	e.DischargeDiagnosis = d.Name
	e.ICDDiagnosis = []string{d.Name}
	return e
}

// StudyReport is the n-th report (n from 0) of study for patient p, sanitised as the release's
// reports are.
func (g *Generator) StudyReport(p *Patient, study *Study, n int) string {
	d := g.kb.Disease(p.Truth.Disease)
	return g.scrubber(PathologyLabel(d), d).apply(g.Report(p, study, n), "____")
}

// scrubber returns (and caches) the mask of a pathology's diagnosis words.
func (g *Generator) scrubber(label string, d *Disease) scrubber {
	g.memo.Lock()
	defer g.memo.Unlock()
	sc := g.scrubbers[label]
	if sc == nil {
		terms := leakTerms[label]
		if terms == nil {
			terms = append([]string{d.Name}, d.Synonyms...)
		}
		sc = newScrubber(terms)
		g.scrubbers[label] = sc
	}
	return sc
}

// The streams of the cohort export and the record, each derived from the patient's seed (and
// index or admission) and a constant of its own, so that draws added to one never shift another.
const (
	encounterStream  = 0xc4a27 // the chart's extra orders and imaging of an exported encounter
	panelStream      = 0x9a7e1 // which components of an encounter's or a record's panels are not resulted
	operationStream  = 0x0be5a // a patient's past operations (Finding.Background)
	misleadingStream = 0x3157a // whether a patient's history is another disease's, and whose (CohortOptions.Misleading)
	formStream       = 0xf0a3d // which form of the disease a patient has (Disease.Forms) and the findings only a form has
	unseenStream     = 0x05ee7 // which organs a report could not see (Study.Unseen), per study and repeat
)

// partialPanelP is the chance that a lab order of two or more components comes back partial:
// one or two of its components not resulted (a hemolysed, clotted or short sample, a cancelled
// component, a result held back for a repeat). Laboratories reject or flag a few percent of
// samples, and in charts a panel with a component missing is commoner than that; at 0.15 a
// doctor meets a gap in about one panel in seven, and most panels still come back whole.
const partialPanelP = 0.15

// keptSets are unresulted's sets of settled components, reused (one was built per record).
var keptSets = sync.Pool{New: func() any { return map[int]bool{} }}

// unresulted decides which components of orders are not resulted. Each order of two or more
// items (each order once) is drawn partial, with chance partialPanelP, or whole. A record holds
// one result per component, so orders that share components share their gaps; to keep a larger
// order from collecting the gaps of every smaller order inside it, the orders are settled
// largest first: a whole order keeps its components from the orders settled after it, and a
// partial one loses one or two components drawn uniformly among those no order settled whole
// before it holds (never all of its components, and none when a larger partial order has already
// left a gap in it: one sample fed both). An order of a single item always keeps its result.
// The largest orders thus show a gap with chance partialPanelP, an order inside a larger one
// somewhat less often, one overlapping a larger one somewhat more. It draws from r alone and
// never looks at a result, so a missing value says nothing about the patient.
func unresulted(r *rand.Rand, orders []*Order) map[int]bool {
	type panel struct {
		o       *Order
		partial bool
	}
	var panels []panel
	kept := keptSets.Get().(map[int]bool) // components of orders settled whole
	defer func() {
		clear(kept)
		keptSets.Put(kept)
	}()
	for j, o := range orders {
		switch {
		case slices.Contains(orders[:j], o):
		case len(o.Items) < 2:
			kept[o.Items[0]] = true
		default:
			panels = append(panels, panel{o, r.Float64() < partialPanelP})
		}
	}
	slices.SortStableFunc(panels, func(a, b panel) int { return len(b.o.Items) - len(a.o.Items) })
	missing := map[int]bool{}
	for _, p := range panels {
		items := p.o.Items
		switch {
		case !p.partial:
			for _, id := range items {
				kept[id] = true
			}
		case !slices.ContainsFunc(items, func(id int) bool { return missing[id] }):
			var free []int
			for _, id := range items {
				if !kept[id] {
					free = append(free, id)
				}
			}
			n := min(1+r.IntN(2), len(free), len(items)-1)
			for _, k := range r.Perm(len(free))[:n] {
				missing[free[k]] = true
			}
		}
	}
	return missing
}
