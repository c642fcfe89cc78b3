package kb

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
)

// This file writes a patient's history and physical examination the way admission notes read:
// varied openers and sentence frames, incomplete documentation, pertinent negatives drawn from
// the differential of the chief complaint, history items in their proper sections, vitals as
// numbers, and fixed normal lines that never contradict the positive findings; the examination
// as a list of positive signs or, in a share of some voices, body system by body system.

// vitalSign maps the sign findings that the vitals line shows as numbers.
var vitalSign = map[string]bool{"fever_measured": true, "tachycardia": true, "hypotension": true,
	"hypertension_measured": true, "tachypnea": true, "hypoxia": true, "bradycardia": true,
	"hyperthermia": true, "respiratory_depression": true}

// historySection says where a history finding is written: "family", "social" or "pmh".
func historySection(f *Finding) string {
	id := f.ID
	if strings.HasPrefix(id, "family_history") {
		return "family"
	}
	for _, t := range f.Terms {
		lt := strings.ToLower(t)
		if strings.HasPrefix(lt, "family history") || strings.HasPrefix(lt, "mother ") || strings.HasPrefix(lt, "father ") {
			return "family"
		}
	}
	for _, w := range []string{"smok", "tobacco", "alcohol", "etoh", "drug", "travel", "sexual", "sport", "occupation",
		"daycare", "exposure", "ancestry", "diet", "homeless", "contact", "hiking", "outdoor", "farm", "work", "lifting", "dental_care"} {
		if strings.Contains(id, w) {
			return "social"
		}
	}
	return "pmh"
}

// durationPhrase renders a number of days the way notes say it.
func durationPhrase(r *rand.Rand, days float64) string {
	switch h := days * 24; {
	case h < 0.75:
		return fmt.Sprintf("%d minutes", 10*max(1, int(h*6+0.5)))
	case h < 2:
		return pick(r, []string{"1 hour", "about an hour"})
	case h < 20:
		return fmt.Sprintf("%d hours", int(h))
	case days < 1.5:
		return pick(r, []string{"1 day", "24 hours"})
	case days < 7:
		return fmt.Sprintf("%d days", int(days+0.5))
	case days < 10:
		return "1 week"
	case days < 25:
		return fmt.Sprintf("%d weeks", int(days/7+0.5))
	case days < 45:
		return "1 month"
	case days < 330:
		return fmt.Sprintf("%d months", int(days/30+0.5))
	case days < 540:
		return "1 year"
	}
	return fmt.Sprintf("%d years", int(days/365+0.5))
}

// onset draws how long the patient has been ill: the disease's duration range if the knowledge
// base gives one, otherwise a few days.
func onset(r *rand.Rand, d *Disease) float64 {
	lo, hi := d.Duration[0], d.Duration[1]
	if hi == 0 {
		lo, hi = 0.5, 4
	}
	return lo + r.Float64()*(hi-lo)
}

