package memory

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	index "github.com/blevesearch/bleve_index_api"
)

// Hit is one search result: the item (or guideline) id and its BM25 score.
type Hit struct {
	ID    string
	Score float64
}

// Search returns the top k items (not guidelines) of every department whose title or text
// match q, best score first, ties broken by id. Each department's items are scored as SearchIn
// scores them (with their department's statistics) and the lists are merged by score.
func (x *Index) Search(q string, kinds []string, k int) ([]Hit, error) {
	return x.searchScopes(q, kinds, k, nil)
}

// SearchIn returns the top k items of department dept (not guidelines) whose title or text
// match q, best score first, ties broken by id. kinds restricts the item kinds (empty: all);
// retracted items never match. A query with no searchable words returns no hits.
//
// A department's items are indexed apart from the others' (see indexState): the search reads
// only their posting lists, and the score uses only their statistics, as if the department had
// an index of its own.
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
func (x *Index) SearchIn(dept, q string, kinds []string, k int) ([]Hit, error) {
	scope := scopeOf(dept)
	return x.searchScopes(q, kinds, k, &scope)
}

// searchScopes searches one scope (only non-nil) or every item scope, merging the hits.
func (x *Index) searchScopes(q string, kinds []string, k int, only *string) ([]Hit, error) {
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
	count := map[string]float64{}
	for _, t := range x.analyzer.Analyze([]byte(q)) {
		count[string(t.Term)]++
	}
	if len(count) == 0 {
		return nil, nil
	}
	// One snapshot for everything: statistics, postings, kinds and ids agree.
	x.pinMu.Lock()
	pin := x.pin
	x.pinMu.Unlock()
	var r index.IndexReader
	var state indexState
	if pin != nil {
		r, state = pin.r, pin.state
	} else {
		x.mu.RLock()
		defer x.mu.RUnlock()
		if x.idx == nil {
			return nil, fmt.Errorf("index %s: search: index is closed", x.path)
		}
		state = x.state
		adv, err := x.idx.Advanced()
		if err == nil {
			r, err = adv.Reader()
		}
		if err != nil {
			return nil, fmt.Errorf("index %s: search %q: %w", x.path, q, err)
		}
		defer func() { _ = r.Close() }()
	}
	scopes := []string{}
	if only != nil {
		scopes = append(scopes, *only)
	} else {
		for _, s := range slices.Sorted(maps.Keys(state.scopes)) {
			if s != "" { // the guidelines
				scopes = append(scopes, s)
			}
		}
	}
	var hits []Hit
	for _, scope := range scopes {
		h, err := x.searchItems(r, pin, state.scopes[scope], scope, count, allowed, k)
		if err != nil {
			return nil, fmt.Errorf("index %s: search %q: %w", x.path, q, err)
		}
		hits = append(hits, h...)
	}
	if len(scopes) > 1 {
		slices.SortFunc(hits, func(a, b Hit) int {
			return cmp.Or(cmp.Compare(b.Score, a.Score), strings.Compare(a.ID, b.ID))
		})
		hits = hits[:min(k, len(hits))]
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
	tfr         index.TermFieldReader // the postings, read as they go; or
	c           *cachedPostings       // the postings of a pinned snapshot, read already
	df          uint64
	idf         float64
	w           float64 // query count * idf * (k1+1): the most one posting can add
	c0, c1      float64 // length normalisation: k1*(1-b) and k1*b/avglen
	// scale, when not 0, is the query count, a power of two, and c's flat postings are made:
	// a posting then adds scale * c.contrib[i], which is exactly what contribution computes
	// (scaling by a power of two commutes with every rounding of the product and quotient).
	scale float64
}

// close closes the list's term reader, if it has one.
func (l *postingList) close() {
	if l.tfr != nil {
		_ = l.tfr.Close()
	}
}

// contribution is what a posting with term frequency tf and Bleve norm adds to its document.
// Bleve's norm is 1/sqrt(field length) (a float32): 1/norm² is the length, to 7 digits.
func (l *postingList) contribution(tf uint64, norm float64) float64 {
	return bm25(l.w, l.c0, l.c1, tf, norm)
}

// bm25 is the BM25 term of a posting: w*tf / (tf + c0 + c1/norm²), always computed in this
// order (the flat lists' precomputed terms must be bit for bit those of contribution).
func bm25(w, c0, c1 float64, tf uint64, norm float64) float64 {
	f := float64(tf)
	return w * f / (f + c0 + c1/(norm*norm))
}

// powerOfTwo reports whether the query count x (a positive whole number) is a power of two.
func powerOfTwo(x float64) bool {
	frac, _ := math.Frexp(x)
	return frac == 0.5
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
func (x *Index) searchItems(r index.IndexReader, pin *pinned, stats scopeStats, scope string, count map[string]float64, allowed []string, k int) ([]Hit, error) {
	docs := stats.Docs
	if docs == 0 {
		return nil, nil
	}
	n := float64(docs)
	titleField, textField := fieldTitle+scope, fieldText+scope
	avg := map[string]float64{titleField: float64(stats.Title) / n, textField: float64(stats.Text) / n}
	var lists []*postingList
	defer func() {
		for _, l := range lists {
			l.close()
		}
	}()
	terms := slices.Sorted(maps.Keys(count))
	df := make(map[string]uint64, len(terms))     // per word, in the field where it is more frequent
	block := make([]postingList, 0, 2*len(terms)) // the lists, in one allocation
	lists = make([]*postingList, 0, cap(block))
	for _, t := range terms {
		for _, f := range []string{titleField, textField} {
			block = append(block, postingList{term: t, field: f})
			l := &block[len(block)-1]
			if pin != nil {
				c, err := pin.postings(f, t)
				if err != nil {
					return nil, err
				}
				l.c, l.df = c, uint64(c.n)
			} else {
				tfr, err := r.TermFieldReader(context.Background(), []byte(t), f, true, true, false)
				if err != nil {
					return nil, err
				}
				l.tfr, l.df = tfr, tfr.Count()
			}
			d := l.df
			df[t] = max(df[t], d)
			if d == 0 || avg[f] == 0 {
				l.close()
				continue
			}
			idf := math.Log(1 + (n-float64(d)+0.5)/(float64(d)+0.5))
			l.idf = idf
			l.w, l.c0, l.c1 = count[t]*idf*(bm25K1+1), bm25K1*(1-bm25B), bm25K1*bm25B/avg[f]
			lists = append(lists, l)
		}
	}
	keep := keptTerms(terms, df, docs)
	lists = slices.DeleteFunc(lists, func(l *postingList) bool {
		if !keep[l.term] {
			l.close()
		}
		return !keep[l.term]
	})
	// Flat postings only for the lists kept: the words dropped have the longest lists.
	for _, l := range lists {
		if l.c != nil && powerOfTwo(count[l.term]) && l.c.weigh(l.idf*(bm25K1+1), l.c0, l.c1) {
			l.scale = count[l.term]
		}
	}
	// Highest possible contribution first; the order is fixed by the query and the index
	// statistics, so every document's score is summed in the same order, however it is found.
	slices.SortStableFunc(lists, func(a, b *postingList) int { return cmp.Compare(b.w, a.w) })
	rest := make([]float64, len(lists)+1) // rest[i]: the most lists[i:] can add
	for i := len(lists) - 1; i >= 0; i-- {
		rest[i] = rest[i+1] + lists[i].w
	}

	acc := accPool.Get().(*accumulator)
	var err error
	defer func() {
		acc.reset()
		accPool.Put(acc)
	}()
	acc.pin = pin
	if everyItemKind(allowed) {
		if acc.dead, err = x.deadIn(r); err != nil {
			return nil, err
		}
	}
	exhaustive := true
	// The last k-th score asked for, and rest[] then: each document's score has grown by at
	// most what the lists since could add (and a document new since scores no more), so the
	// k-th score is now at most asked + (restAsked - rest[i+1]).
	asked, restAsked := 0.0, rest[0]
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
		// While exhaustive the k-th score only decides the switch below: no use asking while
		// its bound (with a margin for the rounding of the sums) cannot make limit positive.
		if bound := (asked + (restAsked - rest[i+1])) * (1 + 1e-6); exhaustive && bound-rest[i+1]*(1+1e-9)-bound*1e-9 <= 0 {
			continue
		}
		kth, err := acc.kth(r, allowed, k)
		if err != nil {
			return nil, err
		}
		asked, restAsked = kth, rest[i+1]
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
