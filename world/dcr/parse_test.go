package dcr

import (
	"strconv"
	"strings"
	"testing"

	"agenthospital/world/cdm"
)

func TestParseReply(t *testing.T) {
	cases := []struct {
		text, action, input string
	}{
		{"Thought: examine first.\nAction: Physical Examination\nAction Input: None", cdm.ActPE, ""},
		{"Thought: x\nAction: Laboratory Tests\nAction Input: CBC, lipase and LFTs", cdm.ActLabs, "CBC, lipase and LFTs"},
		{"Action: Laboratory Tests - Amylase\nAction Input: lipase", cdm.ActLabs, "Amylase lipase"},
		{"Action: labs\nAction Input: urine hcg", cdm.ActLabs, "urine hcg"},
		{"**Action:** Imaging\n**Action Input:** Abdomen Ultrasound", cdm.ActImaging, "Abdomen Ultrasound"},
		{"Action: Imaging\nAction Input: CT abdomen\nObservation: made up report", cdm.ActImaging, "CT abdomen"},
		{"Action: Experience Search\nAction Input: 45M RLQ pain fever", cdm.ActExperience, "45M RLQ pain fever"},
		{"Action: Guideline Search\nAction Input: appendicitis workup", cdm.ActGuideline, "appendicitis workup"},
		{"Thought: enough.\nFinal Diagnosis: Acute appendicitis", cdm.ActFinal, ""},
		{"Action: Imaging\nAction Input: ", cdm.ActInvalid, ""},
		{"Action: Dance\nAction Input: tango", cdm.ActInvalid, "tango"},
		{"I am not sure what to do.", cdm.ActInvalid, ""},
		// Usual LLM deviations.
		{"Thought: x\nAction: Laboratory Tests: CBC, lipase", cdm.ActLabs, "CBC, lipase"},
		{"Action: Laboratory Tests (CBC, lipase)", cdm.ActLabs, "CBC, lipase"},
		{"Action: Imaging\nAbdomen CT", cdm.ActImaging, "Abdomen CT"},
		{"Action: Imaging\n\nObservation: a scan", cdm.ActInvalid, ""},
		{"Action: Imaging\nAction Input: Abdomen CT Observation: invented", cdm.ActImaging, "Abdomen CT"},
		{"Action: Physical Examination\nAction Input: None\n\n**Observation:** invented\nThought: more\nAction: Imaging", cdm.ActPE, ""},
		{"Action 1: Physical Examination", cdm.ActPE, ""},
		{"**Action 2:** [Laboratory Tests]\n**Action Input:** [CBC]", cdm.ActLabs, "CBC"},
		{"Thought: x\n**Final Diagnosis**: Acute appendicitis\n**Treatment**: appendectomy", cdm.ActFinal, ""},
		{"Thought: x\n**Final Diagnosis:** Acute appendicitis", cdm.ActFinal, ""},
		{"Thought: x\nfinal diagnosis: acute appendicitis\nTreatment: antibiotics", cdm.ActFinal, ""},
		{"Final Diagnosis - Acute appendicitis", cdm.ActFinal, ""},
		{"Action: Laboratory Tests\nAction Input: lipase\nDiagnosis-specific panels later.", cdm.ActLabs, "lipase\nDiagnosis-specific panels later."},
		// A word that ends in "action" is no Action label.
		{"Thought: fecal impaction: hard stool on the film; transaction: none.\nAction: Imaging\nAction Input: Abdomen CT", cdm.ActImaging, "Abdomen CT"},
		{"Thought: impaction: likely.", cdm.ActInvalid, ""},
	}
	for _, c := range cases {
		p := ParseReply(c.text)
		if p.Action != c.action || p.Input != c.input {
			t.Errorf("%q:\n got (%q, %q) want (%q, %q) [%s]", c.text, p.Action, p.Input, c.action, c.input, p.Problem)
		}
	}
	p := ParseReply("Hypothesis: pancreatitis\nConfidence: 7\nAction: Imaging\nAction Input: Abdomen US")
	if p.Hypothesis != "pancreatitis" || p.Confidence != 7 {
		t.Errorf("hypothesis %q confidence %d", p.Hypothesis, p.Confidence)
	}
	if f := ParseReply("Thought: done\nFinal Diagnosis: Cholecystitis"); f.Output == "" {
		t.Error("final reply lost its output")
	}
	for _, text := range []string{"**Final Diagnosis**: Acute cholecystitis\n**Treatment**: cholecystectomy", "Final Diagnosis - Acute cholecystitis\nTreatment: cholecystectomy"} {
		out := ParseReply(text).Output
		if dx, _ := cdm.ParseDiagnosis(out); dx != "Acute cholecystitis" {
			t.Errorf("%q: output %q gives diagnosis %q", text, out, dx)
		}
	}
}

