package llm

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// Client sends chat requests to one server (or answers them from a recording), at most
// Config.Concurrency on the wire at once, retrying what may clear.
type Client struct {
	cfg   Config
	oa    *openai.Client
	slots chan struct{}
	sleep func(context.Context, time.Duration) error
	stats counters
}

// Reply is one model answer.
type Reply struct {
	Text             string // the content as the server sent it
	FinishReason     string
	PromptTokens     int
	CompletionTokens int
	Attempts         int  // attempts made (0 when replayed)
	Replayed         bool // answered from the recording
	Hash             string
}

// NewClient checks cfg and builds a client. With cfg.Replay set no connection is ever made.
func NewClient(cfg Config) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	cfg.Stop = append([]string(nil), cfg.Stop...)
	c := &Client{cfg: cfg, slots: make(chan struct{}, cfg.Concurrency), sleep: sleepCtx}
	if cfg.Replay == nil {
		oc := openai.DefaultConfig(string(cfg.APIKey))
		oc.BaseURL = cfg.BaseURL
		oc.HTTPClient = &doer{hc: newHTTPClient(cfg.Concurrency), topK: cfg.TopK}
		c.oa = openai.NewClientWithConfig(oc)
	}
	return c, nil
}

// Config returns the client's settings without the key.
func (c *Client) Config() Config {
	cfg := c.cfg
	cfg.APIKey = ""
	return cfg
}

// String describes the client without its key (also for %v and %+v of a *Client).
func (c *Client) String() string {
	if c.cfg.Replay != nil {
		return fmt.Sprintf("llm.Client{model %s, replay}", c.cfg.Model)
	}
	return fmt.Sprintf("llm.Client{model %s, %s}", c.cfg.Model, c.cfg.BaseURL)
}

// GoString is String, for %#v.
func (c *Client) GoString() string { return c.String() }

// Complete sends msgs with the configured sampling and returns the answer. tag says what the
// call is for ("hadm 2001 step 3"); it goes into errors and records, not into the request.
// A failure is a *CallError.
func (c *Client) Complete(ctx context.Context, tag string, msgs []Message) (Reply, error) {
	return c.Do(ctx, tag, c.newRequest(msgs))
}

// Do sends req as it is.
func (c *Client) Do(ctx context.Context, tag string, req Request) (Reply, error) {
	hash := req.Hash()
	c.stats.calls.Add(1)
	if c.cfg.Replay != nil {
		return c.replay(tag, hash)
	}
	start := time.Now()
	rep, fails, last := c.live(ctx, hash, req)
	call := Call{Hash: hash, Tag: tag, Request: req, Text: rep.Text, FinishReason: rep.FinishReason,
		PromptTokens: rep.PromptTokens, CompletionTokens: rep.CompletionTokens,
		LatencyMS: time.Since(start).Milliseconds(), Attempts: rep.Attempts, AttemptErrors: fails}
	c.stats.attempts.Add(int64(rep.Attempts))
	c.stats.retries.Add(int64(max(0, rep.Attempts-1)))
	c.stats.prompt.Add(int64(rep.PromptTokens))
	c.stats.completion.Add(int64(rep.CompletionTokens))
	var err error
	if last != nil {
		c.stats.errors.Add(1)
		ce := &CallError{Kind: last.kind, Status: last.status, Attempts: rep.Attempts, Hash: hash, Tag: tag, Msg: c.redact(last.msg)}
		call.Err = &CallFailure{Kind: ce.Kind, Status: ce.Status, Msg: ce.Msg}
		call.Text, err = "", ce
	}
	if c.cfg.Record != nil && (last == nil || last.kind != KindCanceled) {
		if perr := c.cfg.Record.Put(call); perr != nil && err == nil {
			c.stats.errors.Add(1)
			err = &CallError{Kind: KindRecord, Attempts: rep.Attempts, Hash: hash, Tag: tag, Msg: c.redact(perr.Error())}
		}
	}
	if err != nil {
		return Reply{Hash: hash, Attempts: rep.Attempts}, err
	}
	rep.Hash = hash
	return rep, nil
}

// replay answers from the recording; a miss is an error that names the request.
func (c *Client) replay(tag, hash string) (Reply, error) {
	call, ok, err := c.cfg.Replay.Get(hash)
	if err != nil {
		c.stats.errors.Add(1)
		return Reply{Hash: hash}, &CallError{Kind: KindRecord, Hash: hash, Tag: tag, Msg: c.redact(err.Error())}
	}
	if !ok {
		c.stats.errors.Add(1)
		return Reply{Hash: hash}, &CallError{Kind: KindReplayMiss, Hash: hash, Tag: tag,
			Msg: "request " + hash + " is not in the recording (the prompt, model or sampling changed since it was made)"}
	}
	c.stats.replayed.Add(1)
	c.stats.prompt.Add(int64(call.PromptTokens))
	c.stats.completion.Add(int64(call.CompletionTokens))
	if call.Err != nil {
		c.stats.errors.Add(1)
		return Reply{Hash: hash}, &CallError{Kind: call.Err.Kind, Status: call.Err.Status, Attempts: call.Attempts, Hash: hash, Tag: tag, Msg: call.Err.Msg}
	}
	return Reply{Text: call.Text, FinishReason: call.FinishReason, PromptTokens: call.PromptTokens,
		CompletionTokens: call.CompletionTokens, Replayed: true, Hash: hash}, nil
}

