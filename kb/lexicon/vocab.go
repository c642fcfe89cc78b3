package lexicon

import (
	"strings"
	"sync"
)

// vocabulary is the set of stems the terminology is written in, with its abbreviations, built on
// first use (the lexicon is read-only once loaded, so one set serves every reader).
type vocabulary struct {
	once  sync.Once
	stems map[string]bool
}

var vocabs sync.Map // *Lexicon -> *vocabulary

// Knows reports whether word (any case) belongs to the terminology's vocabulary: one of the
// words its concepts, patterns and triggers are written in (in any inflection that stems the
// same) or one of its abbreviations. A word it does not know cannot be part of anything it reads.
func (l *Lexicon) Knows(word string) bool {
	w := strings.ToLower(word)
	if _, ok := l.abbr[w]; ok {
		return true
	}
	v, _ := vocabs.LoadOrStore(l, &vocabulary{})
	voc := v.(*vocabulary)
	voc.once.Do(func() {
		voc.stems = make(map[string]bool, len(l.stems))
		for _, s := range l.stems {
			voc.stems[s] = true
		}
	})
	return voc.stems[l.stem(w)]
}
