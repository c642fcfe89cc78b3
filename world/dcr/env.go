package dcr

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
)

// Prices says what each request costs (USD) and how long it takes (simulated minutes).
type Prices struct {
	PE        float64
	PEMinutes float64
	// Lab panels and single tests by lower-cased name or alias ("cbc", "lipase"); a resolved
	// request item not listed costs LabDefault.
	Labs        map[string]float64
	LabDefault  float64
	LabMinutes  float64
	Imaging     map[string]float64 // by modality ("CT", "Ultrasound", "MRCP"...)
	ImagingDef  float64
	ImagingMins map[string]float64 // turnaround by modality
}

// Guideline is a first-line workup text the Guideline Search can return.
type Guideline struct {
	Title string
	Text  string
}

// Env is the clinic that answers a doctor's requests about one encounter. It only ever holds the
// stripped encounter: history, examination, labs, microbiology and radiology.
type Env struct {
	enc        *mimic.Encounter
	labs       *mimic.LabResolver
	prices     Prices
	guidelines []Guideline
	includeRef bool
	repeats    map[string]int
	memory     Memory // nil: no experience memory attached
	chart      Chart  // nil: only the record answers
	state      *State // the episode as the doctor sees it, for the memory's applicability check
	err        error  // a memory failure, reported by Run
}

// NewEnv returns the workup environment of enc (stripped of everything a doctor must not see).
func NewEnv(enc *mimic.Encounter, labs *mimic.LabResolver, prices Prices, guidelines []Guideline, includeRef bool) *Env {
	return &Env{enc: enc.Strip(), labs: labs, prices: prices, guidelines: guidelines, includeRef: includeRef, repeats: map[string]int{}}
}

// Do answers one parsed request and fills in the step's observation, resolution, cost and time.
func (e *Env) Do(p Parsed, st *cdm.Step) {
	st.Action, st.Input = p.Action, p.Input
	switch p.Action {
	case cdm.ActPE:
		st.Available = strings.TrimSpace(e.enc.PhysicalExam) != ""
		text := "Not available."
		if st.Available {
			text = strings.TrimSpace(e.enc.PhysicalExam)
		}
		st.Observation = "Physical Examination:\n" + text
		st.Cost, st.Minutes = e.prices.PE, e.prices.PEMinutes
	case cdm.ActLabs:
		e.labsStep(p.Input, st)
	case cdm.ActImaging:
		e.imagingStep(p.Input, st)
	case cdm.ActExperience:
		e.experienceStep(p.Input, st)
	case cdm.ActGuideline:
		if g, ok := e.memory.(GuidelineSearcher); ok {
			text, found, err := g.Guidelines(p.Input)
			if err != nil {
				e.err = fmt.Errorf("guideline search: %w", err)
				return
			}
			st.Observation, st.Available = "Guideline Search:\n"+text, found
			return
		}
		st.Observation = "Guideline Search:\n" + e.searchGuidelines(p.Input)
		st.Available = !strings.HasPrefix(st.Observation, "Guideline Search:\nNo guideline")
	case cdm.ActProcedure:
		e.procedureStep(p.Input, st)
	case cdm.ActLiterature:
		st.Observation = "Literature Search:\nNot available. Try a different search query."
	default:
		st.Action = cdm.ActInvalid
		why := p.Problem
		if why == "" {
			why = "not a valid action"
		}
		st.Observation = fmt.Sprintf("Invalid request (%s). Provide a final diagnosis or use one of: %s, %s, %s, %s, %s, %s.",
			why, cdm.ActPE, cdm.ActLabs, cdm.ActImaging, cdm.ActExperience, cdm.ActGuideline, cdm.ActLiterature)
	}
}

