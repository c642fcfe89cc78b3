package memory

import (
	"cmp"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"
	berrors "go.etcd.io/bbolt/errors"
)

// IndexDir is the Bleve index directory inside a run directory, beside StoreFile.
const IndexDir = "memory.bleve"

// Guidelines live only in the index (they come from the knowledge base, not from experience),
// with kind "guideline", under internal ids guidelinePrefix+key.
const (
	kindGuideline   = "guideline"
	guidelinePrefix = "guideline/"
)

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

// applyBatch is how many distinct items go into one Bleve batch (deps.md §2: 1,000–10,000 is
// the sweet spot; larger batches cost heap).
const applyBatch = 1000

// boltTimeout bounds the wait for another process holding the index (deps.md §2: the default
// waits forever).
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

// indexState is what the index records about itself, atomically with each batch.
//
// The token totals make BM25 deterministic. Left alone, Bleve derives the average field length
// from the sum of the distinct-term counts of each segment, which changes with background
// merges: the same documents then score differently from run to run (and after a rebuild).
// Instead every search uses the true average (total analysed tokens / documents), kept exact
// here as documents come and go: Search scores with it, SearchGuidelines passes it to Bleve.
// That is also textbook BM25.
type indexState struct {
	seq         uint64 // last store change applied
	titleTokens uint64 // analysed tokens of the title field, over all documents
	textTokens  uint64 // same for the text field
}

func (s indexState) bytes() []byte {
	b := binary.BigEndian.AppendUint64(nil, s.seq)
	b = binary.BigEndian.AppendUint64(b, s.titleTokens)
	return binary.BigEndian.AppendUint64(b, s.textTokens)
}

func parseState(b []byte) (indexState, bool) {
	if len(b) != 24 {
		return indexState{}, false
	}
	return indexState{binary.BigEndian.Uint64(b), binary.BigEndian.Uint64(b[8:]),
		binary.BigEndian.Uint64(b[16:])}, true
}

// lens is a document's analysed token counts.
type lens struct{ title, text uint64 }

func (l lens) String() string { return fmt.Sprintf("%d %d", l.title, l.text) }

func parseLens(s string) (lens, bool) {
	a, b, ok := strings.Cut(s, " ")
	if !ok {
		return lens{}, false
	}
	t, err1 := strconv.ParseUint(a, 10, 64)
	x, err2 := strconv.ParseUint(b, 10, 64)
	return lens{t, x}, err1 == nil && err2 == nil
}

// add returns s with l added (sign +1) or removed (sign -1).
func (s indexState) add(l lens, sign int) indexState {
	if sign > 0 {
		s.titleTokens += l.title
		s.textTokens += l.text
	} else {
		s.titleTokens -= l.title
		s.textTokens -= l.text
	}
	return s
}

// Hit is one search result: the item (or guideline) id and its BM25 score.
type Hit struct {
	ID    string
	Score float64
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
	analyzer analysis.Analyzer

	write sync.Mutex   // serialises Apply, Rebuild, AddGuidelines, Check, Close
	mu    sync.RWMutex // guards idx, state and docs against concurrent searches
	idx   bleve.Index
	state indexState
	docs  uint64 // documents in idx, guidelines included
}

// indexMapping is the lean static mapping of deps.md §2: two English text fields without term
// vectors, doc values or _all, five keyword fields, one small stored-only field, no numeric
// fields, BM25 scoring.
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
	x := &Index{st: st, path: filepath.Join(dir, IndexDir), analyzer: im.AnalyzerNamed(en.AnalyzerName)}
	if x.analyzer == nil {
		return nil, fmt.Errorf("open index %s: analyzer %q is not registered", x.path, en.AnalyzerName)
	}
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
	n, err := x.idx.DocCount()
	if err != nil {
		return fmt.Errorf("index %s: count: %w", x.path, err)
	}
	x.state, x.docs = s, n
	return nil
}

// tokens counts the analysed tokens of s, as Bleve does for a field's length.
func (x *Index) tokens(s string) uint64 {
	if s == "" {
		return 0
	}
	return uint64(len(x.analyzer.Analyze([]byte(s))))
}

