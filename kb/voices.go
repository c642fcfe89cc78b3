package kb

import (
	"fmt"
	"io/fs"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// A voice is a way of writing: the openers, sentence frames, headings, examination layout and
// abbreviations of one kind of author (kb/data/voices.yaml). The generator writes each encounter's
// history and examination in one note voice and each study report in one report voice, drawn by
// weight. A voice marked held_out is text the doctor's reader was neither built nor tuned on.

// NoteVoice is the voice of a history and physical examination.
type NoteVoice struct {
	ID      string       `yaml:"id"`
	Weight  float64      `yaml:"weight"`
	HeldOut bool         `yaml:"held_out"`
	Rewrite Rewrites     `yaml:"rewrite"` // applied to the whole history and examination
	History HistoryVoice `yaml:"history"`
	Exam    ExamVoice    `yaml:"exam"`
}

// HistoryVoice says how the history is written.
type HistoryVoice struct {
	// Who names the patient, by key adult_F, adult_M, child_F, child_M (under 16), months_F,
	// months_M (under two) and weeks_F, weeks_M (newborns); {n} is the age in those units.
	Who map[string][]string `yaml:"who"`
	// Pronoun is the subject of sentence frames, by key F, M and parent (under 12: a parent
	// gives the history).
	Pronoun map[string][]string `yaml:"pronoun"`
	Openers []string            `yaml:"openers"` // {who} {with} {duration} {chief}
	With    []string            `yaml:"with"`    // {list}: up to two past history items
	WithP   float64             `yaml:"with_p"`  // chance the opener names past history
	// Lists is how items are joined: prose ("a, b and c"; "a, b or c" for negatives) or comma.
	Lists      string      `yaml:"lists"`
	ROSHeading string      `yaml:"ros_heading"` // written once before the symptoms and negatives
	Symptoms   Frames      `yaml:"symptoms"`    // {pron} {list}: the other present symptoms
	Negatives  Frames      `yaml:"negatives"`   // {pron} {list}: pertinent negatives
	PMH        NoteSection `yaml:"pmh"`
	Social     NoteSection `yaml:"social"`
	Family     NoteSection `yaml:"family"`
	// Incidental are harmless past history items the voice sometimes adds to the past medical
	// history (with chance IncidentalP): never a risk factor or a diagnosis of the knowledge base.
	Incidental  []string `yaml:"incidental"`
	IncidentalP float64  `yaml:"incidental_p"`
}

// Frames are sentence frames; Chunk items go into one frame (0: one or two at random, -1: all).
type Frames struct {
	Frames []string `yaml:"frames"`
	Chunk  int      `yaml:"chunk"`
}

// NoteSection is a headed section of the history: the heading, how items are joined and ended,
// and what is written when there is nothing to say (Child: for patients under 16).
type NoteSection struct {
	Heading string   `yaml:"heading"`
	Join    string   `yaml:"join"`
	End     string   `yaml:"end"`
	None    []string `yaml:"none"`
	Child   []string `yaml:"child"`
	Capital bool     `yaml:"capital"` // capitalise the first item
}

// ExamVoice says how the physical examination is written.
type ExamVoice struct {
	Vitals     []string `yaml:"vitals"`      // {t} {hr} {bp} {rr} {spo2}
	General    []string `yaml:"general"`     // no positive sign
	GeneralIll []string `yaml:"general_ill"` // some positive sign
	// Normal lines by body system, written unless a positive sign touches the system (the
	// conflicts live in the generator): heent, cv, lungs, then one closing line among ext, skin,
	// neuro.
	Systems   map[string][]string `yaml:"systems"`
	Positives Frames              `yaml:"positives"` // {list}: the positive signs
	Sep       string              `yaml:"sep"`       // joins positive signs ("; ")
	Negatives Frames              `yaml:"negatives"` // {list}: pertinent normal signs
	NegativeP float64             `yaml:"negative_p"`
	Rewrite   Rewrites            `yaml:"rewrite"` // applied to the examination only
	// BySystem writes a share of the voice's examinations body system by system instead of
	// listing the positive signs in one line.
	BySystem BySystemVoice `yaml:"by_system"`
}

// BySystemVoice says how an examination written body system by system reads: after the vitals
// and the general line, one line per body system (kb.BodySystems order) that has something to
// say. A system with a positive sign or a pertinent negative gets its label, an opening normal
// phrase when no sign of the patient contradicts it, its positive signs, then "no" and each
// pertinent negative ("Abd: soft, RLQ tenderness, rebound tenderness, no Murphy sign"); a
// system with neither gets its normal line, when the patient has no sign in it (heent, cv,
// lungs and abd always, the others half the time); the rest are left out.
type BySystemVoice struct {
	P      float64             `yaml:"p"`      // share of the voice's examinations written so
	Labels map[string][]string `yaml:"labels"` // body system -> labels ("Abd:"); every body system
	Open   map[string][]string `yaml:"open"`   // body system -> opening normal phrases ("soft")
	// Normal are normal lines of body systems, over exam.systems; abd is required.
	Normal  map[string][]string `yaml:"normal"`
	End     string              `yaml:"end"`     // ends a system line ("." or nothing)
	Capital bool                `yaml:"capital"` // capitalise the first item of a system line
}

// positivesLine writes the positive signs as the voice lists them: in one of its positives
// frames, joined by its separator ("; " when it names none).
func (e *ExamVoice) positivesLine(r *rand.Rand, signs []string) string {
	sep := e.Sep
	if sep == "" {
		sep = "; "
	}
	return fill(pick(r, e.Positives.Frames), map[string]string{"list": strings.Join(signs, sep)}) + "\n"
}

// ReportVoice is the voice of a study report.
type ReportVoice struct {
	ID         string   `yaml:"id"`
	Weight     float64  `yaml:"weight"`
	HeldOut    bool     `yaml:"held_out"`
	Kinds      []string `yaml:"kinds"`      // study kinds it writes (imaging, procedure); empty: imaging
	Modalities []string `yaml:"modalities"` // modalities it writes; empty: all
	// Layout is the whole report: {exam} {technique} {findings} {impression}.
	Layout string `yaml:"layout"`
	// Organs is how the findings are laid out: lines (one line per organ), headers (ORGAN: text,
	// one per line) or paragraph (one paragraph).
	Organs string `yaml:"organs"`
	// Normal is what is written for an organ the study shows nothing in; {sentence} is one of
	// the study's own normal sentences. Empty: always the study's sentence.
	Normal  []string          `yaml:"normal"`
	Headers map[string]string `yaml:"headers"` // organ -> header (default: the organ in capitals)
	// Impression lists the abnormal findings ({list}); ImpressionNone is written when there are
	// none. Both may be empty when the layout has no {impression}.
	Impression     []string `yaml:"impression"`
	ImpressionNone []string `yaml:"impression_none"`
	IncidentalP    float64  `yaml:"incidental_p"` // chance of one of the study's incidental sentences
	Rewrite        Rewrites `yaml:"rewrite"`
}

// Rewrites is a voice's own rendering of words: each phrase (matched whole-word, ignoring case,
// longest first, in one pass) is replaced by one of its renderings, drawn at random.
type Rewrites struct {
	to map[string][]string
	re *regexp.Regexp
	// byFirst lists, per first byte, the phrases in the pattern's order (longest first), when
	// every phrase is ASCII: an ASCII text is then searched without the pattern (see next).
	byFirst map[byte][]string
}

// UnmarshalYAML reads a mapping of phrase -> rendering or list of renderings.
func (w *Rewrites) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: rewrite must be a mapping of phrase -> rendering (or list of renderings)", n.Line)
	}
	w.to = map[string][]string{}
	var keys []string
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		from := strings.ToLower(strings.TrimSpace(k.Value))
		if from == "" || k.Kind != yaml.ScalarNode {
			return fmt.Errorf("line %d: rewrite: a phrase must be a non-empty string", k.Line)
		}
		if _, dup := w.to[from]; dup {
			return fmt.Errorf("line %d: rewrite: phrase %q given twice", k.Line, k.Value)
		}
		var to []string
		switch v.Kind {
		case yaml.ScalarNode:
			to = []string{v.Value}
		case yaml.SequenceNode:
			if err := v.Decode(&to); err != nil || len(to) == 0 {
				return fmt.Errorf("line %d: rewrite: %q: expected a rendering or a non-empty list of renderings", v.Line, k.Value)
			}
		default:
			return fmt.Errorf("line %d: rewrite: %q: expected a rendering or a list of renderings", v.Line, k.Value)
		}
		w.to[from] = to
		keys = append(keys, from)
	}
	if len(keys) == 0 {
		return nil
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(keys[i]) != len(keys[j]) {
			return len(keys[i]) > len(keys[j])
		}
		return keys[i] < keys[j]
	})
	alt := make([]string, len(keys))
	for i, k := range keys {
		alt[i] = regexp.QuoteMeta(k)
	}
	// Whole words: not inside a longer word on either side (letters and digits).
	w.re = regexp.MustCompile(`(?i)(^|[^A-Za-z0-9])(` + strings.Join(alt, "|") + `)([^A-Za-z0-9]|$)`)
	w.byFirst = map[byte][]string{}
	for _, k := range keys {
		if !isASCIIString(k) {
			w.byFirst = nil
			break
		}
		w.byFirst[k[0]] = append(w.byFirst[k[0]], k)
	}
	return nil
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// next finds in an ASCII text what the pattern finds in it (byFirst must be set): the span of
// the phrase of the leftmost match. The pattern, (^|[^A-Za-z0-9])(phrases)([^A-Za-z0-9]|$),
// puts its phrase at the start of the text or after a character that is no letter or digit;
// of those places the first where a phrase, followed by the end or such a character, occurs,
// and there the first such phrase in the pattern's order.
func (w *Rewrites) next(text string) (int, int, bool) {
	for q := 0; q < len(text); q++ {
		if q > 0 && isAlnumByte(text[q-1]) {
			continue
		}
		c := text[q]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
	phrases:
		for _, k := range w.byFirst[c] {
			e := q + len(k)
			if e > len(text) || e < len(text) && isAlnumByte(text[e]) {
				continue
			}
			for j := 1; j < len(k); j++ {
				c := text[q+j]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				if c != k[j] {
					continue phrases
				}
			}
			return q, e, true
		}
	}
	return 0, 0, false
}

