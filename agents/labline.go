package agents

import "strings"

// labLine is reLabLine.FindStringSubmatch(s) read by hand: the fluid, the label, the value and
// the reference range's bounds ("" when the line has none), and whether the line matched. The
// regexp was a fifth of what the doctor spent reading a chart; FuzzLabLine checks that both
// read every line alike. A text with a newline is left to the regexp (a lab line has none).
//
// How the regexp matches, in its order of preference (leftmost-first):
//   - "(" at the start, the fluid up to the first ")";
//   - \s* takes every white-space character after it, then the lazy label runs to the first ":"
//     at least one character further; when there is none, one white-space character given
//     back is the label if a ":" follows it;
//   - \s* takes every white-space character after the ":", then the lazy value stops at the
//     first position from which either the range matches to the end or only white space is left.
func labLine(s string) (fluid, label, value, lo, hi string, ok bool) {
	if strings.IndexByte(s, '\n') >= 0 {
		m := reLabLine.FindStringSubmatch(s)
		if m == nil {
			return "", "", "", "", "", false
		}
		return m[1], m[2], m[3], m[4], m[5], true
	}
	if len(s) == 0 || s[0] != '(' {
		return "", "", "", "", "", false
	}
	j := strings.IndexByte(s, ')')
	if j < 0 {
		return "", "", "", "", "", false
	}
	fluid = s[1:j]
	start := skipSpace(s, j+1)
	var c int // the label's ":"
	if k := strings.IndexByte(s[min(start+1, len(s)):], ':'); k >= 0 && start+1 <= len(s) {
		label, c = s[start:start+1+k], start+1+k
	} else if start > j+1 && start < len(s) && s[start] == ':' {
		label, c = s[start-1:start], start
	} else {
		return "", "", "", "", "", false
	}
	v := skipSpace(s, c+1)
	for q := v; q <= len(s); q++ {
		if l, h, ok := labRange(s, q); ok {
			return fluid, label, s[v:q], l, h, true
		}
		if skipSpace(s, q) == len(s) {
			return fluid, label, s[v:q], "", "", true
		}
	}
	return "", "", "", "", "", false // not reached: q == len(s) ends the loop
}

// labRange matches `\s*\|\s*RR:\s*\[\s*([-\d.]+)\s*-\s*([-\d.]+)\s*\]\s*$` at s[q:], as the
// regexp does: the low bound is the longest run of [-\d.] that leaves a match.
func labRange(s string, q int) (lo, hi string, ok bool) {
	p := skipSpace(s, q)
	if p >= len(s) || s[p] != '|' {
		return "", "", false
	}
	p = skipSpace(s, p+1)
	if !strings.HasPrefix(s[p:], "RR:") {
		return "", "", false
	}
	p = skipSpace(s, p+3)
	if p >= len(s) || s[p] != '[' {
		return "", "", false
	}
	a := skipSpace(s, p+1)
	e := skipBound(s, a)
	for g := e; g > a; g-- {
		i := skipSpace(s, g)
		if i >= len(s) || s[i] != '-' {
			continue
		}
		i = skipSpace(s, i+1)
		f := skipBound(s, i)
		if f == i {
			continue
		}
		k := skipSpace(s, f)
		if k < len(s) && s[k] == ']' && skipSpace(s, k+1) == len(s) {
			return s[a:g], s[i:f], true
		}
	}
	return "", "", false
}

// skipSpace returns the position after the white space (the regexp's \s) from i.
func skipSpace(s string, i int) int {
	for i < len(s) && isRESpace(s[i]) {
		i++
	}
	return i
}

// skipBound returns the position after the run of [-\d.] from i.
func skipBound(s string, i int) int {
	for i < len(s) && (s[i] == '-' || s[i] == '.' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	return i
}

// isRESpace reports whether c is white space as a regexp's \s means it: \t \n \f \r and space.
func isRESpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// labNumber is reNumber.FindStringSubmatch(s)[1] read by hand (ok false when it does not match):
// an optional "<" or ">", white space, then -?\d+(?:\.\d+)?.
func labNumber(s string) (string, bool) {
	i := 0
	if i < len(s) && (s[i] == '<' || s[i] == '>') {
		i++
	}
	i = skipSpace(s, i)
	a := i
	if i < len(s) && s[i] == '-' {
		i++
	}
	d := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == d {
		return "", false
	}
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		i += 2
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	return s[a:i], true
}
