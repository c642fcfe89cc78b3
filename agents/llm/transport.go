package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// exchange is what the transport saw of one attempt: go-openai's errors carry no headers, so
// the status, Retry-After and content type are read here and handed back through the context.
type exchange struct {
	sent        bool // the request reached the transport
	status      int
	retryAfter  time.Duration // 0: none given
	contentType string
	head        []byte // the first bytes of the body
	bodyErr     error  // reading the body failed (cut connection, timeout)
}

// html reports an HTML page where JSON was due.
func (x *exchange) html() bool {
	if strings.Contains(strings.ToLower(x.contentType), "text/html") {
		return true
	}
	h := bytes.TrimSpace(x.head)
	return len(h) > 0 && h[0] == '<'
}

type exchangeKey struct{}

// doer is the HTTP client go-openai uses. It adds top_k to the body when asked, reads the whole
// response body (so a cut body is seen here, with its cause) and notes status and headers.
type doer struct {
	hc   *http.Client
	topK int
}

func (d *doer) Do(req *http.Request) (*http.Response, error) {
	if d.topK > 0 && req.Body != nil {
		if err := addTopK(req, d.topK); err != nil {
			return nil, err
		}
	}
	x, _ := req.Context().Value(exchangeKey{}).(*exchange)
	if x == nil {
		x = &exchange{}
	}
	x.sent = true
	resp, err := d.hc.Do(req)
	if err != nil {
		return nil, err
	}
	x.status = resp.StatusCode
	x.contentType = resp.Header.Get("Content-Type")
	x.retryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	x.head = body[:min(len(body), 64)]
	if err != nil {
		x.bodyErr = err
		return nil, fmt.Errorf("read response body: %w", err)
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return resp, nil
}

// addTopK re-marshals the JSON body with a top-level "top_k", which go-openai v1.43.0 cannot
// express and vLLM and llama.cpp read.
func addTopK(req *http.Request, k int) error {
	raw, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return fmt.Errorf("read request body: %w", err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("add top_k: %w", err)
	}
	m["top_k"] = json.RawMessage(strconv.Itoa(k))
	out, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("add top_k: %w", err)
	}
	req.Body = io.NopCloser(bytes.NewReader(out))
	req.ContentLength = int64(len(out))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(out)), nil }
	return nil
}

// parseRetryAfter reads a Retry-After value: delay seconds (fractions accepted, as some servers
// send them) or an HTTP date. Missing, malformed or past values give 0.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 || s > 1e6 {
			return 0
		}
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// withExchange returns ctx carrying x for the transport to fill.
func withExchange(ctx context.Context, x *exchange) context.Context {
	return context.WithValue(ctx, exchangeKey{}, x)
}

// newHTTPClient returns a client whose pool keeps as many idle connections per host as calls may
// be in flight (the default of 2 would open a new connection for most calls).
func newHTTPClient(concurrency int) *http.Client {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns = max(100, 2*concurrency)
	t.MaxIdleConnsPerHost = max(2, concurrency)
	return &http.Client{Transport: t}
}
