package textmemo

import "sync"

// Size is how many texts a memo remembers. A text is read again soon after its first reading
// (the doctor reads a note, then the recall that checks its experience reads the same episode),
// and notes read ahead wait there for the patient's turn: 4096 covers the notes of the patients
// queueing in a busy hospital.
const Size = 4096

// Memo remembers the values of the texts put last, first in first out, under its own lock.
// Values are stored and returned as given: a caller that may change a value stores and returns
// copies.
type Memo[V any] struct {
	mu    sync.Mutex
	ring  []entry[V]
	next  int
	index map[string]int // text -> slot in ring
}

type entry[V any] struct {
	text string
	v    V
}

// New returns an empty memo; it takes its room at the first Put.
func New[V any]() *Memo[V] { return &Memo[V]{} }

// Get returns the remembered value for text.
func (m *Memo[V]) Get(text string) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i, ok := m.index[text]
	if !ok {
		var zero V
		return zero, false
	}
	return m.ring[i].v, true
}

// Put remembers v for text, forgetting the oldest text when full.
func (m *Memo[V]) Put(text string, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.index[text]; ok {
		return
	}
	if m.index == nil {
		m.ring, m.index = make([]entry[V], 0, Size), make(map[string]int, Size)
	}
	e := entry[V]{text: text, v: v}
	if len(m.ring) < Size {
		m.index[text] = len(m.ring)
		m.ring = append(m.ring, e)
		return
	}
	delete(m.index, m.ring[m.next].text)
	m.ring[m.next] = e
	m.index[text] = m.next
	m.next = (m.next + 1) % Size
}