// Apply rewrites text, drawing renderings from r.
func (w *Rewrites) Apply(r *rand.Rand, text string) string {
	if w.re == nil {
		return text
	}
	var b strings.Builder
	last := 0
	// The trailing boundary character is consumed by a match; rescan from it so adjacent
	// phrases ("nausea, vomiting") are both found.
	fast := w.byFirst != nil && isASCIIString(text)
	for pos := 0; pos <= len(text); {
		var s, e int
		if fast {
			a, b, ok := w.next(text[pos:])
			if !ok {
				break
			}
			s, e = pos+a, pos+b
		} else {
			m := w.re.FindStringSubmatchIndex(text[pos:])
			if m == nil {
				break
			}
			s, e = pos+m[4], pos+m[5]
		}
		b.WriteString(text[last:s])
		b.WriteString(matchCase(text[s:e], pick(r, w.to[strings.ToLower(text[s:e])])))
		last = e
		pos = e
	}
	b.WriteString(text[last:])
	return b.String()
}

// matchCase capitalises the rendering when the matched phrase began a sentence with a capital
// and the rendering starts with a lower-case letter.
func matchCase(matched, to string) string {
	if matched != "" && to != "" && matched[0] >= 'A' && matched[0] <= 'Z' && to[0] >= 'a' && to[0] <= 'z' {
		return strings.ToUpper(to[:1]) + to[1:]
	}
	return to
}