// doc returns the index document of an item and its token counts.
func (x *Index) doc(it *Item) (indexDoc, lens) {
	r := "false"
	if it.Retracted {
		r = "true"
	}
	l := lens{x.tokens(it.Title), x.tokens(it.Text)}
	return indexDoc{Title: it.Title, Text: it.Text, Kind: it.Kind, Category: it.Category,
		Department: it.Department, Polarity: it.Polarity, Retracted: r, Lens: l.String()}, l
}

// storedLens returns the token counts of the indexed document id (ok false when absent).
func (x *Index) storedLens(id string) (lens, bool, error) {
	d, err := x.idx.Document(id)
	if err != nil {
		return lens{}, false, fmt.Errorf("index %s: read document %s: %w", x.path, id, err)
	}
	if d == nil {
		return lens{}, false, nil
	}
	var l lens
	found := false
	d.VisitFields(func(f index.Field) {
		if f.Name() == fieldLens {
			l, found = parseLens(string(f.Value()))
		}
	})
	if !found {
		return lens{}, false, fmt.Errorf("index %s: document %s has no token counts", x.path, id)
	}
	return l, true, nil
}

// commit applies b with the new state s, atomically: searches see the documents and the
// statistics change together.
func (x *Index) commit(b *bleve.Batch, s indexState) error {
	b.SetInternal(stateKey, s.bytes())
	x.mu.Lock()
	defer x.mu.Unlock()
	if err := x.idx.Batch(b); err != nil {
		return err
	}
	n, err := x.idx.DocCount()
	if err != nil {
		return err
	}
	x.state, x.docs = s, n
	return nil
}

// Apply indexes every store change made since the last Apply (or open): new and edited items
// are (re)indexed, retracted ones marked retracted, deleted ones removed. Changes are applied in
// batches; each batch records the seq it reaches, atomically with its documents, so a crash
// at any point leaves an index that the next open completes.
//
// Call it after a batch of store writes rather than after each one: every Apply that finds
// changes builds a new index segment, which costs a fixed amount on top of the documents and
// leaves more segments for the background merger. Measured (BenchmarkAccrual, 2,000 episodes
// of 3 items, one store commit each): applying after every episode, 344 episodes/s (indexing
// 1.7 ms an episode); every 25 episodes, 800-880 episodes/s (0.45-0.5 ms). Searches then lag
// the store by at most that batch, which is harmless: the store is the truth, and an index
// opened after a crash catches up from the store's change log.
func (x *Index) Apply() error {
	x.write.Lock()
	defer x.write.Unlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: apply: index is closed", x.path)
	}
	return x.applyLocked()
}

func (x *Index) applyLocked() error {
	type change struct {
		seq uint64
		id  string
	}
	// Collect first, then read the items, so no store read overlaps the change scan.
	var changes []change
	err := x.st.Changes(x.state.seq, func(seq uint64, id string) error {
		changes = append(changes, change{seq, id})
		return nil
	})
	if err != nil {
		return fmt.Errorf("index %s: read store changes after seq %d: %w", x.path, x.state.seq, err)
	}
	pending := make(map[string]bool, min(len(changes), applyBatch))
	for i, c := range changes {
		pending[c.id] = true
		if len(pending) < applyBatch && i < len(changes)-1 {
			continue
		}
		if err := x.flush(pending, c.seq); err != nil {
			return err
		}
		clear(pending)
	}
	return nil
}

