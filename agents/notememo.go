package agents

import "sync"

// noteMemoSize is how many notes a knowledge base's readers remember the reading of. A note is
// read again soon after its first reading (the doctor reads it, then the recall that checks its
// experience reads the same episode); 1024 covers the notes of many episodes in progress.
const noteMemoSize = 1024

// noteMemo remembers the readings of the notes read last, first in first out, for the readers
// of one knowledge base (NewReader keeps it with the KB). A reading is a pure function of the
// note, so the memo changes nothing read; it has its own lock.
type noteMemo struct {
	mu    sync.Mutex
	ring  []noteReading
	next  int
	index map[string]int // note -> slot in ring
}

type noteReading struct {
	text string
	ms   []Mention
}

// noteMemoKey is the key of a KB's note memo (kb.KB.Derived).
type noteMemoKey struct{}

func newNoteMemo() *noteMemo {
	return &noteMemo{ring: make([]noteReading, 0, noteMemoSize), index: make(map[string]int, noteMemoSize)}
}

// get returns a copy of the remembered reading of text.
func (m *noteMemo) get(text string) ([]Mention, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i, ok := m.index[text]
	if !ok {
		return nil, false
	}
	return append([]Mention(nil), m.ring[i].ms...), true
}

// put remembers the reading ms of text (a copy), forgetting the oldest when full.
func (m *noteMemo) put(text string, ms []Mention) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.index[text]; ok {
		return
	}
	e := noteReading{text: text, ms: append([]Mention(nil), ms...)}
	if len(m.ring) < noteMemoSize {
		m.index[text] = len(m.ring)
		m.ring = append(m.ring, e)
		return
	}
	delete(m.index, m.ring[m.next].text)
	m.ring[m.next] = e
	m.index[text] = m.next
	m.next = (m.next + 1) % noteMemoSize
}