var rePlaceholder = regexp.MustCompile(`\{([a-z_0-9]*)\}`)

// fill replaces {name} placeholders with values.
func fill(tmpl string, vals map[string]string) string {
	return rePlaceholder.ReplaceAllStringFunc(tmpl, func(m string) string {
		return vals[m[1:len(m)-1]]
	})
}

var (
	whoKeys     = []string{"adult_F", "adult_M", "child_F", "child_M", "months_F", "months_M", "weeks_F", "weeks_M"}
	pronounKeys = []string{"F", "M", "parent"}
	// examSystems are the systems an examination voice writes normal lines for, in order; the
	// last three are the closing lines (one is chosen).
	examSystems = []string{"heent", "cv", "lungs", "ext", "skin", "neuro"}
)

// voices reads voices.yaml. It is optional: a knowledge base without one (a test fixture) uses
// the embedded voices.
func (l *loader) voices(k *KB) {
	const file = "voices.yaml"
	fsys, prefix := l.fsys, l.prefix
	if _, err := fs.Stat(fsys, file); err != nil {
		sub, err := fs.Sub(embedded, "data")
		if err != nil {
			l.errorf(file, 0, "%v", err)
			return
		}
		fsys, prefix = sub, "kb/data"
	}
	vl := &loader{fsys: fsys, prefix: prefix}
	var f struct {
		Notes   []*NoteVoice   `yaml:"notes"`
		Reports []*ReportVoice `yaml:"reports"`
	}
	noteLines := vl.decode(file, "notes", &f)
	var g struct {
		Notes   []yaml.Node `yaml:"notes"`
		Reports []yaml.Node `yaml:"reports"`
	}
	reportLines := vl.decode(file, "reports", &g)
	seen := map[string]bool{}
	heldNote, heldReport := 0, 0
	for i, v := range f.Notes {
		at := lineOf(noteLines, i)
		bad, ok := vl.voiceHead(file, at, "note", v.ID, v.Weight, seen)
		if !ok {
			continue
		}
		if v.HeldOut {
			heldNote++
		}
		h := &v.History
		for _, key := range whoKeys {
			if len(h.Who[key]) == 0 {
				bad("history.who.%s: expected a list of phrases ({n} is the age)", key)
			}
			checkTemplates(bad, "history.who."+key, h.Who[key], "n")
		}
		for key := range h.Who {
			if !contains(whoKeys, key) {
				bad("history.who: unknown key %q (expected one of %s)", key, strings.Join(whoKeys, ", "))
			}
		}
		for _, key := range pronounKeys {
			if len(h.Pronoun[key]) == 0 {
				bad("history.pronoun.%s: expected a list of subjects", key)
			}
		}
		for key := range h.Pronoun {
			if !contains(pronounKeys, key) {
				bad("history.pronoun: unknown key %q (expected F, M or parent)", key)
			}
		}
		if len(h.Openers) == 0 || len(h.With) == 0 || len(h.Symptoms.Frames) == 0 || len(h.Negatives.Frames) == 0 {
			bad("history needs openers, with, symptoms.frames and negatives.frames")
		}
		if h.Lists != "prose" && h.Lists != "comma" {
			bad("history.lists must be prose or comma, got %q", h.Lists)
		}
		checkTemplates(bad, "history.openers", h.Openers, "who", "with", "duration", "chief")
		checkTemplates(bad, "history.with", h.With, "list")
		checkTemplates(bad, "history.symptoms.frames", h.Symptoms.Frames, "pron", "list")
		checkTemplates(bad, "history.negatives.frames", h.Negatives.Frames, "pron", "list")
		if !(h.WithP >= 0 && h.WithP <= 1) || !(h.IncidentalP >= 0 && h.IncidentalP <= 1) {
			bad("history.with_p and history.incidental_p must be in [0, 1]")
		}
		if h.IncidentalP > 0 && len(h.Incidental) == 0 {
			bad("history.incidental_p is set but incidental lists nothing")
		}
		for name, s := range map[string]NoteSection{"pmh": h.PMH, "social": h.Social, "family": h.Family} {
			if s.Heading == "" || len(s.None) == 0 {
				bad("history.%s needs a heading and none phrases", name)
			}
		}
		if len(h.Social.Child) == 0 {
			bad("history.social.child: expected phrases for children")
		}
		e := &v.Exam
		if len(e.Vitals) == 0 || len(e.General) == 0 || len(e.GeneralIll) == 0 || len(e.Positives.Frames) == 0 || len(e.Negatives.Frames) == 0 {
			bad("exam needs vitals, general, general_ill, positives.frames and negatives.frames")
		}
		checkTemplates(bad, "exam.vitals", e.Vitals, "t", "hr", "bp", "rr", "spo2")
		checkTemplates(bad, "exam.positives.frames", e.Positives.Frames, "list")
		checkTemplates(bad, "exam.negatives.frames", e.Negatives.Frames, "list")
		for _, s := range examSystems {
			if len(e.Systems[s]) == 0 {
				bad("exam.systems.%s: expected normal lines", s)
			}
		}
		for s := range e.Systems {
			if !contains(examSystems, s) {
				bad("exam.systems: unknown system %q (expected one of %s)", s, strings.Join(examSystems, ", "))
			}
		}
		if !(e.NegativeP >= 0 && e.NegativeP <= 1) {
			bad("exam.negative_p must be in [0, 1], got %v", e.NegativeP)
		}
		checkBySystem(bad, &e.BySystem)
		k.NoteVoices = append(k.NoteVoices, v)
	}
	for i, v := range f.Reports {
		at := lineOf(reportLines, i)
		bad, ok := vl.voiceHead(file, at, "report", v.ID, v.Weight, seen)
		if !ok {
			continue
		}
		if v.HeldOut {
			heldReport++
		}
		if len(v.Kinds) == 0 {
			v.Kinds = []string{"imaging"}
		}
		for _, kd := range v.Kinds {
			if kd != "imaging" && kd != "procedure" {
				bad("kinds: %q is not imaging or procedure", kd)
			}
		}
		if !strings.Contains(v.Layout, "{findings}") {
			bad("layout must contain {findings}")
		}
		checkTemplates(bad, "layout", []string{v.Layout}, "exam", "technique", "findings", "impression")
		if strings.Contains(v.Layout, "{impression}") && (len(v.Impression) == 0 || len(v.ImpressionNone) == 0) {
			bad("a layout with {impression} needs impression and impression_none")
		}
		checkTemplates(bad, "impression", v.Impression, "list")
		checkTemplates(bad, "normal", v.Normal, "sentence")
		if v.Organs != "lines" && v.Organs != "headers" && v.Organs != "paragraph" {
			bad("organs must be lines, headers or paragraph, got %q", v.Organs)
		}
		if !(v.IncidentalP >= 0 && v.IncidentalP <= 1) {
			bad("incidental_p must be in [0, 1], got %v", v.IncidentalP)
		}
		k.ReportVoices = append(k.ReportVoices, v)
	}
	if len(vl.errs) > 0 {
		l.errs = append(l.errs, vl.errs...)
		return
	}
	if len(k.NoteVoices) == 0 || len(k.ReportVoices) == 0 {
		vl.errorf(file, 0, "needs at least one note voice and one report voice")
	}
	if heldNote > 1 || heldReport > 1 {
		vl.errorf(file, 0, "at most one note voice and one report voice may be held_out")
	}
	l.errs = append(l.errs, vl.errs...)
}

