package sim

import "fmt"

// Time is simulated time in seconds since the start of the run.
type Time int64

// Durations.
const (
	Second Time = 1
	Minute      = 60 * Second
	Hour        = 60 * Minute
	Day         = 24 * Hour
)

// Minutes returns t in minutes.
func (t Time) Minutes() float64 { return float64(t) / float64(Minute) }

// Days returns t in days.
func (t Time) Days() float64 { return float64(t) / float64(Day) }

// String formats t as "d<day> hh:mm".
func (t Time) String() string {
	d := t / Day
	r := t % Day
	return fmt.Sprintf("d%d %02d:%02d", d, r/Hour, (r%Hour)/Minute)
}

type event struct {
	at   Time
	prio int32
	seq  uint64
	fn   func()
	fnA  func(int64)
	arg  int64
}

func (a *event) less(b *event) bool {
	if a.at != b.at {
		return a.at < b.at
	}
	if a.prio != b.prio {
		return a.prio < b.prio
	}
	return a.seq < b.seq
}

// Engine runs events in (time, priority, sequence) order. Lower priority values run first at
// equal times; equal (time, priority) run in the order they were scheduled.
type Engine struct {
	now    Time
	seq    uint64
	count  uint64
	heap   []event
	halted bool
}

// NewEngine returns an engine at time zero.
func NewEngine() *Engine { return &Engine{heap: make([]event, 0, 1024)} }

// Now is the current simulated time.
func (e *Engine) Now() Time { return e.now }

// Events is the number of events run so far.
func (e *Engine) Events() uint64 { return e.count }

// Pending is the number of scheduled events not yet run.
func (e *Engine) Pending() int { return len(e.heap) }

// At schedules fn at time t (not before now) with priority prio.
func (e *Engine) At(t Time, prio int, fn func()) {
	e.push(event{at: t, prio: int32(prio), fn: fn})
}

// After schedules fn d after now.
func (e *Engine) After(d Time, prio int, fn func()) { e.At(e.now+d, prio, fn) }

// AtArg schedules fn(arg) at time t. Unlike At it needs no closure, so a hot path can reuse one
// function value for many events without allocating.
func (e *Engine) AtArg(t Time, prio int, fn func(int64), arg int64) {
	e.push(event{at: t, prio: int32(prio), fnA: fn, arg: arg})
}

func (e *Engine) push(ev event) {
	if ev.at < e.now {
		ev.at = e.now
	}
	e.seq++
	ev.seq = e.seq
	e.heap = append(e.heap, ev)
	// sift up
	h := e.heap
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 4
		if !h[i].less(&h[p]) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

func (e *Engine) pop() event {
	h := e.heap
	top := h[0]
	n := len(h) - 1
	h[0] = h[n]
	h[n] = event{}
	h = h[:n]
	e.heap = h
	i := 0
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		end := c + 4
		if end > n {
			end = n
		}
		for j := c + 1; j < end; j++ {
			if h[j].less(&h[m]) {
				m = j
			}
		}
		if !h[m].less(&h[i]) {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
	return top
}

// NextTime is the time of the earliest pending event and whether there is one.
func (e *Engine) NextTime() (Time, bool) {
	if len(e.heap) == 0 {
		return 0, false
	}
	return e.heap[0].at, true
}

// Step runs the next event. It reports false when there is nothing left or Halt was called.
func (e *Engine) Step() bool {
	if e.halted || len(e.heap) == 0 {
		return false
	}
	ev := e.pop()
	e.now = ev.at
	e.count++
	if ev.fnA != nil {
		ev.fnA(ev.arg)
	} else {
		ev.fn()
	}
	return true
}

// RunUntil runs every event at or before t, then sets the clock to t (unless halted).
func (e *Engine) RunUntil(t Time) {
	for !e.halted && len(e.heap) > 0 && e.heap[0].at <= t {
		e.Step()
	}
	if !e.halted && e.now < t {
		e.now = t
	}
}

// Halt stops the engine: Step and RunUntil do nothing afterwards.
func (e *Engine) Halt() { e.halted = true }

// Halted reports whether Halt was called.
func (e *Engine) Halted() bool { return e.halted }