// flush indexes the current store state of ids and records seq as applied, in one batch.
func (x *Index) flush(ids map[string]bool, seq uint64) error {
	sorted := make([]string, 0, len(ids))
	for id := range ids {
		sorted = append(sorted, id)
	}
	slices.Sort(sorted)
	s := x.state
	s.seq = seq
	b := x.idx.NewBatch()
	for _, id := range sorted {
		old, had, err := x.storedLens(id)
		if err != nil {
			return err
		}
		if had {
			s = s.add(old, -1)
		}
		it, err := x.st.Get(id)
		if errors.Is(err, ErrNotFound) {
			if had {
				b.Delete(id)
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("index %s: read item %s: %w", x.path, id, err)
		}
		d, l := x.doc(it)
		if err := b.Index(id, d); err != nil {
			return fmt.Errorf("index %s: item %s: %w", x.path, id, err)
		}
		s = s.add(l, +1)
	}
	if err := x.commit(b, s); err != nil {
		return fmt.Errorf("index %s: apply changes up to seq %d: %w", x.path, seq, err)
	}
	return nil
}

// Rebuild deletes the index and builds it again from the store (items) and from the guidelines
// it held. This is `hospital memory reindex`.
func (x *Index) Rebuild() error {
	x.write.Lock()
	defer x.write.Unlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: rebuild: index is closed", x.path)
	}
	return x.rebuildLocked()
}

func (x *Index) rebuildLocked() error {
	// Keep the guideline texts: they are not in the store.
	guides := map[string]string{}
	if x.idx != nil {
		if g, err := x.readGuidelines(); err == nil {
			guides = g
		}
		x.mu.Lock()
		err := x.idx.Close()
		x.idx = nil
		x.mu.Unlock()
		if err != nil {
			return fmt.Errorf("index %s: close before rebuild: %w", x.path, err)
		}
	}
	if err := os.RemoveAll(x.path); err != nil {
		return fmt.Errorf("index %s: remove before rebuild: %w", x.path, err)
	}
	idx, err := bleve.NewUsing(x.path, indexMapping(), bleve.Config.DefaultIndexType,
		bleve.Config.DefaultKVStore, indexConfig())
	if err != nil {
		return fmt.Errorf("index %s: create: %w", x.path, err)
	}
	x.mu.Lock()
	x.idx, x.state, x.docs = idx, indexState{}, 0
	x.mu.Unlock()

	// Read the seq before the items: a change racing with the scan is applied again by the
	// next Apply, which is harmless (indexing is idempotent).
	top, err := x.st.Seq()
	if err != nil {
		return fmt.Errorf("index %s: store seq: %w", x.path, err)
	}
	s := indexState{seq: top}
	b := idx.NewBatch()
	err = x.st.ForEach(func(it *Item) error {
		d, l := x.doc(it)
		if err := b.Index(it.ID, d); err != nil {
			return fmt.Errorf("item %s: %w", it.ID, err)
		}
		s = s.add(l, +1)
		if b.Size() >= applyBatch {
			// No state yet: an index without one is an unfinished build, rebuilt on open.
			if err := idx.Batch(b); err != nil {
				return err
			}
			b.Reset()
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("index %s: rebuild from store: %w", x.path, err)
	}
	for _, g := range x.guidelineDocs(guides) {
		if err := b.Index(g.id, g.doc); err != nil {
			return fmt.Errorf("index %s: rebuild guideline %s: %w", x.path, g.id, err)
		}
		s = s.add(g.lens, +1)
	}
	if err := x.setGuidelines(b, guides); err != nil {
		return err
	}
	if err := x.commit(b, s); err != nil {
		return fmt.Errorf("index %s: rebuild from store: %w", x.path, err)
	}
	if err := x.persist(); err != nil {
		return fmt.Errorf("index %s: rebuild: %w", x.path, err)
	}
	return nil
}

// persist waits until everything applied so far is on disk: it writes the state again in a
// batch whose persisted callback reports when that snapshot (and every earlier one) is written.
func (x *Index) persist() error {
	done := make(chan error, 1)
	b := x.idx.NewBatch()
	b.SetInternal(stateKey, x.state.bytes())
	b.SetPersistedCallback(func(err error) {
		select {
		case done <- err:
		default:
		}
	})
	if err := x.idx.Batch(b); err != nil {
		return fmt.Errorf("persist: %w", err)
	}
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("persist: %w", err)
		}
		return nil
	case <-time.After(persistTimeout):
		return fmt.Errorf("persist: not written to disk after %s", persistTimeout)
	}
}

