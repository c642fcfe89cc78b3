package replay

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"agenthospital/sim"
	"agenthospital/world"
)

const small = "../testdata/small"

func loadSmall(t testing.TB) *Trace {
	t.Helper()
	tr, err := Load(small)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// rawLines reads the fixture's records as plain JSON objects, independently of the decoder.
func rawLines(t testing.TB) []sim.Record {
	f, err := os.Open(filepath.Join(small, "trace.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var recs []sim.Record
	sc := bufio.NewScanner(gz)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r sim.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestLoadAndPositions(t *testing.T) {
	tr := loadSmall(t)
	recs := rawLines(t)
	if len(tr.Events) != len(recs) {
		t.Fatalf("%d events, want %d", len(tr.Events), len(recs))
	}
	if !tr.HasMemory || tr.Memory.Cases == 0 {
		t.Errorf("memory totals from summary.json missing: %+v", tr.Memory)
	}
	for _, r := range tr.Layout.Rooms {
		if tr.RoomIndex(r.ID) < 0 {
			t.Errorf("room %s not indexed", r.ID)
		}
	}
	// Position at time t = the place of the latest move or onset at or before t.
	end := tr.End()
	c := tr.NewCursor()
	for _, frac := range []float64{0.05, 0.3, 0.5, 0.77, 1} {
		at := end * frac
		want := map[string]string{}
		for _, r := range recs {
			if float64(r.T) > at {
				break
			}
			if r.Kind == world.KindMove || r.Kind == world.KindOnset {
				for _, a := range r.Actors {
					want[a] = r.Place
				}
			}
		}
		c.Seek(at)
		for id, place := range want {
			a := tr.AgentIndex(id)
			if got := tr.Rooms[c.S.Place[a]].ID; got != place {
				t.Fatalf("t=%.0f: %s in %s, want %s", at, id, got, place)
			}
		}
	}
}

// Seeking anywhere, in any order, gives the same state as replaying from the start.
func TestSeekMatchesReplay(t *testing.T) {
	tr := loadSmall(t)
	end := tr.End()
	c := tr.NewCursor()
	for i, frac := range []float64{0.9, 0.1, 0.5, 0.51, 0.2, 1, 0, 0.65} {
		at := end * frac
		c.Seek(at)
		fresh := tr.NewCursor()
		for fresh.S.N < tr.Index(at) {
			fresh.S.apply(tr, fresh.S.N)
		}
		fresh.S.grow(tr)
		if !reflect.DeepEqual(c.S, fresh.S) {
			t.Fatalf("seek %d (t=%.0f): state differs from a replay from the start", i, at)
		}
	}
}

// A live run appended record by record gives the same events as the recorded file.
func TestAppendMatchesFile(t *testing.T) {
	tr := loadSmall(t)
	live := NewTrace(tr.Layout)
	l := NewLive(nil)
	for _, r := range rawLines(t) {
		if err := l.Emit(r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.Drain(live, -1); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(live.Events, tr.Events) || !reflect.DeepEqual(live.Strings, tr.Strings) {
		t.Fatal("live events differ from the recorded ones")
	}
}

func TestSegmentAccuracy(t *testing.T) {
	tr := loadSmall(t)
	c := tr.NewCursor()
	c.Seek(tr.End())
	var n, right int
	for _, r := range rawLines(t) {
		if r.Kind == world.KindDiagnosis {
			n++
			if r.Payload.(map[string]any)["correct"].(bool) {
				right++
			}
		}
	}
	acc, last := c.SegmentAccuracy(100)
	if c.S.Diagnoses != n || c.S.Correct != right {
		t.Fatalf("diagnoses %d/%d, want %d/%d", c.S.Correct, c.S.Diagnoses, right, n)
	}
	var sum float64
	for i, a := range acc {
		size := 100
		if i == len(acc)-1 {
			size = last
		}
		sum += a * float64(size)
	}
	if int(sum+0.5) != right {
		t.Fatalf("segments add up to %v correct, want %d", sum, right)
	}
}

func TestStory(t *testing.T) {
	tr := loadSmall(t)
	c := tr.NewCursor()
	c.Seek(tr.End())
	p := tr.AgentIndex("P000001")
	st := c.Story(p)
	if st.Complaint == "" || len(st.Visits) == 0 || len(st.Visits[0].Steps) == 0 || st.Visits[0].Diagnosis == "" {
		t.Fatalf("story incomplete: %+v", st)
	}
	d := tr.AgentIndex("dr_emergency_1")
	h := c.Doctor(d, 5)
	if h.Diagnoses == 0 || len(h.Accuracy) == 0 {
		t.Fatalf("doctor history empty: %+v", h)
	}
}

// BenchmarkSeek seeks to random days of a trace: the fixture, or the run directory named by
// HOSPITAL_TRACE (e.g. a 20,000-patient run).
func BenchmarkSeek(b *testing.B) {
	dir := os.Getenv("HOSPITAL_TRACE")
	if dir == "" {
		dir = small
	}
	start := time.Now()
	tr, err := Load(dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %d events, %d agents, loaded in %v", dir, len(tr.Events), len(tr.Agents), time.Since(start).Round(time.Millisecond))
	days := int(tr.End()/86400) + 1
	c := tr.NewCursor()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		c.Seek(float64((i*7919)%days)*86400 + 43200)
	}
}
