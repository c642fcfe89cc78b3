package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"agenthospital/agents/llm/llmtest"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

const testKey = "sk-test-7f3a9c2e-SECRET-d41d8cd98f00b204"

var dxTable = []llmtest.Keyword{
	{Word: "epigastric", Answer: "Acute pancreatitis"},
	{Word: "right lower", Answer: "Acute appendicitis"},
	{Word: "right upper", Answer: "Acute cholecystitis"},
	{Word: "left lower", Answer: "Acute diverticulitis"},
}

func newTestClient(t testing.TB, baseURL string, edit func(*Config)) *Client {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Model = "fake-dcr"
	cfg.BaseURL = baseURL
	cfg.APIKey = testKey
	cfg.Timeout = 2 * time.Second
	cfg.BackoffBase = time.Millisecond
	cfg.BackoffMax = 5 * time.Millisecond
	cfg.Retries = 5
	if edit != nil {
		edit(&cfg)
	}
	c, err := NewClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fixture is the knowledge the workup environment needs.
type fixture struct {
	labs   *mimic.LabResolver
	prices dcr.Prices
}

var (
	fixOnce sync.Once
	fix     fixture
	fixErr  error
)

func loadFixture(t testing.TB) fixture {
	t.Helper()
	fixOnce.Do(func() {
		k, err := kb.Load()
		if err != nil {
			fixErr = err
			return
		}
		fix = fixture{labs: mimic.NewLabResolver(k.LabMapping()), prices: dcr.PricesFrom(k)}
	})
	if fixErr != nil {
		t.Fatal(fixErr)
	}
	return fix
}

func encounter(id int64, history string) *mimic.Encounter {
	e := mimic.NewEncounter(id)
	e.Pathology = "pancreatitis"
	e.History = history
	e.PhysicalExam = "Abd: tender, guarding."
	e.Labs = map[int]string{51301: "14.2 K/uL", 50956: "1230 IU/L", 50889: "88 mg/L", 50861: "45 IU/L", 50878: "40 IU/L", 50885: "0.9 mg/dL"}
	e.RefLower = map[int]float64{51301: 4.5, 50956: 0}
	e.RefUpper = map[int]float64{51301: 11, 50956: 60}
	e.Radiology = []mimic.Report{{NoteID: "a", Modality: "Ultrasound", Region: "Abdomen", Text: "FINDINGS:\nEdematous pancreas."}}
	return e
}

var histories = []string{
	"45 year old man with epigastric pain radiating to the back after drinking.",
	"22 year old woman with right lower quadrant pain and fever since this morning.",
	"60 year old woman with right upper quadrant pain after a fatty meal.",
	"70 year old man with left lower quadrant pain and constipation.",
}

func runEpisode(t testing.TB, b dcr.Brain, id int64, history string) (*cdm.Trajectory, error) {
	f := loadFixture(t)
	return dcr.Run(encounter(id, history), b, dcr.Options{Labs: f.labs, Prices: f.prices, RequireCore: true})
}

func TestEpisodeThroughFakeServer(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), nil)
	b := NewBrain(context.Background(), c, Prompt{Tools: []string{cdm.ActPE, cdm.ActLabs, cdm.ActImaging}})
	for i, h := range histories {
		tr, err := runEpisode(t, b, int64(1000+i), h)
		if err != nil {
			t.Fatal(err)
		}
		var acts []string
		for _, s := range tr.Steps {
			acts = append(acts, s.Action)
			if strings.HasPrefix(s.Raw, "Thought") || strings.Contains(s.Raw, "Observation") {
				t.Errorf("step raw not cleaned: %q", s.Raw)
			}
		}
		if got := strings.Join(acts, ","); got != "Physical Examination,Laboratory Tests,Imaging" {
			t.Errorf("history %d: actions %s", i, got)
		}
		if want := dxTable[i].Answer; !strings.Contains(tr.Output, "Final Diagnosis: "+want) {
			t.Errorf("history %d: output %q, want %q", i, tr.Output, want)
		}
	}
	st := c.Stats()
	if st.Calls != 16 || st.Retries != 0 || st.Errors != 0 || st.PromptTokens == 0 || st.CompletionTokens == 0 {
		t.Errorf("stats %+v", st)
	}
	if srv.Calls() != 16 {
		t.Errorf("server saw %d calls", srv.Calls())
	}
	if h := srv.AuthHeaders(); len(h) != 1 || h[0] != "Bearer "+testKey {
		t.Errorf("auth headers %q", h)
	}
}