func (g *Generator) writeHistory(r *rand.Rand, v *NoteVoice, d *Disease, p *Patient, written map[string]bool) string {
	h := &v.History
	var b strings.Builder
	key, n := "adult_", p.Age
	switch {
	case p.Age < 2 && p.AgeMonths == 0:
		key, n = "weeks_", 1+r.IntN(4)
	case p.Age < 2:
		key, n = "months_", p.AgeMonths
	case p.Age < 16:
		key = "child_"
	}
	who := fill(pick(r, h.Who[key+p.Sex]), map[string]string{"n": strconv.Itoa(n)})
	pron := pick(r, h.Pronoun[p.Sex])
	if p.Age < 12 { // a parent gives the history
		pron = pick(r, h.Pronoun["parent"])
	}
	and, or := joinList, joinOr
	if h.Lists == "comma" {
		and = func(xs []string) string { return strings.Join(xs, ", ") }
		or = and
	}
	var pmh, social, family []string
	for _, id := range p.sortedFindings(g.kb, KindHistory) {
		f := g.kb.Findings[id]
		written[id] = true
		if g.implied(p, id) { // said by the finding that implies it ("prior cholecystectomy")
			continue
		}
		switch historySection(f) {
		case "family":
			family = append(family, g.term(r, id))
		case "social":
			social = append(social, g.term(r, id))
		default:
			pmh = append(pmh, g.term(r, id))
		}
	}
	chief := make([]string, len(p.Chief))
	for i, c := range p.Chief {
		chief[i] = g.term(r, c)
		written[c] = true
	}
	with := ""
	if len(pmh) > 0 && r.Float64() < h.WithP {
		with = fill(pick(r, h.With), map[string]string{"list": joinList(pmh[:min(2, len(pmh))])})
	}
	if len(h.Incidental) > 0 && r.Float64() < h.IncidentalP {
		pmh = append(pmh, pick(r, h.Incidental))
	}
	b.WriteString(fill(pick(r, h.Openers), map[string]string{"who": who, "with": with,
		"duration": durationPhrase(r, onset(r, d)), "chief": joinList(chief)}))
	// Other present symptoms, in the voice's sentence frames.
	var others []string
	for _, id := range p.sortedFindings(g.kb, KindSymptom) {
		// Notes are incomplete: about a quarter of the other symptoms go unrecorded.
		if !contains(p.Chief, id) && r.Float64() < 0.75 {
			others = append(others, g.term(r, id))
			written[id] = true
		}
	}
	r.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	// Pertinent negatives: symptoms of the conditions that share the chief complaint (the
	// differential a clinician has in mind).
	var negs []string
	want := 2 + r.IntN(3)
	for _, id := range g.pertinentNegatives(r, p, g.differential(d, p.Chief), want) {
		negs = append(negs, g.term(r, id))
	}
	if len(others)+len(negs) > 0 {
		b.WriteString(h.ROSHeading)
	}
	for len(others) > 0 {
		n := chunk(r, h.Symptoms.Chunk, len(others))
		b.WriteString(fill(pick(r, h.Symptoms.Frames), map[string]string{"pron": pron, "list": and(others[:n])}))
		others = others[n:]
	}
	for len(negs) > 0 {
		n := len(negs)
		if h.Negatives.Chunk > 0 {
			n = min(n, h.Negatives.Chunk)
		}
		b.WriteString(fill(pick(r, h.Negatives.Frames), map[string]string{"pron": pron, "list": or(negs[:n])}))
		negs = negs[n:]
	}
	writeSection(r, &b, h.PMH, pmh, false)
	writeSection(r, &b, h.Social, social, p.Age < 16)
	writeSection(r, &b, h.Family, family, false)
	return v.Rewrite.Apply(r, b.String())
}

// chunk says how many items go into the next sentence frame.
func chunk(r *rand.Rand, c, left int) int {
	switch {
	case c < 0:
		return left
	case c == 0:
		return min(left, 1+r.IntN(2))
	}
	return min(left, c)
}

