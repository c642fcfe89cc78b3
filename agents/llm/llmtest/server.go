package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// FaultKind names an injected failure.
type FaultKind string

// Faults the server can inject.
const (
	RateLimit     FaultKind = "rate-limit"     // HTTP 429, JSON error, Retry-After from the fault
	Unavailable   FaultKind = "unavailable"    // HTTP 503, JSON error, Retry-After from the fault
	BadGateway    FaultKind = "bad-gateway"    // HTTP 502 with an HTML page, as a proxy sends
	HTMLOK        FaultKind = "html-ok"        // HTTP 200 with an HTML page (a captive portal)
	Slow          FaultKind = "slow"           // the normal answer after Fault.Delay
	Hang          FaultKind = "hang"           // no answer until the client gives up
	TruncatedJSON FaultKind = "truncated-json" // HTTP 200, half a completion body
	EmptyContent  FaultKind = "empty-content"  // a completion whose content is ""
	Length        FaultKind = "length"         // the normal answer with finish_reason "length"
	Malformed     FaultKind = "malformed"      // a DCR reply without an Action line
	IgnoreStop    FaultKind = "ignore-stop"    // the answer runs on past the stop strings with an invented observation
	EchoKey       FaultKind = "echo-key"       // HTTP 500 whose message repeats the Authorization header
	BadRequest    FaultKind = "bad-request"    // HTTP 400, JSON error
)

// Fault is one injected failure. It applies to a request when the request's text contains
// Match ("" matches all) and, with Every > 0, the call number (1-based, over all calls) is a
// multiple of Every; at most Times requests (0: no limit). The first fault that applies wins.
type Fault struct {
	Kind       FaultKind
	Match      string
	Every      int
	Times      int
	RetryAfter string        // Retry-After header of RateLimit and Unavailable
	Delay      time.Duration // Slow
}

// Keyword maps a word in the patient's history (any case) to an answer.
type Keyword struct {
	Word, Answer string
}

// Options script the server.
type Options struct {
	Diagnoses []Keyword     // history keyword -> final diagnosis; the first match wins
	Default   string        // diagnosis when no keyword matches ("Acute abdominal pain" if empty)
	Triage    []Keyword     // complaint keyword -> department id; else the first listed id
	Patient   []Keyword     // question keyword -> the patient's answer
	Latency   time.Duration // every answer waits this long
	Faults    []Fault
}

// Server is the fake. Close it when done.
type Server struct {
	*httptest.Server
	opt Options

	mu     sync.Mutex
	calls  int
	used   []int
	faults map[FaultKind]int
	auth   map[string]int
}

// New starts a server.
func New(opt Options) *Server {
	s := &Server{opt: opt, used: make([]int, len(opt.Faults)), faults: map[FaultKind]int{}, auth: map[string]int{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/chat/completions", s.chat)
	s.Server = httptest.NewServer(mux)
	return s
}

// BaseURL is the URL to configure a client with (ends in /v1).
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Calls is the number of requests received.
func (s *Server) Calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls
}

// Faults returns how many times each fault kind was injected.
func (s *Server) Faults() map[FaultKind]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[FaultKind]int, len(s.faults))
	for k, v := range s.faults {
		out[k] = v
	}
	return out
}

// FaultCount is how many times kind was injected.
func (s *Server) FaultCount(kind FaultKind) int { return s.Faults()[kind] }

// AuthHeaders lists the distinct Authorization headers received.
func (s *Server) AuthHeaders() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.auth))
	for k := range s.auth {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type request struct {
	Model    string    `json:"model"`
	Messages []message `json:"messages"`
	Stop     []string  `json:"stop"`
}

// pick counts the call and chooses the fault that applies, if any.
func (s *Server) pick(text, auth string) *Fault {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls++
	s.auth[auth]++
	for i := range s.opt.Faults {
		f := &s.opt.Faults[i]
		if f.Match != "" && !strings.Contains(text, f.Match) {
			continue
		}
		if f.Every > 0 && s.calls%f.Every != 0 {
			continue
		}
		if f.Times > 0 && s.used[i] >= f.Times {
			continue
		}
		s.used[i]++
		s.faults[f.Kind]++
		return f
	}
	return nil
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) == 0 {
		writeError(w, http.StatusBadRequest, "invalid_request_error", "body is not a chat request")
		return
	}
	var all strings.Builder
	for _, m := range req.Messages {
		all.WriteString(m.Content + "\n")
	}
	f := s.pick(all.String(), r.Header.Get("Authorization"))
	if !wait(r, s.opt.Latency) {
		return
	}
	text := s.answer(req)
	finish := "stop"
	if f != nil {
		switch f.Kind {
		case RateLimit, Unavailable:
			if f.RetryAfter != "" {
				w.Header().Set("Retry-After", f.RetryAfter)
			}
			if f.Kind == RateLimit {
				writeError(w, http.StatusTooManyRequests, "rate_limit_error", "Rate limit reached, slow down")
			} else {
				writeError(w, http.StatusServiceUnavailable, "server_error", "The server is overloaded")
			}
			return
		case BadGateway, HTMLOK:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			code := http.StatusBadGateway
			if f.Kind == HTMLOK {
				code = http.StatusOK
			}
			w.WriteHeader(code)
			fmt.Fprint(w, "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>\n")
			return
		case EchoKey:
			writeError(w, http.StatusInternalServerError, "server_error", "cannot serve request with Authorization: "+r.Header.Get("Authorization"))
			return
		case BadRequest:
			writeError(w, http.StatusBadRequest, "invalid_request_error", "model does not accept these parameters")
			return
		case Hang:
			<-r.Context().Done()
			return
		case Slow:
			if !wait(r, f.Delay) {
				return
			}
		case EmptyContent:
			text = ""
		case Length:
			finish = "length"
		case Malformed:
			text = "I think the abdomen should be looked at more closely."
		case IgnoreStop:
			text += "\nObservation: The patient is fine and goes home.\nThought: so it is nothing."
		}
	}
	if f == nil || f.Kind != IgnoreStop {
		text = applyStop(text, req.Stop)
	}
	body := completion(req, text, finish)
	w.Header().Set("Content-Type", "application/json")
	if f != nil && f.Kind == TruncatedJSON {
		body = body[:len(body)/2]
	}
	w.Write(body) //nolint:errcheck // the client may have gone
}