// checkBySystem checks a note voice's exam.by_system: a share in [0, 1] and, when it is used,
// labels for every body system, a normal abdomen line, and only body systems as keys.
func checkBySystem(bad func(string, ...any), b *BySystemVoice) {
	if !(b.P >= 0 && b.P <= 1) {
		bad("exam.by_system.p must be in [0, 1], got %v", b.P)
	}
	for _, f := range []struct {
		field string
		m     map[string][]string
	}{{"labels", b.Labels}, {"open", b.Open}, {"normal", b.Normal}} {
		field, m := f.field, f.m
		for _, s := range slices.Sorted(maps.Keys(m)) {
			if !contains(BodySystems, s) {
				bad("exam.by_system.%s: unknown body system %q (expected one of %s)", field, s, strings.Join(BodySystems, ", "))
			}
		}
	}
	if b.P == 0 {
		return
	}
	for _, s := range BodySystems {
		if len(b.Labels[s]) == 0 {
			bad("exam.by_system.labels.%s: expected the labels of the body system's line", s)
		}
	}
	if len(b.Normal["abd"]) == 0 {
		bad("exam.by_system.normal.abd: expected normal lines of the abdomen")
	}
}

// checkTemplates reports placeholders outside allowed.
func checkTemplates(bad func(string, ...any), field string, tmpls []string, allowed ...string) {
	for _, t := range tmpls {
		for _, m := range rePlaceholder.FindAllStringSubmatch(t, -1) {
			if !contains(allowed, m[1]) {
				bad("%s: unknown placeholder {%s} in %q (expected %s)", field, m[1], t, "{"+strings.Join(allowed, "}, {")+"}")
			}
		}
	}
}

