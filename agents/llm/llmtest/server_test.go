package llmtest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
)

func post(t *testing.T, s *Server, msgs ...message) (int, string) {
	t.Helper()
	body, _ := json.Marshal(request{Model: "m", Messages: msgs, Stop: []string{"Observation:"}})
	resp, err := http.Post(s.BaseURL()+"/chat/completions", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Choices []struct {
			Message message `json:"message"`
		} `json:"choices"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || len(out.Choices) == 0 {
		return resp.StatusCode, ""
	}
	return resp.StatusCode, out.Choices[0].Message.Content
}

func TestPolicyReadsContent(t *testing.T) {
	s := New(Options{Diagnoses: []Keyword{{Word: "epigastric", Answer: "Acute pancreatitis"}}})
	defer s.Close()
	hist := message{Role: "user", Content: "Patient History:\nepigastric pain\n\nBEGIN YOUR DIAGNOSTIC PROCESS:\nThought:"}
	steps := []string{"Physical Examination", "Laboratory Tests", "Imaging"}
	msgs := []message{{Role: "system", Content: "doctor"}, hist}
	for _, want := range steps {
		code, text := post(t, s, msgs...)
		if code != 200 || !strings.Contains(text, "Action: "+want) || strings.Contains(text, "Observation") {
			t.Fatalf("want %s, got %d %q", want, code, text)
		}
		msgs = append(msgs, message{Role: "assistant", Content: "Thought: " + text}, message{Role: "user", Content: "Observation: ok\nThought:"})
	}
	if _, text := post(t, s, msgs...); !strings.HasSuffix(text, "Final Diagnosis: Acute pancreatitis") {
		t.Errorf("final %q", text)
	}
	// The same conversation again gets the same first reply, whatever came before.
	_, a := post(t, s, msgs[:2]...)
	_, b := post(t, s, msgs[:2]...)
	if a != b || !strings.Contains(a, "Physical Examination") {
		t.Errorf("%q vs %q", a, b)
	}
}

func TestFaultsByCallNumberAndCount(t *testing.T) {
	s := New(Options{Faults: []Fault{{Kind: RateLimit, Every: 3}, {Kind: Unavailable, Match: "boom", Times: 1}}})
	defer s.Close()
	u := message{Role: "user", Content: "x"}
	var codes []int
	for range 6 {
		c, _ := post(t, s, u)
		codes = append(codes, c)
	}
	if want := []int{200, 200, 429, 200, 200, 429}; !slices.Equal(codes, want) {
		t.Errorf("codes %v, want %v", codes, want)
	}
	c1, _ := post(t, s, message{Role: "user", Content: "boom"})
	c2, _ := post(t, s, message{Role: "user", Content: "boom"})
	if c1 != 503 || c2 != 200 {
		t.Errorf("boom codes %d %d", c1, c2)
	}
	if s.Calls() != 8 || s.FaultCount(RateLimit) != 2 || s.FaultCount(Unavailable) != 1 {
		t.Errorf("calls %d faults %v", s.Calls(), s.Faults())
	}
}