// experienceStep searches the attached experience memory. Without one, it says so.
func (e *Env) experienceStep(query string, st *cdm.Step) {
	if e.memory == nil {
		st.Observation = "Experience Search:\nNo experience memory is attached to this session. No experience found."
		return
	}
	s := e.state
	if s == nil {
		s = &State{HadmID: e.enc.HadmID, History: e.enc.History}
	}
	const heading = "Experience Search:\n"
	var text string
	var log *cdm.Retrieval
	var err error
	if hm, ok := e.memory.(HeadedMemory); ok {
		text, log, err = hm.SearchHeaded(s, query, heading)
	} else {
		text, log, err = e.memory.Search(s, query)
		text = heading + text
	}
	if err != nil {
		e.err = fmt.Errorf("experience search: %w", err)
		return
	}
	st.Retrieval = log
	st.Available = log != nil && (log.Used > 0 || slices.ContainsFunc(log.Items, func(r cdm.Retrieved) bool { return r.Used }))
	st.Observation = text
}

// labsStep resolves a free-text lab request. Performed tests print as "(Fluid) Label: value";
// names that resolve to nothing print "name: N/A"; tests that resolve but were not performed for
// this patient are listed as not performed (the original framework omits them silently; saying so
// is our choice). Every resolved item is charged: panels at their listed price, single tests at
// LabDefault.
func (e *Env) labsStep(input string, st *cdm.Step) {
	var lines, notDone []string
	results := 0 // result lines printed
	seen := map[int]bool{}
	cost := 0.0
	for _, it := range e.labs.Resolve(input) {
		if !it.Matched {
			st.Unresolved = append(st.Unresolved, it.Name)
			lines = append(lines, it.Name+": N/A")
			continue
		}
		cost += e.labPrice(it.Name)
		printed := false
		for _, id := range it.ItemIDs {
			if seen[id] {
				continue
			}
			seen[id] = true
			st.ItemIDs = append(st.ItemIDs, id)
			if line, ok := e.labLine(id); ok {
				lines = append(lines, line)
				printed = true
				results++
			}
		}
		if !printed {
			notDone = append(notDone, it.Name)
		}
	}
	if len(notDone) > 0 {
		lines = append(lines, "Not performed: "+strings.Join(notDone, ", ")+".")
	}
	st.Available = results > 0
	if !st.Available && len(st.Unresolved) == 0 && len(notDone) == 0 {
		lines = []string{"No results available. Please try another Action."}
	}
	st.Observation = "Laboratory Tests:\n" + strings.Join(lines, "\n")
	st.Cost, st.Minutes = cost, e.prices.LabMinutes
}

func (e *Env) labLine(id int) (string, bool) {
	label, fluid, _ := e.labs.Label(id)
	if label == "" {
		label = fmt.Sprint(id)
	}
	if v, ok := e.enc.Labs[id]; ok {
		line := fmt.Sprintf("(%s) %s: %s", fluidName(fluid), label, v)
		lo, hi := e.enc.RefLower[id], e.enc.RefUpper[id]
		if e.includeRef && !math.IsNaN(lo) && !math.IsNaN(hi) && (lo != 0 || hi != 0) {
			line += fmt.Sprintf(" | RR: [%s - %s]", trimFloat(lo), trimFloat(hi))
		}
		return line, true
	}
	if v, ok := e.enc.Micro[id]; ok { // cultures are answered too (the original never prints them)
		return fmt.Sprintf("(Microbiology) %s: %s", label, v), true
	}
	return "", false
}

func fluidName(f string) string {
	if f == "" {
		return "Microbiology"
	}
	return f
}

func trimFloat(x float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", x), "0"), ".")
}

func (e *Env) labPrice(name string) float64 {
	if c, ok := e.prices.Labs[strings.ToLower(strings.TrimSpace(name))]; ok {
		return c
	}
	return e.prices.LabDefault
}

