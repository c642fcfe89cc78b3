package agents

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"agenthospital/agents/memory"
	"agenthospital/kb"
	"agenthospital/sim"
	"agenthospital/world"
	"agenthospital/world/dcr"
)

// slowDoctor stands in for an LLM brain: every reply is delivered from its own goroutine after a
// random amount of real time, so many are in flight at once and finish in any order.
type slowDoctor struct {
	*CDMDoctor
	jit *rand.Rand
}

type future chan string

func (f future) Wait() (string, error) { return <-f, nil }

func (s *slowDoctor) Reply(st *dcr.State) dcr.Pending {
	text, _ := s.CDMDoctor.Reply(st).Wait() // the reply itself is deterministic...
	delay := time.Duration(s.jit.IntN(300)) * time.Microsecond
	f := make(future, 1)
	go func() { // ...but it is delivered late, from another goroutine
		time.Sleep(delay)
		f <- text
	}()
	return f
}

// noAhead is a hospital doctor that does not read records ahead: the field ReadAhead hides the
// method CDMDoctor.ReadAhead (a shallower name wins), so every note is read when the
// consultation gets to it. Everything else, learning included, is the CDMDoctor's.
type noAhead struct {
	*CDMDoctor
	ReadAhead struct{}
}

// runHospital runs 150 patients of the abdominal ED with a fresh memory in dir and returns the
// trace. slow delivers replies late (slowDoctor); ahead=false turns reading ahead off.
func runHospital(t *testing.T, k *kb.KB, dir string, slow, ahead bool) []byte {
	t.Helper()
	sc, err := world.LoadScenario("../scenarios/abdominal-ed.yaml", k)
	if err != nil {
		t.Fatal(err)
	}
	st, err := memory.Open(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	idx, err := memory.OpenIndex(dir, st)
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	reader := NewReader(k)
	rows := k.LabMapping()
	pr, err := NewPractice(k, st, idx, reader, rows, DefaultRecall, 11, true)
	if err != nil {
		t.Fatal(err)
	}
	i := uint64(0)
	factory := func(dept string, n int, staff string, cands []*kb.Disease) world.Doctor {
		i++
		d := NewCDMDoctor(k, reader, cands, rows, DefaultOffline, i)
		d.InHospital()
		rc, err := pr.Memory(dept, cands)
		if err != nil {
			t.Fatal(err)
		}
		d.UseMemory(rc)
		if slow {
			return &slowDoctor{CDMDoctor: d, jit: rand.New(rand.NewPCG(i, uint64(time.Now().UnixNano())))}
		}
		if !ahead {
			return &noAhead{CDMDoctor: d}
		}
		return d
	}
	var buf bytes.Buffer
	sink := sim.NewJSONL(&buf)
	ag := world.Agents{Nurse: NewTriageNurse(k, sc.TriageError), Doctor: factory,
		Patient: func(gen *kb.Generator) world.PatientVoice { return NewPatient(k, gen) }, Practice: pr}
	h, err := world.New(sc, k, ag, world.Options{Seed: 11, Patients: 150, Sink: sink})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Run(0, nil); err != nil {
		t.Fatal(err)
	}
	if err := pr.Flush(); err != nil {
		t.Fatal(err)
	}
	_ = sink.Flush()
	return buf.Bytes()
}

// TestSlowBrainSameTrace shows the world takes replies at their due simulated time: a brain
// whose answers arrive late and out of order gives the same trace, byte for byte.
func TestSlowBrainSameTrace(t *testing.T) {
	k := testKB(t)
	dir := t.TempDir()
	fast := runHospital(t, k, filepath.Join(dir, "fast"), false, true)
	slow := runHospital(t, k, filepath.Join(dir, "slow"), true, true)
	if !bytes.Equal(fast, slow) {
		t.Fatal("a brain that answers late changed the run")
	}
	if !bytes.Contains(fast, []byte(`"kind":"search"`)) || !bytes.Contains(fast, []byte(`"kind":"move"`)) {
		t.Fatal("the trace has no search or move events")
	}
}

// TestReadAheadSameTrace shows that reading records ahead (world.ReadAhead: notes read on a
// goroutine of their own while the patient travels and queues) changes nothing the doctors do:
// with and without it, each on a knowledge base of its own so that no reading is shared, the
// trace is the same byte for byte.
func TestReadAheadSameTrace(t *testing.T) {
	dir := t.TempDir()
	with := runHospital(t, testKB(t), filepath.Join(dir, "ahead"), false, true)
	without := runHospital(t, testKB(t), filepath.Join(dir, "inline"), false, false)
	if !bytes.Equal(with, without) {
		t.Fatal("reading ahead changed the run")
	}
	var _ world.ReadAhead = (*CDMDoctor)(nil)
	if _, ok := world.Doctor(&noAhead{}).(world.ReadAhead); ok {
		t.Fatal("the test's inline doctor still reads ahead")
	}
}
