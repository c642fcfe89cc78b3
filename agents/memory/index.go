package memory

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	index "github.com/blevesearch/bleve_index_api"
	berrors "go.etcd.io/bbolt/errors"
)

// IndexDir is the Bleve index directory inside a run directory, beside StoreFile.
const IndexDir = "memory.bleve"

// Internal (non-document) keys of the index.
var (
	stateKey      = []byte("memory.state")      // indexState, written with every batch
	guidelinesKey = []byte("memory.guidelines") // JSON map key -> text, so Rebuild keeps them
)

// Field names of the index documents.
const (
	fieldTitle = "title"
	fieldText  = "text"
	fieldLens  = "lens" // stored only: "<title tokens> <text tokens>" of the document
)

// keywordFields are the exact-match fields.
var keywordFields = []string{"kind", "category", "department", "polarity", "retracted"}

// boltTimeout bounds the wait for another process holding the index (scorch's bolt_timeout;
// left unset, opening a held index waits forever).
const boltTimeout = "3s"

// persistTimeout bounds the wait for the index to reach the disk on Close and after a Rebuild.
const persistTimeout = 60 * time.Second

// persisterNapMS lets small in-memory segments pile up for this long before the persister
// merges and writes them (Bleve's advice for unsafe_batch users): fewer, larger segment files
// and less background I/O. Measured: 237 -> 330 episodes/s in BenchmarkAccrual.
const persisterNapMS = 100

// indexConfig is the scorch runtime configuration. unsafe_batch makes a Batch return once it is
// searchable, without waiting for it to reach the disk (safe batches: 8 ms each; unsafe: about
// 1.5 ms). That is safe here because the index is derived: scorch persists the documents and
// the internal values (indexState) of a snapshot in one bolt transaction, so after a crash the
// index holds some earlier consistent state and OpenIndex catches up from the store. Close
// waits for the disk.
//
// The merge policy is Bleve's default. Fewer segments do not search faster here: a forced
// merge of the 100,000-DCP benchmark index from 12 segments into one made Search 2.5 times
// slower (zipf p50 1.4 -> 3.5 ms, measured).
func indexConfig() map[string]any {
	return map[string]any{
		"bolt_timeout":           boltTimeout,
		"unsafe_batch":           true,
		"scorchPersisterOptions": map[string]any{"PersisterNapTimeMSec": persisterNapMS},
	}
}

// indexDoc is what the index sees of an Item. The text fields are analysed (English), the
// others are exact keywords; only the token counts are stored: results are ids, the store has
// the content.
type indexDoc struct {
	Title      string `json:"title"`
	Text       string `json:"text"`
	Kind       string `json:"kind"`
	Category   string `json:"category"`
	Department string `json:"department"`
	Polarity   string `json:"polarity"`
	Retracted  string `json:"retracted"`
	Lens       string `json:"lens"`
}

// Index is the Bleve full-text index over a Store's items, plus guideline texts. It is derived
// data: it records the last store change it applied and catches up from the store on open, so
// after a crash it agrees with the store again. Retracted items stay in the index, marked
// retracted=true (the index mirrors the store), and never match a search.
//
// Scores and hit order depend only on the indexed documents, not on how or when they were
// indexed: an index built incrementally and one rebuilt from the same store answer the same.
//
// One process owns an Index. Search may run concurrently with Apply; Apply, Rebuild and
// AddGuidelines are serialised.
type Index struct {
	st       *Store
	path     string
	analyzer analysis.Analyzer // English: the text fields
	keyword  analysis.Analyzer // the keyword fields

	write sync.Mutex   // serialises Apply, Rebuild, AddGuidelines, Check, Close
	mu    sync.RWMutex // guards idx, state and docs against concurrent searches
	idx   bleve.Index
	state indexState

	// lenses are the stored token counts (lens) of documents this process indexed or read, so
	// that an Apply does not read back from the index the stored field of every document it
	// changes; with lensAll (an index this process built) it holds every document, and a
	// document it lacks is not indexed. Guarded by write.
	lenses  map[string]lens
	lensAll bool

	deadMu sync.Mutex // guards dead
	dead   *deadDocs  // the documents of the latest searched snapshot that are not live items

	pinMu sync.Mutex // guards pin
	pin   *pinned    // the snapshot Search uses while pinned (see Pin)

	segs segCache // posting lists per segment, kept from pin to pin (see segCache)
}

