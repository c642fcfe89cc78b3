package kb

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// This file writes a patient's history and physical examination the way admission notes read:
// varied openers and sentence frames, incomplete documentation, pertinent negatives drawn from
// the differential of the chief complaint, history items in their proper sections, vitals as
// numbers, and fixed normal lines that never contradict the positive findings.

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

func (g *Generator) writeHistory(r *rand.Rand, d *Disease, p *Patient) string {
	var b strings.Builder
	person := map[string]string{"F": "woman", "M": "man"}[p.Sex]
	if p.Age < 16 {
		person = map[string]string{"F": "girl", "M": "boy"}[p.Sex]
	}
	age := fmt.Sprintf("%d year old", p.Age)
	switch {
	case p.Age < 2 && p.AgeMonths == 0:
		age, person = fmt.Sprintf("%d week old", 1+r.IntN(4)), map[string]string{"F": "infant girl", "M": "infant boy"}[p.Sex]
	case p.Age < 2:
		age = fmt.Sprintf("%d month old", p.AgeMonths)
	}
	pron := map[string]string{"F": "She", "M": "He"}[p.Sex]
	if p.Age < 12 { // a parent gives the history
		pron = pick(r, []string{"The mother", "The father"})
	}
	var pmh, social, family []string
	for _, id := range p.sortedFindings(g.kb, KindHistory) {
		f := g.kb.Findings[id]
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
	}
	openers := []string{
		"%s %s %spresents with %s of %s.",
		"This is a %s %s %swho presents with %s of %s.",
		"%s %s %scomes in reporting %s of %s.",
		"Patient is a %s %s %sseen for %s of %s.",
	}
	with := ""
	if len(pmh) > 0 && r.IntN(2) == 0 {
		with = "with a history of " + joinList(pmh[:min(2, len(pmh))]) + " "
	}
	fmt.Fprintf(&b, pick(r, openers), age, person, with, durationPhrase(r, onset(r, d)), joinList(chief))
	// Other present symptoms, in varied sentence frames.
	var others []string
	for _, id := range p.sortedFindings(g.kb, KindSymptom) {
		// Notes are incomplete: about a quarter of the other symptoms go unrecorded.
		if !contains(p.Chief, id) && r.Float64() < 0.75 {
			others = append(others, g.term(r, id))
		}
	}
	r.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	frames := []string{" %s reports associated %s.", " Associated with %s.", " %s also endorses %s.", " %s notes %s as well."}
	for len(others) > 0 {
		n := min(len(others), 1+r.IntN(2))
		writeFrame(&b, pick(r, frames), pron, joinList(others[:n]))
		others = others[n:]
	}
	// Pertinent negatives: symptoms of the conditions that share the chief complaint (the
	// differential a clinician has in mind).
	var negs []string
	want := 2 + r.IntN(3)
	for _, id := range g.pertinentNegatives(r, p, g.differential(d, p.Chief), want) {
		negs = append(negs, g.term(r, id))
	}
	if len(negs) > 0 {
		writeFrame(&b, pick(r, []string{" %s denies %s.", " No %s.", " Negative for %s.", " %s has not noticed %s."}), pron, joinOr(negs))
	}
	b.WriteString("\n\nPast Medical History: ")
	if len(pmh) == 0 {
		b.WriteString(pick(r, []string{"None.", "Denies significant past medical history.", "Unremarkable."}))
	} else {
		b.WriteString(strings.Join(pmh, ", ") + ".")
	}
	b.WriteString("\n\nSocial History: ")
	switch {
	case len(social) > 0:
		b.WriteString(upperFirst(strings.Join(social, ", ")) + ".")
	case p.Age < 16:
		b.WriteString(pick(r, []string{"Lives with parents, attends school.", "Lives at home with family."}))
	default:
		// Neutral on substances, so it never contradicts a risk factor.
		b.WriteString(pick(r, []string{"Lives with spouse.", "Works in an office.", "Retired, lives alone.", "Lives with family, works in retail.", "Works as a teacher."}))
	}
	b.WriteString("\n\nFamily History: ")
	if len(family) > 0 {
		b.WriteString(upperFirst(strings.Join(family, "; ")) + ".")
	} else {
		b.WriteString(pick(r, []string{"Noncontributory.", "No family history of similar illness.", "Mother with hypertension.", "Father with diabetes."}))
	}
	return b.String()
}