func TestRetryAfterHonoured(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable, Faults: []llmtest.Fault{
		{Kind: llmtest.RateLimit, Times: 1, RetryAfter: "0.3"},
		{Kind: llmtest.Unavailable, Times: 1, RetryAfter: "0.2"},
	}})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), nil)
	start := time.Now()
	rep, err := c.Complete(context.Background(), "t", []Message{{Role: RoleUser, Content: "Patient History:\nepigastric pain"}})
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el < 500*time.Millisecond {
		t.Errorf("retried after %v; Retry-After asked 0.3 s then 0.2 s", el)
	}
	if rep.Attempts != 3 || c.Stats().Retries != 2 || srv.Calls() != 3 {
		t.Errorf("attempts %d, stats %+v, server calls %d", rep.Attempts, c.Stats(), srv.Calls())
	}
	if srv.FaultCount(llmtest.RateLimit) != 1 || srv.FaultCount(llmtest.Unavailable) != 1 {
		t.Errorf("faults %v", srv.Faults())
	}
}

func TestRetryAfterCappedByMaxWait(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: llmtest.RateLimit, Times: 1, RetryAfter: "3600"}}})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.MaxWait = 50 * time.Millisecond })
	start := time.Now()
	if _, err := c.Complete(context.Background(), "t", []Message{{Role: RoleUser, Content: "x"}}); err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("waited %v despite MaxWait", el)
	}
}

func TestTransientFaultsAreRetried(t *testing.T) {
	for _, k := range []llmtest.FaultKind{llmtest.RateLimit, llmtest.Unavailable, llmtest.BadGateway, llmtest.HTMLOK,
		llmtest.TruncatedJSON, llmtest.EmptyContent, llmtest.Hang} {
		t.Run(string(k), func(t *testing.T) {
			srv := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: k, Times: 2}}})
			defer srv.Close()
			c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Timeout = 150 * time.Millisecond })
			rep, err := c.Complete(context.Background(), "t", []Message{{Role: RoleUser, Content: "Patient History:\nx"}})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Attempts != 3 || !strings.Contains(rep.Text, "Physical Examination") {
				t.Errorf("attempts %d text %q", rep.Attempts, rep.Text)
			}
		})
	}
}

func TestFailureKinds(t *testing.T) {
	cases := []struct {
		fault    llmtest.FaultKind
		kind     Kind
		status   int
		attempts int
	}{
		{llmtest.RateLimit, KindRateLimit, 429, 3},
		{llmtest.Unavailable, KindServer, 503, 3},
		{llmtest.BadGateway, KindHTML, 502, 3},
		{llmtest.HTMLOK, KindHTML, 200, 3},
		{llmtest.TruncatedJSON, KindBadJSON, 200, 3},
		{llmtest.EmptyContent, KindEmpty, 200, 3},
		{llmtest.Hang, KindTimeout, 0, 3},
		{llmtest.BadRequest, KindClient, 400, 1},
		{llmtest.Length, KindLength, 200, 1},
	}
	for _, tc := range cases {
		t.Run(string(tc.fault), func(t *testing.T) {
			srv := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: tc.fault}}})
			defer srv.Close()
			rec := NewMemStore()
			c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Retries = 2; c.Timeout = 100 * time.Millisecond; c.Record = rec })
			rep, err := c.Complete(context.Background(), "hadm 7 step 1", []Message{{Role: RoleUser, Content: "x"}})
			var ce *CallError
			if !errors.As(err, &ce) {
				t.Fatalf("error %v (%T), reply %q", err, err, rep.Text)
			}
			if rep.Text != "" {
				t.Errorf("a failure came back with text %q", rep.Text)
			}
			if ce.Kind != tc.kind || ce.Status != tc.status || ce.Attempts != tc.attempts || srv.Calls() != tc.attempts {
				t.Errorf("got %s status %d attempts %d (server %d); want %s %d %d", ce.Kind, ce.Status, ce.Attempts, srv.Calls(), tc.kind, tc.status, tc.attempts)
			}
			if !strings.Contains(ce.Error(), "hadm 7 step 1") {
				t.Errorf("error does not say which call: %v", ce)
			}
			calls := rec.Calls()
			if len(calls) != 1 || calls[0].Err == nil || calls[0].Err.Kind != tc.kind || len(calls[0].AttemptErrors) != tc.attempts || calls[0].Text != "" {
				t.Errorf("record %+v", calls)
			}
			// Replaying the recording gives the same failure, with no server.
			rc, err := NewClient(Config{Model: "fake-dcr", Temperature: 0.1, TopP: 0.7, Stop: DefaultStop, Replay: rec})
			if err != nil {
				t.Fatal(err)
			}
			_, err = rc.Complete(context.Background(), "hadm 7 step 1", []Message{{Role: RoleUser, Content: "x"}})
			var re *CallError
			if !errors.As(err, &re) || re.Kind != ce.Kind || re.Status != ce.Status || re.Msg != ce.Msg {
				t.Errorf("replayed failure %v, recorded %v", err, ce)
			}
		})
	}
}