// live makes up to 1+Retries attempts. It returns the reply (Attempts set in any case), the
// redacted failure of every failed attempt, and the last failure when none succeeded.
func (c *Client) live(ctx context.Context, hash string, req Request) (Reply, []string, *attemptError) {
	rng := rand.New(rand.NewPCG(c.cfg.JitterSeed, hashSeed(hash)))
	wire := req.wire()
	var fails []string
	for attempt := 1; ; attempt++ {
		rep, ae, wait := c.attempt(ctx, wire)
		rep.Attempts = attempt
		if ae == nil {
			return rep, fails, nil
		}
		fails = append(fails, c.redact(fmt.Sprintf("attempt %d: %s (HTTP %d): %s", attempt, ae.kind, ae.status, ae.msg)))
		if !ae.kind.Retryable() || attempt > c.cfg.Retries {
			return rep, fails, ae
		}
		d := c.backoff(rng, attempt)
		if wait > 0 && (ae.kind == KindRateLimit || ae.status == 503) {
			d = max(d, min(wait, c.cfg.MaxWait))
		}
		if err := c.sleep(ctx, d); err != nil {
			return rep, fails, &attemptError{kind: KindCanceled, status: ae.status, msg: err.Error()}
		}
	}
}

// attempt makes one request inside a concurrency slot and the per-attempt timeout. wait is the
// server's Retry-After, if it gave one.
func (c *Client) attempt(ctx context.Context, wire openai.ChatCompletionRequest) (Reply, *attemptError, time.Duration) {
	select {
	case c.slots <- struct{}{}:
	case <-ctx.Done():
		return Reply{}, &attemptError{kind: KindCanceled, msg: ctx.Err().Error()}, 0
	}
	defer func() { <-c.slots }()
	actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	x := &exchange{}
	resp, err := c.oa.CreateChatCompletion(withExchange(actx, x), wire)
	if err != nil {
		ae := classify(err, x, ctx)
		return Reply{}, &ae, x.retryAfter
	}
	rep := Reply{PromptTokens: resp.Usage.PromptTokens, CompletionTokens: resp.Usage.CompletionTokens}
	if len(resp.Choices) == 0 {
		return rep, &attemptError{kind: KindEmpty, status: x.status, msg: "completion has no choices"}, 0
	}
	ch := resp.Choices[0]
	rep.Text, rep.FinishReason = ch.Message.Content, string(ch.FinishReason)
	switch {
	case ch.FinishReason == openai.FinishReasonLength:
		return rep, &attemptError{kind: KindLength, status: x.status,
			msg: "the reply was cut at the token limit (" + strconv.Itoa(resp.Usage.CompletionTokens) + " completion tokens)"}, 0
	case strings.TrimSpace(ch.Message.Content) == "":
		return rep, &attemptError{kind: KindEmpty, status: x.status, msg: "completion content is empty"}, 0
	}
	return rep, nil, 0
}

// backoff is full jitter: uniform in [0, min(BackoffMax, BackoffBase·2^(attempt-1))).
func (c *Client) backoff(rng *rand.Rand, attempt int) time.Duration {
	ceil := c.cfg.BackoffBase
	for i := 1; i < attempt && ceil < c.cfg.BackoffMax; i++ {
		ceil *= 2
	}
	ceil = min(ceil, c.cfg.BackoffMax)
	if ceil <= 0 {
		return 0
	}
	return time.Duration(rng.Int64N(int64(ceil)))
}

// redact removes the API key from s (and its bearer form) and bounds its length.
func (c *Client) redact(s string) string {
	if k := string(c.cfg.APIKey); k != "" {
		s = strings.ReplaceAll(s, k, "[redacted]")
	}
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

func hashSeed(hash string) uint64 {
	var v uint64
	for i := 0; i < 16 && i < len(hash); i++ {
		v = v<<4 | uint64(hexVal(hash[i]))
	}
	return v
}

func hexVal(b byte) byte {
	switch {
	case b >= '0' && b <= '9':
		return b - '0'
	case b >= 'a' && b <= 'f':
		return b - 'a' + 10
	}
	return 0
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Stats are counts over the client's life.
type Stats struct {
	Calls            int64 `json:"calls"`
	Attempts         int64 `json:"attempts"`
	Retries          int64 `json:"retries"`
	Errors           int64 `json:"errors"`
	Replayed         int64 `json:"replayed"`
	PromptTokens     int64 `json:"prompt_tokens"`
	CompletionTokens int64 `json:"completion_tokens"`
}

type counters struct {
	calls, attempts, retries, errors, replayed, prompt, completion atomic.Int64
}

// InFlight is the number of calls on the wire now.
func (c *Client) InFlight() int { return len(c.slots) }

// Stats returns the counts so far.
func (c *Client) Stats() Stats {
	s := &c.stats
	return Stats{Calls: s.calls.Load(), Attempts: s.attempts.Load(), Retries: s.retries.Load(),
		Errors: s.errors.Load(), Replayed: s.replayed.Load(), PromptTokens: s.prompt.Load(),
		CompletionTokens: s.completion.Load()}
}
