package sim

import (
	"math"
	"testing"
)

// clinic is an M/M/c queue: patients arrive, wait for one of c doctors, are seen, leave. Each
// patient makes three events (arrival, service start via grant, departure).
type clinic struct {
	e        *Engine
	docs     *Resource
	rng      func() float64
	arrive   func(int64)
	depart   func(int64)
	patients int64
	limit    int64
}

func newClinic(limit int64) *clinic {
	c := &clinic{e: NewEngine(), limit: limit}
	c.docs = NewResource(c.e, "doctors", 10, FIFO)
	r := NewStreams(1).Stream("bench")
	c.rng = r.Float64
	exp := func(mean float64) Time { return Time(-math.Log(1-c.rng())*mean) + 1 }
	c.depart = func(int64) { c.docs.Release() }
	grant := func(Time) { c.e.AtArg(c.e.Now()+exp(540), 1, c.depart, 0) } // 9 min service
	c.arrive = func(int64) {
		c.patients++
		c.docs.Request(0, grant)
		if c.patients < c.limit {
			c.e.AtArg(c.e.Now()+exp(60), 0, c.arrive, 0) // one a minute: load 0.9
		}
	}
	c.e.AtArg(0, 0, c.arrive, 0)
	return c
}

// BenchmarkClinicQueue measures kernel events per second on a 10-doctor clinic queue.
func BenchmarkClinicQueue(b *testing.B) {
	b.ReportAllocs()
	var events uint64
	for i := 0; i < b.N; i++ {
		c := newClinic(100_000)
		for c.e.Step() {
		}
		events += c.e.Events()
	}
	b.ReportMetric(float64(events)/b.Elapsed().Seconds(), "events/s")
}

func TestClinicQueueMatchesTheory(t *testing.T) {
	c := newClinic(200_000)
	for c.e.Step() {
	}
	s := c.docs.Stats()
	// M/M/10 at load 0.9: utilisation 0.9, mean wait about 6 minutes (Erlang C).
	if math.Abs(s.Utilization-0.9) > 0.02 {
		t.Fatalf("utilization %.3f, want about 0.9", s.Utilization)
	}
	if s.MeanWait < 4 || s.MeanWait > 8.5 {
		t.Fatalf("mean wait %.2f min, want about 6", s.MeanWait)
	}
}