// writeSection writes a headed section of the history: its items, or a phrase for none (the
// child phrases for children when the section has them).
func writeSection(r *rand.Rand, b *strings.Builder, s NoteSection, items []string, child bool) {
	b.WriteString(s.Heading)
	switch {
	case len(items) > 0:
		join := s.Join
		if join == "" {
			join = ", "
		}
		text := strings.Join(items, join)
		if s.Capital {
			text = upperFirst(text)
		}
		b.WriteString(text + s.End)
	case child && len(s.Child) > 0:
		b.WriteString(pick(r, s.Child))
	default:
		b.WriteString(pick(r, s.None))
	}
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// pertinentNegatives picks up to n findings from pool that the patient does not have, that are
// possible for the patient's sex, that are not vital signs or markers of severe disease, and that
// share no significant word with a finding the patient does have (so "no right upper quadrant
// tenderness" never sits beside a Murphy sign).
func (g *Generator) pertinentNegatives(r *rand.Rand, p *Patient, pool []string, n int) []string {
	words := wordSets.Get().(map[string]bool)
	defer func() {
		clear(words)
		wordSets.Put(words)
	}()
	for id := range p.findings {
		for _, t := range g.kb.Findings[id].Terms {
			for _, w := range g.significantWords(t) {
				words[w] = true
			}
		}
	}
	var out []string
	for _, k := range r.Perm(len(pool)) {
		if len(out) >= n {
			break
		}
		id := pool[k]
		f := g.kb.Findings[id]
		if p.findings[id] || vitalSign[id] || f.Severe || contains(out, id) || (f.Sex != "" && (f.Sex == "female") != (p.Sex == "F")) {
			continue
		}
		clash := false
		for _, t := range f.Terms {
			for _, w := range g.significantWords(t) {
				clash = clash || words[w]
			}
		}
		if !clash {
			out = append(out, id)
		}
	}
	return out
}

// wordSets are pertinentNegatives' sets of words, reused (one was built per note).
var wordSets = sync.Pool{New: func() any { return map[string]bool{} }}

var minorWords = map[string]bool{"pain": true, "with": true, "without": true, "the": true, "and": true, "over": true,
	"left": true, "right": true, "upper": true, "lower": true, "acute": true, "mild": true, "severe": true, "sign": true,
	"positive": true, "tenderness": true, "swelling": true, "from": true, "into": true, "after": true}

// significantWords is significantWords(term), remembered.
func (g *Generator) significantWords(term string) []string {
	g.memo.Lock()
	defer g.memo.Unlock()
	ws, ok := g.sigWords[term]
	if !ok {
		ws = significantWords(term)
		g.sigWords[term] = ws
	}
	return ws
}

// diseasesIn is g.kb.DiseasesIn(dept), remembered (the KB is read-only).
func (g *Generator) diseasesIn(dept string) []*Disease {
	g.memo.Lock()
	defer g.memo.Unlock()
	ds, ok := g.deptDiseases[dept]
	if !ok {
		ds = g.kb.DiseasesIn(dept)
		g.deptDiseases[dept] = ds
	}
	return ds
}

// significantWords are the words of a term that carry its meaning (four letters or more, not
// generic words like "pain" or "left"); "quadrant" and "epigastric" count, "pain" does not.
func significantWords(term string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(term), func(c rune) bool { return !(c >= 'a' && c <= 'z') }) {
		if len(w) >= 4 && !minorWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// differential returns the findings (symptoms, or signs when signs is true) of the department's
// diseases that can present with one of the chief complaints, in a fixed order; the department's
// usual symptoms when that differential is too small.
func (g *Generator) differential(d *Disease, chief []string) []string {
	return g.differentialOf(d, chief, false)
}

func (g *Generator) differentialOf(d *Disease, chief []string, signs bool) []string {
	var out []string
	for _, dep := range append([]string{d.Department}, d.AlsoDepartments...) {
		for _, other := range g.diseasesIn(dep) {
			shares := false
			for _, c := range chief {
				shares = shares || hasFreq(other.Symptoms, c)
			}
			if !shares {
				continue
			}
			list := other.Symptoms
			if signs {
				list = other.Signs
			}
			for _, f := range list {
				if !contains(out, f.Finding) {
					out = append(out, f.Finding)
				}
			}
		}
	}
	if len(out) < 4 {
		if signs {
			return g.signPool[d.Department]
		}
		return g.negPool[d.Department]
	}
	return out
}

// implied says whether a present finding of p implies id (Finding.Implies).
func (g *Generator) implied(p *Patient, id string) bool {
	for _, by := range g.impliedBy[id] {
		if p.findings[by] {
			return true
		}
	}
	return false
}

// sortedFindings returns the patient's findings of one kind, sorted by id.
func (p *Patient) sortedFindings(k *KB, kind string) []string {
	var out []string
	for _, id := range p.Truth.Present {
		if k.Findings[id].Kind == kind {
			out = append(out, id)
		}
	}
	return out
}

func joinOr(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// systemConflicts are, per body system of the examination, the words in positive sign terms
// that contradict a normal line about that system: the line is left out then.
var systemConflicts = map[string][]string{
	"heent": {"mucous", "dehydrat", "pupil", "oropharyn", "tonsil", "pharyn", "conjunctiv", "icter", "sclera", "tympanic", "dental", "gingiv", "facial", "lymph"},
	"cv":    {"irregular", "murmur", "rub", "gallop", "bradycard", "jugular", "heart sound"},
	"lungs": {"crackle", "wheez", "rales", "rhonch", "breath sound", "stridor", "dullness", "consolidation", "accessory muscle", "retraction", "respiratory"},
	"ext":   {"edema", "cyanos", "clubbing", "mottl", "pallor", "swelling"},
	"skin":  {"diaphor", "sweat", "rash", "skin", "cellulitis", "erythema", "pallor", "mottl", "petechia", "purpura", "cyanos"},
	"neuro": {"weakness", "hemipar", "droop", "aphasi", "ataxi", "tremor", "reflex", "sensory", "gait", "neuro", "confus", "disorient", "somnolen", "palsy", "rigidity", "seizure", "postictal"},
}

func (g *Generator) writeExam(r *rand.Rand, v *NoteVoice, d *Disease, p *Patient, written map[string]bool) string {
	e := &v.Exam
	var b strings.Builder
	t := 36.6 + 0.4*r.Float64()
	hr := 68 + r.IntN(22)
	sys, dia := 112+r.IntN(24), 64+r.IntN(16)
	rr := 14 + r.IntN(5)
	spo2 := 96 + r.IntN(4)
	if p.Age < 12 { // children breathe and beat faster
		hr += 25 - 2*p.Age
		rr += 10 - p.Age/2
		sys -= 15
	}
	has := p.findings
	switch {
	case has["hyperthermia"]:
		t = 40.2 + 1.6*r.Float64()
	case has["fever_measured"]:
		t = 38.1 + 1.5*r.Float64()
	}
	switch {
	case has["tachycardia"]:
		hr = 102 + r.IntN(30)
	case has["bradycardia"]:
		hr = 38 + r.IntN(17)
	}
	if has["hypotension"] {
		sys, dia = 78+r.IntN(11), 40+r.IntN(12)
	}
	if has["hypertension_measured"] {
		sys, dia = 162+r.IntN(40), 92+r.IntN(20)
	}
	switch {
	case has["respiratory_depression"]:
		rr = 5 + r.IntN(5)
	case has["tachypnea"]:
		rr = 23 + r.IntN(9)
	}
	if has["hypoxia"] {
		spo2 = 84 + r.IntN(7)
	}
	b.WriteString(fill(pick(r, e.Vitals), map[string]string{"t": fmt.Sprintf("%.1f", t), "hr": strconv.Itoa(hr),
		"bp": fmt.Sprintf("%d/%d", sys, dia), "rr": strconv.Itoa(rr), "spo2": strconv.Itoa(spo2)}) + "\n")
	var signs, signIDs []string
	for _, id := range p.sortedFindings(g.kb, KindSign) {
		if vitalSign[id] || r.Float64() >= 0.8 {
			continue // vitals are shown as numbers; and an examiner misses or omits some signs
		}
		signs = append(signs, g.term(r, id))
		signIDs = append(signIDs, id)
		written[id] = true
	}
	if bs := &e.BySystem; bs.P > 0 {
		// Whether to write this examination system by system is drawn from a stream of its own,
		// so that an examination the voice writes as a list reads as it always did. The stream
		// is seeded with the history written just before, too: PatientWith's patients share
		// their seed.
		style := rand.New(rand.NewPCG(mix(p.seed, hashString(p.History), examStyleStream), 1))
		if style.Float64() < bs.P {
			b.WriteString(g.examBySystem(r, v, d, p, signIDs, signs))
			return v.Rewrite.Apply(r, e.Rewrite.Apply(r, strings.TrimRight(b.String(), "\n")))
		}
	}
	if len(signs) > 0 {
		b.WriteString(pick(r, e.GeneralIll) + "\n")
	} else {
		b.WriteString(pick(r, e.General) + "\n")
	}
	positive := strings.ToLower(strings.Join(signs, " "))
	for _, s := range examSystems[:3] {
		if !mentionsAny(positive, systemConflicts[s]) {
			b.WriteString(pick(r, e.Systems[s]) + "\n")
		}
	}
	if len(signs) > 0 {
		r.Shuffle(len(signs), func(i, j int) { signs[i], signs[j] = signs[j], signs[i] })
		b.WriteString(e.positivesLine(r, signs))
	}
	// Pertinent normals: signs of the chief complaint's differential the patient does not have.
	if r.Float64() < e.NegativeP {
		var negs []string
		for _, id := range g.pertinentNegatives(r, p, g.differentialOf(d, p.Chief, true), 1+r.IntN(3)) {
			negs = append(negs, g.term(r, id))
		}
		if len(negs) > 0 {
			list := joinOr(negs)
			if v.History.Lists == "comma" {
				list = strings.Join(negs, ", ")
			}
			b.WriteString(fill(pick(r, e.Negatives.Frames), map[string]string{"list": list}) + "\n")
		}
	}
	var closing []string
	for _, s := range examSystems[3:] {
		if !mentionsAny(positive, systemConflicts[s]) {
			closing = append(closing, e.Systems[s]...)
		}
	}
	if len(closing) > 0 {
		b.WriteString(pick(r, closing))
	}
	return v.Rewrite.Apply(r, e.Rewrite.Apply(r, strings.TrimRight(b.String(), "\n")))
}

func mentionsAny(text string, words []string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// examStyleStream derives the stream that decides whether an examination is written system by
// system.
const examStyleStream = 0xb5e7

// conflictsBySystem are, beyond systemConflicts, the words in a sign's terms that contradict a
// body system's normal line or opening phrase in an examination written system by system (the
// vital signs shown as numbers included: a tachycardic patient has no "regular rate"), and for
// gen the words that contradict a general line's "alert and oriented".
var conflictsBySystem = map[string][]string{
	"abd":   {"rigid", "board", "distend", "protuberant", "ascites", "fluid wave", "shifting dullness"},
	"cv":    {"tachycard", "hypotens", "pulse", "heart rate"},
	"lungs": {"tachypn", "hypox", "saturation"},
	"gen": {"confus", "disorient", "orientation", "somnolen", "letharg", "obtund", "unrespons", "postictal", "drows",
		"alertness", "agitat", "stupor", "coma"},
}

// contradicted returns the body systems whose normal line or opening phrase some term of a
// present sign of p contradicts (it mentions one of the system's words in systemConflicts or
// conflictsBySystem).
func (g *Generator) contradicted(p *Patient) map[string]bool {
	out := map[string]bool{}
	for _, id := range p.sortedFindings(g.kb, KindSign) {
		for _, t := range g.kb.Findings[id].Terms {
			t = strings.ToLower(t)
			for _, s := range BodySystems {
				if !out[s] && (mentionsAny(t, systemConflicts[s]) || mentionsAny(t, conflictsBySystem[s])) {
					out[s] = true
				}
			}
		}
	}
	return out
}

// examBySystem writes the examination after the vitals line body system by system (see
// BySystemVoice): the written positive signs (ids and their terms, recorded as written by the
// caller) each on the line of its body system, the pertinent negatives of the differential as
// "no ..." on theirs. A sign or negative whose finding names no system goes on the voice's
// positives or negatives line after the system lines.
func (g *Generator) examBySystem(r *rand.Rand, v *NoteVoice, d *Disease, p *Patient, ids, terms []string) string {
	e := &v.Exam
	bs := &e.BySystem
	pos, neg := map[string][]string{}, map[string][]string{}
	var loosePos, looseNeg []string
	for i, id := range ids {
		if s := g.kb.Findings[id].System; s != "" {
			pos[s] = append(pos[s], terms[i])
		} else {
			loosePos = append(loosePos, terms[i])
		}
	}
	if r.Float64() < e.NegativeP {
		for _, id := range g.pertinentNegatives(r, p, g.differentialOf(d, p.Chief, true), 1+r.IntN(3)) {
			if s := g.kb.Findings[id].System; s != "" {
				neg[s] = append(neg[s], "no "+g.term(r, id))
			} else {
				looseNeg = append(looseNeg, g.term(r, id))
			}
		}
	}
	present := map[string]bool{} // body systems the patient has a sign in, written or not
	for _, id := range p.sortedFindings(g.kb, KindSign) {
		present[g.kb.Findings[id].System] = true
	}
	contra := g.contradicted(p)
	line := func(s string, items []string) string {
		if bs.Capital && len(items) > 0 {
			items[0] = upperFirst(items[0])
		}
		return pick(r, bs.Labels[s]) + " " + strings.Join(items, ", ") + bs.End + "\n"
	}
	var b strings.Builder
	// The general line: the voice's general phrase ("no acute distress" only when the patient
	// has no general sign, written or not), then the general signs.
	general := e.General
	if len(ids) > 0 || present["gen"] {
		general = e.GeneralIll
	}
	switch items := pos["gen"]; {
	case contra["gen"] && len(items) > 0:
		b.WriteString(line("gen", shuffled(r, items)))
	case contra["gen"]:
	case len(items) > 0:
		head := pick(r, general)
		end := ""
		if strings.HasSuffix(head, ".") {
			head, end = strings.TrimSuffix(head, "."), "."
		}
		b.WriteString(head + ", " + strings.Join(shuffled(r, items), ", ") + end + "\n")
	default:
		b.WriteString(pick(r, general) + "\n")
	}
	for _, s := range BodySystems[1:] {
		if len(pos[s])+len(neg[s]) == 0 {
			normal := bs.Normal[s]
			if len(normal) == 0 {
				normal = e.Systems[s]
			}
			core := s == "heent" || s == "cv" || s == "lungs" || s == "abd"
			if len(normal) > 0 && !present[s] && !contra[s] && (core || r.IntN(2) == 0) {
				b.WriteString(pick(r, normal) + "\n")
			}
			continue
		}
		var items []string
		if open := bs.Open[s]; len(open) > 0 && !contra[s] {
			items = append(items, pick(r, open))
		}
		items = append(items, shuffled(r, pos[s])...)
		items = append(items, neg[s]...)
		b.WriteString(line(s, items))
	}
	if len(loosePos) > 0 {
		b.WriteString(e.positivesLine(r, loosePos))
	}
	if len(looseNeg) > 0 {
		b.WriteString(fill(pick(r, e.Negatives.Frames), map[string]string{"list": joinOr(looseNeg)}) + "\n")
	}
	return b.String()
}

// shuffled returns xs in an order drawn from r (xs itself is left as it is).
func shuffled(r *rand.Rand, xs []string) []string {
	out := append([]string(nil), xs...)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
