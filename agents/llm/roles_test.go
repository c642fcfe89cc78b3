package llm

import (
	"context"
	"errors"
	"strings"
	"testing"

	"agenthospital/agents/llm/llmtest"
)

var deps = []Department{{ID: "ed", Name: "Emergency"}, {ID: "gi-surg", Name: "General surgery"}, {ID: "medicine", Name: "Internal medicine"}}

func TestParseTriage(t *testing.T) {
	good := map[string]string{"ed": "ed", " GI-SURG.\n": "gi-surg", "Department: medicine": "medicine", "`ed`": "ed", "**gi-surg**": "gi-surg", "Department id: ED": "ed"}
	for in, want := range good {
		if got, err := ParseTriage(in, deps); err != nil || got != want {
			t.Errorf("%q: %q %v", in, got, err)
		}
	}
	for _, in := range []string{"", "surgery", "ed or medicine", "I would send them to ed", "cardiology"} {
		if got, err := ParseTriage(in, deps); !errors.Is(err, ErrNoDepartment) || got != "" {
			t.Errorf("%q accepted as %q", in, got)
		}
	}
}

func FuzzParseTriage(f *testing.F) {
	f.Add("ed")
	f.Add("Department: gi-surg.")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseTriage(s, deps)
		if err != nil {
			return
		}
		for _, d := range deps {
			if d.ID == got {
				return
			}
		}
		t.Fatalf("%q gave unlisted %q", s, got)
	})
}

func TestReveals(t *testing.T) {
	terms := []string{"Acute appendicitis", "appendicitis", "inflamed appendix"}
	cases := map[string]bool{
		"It hurts low on the right.":            false,
		"Maybe it is appendicitis?":             true,
		"My friend had an INFLAMED appendix.":   true,
		"I had my appendix checked years ago.":  false,
		"appendicitises are not a word I know.": false,
	}
	for text, want := range cases {
		if _, got := Reveals(text, terms); got != want {
			t.Errorf("%q: %v", text, got)
		}
	}
}

func TestPatientAndNurseCalls(t *testing.T) {
	srv := llmtest.New(llmtest.Options{
		Patient: []llmtest.Keyword{{Word: "where", Answer: "Patient: Down on the right side of my belly."}, {Word: "what do you think", Answer: "I read online it is appendicitis."}},
		Triage:  []llmtest.Keyword{{Word: "belly", Answer: "gi-surg"}, {Word: "dizzy", Answer: "Neurology"}},
	})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), nil)
	ctx := context.Background()
	in := PatientInput{ID: 1, Record: "Pain started around the navel and moved to the lower right belly.", Question: "Where does it hurt?",
		Disease: "appendicitis", Synonyms: []string{"acute appendicitis"}}
	ans, err := c.AnswerAsPatient(ctx, in)
	if err != nil || ans != "Down on the right side of my belly." {
		t.Errorf("answer %q %v", ans, err)
	}
	in.Question = "What do you think you have?"
	if ans, err := c.AnswerAsPatient(ctx, in); !errors.Is(err, ErrRevealed) || ans != "" {
		t.Errorf("revealing answer passed: %q %v", ans, err)
	}
	msgs := PatientMessages(in)
	if !strings.Contains(msgs[0].Content, in.Record) || strings.Contains(msgs[0].Content, "appendicitis") {
		t.Errorf("patient prompt: %q", msgs[0].Content)
	}
	id, err := c.Triage(ctx, TriageInput{ID: 2, Age: 30, Sex: "woman", Complaint: "My belly hurts", Departments: deps})
	if err != nil || id != "gi-surg" {
		t.Errorf("triage %q %v", id, err)
	}
	if id, err := c.Triage(ctx, TriageInput{ID: 3, Age: 70, Sex: "man", Complaint: "I feel dizzy", Departments: deps}); !errors.Is(err, ErrNoDepartment) || id != "" {
		t.Errorf("unlisted department accepted: %q %v", id, err)
	}
	if id, err := c.Triage(ctx, TriageInput{ID: 4, Age: 50, Sex: "man", Complaint: "cough", Departments: deps}); err != nil || id != "ed" {
		t.Errorf("default triage %q %v", id, err)
	}
}
