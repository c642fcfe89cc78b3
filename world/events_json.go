package world

import (
	"strconv"

	"agenthospital/sim"
)

// The trace's payloads write their own JSON (sim.LineAppender), field for field and byte for
// byte what encoding/json writes for them; TestPayloadsAppendAsEncodingJSON holds the two equal.
// A value that needs escaping or an exponent makes AppendJSON return b unchanged, and the line
// goes to encoding/json.

// obj writes one JSON object's fields in order.
type obj struct {
	b     []byte
	ok    bool
	first bool
}

func newObj(b []byte) obj { return obj{b: append(b, '{'), ok: true, first: true} }

func (o *obj) key(k string) {
	if !o.first {
		o.b = append(o.b, ',')
	}
	o.first = false
	o.b = append(o.b, '"')
	o.b = append(o.b, k...)
	o.b = append(o.b, '"', ':')
}

func (o *obj) str(k, v string) {
	o.key(k)
	o.b, o.ok = sim.AppendPlainString(o.b, v, o.ok)
}

// strOmit is an omitempty string field.
func (o *obj) strOmit(k, v string) {
	if v != "" {
		o.str(k, v)
	}
}

func (o *obj) int(k string, v int64) {
	o.key(k)
	o.b = strconv.AppendInt(o.b, v, 10)
}

func (o *obj) float(k string, v float64) {
	o.key(k)
	o.b, o.ok = sim.AppendFloat(o.b, v, o.ok)
}

func (o *obj) bool(k string, v bool) {
	o.key(k)
	o.b = sim.AppendBool(o.b, v)
}

func (o *obj) strs(k string, v []string) {
	o.key(k)
	o.b, o.ok = sim.AppendStrings(o.b, v, o.ok)
}

// end closes the object, or returns start when a value could not be written.
func (o *obj) end(start []byte) []byte {
	if !o.ok {
		return start
	}
	return append(o.b, '}')
}

// AppendJSON implements sim.LineAppender.
func (e Onset) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.int("age", int64(e.Age))
	o.str("sex", e.Sex)
	o.str("complaint", e.Complaint)
	o.str("truth", e.Truth)
	o.str("severity", e.Severity)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Move) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("role", e.Role)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e TriageEvent) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("department", e.Department)
	o.int("acuity", int64(e.Acuity))
	o.bool("correct", e.Correct)
	o.str("true_department", e.TrueDepartment)
	o.float("wait_min", e.WaitMin)
	o.int("visit", int64(e.Visit))
	o.strs("referred_by", e.ReferredBy)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Registration) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("department", e.Department)
	o.float("wait_min", e.WaitMin)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Waiting) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("department", e.Department)
	o.int("queue", int64(e.Queue))
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Consultation) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("department", e.Department)
	o.int("hadm_id", e.Hadm)
	o.float("wait_min", e.WaitMin)
	o.int("visit", int64(e.Visit))
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Examination) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.int("step", int64(e.Step))
	o.str("action", e.Action)
	o.strOmit("request", e.Request)
	o.bool("available", e.Available)
	o.float("cost", e.Cost)
	o.float("minutes", e.Minutes)
	o.strOmit("hypothesis", e.Hypothesis)
	o.int("confidence", int64(e.Confidence))
	o.str("doctor", e.Doctor)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Search) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.int("step", int64(e.Step))
	o.str("action", e.Action)
	o.strOmit("query", e.Query)
	o.int("considered", int64(e.Considered))
	o.int("used", int64(e.Used))
	o.bool("found", e.Found)
	o.strOmit("hypothesis", e.Hypothesis)
	o.int("confidence", int64(e.Confidence))
	o.str("doctor", e.Doctor)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Diagnosis) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("diagnosis", e.Diagnosis)
	o.str("answer", e.Answer)
	o.str("truth", e.Truth)
	o.bool("correct", e.Correct)
	o.int("steps", int64(e.Steps))
	o.float("cost", e.Cost)
	o.strOmit("severity", e.Severity)
	o.strOmit("treatment", e.Treatment)
	o.int("confidence", int64(e.Confidence))
	o.str("doctor", e.Doctor)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Dispensary) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("treatment", e.Treatment)
	o.float("wait_min", e.WaitMin)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Convalescence) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.int("days", int64(e.Days))
	o.str("treated_for", e.TreatedFor)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e FollowUp) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("outcome", e.Outcome)
	o.str("says", e.Says)
	o.int("visit", int64(e.Visit))
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e ReturnVisit) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.int("visit", int64(e.Visit))
	o.str("previous_diagnosis", e.PreviousDiagnosis)
	return o.end(b)
}

// AppendJSON implements sim.LineAppender.
func (e Leave) AppendJSON(b []byte) []byte {
	o := newObj(b)
	o.str("outcome", e.Outcome)
	o.int("visits", int64(e.Visits))
	return o.end(b)
}
