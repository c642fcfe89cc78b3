package cdm

import "strings"

// This file holds a small NegEx-style negation detector. The CDM framework asks scispaCy +
// negspacy whether an entity is negated; we approximate that with a trigger list scoped to the
// clause, which is enough for diagnosis lines ("No acute appendicitis") and discharge diagnoses
// ("Biliary acute pancreatitis without necrosis or infection").
//
// Rules:
//   - Text is lower-cased and split into word tokens (letters, digits and apostrophes). Any of
//     . ; : ! ? and newline ends a clause; a comma does not ("no fever, chills or pain" negates
//     all three).
//   - A pre-negation trigger (no, not, without, denies, denied, deny, negative for, rule out,
//     ruled out, absence of, absent, no evidence of, no signs of, free of, unlikely) negates every
//     later token of its clause until a termination word (but, however, although, though,
//     except, yet, nevertheless, nonetheless, whereas, aside, apart, which).
//   - A post-negation trigger (unlikely, ruled out, excluded) negates the earlier tokens of its
//     clause back to the clause start or a termination word ("appendicitis unlikely").
//   - Pseudo-triggers are phrases that contain a trigger word but do not negate ("not only",
//     "no change", "no increase", "no further", "not necessarily", "without difficulty",
//     "not ruled out", "cannot be ruled out", "can not be ruled out", "not excluded"); their
//     words never act as triggers.
//
// A keyword is positive when it occurs (case-insensitive substring, so "appendi" matches
// "appendix") at least once outside every negation scope. The framework looks only at the first
// entity containing the keyword; we accept any non-negated occurrence, which differs only for
// texts that both negate and affirm the same word.

// negWord is one token of a text: its byte span in the lower-cased text and, for words, the word.
type negWord struct {
	start, end int
	word       string // "" for a clause boundary
}

// negPre, negPost and negPseudo are the trigger phrases as word sequences. They are read-only.
var (
	negPre = [][]string{
		{"no"}, {"not"}, {"without"}, {"denies"}, {"denied"}, {"deny"}, {"negative", "for"},
		{"rule", "out"}, {"ruled", "out"}, {"absence", "of"}, {"absent"}, {"no", "evidence", "of"},
		{"no", "signs", "of"}, {"free", "of"}, {"unlikely"},
	}
	negPost = [][]string{
		{"unlikely"}, {"ruled", "out"}, {"excluded"},
	}
	negPseudo = [][]string{
		{"not", "only"}, {"no", "change"}, {"no", "increase"}, {"no", "further"},
		{"not", "necessarily"}, {"without", "difficulty"}, {"not", "ruled", "out"},
		{"cannot", "be", "ruled", "out"}, {"can", "not", "be", "ruled", "out"}, {"not", "excluded"},
	}
	negTerminators = map[string]bool{
		"but": true, "however": true, "although": true, "though": true, "except": true, "yet": true,
		"nevertheless": true, "nonetheless": true, "whereas": true, "aside": true, "apart": true,
		"which": true,
	}
)

// negScan is the negation analysis of one text: its lower-cased form, its tokens and, per token,
// whether it lies inside a negation scope.
type negScan struct {
	lower   string
	tokens  []negWord
	negated []bool
}

// isNegWordByte reports whether b belongs to a word token. Bytes >= 0x80 (parts of non-ASCII
// letters) count as word bytes so multi-byte letters stay inside their word.
func isNegWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '\'' || b >= 0x80
}

// isNegBoundary reports whether b ends a clause.
func isNegBoundary(b byte) bool {
	switch b {
	case '.', ';', ':', '!', '?', '\n', '\r':
		return true
	}
	return false
}

// scanNegation tokenises text and marks the tokens inside negation scopes.
func scanNegation(text string) negScan {
	s := negScan{lower: strings.ToLower(text)}
	l := s.lower
	for i := 0; i < len(l); {
		switch {
		case isNegWordByte(l[i]):
			j := i
			for j < len(l) && isNegWordByte(l[j]) {
				j++
			}
			s.tokens = append(s.tokens, negWord{start: i, end: j, word: l[i:j]})
			i = j
		case isNegBoundary(l[i]):
			s.tokens = append(s.tokens, negWord{start: i, end: i + 1})
			i++
		default:
			i++
		}
	}
	n := len(s.tokens)
	s.negated = make([]bool, n)
	pseudo := make([]bool, n)
	for i := range s.tokens {
		for _, p := range negPseudo {
			if s.matchAt(i, p) {
				for k := range p {
					pseudo[i+k] = true
				}
			}
		}
	}
	// scopeFrom[k]: a pre-trigger ends just before token k; scopeTo[k]: a post-trigger starts
	// just after token k. One forward and one backward sweep then mark the scopes in linear time.
	scopeFrom := make([]bool, n+1)
	scopeTo := make([]bool, n+1)
	for i := range s.tokens {
		if pseudo[i] {
			continue
		}
		for _, p := range negPre {
			if s.matchAt(i, p) {
				scopeFrom[i+len(p)] = true
			}
		}
		for _, p := range negPost {
			if s.matchAt(i, p) && i > 0 {
				scopeTo[i-1] = true
			}
		}
	}
	active := false
	for k := 0; k < n; k++ {
		if s.stops(k) {
			active = false
			continue
		}
		active = active || scopeFrom[k]
		s.negated[k] = s.negated[k] || active
	}
	active = false
	for k := n - 1; k >= 0; k-- {
		if s.stops(k) {
			active = false
			continue
		}
		active = active || scopeTo[k]
		s.negated[k] = s.negated[k] || active
	}
	return s
}

// stops reports whether token k ends a negation scope: a clause boundary or a termination word.
func (s negScan) stops(k int) bool {
	return s.tokens[k].word == "" || negTerminators[s.tokens[k].word]
}

// matchAt reports whether the words of phrase occur as consecutive word tokens from token i on,
// all within one clause.
func (s negScan) matchAt(i int, phrase []string) bool {
	if i+len(phrase) > len(s.tokens) {
		return false
	}
	for k, w := range phrase {
		if s.tokens[i+k].word != w {
			return false
		}
	}
	return true
}

// tokenAt returns the index of the first token that ends after byte offset p, or -1.
func (s negScan) tokenAt(p int) int {
	lo, hi := 0, len(s.tokens)
	for lo < hi {
		m := (lo + hi) / 2
		if s.tokens[m].end <= p {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(s.tokens) {
		return -1
	}
	return lo
}

// positiveAt reports whether the text at byte offset p of the lower-cased text lies outside
// every negation scope.
func (s negScan) positiveAt(p int) bool {
	t := s.tokenAt(p)
	return t < 0 || !s.negated[t]
}

// keyword reports whether keyword occurs in the text (found) and whether at least one occurrence
// lies outside every negation scope (positive). Matching is a case-insensitive substring test.
// An empty keyword is never found.
func (s negScan) keyword(keyword string) (found, positive bool) {
	kw := strings.ToLower(strings.TrimSpace(keyword))
	if kw == "" {
		return false, false
	}
	for off := 0; off <= len(s.lower); {
		i := strings.Index(s.lower[off:], kw)
		if i < 0 {
			break
		}
		p := off + i
		found = true
		if s.positiveAt(p) {
			return true, true
		}
		off = p + 1
	}
	return found, false
}

// KeywordPositive reports whether keyword occurs in text (case-insensitive substring) at least
// once outside a negation scope, using the NegEx-style rules described in negation.go. An empty
// keyword is never positive.
func KeywordPositive(text, keyword string) bool {
	_, pos := scanNegation(text).keyword(keyword)
	return pos
}
