package world

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"agenthospital/sim"
)

// referenceLine is what encoding/json writes for r (the trace's format before payloads wrote
// themselves).
func referenceLine(t *testing.T, r sim.Record) string {
	t.Helper()
	r.Day = int(r.T / sim.Day)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&r); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func emitted(t *testing.T, r sim.Record) string {
	t.Helper()
	var buf bytes.Buffer
	j := sim.NewJSONL(&buf)
	if err := j.Emit(r); err != nil {
		t.Fatal(err)
	}
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestPayloadsAppendAsEncodingJSON writes every payload kind with random values, including
// strings that need escaping, empty and nil fields and floats of every size, and checks each
// line against encoding/json's.
func TestPayloadsAppendAsEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	strs := []string{"", "ward_3", "P000123", `say "hi"`, `back\slash`, "tab\there", "new\nline", "café", "<b>&", "\u2028", "\x7f", "it's fine, really"}
	str := func() string { return strs[r.IntN(len(strs))] }
	floats := []float64{0, 1, -1, 0.1, 2.5, 1e-7, 1e-6, 123456.789, 1e21, 1e20, math.Copysign(0, -1), 3.0000001, 1.0 / 3}
	flt := func() float64 {
		if r.IntN(3) == 0 {
			return r.Float64() * 1000
		}
		return floats[r.IntN(len(floats))]
	}
	var nilOr = func() []string {
		switch r.IntN(3) {
		case 0:
			return nil
		case 1:
			return []string{}
		}
		return []string{str(), str()}
	}
	payloads := func() []any {
		return []any{
			nil,
			Onset{Age: r.IntN(90), Sex: str(), Complaint: str(), Truth: str(), Severity: str()},
			Move{Role: str()},
			TriageEvent{Department: str(), Acuity: r.IntN(5), Correct: r.IntN(2) == 0, TrueDepartment: str(), WaitMin: flt(), Visit: r.IntN(3), ReferredBy: nilOr()},
			Registration{Department: str(), WaitMin: flt()},
			Waiting{Department: str(), Queue: r.IntN(30)},
			Consultation{Department: str(), Hadm: r.Int64(), WaitMin: flt(), Visit: r.IntN(3)},
			Examination{Step: r.IntN(9), Action: str(), Request: str(), Available: r.IntN(2) == 0, Cost: flt(), Minutes: flt(), Hypothesis: str(), Confidence: r.IntN(100), Doctor: str()},
			Search{Step: r.IntN(9), Action: str(), Query: str(), Considered: r.IntN(50), Used: r.IntN(9), Found: r.IntN(2) == 0, Hypothesis: str(), Confidence: r.IntN(100), Doctor: str()},
			Diagnosis{Diagnosis: str(), Answer: str(), Truth: str(), Correct: r.IntN(2) == 0, Steps: r.IntN(9), Cost: flt(), Severity: str(), Treatment: str(), Confidence: r.IntN(100), Doctor: str()},
			Dispensary{Treatment: str(), WaitMin: flt()},
			Convalescence{Days: r.IntN(30), TreatedFor: str()},
			FollowUp{Outcome: str(), Says: str(), Visit: r.IntN(3)},
			ReturnVisit{Visit: r.IntN(3), PreviousDiagnosis: str()},
			Leave{Outcome: str(), Visits: r.IntN(3)},
			Referral{From: str(), Appropriate: true, Steps: 2, Confidence: 40, Doctor: str()}, // encoding/json's path
		}
	}
	fast := 0
	for i := 0; i < 400; i++ {
		for _, p := range payloads() {
			rec := sim.Record{T: sim.Time(r.Int64N(1 << 40)), Kind: str(), Actors: nilOr(), From: str(), Place: str(), Payload: p}
			want, got := referenceLine(t, rec), emitted(t, rec)
			if got != want {
				t.Fatalf("payload %T: wrote\n%s want\n%s", p, got, want)
			}
			if _, ok := p.(sim.LineAppender); ok {
				fast++
			}
		}
	}
	if fast == 0 {
		t.Fatal("no payload wrote itself")
	}
}