// wait sleeps d unless the client leaves first; it reports whether to go on.
func wait(r *http.Request, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-r.Context().Done():
		return false
	}
}

// applyStop cuts text at the earliest stop string, as servers do (the stop string itself is
// not returned).
func applyStop(text string, stop []string) string {
	cut := len(text)
	for _, s := range stop {
		if s == "" {
			continue
		}
		if i := strings.Index(text, s); i >= 0 && i < cut {
			cut = i
		}
	}
	return text[:cut]
}

func writeError(w http.ResponseWriter, code int, typ, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": msg, "type": typ, "code": nil}})
	w.Write(b) //nolint:errcheck // the client may have gone
}

func completion(req request, text, finish string) []byte {
	prompt := 0
	for _, m := range req.Messages {
		prompt += len(strings.Fields(m.Content))
	}
	out := map[string]any{
		"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": text}, "finish_reason": finish}},
		"usage":   map[string]any{"prompt_tokens": prompt, "completion_tokens": len(strings.Fields(text)), "total_tokens": prompt + len(strings.Fields(text))},
	}
	b, _ := json.Marshal(out)
	return b
}

var (
	reAction = regexp.MustCompile(`(?m)^Action:\s*(.+)$`)
	reDept   = regexp.MustCompile(`(?m)^- ([A-Za-z0-9_-]+):`)
)

// answer is the scripted policy: it reads what kind of request this is and what has been done.
func (s *Server) answer(req request) string {
	first := ""
	for _, m := range req.Messages {
		if m.Role == "user" {
			first = m.Content
			break
		}
	}
	sys := ""
	if req.Messages[0].Role == "system" {
		sys = req.Messages[0].Content
	}
	last := req.Messages[len(req.Messages)-1].Content
	switch {
	case strings.Contains(last, "Experience Pattern:") && strings.Contains(last, "Diagnostic Decision Insight:"):
		return s.dcp(last)
	case strings.Contains(strings.ToLower(sys), "triage nurse"):
		return s.triage(sys, last)
	case strings.Contains(strings.ToLower(sys), "you are the patient"):
		return s.patient(last)
	case strings.HasPrefix(first, "Patient Record:"):
		return "Thought: The record is complete and the findings agree.\nFinal Diagnosis: " + s.diagnosis(first)
	}
	done := map[string]bool{}
	steps := 0
	for _, m := range req.Messages {
		if m.Role != "assistant" {
			continue
		}
		steps++
		if am := reAction.FindStringSubmatch(m.Content); am != nil {
			done[strings.TrimSpace(am[1])] = true
		}
	}
	n := steps + 1
	switch {
	case !done["Physical Examination"]:
		return fmt.Sprintf("Thought: Step %d: I start at the bedside.\nAction: Physical Examination\nAction Input: None\nObservation:", n)
	case !done["Laboratory Tests"]:
		return fmt.Sprintf("Thought: Step %d: blood tests for inflammation and organ injury.\nAction: Laboratory Tests\nAction Input: CBC, Lipase, CRP, ALT, AST, Bilirubin\nObservation:", n)
	case !done["Imaging"]:
		return fmt.Sprintf("Thought: Step %d: an ultrasound of the abdomen is the first-line study.\nAction: Imaging\nAction Input: Abdomen Ultrasound\nObservation:", n)
	}
	return "Thought: The examination, tests and imaging agree.\nFinal Diagnosis: " + s.diagnosis(first)
}

func (s *Server) diagnosis(history string) string {
	h := strings.ToLower(history)
	for _, k := range s.opt.Diagnoses {
		if strings.Contains(h, strings.ToLower(k.Word)) {
			return k.Answer
		}
	}
	if s.opt.Default != "" {
		return s.opt.Default
	}
	return "Acute abdominal pain"
}

func (s *Server) dcp(prompt string) string {
	dx := s.diagnosis(prompt)
	return "Experience Pattern: Adult with acute abdominal pain; final label " + dx + ".\n" +
		"Test Ordering Insight: Physical Examination first; then Laboratory Tests: CBC, CRP, Lipase; then Imaging: modality=Ultrasound, region=Abdomen.\n" +
		"Diagnostic Decision Insight: Weigh localized tenderness with inflammatory markers and the first-line imaging finding before concluding " + dx + "."
}

func (s *Server) triage(sys, last string) string {
	l := strings.ToLower(last)
	for _, k := range s.opt.Triage {
		if strings.Contains(l, strings.ToLower(k.Word)) {
			return k.Answer
		}
	}
	if m := reDept.FindStringSubmatch(sys + "\n" + last); m != nil {
		return m[1]
	}
	return "unknown"
}

func (s *Server) patient(last string) string {
	l := strings.ToLower(last)
	for _, k := range s.opt.Patient {
		if strings.Contains(l, strings.ToLower(k.Word)) {
			return k.Answer
		}
	}
	return "It started yesterday and it hurts more when I move."
}
