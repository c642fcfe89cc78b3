package dcr

import (
	"regexp"
	"strconv"
	"strings"

	"agenthospital/internal/textmemo"
	"agenthospital/world/cdm"
)

// Parsed is a doctor's reply read as one action.
type Parsed struct {
	Action     string // one of the cdm.Act* names; cdm.ActInvalid when nothing usable was found
	Input      string // the action input, trimmed ("" for the physical examination)
	Output     string // for cdm.ActFinal: the whole reply (the judge parses the diagnosis from it)
	Hypothesis string // "Hypothesis:" line, if any (LA-CDM style)
	Confidence int    // "Confidence:" 0..10, or -1
	Problem    string // why the reply was invalid
}

var (
	// reAction's label is a word of its own: "fecal impaction:" in a thought is no Action line.
	reAction     = regexp.MustCompile(`(?i)(?:^|[^a-z])\*{0,2}action(?:\s+\d+)?\*{0,2}\s*:\s*\*{0,2}([^\n]*)`)
	reInput      = regexp.MustCompile(`(?is)\*{0,2}(?:action\s+)?input\*{0,2}\s*:\s*\*{0,2}(.*)`)
	reHypothesis = regexp.MustCompile(`(?i)hypothesis\s*:\s*([^\n]+)`)
	reConfidence = regexp.MustCompile(`(?i)confidence\s*:\s*(\d{1,2})`)
	reObsCut     = regexp.MustCompile(`(?i)\n\s*\**\s*observations?\s*\**\s*:`)
	reObsInline  = regexp.MustCompile(`(?i)\bobservations?\s*:`)
	// reBoldLabel matches a markdown-bold field label ("**Final Diagnosis**:", "**Final
	// Diagnosis:**") so that it can be rewritten plainly ("Final Diagnosis:").
	reBoldLabel = regexp.MustCompile(`\*\*([A-Za-z][A-Za-z ]{0,40}?)(?:\*\*\s*:|\s*:\*\*)`)
	// reDxDash matches "Final Diagnosis - X", "Final Diagnosis = X" and "Diagnosis :" at a line start.
	reDxDash = regexp.MustCompile(`(?im)^([ \t]*(?:final\s+)?diagnosis)(?:[ \t]*:|[ \t]+[-\x{2013}=][ \t]+)[ \t]*`)
)

// actionNames maps the words a doctor may use for an action to the action.
var actionNames = []struct {
	action string
	words  []string
}{
	{cdm.ActPE, []string{"physical examination", "physical exam", "examination", "examine", "pe"}},
	{cdm.ActLabs, []string{"laboratory tests", "laboratory test", "laboratory", "lab tests", "labs", "lab", "blood work", "bloodwork", "blood tests"}},
	{cdm.ActImaging, []string{"imaging", "radiology", "scan", "image"}},
	{cdm.ActExperience, []string{"experience search", "experience"}},
	{cdm.ActGuideline, []string{"guideline search", "guidelines", "guideline"}},
	{cdm.ActLiterature, []string{"literature search", "pubmed search", "pubmed", "literature"}},
	{cdm.ActProcedure, []string{"procedure", "diagnostic procedure", "special test"}},
	{cdm.ActRefer, []string{"refer", "referral", "refer to triage", "send back to triage"}},
}

// ParseReply reads one reply of a doctor. A reply that contains "diagnosis:" anywhere ends the
// episode (as the CDM framework does). Otherwise the Action line names the action (matched on
// its words, case-insensitively; "Laboratory Tests - Lipase", "Laboratory Tests: Lipase" and
// "Laboratory Tests (Lipase)" move "Lipase" into the input) and everything after "Action Input:"
// (up to an "Observation:" the model may have invented) is its input. Labs and imaging need a
// non-empty input; when a reply has no "Action Input:" line, the line after the Action line
// serves.
//
// Usual deviations of LLMs are read as meant: markdown bold around labels ("**Action:**",
// "**Final Diagnosis**:"; Output then has the labels plain), "Final Diagnosis - X", a numbered
// "Action 1:", brackets around the action or its input, and an invented observation after the
// request, on its own line or the same one.
func ParseReply(text string) Parsed {
	p := Parsed{Confidence: -1}
	if strings.Contains(text, "**") { // every label it rewrites is in bold
		text = reBoldLabel.ReplaceAllString(text, "$1:")
	}
	if mayContainFold(text, "diagnosis") {
		text = reDxDash.ReplaceAllString(text, "$1: ")
	}
	if m := submatchAfter(reHypothesis, text, "hypothesis", 0); m != nil {
		p.Hypothesis = strings.TrimSpace(strings.Trim(m[1], "*"))
	}
	if m := submatchAfter(reConfidence, text, "confidence", 0); m != nil {
		if c, err := strconv.Atoi(m[1]); err == nil && c >= 0 && c <= 10 {
			p.Confidence = c
		}
	}
	if mayContainFold(text, "observation") {
		if loc := reObsCut.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
	}
	if final := indexFold(text, "diagnosis:"); final >= 0 || final == notASCII && strings.Contains(strings.ToLower(text), "diagnosis:") {
		p.Action = cdm.ActFinal
		p.Output = text
		return p
	}
	am := submatchAfter(reAction, text, "action", len("**")+1)
	if am == nil {
		p.Action, p.Problem = cdm.ActInvalid, "no Action line"
		return p
	}
	name := strings.TrimSpace(strings.Trim(strings.TrimSpace(am[1]), "*`\"[]"))
	name, extra := splitInline(name)
	after := text[strings.Index(text, am[0])+len(am[0]):]
	if im := reInput.FindStringSubmatch(after); im != nil {
		p.Input = cleanInput(im[1])
	} else if extra == "" {
		p.Input = cleanInput(nextLine(after))
	}
	if strings.EqualFold(p.Input, "none") {
		p.Input = ""
	}
	if extra != "" {
		p.Input = strings.TrimSpace(extra + " " + p.Input)
	}
	p.Action = actionOf(name)
	switch {
	case p.Action == "":
		p.Action, p.Problem = cdm.ActInvalid, "unknown action "+strconv.Quote(truncate(name, 60))
	case (p.Action == cdm.ActLabs || p.Action == cdm.ActImaging || p.Action == cdm.ActProcedure) && p.Input == "":
		p.Action, p.Problem = cdm.ActInvalid, p.Action+" needs an Action Input naming what to order"
	case p.Action == cdm.ActPE:
		p.Input = ""
	}
	return p
}

