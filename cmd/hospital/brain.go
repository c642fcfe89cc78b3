package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"

	"agenthospital/agents"
	"agenthospital/agents/llm"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// brainFlags are the flags that choose and configure a doctor's brain. The LLM settings come
// from the flags, then the environment (OPENAI_BASE_URL, OPENAI_API_KEY); the key is never
// printed, logged or recorded.
type brainFlags struct {
	brain       string
	model       string
	baseURL     string
	concurrency int
	temperature float64
	maxTokens   int
	replay      string
	budget      int64
}

func (b *brainFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&b.brain, "brain", "offline", "the doctor's brain: offline (embedded, no network) or llm (an OpenAI-compatible server)")
	fs.StringVar(&b.model, "model", "", "llm: the model name as the server knows it")
	fs.StringVar(&b.baseURL, "base-url", "", "llm: the server's URL up to /v1 (default $OPENAI_BASE_URL, else https://api.openai.com/v1)")
	fs.IntVar(&b.concurrency, "concurrency", 8, "llm: episodes waiting on the model at once")
	b.temperature = math.NaN()
	fs.Func("temperature", "llm: sampling temperature 0..2 (default 0.1, DxEvolve's)", func(v string) error {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || x < 0 || x > 2 {
			return fmt.Errorf("expected a temperature between 0 and 2, got %q", v)
		}
		b.temperature = x
		return nil
	})
	fs.IntVar(&b.maxTokens, "max-tokens", 0, "llm: most tokens per reply (0: the server's default)")
	fs.StringVar(&b.replay, "replay", "", "llm: answer every call from the recording in this run `directory` (its llm.db); no server is contacted, a call never recorded is an error")
	fs.Int64Var(&b.budget, "budget-tokens", 0, "llm: stop starting new episodes once this many tokens are spent (0: no budget)")
}

// check validates the brain flags.
func (b *brainFlags) check(cmd string) error {
	switch {
	case b.brain != "offline" && b.brain != "llm":
		return usagef("%s: --brain must be offline or llm, got %q", cmd, b.brain)
	case b.brain == "offline" && (b.model != "" || b.baseURL != "" || b.replay != ""):
		return usagef("%s: --model, --base-url and --replay need --brain llm", cmd)
	case b.brain == "llm" && b.model == "" && b.replay == "":
		return usagef("%s: --brain llm needs --model NAME (or --replay DIR)", cmd)
	case b.concurrency < 1 || b.concurrency > 1024:
		return usagef("%s: --concurrency must be 1..1024, got %d", cmd, b.concurrency)
	case b.maxTokens < 0 || b.budget < 0:
		return usagef("%s: --max-tokens and --budget-tokens must be >= 0", cmd)
	}
	return nil
}

// recordedConfig is llm-config.json: the sampling settings of a recorded run (never the key or
// the server's address), which a replay reuses.
type recordedConfig struct {
	Model       string  `json:"model"`
	Temperature float32 `json:"temperature"`
	TopP        float32 `json:"top_p"`
	TopK        int     `json:"top_k"`
	MaxTokens   int     `json:"max_tokens"`
}

// llmBrain is an LLM doctor with its client and recording.
type llmBrain struct {
	brain  *llm.Brain
	client *llm.Client
	rec    *llm.BoltStore
	budget int64
}

// newLLMBrain opens the recording (OUT/llm.db, or the --replay directory's) and the client.
func newLLMBrain(ctx context.Context, b *brainFlags, out string) (*llmBrain, error) {
	cfg := llm.FromEnv(llm.DefaultConfig())
	cfg.Model = b.model
	switch {
	case b.baseURL != "":
		cfg.BaseURL = b.baseURL
	case os.Getenv("OPENAI_BASE_URL") != "":
		cfg.BaseURL = os.Getenv("OPENAI_BASE_URL")
	}
	cfg.Concurrency = b.concurrency
	if !math.IsNaN(b.temperature) {
		cfg.Temperature = float32(b.temperature)
	}
	cfg.MaxTokens = b.maxTokens
	path := filepath.Join(out, "llm.db")
	if b.replay != "" {
		path = filepath.Join(b.replay, "llm.db")
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("--replay %s: no recording (%s): %w", b.replay, path, err)
		}
		// The recorded run's settings, unless a flag says otherwise (a different setting makes
		// different requests, which the recording does not hold: that fails loudly).
		var rc recordedConfig
		raw, err := os.ReadFile(filepath.Join(b.replay, "llm-config.json"))
		if err != nil || json.Unmarshal(raw, &rc) != nil {
			return nil, fmt.Errorf("--replay %s: llm-config.json missing or unreadable (expected the settings of the recorded run)", b.replay)
		}
		if b.model == "" {
			cfg.Model = rc.Model
		}
		if math.IsNaN(b.temperature) {
			cfg.Temperature = rc.Temperature
		}
		if b.maxTokens == 0 {
			cfg.MaxTokens = rc.MaxTokens
		}
		cfg.TopP, cfg.TopK = rc.TopP, rc.TopK
	} else {
		rc := recordedConfig{Model: cfg.Model, Temperature: cfg.Temperature, TopP: cfg.TopP, TopK: cfg.TopK, MaxTokens: cfg.MaxTokens}
		if err := writeJSON(filepath.Join(out, "llm-config.json"), rc); err != nil {
			return nil, err
		}
	}
	rec, err := llm.OpenBolt(path)
	if err != nil {
		return nil, err
	}
	if b.replay != "" {
		cfg.Replay = rec
	} else {
		cfg.Record = rec
	}
	c, err := llm.NewClient(cfg)
	if err != nil {
		rec.Close()
		return nil, err
	}
	return &llmBrain{brain: llm.NewBrain(ctx, c, llm.Prompt{}), client: c, rec: rec, budget: b.budget}, nil
}