func (x *Index) readGuidelines() (map[string]string, error) {
	v, err := x.idx.GetInternal(guidelinesKey)
	if err != nil {
		return nil, fmt.Errorf("index %s: read guidelines: %w", x.path, err)
	}
	g := map[string]string{}
	if len(v) == 0 {
		return g, nil
	}
	if err := json.Unmarshal(v, &g); err != nil {
		return nil, fmt.Errorf("index %s: decode guidelines: %w", x.path, err)
	}
	return g, nil
}

// setGuidelines records the full guideline set in b.
func (x *Index) setGuidelines(b *bleve.Batch, all map[string]string) error {
	v, err := json.Marshal(all) // map keys are sorted: deterministic
	if err != nil {
		return fmt.Errorf("index %s: encode guidelines: %w", x.path, err)
	}
	b.SetInternal(guidelinesKey, v)
	return nil
}

type guidelineDoc struct {
	id   string
	doc  indexDoc
	lens lens
}

// guidelineDocs returns the index documents of guidelines, by key.
func (x *Index) guidelineDocs(g map[string]string) []guidelineDoc {
	keys := make([]string, 0, len(g))
	for k := range g {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]guidelineDoc, len(keys))
	for i, k := range keys {
		l := lens{0, x.tokens(g[k])}
		out[i] = guidelineDoc{guidelinePrefix + k,
			indexDoc{Text: g[k], Kind: kindGuideline, Retracted: "false", Lens: l.String()}, l}
	}
	return out
}

// AddGuidelines indexes guideline texts (key -> text) with kind "guideline", replacing any
// guideline with the same key. Guidelines are not store items: the index keeps their texts so a
// Rebuild keeps them too, but an index rebuilt because it was lost needs them added again.
func (x *Index) AddGuidelines(docs map[string]string) error {
	x.write.Lock()
	defer x.write.Unlock()
	if x.idx == nil {
		return fmt.Errorf("index %s: add guidelines: index is closed", x.path)
	}
	for k := range docs {
		if k == "" {
			return fmt.Errorf("index %s: add guidelines: a guideline has an empty key", x.path)
		}
	}
	all, err := x.readGuidelines()
	if err != nil {
		return err
	}
	maps.Copy(all, docs)
	s := x.state
	b := x.idx.NewBatch()
	for _, g := range x.guidelineDocs(docs) {
		old, had, err := x.storedLens(g.id)
		if err != nil {
			return err
		}
		if had {
			s = s.add(old, -1)
		}
		if err := b.Index(g.id, g.doc); err != nil {
			return fmt.Errorf("index %s: guideline %s: %w", x.path, g.id, err)
		}
		s = s.add(g.lens, +1)
	}
	if err := x.setGuidelines(b, all); err != nil {
		return err
	}
	if err := x.commit(b, s); err != nil {
		return fmt.Errorf("index %s: add guidelines: %w", x.path, err)
	}
	return nil
}

// Search returns the top k items (not guidelines) whose title or text match query, best score
// first, ties broken by id. kinds restricts the item kinds (empty: all); retracted items never
// match. A query with no searchable words returns no hits.
//
// The score is BM25 (k1 1.2, b 0.75) summed over the query's analysed words and the two text
// fields, each field with its own document frequencies and average length: a word adds, per
// field, idf * tf*(k1+1) / (tf + k1*(1-b+b*len/avglen)), times its count in the query. Bleve
// analyses the text and holds the posting lists; the scoring and the top-k selection are done
// here (see searchItems).
//
// Very common words are left out: a word in more than half of the documents (counted in the
// field where it is more frequent, and only once it is in more than minPruneDF documents) is
// dropped, except that the query's minTerms rarest words that occur at all are always kept, so
// a query made only of common words still finds its best matches. A word in more than half of
// the documents has an idf below ln 2 = 0.69 (against ln 40 = 3.7 for a word in one document
// in forty) and the longest posting lists. Over the words kept, the result is exact: the same
// hits and scores as scoring every document.
func (x *Index) Search(q string, kinds []string, k int) ([]Hit, error) {
	if k <= 0 || strings.TrimSpace(q) == "" {
		return nil, nil
	}
	if len(kinds) == 0 {
		kinds = itemKinds
	}
	var allowed []string // the item kinds that may match
	for _, kind := range kinds {
		if kind != kindGuideline && !slices.Contains(allowed, kind) {
			allowed = append(allowed, kind)
		}
	}
	if len(allowed) == 0 {
		return nil, nil
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return nil, fmt.Errorf("index %s: search: index is closed", x.path)
	}
	hits, err := x.searchItems(q, allowed, k)
	if err != nil {
		return nil, fmt.Errorf("index %s: search %q: %w", x.path, q, err)
	}
	return hits, nil
}

