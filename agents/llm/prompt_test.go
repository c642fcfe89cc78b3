package llm

import (
	"strings"
	"testing"

	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

func TestMessagesLayout(t *testing.T) {
	s := &dcr.State{HadmID: 1, History: " 45M epigastric pain. ", StepCap: 15, RequireCore: true}
	m := Prompt{}.Messages(s)
	if len(m) != 2 || m[0].Role != RoleSystem || m[1].Role != RoleUser {
		t.Fatalf("first call: %+v", m)
	}
	if want := "Patient History:\n45M epigastric pain.\n\nBEGIN YOUR DIAGNOSTIC PROCESS:\nThought:"; m[1].Content != want {
		t.Errorf("first user message %q", m[1].Content)
	}
	for _, want := range []string{"Step N of 15", "Action Input:", "Final Diagnosis:", "Experience Search at least once", "- Guideline Search:", "- Imaging:"} {
		if !strings.Contains(m[0].Content, want) {
			t.Errorf("system message lacks %q", want)
		}
	}
	s.Steps = []cdm.Step{
		{Raw: "Step 1: exam.\nAction: Physical Examination\nAction Input: None", Observation: "Physical Examination:\nAbd: tender."},
		{Raw: "Step 2: labs.\nAction: Laboratory Tests\nAction Input: Lipase", Observation: "Laboratory Tests:\n(Blood) Lipase: 900"},
	}
	m = Prompt{}.Messages(s)
	roles := []string{RoleSystem, RoleUser, RoleAssistant, RoleUser, RoleAssistant, RoleUser}
	if len(m) != len(roles) {
		t.Fatalf("%d messages", len(m))
	}
	for i, r := range roles {
		if m[i].Role != r {
			t.Errorf("message %d role %s, want %s", i, m[i].Role, r)
		}
	}
	if !strings.HasSuffix(m[1].Content, "PROCESS:") || m[2].Content != "Thought: "+s.Steps[0].Raw ||
		m[5].Content != "Observation: Laboratory Tests:\n(Blood) Lipase: 900\nThought:" {
		t.Errorf("%q / %q / %q", m[1].Content, m[2].Content, m[5].Content)
	}
	// Without Experience Search offered and without the core rule, neither is mentioned.
	sys := Prompt{Tools: []string{cdm.ActPE, cdm.ActLabs, cdm.ActImaging}}.System(20, false)
	if strings.Contains(sys, "Experience Search") || strings.Contains(sys, "Before the final diagnosis") {
		t.Errorf("system message mentions what is not offered:\n%s", sys)
	}
	full := Prompt{}.Messages(&dcr.State{FullRecord: "@@@ PATIENT HISTORY @@@\nx\n"})
	if len(full) != 2 || !strings.HasPrefix(full[1].Content, "Patient Record:\n@@@ PATIENT HISTORY @@@") || !strings.HasSuffix(full[1].Content, "DIAGNOSIS:\nThought:") ||
		strings.Contains(full[0].Content, "Action Input") {
		t.Errorf("full-info messages %+v", full)
	}
}

func TestClean(t *testing.T) {
	cases := map[string]string{
		"Thought: Step 1: exam.\nAction: Physical Examination\nAction Input: None":                     "Step 1: exam.\nAction: Physical Examination\nAction Input: None",
		"  thought: a\nAction: Imaging\nAction Input: Abdomen CT\nObservation: made up\nThought: more": "a\nAction: Imaging\nAction Input: Abdomen CT",
		"**Thought:** a\nFinal Diagnosis: x\n\n**Observation:** none":                                  "a\nFinal Diagnosis: x",
		"Step 2.\nAction: Laboratory Tests\nAction Input: CBC\nobservations: x":                        "Step 2.\nAction: Laboratory Tests\nAction Input: CBC",
		"a Thought: b":                 "a Thought: b",
		"Action: Imaging Observation:": "Action: Imaging",
	}
	for in, want := range cases {
		if got := Clean(in, DefaultStop); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}
