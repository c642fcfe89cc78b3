package memory

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
)

// Guidelines live only in the index (they come from the knowledge base, not from experience),
// with kind "guideline", under internal ids guidelinePrefix+key.
const (
	kindGuideline   = "guideline"
	guidelinePrefix = "guideline/"
)

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
		l := lens{0, x.tokens(g[k]), fingerprint(g[k], kindGuideline), ""}
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
	s := x.state.clone()
	b := x.idx.NewBatch()
	var ups []lensUpdate
	for _, g := range x.guidelineDocs(docs) {
		old, had, err := x.storedLens(g.id)
		if err != nil {
			return err
		}
		if had && old == g.lens {
			continue // the same text (every department's memory adds the guidelines when it opens)
		}
		if had {
			s.add(old, -1)
		}
		if err := b.Index(g.id, g.doc); err != nil {
			return fmt.Errorf("index %s: guideline %s: %w", x.path, g.id, err)
		}
		s.add(g.lens, +1)
		ups = append(ups, lensUpdate{id: g.id, l: g.lens})
	}
	if err := x.setGuidelines(b, all); err != nil {
		return err
	}
	if err := x.commitLenses(b, s, ups); err != nil {
		return fmt.Errorf("index %s: add guidelines: %w", x.path, err)
	}
	return nil
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

// bm25Stats are the collection statistics a guideline search uses: those of the guidelines'
// scope (see indexState), so that its scores do not depend on the items the index holds.
func (x *Index) bm25Stats() *search.BM25Stats {
	g := x.state.scopes[""]
	n := int(g.Docs)
	fc := map[string]int{fieldTitle: int(g.Title), fieldText: int(g.Text)}
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