// NoteVoice returns the note voice with id, or nil.
func (k *KB) NoteVoice(id string) *NoteVoice {
	for _, v := range k.NoteVoices {
		if v.ID == id {
			return v
		}
	}
	return nil
}

// ReportVoice returns the report voice with id, or nil.
func (k *KB) ReportVoice(id string) *ReportVoice {
	for _, v := range k.ReportVoices {
		if v.ID == id {
			return v
		}
	}
	return nil
}

// writes reports whether report voice v writes reports of study s.
func (v *ReportVoice) writes(s *Study) bool {
	return contains(v.Kinds, s.Kind) && (len(v.Modalities) == 0 || contains(v.Modalities, s.Modality))
}

// noteVoice draws the voice of a patient's notes: the cohort's forced voice, else by weight.
func (g *Generator) noteVoice(r *rand.Rand) *NoteVoice {
	if v := g.kb.NoteVoice(g.opt.Voice); v != nil {
		return v
	}
	total := 0.0
	for _, v := range g.kb.NoteVoices {
		total += v.Weight
	}
	x := r.Float64() * total
	for _, v := range g.kb.NoteVoices {
		if x < v.Weight {
			return v
		}
		x -= v.Weight
	}
	return g.kb.NoteVoices[0]
}

// reportVoice draws the voice of a report of study s: the cohort's forced voice when it writes
// such studies, else by weight among those that do.
func (g *Generator) reportVoice(r *rand.Rand, s *Study) *ReportVoice {
	if v := g.kb.ReportVoice(g.opt.ReportVoice); v != nil && v.writes(s) {
		return v
	}
	total := 0.0
	for _, v := range g.kb.ReportVoices {
		if v.writes(s) {
			total += v.Weight
		}
	}
	x := r.Float64() * total
	var last *ReportVoice
	for _, v := range g.kb.ReportVoices {
		if !v.writes(s) {
			continue
		}
		last = v
		if x < v.Weight {
			return v
		}
		x -= v.Weight
	}
	if last == nil {
		return g.kb.ReportVoices[0]
	}
	return last
}

// voiceHead checks what every voice has (an id used once, a weight >= 0) and returns the
// function that reports an error of this voice; ok is false when the id is unusable.
func (vl *loader) voiceHead(file string, at int, kind, id string, weight float64, seen map[string]bool) (bad func(string, ...any), ok bool) {
	bad = func(format string, args ...any) {
		vl.errorf(file, at, "%s voice %q: %s", kind, id, fmt.Sprintf(format, args...))
	}
	if id == "" || seen[id] {
		vl.errorf(file, at, "voice id %q missing or defined twice", id)
		return bad, false
	}
	seen[id] = true
	if !(weight >= 0) {
		bad("weight must be >= 0, got %v", weight)
	}
	return bad, true
}
