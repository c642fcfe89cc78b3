package llm

import (
	"context"
	"errors"
	"strings"
	"testing"

	"agenthospital/agents/llm/llmtest"
	"agenthospital/world/cdm"
)

func TestParseDCP(t *testing.T) {
	good := []string{
		"Experience Pattern: a\nTest Ordering Insight: b\nDiagnostic Decision Insight: c",
		"\n\nExperience Pattern: a\n\nTest Ordering Insight: b\n\nDiagnostic Decision Insight: c\n",
		"**Experience Pattern:** a\n**Test Ordering Insight**: b\ndiagnostic decision insight: c",
		"Experience Pattern:\na\nTest Ordering Insight: b\nDiagnostic Decision Insight: c",
	}
	for _, s := range good {
		d, err := ParseDCP(s)
		if err != nil || d != (DCP{"a", "b", "c"}) {
			t.Errorf("%q: %+v %v", s, d, err)
		}
	}
	d, err := ParseDCP("Experience Pattern: a\nmore a\nTest Ordering Insight: b\nDiagnostic Decision Insight: c")
	if err != nil || d.Pattern != "a more a" {
		t.Errorf("continuation: %+v %v", d, err)
	}
	bad := []string{
		"",
		"Here is the unit:\nExperience Pattern: a\nTest Ordering Insight: b\nDiagnostic Decision Insight: c",
		"Experience Pattern: a\nTest Ordering Insight: b",
		"Experience Pattern: a\nDiagnostic Decision Insight: c\nTest Ordering Insight: b",
		"Experience Pattern: a\nTest Ordering Insight: b\nTest Ordering Insight: b2\nDiagnostic Decision Insight: c",
		"Experience Pattern: \nTest Ordering Insight: b\nDiagnostic Decision Insight: c",
		"Experience Pattern a\nTest Ordering Insight: b\nDiagnostic Decision Insight: c",
	}
	for _, s := range bad {
		if d, err := ParseDCP(s); err == nil || !errors.Is(err, ErrMalformedDCP) || d != (DCP{}) {
			t.Errorf("%q accepted: %+v %v", s, d, err)
		}
	}
	if got := (DCP{"a", "b", "c"}).Text(); got != good[0] {
		t.Errorf("Text %q", got)
	}
}

func FuzzParseDCP(f *testing.F) {
	f.Add("Experience Pattern: a\nTest Ordering Insight: b\nDiagnostic Decision Insight: c")
	f.Add("**Experience Pattern:** a\n\nmore\nTest Ordering Insight: b\nDiagnostic Decision Insight: c")
	f.Add("Experience Pattern:\nTest Ordering Insight: b")
	f.Add("x\nExperience Pattern: a")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDCP(s)
		if err != nil {
			if d != (DCP{}) {
				t.Fatalf("half-parsed DCP on error: %+v", d)
			}
			if !errors.Is(err, ErrMalformedDCP) {
				t.Fatalf("error does not wrap ErrMalformedDCP: %v", err)
			}
			return
		}
		if d.Pattern == "" || d.Ordering == "" || d.Decision == "" {
			t.Fatalf("empty field accepted: %+v", d)
		}
		for _, v := range []string{d.Pattern, d.Ordering, d.Decision} {
			if strings.Contains(v, "\n") {
				t.Fatalf("newline in field %q", v)
			}
		}
		// What we write we read back unchanged.
		d2, err := ParseDCP(d.Text())
		if err != nil || d2 != d {
			t.Fatalf("round trip: %+v -> %+v %v", d, d2, err)
		}
	})
}

func TestDCPPromptAndWriter(t *testing.T) {
	in := DCPInput{HadmID: 9, History: "45 year old man with\nepigastric pain.",
		Steps: []cdm.Step{
			{Action: cdm.ActPE, Observation: "Physical Examination:\nAbd: tender."},
			{Action: cdm.ActLabs, Input: "Lipase", Observation: "Laboratory Tests:\n(Blood) Lipase: 1230 " + strings.Repeat("x", 40000)},
		},
		FinalDiagnosis: "Final Diagnosis: Acute pancreatitis", GroundTruth: "pancreatitis", Correct: true,
		Feedback: "No major deficiencies.", ClinicianOrders: "The clinician used Physical Examination."}
	p := DCPPrompt(in)
	for _, want := range []string{"Patient history: 45 year old man with epigastric pain.", "[1] Physical Examination:  -> Physical Examination: Abd: tender.",
		"[2] Laboratory Tests: Lipase -> Laboratory Tests: (Blood) Lipase: 1230", "Ground truth diagnosis: pancreatitis", "Correctness: Correct",
		"Clinician test orders: The clinician used", "Diagnostic Decision Insight: <...>"} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q", want)
		}
	}
	if len(p) > maxObs+5000 {
		t.Errorf("observation not bounded: %d chars", len(p))
	}
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), nil)
	d, err := c.WriteDCP(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Pattern, "Acute pancreatitis") || d.Ordering == "" || d.Decision == "" {
		t.Errorf("%+v", d)
	}
	// A malformed answer is an error, never a half-parsed DCP.
	srv2 := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: llmtest.Malformed}}})
	defer srv2.Close()
	c2 := newTestClient(t, srv2.BaseURL(), nil)
	if d, err := c2.WriteDCP(context.Background(), in); !errors.Is(err, ErrMalformedDCP) || d != (DCP{}) {
		t.Errorf("malformed answer: %+v %v", d, err)
	}
}