// pinned is a snapshot of the index with its statistics.
type pinned struct {
	r     index.IndexReader
	state indexState

	mu    sync.Mutex                    // guards lists, bySeg and segs (searches run concurrently)
	lists map[[2]string]*cachedPostings // field and term -> its postings (without segs), read once
	// bySeg are the postings assembled from segs, by the cache's term number: one map lookup
	// (the cache's) per list a search asks for, where a term's first list took three.
	bySeg []*cachedPostings

	// segs are the snapshot's segments when it is a scorch snapshot: its lists are then
	// assembled from the per-segment lists of cache. Nil: they are read with term readers.
	segs  []*pinSeg
	cache *segCache
}

// cachedPostings is one posting list of a pinned snapshot (its live postings in document order),
// made the first time a search needs it. A department's searches between two writes ask for the
// same few hundred words again and again (a memory's vocabulary is its findings'), and opening a
// term reader over every segment cost more than scoring its postings. The list is made of the
// segments' lists that earlier pins read (see segCache), each with its offset and the snapshot's
// deletions, so that nothing is copied (copying every list into one at every pin allocated a
// third of a run's search memory); or read with a term reader when the snapshot is not a scorch
// one. Norms are Bleve's float32 values, so nothing is lost.
type cachedPostings struct {
	parts []postingPart // in ascending document order
	n     int           // live postings

	// The live postings again, flat and scored (see weigh), made by the first search that
	// scores the list. A third of the postings of a late pin's lists are deleted, and every
	// search used to step over them, test each against its segment's deletions and compute
	// the same BM25 term (two divisions) again for each posting it read.
	once    sync.Once
	weighed bool      // docs and contrib are made (false: a document number past 32 bits)
	docs    []uint32  // global document numbers, ascending
	contrib []float64 // what each posting adds for a query word counted once
}

// weigh makes c's flat postings (once per pinned list) and reports whether it has them. w, c0
// and c1 are a postingList's parameters for a query word counted once: every search of the
// pinned snapshot computes the same ones for the list (they depend on the snapshot's statistics
// only), so whichever search comes first makes the flat list for all.
func (c *cachedPostings) weigh(w, c0, c1 float64) bool {
	c.once.Do(func() {
		if len(c.parts) > 0 && c.parts[len(c.parts)-1].end > 1<<32 {
			return
		}
		c.docs, c.contrib = make([]uint32, 0, c.n), make([]float64, 0, c.n)
		for k := range c.parts {
			p := &c.parts[k]
			for i, d := range p.docs {
				if p.live(d) {
					c.docs = append(c.docs, uint32(p.offset+uint64(d)))
					c.contrib = append(c.contrib, bm25(w, c0, c1, uint64(p.freq[i]), float64(p.norm[i])))
				}
			}
		}
		c.weighed = true
	})
	return c.weighed
}

// postingPart is a run of a list's postings: global document numbers offset + docs[i], where
// docs are below end - offset; the postings whose local numbers have a bit in dead are deleted.
type postingPart struct {
	*segPostings
	offset, end uint64
	dead        []uint64 // nil: none deleted
}

// live reports whether local document d of the part is not deleted.
func (p *postingPart) live(d uint32) bool {
	return p.dead == nil || p.dead[d/64]&(1<<(d%64)) == 0
}

// flat returns the live postings of c as one list: global documents, frequencies and norms.
func (c *cachedPostings) flat() (docs []uint64, freq []uint32, norm []float32) {
	docs, freq, norm = make([]uint64, 0, c.n), make([]uint32, 0, c.n), make([]float32, 0, c.n)
	for k := range c.parts {
		p := &c.parts[k]
		for i, d := range p.docs {
			if p.live(d) {
				docs, freq, norm = append(docs, p.offset+uint64(d)), append(freq, p.freq[i]), append(norm, p.norm[i])
			}
		}
	}
	return docs, freq, norm
}

// find returns the part and the index in it of the live posting of global document d, if any.
func (c *cachedPostings) find(d uint64) (*postingPart, int, bool) {
	i, _ := slices.BinarySearchFunc(c.parts, d, func(p postingPart, d uint64) int {
		if p.end <= d {
			return -1
		}
		return 1
	})
	if i == len(c.parts) || c.parts[i].offset > d {
		return nil, 0, false
	}
	p := &c.parts[i]
	j, ok := slices.BinarySearch(p.docs, uint32(d-p.offset))
	if !ok || !p.live(p.docs[j]) {
		return nil, 0, false
	}
	return p, j, true
}