// replies remembers ParseReply per reply text: a doctor's replies repeat (one per action, test,
// hypothesis and confidence), and a Parsed is plain values, so a remembered one can be handed
// out again; texts that do not recur (an experience search names the patient's findings) leave
// it first in first out.
var replies = textmemo.New[Parsed]()

// parseReplyMemo is ParseReply, remembered (see replies).
func parseReplyMemo(text string) Parsed {
	if p, ok := replies.Get(text); ok {
		return p
	}
	p := ParseReply(text)
	replies.Put(text, p)
	return p
}

// actionOf maps an action name to the action: exact or prefix match on the known words first,
// then any known word inside the name.
func actionOf(name string) string {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	n = strings.TrimSuffix(n, ".")
	for _, a := range actionNames {
		for _, w := range a.words {
			if n == w || n == strings.ToLower(a.action) {
				return a.action
			}
		}
	}
	for _, a := range actionNames {
		for _, w := range a.words {
			if len(w) > 3 && strings.Contains(n, w) {
				return a.action
			}
		}
	}
	return ""
}

// splitInline separates an input written on the Action line: "Laboratory Tests - Lipase",
// "Laboratory Tests: Lipase" or "Laboratory Tests (Lipase)" give ("Laboratory Tests", "Lipase")
// when the part before names an action.
func splitInline(name string) (string, string) {
	if i := strings.Index(name, " - "); i >= 0 {
		return strings.TrimSpace(name[:i]), strings.TrimSpace(name[i+3:])
	}
	if i := strings.Index(name, ":"); i > 0 && actionOf(name[:i]) != "" {
		return strings.TrimSpace(name[:i]), strings.TrimSpace(strings.Trim(name[i+1:], " *`\"[]"))
	}
	if i := strings.Index(name, "("); i > 0 && strings.HasSuffix(name, ")") && actionOf(name[:i]) != "" {
		return strings.TrimSpace(name[:i]), strings.TrimSpace(name[i+1 : len(name)-1])
	}
	return name, ""
}

// cleanInput trims an action input and cuts an observation the model invented on its line.
func cleanInput(s string) string {
	if !mayContainFold(s, "observation") {
		return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "*`\"[]"))
	}
	if loc := reObsInline.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "*`\"[]"))
}

// mayContainFold reports whether text may contain word (lower-case ASCII letters) under
// case-insensitive matching: always for a text with non-ASCII bytes (case folding reaches
// them: ſ is an s, K a k), else whether it contains word in any ASCII case. A pattern that
// must match word cannot match a text for which this is false.
func mayContainFold(text, word string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return true
		}
	}
	n := len(word)
	for i := 0; i+n <= len(text); i++ {
		j := 0
		for j < n && text[i+j]|0x20 == word[j] {
			j++
		}
		if j == n {
			return true
		}
	}
	return false
}

// notASCII is what indexFold returns for a text with a byte outside ASCII.
const notASCII = -2

// indexFold returns the first index of word (lower-case ASCII) in text under ASCII case
// folding, -1 if there is none, or notASCII when text has a non-ASCII byte (case folding then
// reaches further: ſ is an s, K a k).
func indexFold(text, word string) int {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return notASCII
		}
	}
	n := len(word)
	for i := 0; i+n <= len(text); i++ {
		j := 0
		for j < n && lowerASCII(text[i+j]) == word[j] {
			j++
		}
		if j == n {
			return i
		}
	}
	return -1
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// submatchAfter is re.FindStringSubmatch(text) for a pattern without anchors or word
// boundaries whose every match has word (lower-case ASCII, matched case-insensitively) at most
// back bytes after its start: no match can start before back bytes ahead of word's first
// occurrence, so the search starts there (the backtracker otherwise tries every position).
func submatchAfter(re *regexp.Regexp, text, word string, back int) []string {
	switch i := indexFold(text, word); i {
	case -1:
		return nil
	case notASCII:
		return re.FindStringSubmatch(text)
	default:
		return re.FindStringSubmatch(text[max(0, i-back):])
	}
}

// nextLine returns the first non-blank line of s after its first line break, unless that line
// is another field ("Thought:", "Observation:"), which is no input.
func nextLine(s string) string {
	i := strings.IndexByte(s, '\n')
	if i < 0 {
		return ""
	}
	for _, l := range strings.Split(s[i+1:], "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if lt := strings.ToLower(t); strings.HasPrefix(lt, "thought") || strings.HasPrefix(lt, "observation") {
			return ""
		}
		return t
	}
	return ""
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
