package sim

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

func TestEventOrder(t *testing.T) {
	e := NewEngine()
	var got []string
	add := func(at Time, prio int, name string) { e.At(at, prio, func() { got = append(got, name) }) }
	add(10, 0, "c")
	add(5, 1, "b")
	add(5, 0, "a")
	add(10, 0, "d") // same time and priority as c: scheduled later, runs later
	add(0, 5, "first")
	for e.Step() {
	}
	want := "first a b c d"
	if s := strings.Join(got, " "); s != want {
		t.Fatalf("order %q, want %q", s, want)
	}
	if e.Now() != 10 || e.Events() != 5 {
		t.Fatalf("now %d events %d", e.Now(), e.Events())
	}
}

func TestPastEventsRunNow(t *testing.T) {
	e := NewEngine()
	e.At(100, 0, func() {
		e.At(50, 0, func() {
			if e.Now() != 100 {
				t.Errorf("event scheduled in the past ran at %d", e.Now())
			}
		})
	})
	for e.Step() {
	}
}

func TestRunUntilAndHalt(t *testing.T) {
	e := NewEngine()
	n := 0
	for i := 1; i <= 10; i++ {
		e.At(Time(i)*Minute, 0, func() { n++ })
	}
	e.RunUntil(5 * Minute)
	if n != 5 || e.Now() != 5*Minute {
		t.Fatalf("ran %d events, now %v", n, e.Now())
	}
	e.Halt()
	e.RunUntil(Hour)
	if n != 5 {
		t.Fatalf("halted engine ran events")
	}
}

func TestResourceFIFOWaitsAndUtilization(t *testing.T) {
	e := NewEngine()
	r := NewResource(e, "doc", 1, FIFO)
	var order []int
	for i := 0; i < 3; i++ {
		i := i
		e.At(0, 0, func() {
			r.Request(0, func(wait Time) {
				order = append(order, i)
				e.After(10*Minute, 0, r.Release)
			})
		})
	}
	for e.Step() {
	}
	if len(order) != 3 || order[0] != 0 || order[1] != 1 || order[2] != 2 {
		t.Fatalf("served %v", order)
	}
	s := r.Stats()
	if s.Served != 3 || math.Abs(s.MeanWait-10) > 1e-9 || s.P90Wait != 20 {
		t.Fatalf("stats %+v", s)
	}
	if math.Abs(s.Utilization-1) > 1e-9 {
		t.Fatalf("utilization %v, want 1", s.Utilization)
	}
}

func TestResourcePriority(t *testing.T) {
	e := NewEngine()
	r := NewResource(e, "doc", 1, Priority)
	var order []string
	use := func(name string, prio int) {
		r.Request(prio, func(Time) {
			order = append(order, name)
			e.After(Minute, 0, r.Release)
		})
	}
	e.At(0, 0, func() { use("busy", 5); use("low", 5); use("urgent", 1); use("low2", 5); use("urgent2", 1) })
	for e.Step() {
	}
	if s := strings.Join(order, " "); s != "busy urgent urgent2 low low2" {
		t.Fatalf("order %q", s)
	}
}

func TestStreamsReproducible(t *testing.T) {
	a := NewStreams(7).Stream("arrivals")
	b := NewStreams(7).Stream("arrivals")
	c := NewStreams(8).Stream("arrivals")
	d := NewStreams(7).Stream("generator")
	same, diffSeed, diffName := true, false, false
	for i := 0; i < 100; i++ {
		x, y, z, w := a.Uint64(), b.Uint64(), c.Uint64(), d.Uint64()
		same = same && x == y
		diffSeed = diffSeed || x != z
		diffName = diffName || x != w
	}
	if !same || !diffSeed || !diffName {
		t.Fatalf("same=%v diffSeed=%v diffName=%v", same, diffSeed, diffName)
	}
}

func TestJSONLTrace(t *testing.T) {
	var buf bytes.Buffer
	j := NewJSONL(&buf)
	_ = j.Emit(Record{T: Day + Hour, Kind: "triage", Actors: []string{"p1", "n1"}, Place: "triage", Payload: map[string]any{"b": 1, "a": "x<y"}})
	_ = j.Flush()
	want := `{"t":90000,"day":1,"kind":"triage","actors":["p1","n1"],"place":"triage","payload":{"a":"x<y","b":1}}` + "\n"
	if buf.String() != want {
		t.Fatalf("got %s", buf.String())
	}
}

func TestTimeString(t *testing.T) {
	if s := (2*Day + 13*Hour + 5*Minute).String(); s != "d2 13:05" {
		t.Fatal(s)
	}
}

// The trace writer only ever hands whole lines to the file: whatever moment a process dies, the
// file holds complete lines.
func TestJSONLWritesWholeLines(t *testing.T) {
	var w chunkRecorder
	j := NewJSONL(&w)
	for i := 0; i < 5000; i++ {
		if err := j.Emit(Record{T: Time(i), Kind: "k", Actors: []string{"P000001"}, Payload: map[string]int{"i": i}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Flush(); err != nil {
		t.Fatal(err)
	}
	if len(w.chunks) < 2 {
		t.Fatalf("%d writes; the test needs several", len(w.chunks))
	}
	for i, c := range w.chunks {
		if len(c) == 0 || c[len(c)-1] != '\n' {
			t.Fatalf("write %d does not end at a line boundary", i)
		}
	}
}

type chunkRecorder struct{ chunks [][]byte }

func (c *chunkRecorder) Write(p []byte) (int, error) {
	c.chunks = append(c.chunks, append([]byte(nil), p...))
	return len(p), nil
}
