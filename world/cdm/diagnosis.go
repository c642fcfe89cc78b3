package cdm

import (
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"agenthospital/kb/mimic"
)

// Final-diagnosis parsing and scoring, after the pathology evaluator of the CDM framework
// (paulhager/MIMIC-Clinical-Decision-Making-Framework; docs/mimic-cdm.md §4.1 and §4.2). The
// regular expressions are Go (RE2) versions of the rules; the one lookahead of the original is
// done by hand in diagnosisEnd.

var (
	dxMarker    = regexp.MustCompile(`(?i)(final )?diagnosis:`)
	dxBasedOn   = regexp.MustCompile(`^Based on.*:\n\n`)
	dxSections  = regexp.MustCompile(`(?is)(rationale|note|recommendation|explanation|finding|other.*diagnos.*include|other.*diagnos.*considered(?: were)?|management|action|plan|reasoning|assessment|justification|tests|additional diagnoses|notification|impression|background|additional findings include)s?:.*`)
	dxNumbered  = regexp.MustCompile(`(?m)^1\.(.*)`)
	dxNumTail   = regexp.MustCompile(`[-:].*`)
	dxStarred   = regexp.MustCompile(`(?m)^\*(.*)`)
	dxStarTail  = regexp.MustCompile(`[-:] .*`)
	dxBlankLine = regexp.MustCompile(`\n\n.*`)
	dxSentence  = regexp.MustCompile(`(?s).*?diagnosis[^.\n]*?\bis\b(.*?)[.\n]`)
	dxPatient   = regexp.MustCompile(`(?s).*?patient has`)
	dxSplit     = regexp.MustCompile(`[,.\n]|(?:\s*\b(?:and|or|vs[.]?)\b\s*)`)
)

// ParseDiagnosis extracts the single diagnosis from a doctor's final text, following the CDM
// framework (docs/mimic-cdm.md §4.1): the text after the first "Final Diagnosis:" (or
// "Diagnosis:") up to a line that starts a "Treatment...:" field; then, in order, a leading
// "Based on...:" blank line is dropped, trailing sections (Rationale:, Note:, Plan:, Tests:, ...)
// are cut, the first entry of a "1." list or a "*" list is taken, everything after a blank line
// is cut, "the diagnosis ... is X." gives X, text up to "patient has" is dropped, and the result
// is split on , . newline and the words and/or/vs and the first non-empty piece is kept.
//
// rewritten reports that the text did not follow the contract (no "Final " prefix, or any of the
// rewrites changed it, or several diagnoses were given): the framework's "Diagnosis Parsing"
// score. A text without any "Diagnosis:" marker gives ("", false): no diagnosis.
func ParseDiagnosis(output string) (diagnosis string, rewritten bool) {
	loc := dxMarker.FindStringSubmatchIndex(output)
	if loc == nil {
		return "", false
	}
	custom := loc[2] < 0 // no "Final " prefix
	d := strings.TrimSpace(output[loc[1]:diagnosisEnd(output, loc[1])])

	step := func(next string) {
		if next != d {
			custom = true
		}
		d = next
	}
	// Each pattern is tried only on a text holding a string every match of it holds.
	if strings.HasPrefix(d, "Based on") {
		step(dxBasedOn.ReplaceAllString(d, ""))
	}
	if strings.Contains(d, ":") {
		step(dxSections.ReplaceAllString(d, ""))
	}
	if strings.Contains(d, "1.") {
		if m := dxNumbered.FindStringSubmatch(d); m != nil {
			if next := strings.TrimSpace(m[1]); next != d {
				custom = true
				d = dxNumTail.ReplaceAllString(next, "")
			}
		}
	}
	if strings.Contains(d, "*") {
		if m := dxStarred.FindStringSubmatch(d); m != nil {
			if next := strings.TrimSpace(m[1]); next != d {
				custom = true
				d = dxStarTail.ReplaceAllString(next, "")
			}
		}
	}
	if strings.Contains(d, "\n\n") {
		step(dxBlankLine.ReplaceAllString(d, ""))
	}
	if strings.Contains(d, "diagnosis") {
		if m := dxSentence.FindStringSubmatch(d); m != nil {
			step(strings.TrimSpace(m[1]))
		}
	}
	if strings.Contains(d, "patient has") {
		if loc := dxPatient.FindStringIndex(d); loc != nil {
			step(d[loc[1]:])
		}
	}
	var pieces []string
	for _, p := range dxSplit.Split(d, -1) {
		if p != "" {
			pieces = append(pieces, p)
		}
	}
	if len(pieces) > 1 {
		custom = true
	}
	if len(pieces) == 0 {
		return "", custom
	}
	return strings.TrimSpace(pieces[0]), custom
}

