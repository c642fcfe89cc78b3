package dcr

import (
	"regexp"
	"strconv"
	"strings"

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
	reAction     = regexp.MustCompile(`(?i)\*{0,2}action\*{0,2}\s*:\s*\*{0,2}([^\n]*)`)
	reInput      = regexp.MustCompile(`(?is)\*{0,2}(?:action\s+)?input\*{0,2}\s*:\s*\*{0,2}(.*)`)
	reHypothesis = regexp.MustCompile(`(?i)hypothesis\s*:\s*([^\n]+)`)
	reConfidence = regexp.MustCompile(`(?i)confidence\s*:\s*(\d{1,2})`)
	reObsCut     = regexp.MustCompile(`(?i)\n\s*observations?\s*:`)
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
// its words, case-insensitively; "Laboratory Tests - Lipase" moves "Lipase" into the input) and
// everything after "Action Input:" (up to an "Observation:" the model may have invented) is its
// input. Labs and imaging need a non-empty input.
func ParseReply(text string) Parsed {
	p := Parsed{Confidence: -1}
	if m := reHypothesis.FindStringSubmatch(text); m != nil {
		p.Hypothesis = strings.TrimSpace(strings.Trim(m[1], "*"))
	}
	if m := reConfidence.FindStringSubmatch(text); m != nil {
		if c, err := strconv.Atoi(m[1]); err == nil && c >= 0 && c <= 10 {
			p.Confidence = c
		}
	}
	if loc := reObsCut.FindStringIndex(text); loc != nil {
		text = text[:loc[0]]
	}
	if strings.Contains(strings.ToLower(text), "diagnosis:") {
		p.Action = cdm.ActFinal
		p.Output = text
		return p
	}
	am := reAction.FindStringSubmatch(text)
	if am == nil {
		p.Action, p.Problem = cdm.ActInvalid, "no Action line"
		return p
	}
	name := strings.TrimSpace(strings.Trim(strings.TrimSpace(am[1]), "*`\""))
	extra := ""
	if i := strings.Index(name, " - "); i >= 0 {
		name, extra = strings.TrimSpace(name[:i]), strings.TrimSpace(name[i+3:])
	}
	if im := reInput.FindStringSubmatch(text[strings.Index(text, am[0])+len(am[0]):]); im != nil {
		p.Input = strings.TrimSpace(strings.Trim(strings.TrimSpace(im[1]), "*`\""))
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

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
