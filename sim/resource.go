package sim

import "sort"

// Discipline is how a resource's queue is served.
type Discipline int

const (
	// FIFO serves in arrival order.
	FIFO Discipline = iota
	// Priority serves the lowest priority value first, FIFO among equals.
	Priority
)

type waiter struct {
	prio  int
	seq   uint64
	since Time
	grant func(wait Time)
}

// Resource is a pool of identical servers (doctors of a department, triage nurses, scanners).
// A request is granted at once when a server is free, otherwise it waits in the queue. The
// resource records every wait and the time-weighted number of busy servers.
type Resource struct {
	Name       string
	Capacity   int
	Discipline Discipline

	eng      *Engine
	busy     int
	queue    []waiter
	seq      uint64
	lastT    Time
	busyArea float64
	waits    []float64 // minutes
	maxQueue int
}

// NewResource returns a resource with capacity servers on engine e.
func NewResource(e *Engine, name string, capacity int, d Discipline) *Resource {
	if capacity < 1 {
		capacity = 1
	}
	return &Resource{Name: name, Capacity: capacity, Discipline: d, eng: e}
}

func (r *Resource) account() {
	now := r.eng.now
	r.busyArea += float64(r.busy) * float64(now-r.lastT)
	r.lastT = now
}

// Request asks for one server. grant is called (from the event loop, at the time the server is
// taken) with the time spent waiting. prio matters only for Priority resources.
func (r *Resource) Request(prio int, grant func(wait Time)) {
	if r.busy < r.Capacity && len(r.queue) == 0 {
		r.account()
		r.busy++
		r.waits = append(r.waits, 0)
		grant(0)
		return
	}
	r.seq++
	w := waiter{prio: prio, seq: r.seq, since: r.eng.now, grant: grant}
	if r.Discipline == Priority {
		i := sort.Search(len(r.queue), func(i int) bool {
			q := r.queue[i]
			return q.prio > prio || (q.prio == prio && q.seq > w.seq)
		})
		r.queue = append(r.queue, waiter{})
		copy(r.queue[i+1:], r.queue[i:])
		r.queue[i] = w
	} else {
		r.queue = append(r.queue, w)
	}
	if len(r.queue) > r.maxQueue {
		r.maxQueue = len(r.queue)
	}
}

// Release frees one server; the next waiter, if any, gets it now.
func (r *Resource) Release() {
	r.account()
	if len(r.queue) == 0 {
		if r.busy > 0 {
			r.busy--
		}
		return
	}
	w := r.queue[0]
	copy(r.queue, r.queue[1:])
	r.queue = r.queue[:len(r.queue)-1]
	wait := r.eng.now - w.since
	r.waits = append(r.waits, wait.Minutes())
	w.grant(wait)
}

// Busy is the number of servers in use.
func (r *Resource) Busy() int { return r.busy }

// QueueLen is the number of waiting requests.
func (r *Resource) QueueLen() int { return len(r.queue) }

// Stats summarises a resource's waits (minutes) and utilisation (share of server time busy).
type Stats struct {
	Served      int     `json:"served"`
	MeanWait    float64 `json:"mean_wait_min"`
	P90Wait     float64 `json:"p90_wait_min"`
	MaxQueue    int     `json:"max_queue"`
	Utilization float64 `json:"utilization"`
}

// Stats returns the resource's statistics up to now.
func (r *Resource) Stats() Stats {
	r.account()
	s := Stats{Served: len(r.waits), MaxQueue: r.maxQueue}
	if n := len(r.waits); n > 0 {
		sum := 0.0
		for _, w := range r.waits {
			sum += w
		}
		s.MeanWait = sum / float64(n)
		s.P90Wait = Quantile(r.waits, 0.9)
	}
	if r.eng.now > 0 {
		s.Utilization = r.busyArea / (float64(r.eng.now) * float64(r.Capacity))
	}
	return s
}

// Quantile returns the q-quantile (0..1) of xs by the nearest-rank method; xs is not modified.
func Quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	i := int(q*float64(len(s))+0.999999) - 1
	if i < 0 {
		i = 0
	}
	if i >= len(s) {
		i = len(s) - 1
	}
	return s[i]
}