// itemKinds are the kinds a store holds.
var itemKinds = []string{KindCase, KindRule, KindDCP}

// BM25 parameters: term frequency saturation and length normalisation (the usual values).
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// Query word pruning (see Search). Measured on BenchmarkSearchTop10's queries at 100,000 DCPs
// (p50/p99, 512 queries): with every word kept, zipf 2.6/6 ms and uniform 1.3/4 ms; dropping
// the words in more than half of the documents, zipf 1.4/4-5 ms and uniform 1.2/4 ms. (More
// than 30%: zipf 1.05/3-4 ms, but such words weigh up to ln 3.3 = 1.2.) Keeping at least 2
// words rather than 1 costs 5% at p50, 3 words 20%.
const (
	// commonShare: a word in more than this share of the documents is dropped.
	commonShare = 0.5
	// minPruneDF: a word in at most this many documents is always kept, so a small memory is
	// searched with every word (1,000 postings take about 30 µs to score).
	minPruneDF = 1000
	// minTerms: at least this many of the query's words that occur in the index are kept (the
	// rarest ones).
	minTerms = 2
)

// postingList is one query word in one field, with what scoring it needs.
type postingList struct {
	term, field string
	tfr         index.TermFieldReader
	df          uint64
	w           float64 // query count * idf * (k1+1): the most one posting can add
	c0, c1      float64 // length normalisation: k1*(1-b) and k1*b/avglen
}

// contribution is what a posting with term frequency tf and Bleve norm adds to its document.
// Bleve's norm is 1/sqrt(field length) (a float32): 1/norm² is the length, to 7 digits.
func (l *postingList) contribution(tf uint64, norm float64) float64 {
	f := float64(tf)
	return l.w * f / (f + l.c0 + l.c1/(norm*norm))
}

