package agents

import "sync"

// textMemoSize is how many texts a memo remembers the reading of. A text is read again soon
// after its first reading (the doctor reads a note, then the recall that checks its experience
// reads the same episode), and notes read ahead (Reader.Prefetch) wait there for the patient's
// turn: 4096 covers the notes of the patients queueing in a busy hospital.
const textMemoSize = 4096

// textMemo remembers what was read from the texts read last, first in first out, for the
// readers of one knowledge base (kept with the KB: kb.KB.Derived). A reading is a pure
// function of the text, so the memo changes nothing read; it has its own lock. Values are
// stored and returned as given: a caller that may change a value stores and returns copies.
type textMemo[V any] struct {
	mu    sync.Mutex
	ring  []memoEntry[V]
	next  int
	index map[string]int // text -> slot in ring
}

type memoEntry[V any] struct {
	text string
	v    V
}

// Keys of the memos kept with a KB.
type (
	noteMemoKey  struct{} // ReadNote: *textMemo[[]Mention]
	demogMemoKey struct{} // demographics: *textMemo[demog]
	wordMemoKey  struct{} // Reader.Wordings: *textMemo[[]string]
)

func newTextMemo[V any]() *textMemo[V] {
	return &textMemo[V]{ring: make([]memoEntry[V], 0, textMemoSize), index: make(map[string]int, textMemoSize)}
}

// get returns the remembered value for text.
func (m *textMemo[V]) get(text string) (V, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i, ok := m.index[text]
	if !ok {
		var zero V
		return zero, false
	}
	return m.ring[i].v, true
}

// put remembers v for text, forgetting the oldest text when full.
func (m *textMemo[V]) put(text string, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.index[text]; ok {
		return
	}
	e := memoEntry[V]{text: text, v: v}
	if len(m.ring) < textMemoSize {
		m.index[text] = len(m.ring)
		m.ring = append(m.ring, e)
		return
	}
	delete(m.index, m.ring[m.next].text)
	m.ring[m.next] = e
	m.index[text] = m.next
	m.next = (m.next + 1) % textMemoSize
}