// parseReplyPlain is ParseReply as it was before its searches were narrowed (submatchAfter,
// indexFold, the bold-label check): the regular expressions alone, run over the whole text.
func parseReplyPlain(text string) Parsed {
	p := Parsed{Confidence: -1}
	text = reBoldLabel.ReplaceAllString(text, "$1:")
	if mayContainFold(text, "diagnosis") {
		text = reDxDash.ReplaceAllString(text, "$1: ")
	}
	if m := reHypothesis.FindStringSubmatch(text); m != nil {
		p.Hypothesis = strings.TrimSpace(strings.Trim(m[1], "*"))
	}
	if m := reConfidence.FindStringSubmatch(text); m != nil {
		if c, err := strconv.Atoi(m[1]); err == nil && c >= 0 && c <= 10 {
			p.Confidence = c
		}
	}
	if mayContainFold(text, "observation") {
		if loc := reObsCut.FindStringIndex(text); loc != nil {
			text = text[:loc[0]]
		}
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

// FuzzParseReplySame checks that ParseReply reads every reply as the plain regular
// expressions do.
func FuzzParseReplySame(f *testing.F) {
	f.Add("Thought: leading hypothesis Acute cholecystitis at 7/10.\nHypothesis: Acute cholecystitis\nConfidence: 7\nAction: Laboratory Tests\nAction Input: CBC")
	f.Add("Thought: x\nAction: Laboratory Tests\nAction Input: CBC")
	f.Add("Action: Imaging - CT\nAction Input: abdomen\nObservation: y")
	f.Add("Final Diagnosis: appendicitis\nTreatment: surgery")
	f.Add("hypothesis x\nHYPOTHESIS :\n \n\tq\nconfidence : 12 Confidence: 3")
	f.Add("***Action**:x **ACTION 2** : **Labs")
	f.Add("diagnosis\x1a and Diagnosis\u2013x")
	f.Add("Hypothe\u017fis: x\nAction: \u212aabs")
	f.Add("**Final Diagnosis**: x\nTreatment - y")
	f.Add("Thought: fecal impaction: x\nAction: Imaging\nAction Input: CT")
	f.Add("impaction:Action:\u212aabs")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := ParseReply(s), parseReplyPlain(s); got != want {
			t.Fatalf("ParseReply(%q) = %+v, the plain expressions give %+v", s, got, want)
		}
	})
}

func FuzzParseReply(f *testing.F) {
	f.Add("Thought: x\nAction: Laboratory Tests\nAction Input: CBC")
	f.Add("Action: Imaging - CT\nAction Input: abdomen\nObservation: y")
	f.Add("Final Diagnosis: appendicitis\nTreatment: surgery")
	f.Add("Action:\nInput:")
	f.Add("**Action 1:** [Imaging]\nAbdomen CT Observation: x")
	f.Add("**Final Diagnosis**: x\nTreatment - y")
	f.Add("Action: Laboratory Tests (CBC)")
	f.Fuzz(func(t *testing.T, s string) {
		a, b := ParseReply(s), ParseReply(s)
		if a != b {
			t.Fatal("not deterministic")
		}
		switch a.Action {
		case cdm.ActPE, cdm.ActLabs, cdm.ActImaging, cdm.ActExperience, cdm.ActGuideline, cdm.ActLiterature, cdm.ActFinal, cdm.ActInvalid:
		default:
			t.Fatalf("unexpected action %q", a.Action)
		}
		if (a.Action == cdm.ActLabs || a.Action == cdm.ActImaging) && a.Input == "" {
			t.Fatal("labs or imaging without input accepted")
		}
	})
}
