package agents

import "regexp"

// startRE is a case-insensitive pattern that can only start on a few bytes (a word from a short
// list, a digit), searched by trying it anchored at those bytes only instead of at every
// position of the text. It gives exactly what the unanchored pattern gives: the leftmost match
// is the first candidate position where the anchored pattern matches, and there it is the match
// the unanchored search would choose.
//
// A pattern that starts with \b is given without it; the boundary is checked here on the real
// text (RE2's \b: a change between an ASCII word character [0-9A-Za-z_] and anything else).
type startRE struct {
	re    *regexp.Regexp // the pattern, anchored with \A
	start [256]uint8     // per first byte: startNo, startBounded (after a \b) or startFree
}

const (
	startNo = iota
	startBounded
	startFree
)

// newStartRE compiles pattern anchored at its start. bounded lists the bytes a match may start
// on after a word boundary, free those it may start on anywhere. Letters count in both cases,
// and any multi-byte rune may start a bounded match (case folding reaches some: ſ is an s).
func newStartRE(pattern, bounded, free string) *startRE {
	r := &startRE{re: regexp.MustCompile(`(?i)\A(?:` + pattern + `)`)}
	mark := func(bytes string, kind uint8) {
		for i := 0; i < len(bytes); i++ {
			c := bytes[i]
			r.start[c] = kind
			if c >= 'a' && c <= 'z' {
				r.start[c-32] = kind
			} else if c >= 'A' && c <= 'Z' {
				r.start[c+32] = kind
			}
		}
	}
	mark(bounded, startBounded)
	if bounded != "" {
		for c := 0xC0; c < 0x100; c++ {
			r.start[c] = startBounded
		}
	}
	mark(free, startFree)
	return r
}

func isREWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// candidate reports whether a match may start at byte i of text.
func (r *startRE) candidate(text string, i int) bool {
	switch r.start[text[i]] {
	case startFree:
		return true
	case startBounded:
		return (i > 0 && isREWordByte(text[i-1])) != isREWordByte(text[i])
	}
	return false
}

// index returns the leftmost match of the pattern in text from byte from on, as
// FindStringSubmatchIndex gives it (offsets into text), or nil.
func (r *startRE) index(text string, from int) []int {
	for i := from; i < len(text); i++ {
		if !r.candidate(text, i) {
			continue
		}
		if m := r.re.FindStringSubmatchIndex(text[i:]); m != nil {
			for k := range m {
				if m[k] >= 0 {
					m[k] += i
				}
			}
			return m
		}
	}
	return nil
}

// FindStringSubmatch is regexp's FindStringSubmatch of the unanchored pattern.
func (r *startRE) FindStringSubmatch(text string) []string {
	m := r.index(text, 0)
	if m == nil {
		return nil
	}
	out := make([]string, len(m)/2)
	for k := range out {
		if m[2*k] >= 0 {
			out[k] = text[m[2*k]:m[2*k+1]]
		}
	}
	return out
}

// MatchString is regexp's MatchString of the unanchored pattern.
func (r *startRE) MatchString(text string) bool { return r.index(text, 0) != nil }

// Count is len(FindAllString(text, -1)) of the unanchored pattern, whose matches are never
// empty.
func (r *startRE) Count(text string) int {
	n := 0
	for from := 0; from < len(text); {
		m := r.index(text, from)
		if m == nil {
			break
		}
		n++
		from = m[1]
	}
	return n
}
