package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	openai "github.com/sashabaranov/go-openai"
)

// Kind names what went wrong with a call.
type Kind string

// Kinds of failure. The retryable ones are transport trouble that another attempt may clear.
const (
	KindRateLimit  Kind = "rate-limit"   // HTTP 429 (retryable)
	KindServer     Kind = "server"       // HTTP 5xx (retryable)
	KindTimeout    Kind = "timeout"      // the attempt outlived Config.Timeout, or HTTP 408 (retryable)
	KindConnection Kind = "connection"   // reset, refused, closed mid-body (retryable)
	KindHTML       Kind = "html-page"    // an HTML page where JSON was due, e.g. a proxy's 502 (retryable)
	KindBadJSON    Kind = "bad-json"     // a body that is not a whole completion (retryable)
	KindEmpty      Kind = "empty"        // no choice, or empty content (retryable)
	KindLength     Kind = "length"       // finish_reason "length": the reply was cut by max tokens
	KindClient     Kind = "client"       // other HTTP 4xx: the request itself is refused
	KindCanceled   Kind = "canceled"     // the caller's context ended
	KindReplayMiss Kind = "replay-miss"  // replay mode and the request was never recorded
	KindRecord     Kind = "record-store" // the recording could not be read or written
)

// Retryable reports whether another attempt may succeed.
func (k Kind) Retryable() bool {
	switch k {
	case KindRateLimit, KindServer, KindTimeout, KindConnection, KindHTML, KindBadJSON, KindEmpty:
		return true
	}
	return false
}

// CallError is a call that failed for good: retries ran out or the failure is not retryable.
// Its text never contains the API key or a whole response body.
type CallError struct {
	Kind     Kind
	Status   int    // HTTP status of the last attempt; 0 when none came back
	Attempts int    // attempts made (0 in replay mode)
	Hash     string // request hash
	Tag      string // what the call was for, e.g. "hadm 2001 step 3"
	Msg      string // redacted detail of the last attempt
}

func (e *CallError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "llm call")
	if e.Tag != "" {
		fmt.Fprintf(&b, " (%s)", e.Tag)
	}
	fmt.Fprintf(&b, ": %s", e.Kind)
	if e.Status != 0 {
		fmt.Fprintf(&b, ", HTTP %d", e.Status)
	}
	if e.Attempts > 0 {
		fmt.Fprintf(&b, ", %d attempt(s)", e.Attempts)
	}
	if e.Hash != "" {
		fmt.Fprintf(&b, ", request %s", shortHash(e.Hash))
	}
	if e.Msg != "" {
		fmt.Fprintf(&b, ": %s", e.Msg)
	}
	return b.String()
}

func shortHash(h string) string {
	if len(h) > 16 {
		return h[:16]
	}
	return h
}

// attemptError is the failure of one attempt, before the retry decision.
type attemptError struct {
	kind   Kind
	status int
	msg    string
}

// classify reads the failure of one attempt from go-openai's error and what the transport saw.
func classify(err error, seen *exchange, parent context.Context) attemptError {
	status := seen.status
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		if apiErr.HTTPStatusCode != 0 {
			status = apiErr.HTTPStatusCode
		}
		return byStatus(status, seen, "server error: "+apiErr.Message)
	case errors.As(err, &reqErr):
		if reqErr.HTTPStatusCode != 0 {
			status = reqErr.HTTPStatusCode
		}
		return byStatus(status, seen, "non-JSON error body")
	}
	if !seen.sent {
		// go-openai refused the request before sending it (e.g. its checks for reasoning
		// models); sending it again cannot help.
		return attemptError{kind: KindClient, msg: "request refused by the client library: " + err.Error()}
	}
	if parent.Err() != nil {
		return attemptError{kind: KindCanceled, status: status, msg: parent.Err().Error()}
	}
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return attemptError{kind: KindTimeout, status: status, msg: "no whole answer within the timeout"}
	}
	if status >= 200 && status < 300 {
		if seen.html() {
			return attemptError{kind: KindHTML, status: status, msg: "HTML page instead of a completion"}
		}
		if seen.bodyErr == nil {
			return attemptError{kind: KindBadJSON, status: status, msg: "completion body is not valid JSON: " + err.Error()}
		}
	}
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, new(*net.OpError)) || seen.bodyErr != nil {
		return attemptError{kind: KindConnection, status: status, msg: "connection failed: " + err.Error()}
	}
	return attemptError{kind: KindConnection, status: status, msg: err.Error()}
}

// byStatus classifies an HTTP failure status.
func byStatus(status int, seen *exchange, msg string) attemptError {
	if seen.html() && (status == 429 || status == 408 || status >= 500) {
		return attemptError{kind: KindHTML, status: status, msg: fmt.Sprintf("HTML page with HTTP %d", status)}
	}
	if seen.html() {
		msg = "HTML page"
	}
	switch {
	case status == 429:
		return attemptError{kind: KindRateLimit, status: status, msg: msg}
	case status == 408:
		return attemptError{kind: KindTimeout, status: status, msg: msg}
	case status >= 500:
		return attemptError{kind: KindServer, status: status, msg: msg}
	}
	return attemptError{kind: KindClient, status: status, msg: msg}
}