// overBudget reports whether the token budget is spent.
func (l *llmBrain) overBudget() bool {
	if l.budget <= 0 {
		return false
	}
	s := l.client.Stats()
	return s.PromptTokens+s.CompletionTokens >= l.budget
}

// Close closes the recording.
func (l *llmBrain) Close() error { return l.rec.Close() }

// invalid reports whether err is a model call that failed for good (the episode is then
// scored as the benchmark scores an episode without a diagnosis), as opposed to a failure of
// the program.
func invalid(err error) bool {
	var ce *llm.CallError
	return errors.As(err, &ce) && ce.Kind != llm.KindReplayMiss
}

// runEpisodes plays the encounters' episodes with brain, up to n at once, and returns the
// trajectories in encounter order: each episode depends only on its own replies, so the result
// does not depend on which call finishes first. A model call that fails for good ends its
// episode without a diagnosis (scored invalid); stop says when to start no new episode; done is
// called (on this goroutine) as each episode ends, for progress.
func runEpisodes(encs []episodeInput, brain dcr.Brain, opt dcr.Options, n int, stop func() bool,
	finish func(i int, r *episodeResult), done func(finished int)) ([]episodeResult, error) {
	out := make([]episodeResult, len(encs))
	type end struct {
		i   int
		err error
	}
	ends := make(chan end)
	sem := make(chan struct{}, n)
	launched := make(chan int, 1)
	go func() { // the launcher: at most n episodes in flight
		k := 0
		for i := range encs {
			if stop != nil && stop() {
				break
			}
			sem <- struct{}{}
			k++
			go func(i int) {
				tr, err := dcr.Run(encs[i].enc, brain, opt)
				switch {
				case err != nil && invalid(err):
					out[i], err = episodeResult{err: err}, nil
				case err == nil:
					out[i] = episodeResult{tr: tr}
				}
				if err == nil && finish != nil { // work on the result while other episodes wait on the model
					finish(i, &out[i])
				}
				<-sem
				ends <- end{i, err}
			}(i)
		}
		launched <- k
	}()
	total, finished := -1, 0
	var first error
	for total < 0 || finished < total {
		select {
		case total = <-launched:
		case e := <-ends:
			finished++
			if e.err != nil && first == nil {
				first = e.err
			}
			if done != nil {
				done(finished)
			}
		}
	}
	if first != nil {
		return nil, first
	}
	return out[:total], nil
}

// episodeInput is one encounter to play.
type episodeInput struct {
	enc *mimic.Encounter
}

// episodeResult is one played episode: its trajectory, or the model failure that ended it.
type episodeResult struct {
	tr  *cdm.Trajectory
	err error
	j   *cdm.Judgement // set by runEpisodes' finish, when the caller judges as episodes end
}

// dcpWriter writes DCPs with the LLM's DCP-construction prompt (agents.DCPWriter).
type dcpWriter struct {
	ctx context.Context
	c   *llm.Client
	kb  *kb.KB
}

// WriteDCP asks the model for the episode's DCP; a malformed answer is an error (not stored).
func (w dcpWriter) WriteDCP(ep agents.Episode, _ []string) (string, error) {
	in := llm.DCPInput{HadmID: ep.Judgement.HadmID, History: ep.History, Correct: ep.Judgement.Correct, Feedback: ep.Judgement.Feedback,
		ClinicianOrders: ep.Judgement.Clinician, GroundTruth: ep.Experience.Truth}
	if d := w.kb.Disease(ep.Experience.Truth); d != nil {
		in.GroundTruth = d.Name
	}
	if ep.Trajectory != nil {
		in.Steps, in.FinalDiagnosis = ep.Trajectory.Steps, ep.Trajectory.Output
	}
	d, err := w.c.WriteDCP(w.ctx, in)
	if err != nil {
		return "", err
	}
	return d.Text(), nil
}

// status is the progress line's LLM part: calls in flight, tokens per second, retries, tokens.
func (l *llmBrain) status(secs float64) string {
	s := l.client.Stats()
	tok := s.PromptTokens + s.CompletionTokens
	return fmt.Sprintf("llm %d in flight  %.0f tok/s  %d retries  %d tokens", l.client.InFlight(), float64(tok)/max(secs, 1e-9), s.Retries, tok)
}

// failedEpisode is the trajectory of an episode whose model call failed for good: no steps kept,
// no diagnosis; the judge scores it as the benchmark scores an episode without one.
func failedEpisode(hadm int64, regime string) *cdm.Trajectory {
	return &cdm.Trajectory{HadmID: hadm, Regime: regime, Steps: []cdm.Step{}, Capped: true}
}