func TestEpisodeFailsAfterRetriesRunOut(t *testing.T) {
	// Every request after the examination is rate limited: the second step fails for good.
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable, Faults: []llmtest.Fault{
		{Kind: llmtest.RateLimit, Match: "Observation: Physical Examination", RetryAfter: "0"},
	}})
	defer srv.Close()
	c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Retries = 3 })
	_, err := runEpisode(t, NewBrain(context.Background(), c, Prompt{}), 4242, histories[0])
	var ce *CallError
	if !errors.As(err, &ce) {
		t.Fatalf("want a *CallError, got %v", err)
	}
	if ce.Kind != KindRateLimit || ce.Attempts != 4 || ce.Tag != "hadm 4242 step 2" {
		t.Errorf("error %+v", ce)
	}
	if !strings.Contains(err.Error(), "step 2") {
		t.Errorf("error text %q", err)
	}
	if st := c.Stats(); st.Calls != 2 || st.Retries != 3 || st.Errors != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestKeyNeverLeaks(t *testing.T) {
	for _, k := range []llmtest.FaultKind{llmtest.EchoKey, llmtest.RateLimit, llmtest.BadGateway, llmtest.TruncatedJSON, llmtest.Hang, llmtest.BadRequest} {
		t.Run(string(k), func(t *testing.T) {
			srv := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: k}}})
			defer srv.Close()
			path := filepath.Join(t.TempDir(), "calls.db")
			store, err := OpenBolt(path)
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Retries = 1; c.Timeout = 100 * time.Millisecond; c.Record = store })
			_, err = c.Complete(context.Background(), "leak", []Message{{Role: RoleUser, Content: "x"}})
			if err == nil {
				t.Fatal("want an error")
			}
			texts := []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)}
			if err := store.Each(func(c Call) error {
				b, _ := json.Marshal(c)
				texts = append(texts, string(b))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if len(texts) != 4 {
				t.Fatalf("%d records", len(texts)-3)
			}
			cfg := c.Config()
			cfg.APIKey = testKey
			texts = append(texts, fmt.Sprintf("%+v", c.Config()), fmt.Sprintf("%v %+v %#v", cfg, cfg, cfg), fmt.Sprintf("%v %+v %#v", c, c, c))
			for _, s := range texts {
				if strings.Contains(s, testKey) || strings.Contains(s, "SECRET") {
					t.Errorf("key leaked: %s", s)
				}
			}
			if got := srv.AuthHeaders(); len(got) != 1 || got[0] != "Bearer "+testKey {
				t.Errorf("the key was not sent: %q", got)
			}
		})
	}
}

func TestRecordThenReplayIsByteIdentical(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable, Faults: []llmtest.Fault{
		{Kind: llmtest.Unavailable, Every: 5}, {Kind: llmtest.IgnoreStop, Every: 7},
	}})
	path := filepath.Join(t.TempDir(), "calls.db")
	store, err := OpenBolt(path)
	if err != nil {
		t.Fatal(err)
	}
	c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Record = store })
	live := episodes(t, NewBrain(context.Background(), c, Prompt{}))
	srv.Close()
	rs, err := store.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if rs.Calls != int(c.Stats().Calls) || rs.Retries == 0 || rs.PromptTokens == 0 || rs.Failed != 0 {
		t.Errorf("record stats %+v, client %+v", rs, c.Stats())
	}
	store.Close()

	for range 2 {
		store, err := OpenBolt(path)
		if err != nil {
			t.Fatal(err)
		}
		rc, err := NewClient(Config{Model: "fake-dcr", Temperature: 0.1, TopP: 0.7, Stop: DefaultStop, Replay: store})
		if err != nil {
			t.Fatal(err)
		}
		again := episodes(t, NewBrain(context.Background(), rc, Prompt{}))
		if again != live {
			t.Errorf("replay differs from the recording:\n%s\n---\n%s", again, live)
		}
		if st := rc.Stats(); st.Replayed != st.Calls || st.Errors != 0 {
			t.Errorf("replay stats %+v", st)
		}
		store.Close()
	}
}

// episodes runs the four histories and returns their trajectories as JSON.
func episodes(t *testing.T, b dcr.Brain) string {
	var out []*cdm.Trajectory
	for i, h := range histories {
		tr, err := runEpisode(t, b, int64(500+i), h)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tr)
	}
	j, _ := json.MarshalIndent(out, "", " ")
	return string(j)
}

