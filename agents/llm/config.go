package llm

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"
)

// DefaultStop are the stop strings of the CDM framework (and the first four of DxEvolve): the
// server stops before the model invents the environment's answer. Hosted APIs accept at most
// four.
var DefaultStop = []string{"Observation:", "Observations:", "observation:", "observations:"}

// MaxStop is the most stop strings a hosted OpenAI-compatible API accepts.
const MaxStop = 4

// Config says which server and model to use and how to sample, pace and retry.
type Config struct {
	Model   string // model id as the server knows it
	BaseURL string // up to and including /v1, e.g. http://127.0.0.1:8000/v1
	APIKey  Secret // sent as a bearer token; never written to errors, logs or records

	Temperature float32 // 0 is sent as the smallest positive float (greedy), never omitted
	TopP        float32 // 0 leaves the server's default
	TopK        int     // 0 leaves the server's default; >0 adds a top-level "top_k" (vLLM, llama.cpp)
	MaxTokens   int     // 0 leaves the server's default
	Seed        *int    // nil sends no seed
	Stop        []string

	Concurrency int           // calls on the wire at once
	Timeout     time.Duration // per attempt
	Retries     int           // further attempts after the first, for retryable failures
	BackoffBase time.Duration // first backoff ceiling; doubled per retry (full jitter)
	BackoffMax  time.Duration // ceiling of any backoff
	MaxWait     time.Duration // the longest Retry-After honoured; longer asks are cut to this
	JitterSeed  uint64        // seeds the backoff jitter (per call, mixed with the request hash)

	// Record, when set, receives every call (success or failure) after it ends.
	Record Recorder
	// Replay, when set, answers every call from a recording: no server is contacted and a
	// request that was never recorded is an error naming its hash.
	Replay Replayer
}

// DefaultConfig returns DxEvolve's sampling (temperature 0.1, top_p 0.7; top_k 50 only where
// the server reads it, so it is left out here), the four stop strings, 8 calls in flight, a
// 120 s timeout and 5 retries.
func DefaultConfig() Config {
	return Config{
		Model:       "gpt-4o-mini",
		BaseURL:     "https://api.openai.com/v1",
		Temperature: 0.1,
		TopP:        0.7,
		Stop:        append([]string(nil), DefaultStop...),
		Concurrency: 8,
		Timeout:     120 * time.Second,
		Retries:     5,
		BackoffBase: 500 * time.Millisecond,
		BackoffMax:  30 * time.Second,
		MaxWait:     60 * time.Second,
		JitterSeed:  2023,
	}
}

// FromEnv returns cfg with APIKey taken from OPENAI_API_KEY when cfg has none.
func FromEnv(cfg Config) Config {
	if cfg.APIKey == "" {
		cfg.APIKey = Secret(os.Getenv("OPENAI_API_KEY"))
	}
	return cfg
}

// Secret is a credential. It prints as "[redacted]" with any fmt verb, so a Config can be
// logged whole.
type Secret string

// String hides the secret.
func (Secret) String() string { return "[redacted]" }

// GoString hides the secret from %#v.
func (Secret) GoString() string { return `"[redacted]"` }

// Validate reports the first setting that cannot work.
func (c Config) Validate() error {
	switch {
	case strings.TrimSpace(c.Model) == "":
		return errors.New("llm config: model is empty")
	case c.Replay != nil && c.Record != nil:
		return errors.New("llm config: record and replay are exclusive")
	case len(c.Stop) > MaxStop:
		return fmt.Errorf("llm config: %d stop strings, at most %d", len(c.Stop), MaxStop)
	case c.Temperature < 0 || c.Temperature > 2:
		return fmt.Errorf("llm config: temperature %g outside [0, 2]", c.Temperature)
	case c.TopP < 0 || c.TopP > 1:
		return fmt.Errorf("llm config: top_p %g outside [0, 1]", c.TopP)
	case c.TopK < 0 || c.MaxTokens < 0 || c.Retries < 0 || c.Concurrency < 0:
		return errors.New("llm config: top_k, max tokens, retries and concurrency must not be negative")
	}
	if c.Replay != nil {
		return nil
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("llm config: base URL %q is not an http(s) URL", c.BaseURL)
	}
	if !strings.HasSuffix(strings.TrimRight(u.Path, "/"), "/v1") {
		return fmt.Errorf("llm config: base URL %q should end in /v1 (the client appends /chat/completions)", c.BaseURL)
	}
	return nil
}

// withDefaults fills zero pacing fields.
func (c Config) withDefaults() Config {
	d := DefaultConfig()
	if c.Concurrency == 0 {
		c.Concurrency = d.Concurrency
	}
	if c.Timeout == 0 {
		c.Timeout = d.Timeout
	}
	if c.BackoffBase == 0 {
		c.BackoffBase = d.BackoffBase
	}
	if c.BackoffMax == 0 {
		c.BackoffMax = d.BackoffMax
	}
	if c.MaxWait == 0 {
		c.MaxWait = d.MaxWait
	}
	return c
}