// postings returns the posting list of term in field, reading it on first use.
func (p *pinned) postings(field, term string) (*cachedPostings, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.segs != nil {
		t := p.cache.termNumber(field, term)
		if t < len(p.bySeg) && p.bySeg[t] != nil {
			return p.bySeg[t], nil
		}
		c, err := p.cache.assemble(p.segs, t, field, term)
		if err != nil {
			return nil, err
		}
		if t >= len(p.bySeg) {
			p.bySeg = append(p.bySeg, make([]*cachedPostings, t+1-len(p.bySeg))...)
		}
		p.bySeg[t] = c
		return c, nil
	}
	key := [2]string{field, term}
	if c := p.lists[key]; c != nil {
		return c, nil
	}
	c, err := readPostings(p.r, field, term)
	if err != nil {
		return nil, err
	}
	if p.lists == nil {
		p.lists = map[[2]string]*cachedPostings{}
	}
	p.lists[key] = c
	return c, nil
}

// readPostings reads the live postings of term in field of snapshot r with a term reader. The
// parts it makes span fewer than 2^32 documents each (local numbers are kept as uint32).
func readPostings(r index.IndexReader, field, term string) (*cachedPostings, error) {
	c := &cachedPostings{}
	err := eachPosting(r, field, term, true, func(d *index.TermFieldDoc) error {
		doc := binary.BigEndian.Uint64(d.ID)
		if len(c.parts) == 0 || doc-c.parts[len(c.parts)-1].offset >= 1<<32 {
			c.parts = append(c.parts, postingPart{segPostings: &segPostings{}, offset: doc})
		}
		p := &c.parts[len(c.parts)-1]
		p.docs = append(p.docs, uint32(doc-p.offset))
		p.freq = append(p.freq, uint32(d.Freq))
		p.norm = append(p.norm, float32(d.Norm))
		p.end = doc + 1
		c.n++
		return nil
	})
	return c, err
}

// eachPosting calls fn with every live posting of term in field of r, in document order; with
// freqNorm the postings carry their frequencies and norms. fn must not keep d.
func eachPosting(r index.IndexReader, field, term string, freqNorm bool, fn func(d *index.TermFieldDoc) error) error {
	tfr, err := r.TermFieldReader(context.Background(), []byte(term), field, freqNorm, freqNorm, false)
	if err != nil {
		return err
	}
	defer func() { _ = tfr.Close() }()
	var tfd index.TermFieldDoc
	for {
		d, err := tfr.Next(&tfd)
		if err != nil || d == nil {
			return err
		}
		if err := fn(d); err != nil {
			return err
		}
	}
}

// Pin makes Search use the index as it is now, with its statistics, until the next Pin or Unpin,
// whatever Apply adds meanwhile. A practice loop that writes in the background pins the index
// after each write it waited for, so that its searches do not depend on how far the next write
// has got (see agents.Practice.Pipeline). Call it when no Apply is running.
//
// The posting lists the pinned searches read are kept per index segment until a pin no longer
// has that segment (see segCache), so a pin reads only the segments that are new since the
// previous one; Unpin drops them all.
func (x *Index) Pin() error {
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: pin: index is closed", x.path)
	}
	adv, err := x.idx.Advanced()
	if err != nil {
		return fmt.Errorf("index %s: pin: %w", x.path, err)
	}
	r, err := adv.Reader()
	if err != nil {
		return fmt.Errorf("index %s: pin: %w", x.path, err)
	}
	p := &pinned{r: r, state: x.state, segs: segmentsOf(r), cache: &x.segs}
	if p.segs != nil {
		x.segs.retain(x.idx, p.segs)
	} else {
		x.segs.clear()
	}
	x.pinMu.Lock()
	old := x.pin
	x.pin = p
	x.pinMu.Unlock()
	if old != nil {
		_ = old.r.Close()
	}
	return nil
}

// Unpin lets Search use the latest index again.
func (x *Index) Unpin() {
	x.pinMu.Lock()
	old := x.pin
	x.pin = nil
	x.pinMu.Unlock()
	if old != nil {
		_ = old.r.Close()
	}
	x.segs.clear()
}

