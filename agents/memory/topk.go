package memory

import (
	"cmp"
	"context"
	"encoding/binary"
	"math"
	"slices"
	"strings"
	"sync"

	index "github.com/blevesearch/bleve_index_api"
)

// accumulator holds the scores of one search by global document number (Bleve's internal id,
// read as a big-endian number). Zero means not seen (every posting adds a positive amount);
// minus infinity marks a document that is not a live item of an allowed kind.
type accumulator struct {
	scores  []float64
	touched []uint64 // documents with a non-zero score
	heap    []scored // best's result
	// dead, when set, holds every document of the searched snapshot that is not a live item
	// (allowed is then every item kind): qualify looks candidates up there instead of walking
	// the keyword posting lists.
	dead map[uint64]struct{}
	// floor is the k-th score kth last returned. The k documents that had it still qualify and
	// score at least as much (scores only grow; drop keeps them), so no document below it can
	// be among the k best again: kth's heap skips them (most of a search's documents).
	floor float64
	pin   *pinned // the pinned snapshot searched, if any: it caches the documents' ids
}

var accPool = sync.Pool{New: func() any { return new(accumulator) }}

func (a *accumulator) reset() {
	for _, d := range a.touched {
		a.scores[d] = 0
	}
	a.touched = a.touched[:0]
	a.dead, a.floor, a.pin = nil, 0, nil
}

// score adds the contribution of every posting of l.
func (a *accumulator) score(l *postingList) error {
	if c := l.c; c != nil && l.scale != 0 {
		if len(c.docs) == 0 {
			return nil
		}
		a.grow(uint64(c.docs[len(c.docs)-1]))
		scores, touched, scale := a.scores, a.touched, l.scale
		for i, d := range c.docs {
			if scores[d] == 0 {
				touched = append(touched, uint64(d))
			}
			scores[d] += scale * c.contrib[i]
		}
		a.touched = touched
		return nil
	}
	if c := l.c; c != nil {
		for k := range c.parts {
			p := &c.parts[k]
			for i, d := range p.docs {
				if p.live(d) {
					a.add(p.offset+uint64(d), l.contribution(uint64(p.freq[i]), float64(p.norm[i])))
				}
			}
		}
		return nil
	}
	var tfd index.TermFieldDoc
	for {
		p, err := l.tfr.Next(&tfd)
		if err != nil || p == nil {
			return err
		}
		d := binary.BigEndian.Uint64(p.ID)
		if d >= uint64(len(a.scores)) {
			a.scores = append(a.scores, make([]float64, max(d+1, 2*uint64(len(a.scores)))-uint64(len(a.scores)))...)
		}
		if a.scores[d] == 0 {
			a.touched = append(a.touched, d)
		}
		a.scores[d] += l.contribution(p.Freq, p.Norm)
	}
}

// probe adds the contributions of l to the documents still in the running (positive score)
// only. It seeks each of them in the list when they are few; skipping ahead in a posting list
// is cheaper than reading it (postings come in chunks), but not free.
func (a *accumulator) probe(l *postingList) error {
	if c := l.c; c != nil {
		a.probeCached(l, c)
		return nil
	}
	var tfd index.TermFieldDoc
	if uint64(len(a.touched))*probeRatio >= l.df {
		for {
			p, err := l.tfr.Next(&tfd)
			if err != nil || p == nil {
				return err
			}
			if d := binary.BigEndian.Uint64(p.ID); d < uint64(len(a.scores)) && a.scores[d] > 0 {
				a.scores[d] += l.contribution(p.Freq, p.Norm)
			}
		}
	}
	docs := make([]uint64, 0, len(a.touched))
	for _, d := range a.touched {
		if a.scores[d] > 0 {
			docs = append(docs, d)
		}
	}
	slices.Sort(docs)
	var p *index.TermFieldDoc // the current posting: the first at or after the current document
	for _, d := range docs {
		if p == nil || binary.BigEndian.Uint64(p.ID) < d {
			var err error
			if p, err = l.tfr.Advance(docKey(d), &tfd); err != nil || p == nil {
				return err
			}
		}
		if binary.BigEndian.Uint64(p.ID) == d {
			a.scores[d] += l.contribution(p.Freq, p.Norm)
		}
	}
	return nil
}

