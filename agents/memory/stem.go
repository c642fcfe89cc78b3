package memory

import (
	"slices"
	"sync"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/token/porter"
)

// maxStems bounds the words a memoStemmer remembers (it starts again when full).
const maxStems = 1 << 16

// memoStemmer is Bleve's Porter stemmer filter remembering the stem of every word it has seen:
// the memory's texts are written from a few thousand words, and stemming each of them again
// was over a third of the English analysis of an item (measured in BenchmarkPracticeBatch).
// The stems are the filter's own, so the tokens are the same.
type memoStemmer struct {
	inner analysis.TokenFilter

	mu    sync.Mutex // searches analyse their queries concurrently with Apply
	stems map[string][]byte
}

func (m *memoStemmer) Filter(input analysis.TokenStream) analysis.TokenStream {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, t := range input {
		if t.KeyWord {
			continue // the Porter filter leaves keywords alone
		}
		if s, ok := m.stems[string(t.Term)]; ok {
			t.Term = slices.Clone(s) // a token owns its term
			continue
		}
		word := string(t.Term)
		m.inner.Filter(analysis.TokenStream{t})
		if m.stems == nil || len(m.stems) >= maxStems {
			m.stems = make(map[string][]byte, 1024)
		}
		m.stems[word] = slices.Clone(t.Term)
	}
	return input
}

// withMemoStems returns a copy of analyzer a whose Porter stemmer remembers its stems (see
// memoStemmer), or a itself when a is not an analyzer with that filter.
func withMemoStems(a analysis.Analyzer) analysis.Analyzer {
	da, ok := a.(*analysis.DefaultAnalyzer)
	if !ok {
		return a
	}
	i := slices.IndexFunc(da.TokenFilters, func(f analysis.TokenFilter) bool {
		_, ok := f.(*porter.PorterStemmer)
		return ok
	})
	if i < 0 {
		return a
	}
	c := *da
	c.TokenFilters = slices.Clone(da.TokenFilters)
	c.TokenFilters[i] = &memoStemmer{inner: da.TokenFilters[i]}
	return &c
}
