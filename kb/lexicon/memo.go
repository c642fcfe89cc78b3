package lexicon

import "sync"

// memoSize is how many recently read texts a lexicon remembers the reading of. A note is read
// again soon after its first reading (a doctor reads it, then its experience recall reads the
// same episode); 1024 covers the notes of many episodes in progress at once.
const memoSize = 1024

// readMemo remembers the mentions of the texts read last, first in first out. It holds no
// state that changes a reading (Read is a pure function of the text), so sharing a lexicon
// stays safe for concurrent use: the memo has its own lock.
type readMemo struct {
	mu    sync.Mutex
	ring  []memoEntry
	next  int
	index map[string]int // text -> slot in ring
}

type memoEntry struct {
	text string
	ms   []Mention
}

func newReadMemo() *readMemo {
	return &readMemo{ring: make([]memoEntry, 0, memoSize), index: make(map[string]int, memoSize)}
}

// get returns a copy of the remembered reading of text.
func (m *readMemo) get(text string) ([]Mention, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i, ok := m.index[text]
	if !ok {
		return nil, false
	}
	return append([]Mention(nil), m.ring[i].ms...), true
}

// put remembers the reading ms of text (a copy of it), forgetting the oldest when full.
func (m *readMemo) put(text string, ms []Mention) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.index[text]; ok {
		return
	}
	e := memoEntry{text: text, ms: append([]Mention(nil), ms...)}
	if len(m.ring) < memoSize {
		m.index[text] = len(m.ring)
		m.ring = append(m.ring, e)
		return
	}
	delete(m.index, m.ring[m.next].text)
	m.ring[m.next] = e
	m.index[text] = m.next
	m.next = (m.next + 1) % memoSize
}