// grow makes room in a.scores for document d.
func (a *accumulator) grow(d uint64) {
	if d >= uint64(len(a.scores)) {
		a.scores = append(a.scores, make([]float64, max(d+1, 2*uint64(len(a.scores)))-uint64(len(a.scores)))...)
	}
}

// add adds x to document d's score.
func (a *accumulator) add(d uint64, x float64) {
	a.grow(d)
	if a.scores[d] == 0 {
		a.touched = append(a.touched, d)
	}
	a.scores[d] += x
}

// probeCached is probe over a list read already: a walk of the list when the documents in the
// running are many, else a binary search for each of them.
func (a *accumulator) probeCached(l *postingList, c *cachedPostings) {
	if l.scale != 0 {
		a.probeFlat(l.scale, c)
		return
	}
	if uint64(len(a.touched))*probeRatio >= l.df {
		for k := range c.parts {
			p := &c.parts[k]
			for i, local := range p.docs {
				if d := p.offset + uint64(local); d < uint64(len(a.scores)) && a.scores[d] > 0 && p.live(local) {
					a.scores[d] += l.contribution(uint64(p.freq[i]), float64(p.norm[i]))
				}
			}
		}
		return
	}
	for _, d := range a.touched {
		if a.scores[d] <= 0 {
			continue
		}
		if p, i, ok := c.find(d); ok {
			a.scores[d] += l.contribution(uint64(p.freq[i]), float64(p.norm[i]))
		}
	}
}

// probeFlat is probeCached over c's flat postings, each adding scale times its term.
func (a *accumulator) probeFlat(scale float64, c *cachedPostings) {
	scores := a.scores
	if len(a.touched)*probeRatio >= len(c.docs) {
		for i, d := range c.docs {
			if uint64(d) < uint64(len(scores)) && scores[d] > 0 {
				scores[d] += scale * c.contrib[i]
			}
		}
		return
	}
	for _, d := range a.touched {
		if scores[d] <= 0 || d > math.MaxUint32 {
			continue
		}
		if i, ok := slices.BinarySearch(c.docs, uint32(d)); ok {
			scores[d] += scale * c.contrib[i]
		}
	}
}

// probeRatio: probe seeks the documents when they are fewer than one in probeRatio of the
// list's postings, and reads the whole list otherwise. Measured: 2, 4, 8 and 16 give the same
// latencies within noise; reading every list instead (no seeking) is 25% slower at p50.
const probeRatio = 4

// drop takes the documents scoring below limit out of the running (and out of touched).
func (a *accumulator) drop(limit float64) {
	kept := a.touched[:0]
	for _, d := range a.touched {
		if a.scores[d] >= limit && a.scores[d] > 0 {
			kept = append(kept, d)
		} else {
			a.scores[d] = 0
		}
	}
	a.touched = kept
}

// scored is a candidate hit.
type scored struct {
	doc   uint64
	score float64
}

// better orders candidates by score, then by document number (a provisional order: ids break
// the final ties).
func better(a, b scored) bool {
	return a.score > b.score || a.score == b.score && a.doc < b.doc
}

// best returns the m best candidates with a positive score, best first, in a.heap's array
// (valid until the next call: the MaxScore loop asks after every list, so it is reused).
func (a *accumulator) best(m int) []scored {
	h := a.bestHeap(m, 0)
	// Best first: the worst of the heap goes last, then the worst of the rest before it, and
	// so on (better is a total order on positive scores, so any sort gives this order).
	for end := len(h) - 1; end > 0; end-- {
		h[0], h[end] = h[end], h[0]
		siftWorst(h[:end])
	}
	return h
}

// bestHeap is best's candidates as a heap, the worst at [0], in a.heap's array, leaving out
// the documents scoring below floor.
func (a *accumulator) bestHeap(m int, floor float64) []scored {
	if cap(a.heap) < m {
		a.heap = make([]scored, 0, m)
	}
	h := a.heap[:0] // a heap with the worst candidate at h[0]
	for _, d := range a.touched {
		s := scored{doc: d, score: a.scores[d]}
		switch {
		case !(s.score > 0) || s.score < floor:
		case len(h) < m:
			h = append(h, s)
			for i := len(h) - 1; i > 0; {
				p := (i - 1) / 2
				if !better(h[p], h[i]) {
					break
				}
				h[i], h[p] = h[p], h[i]
				i = p
			}
		case better(s, h[0]):
			h[0] = s
			siftWorst(h)
		}
	}
	return h
}