// indexMapping is a lean static mapping: two English text fields without term vectors, doc
// values or _all, five keyword fields, one small stored-only field, no numeric fields (numbers
// with many distinct values made indexing five times slower when measured), BM25 scoring.
func indexMapping() *mapping.IndexMappingImpl {
	txt := bleve.NewTextFieldMapping()
	txt.Analyzer = en.AnalyzerName
	txt.Store = false
	txt.IncludeTermVectors = false
	txt.IncludeInAll = false
	txt.DocValues = false

	kw := bleve.NewKeywordFieldMapping()
	kw.Store = false
	kw.IncludeTermVectors = false
	kw.IncludeInAll = false
	kw.DocValues = false

	stored := bleve.NewKeywordFieldMapping()
	stored.Index = false
	stored.Store = true
	stored.IncludeTermVectors = false
	stored.IncludeInAll = false
	stored.DocValues = false

	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt(fieldTitle, txt)
	dm.AddFieldMappingsAt(fieldText, txt)
	for _, f := range keywordFields {
		dm.AddFieldMappingsAt(f, kw)
	}
	dm.AddFieldMappingsAt(fieldLens, stored)

	im := bleve.NewIndexMapping()
	im.DefaultMapping = dm
	im.DefaultAnalyzer = keyword.Name
	im.IndexDynamic = false
	im.StoreDynamic = false
	im.DocValuesDynamic = false
	im.ScoringModel = index.BM25Scoring
	return im
}

// OpenIndex opens (or creates) DIR/memory.bleve for the store st and catches it up with every
// store change it has not applied yet. A missing, unreadable or inconsistent index is rebuilt
// from the store. It fails if another process holds the index.
func OpenIndex(dir string, st *Store) (*Index, error) {
	im := indexMapping()
	x := &Index{st: st, path: filepath.Join(dir, IndexDir), analyzer: im.AnalyzerNamed(en.AnalyzerName),
		keyword: im.AnalyzerNamed(keyword.Name)}
	if x.analyzer == nil || x.keyword == nil {
		return nil, fmt.Errorf("open index %s: analyzers %q and %q are not both registered", x.path, en.AnalyzerName, keyword.Name)
	}
	x.analyzer = withMemoStems(x.analyzer)
	x.write.Lock()
	defer x.write.Unlock()
	idx, err := bleve.OpenUsing(x.path, indexConfig())
	if errors.Is(err, berrors.ErrTimeout) {
		return nil, fmt.Errorf("open index %s: in use by another process (waited %s)", x.path, boltTimeout)
	}
	if err == nil {
		x.idx = idx
		err = x.load()
		if err == nil {
			err = x.applyLocked()
			if err == nil {
				return x, nil
			}
			x.closeQuietly()
			return nil, err
		}
		// Unfinished build, another store's index, or a damaged one: fall through and rebuild.
	}
	// Missing or unreadable: the store is the truth, build the index again from it.
	if err := x.rebuildLocked(); err != nil {
		x.closeQuietly()
		return nil, err
	}
	return x, nil
}

// load reads the index state of a freshly opened index and checks it fits the store.
func (x *Index) load() error {
	v, err := x.idx.GetInternal(stateKey)
	if err != nil {
		return fmt.Errorf("index %s: read state: %w", x.path, err)
	}
	s, ok := parseState(v)
	if !ok {
		return fmt.Errorf("index %s: no state (an unfinished build)", x.path)
	}
	top, err := x.st.Seq()
	if err != nil {
		return fmt.Errorf("index %s: store seq: %w", x.path, err)
	}
	if s.seq > top {
		return fmt.Errorf("index %s: applied seq %d is past the store's %d (another store)", x.path, s.seq, top)
	}
	x.state = s
	return nil
}

// Count returns how many store items the index holds, retracted ones included, guidelines not.
func (x *Index) Count() (uint64, error) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return 0, fmt.Errorf("index %s: count: index is closed", x.path)
	}
	n, err := x.idx.DocCount()
	if err != nil {
		return 0, fmt.Errorf("index %s: count: %w", x.path, err)
	}
	req := bleve.NewSearchRequestOptions(termQuery("kind", kindGuideline), 0, 0, false)
	res, err := x.idx.Search(req)
	if err != nil {
		return 0, fmt.Errorf("index %s: count guidelines: %w", x.path, err)
	}
	return n - res.Total, nil
}

// Close closes the index. The store is not closed.
func (x *Index) Close() error {
	x.Unpin()
	x.write.Lock()
	defer x.write.Unlock()
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.idx == nil {
		return nil
	}
	perr := x.persist()
	err := x.idx.Close()
	x.idx = nil
	x.forgetLenses()
	if err := cmp.Or(perr, err); err != nil {
		return fmt.Errorf("close index %s: %w", x.path, err)
	}
	return nil
}

func (x *Index) closeQuietly() {
	if x.idx != nil {
		_ = x.idx.Close()
		x.idx = nil
	}
	x.forgetLenses()
}
