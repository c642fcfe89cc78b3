package sim

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
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

// LineAppender is a payload that writes its own JSON object, byte for byte what encoding/json
// would write for it (with HTML escaping off). The trace's most frequent payloads implement it, so
// that most lines are written without reflection.
type LineAppender interface {
	AppendJSON(b []byte) []byte
}

// Emit writes r as one line.
func (j *JSONL) Emit(r Record) error {
	r.Day = int(r.T / Day)
	j.n++
	j.line.Reset()
	if !j.appendRecord(r) {
		j.line.Reset()
		j.rec = r
		err := j.enc.Encode(&j.rec)
		j.rec = Record{}
		if err != nil {
			return err
		}
	}
	if j.line.Len() > j.w.Available() && j.w.Buffered() > 0 {
		if err := j.w.Flush(); err != nil { // out goes whole lines only
			return err
		}
	}
	_, err := j.w.Write(j.line.Bytes())
	return err
}

// Count is the number of records written.
func (j *JSONL) Count() int { return j.n }

// Flush writes buffered records out.
func (j *JSONL) Flush() error { return j.w.Flush() }

// appendRecord writes r and a newline into j.line as encoding/json writes a Record, without
// reflection, and reports whether it could: a string that needs escaping, or a payload that does
// not append itself, leaves the line to the encoder.
func (j *JSONL) appendRecord(r Record) bool {
	var p LineAppender
	if r.Payload != nil {
		var ok bool
		if p, ok = r.Payload.(LineAppender); !ok {
			return false
		}
	}
	b := j.line.AvailableBuffer()
	b = append(b, `{"t":`...)
	b = strconv.AppendInt(b, int64(r.T), 10)
	b = append(b, `,"day":`...)
	b = strconv.AppendInt(b, int64(r.Day), 10)
	ok := true
	b = append(b, `,"kind":`...)
	b, ok = AppendPlainString(b, r.Kind, ok)
	b = append(b, `,"actors":`...)
	b, ok = AppendStrings(b, r.Actors, ok)
	if r.From != "" {
		b = append(b, `,"from":`...)
		b, ok = AppendPlainString(b, r.From, ok)
	}
	if r.Place != "" {
		b = append(b, `,"place":`...)
		b, ok = AppendPlainString(b, r.Place, ok)
	}
	if p != nil {
		b = append(b, `,"payload":`...)
		n := len(b)
		b = p.AppendJSON(b)
		ok = ok && len(b) > n
	}
	if !ok {
		return false
	}
	b = append(b, "}\n"...)
	j.line.Write(b)
	return true
}

// AppendPlainString appends s as a JSON string when no byte of it needs escaping (printable
// ASCII without quote or backslash) and returns ok unchanged; otherwise it returns b as it was
// and false, and the caller leaves the line to encoding/json.
func AppendPlainString(b []byte, s string, ok bool) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return b, false
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"'), ok
}

// AppendFloat appends f as encoding/json writes a float64 when it is written in plain decimal
// notation (magnitudes from 1e-6 up to 1e21, and zero), and reports ok && that it could; NaN,
// infinities and the exponent forms return b as it was and false.
func AppendFloat(b []byte, f float64, ok bool) ([]byte, bool) {
	if a := math.Abs(f); math.IsNaN(f) || math.IsInf(f, 0) || (a != 0 && (a < 1e-6 || a >= 1e21)) {
		return b, false
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64), ok
}

// AppendBool appends v as JSON.
func AppendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

// AppendStrings appends ss as a JSON array (null when nil), as AppendPlainString does each.
func AppendStrings(b []byte, ss []string, ok bool) ([]byte, bool) {
	if ss == nil {
		return append(b, "null"...), ok
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b, ok = AppendPlainString(b, s, ok)
	}
	return append(b, ']'), ok
}
