package memory

import (
	"cmp"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
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
// Instead every search passes Bleve the true average (total analysed tokens / documents), kept
// exact here as documents come and go. That is also textbook BM25.
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

// Search returns the top k items (not guidelines) whose title or text match query, best BM25
// score first, ties broken by id. kinds restricts the item kinds (empty: all); retracted items
// never match. A query with no searchable words returns no hits.
func (x *Index) Search(q string, kinds []string, k int) ([]Hit, error) {
	bq := textQuery(q)
	// Exclusions (must-not) are cheap: Bleve advances their posting lists to each candidate.
	// A positive filter on kind costs twice the whole search (measured), so a kinds restriction
	// is expressed as excluding the other item kinds whenever it names only known kinds.
	not := []query.Query{termQuery("retracted", "true"), termQuery("kind", kindGuideline)}
	var unknown bool
	if len(kinds) > 0 {
		for _, kind := range kinds {
			unknown = unknown || !slices.Contains(itemKinds, kind)
		}
		for _, kind := range itemKinds {
			if !slices.Contains(kinds, kind) {
				not = append(not, termQuery("kind", kind))
			}
		}
	}
	bq.AddMustNot(not...)
	if unknown {
		ks := query.NewDisjunctionQuery(nil)
		for _, kind := range kinds {
			ks.AddQuery(termQuery("kind", kind))
		}
		bq.AddFilter(ks) // filters do not score
	}
	return x.search(q, bq, k, "")
}

// itemKinds are the kinds a store holds.
var itemKinds = []string{KindCase, KindRule, KindDCP}

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
