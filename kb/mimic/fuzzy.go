package mimic

import (
	"math/bits"
	"strings"
	"unicode"
)

// This file holds the fuzzy string matching the CDM framework uses to resolve lab requests:
// thefuzz 0.20 process.extractOne with scorer fuzz.ratio and the default processor full_process.
//
//   - full_process lower-cases, turns every character that is not a letter or a number into a
//     space and trims spaces at both ends (inner runs of spaces are kept).
//   - fuzz.ratio is the normalised Indel similarity, 200·LCS(a,b)/(|a|+|b|), on code points,
//     rounded the way Python's round() does (half to even). We compute it with integers, so a
//     score of exactly x.5 rounds to even as in Python (the float original may differ from this
//     in the last bit for strings of 400+ characters).
//   - extractOne returns the first choice with the highest score.

// fuzzProcess is thefuzz's full_process: lower-case, non-alphanumerics to spaces, trim.
func fuzzProcess(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			b.WriteRune(unicode.ToLower(r))
		} else {
			b.WriteByte(' ')
		}
	}
	return strings.TrimSpace(b.String())
}

// roundHalfEven returns num/den rounded to the nearest integer, ties to even (den > 0, num >= 0).
func roundHalfEven(num, den int) int {
	q, r := num/den, num%den
	switch {
	case 2*r > den:
		q++
	case 2*r == den && q%2 == 1:
		q++
	}
	return q
}

// fuzzRatio is thefuzz's fuzz.ratio for two processed strings of n and m code points with a
// longest common subsequence of lcs code points.
func fuzzRatio(lcs, n, m int) int {
	if n+m == 0 {
		return 100
	}
	return roundHalfEven(200*lcs, n+m)
}

// lcsPattern computes the length of the longest common subsequence between one fixed string
// (the pattern) and many others, bit-parallel (Hyyrö's LCS variant of the Allison–Dix
// algorithm): O(len(other)·⌈len(pattern)/64⌉) word operations.
type lcsPattern struct {
	n     int               // pattern length in code points
	words int               // 64-bit words per bit vector
	ascii []uint64          // match masks of ASCII code points: ascii[c*words+k]
	other map[rune][]uint64 // match masks of the other code points
	v     []uint64          // scratch vector (a pattern is used by one goroutine)
	masks []uint64          // valid-bit masks per word
}

// newLCSPattern prepares p (a processed string) as an LCS pattern.
func newLCSPattern(p []rune) *lcsPattern {
	n := len(p)
	w := (n + 63) / 64
	if w == 0 {
		w = 1
	}
	lp := &lcsPattern{n: n, words: w, ascii: make([]uint64, 128*w), v: make([]uint64, w), masks: make([]uint64, w)}
	for i, r := range p {
		k, bit := i/64, uint64(1)<<(uint(i)%64)
		if r >= 0 && r < 128 {
			lp.ascii[int(r)*w+k] |= bit
			continue
		}
		if lp.other == nil {
			lp.other = map[rune][]uint64{}
		}
		m := lp.other[r]
		if m == nil {
			m = make([]uint64, w)
			lp.other[r] = m
		}
		m[k] |= bit
	}
	for k := range w {
		switch {
		case (k+1)*64 <= n:
			lp.masks[k] = ^uint64(0)
		case k*64 < n:
			lp.masks[k] = (uint64(1) << (uint(n) % 64)) - 1
		}
	}
	return lp
}

