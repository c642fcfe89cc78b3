package sim

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
)

// Record is one trace line: what happened, when, to whom and where.
type Record struct {
	T       Time     `json:"t"`
	Day     int      `json:"day"`
	Kind    string   `json:"kind"`
	Actors  []string `json:"actors"`
	From    string   `json:"from,omitempty"`  // a move's origin
	Place   string   `json:"place,omitempty"` // where the actors are from now on
	Payload any      `json:"payload,omitempty"`
}

// Sink receives trace records in the order they happen.
type Sink interface {
	Emit(r Record) error
}

// Discard is a sink that drops every record.
var Discard Sink = discard{}

type discard struct{}

func (discard) Emit(Record) error { return nil }

// JSONL writes one JSON object per line to a writer the caller owns. Lines are buffered, and
// the buffer is only ever written out at a line boundary, so a process killed at any moment
// leaves a file of whole lines.
type JSONL struct {
	w    *bufio.Writer
	line bytes.Buffer
	enc  *json.Encoder
	rec  Record // the record being encoded (passing Emit's copy to Encode boxed it anew)
	n    int
}

// NewJSONL returns a sink writing JSON lines to w; call Flush at the end.
func NewJSONL(w io.Writer) *JSONL {
	j := &JSONL{w: bufio.NewWriterSize(w, 1<<16)}
	j.enc = json.NewEncoder(&j.line)
	j.enc.SetEscapeHTML(false)
	return j
}

// Emit writes r as one line.
func (j *JSONL) Emit(r Record) error {
	r.Day = int(r.T / Day)
	j.n++
	j.line.Reset()
	j.rec = r
	err := j.enc.Encode(&j.rec)
	j.rec = Record{}
	if err != nil {
		return err
	}
	if j.line.Len() > j.w.Available() && j.w.Buffered() > 0 {
		if err := j.w.Flush(); err != nil { // out goes whole lines only
			return err
		}
	}
	_, err = j.w.Write(j.line.Bytes())
	return err
}

// Count is the number of records written.
func (j *JSONL) Count() int { return j.n }

// Flush writes buffered records out.
func (j *JSONL) Flush() error { return j.w.Flush() }