func TestReplayMissFailsLoudly(t *testing.T) {
	store := NewMemStore()
	c, err := NewClient(Config{Model: "fake-dcr", Replay: store})
	if err != nil {
		t.Fatal(err)
	}
	_, err = runEpisode(t, NewBrain(context.Background(), c, Prompt{}), 77, histories[1])
	var ce *CallError
	if !errors.As(err, &ce) || ce.Kind != KindReplayMiss {
		t.Fatalf("want a replay miss, got %v", err)
	}
	if len(ce.Hash) != 64 || !strings.Contains(err.Error(), ce.Hash) || !strings.Contains(err.Error(), "hadm 77 step 1") {
		t.Errorf("miss does not name hash and step: %v", err)
	}
}

func TestConcurrencyDoesNotChangeReplies(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Diagnoses: dxTable, Faults: []llmtest.Fault{
		{Kind: llmtest.Slow, Match: "right upper", Delay: 30 * time.Millisecond},
		{Kind: llmtest.RateLimit, Every: 9, RetryAfter: "0"},
	}})
	defer srv.Close()
	states := manyStates(48)
	var got [2]map[int]string
	for i, n := range []int{1, 16} {
		c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Concurrency = n })
		b := NewBrain(context.Background(), c, Prompt{})
		pend := make([]dcr.Pending, len(states))
		for j, s := range states {
			pend[j] = b.Reply(s)
		}
		got[i] = map[int]string{}
		for j, p := range pend {
			text, err := p.Wait()
			if err != nil {
				t.Fatal(err)
			}
			got[i][j] = text
		}
	}
	for j := range states {
		if got[0][j] != got[1][j] {
			t.Errorf("state %d: concurrency 1 %q, concurrency 16 %q", j, got[0][j], got[1][j])
		}
	}
}

// manyStates makes n distinct states at various points of their workup.
func manyStates(n int) []*dcr.State {
	obs := []cdm.Step{
		{Action: cdm.ActPE, Raw: "Step 1: bedside.\nAction: Physical Examination\nAction Input: None", Observation: "Physical Examination:\nAbd: tender."},
		{Action: cdm.ActLabs, Raw: "Step 2: labs.\nAction: Laboratory Tests\nAction Input: CBC", Observation: "Laboratory Tests:\n(Blood) White Blood Cells: 14"},
		{Action: cdm.ActImaging, Raw: "Step 3: imaging.\nAction: Imaging\nAction Input: Abdomen Ultrasound", Observation: "Abdomen Ultrasound: normal"},
	}
	out := make([]*dcr.State, n)
	for i := range out {
		out[i] = &dcr.State{HadmID: int64(i), History: fmt.Sprintf("Patient %d: %s", i, histories[i%len(histories)]),
			Steps: obs[:i%4], StepCap: 20, RequireCore: true}
	}
	return out
}