// diagnosisEnd returns where the diagnosis that starts at from ends: at the first '.' or newline
// followed, on the rest of its line, by "treatment" (any case) and later a ':'; else len(s).
// This is the framework's lookahead (?=[\.\n].*Treatment.*:|$) in linear time.
func diagnosisEnd(s string, from int) int {
	// treatLine reports the last start t of "treatment" in s[a:b] with a ':' after t+9, or -1.
	treatLine := func(a, b int) int {
		line := asciiLower(s[a:b])
		colon := strings.LastIndexByte(line, ':')
		if colon < 0 {
			return -1
		}
		t := strings.LastIndex(line[:colon], "treatment")
		if t < 0 || t+len("treatment") > colon {
			return -1
		}
		return a + t
	}
	for a := from; a < len(s); {
		b := strings.IndexByte(s[a:], '\n')
		if b < 0 {
			b = len(s)
		} else {
			b += a
		}
		lineStart := a
		if i := strings.LastIndexByte(s[:a], '\n'); i >= 0 {
			lineStart = i + 1
		} else {
			lineStart = 0
		}
		if t := treatLine(lineStart, b); t >= 0 {
			if dot := strings.IndexByte(s[a:b], '.'); dot >= 0 && a+dot+1 <= t {
				return a + dot
			}
		}
		if b == len(s) {
			break
		}
		// The newline at b qualifies if the next line holds "treatment...:".
		nb := strings.IndexByte(s[b+1:], '\n')
		if nb < 0 {
			nb = len(s)
		} else {
			nb += b + 1
		}
		if treatLine(b+1, nb) >= 0 {
			return b
		}
		a = b + 1
	}
	return len(s)
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay valid.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// dxAlt is an alternative name of a pathology: a location and modifiers that must both occur,
// non-negated, in the answer ("gangrenous appendix" = "appendi" x "gangren").
type dxAlt struct {
	loc  string
	mods []string
}

// dxRules are the framework's synonym tables for one pathology (docs/mimic-cdm.md §4.2).
type dxRules struct {
	alternatives []dxAlt // count as exact and gracious
	gracious     []dxAlt // count as gracious only
}

// dxTables holds the synonym tables of the four pathologies. Read-only.
var dxTables = map[string]dxRules{
	"appendicitis": {alternatives: []dxAlt{
		{"appendi", []string{"gangren", "infect", "inflam", "abscess", "rupture", "necros", "perf"}}}},
	"cholecystitis": {
		alternatives: []dxAlt{
			{"gallbladder", []string{"gangren", "infect", "inflam", "abscess", "necros", "perf"}},
			{"cholangitis", []string{"cholangitis"}}},
		gracious: []dxAlt{
			{"acute gallbladder", []string{"disease", "attack"}},
			{"acute biliary", []string{"colic"}}}},
	"diverticulitis": {
		alternatives: []dxAlt{{"diverticul", []string{"inflam", "infect", "abscess", "perf", "rupture"}}},
		gracious: []dxAlt{
			{"acute colonic", []string{"perfor"}},
			{"sigmoid", []string{"perfor"}},
			{"sigmoid", []string{"colitis"}}}},
	"pancreatitis": {alternatives: []dxAlt{
		{"pancrea", []string{"gangren", "infect", "inflam", "abscess", "necros"}}}},
}

// dxScore is the detailed outcome of scoring one answer.
type dxScore struct {
	exact, gracious bool
	// loc and mod are the gracious-only pair that matched, for the feedback message.
	loc, mod string
}

// ScoreDiagnosis scores a parsed diagnosis against the true pathology (docs/mimic-cdm.md §4.2).
//
// For the four MIMIC-CDM pathologies: exact when some word of the answer (lower-cased, ASCII
// punctuation removed) has a fuzzy ratio > 90 with the pathology name and is not negated
// ("apendicitis" counts, "No acute appendicitis" does not), or when one of the pathology's
// alternative (location x modifier) pairs occurs non-negated; gracious when exact or when one of
// the gracious-only pairs occurs ("acute biliary colic" for cholecystitis).
//
// For any other pathology, the synonyms are the pathology name itself plus extra[pathology]
// (the key is also tried lower-cased): exact when some synonym matches a run of as many
// consecutive answer words with ratio > 90 and the run is not negated; gracious equals exact.
// An empty answer or pathology scores nothing.
func ScoreDiagnosis(answer, pathology string, extra map[string][]string) (exact, gracious bool) {
	s := scoreDiagnosis(answer, pathology, extra)
	return s.exact, s.gracious
}

// dxPunct is Python's string.punctuation, which the framework strips before matching.
const dxPunct = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"

// dxWordStarts returns where each word of dxWords(answer) starts in strings.ToLower(answer).
func dxWordStarts(answer string) []int {
	var starts []int
	in := false
	for i, r := range strings.ToLower(answer) {
		switch {
		case r < 128 && strings.ContainsRune(dxPunct, r):
		case unicode.IsSpace(r):
			in = false
		case !in:
			starts = append(starts, i)
			in = true
		}
	}
	return starts
}

// dxWords returns the answer lower-cased, without ASCII punctuation, split into words.
func dxWords(answer string) (string, []string) {
	a := strings.Map(func(r rune) rune {
		if r < 128 && strings.ContainsRune(dxPunct, r) {
			return -1
		}
		return r
	}, strings.ToLower(answer))
	return a, strings.Fields(a)
}

func scoreDiagnosis(answer, pathology string, extra map[string][]string) dxScore {
	return newDxAnswer(answer).score(pathology, extra)
}

// dxAnswer is an answer read once for scoring against any number of pathologies: its negation
// scan, its words and, per run length, its runs of consecutive words.
type dxAnswer struct {
	blank  bool // nothing but white space: scores nothing
	neg    negScan
	a      string   // lower-cased, without ASCII punctuation
	words  []string // the words of a
	starts []int    // where each word starts in the lower-cased answer
	seen   map[string]bool
	runs   [][]dxRun // by run length: the runs of that many words, in order (nil: not worked out)
}

// dxRun is a run of consecutive answer words joined by single spaces, with its length in runes.
type dxRun struct {
	text  string
	runes int
}

func newDxAnswer(answer string) *dxAnswer {
	x := &dxAnswer{blank: strings.TrimSpace(answer) == ""}
	if x.blank {
		return x
	}
	x.neg = scanNegation(answer)
	x.a, x.words = dxWords(answer)
	x.starts = dxWordStarts(answer)
	x.seen = map[string]bool{} // a word repeated many times is checked once
	return x
}

// positive reports whether kw occurs in the answer outside every negation scope.
func (x *dxAnswer) positive(kw string) bool {
	if p, ok := x.seen[kw]; ok {
		return p
	}
	_, p := x.neg.keyword(kw)
	x.seen[kw] = p
	return p
}

// runsOf returns the runs of k consecutive words of the answer.
func (x *dxAnswer) runsOf(k int) []dxRun {
	if k < len(x.runs) && x.runs[k] != nil {
		return x.runs[k]
	}
	n := len(x.words) - k + 1
	if n <= 0 {
		return nil // none (not kept: working that out again costs nothing)
	}
	rs := make([]dxRun, 0, n)
	for i := 0; i+k <= len(x.words); i++ {
		run := strings.Join(x.words[i:i+k], " ")
		rs = append(rs, dxRun{run, utf8.RuneCountInString(run)})
	}
	if k >= len(x.runs) {
		x.runs = append(x.runs, make([][]dxRun, k+1-len(x.runs))...)
	}
	x.runs[k] = rs
	return rs
}

func (x *dxAnswer) score(pathology string, extra map[string][]string) dxScore {
	var out dxScore
	patho := strings.ToLower(strings.TrimSpace(pathology))
	if patho == "" || x.blank {
		return out
	}
	rules, known := dxTables[patho]
	if !known {
		if x.phraseMatch(patho) {
			out.exact, out.gracious = true, true
			return out
		}
		list, ok := extra[pathology]
		if !ok {
			list = extra[patho]
		}
		for _, syn := range list {
			if x.phraseMatch(syn) {
				out.exact, out.gracious = true, true
				return out
			}
		}
		return out
	}
	for _, w := range x.words {
		if dxMatches(w, patho) && x.positive(w) {
			out.exact, out.gracious = true, true
			return out
		}
	}
	pair := func(alts []dxAlt) (string, string, bool) {
		for _, alt := range alts {
			for _, mod := range alt.mods {
				if strings.Contains(x.a, alt.loc) && strings.Contains(x.a, mod) && x.positive(alt.loc) && x.positive(mod) {
					return alt.loc, mod, true
				}
			}
		}
		return "", "", false
	}
	if _, _, ok := pair(rules.alternatives); ok {
		out.exact, out.gracious = true, true
		return out
	}
	if loc, mod, ok := pair(rules.gracious); ok {
		out.gracious, out.loc, out.mod = true, loc, mod
	}
	return out
}

// dxPhraseMatch reports whether synonym syn matches, with ratio > 90, a run of as many
// consecutive answer words as syn has, at least one occurrence of which is not negated. When the
// run does not occur verbatim in the answer (punctuation inside it), its first word stands in
// for the negation test, and when that does not occur either, the negation of the text where the
// first word starts (starts[i]: byte offset in the lower-cased answer) decides.
func (x *dxAnswer) phraseMatch(syn string) bool { return x.targetMatch(dxTargetOf(syn)) }

// anyTarget reports whether one of the targets matches (targetMatch), in order.
func (x *dxAnswer) anyTarget(ts []dxSynTarget) bool {
	for _, t := range ts {
		if x.targetMatch(t) {
			return true
		}
	}
	return false
}

// targetMatch is phraseMatch given the synonym's target.
func (x *dxAnswer) targetMatch(t dxSynTarget) bool {
	target, k, nt := t.text, t.words, t.runes
	if k == 0 {
		return false
	}
	for i, run := range x.runsOf(k) {
		if !dxMatchesN(run.text, target, run.runes, nt) {
			continue
		}
		found, pos := x.neg.keyword(run.text)
		if !found {
			found, pos = x.neg.keyword(x.words[i])
		}
		if !found && i < len(x.starts) { // punctuation inside the first word too ("Bell's", "COVID-19")
			pos = x.neg.positiveAt(x.starts[i])
		}
		if pos {
			return true
		}
	}
	return false
}

// dxPlain reports whether syn is its own target (lower-case ASCII letters and digits, single
// spaces inside) and how many words it has.
func dxPlain(syn string) (int, bool) {
	k, plain := 1, syn != ""
	for i := 0; i < len(syn) && plain; i++ {
		switch c := syn[i]; {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
		case c == ' ' && i > 0 && i+1 < len(syn) && syn[i-1] != ' ':
			k++
		default:
			plain = false
		}
	}
	return k, plain
}

// dxSynTarget is a synonym as dxPhraseMatch compares it: its words joined by single spaces,
// how many words and how many runes.
type dxSynTarget struct {
	text         string
	words, runes int
}

// dxTargets remembers dxTarget per synonym (string -> dxSynTarget): the synonyms are those of
// the knowledge base and the pathologies of the data, scored against every answer. It keeps at
// most dxTargetsMax of them (any further synonym is computed each time).
var (
	dxTargets    sync.Map
	dxTargetsLen atomic.Int64
)

const dxTargetsMax = 1 << 14

func dxTargetOf(syn string) dxSynTarget {
	if k, ok := dxPlain(syn); ok {
		return dxSynTarget{syn, k, len(syn)}
	}
	if t, ok := dxTargets.Load(syn); ok {
		return t.(dxSynTarget)
	}
	text, k := dxTarget(syn)
	t := dxSynTarget{text, k, utf8.RuneCountInString(text)}
	if dxTargetsLen.Load() < dxTargetsMax {
		if _, loaded := dxTargets.LoadOrStore(syn, t); !loaded {
			dxTargetsLen.Add(1)
		}
	}
	return t
}

// dxTarget returns the words of syn (as dxWords gives them) joined by single spaces, and how
// many there are. A synonym already in that form (lower-case ASCII letters and digits, single
// spaces) is its own target.
func dxTarget(syn string) (string, int) {
	if k, ok := dxPlain(syn); ok {
		return syn, k
	}
	_, sw := dxWords(syn)
	return strings.Join(sw, " "), len(sw)
}

// dxMatches reports dxRatio(a, b) > 90, skipping the quadratic LCS when the lengths alone rule
// it out (the ratio is at most 200·min/(|a|+|b|)).
func dxMatches(a, b string) bool {
	return dxMatchesN(a, b, utf8.RuneCountInString(a), utf8.RuneCountInString(b))
}

// dxMatchesN is dxMatches given the rune counts na of a and nb of b.
func dxMatchesN(a, b string, na, nb int) bool {
	if na == 0 || nb == 0 || 200*float64(min(na, nb))/float64(na+nb) < 90.5 {
		return false
	}
	return dxRatio(a, b) > 90
}

// dxRatio is thefuzz's fuzz.ratio (see mimic.Ratio).
func dxRatio(a, b string) int { return mimic.Ratio(a, b) }
