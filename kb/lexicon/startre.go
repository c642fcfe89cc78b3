package lexicon

import "regexp"

// startRE is a case-insensitive pattern that starts with \b and a word from a short list,
// searched by trying it anchored only where such a word can start instead of at every position
// of the text. It finds exactly what the unanchored pattern finds: the leftmost match is at the
// first candidate position where the anchored pattern matches, and there it is the match the
// unanchored search would choose. (agents has the same helper; this package imports nothing of
// the project.)
//
// The pattern is given without its leading \b, which is checked here on the real text (RE2's
// \b: a change between an ASCII word character [0-9A-Za-z_] and anything else).
type startRE struct {
	re    *regexp.Regexp // the pattern, anchored with \A
	start [256]bool      // bytes a match may start on (after a \b)
}

// newStartRE compiles pattern anchored at its start; first lists the letters its words start
// with. Both cases count, and so does any multi-byte rune (case folding reaches some: ſ is an
// s, K a k).
func newStartRE(pattern, first string) *startRE {
	r := &startRE{re: regexp.MustCompile(`(?i)\A(?:` + pattern + `)`)}
	for i := 0; i < len(first); i++ {
		c := first[i]
		r.start[c] = true
		if c >= 'a' && c <= 'z' {
			r.start[c-32] = true
		} else if c >= 'A' && c <= 'Z' {
			r.start[c+32] = true
		}
	}
	for c := 0xC0; c < 0x100; c++ {
		r.start[c] = true
	}
	return r
}

func isREWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// index returns the leftmost match from byte from on, as FindStringSubmatchIndex gives it
// (offsets into text), or nil.
func (r *startRE) index(text string, from int) []int {
	for i := from; i < len(text); i++ {
		if !r.start[text[i]] || (i > 0 && isREWordByte(text[i-1])) == isREWordByte(text[i]) {
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

// FindAllStringSubmatchIndex is regexp's FindAllStringSubmatchIndex(text, -1) of the
// unanchored pattern, whose matches are never empty.
func (r *startRE) FindAllStringSubmatchIndex(text string, _ int) [][]int {
	var out [][]int
	for from := 0; from < len(text); {
		m := r.index(text, from)
		if m == nil {
			break
		}
		out = append(out, m)
		from = m[1]
	}
	return out
}
