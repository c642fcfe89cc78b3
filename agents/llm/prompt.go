package llm

import (
	"fmt"
	"regexp"
	"strings"

	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// DefaultTools are the actions the doctor is offered, in DxEvolve's order (without PubMed,
// which needs the network).
var DefaultTools = []string{cdm.ActPE, cdm.ActLabs, cdm.ActImaging, cdm.ActExperience, cdm.ActGuideline}

// HospitalTools are the actions of a doctor in the simulated hospital: the benchmark's, plus
// procedures (ECG, endoscopy, biopsy...) and sending the patient back to triage.
var HospitalTools = append(append([]string(nil), DefaultTools...), cdm.ActProcedure, cdm.ActRefer)

// toolNotes says what each action does and how to word its input.
var toolNotes = map[string]string{
	cdm.ActProcedure:  "performs one non-imaging study named in Action Input (e.g. 12-lead electrocardiogram, Upper endoscopy, Skin biopsy) and returns its report.",
	cdm.ActRefer:      "sends the patient back to triage for another department when the problem is not this department's; Action Input is the reason. Use it only when the patient clearly belongs elsewhere.",
	cdm.ActPE:         "returns the bedside examination findings; no input needed. Do it first.",
	cdm.ActLabs:       "returns results of the laboratory tests named in Action Input, separated by commas (e.g. CBC, Lipase, CRP).",
	cdm.ActImaging:    "returns the report of one study; Action Input names region and modality (e.g. Abdomen Ultrasound, Abdomen CT).",
	cdm.ActExperience: "searches experience from earlier patients; Action Input is a short case summary (age, sex, complaint, pattern, duration, key findings).",
	cdm.ActGuideline:  "searches clinical guidelines; Action Input is a short clinical question.",
	cdm.ActLiterature: "searches the medical literature; Action Input is a few keywords.",
}

// Prompt shapes the DCR messages.
type Prompt struct {
	Tools []string // offered actions; nil means DefaultTools
}

func (p Prompt) tools() []string {
	if len(p.Tools) == 0 {
		return DefaultTools
	}
	return p.Tools
}

func has(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// System writes the system message: the doctor's role, the two reply formats, the rules and
// the tools. cap is the step cap; requireCore adds the rule that examination, a laboratory test
// and an imaging study (and an experience search, when offered) come before the diagnosis.
func (p Prompt) System(stepCap int, requireCore bool) string {
	if stepCap <= 0 {
		stepCap = cdm.StepCap
	}
	tools := p.tools()
	var b strings.Builder
	b.WriteString("You are an attending physician working up a patient with acute abdominal complaints. " +
		"You reason step by step and gather evidence only through the tools listed below; you never assume a result you have not requested.\n\n")
	b.WriteString("Every reply takes exactly one of two forms.\n\n")
	fmt.Fprintf(&b, "Form 1, to request evidence:\nThought: Step N of %d: one or two sentences on why this request comes next.\n"+
		"Action: the name of one tool, exactly as listed\nAction Input: what to order (see the tool list)\n\n", stepCap)
	b.WriteString("Form 2, to conclude:\nThought: one or two sentences on why the evidence is sufficient.\n" +
		"Final Diagnosis: one specific diagnosis, in standard medical terms\n\n")
	b.WriteString("Rules:\n")
	rules := []string{
		"Write one request per reply and then stop; the result comes back in the next message as \"Observation:\". Never write an observation yourself.",
		fmt.Sprintf("You have at most %d steps. A reply without a final diagnosis after the last step counts as a wrong diagnosis.", stepCap),
		"Give a single diagnosis, not a list of differentials.",
		"Imaging input is a region followed by a modality, e.g. \"Abdomen Ultrasound\".",
	}
	if requireCore {
		core := "Before the final diagnosis, perform a physical examination, at least one laboratory test and at least one imaging study"
		if has(tools, cdm.ActExperience) {
			core += ", and use Experience Search at least once"
		}
		rules = append(rules, core+".")
	}
	if has(tools, cdm.ActExperience) || has(tools, cdm.ActGuideline) {
		rules = append(rules, "Use what a search returns only where it agrees with this patient's own findings.")
	}
	rules = append(rules, "When no remaining request would change your mind, give your best final diagnosis.")
	for i, r := range rules {
		fmt.Fprintf(&b, "%d. %s\n", i+1, r)
	}
	b.WriteString("\nTools:\n")
	for _, t := range tools {
		fmt.Fprintf(&b, "- %s: %s\n", t, toolNotes[t])
	}
	return strings.TrimRight(b.String(), "\n")
}

// fullInfoSystem is the system message when the whole record is given at once.
const fullInfoSystem = "You are an attending physician. You are given the complete record of a patient with acute abdominal complaints: " +
	"history, physical examination, laboratory results and imaging reports. Read it and commit to one diagnosis.\n\n" +
	"Reply in exactly this form:\nThought: one or two sentences on the decisive findings.\n" +
	"Final Diagnosis: one specific diagnosis, in standard medical terms"

// Messages builds the chat messages for the state, in DxEvolve's layout: system; the history
// as the first user message; then per finished step the assistant's "Thought: {reply}" and the
// user's "Observation: {observation}"; the trailing "Thought:" is merged into the last user
// message so that the conversation always ends on a user turn.
func (p Prompt) Messages(s *dcr.State) []Message {
	var msgs []Message
	if s.FullRecord != "" {
		msgs = []Message{
			{Role: RoleSystem, Content: fullInfoSystem},
			{Role: RoleUser, Content: "Patient Record:\n" + strings.TrimSpace(s.FullRecord) + "\n\nGIVE YOUR FINAL DIAGNOSIS:"},
		}
	} else {
		msgs = []Message{
			{Role: RoleSystem, Content: p.System(s.StepCap, s.RequireCore)},
			{Role: RoleUser, Content: "Patient History:\n" + strings.TrimSpace(s.History) + "\n\nBEGIN YOUR DIAGNOSTIC PROCESS:"},
		}
	}
	for _, st := range s.Steps {
		msgs = append(msgs,
			Message{Role: RoleAssistant, Content: "Thought: " + st.Raw},
			Message{Role: RoleUser, Content: "Observation: " + st.Observation})
	}
	msgs[len(msgs)-1].Content += "\nThought:"
	return msgs
}

var (
	reLeadThought = regexp.MustCompile(`(?i)^\s*(?:\*\*)?thought(?:\*\*)?\s*:(?:\*\*)?\s*`)
	reInventedObs = regexp.MustCompile(`(?i)(?:^|\n)[ \t*]*observations?\s*:`)
)

// Clean turns a raw DCR reply into the step text: one leading "Thought:" is dropped (the prompt
// already ends in it), everything from an invented "Observation:" on is cut (servers that ignore
// the stop strings), any remaining stop string is removed, and the ends are trimmed.
func Clean(reply string, stop []string) string {
	s := reply
	if loc := reLeadThought.FindStringIndex(s); loc != nil {
		s = s[loc[1]:]
	}
	if loc := reInventedObs.FindStringIndex(s); loc != nil {
		s = s[:loc[0]]
	}
	for _, w := range stop {
		if w != "" {
			s = strings.ReplaceAll(s, w, "")
		}
	}
	return strings.TrimSpace(s)
}