// searchItems is Search on the open index (read lock held).
//
// It scores one posting list at a time, the lists with the highest possible contribution
// first (the rare words). Once the k-th best score so far (a lower bound of the final k-th
// score: scores only grow) is above the most that all remaining lists together could add, no
// document yet unseen can reach the top k: the remaining lists are then only looked up for the
// documents that still can, and documents that cannot are dropped as the bound rises. This is
// MaxScore (Turtle and Flood 1995); the top k it returns is the same as scoring every posting.
//
// Measured at 100,000 DCPs (BenchmarkSearchTop10, zipf queries, p50, every word kept): Bleve's
// own searchers (a boolean query of match queries) take 18 ms, about 100 ns per posting;
// reading the postings here costs 25-35 ns each; with MaxScore the search takes 2.6 ms.
// Seeking in a Bleve posting list that has frequencies still steps over the skipped postings
// (cheaply), so a list that is only looked up costs about a quarter of reading it.
func (x *Index) searchItems(q string, allowed []string, k int) ([]Hit, error) {
	count := map[string]float64{}
	for _, t := range x.analyzer.Analyze([]byte(q)) {
		count[string(t.Term)]++
	}
	if len(count) == 0 || x.docs == 0 {
		return nil, nil
	}
	// One snapshot for everything: document frequencies, postings, kinds and ids agree.
	adv, err := x.idx.Advanced()
	if err != nil {
		return nil, err
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, err
	}
	defer func() { _ = r.Close() }()

	n := float64(x.docs)
	avg := map[string]float64{fieldTitle: float64(x.state.titleTokens) / n, fieldText: float64(x.state.textTokens) / n}
	var lists []*postingList
	defer func() {
		for _, l := range lists {
			_ = l.tfr.Close()
		}
	}()
	terms := slices.Sorted(maps.Keys(count))
	df := map[string]uint64{} // per word, in the field where it is more frequent
	for _, t := range terms {
		for _, f := range []string{fieldTitle, fieldText} {
			tfr, err := r.TermFieldReader(context.Background(), []byte(t), f, true, true, false)
			if err != nil {
				return nil, err
			}
			d := tfr.Count()
			df[t] = max(df[t], d)
			if d == 0 || avg[f] == 0 {
				_ = tfr.Close()
				continue
			}
			idf := math.Log(1 + (n-float64(d)+0.5)/(float64(d)+0.5))
			lists = append(lists, &postingList{term: t, field: f, tfr: tfr, df: d,
				w: count[t] * idf * (bm25K1 + 1), c0: bm25K1 * (1 - bm25B), c1: bm25K1 * bm25B / avg[f]})
		}
	}
	keep := keptTerms(terms, df, x.docs)
	lists = slices.DeleteFunc(lists, func(l *postingList) bool {
		if !keep[l.term] {
			_ = l.tfr.Close()
		}
		return !keep[l.term]
	})
	// Highest possible contribution first; the order is fixed by the query and the index
	// statistics, so every document's score is summed in the same order, however it is found.
	slices.SortStableFunc(lists, func(a, b *postingList) int { return cmp.Compare(b.w, a.w) })
	rest := make([]float64, len(lists)+1) // rest[i]: the most lists[i:] can add
	for i := len(lists) - 1; i >= 0; i-- {
		rest[i] = rest[i+1] + lists[i].w
	}

	acc := accPool.Get().(*accumulator)
	defer func() {
		acc.reset()
		accPool.Put(acc)
	}()
	exhaustive := true
	for i, l := range lists {
		if exhaustive {
			err = acc.score(l)
		} else {
			err = acc.probe(l)
		}
		if err != nil {
			return nil, err
		}
		// The k-th score so far is at most what the lists seen can add: no use asking until
		// that exceeds what the rest can add.
		if exhaustive && rest[i+1] >= rest[0]-rest[i+1] || i == len(lists)-1 {
			continue
		}
		kth, err := acc.kth(r, allowed, k)
		if err != nil {
			return nil, err
		}
		// A document whose score plus everything still to come is below the k-th cannot be in
		// the top k, nor tie with it. The margin covers floating-point rounding of the sums.
		limit := kth - rest[i+1]*(1+1e-9) - kth*1e-9
		if exhaustive && limit > 0 {
			exhaustive = false
		}
		if !exhaustive {
			acc.drop(limit)
		}
	}
	return acc.top(r, allowed, k)
}

// keptTerms applies the pruning rule (see Search) to the query's distinct words.
func keptTerms(terms []string, df map[string]uint64, docs uint64) map[string]bool {
	limit := max(uint64(commonShare*float64(docs)), minPruneDF)
	keep := make(map[string]bool, len(terms))
	occurring := 0
	for _, t := range terms {
		if df[t] <= limit {
			keep[t] = true
			if df[t] > 0 {
				occurring++
			}
		}
	}
	if occurring < minTerms {
		// Add the rarest dropped words back, ties by the word.
		byDF := slices.Clone(terms)
		slices.SortFunc(byDF, func(a, b string) int { return cmp.Or(cmp.Compare(df[a], df[b]), strings.Compare(a, b)) })
		for _, t := range byDF {
			if occurring >= minTerms {
				break
			}
			if !keep[t] {
				keep[t] = true
				occurring++
			}
		}
	}
	return keep
}

// accumulator holds the scores of one search by global document number (Bleve's internal id,
// read as a big-endian number). Zero means not seen (every posting adds a positive amount);
// minus infinity marks a document that is not a live item of an allowed kind.
type accumulator struct {
	scores  []float64
	touched []uint64 // documents with a non-zero score
}

var accPool = sync.Pool{New: func() any { return new(accumulator) }}

