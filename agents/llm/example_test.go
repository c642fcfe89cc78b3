package llm_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"agenthospital/agents/llm"
	"agenthospital/agents/llm/llmtest"
	"agenthospital/world/dcr"
)

// Wiring a doctor: record a run against a server, then replay it with no server at all.
func Example() {
	srv := llmtest.New(llmtest.Options{Diagnoses: []llmtest.Keyword{{Word: "epigastric", Answer: "Acute pancreatitis"}}})
	defer srv.Close()
	dir, _ := os.MkdirTemp("", "llm-example")
	defer os.RemoveAll(dir)
	store, err := llm.OpenBolt(filepath.Join(dir, "calls.db"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer store.Close()

	cfg := llm.DefaultConfig()
	cfg.Model, cfg.BaseURL, cfg.Record = "fake-dcr", srv.BaseURL(), store
	client, err := llm.NewClient(llm.FromEnv(cfg))
	if err != nil {
		fmt.Println(err)
		return
	}
	doctor := llm.NewBrain(context.Background(), client, llm.Prompt{})
	state := &dcr.State{HadmID: 1, History: "50 year old man with epigastric pain.", StepCap: 20}
	live, _ := doctor.Reply(state).Wait()

	cfg.Record, cfg.Replay, cfg.BaseURL = nil, store, ""
	replayer, _ := llm.NewClient(cfg)
	again, _ := llm.NewBrain(context.Background(), replayer, llm.Prompt{}).Reply(state).Wait()
	fmt.Println(live == again)
	fmt.Println(live)
	// Output:
	// true
	// Step 1: I start at the bedside.
	// Action: Physical Examination
	// Action Input: None
}