func TestTopKIsAddedToTheBody(t *testing.T) {
	var mu sync.Mutex
	var body map[string]any
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		json.NewDecoder(r.Body).Decode(&body) //nolint:errcheck // checked below
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"choices":[{"index":0,"message":{"role":"assistant","content":"ok"},"finish_reason":"stop"}],"usage":{"prompt_tokens":3,"completion_tokens":1}}`)
	}))
	defer hs.Close()
	seed := 2023
	c := newTestClient(t, hs.URL+"/v1", func(c *Config) { c.TopK = 50; c.Seed = &seed; c.Temperature = 0; c.MaxTokens = 256 })
	rep, err := c.Complete(context.Background(), "t", []Message{{Role: RoleUser, Content: "hi"}})
	if err != nil || rep.Text != "ok" || rep.PromptTokens != 3 || rep.CompletionTokens != 1 {
		t.Fatalf("%+v %v", rep, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if body["top_k"] != float64(50) || body["seed"] != float64(2023) || body["max_tokens"] != float64(256) || body["temperature"] == nil {
		t.Errorf("body %v", body)
	}
	if s, _ := body["stop"].([]any); len(s) != 4 {
		t.Errorf("stop %v", body["stop"])
	}
}

func TestRequestHashCoversEverything(t *testing.T) {
	seed, seed2 := 1, 2
	base := Request{Model: "m", Messages: []Message{{Role: RoleUser, Content: "a"}}, Temperature: 0.1, TopP: 0.7, TopK: 50, MaxTokens: 10, Seed: &seed, Stop: []string{"Observation:"}}
	edits := []func(*Request){
		func(r *Request) { r.Model = "n" },
		func(r *Request) { r.Messages = []Message{{Role: RoleUser, Content: "b"}} },
		func(r *Request) { r.Messages = []Message{{Role: RoleSystem, Content: "a"}} },
		func(r *Request) { r.Temperature = 0 },
		func(r *Request) { r.TopP = 0.8 },
		func(r *Request) { r.TopK = 0 },
		func(r *Request) { r.MaxTokens = 0 },
		func(r *Request) { r.Seed = nil },
		func(r *Request) { r.Seed = &seed2 },
		func(r *Request) { r.Stop = nil },
		func(r *Request) { r.Stop = []string{"Observations:"} },
	}
	h0 := base.Hash()
	seen := map[string]int{h0: -1}
	for i, e := range edits {
		r := base
		e(&r)
		h := r.Hash()
		if j, dup := seen[h]; dup {
			t.Errorf("edit %d has the hash of %d", i, j)
		}
		seen[h] = i
	}
	if base.Hash() != h0 {
		t.Error("hash not stable")
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	cases := map[string]time.Duration{
		"":                              0,
		"3":                             3 * time.Second,
		"0.25":                          250 * time.Millisecond,
		"-1":                            0,
		"soon":                          0,
		"Tue, 24 Nov 2026 12:00:07 GMT": 7 * time.Second,
		"Tue, 24 Nov 2026 11:00:00 GMT": 0,
	}
	for in, want := range cases {
		if got := parseRetryAfter(in, now); got != want {
			t.Errorf("%q: %v, want %v", in, got, want)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	bad := []func(*Config){
		func(c *Config) { c.Model = "" },
		func(c *Config) { c.BaseURL = "http://localhost:8000" },
		func(c *Config) { c.BaseURL = "localhost/v1" },
		func(c *Config) { c.Stop = append(c.Stop, "\nObservation:") },
		func(c *Config) { c.TopP = 2 },
		func(c *Config) { c.Record, c.Replay = NewMemStore(), NewMemStore() },
	}
	for i, e := range bad {
		cfg := DefaultConfig()
		e(&cfg)
		if cfg.Validate() == nil {
			t.Errorf("edit %d accepted", i)
		}
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Error(err)
	}
}

func TestCancelledCallIsNotRecorded(t *testing.T) {
	srv := llmtest.New(llmtest.Options{Faults: []llmtest.Fault{{Kind: llmtest.Hang}}})
	defer srv.Close()
	rec := NewMemStore()
	c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Record = rec; c.Timeout = 10 * time.Second })
	ctx, cancel := context.WithCancel(context.Background())
	p := NewBrain(ctx, c, Prompt{}).Reply(&dcr.State{HadmID: 3, History: "x"})
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err := p.Wait()
	var ce *CallError
	if !errors.As(err, &ce) || ce.Kind != KindCanceled || ce.Attempts != 1 {
		t.Fatalf("want a cancelled call, got %v", err)
	}
	if n := len(rec.Calls()); n != 0 {
		t.Errorf("%d cancelled calls recorded", n)
	}
}

func TestRefusedBeforeSendingIsNotRetried(t *testing.T) {
	srv := llmtest.New(llmtest.Options{})
	defer srv.Close()
	// go-openai rejects temperature 0.1 for reasoning models without sending anything.
	c := newTestClient(t, srv.BaseURL(), func(c *Config) { c.Model = "gpt-5-mini" })
	_, err := c.Complete(context.Background(), "t", []Message{{Role: RoleUser, Content: "x"}})
	var ce *CallError
	if !errors.As(err, &ce) || ce.Kind != KindClient || ce.Attempts != 1 || srv.Calls() != 0 {
		t.Errorf("got %v, server calls %d", err, srv.Calls())
	}
}

// The recording writes behind the calls: a queued call is found at once, and Close keeps all.
func TestBoltStoreWritesBehind(t *testing.T) {
	path := filepath.Join(t.TempDir(), "calls.db")
	store, err := OpenBolt(path)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 25 {
				h := fmt.Sprintf("h%02d-%02d", g, i)
				if err := store.Put(Call{Hash: h, Text: h, PromptTokens: 1}); err != nil {
					t.Error(err)
					return
				}
				if c, ok, err := store.Get(h); err != nil || !ok || c.Text != h {
					t.Errorf("get %s right after put: %+v %v %v", h, c, ok, err)
				}
			}
		}()
	}
	wg.Wait()
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := OpenBolt(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if st, err := again.Stats(); err != nil || st.Calls != 200 || st.PromptTokens != 200 {
		t.Errorf("after close and reopen: %+v %v, want 200 calls", st, err)
	}
}