// lcsASCII64 is newLCSPattern([]rune(a)).lcs([]rune(b)) for ASCII strings with 1 <= len(a) <=
// 64: one word per bit vector, the masks on the stack.
func lcsASCII64(a, b string) int {
	var masks [128]uint64
	for i := 0; i < len(a); i++ {
		masks[a[i]] |= uint64(1) << uint(i)
	}
	v := ^uint64(0)
	for j := 0; j < len(b); j++ {
		if m := masks[b[j]]; m != 0 {
			u := v & m
			v = (v + u) | (v &^ u)
		}
	}
	valid := ^uint64(0)
	if len(a) < 64 {
		valid = uint64(1)<<uint(len(a)) - 1
	}
	return bits.OnesCount64(^v & valid)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// lcs returns the length of the longest common subsequence of the pattern and s.
func (lp *lcsPattern) lcs(s []rune) int {
	if lp.n == 0 || len(s) == 0 {
		return 0
	}
	v := lp.v
	for k := range v {
		v[k] = ^uint64(0)
	}
	w := lp.words
	for _, r := range s {
		var m []uint64
		if r >= 0 && r < 128 {
			m = lp.ascii[int(r)*w : int(r)*w+w]
		} else if m = lp.other[r]; m == nil {
			continue // no match anywhere: V is unchanged
		}
		var carry uint64
		for k := range w {
			u := v[k] & m[k]
			sum, c := bits.Add64(v[k], u, carry)
			v[k] = sum | (v[k] &^ u)
			carry = c
		}
	}
	n := 0
	for k := range w {
		n += bits.OnesCount64(^v[k] & lp.masks[k])
	}
	return n
}

// fuzzChoices is a list of choices for extractOne, processed once.
type fuzzChoices struct {
	label []int          // choice position -> label index (into the resolver's label table)
	byLen [][]int        // choice positions by label length, ascending
	exact map[string]int // processed label -> label index of the first choice with that form
}

// add appends label li, processed to p of n code points, to the choices (once per label).
func (fc *fuzzChoices) add(li int, p string, n int) {
	for len(fc.byLen) <= n {
		fc.byLen = append(fc.byLen, nil)
	}
	fc.byLen[n] = append(fc.byLen[n], len(fc.label))
	fc.label = append(fc.label, li)
	if _, ok := fc.exact[p]; !ok {
		fc.exact[p] = li
	}
}

// fuzzLabel is one distinct label of the mapping table, processed for matching.
type fuzzLabel struct {
	raw   string
	proc  string
	runes []rune
}

// exactOnlyBelow is the processed query length under which a score of 100 means the processed
// strings are equal: for min(|a|,|b|) < 99, 200·LCS/(|a|+|b|) >= 99.5 needs a == b.
const exactOnlyBelow = 99

// bestMatch is process.extractOne restricted to scores >= threshold: it returns the label index
// of the first choice with the highest score, or -1 when no label
// scores at least threshold. q is the processed query and qr its code points; get builds the
// query's LCS pattern when a label needs one. Only labels whose length allows the threshold are
// scored.
func (fc *fuzzChoices) bestMatch(labels []fuzzLabel, q string, qr []rune, get func() *lcsPattern, threshold int) int {
	n := len(qr)
	if n == 0 {
		return -1 // thefuzz scores an empty processed query 0 against every label
	}
	if n < exactOnlyBelow {
		if i, ok := fc.exact[q]; ok {
			return i
		}
		if threshold >= 100 {
			return -1
		}
	}
	best, bestPos := threshold-1, -1
	var lp *lcsPattern
	for m, list := range fc.byLen {
		if len(list) == 0 {
			continue
		}
		// 200·min/(n+m) < threshold-0.5 rounds below threshold whatever the overlap.
		if 400*min(n, m) < (2*threshold-1)*(n+m) || fuzzRatio(min(n, m), n, m) < best {
			continue
		}
		if lp == nil {
			lp = get()
		}
		for _, pos := range list {
			sc := fuzzRatio(lp.lcs(labels[fc.label[pos]].runes), n, m)
			if sc > best || (sc == best && bestPos >= 0 && pos < bestPos) {
				best, bestPos = sc, pos
			}
		}
	}
	if bestPos < 0 {
		return -1
	}
	return fc.label[bestPos]
}

// Ratio is thefuzz's fuzz.ratio of two strings as given (no processing): the normalised Indel
// similarity round(200·LCS/(|a|+|b|)) over code points, ties to even; 0 when either is empty.
// The judge uses it to match diagnosis words; the lab resolver uses the same arithmetic.
func Ratio(a, b string) int {
	if len(a) > 0 && len(a) <= 64 && len(b) > 0 && isASCII(a) && isASCII(b) {
		return fuzzRatio(lcsASCII64(a, b), len(a), len(b))
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 || len(rb) == 0 {
		return 0
	}
	return fuzzRatio(newLCSPattern(ra).lcs(rb), len(ra), len(rb))
}
