package memory

import (
	"fmt"
	"slices"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	index "github.com/blevesearch/bleve_index_api"
)

// A scorch snapshot is a list of immutable segments, each with a bitmap of its documents that
// were deleted (replaced or removed) since it was written. A write adds a segment and deletes
// documents in older ones; a merge replaces some segments by a new one. Most of the segments of
// the snapshot pinned after a write are therefore those of the snapshot pinned before it, only
// with more deletions. segCache keeps, per segment, the posting lists the searches asked for,
// every posting of the segment (deleted documents too), so that a new pin assembles a list from
// the segments it still shares with the previous pins and reads only the new segments.
//
// A snapshot numbers its documents globally: a segment's documents follow those of the segments
// before it, whatever their deletions (a segment's first number is the sum of the sizes of the
// segments before it, deleted documents included). These global numbers are the internal ids the
// term readers return and the accumulator scores by, and they are in ascending order along a
// list: segment by segment, each in its own document order. An assembled list is the same.

// segCache holds the posting lists read from the segments of one scorch index, by segment id
// (a segment that the persister writes to disk keeps its id and its document numbers).
type segCache struct {
	mu    sync.Mutex
	owner bleve.Index // the index the segment ids belong to (a rebuilt index numbers anew)
	segs  map[uint64]*segLists
	terms map[[2]string]int // field and term -> its number, the index of its lists in segLists
}

// segLists is what the cache holds of one segment: by term number, the term's postings (nil:
// not read yet).
type segLists struct {
	size  uint64 // documents in the segment, deleted ones included
	lists []*segPostings
	// ids are the external ids of the segment's documents that searches returned, by local
	// number: the same few hundred hits come back search after search, and reading an id from
	// the segment's stored fields cost a tenth of a search.
	ids []string // "": not read yet
}

// segPostings is one term's postings in one segment, in document order: the segment's own
// (local) document numbers, term frequencies and Bleve's norms.
type segPostings struct {
	docs []uint32
	freq []uint32
	norm []float32
}

// noPostings stands for every empty list (most words of a query are absent from a small segment).
var noPostings = &segPostings{}

// pinSeg is one segment of a pinned snapshot.
type pinSeg struct {
	snap   *scorch.SegmentSnapshot
	id     uint64
	size   uint64
	offset uint64    // global number of its first document in this snapshot
	lists  *segLists // its entry in the cache, set by retain
	dead   []uint64  // its deleted documents in this snapshot, a bit per document; nil: none
	ready  bool      // dead is computed
	// readers per field: read a term's postings from the segment. The field's dictionary is
	// opened once per pin and must not outlive the pinned snapshot (which keeps the segment
	// open, its file mapped). A closure holds it, so that this package need not name the
	// segment API's types (their module is only an indirect requirement of ours).
	readers map[string]func(term []byte) (*segPostings, error)
}

// segmentsOf returns the segments of r when it is a scorch snapshot with the offsets described
// above, nil otherwise (the pin then reads its lists with term readers).
func segmentsOf(r index.IndexReader) []*pinSeg {
	snap, ok := r.(*scorch.IndexSnapshot)
	if !ok {
		return nil
	}
	var segs []*pinSeg
	var offset uint64
	for _, ss := range snap.Segments() {
		if ss == nil || ss.Segment() == nil {
			return nil
		}
		size := ss.Segment().Count()
		if size >= 1<<32 { // local numbers are kept as uint32
			return nil
		}
		segs = append(segs, &pinSeg{snap: ss, id: ss.Id(), size: size, offset: offset})
		offset += size
	}
	if segs == nil {
		segs = []*pinSeg{} // an empty snapshot: no postings, but not a fallback either
	}
	return segs
}

// deleted returns s's deletion bits, computing them on first use.
func (s *pinSeg) deleted() []uint64 {
	if !s.ready {
		s.ready = true
		if del := s.snap.Deleted(); del != nil && !del.IsEmpty() {
			s.dead = make([]uint64, (s.size+63)/64)
			del.Iterate(func(d uint32) bool {
				if uint64(d) < s.size {
					s.dead[d/64] |= 1 << (d % 64)
				}
				return true
			})
		}
	}
	return s.dead
}

