package dcr

import (
	"errors"
	"strings"
	"testing"

	"agenthospital/world/cdm"
)

// fakeMemory answers Experience Search from a fixed log and records what it was asked.
type fakeMemory struct {
	queries []string
	seen    []int // steps the state held at each search
	fail    bool
}

func (m *fakeMemory) Search(s *State, q string) (string, *cdm.Retrieval, error) {
	if m.fail {
		return "", nil, errors.New("index closed")
	}
	m.queries = append(m.queries, q)
	m.seen = append(m.seen, len(s.Steps))
	return "1 applicable experience", &cdm.Retrieval{Query: q, Items: []cdm.Retrieved{
		{ID: "a", Kind: "dcp", Used: true, Why: "holds: epigastric pain"},
		{ID: "b", Kind: "case", Why: "contradicted: the patient has no fever"},
	}}, nil
}

func TestExperienceSearch(t *testing.T) {
	_, res, prices := setup(t)
	enc := testEncounter()

	// Without a memory the search says so, and the core rule does not ask for it.
	env := NewEnv(enc, res, prices, nil, true)
	st := do(env, cdm.ActExperience, "epigastric pain")
	if st.Available || !strings.Contains(st.Observation, "No experience memory is attached") || st.Retrieval != nil {
		t.Fatalf("no memory: %+v", st)
	}

	// With one, the loop passes the episode so far and the query, logs the retrieval with the
	// step, and the core rule requires a search before the final diagnosis.
	mem := &fakeMemory{}
	loop := script{"Action: Physical Examination\nAction Input: None", "Action: Laboratory Tests\nAction Input: lipase",
		"Action: Imaging\nAction Input: CT abdomen", "Final Diagnosis: pancreatitis",
		"Action: Experience Search\nAction Input: epigastric pain, vomiting", "Final Diagnosis: pancreatitis"}
	tr, err := Run(enc, &loop, Options{Labs: res, Prices: prices, RequireCore: true, Memory: mem})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Steps) != 5 || !strings.Contains(tr.Steps[3].Observation, "an experience search") {
		t.Fatalf("core rule with memory: %d steps\n%+v", len(tr.Steps), tr.Steps)
	}
	s := tr.Steps[4]
	if s.Action != cdm.ActExperience || !s.Available || s.Retrieval == nil || len(s.Retrieval.Items) != 2 ||
		!strings.HasPrefix(s.Observation, "Experience Search:\n1 applicable") {
		t.Fatalf("search step: %+v", s)
	}
	if len(mem.queries) != 1 || mem.queries[0] != "epigastric pain, vomiting" || mem.seen[0] != 4 {
		t.Fatalf("memory asked %q with %v steps", mem.queries, mem.seen)
	}

	// A memory failure ends the episode with an error naming the encounter and step.
	loop = script{"Action: Experience Search\nAction Input: pain"}
	if _, err := Run(enc, &loop, Options{Labs: res, Prices: prices, Memory: &fakeMemory{fail: true}}); err == nil ||
		!strings.Contains(err.Error(), "hadm 20000001 step 1: experience search: index closed") {
		t.Fatalf("memory failure: %v", err)
	}
}