// siftWorst restores the heap property of h (the worst candidate at h[0]) after h[0] changed.
func siftWorst(h []scored) {
	for i := 0; ; {
		c := 2*i + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && better(h[c], h[c+1]) {
			c++
		}
		if !better(h[i], h[c]) {
			return
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
}

// qualified returns the m best documents that are live items of an allowed kind (fewer if
// there are not that many), best first, and the size of the window it looked at (at least m).
func (a *accumulator) qualified(r index.IndexReader, allowed []string, m int) ([]scored, int, error) {
	for {
		cands := a.best(m)
		ok, err := a.qualify(r, cands, allowed)
		if err != nil || ok {
			return cands, m, err
		}
		m *= 2 // some did not qualify (they are marked now): look further
	}
}

// kth returns the k-th best score of a qualifying document, 0 if fewer than k qualify. It is
// qualified's cands[k-1], without sorting the candidates when the k best all qualify: the
// k-th of them is then the worst, at the top of their heap.
func (a *accumulator) kth(r index.IndexReader, allowed []string, k int) (float64, error) {
	if len(a.touched) < k { // fewer than k documents in the running
		return 0, nil
	}
	cands := a.bestHeap(k, a.floor)
	ok, err := a.qualify(r, cands, allowed)
	if err != nil {
		return 0, err
	}
	if !ok {
		if cands, _, err = a.qualified(r, allowed, 2*k); err != nil {
			return 0, err
		}
	}
	if len(cands) < k {
		return 0, nil
	}
	if ok {
		a.floor = cands[0].score
	} else {
		a.floor = cands[k-1].score
	}
	return a.floor, nil
}

// top returns the top k of the scored documents that are live items of an allowed kind, ties
// broken by id.
func (a *accumulator) top(r index.IndexReader, allowed []string, k int) ([]Hit, error) {
	cands, m, err := a.qualified(r, allowed, k+tieWindow)
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	kth := cands[min(k, len(cands))-1].score
	if len(cands) == m && cands[m-1].score == kth {
		// The tie at the k-th score may go on past the window: take all of it.
		in := make(map[uint64]bool, len(cands))
		for _, c := range cands {
			in[c.doc] = true
		}
		var more []scored
		for _, d := range a.touched {
			if a.scores[d] == kth && !in[d] {
				more = append(more, scored{doc: d, score: kth})
			}
		}
		if _, err := a.qualify(r, more, allowed); err != nil {
			return nil, err
		}
		for _, c := range more {
			if a.scores[c.doc] > 0 {
				cands = append(cands, c)
			}
		}
	}
	var hits []Hit
	for _, c := range cands {
		if c.score < kth {
			continue
		}
		id, err := a.externalID(r, c.doc)
		if err != nil {
			return nil, err
		}
		hits = append(hits, Hit{ID: id, Score: c.score})
	}
	slices.SortFunc(hits, func(a, b Hit) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
	})
	return hits[:min(k, len(hits))], nil
}

// externalID is the id of document d of r, from the pin's cache when r is pinned.
func (a *accumulator) externalID(r index.IndexReader, d uint64) (string, error) {
	if a.pin != nil && a.pin.segs != nil {
		return a.pin.externalID(d)
	}
	return r.ExternalID(docKey(d))
}

// docKey is Bleve's internal id of a global document number.
func docKey(d uint64) index.IndexInternalID { return binary.BigEndian.AppendUint64(nil, d) }

// qualify checks that the candidates are live items of an allowed kind. Those that are not
// get a score of minus infinity, so that no later selection returns them (and no later posting
// revives them); ok is true when all qualify.
func (a *accumulator) qualify(r index.IndexReader, cands []scored, allowed []string) (ok bool, err error) {
	if len(cands) == 0 {
		return true, nil
	}
	if a.dead != nil {
		ok = true
		for _, c := range cands {
			if _, out := a.dead[c.doc]; out {
				a.scores[c.doc] = math.Inf(-1)
				ok = false
			}
		}
		return ok, nil
	}
	docs := make([]uint64, len(cands))
	for i, c := range cands {
		docs[i] = c.doc
	}
	slices.Sort(docs)
	var kinds []*cursor
	defer func() {
		for _, c := range kinds {
			_ = c.tfr.Close()
		}
	}()
	retracted, err := newCursor(r, "retracted", "true")
	if err != nil {
		return false, err
	}
	defer func() { _ = retracted.tfr.Close() }()
	for _, kind := range allowed {
		c, err := newCursor(r, "kind", kind)
		if err != nil {
			return false, err
		}
		kinds = append(kinds, c)
	}
	ok = true
	for _, d := range docs {
		live, err := isLive(d, retracted, kinds)
		if err != nil {
			return false, err
		}
		if !live {
			a.scores[d] = math.Inf(-1)
			ok = false
		}
	}
	return ok, nil
}

// isLive reports whether document d is not retracted and has one of the kinds.
func isLive(d uint64, retracted *cursor, kinds []*cursor) (bool, error) {
	if in, err := retracted.has(d); err != nil || in {
		return false, err
	}
	for _, c := range kinds {
		if in, err := c.has(d); err != nil || in {
			return in, err
		}
	}
	return false, nil
}

// cursor walks the posting list of one keyword term forward, answering membership.
type cursor struct {
	tfr     index.TermFieldReader
	tfd     index.TermFieldDoc
	at      uint64 // document of the current posting
	started bool
	done    bool
}

func newCursor(r index.IndexReader, field, term string) (*cursor, error) {
	tfr, err := r.TermFieldReader(context.Background(), []byte(term), field, false, false, false)
	if err != nil {
		return nil, err
	}
	return &cursor{tfr: tfr}, nil
}

// has reports whether the list holds document d. Calls must come with d ascending.
func (c *cursor) has(d uint64) (bool, error) {
	if !c.done && (!c.started || c.at < d) {
		p, err := c.tfr.Advance(docKey(d), &c.tfd)
		if err != nil {
			return false, err
		}
		if p == nil {
			c.done = true
		} else {
			c.at, c.started = binary.BigEndian.Uint64(p.ID), true
		}
	}
	return !c.done && c.at == d, nil
}

// tieWindow is how many hits past k a search fetches so that ties at the k-th score can be
// ordered by id without asking Bleve to sort by id (which loads the id of every match).
const tieWindow = 16

// deadDocs is the set of documents of one index snapshot that are not live items: the
// retracted items and the guidelines. Every document the index holds is an item of one of
// itemKinds or a guideline, so with every item kind allowed a document qualifies exactly when
// it is not in this set. Checking candidates against the keyword posting lists instead opens
// four term readers over every segment for each check, which cost a third of a search.
type deadDocs struct {
	snap index.IndexReader // the snapshot the set belongs to (held, so its address is not reused)
	docs map[uint64]struct{}
}

// deadIn returns the dead documents of snapshot r, computed once per snapshot.
func (x *Index) deadIn(r index.IndexReader) (map[uint64]struct{}, error) {
	x.deadMu.Lock()
	defer x.deadMu.Unlock()
	if x.dead != nil && x.dead.snap == r {
		return x.dead.docs, nil
	}
	docs := map[uint64]struct{}{}
	for _, t := range [][2]string{{"retracted", "true"}, {"kind", kindGuideline}} {
		c, err := newCursor(r, t[0], t[1])
		if err != nil {
			return nil, err
		}
		for {
			p, err := c.tfr.Next(&c.tfd)
			if err != nil {
				_ = c.tfr.Close()
				return nil, err
			}
			if p == nil {
				break
			}
			docs[binary.BigEndian.Uint64(p.ID)] = struct{}{}
		}
		_ = c.tfr.Close()
	}
	x.dead = &deadDocs{snap: r, docs: docs}
	return docs, nil
}

// everyItemKind reports whether allowed holds every item kind.
func everyItemKind(allowed []string) bool {
	for _, k := range itemKinds {
		if !slices.Contains(allowed, k) {
			return false
		}
	}
	return true
}
