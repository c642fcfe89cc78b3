package replay

import (
	"sync"

	"agenthospital/sim"
	"agenthospital/world"
)

// Live is a sim.Sink for a run being watched: it passes every record on to the next sink (the
// trace file) and keeps a copy in a buffer that the viewer drains at its own pace. Emit only
// takes a short lock to append, so a slow window never slows the simulation: the window drops
// frames, never events.
type Live struct {
	next sim.Sink

	mu      sync.Mutex
	pending []sim.Record
	layout  *Layout
	done    bool
}

// NewLive returns a live buffer in front of next (nil: no next sink).
func NewLive(next sim.Sink) *Live { return &Live{next: next} }

// Emit buffers a copy of r for the viewer and passes r on.
func (l *Live) Emit(r sim.Record) error {
	c := r
	c.Actors = append([]string(nil), r.Actors...)
	l.mu.Lock()
	l.pending = append(l.pending, c)
	l.mu.Unlock()
	if l.next != nil {
		return l.next.Emit(r)
	}
	return nil
}

// SetNext sets the sink every record is passed on to; call it before the first Emit.
func (l *Live) SetNext(next sim.Sink) { l.next = next }

// SetLayout tells the viewer the hospital's rooms and roster (known once the world is built).
func (l *Live) SetLayout(scenario string, rooms []world.Room, roster []world.Staff) {
	l.mu.Lock()
	l.layout = &Layout{Scenario: scenario, Rooms: append([]world.Room(nil), rooms...), Roster: append([]world.Staff(nil), roster...)}
	l.mu.Unlock()
}

// Layout is the layout given by SetLayout, nil before.
func (l *Live) Layout() *Layout {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.layout
}

// Finish marks the run as over.
func (l *Live) Finish() {
	l.mu.Lock()
	l.done = true
	l.mu.Unlock()
}

// Done reports whether the run is over.
func (l *Live) Done() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.done
}

// Drain appends up to max buffered records (all when max < 0) to tr and reports how many.
func (l *Live) Drain(tr *Trace, max int) (int, error) {
	l.mu.Lock()
	n := len(l.pending)
	if max >= 0 && max < n {
		n = max
	}
	batch := l.pending[:n:n]
	l.pending = l.pending[n:]
	if len(l.pending) == 0 {
		l.pending = nil
	}
	l.mu.Unlock()
	for i, r := range batch {
		if err := tr.Append(r); err != nil {
			return i, err
		}
	}
	return n, nil
}

// Pending is how many records wait to be drained.
func (l *Live) Pending() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.pending)
}