// imagingStep parses "<REGION> <MODALITY>" free text with the release's keyword classifier and
// returns the k-th matching report on the k-th identical request. A special modality falls back
// to reports of its broad modality (an EUS answers a request for ultrasound, not the reverse).
func (e *Env) imagingStep(input string, st *cdm.Step) {
	mod, reg := mimic.ClassifyImaging(input)
	st.Modality, st.Region = mod, reg
	if mod == "" || reg == "" {
		var missing []string
		if reg == "" {
			missing = append(missing, "a region")
		}
		if mod == "" {
			missing = append(missing, "a modality")
		}
		st.Observation = fmt.Sprintf("Imaging:\nThe request %q names no %s. Ask for a region and a modality, e.g. \"Abdomen Ultrasound\" or \"Chest Radiograph\".",
			input, strings.Join(missing, " and no "))
		return
	}
	st.Cost = e.prices.imagingPrice(mod)
	st.Minutes = e.prices.ImagingMins[mod]
	if st.Minutes == 0 {
		st.Minutes = 60
	}
	key := reg + " " + mod
	k := e.repeats[key]
	e.repeats[key]++
	n := 0
	for _, r := range e.enc.Radiology {
		if r.Region != reg || (r.Modality != mod && mimic.BroadModality(r.Modality) != mod) {
			continue
		}
		if n == k {
			st.Available = true
			st.Observation = fmt.Sprintf("Imaging:\n%s %s: %s", reg, mod, strings.TrimSpace(r.Text))
			return
		}
		n++
	}
	if e.chart != nil {
		if text, ok := e.chart.Report(reg, mod, k); ok {
			st.Available = true
			st.Observation = fmt.Sprintf("Imaging:\n%s %s: %s", reg, mod, strings.TrimSpace(text))
			return
		}
	}
	if n > 0 {
		st.Observation = "Imaging:\nCannot repeat this scan anymore. Try a different imaging modality."
		return
	}
	st.Observation = "Imaging:\nNot available. Try a different imaging modality."
}

// procedureStep performs a named non-imaging study through the chart (hospital only).
func (e *Env) procedureStep(input string, st *cdm.Step) {
	if e.chart == nil {
		st.Observation = "Procedure:\nNot available in this setting. Use Laboratory Tests or Imaging."
		return
	}
	key := "procedure " + strings.ToLower(strings.TrimSpace(input))
	k := e.repeats[key]
	e.repeats[key]++
	p, ok := e.chart.Procedure(input, k)
	if !ok {
		st.Observation = fmt.Sprintf("Procedure:\n%q is not a procedure this hospital performs.", input)
		return
	}
	st.Available, st.Cost, st.Minutes = true, p.Cost, p.Minutes
	st.Observation = fmt.Sprintf("Procedure:\n%s: %s", p.Name, strings.TrimSpace(p.Text))
}

func (p Prices) imagingPrice(mod string) float64 {
	if c, ok := p.Imaging[mod]; ok {
		return c
	}
	if c, ok := p.Imaging[mimic.BroadModality(mod)]; ok {
		return c
	}
	return p.ImagingDef
}

// searchGuidelines ranks the guideline texts by how many of the query's words they contain and
// returns the best two.
func (e *Env) searchGuidelines(query string) string {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(query), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if len(w) >= 4 {
			words[w] = true
		}
	}
	type hit struct {
		i     int
		score int
	}
	var hits []hit
	for i, g := range e.guidelines {
		text := strings.ToLower(g.Title + " " + g.Text)
		s := 0
		for w := range words {
			if strings.Contains(text, w) {
				s++
			}
		}
		if s > 0 {
			hits = append(hits, hit{i, s})
		}
	}
	if len(hits) == 0 {
		return "No guideline found. Try a different query."
	}
	sort.SliceStable(hits, func(a, b int) bool { return hits[a].score > hits[b].score })
	var b strings.Builder
	for rank, h := range hits[:min(2, len(hits))] {
		g := e.guidelines[h.i]
		if rank > 0 {
			b.WriteString("\n\n---\n\n")
		}
		fmt.Fprintf(&b, "Guideline %d (matched %d query words)\nTitle: %s\n%s", rank+1, h.score, g.Title, strings.TrimSpace(g.Text))
	}
	return b.String()
}