// writeFrame fills a sentence frame that has either one slot (the list) or two (pronoun, list).
func writeFrame(b *strings.Builder, frame, pron, list string) {
	if strings.Count(frame, "%s") == 2 {
		fmt.Fprintf(b, frame, pron, list)
		return
	}
	fmt.Fprintf(b, frame, list)
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
	words := map[string]bool{}
	for id := range p.findings {
		for _, t := range g.kb.Findings[id].Terms {
			for _, w := range significantWords(t) {
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
			for _, w := range significantWords(t) {
				clash = clash || words[w]
			}
		}
		if !clash {
			out = append(out, id)
		}
	}
	return out
}

var minorWords = map[string]bool{"pain": true, "with": true, "without": true, "the": true, "and": true, "over": true,
	"left": true, "right": true, "upper": true, "lower": true, "acute": true, "mild": true, "severe": true, "sign": true,
	"positive": true, "tenderness": true, "swelling": true, "from": true, "into": true, "after": true}

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
		for _, other := range g.kb.DiseasesIn(dep) {
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

// normalLine is a fixed exam line that is left out when a positive finding touches its system.
type normalLine struct {
	variants []string
	conflict []string // words in positive sign terms that contradict this line
}

var normalLines = []normalLine{
	{[]string{"HEENT: normocephalic, atraumatic, moist mucous membranes.", "HEENT: PERRL, EOMI, oropharynx clear."},
		[]string{"mucous", "dehydrat", "pupil", "oropharyn", "tonsil", "pharyn", "conjunctiv", "icter", "sclera", "tympanic", "dental", "gingiv", "facial", "lymph"}},
	{[]string{"CV: regular rate and rhythm, no murmurs.", "Heart: RRR, S1 S2 normal."},
		[]string{"irregular", "murmur", "rub", "gallop", "bradycard", "jugular", "heart sound"}},
	{[]string{"Lungs: clear to auscultation bilaterally.", "Resp: CTAB, no wheezes or crackles."},
		[]string{"crackle", "wheez", "rales", "rhonch", "breath sound", "stridor", "dullness", "consolidation", "accessory muscle", "retraction", "respiratory"}},
}

// closingLines end the note; one is chosen among those no positive finding contradicts.
var closingLines = []normalLine{
	{[]string{"Ext: warm and well perfused."}, []string{"edema", "cyanos", "clubbing", "mottl", "pallor", "swelling"}},
	{[]string{"Skin: warm, dry."}, []string{"diaphor", "sweat", "rash", "skin", "cellulitis", "erythema", "pallor", "mottl", "petechia", "purpura", "cyanos"}},
	{[]string{"Neuro: grossly nonfocal."}, []string{"weakness", "hemipar", "droop", "aphasi", "ataxi", "tremor", "reflex", "sensory", "gait", "neuro", "confus", "disorient", "somnolen", "palsy", "rigidity", "seizure", "postictal"}},
}

func (g *Generator) writeExam(r *rand.Rand, d *Disease, p *Patient) string {
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
	fmt.Fprintf(&b, "Vitals: T %.1f HR %d BP %d/%d RR %d SpO2 %d%% RA\n", t, hr, sys, dia, rr, spo2)
	var signs []string
	for _, id := range p.sortedFindings(g.kb, KindSign) {
		if vitalSign[id] || r.Float64() >= 0.8 {
			continue // vitals are shown as numbers; and an examiner misses or omits some signs
		}
		signs = append(signs, g.term(r, id))
	}
	general := pick(r, []string{"General: alert, oriented, no acute distress.", "General: NAD, appears comfortable.", "Gen: awake and alert."})
	if len(signs) > 0 {
		general = "General: alert."
	}
	b.WriteString(general + "\n")
	positive := strings.ToLower(strings.Join(signs, " "))
	for _, nl := range normalLines {
		if !mentionsAny(positive, nl.conflict) {
			b.WriteString(pick(r, nl.variants) + "\n")
		}
	}
	if len(signs) > 0 {
		r.Shuffle(len(signs), func(i, j int) { signs[i], signs[j] = signs[j], signs[i] })
		b.WriteString(pick(r, []string{"Pertinent findings: ", "Exam notable for ", "Focused exam: "}))
		b.WriteString(strings.Join(signs, "; ") + ".\n")
	}
	// Pertinent normals: signs of the chief complaint's differential the patient does not have.
	if r.IntN(4) != 0 {
		var negs []string
		for _, id := range g.pertinentNegatives(r, p, g.differentialOf(d, p.Chief, true), 1+r.IntN(3)) {
			negs = append(negs, g.term(r, id))
		}
		if len(negs) > 0 {
			b.WriteString(pick(r, []string{"No ", "Without "}) + joinOr(negs) + ".\n")
		}
	}
	var closing []string
	for _, cl := range closingLines {
		if !mentionsAny(positive, cl.conflict) {
			closing = append(closing, cl.variants...)
		}
	}
	if len(closing) > 0 {
		b.WriteString(pick(r, closing))
	}
	return strings.TrimRight(b.String(), "\n")
}

func mentionsAny(text string, words []string) bool {
	for _, w := range words {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}