// read reads term's postings in field from the segment, every document's (deleted ones too).
func (s *pinSeg) read(field, term string) (*segPostings, error) {
	rd := s.readers[field]
	if rd == nil {
		dict, err := s.snap.Segment().Dictionary(field)
		if err != nil {
			return nil, err
		}
		// The list and iterator of one read are handed to the next to reuse their buffers
		// (what they hold is copied out): allocating them anew cost a fifth of a read. Reads
		// run under the cache's lock, one at a time. The first pair is empty (typed by
		// inference: see readers).
		plBuf, err := dict.PostingsList(nil, nil, nil)
		if err != nil {
			return nil, err
		}
		itBuf := plBuf.Iterator(true, true, false, nil)
		rd = func(term []byte) (*segPostings, error) {
			pl, err := dict.PostingsList(term, nil, plBuf)
			if err != nil {
				return nil, err
			}
			plBuf = pl
			n := pl.Count()
			if n == 0 {
				return noPostings, nil
			}
			sp := &segPostings{docs: make([]uint32, 0, n), freq: make([]uint32, 0, n), norm: make([]float32, 0, n)}
			it := pl.Iterator(true, true, false, itBuf)
			itBuf = it
			for {
				p, err := it.Next()
				if err != nil {
					return nil, err
				}
				if p == nil {
					break
				}
				if p.Number() >= s.size {
					return nil, fmt.Errorf("segment %d: posting of document %d past its %d documents", s.id, p.Number(), s.size)
				}
				sp.docs = append(sp.docs, uint32(p.Number()))
				sp.freq = append(sp.freq, uint32(p.Frequency()))
				sp.norm = append(sp.norm, float32(p.Norm()))
			}
			return sp, nil
		}
		if s.readers == nil {
			s.readers = map[string]func([]byte) (*segPostings, error){}
		}
		s.readers[field] = rd
	}
	return rd([]byte(term))
}

// retain drops the lists of every segment not in segs (and everything if owner is not the
// index the cache was filled from), and links each of segs to its entry. Pin calls it with the
// new pinned snapshot's segments.
func (c *segCache) retain(owner bleve.Index, segs []*pinSeg) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.owner != owner || c.segs == nil {
		c.owner, c.segs, c.terms = owner, map[uint64]*segLists{}, map[[2]string]int{}
	}
	live := make(map[uint64]*segLists, len(segs))
	for _, s := range segs {
		e := c.segs[s.id]
		if e == nil || e.size != s.size { // a size that changed: not the segment cached
			e = &segLists{size: s.size}
		}
		s.lists, live[s.id] = e, e
	}
	c.segs = live
}

// clear drops everything.
func (c *segCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.owner, c.segs, c.terms = nil, nil, nil
}

// termNumber returns the number of term in field, the index of its lists in segLists.
func (c *segCache) termNumber(field, term string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := [2]string{field, term}
	t, ok := c.terms[key]
	if !ok {
		t = len(c.terms)
		c.terms[key] = t
	}
	return t
}

// assemble returns the live postings of term (number t) in field of the pinned snapshot: each
// segment's postings in turn, without the documents the snapshot deleted, numbered globally.
// Segments read for the first time are read here and kept.
func (c *segCache) assemble(segs []*pinSeg, t int, field, term string) (*cachedPostings, error) {
	parts := make([]*segPostings, len(segs))
	if err := func() error {
		c.mu.Lock()
		defer c.mu.Unlock()
		for i, s := range segs {
			e := s.lists
			if t >= len(e.lists) {
				e.lists = append(e.lists, make([]*segPostings, t+1-len(e.lists))...)
			}
			sp := e.lists[t]
			if sp == nil {
				var err error
				if sp, err = s.read(field, term); err != nil {
					return err
				}
				e.lists[t] = sp
			}
			parts[i] = sp
		}
		return nil
	}(); err != nil {
		return nil, err
	}
	nonEmpty := 0
	for _, sp := range parts {
		if len(sp.docs) > 0 {
			nonEmpty++
		}
	}
	out := &cachedPostings{parts: make([]postingPart, 0, nonEmpty)} // kept while the snapshot is pinned
	for i, s := range segs {
		sp := parts[i]
		if len(sp.docs) == 0 {
			continue
		}
		p := postingPart{segPostings: sp, offset: s.offset, end: s.offset + s.size, dead: s.deleted()}
		if p.dead == nil {
			out.n += len(sp.docs)
		} else {
			for _, d := range sp.docs {
				if p.live(d) {
					out.n++
				}
			}
		}
		out.parts = append(out.parts, p)
	}
	return out, nil
}

// externalID returns the id of global document d of the pinned snapshot, read from its
// segment the first time and kept in the segment's cache entry.
func (p *pinned) externalID(d uint64) (string, error) {
	i, _ := slices.BinarySearchFunc(p.segs, d, func(s *pinSeg, d uint64) int {
		if s.offset+s.size <= d {
			return -1
		}
		return 1
	})
	if i == len(p.segs) || p.segs[i].offset > d {
		return "", fmt.Errorf("document number %d not found", d)
	}
	s := p.segs[i]
	local := d - s.offset
	p.cache.mu.Lock()
	defer p.cache.mu.Unlock()
	if s.lists.ids == nil {
		s.lists.ids = make([]string, s.size)
	}
	if id := s.lists.ids[local]; id != "" {
		return id, nil
	}
	v, err := s.snap.DocID(local)
	if err != nil {
		return "", err
	}
	if v == nil {
		return "", fmt.Errorf("document number %d not found", d)
	}
	id := string(v)
	s.lists.ids[local] = id
	return id, nil
}