func (a *accumulator) reset() {
	for _, d := range a.touched {
		a.scores[d] = 0
	}
	a.touched = a.touched[:0]
}

// score adds the contribution of every posting of l.
func (a *accumulator) score(l *postingList) error {
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

// best returns the m best candidates with a positive score, best first.
func (a *accumulator) best(m int) []scored {
	h := make([]scored, 0, m) // a heap with the worst candidate at h[0]
	for _, d := range a.touched {
		s := scored{doc: d, score: a.scores[d]}
		switch {
		case !(s.score > 0):
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
			for i := 0; ; {
				c := 2*i + 1
				if c >= len(h) {
					break
				}
				if c+1 < len(h) && better(h[c], h[c+1]) {
					c++
				}
				if !better(h[i], h[c]) {
					break
				}
				h[i], h[c] = h[c], h[i]
				i = c
			}
		}
	}
	slices.SortFunc(h, func(a, b scored) int {
		if better(a, b) {
			return -1
		}
		return 1
	})
	return h
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

// kth returns the k-th best score of a qualifying document, 0 if fewer than k qualify.
func (a *accumulator) kth(r index.IndexReader, allowed []string, k int) (float64, error) {
	cands, _, err := a.qualified(r, allowed, k)
	if err != nil || len(cands) < k {
		return 0, err
	}
	return cands[k-1].score, nil
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
		id, err := r.ExternalID(docKey(c.doc))
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

// docKey is Bleve's internal id of a global document number.
func docKey(d uint64) index.IndexInternalID { return binary.BigEndian.AppendUint64(nil, d) }

// qualify checks that the candidates are live items of an allowed kind. Those that are not
// get a score of minus infinity, so that no later selection returns them (and no later posting
// revives them); ok is true when all qualify.
func (a *accumulator) qualify(r index.IndexReader, cands []scored, allowed []string) (ok bool, err error) {
	if len(cands) == 0 {
		return true, nil
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

// SearchGuidelines returns the top k guidelines whose text matches query, best BM25 score
// first, ties broken by key. Hit ids are the keys given to AddGuidelines.
func (x *Index) SearchGuidelines(q string, k int) ([]Hit, error) {
	// The few guideline documents drive the search (a required kind term) and the text query
	// must match at least once, so the cost does not grow with the number of items. The kind
	// term adds the same amount to every guideline's score: the order is the text's BM25.
	bq := textQuery(q)
	bq.AddMust(termQuery("kind", kindGuideline))
	bq.SetMinShould(1)
	return x.search(q, bq, k, guidelinePrefix)
}

// textQuery matches q on the title and text fields (either may match).
func textQuery(q string) *query.BooleanQuery {
	title := query.NewMatchQuery(q)
	title.SetField(fieldTitle)
	text := query.NewMatchQuery(q)
	text.SetField(fieldText)
	return query.NewBooleanQuery(nil, []query.Query{title, text}, nil)
}

func termQuery(field, term string) *query.TermQuery {
	t := query.NewTermQuery(term)
	t.SetField(field)
	return t
}

// tieWindow is how many hits past k a search fetches so that ties at the k-th score can be
// ordered by id without asking Bleve to sort by id (which loads the id of every match).
const tieWindow = 16

// bm25Stats are the collection statistics every search uses (see indexState).
func (x *Index) bm25Stats() *search.BM25Stats {
	n := int(x.docs)
	fc := map[string]int{fieldTitle: int(x.state.titleTokens), fieldText: int(x.state.textTokens)}
	for _, f := range keywordFields {
		fc[f] = n // one token per document
	}
	// Unscored disjunctions (the kinds filter) are optimised into a term searcher on the
	// pseudo-field "*", which asks for stats too; it does not score, any value will do.
	fc["*"] = n
	return &search.BM25Stats{DocCount: float64(n), FieldCardinality: fc}
}

func (x *Index) search(q string, bq query.Query, k int, trim string) ([]Hit, error) {
	if k <= 0 || strings.TrimSpace(q) == "" {
		return nil, nil
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return nil, fmt.Errorf("index %s: search: index is closed", x.path)
	}
	stats := x.bm25Stats()
	run := func(size int, sortByID bool) ([]*search.DocumentMatch, error) {
		req := bleve.NewSearchRequestOptions(bq, size, 0, false)
		if sortByID {
			req.SortBy([]string{"-_score", "_id"})
		}
		req.PreSearchData = map[string]any{search.BM25PreSearchDataKey: stats}
		res, err := x.idx.SearchInContext(context.Background(), req)
		if err != nil {
			return nil, fmt.Errorf("index %s: search %q: %w", x.path, q, err)
		}
		return res.Hits, nil
	}
	n := k + tieWindow
	found, err := run(n, false)
	if err != nil {
		return nil, err
	}
	if len(found) == n && found[n-1].Score == found[k-1].Score {
		// The tie at the k-th score may go on past the window: let Bleve order by id.
		if found, err = run(k, true); err != nil {
			return nil, err
		}
	}
	hits := make([]Hit, len(found))
	for i, h := range found {
		hits[i] = Hit{ID: h.ID, Score: h.Score}
	}
	// Every hit scoring above the k-th is in the window, and so is every hit tying with it
	// (checked above): sorting by (score desc, id) and cutting gives the exact top k.
	slices.SortFunc(hits, func(a, b Hit) int {
		if a.Score != b.Score {
			return cmp.Compare(b.Score, a.Score)
		}
		return strings.Compare(a.ID, b.ID)
	})
	hits = hits[:min(k, len(hits))]
	for i := range hits {
		hits[i].ID = strings.TrimPrefix(hits[i].ID, trim)
	}
	return hits, nil
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

// Check compares the index with the store: missing are live (not retracted) store items that a
// search cannot find, extra are ids a search can find (or the index holds) that are not live
// store items. Both are sorted; both empty means index and store agree.
func (x *Index) Check() (missing, extra []string, err error) {
	x.write.Lock() // a consistent view: no Apply in between
	defer x.write.Unlock()
	x.mu.RLock()
	defer x.mu.RUnlock()
	if x.idx == nil {
		return nil, nil, fmt.Errorf("index %s: check: index is closed", x.path)
	}

	inStore := map[string]bool{} // id -> live
	err = x.st.ForEach(func(it *Item) error {
		inStore[it.ID] = !it.Retracted
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: read store: %w", x.path, err)
	}

	adv, err := x.idx.Advanced()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	defer func() { _ = r.Close() }()

	retracted, err := termIDs(r, "retracted", "true")
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	all, err := r.DocIDReaderAll()
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
	}
	defer func() { _ = all.Close() }()
	searchable := map[string]bool{}
	for {
		iid, err := all.Next()
		if err != nil {
			return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
		}
		if iid == nil {
			break
		}
		id, err := r.ExternalID(iid)
		if err != nil {
			return nil, nil, fmt.Errorf("index %s: check: %w", x.path, err)
		}
		if strings.HasPrefix(id, guidelinePrefix) {
			continue
		}
		if _, ok := inStore[id]; !ok {
			extra = append(extra, id) // held but not in the store at all
			continue
		}
		if !retracted[id] {
			searchable[id] = true
		}
	}
	for id := range searchable {
		if !inStore[id] {
			extra = append(extra, id)
		}
	}
	for id, live := range inStore {
		if live && !searchable[id] {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	return missing, extra, nil
}

// termIDs returns the external ids of the documents holding term in field.
func termIDs(r index.IndexReader, field, term string) (map[string]bool, error) {
	tfr, err := r.TermFieldReader(context.Background(), []byte(term), field, false, false, false)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tfr.Close() }()
	ids := map[string]bool{}
	var tfd index.TermFieldDoc
	for {
		d, err := tfr.Next(&tfd)
		if err != nil {
			return nil, err
		}
		if d == nil {
			return ids, nil
		}
		id, err := r.ExternalID(d.ID)
		if err != nil {
			return nil, err
		}
		ids[id] = true
	}
}

// Close closes the index. The store is not closed.
func (x *Index) Close() error {
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
}
