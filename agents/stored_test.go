package agents

import (
	"encoding/json"
	"reflect"
	"testing"
)

// Practice mirrors a new case or DCP from the structured form consolidation built instead of
// parsing its JSON again: the copy (cloneSharingEvidence, then internStored, as Recall.add makes
// it) must be what the JSON reads back as, and share nothing.
func TestStoredCloneReadsAsJSON(t *testing.T) {
	forms := []*stored{
		{Experience: Experience{Truth: "appendicitis", Evidence: map[string]bool{"f:rlq_pain": true, "h:51301": false, "w:<migrating> & pain": true},
			KeyTests: []string{"ct_abdomen"}}, Answer: "appendicitis", Tests: []string{"cbc", "ct_abdomen"}, Conditions: []string{"f:rlq_pain"}},
		{Experience: Experience{Truth: "gastroenteritis", Evidence: map[string]bool{}}, Tests: []string{}},
		{Experience: Experience{Truth: "x"}, Rule: &Rule{If: []string{"f:a"}, Prefer: "x", Over: "y", Shift: 1.234567}},
	}
	for i, s := range forms {
		if !s.sameAfterJSON() {
			t.Fatalf("form %d: valid UTF-8 throughout, yet not the same after JSON", i)
		}
		var back stored
		if err := json.Unmarshal([]byte(mustJSON(s)), &back); err != nil {
			t.Fatal(err)
		}
		c := s.cloneSharingEvidence()
		(&Recall{strs: map[string]string{}}).internStored(&c)
		if mustJSON(c) != mustJSON(back) || !reflect.DeepEqual(c.Experience.Evidence, back.Experience.Evidence) {
			t.Errorf("form %d: clone %s, JSON reads back %s", i, mustJSON(c), mustJSON(back))
		}
		for k := range c.Experience.Evidence {
			c.Experience.Evidence[k] = !c.Experience.Evidence[k]
		}
		if len(c.Tests) > 0 {
			c.Tests[0] = "changed"
		}
		if mustJSON(s) == mustJSON(c) && len(s.Experience.Evidence)+len(s.Tests) > 0 {
			t.Errorf("form %d: the clone shares its maps or lists with the original", i)
		}
	}
	bad := &stored{Experience: Experience{Truth: "x", Evidence: map[string]bool{"w:caf\xe9": true}}}
	if bad.sameAfterJSON() {
		t.Error("invalid UTF-8 in an evidence key reads back changed, but sameAfterJSON says it does not")
	}
}
