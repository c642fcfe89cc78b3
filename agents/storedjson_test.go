package agents

import (
	"encoding/json"
	"testing"
)

// The hand-written structured form is byte for byte what encoding/json writes, and falls back
// to it for what it does not write itself.
func TestStoredJSONAsEncodingJSON(t *testing.T) {
	cases := []stored{
		{},
		{Experience: Experience{Truth: "appendicitis", Evidence: map[string]bool{}}},
		{Experience: Experience{Truth: "appendicitis", Evidence: map[string]bool{"f:fever": true, "h:51301": false, "s:ct_abdomen:appendix_dilated": true},
			KeyTests: []string{"cbc", "ct_abdomen"}}, Answer: "cholecystitis", Tests: []string{"Physical Examination", "Laboratory Tests: CBC"},
			Conditions: []string{"f:fever"}},
		{Experience: Experience{Truth: "x", Evidence: map[string]bool{"w:rlq <pain>": true, "f:a&b": false}}, Tests: []string{}},
		{Experience: Experience{Truth: "x\u2028y", Evidence: map[string]bool{"\xff": true}}},
		{Experience: Experience{Truth: "x"}, Answer: `a "quoted" \ one`},
		{Experience: Experience{Truth: "x"}, Rule: &Rule{If: []string{"f:fever"}, Prefer: "x", Over: "y", Shift: 1.25}},
	}
	for i, s := range cases {
		want := mustJSON(&s)
		if got := storedJSON(&s, nil); got != want {
			t.Errorf("case %d: got\n%s\nwant\n%s", i, got, want)
		}
		if got := storedJSON(&s, sortedKeys(s.Experience.Evidence)); got != want {
			t.Errorf("case %d with sorted keys: got\n%s\nwant\n%s", i, got, want)
		}
		var back stored
		if err := json.Unmarshal([]byte(want), &back); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}

// The marked Jaccard overlap is jaccard's.
func TestMarkedJaccard(t *testing.T) {
	sets := [][]int32{nil, {}, {0}, {1, 2, 3}, {2, 3, 9}, {0, 5, 70}, {3}, {100, 200}}
	for _, a := range sets {
		m := markSet(a)
		for _, b := range sets {
			if got, want := m.jaccard(b), jaccard(a, b); got != want {
				t.Errorf("jaccard(%v, %v) = %v, want %v", a, b, got, want)
			}
		}
		m.release()
	}
}
