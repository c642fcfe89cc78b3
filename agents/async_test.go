package agents

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"time"

	"agenthospital/kb"
	"agenthospital/sim"
	"agenthospital/world"
)

// slowDoctor stands in for an LLM brain: every decision is worked out on its own goroutine and
// takes a random amount of real time, so many are in flight at once and finish in any order.
type slowDoctor struct {
	inner *Offline
	jit   *rand.Rand
}

type future chan world.Decision

func (f future) Wait() (world.Decision, error) { return <-f, nil }

func (s *slowDoctor) Think(ep *world.Episode) world.Pending {
	// Copy what the brain may read, as a real client would serialise the prompt.
	snap := *ep
	snap.Steps = append([]world.Step(nil), ep.Steps...)
	delay := time.Duration(s.jit.IntN(300)) * time.Microsecond
	f := make(future, 1)
	d := s.inner.Decide(&snap) // the decision itself is deterministic...
	go func() {                // ...but it is delivered late, from another goroutine
		time.Sleep(delay)
		f <- d
	}()
	return f
}

func (s *slowDoctor) Learn(fb world.Feedback) { s.inner.Learn(fb) }
func (s *slowDoctor) Read(r *rand.Rand) []string {
	return s.inner.Read(r)
}

func runTrace(t *testing.T, k *kb.KB, slow bool) []byte {
	t.Helper()
	sc, err := world.LoadScenario("../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	reader := NewReader(k, nil)
	i := uint64(0)
	factory := func(dept string, n int, cands []*kb.Disease) world.Doctor {
		i++
		o := NewOffline(k, reader, cands, DefaultOffline, i)
		if slow {
			return &slowDoctor{inner: o, jit: rand.New(rand.NewPCG(i, uint64(time.Now().UnixNano())))}
		}
		return o
	}
	var buf bytes.Buffer
	sink := sim.NewJSONL(&buf)
	ag := world.Agents{Nurse: NewTriageNurse(k, sc.TriageError), Doctor: factory,
		Patient: func(gen *kb.Generator) world.PatientVoice { return NewPatient(k, gen) }}
	h, err := world.New(sc, k, ag, world.Options{Seed: 11, Patients: 150, Sink: sink})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Run(0, nil); err != nil {
		t.Fatal(err)
	}
	_ = sink.Flush()
	return buf.Bytes()
}

// TestSlowBrainSameTrace shows the world takes decisions at their due simulated time: a brain
// whose answers arrive late and out of order gives the same trace, byte for byte.
func TestSlowBrainSameTrace(t *testing.T) {
	k := testKB(t)
	fast := runTrace(t, k, false)
	slow := runTrace(t, k, true)
	if !bytes.Equal(fast, slow) {
		t.Fatal("a brain that answers late changed the run")
	}
}
