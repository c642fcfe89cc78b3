package agents

import "sync"

// Reading a note is a pure function of its text, so it can be done before the doctor gets to
// it: the hospital hands the notes of a patient who joins a department's queue to the reader
// (Reader.Prefetch), a goroutine reads them into the knowledge base's memos while the
// simulation goes on, and the doctor's own reading then finds them there. Nothing read depends
// on whether, or how far, the goroutine got: a text it has not read yet is read by the doctor as
// before (and a reading is the same whoever does it), so runs stay byte-identical whatever the
// timing. A full queue drops texts rather than wait.

// maxPrefetch bounds the texts waiting to be read ahead.
const maxPrefetch = 2048

// prefetcher is the queue of texts to read ahead for the readers of one knowledge base, and
// whether its goroutine is running (it runs while there is something to read, then ends).
type prefetcher struct {
	mu      sync.Mutex
	queue   []string
	head    int
	running bool
}

type prefetchKey struct{}

// Prefetch reads texts (histories and examination notes) ahead on a goroutine of its own, so
// that ReadNote and the learned wording of the same texts later cost a lookup.
func (r *Reader) Prefetch(texts ...string) {
	if r.lex == nil || r.notes == nil {
		return
	}
	p := r.kb.Derived(prefetchKey{}, func() any { return &prefetcher{} }).(*prefetcher)
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, t := range texts {
		if t != "" && len(p.queue)-p.head < maxPrefetch {
			p.queue = append(p.queue, t)
		}
	}
	if !p.running && len(p.queue) > p.head {
		p.running = true
		go p.run(r)
	}
}

// run reads the queue until it is empty.
func (p *prefetcher) run(r *Reader) {
	for {
		p.mu.Lock()
		if p.head == len(p.queue) {
			p.queue, p.head, p.running = p.queue[:0], 0, false
			p.mu.Unlock()
			return
		}
		t := p.queue[p.head]
		p.queue[p.head] = ""
		p.head++
		p.mu.Unlock()
		if _, ok := r.notes.Get(t); !ok {
			r.notes.Put(t, r.readNote(t))
		}
		r.Wordings(t)
	}
}
