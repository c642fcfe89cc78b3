package lexicon

import (
	"strings"
)

// header is a section header ("Past Medical History:", "LIVER:") or an exam label ("Abd:") found
// in the text. Its own words are not read as findings.
type header struct {
	start, end int      // byte span of the header words and the colon
	section    string   // canonical section, or the lowercased header text of an unknown header
	organs     []string // organs the header names (report sub-sections, exam labels)
	label      bool     // an exam label: sets the organ, keeps the section, lasts to the line end
}

// maxHeaderWords bounds how many words before a colon may form a header.
const maxHeaderWords = 6

// headers finds the headers of text in order.
func (l *Lexicon) headers(text string) []header {
	var out []header
	var arr [64]byte
	buf := arr[:0] // normHeader's scratch (see lookupHeader)
	lineStart := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ':' && text[i] != '\n' {
			continue
		}
		if i == len(text) || text[i] == '\n' {
			// A line that is nothing but a known section name is a header too.
			line := strings.TrimSpace(text[lineStart:i])
			if line == "" || strings.ContainsAny(line, ":.,") {
				lineStart = i + 1
				continue
			}
			if canon, ok := lookupHeader(l.sections, line, &buf); ok {
				s := lineStart + strings.Index(text[lineStart:i], line)
				out = append(out, header{start: s, end: s + len(line), section: canon})
			}
			lineStart = i + 1
			continue
		}
		if h, ok := l.headerBefore(text, lineStart, i, &buf); ok {
			if len(out) == 0 || out[len(out)-1].end <= h.start {
				out = append(out, h)
			}
		}
	}
	return out
}

// headerBefore looks at the words just before the colon at c for a header. buf is scratch.
func (l *Lexicon) headerBefore(text string, lineStart, c int, buf *[]byte) (header, bool) {
	// The candidate runs back to the start of the line or the end of the previous sentence.
	b := c
	for b > lineStart {
		ch := text[b-1]
		if ch == '.' || ch == ';' || ch == ':' || ch == '\n' {
			break
		}
		b--
	}
	cand := text[b:c]
	trimmed := strings.TrimSpace(cand)
	if trimmed == "" || len(trimmed) > 60 {
		return header{}, false
	}
	if !isASCII(trimmed) {
		return l.headerBeforeUnicode(text, b, c)
	}
	start := b + strings.Index(cand, trimmed)
	if canon, ok := lookupHeader(l.sections, trimmed, buf); ok {
		return header{start: start, end: c + 1, section: canon, organs: l.headerOrgans(trimmed)}, true
	}
	if site, ok := l.labels[string(*buf)]; ok { // buf holds normHeader(trimmed)
		return header{start: start, end: c + 1, label: true, organs: []string{site}}, true
	}
	// A known section name ending the candidate ("... 2 days. PMH:" is caught above; "pain PMH:"
	// here), longest first. The words are strings.Fields(trimmed), as spans: trimmed is ASCII, its
	// spaces are ASCII ones. normHeader of the last n words joined by spaces is normHeader of
	// trimmed from the first of them: it splits at every space anyway.
	var spans [31][2]int // at most 30 words in 60 bytes
	words := 0
	for i := 0; i < len(trimmed); {
		for i < len(trimmed) && asciiSpace(trimmed[i]) {
			i++
		}
		if i == len(trimmed) {
			break
		}
		j := i
		for j < len(trimmed) && !asciiSpace(trimmed[j]) {
			j++
		}
		spans[words] = [2]int{i, j}
		words++
		i = j
	}
	for n := min(words-1, maxHeaderWords); n >= 1; n-- {
		w := spans[words-n]
		if canon, ok := lookupHeader(l.sections, trimmed[w[0]:], buf); ok {
			s := b + strings.LastIndex(text[b:c], trimmed[w[0]:w[1]])
			return header{start: s, end: c + 1, section: canon}, true
		}
		// An exam label ending the candidate, where the release has run an examination's lines
		// together ("HEENT: MM dry Abd: distended"); one word only when it is in capitals or
		// capitalized, so that a sentence's last word before a colon is not taken for one, and
		// not the last word of a capitals organ header ("LOWER CHEST:").
		if site, ok := l.labels[string(*buf)]; ok && (n > 1 || isCapitalized(trimmed[w[0]:w[1]])) && !(isCapsHeader(trimmed, 3) && len(l.headerOrgans(trimmed)) > 0) {
			s := b + strings.LastIndex(text[b:c], trimmed[w[0]:w[1]])
			return header{start: s, end: c + 1, label: true, organs: []string{site}}, true
		}
	}
	// An all-capitals header of a few words: a report's organ sub-section ("LIVER:",
	// "HEPATOBILIARY:", "KIDNEYS AND URETERS:").
	if words <= maxHeaderWords && isCapsHeader(trimmed, 3) {
		return header{start: start, end: c + 1, section: normHeader(trimmed), organs: l.headerOrgans(trimmed)}, true
	}
	// Words that are nothing but organ names head what follows them, in any case, at a line's or
	// a sentence's start: a report's organ-by-organ lines ("Sigmoid colon: thickened wall",
	// "Kidneys and ureters: no hydronephrosis").
	if words <= 4 {
		if organs := l.onlyOrgans(trimmed); len(organs) > 0 && !l.names(trimmed) {
			return header{start: start, end: c + 1, section: normHeader(trimmed), organs: organs}, true
		}
	}
	// Words that name organs head what follows them when they are a two-letter capitals
	// abbreviation ("GB:" in a sonographer's note) or, in any case, a line of their own ending
	// in the colon ("Gallbladder/biliary:" over "Normal.").
	if words == 1 && isCapsHeader(trimmed, 2) || words <= maxHeaderWords && strings.TrimSpace(text[lineStart:b]) == "" && lineEndsAt(text, c+1) {
		if organs := l.headerOrgans(trimmed); len(organs) > 0 {
			return header{start: start, end: c + 1, section: normHeader(trimmed), organs: organs}, true
		}
	}
	return header{}, false
}

// isCapitalized reports whether word starts with an ASCII capital letter.
func isCapitalized(word string) bool { return word != "" && word[0] >= 'A' && word[0] <= 'Z' }

// onlyOrgans returns the organs h names when it is organ phrases and nothing else but joining
// words ("sigmoid colon", "kidneys and ureters", "liver/spleen"), each phrase naming one organ;
// nil otherwise.
func (l *Lexicon) onlyOrgans(h string) []string {
	toks := l.pooledTokens(h, nil, false)
	defer tokenPool.Put(&toks) // the organs are the lexicon's strings
	var organs []string
	for k := 0; k < len(toks); {
		switch toks[k].stem {
		case "and", "&", "/", ",":
			k++
			continue
		}
		best := l.organAt(toks, k, len(toks))
		if best == nil || len(best.organs) != 1 {
			return nil
		}
		if !containsString(organs, best.organs[0]) {
			organs = append(organs, best.organs[0])
		}
		k += len(best.stems)
	}
	return organs
}

// names reports whether text alone is read as a finding ("Hydronephrosis", "Free fluid"): such
// a key with its value is a finding to read ("Hydronephrosis: mild on the right"), not a header.
func (l *Lexicon) names(text string) bool { return len(l.Read(text)) > 0 }

// headerBeforeUnicode is headerBefore of a candidate text[b:c] with non-ASCII bytes, where
// lowercasing and the splitting into words follow Unicode.
func (l *Lexicon) headerBeforeUnicode(text string, b, c int) (header, bool) {
	cand := text[b:c]
	trimmed := strings.TrimSpace(cand)
	start := b + strings.Index(cand, trimmed)
	norm := normHeader(trimmed)
	if canon, ok := l.sections[norm]; ok {
		return header{start: start, end: c + 1, section: canon, organs: l.headerOrgans(trimmed)}, true
	}
	if site, ok := l.labels[norm]; ok {
		return header{start: start, end: c + 1, label: true, organs: []string{site}}, true
	}
	words := strings.Fields(trimmed)
	for n := min(len(words)-1, maxHeaderWords); n >= 1; n-- {
		tail := strings.Join(words[len(words)-n:], " ")
		if canon, ok := l.sections[normHeader(tail)]; ok {
			s := b + strings.LastIndex(text[b:c], words[len(words)-n])
			return header{start: s, end: c + 1, section: canon}, true
		}
	}
	if len(words) <= maxHeaderWords && isCapsHeader(trimmed, 3) {
		return header{start: start, end: c + 1, section: norm, organs: l.headerOrgans(trimmed)}, true
	}
	return header{}, false
}

// lookupHeader is m[normHeader(s)] without allocating when s is ASCII: then normHeader is a
// byte mapping (ToLower folds A-Z only, every byte is a rune) written into *buf, which is left
// holding it; otherwise it calls normHeader (and *buf holds nothing useful).
func lookupHeader(m map[string]string, s string, buf *[]byte) (string, bool) {
	if !isASCII(s) {
		v, ok := m[normHeader(s)]
		*buf = (*buf)[:0]
		return v, ok
	}
	d := (*buf)[:0]
	word := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch >= 'A' && ch <= 'Z' {
			ch += 'a' - 'A'
		}
		if ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9' || ch == '/' || ch == '&' {
			if !word && len(d) > 0 {
				d = append(d, ' ')
			}
			d = append(d, ch)
			word = true
		} else {
			word = false
		}
	}
	*buf = d
	v, ok := m[string(d)]
	return v, ok
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// asciiSpace reports whether an ASCII byte is a space to unicode.IsSpace (strings.Fields).
func asciiSpace(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\v' || ch == '\f' || ch == '\r'
}

// lineEndsAt reports whether only spaces stand between i and the end of its line.
func lineEndsAt(text string, i int) bool {
	for ; i < len(text) && text[i] != '\n'; i++ {
		if !asciiSpace(text[i]) {
			return false
		}
	}
	return true
}

// isCapsHeader reports whether s is written in capitals with at least minLetters letters.
func isCapsHeader(s string, minLetters int) bool {
	letters := 0
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch >= 'A' && ch <= 'Z':
			letters++
		case ch == ' ' || ch == '/' || ch == '&' || ch == '-' || ch == ',' || ch == '(' || ch == ')':
		default:
			return false
		}
	}
	return letters >= minLetters
}

// headerOrgans lists the organs the words of a header name, in order, without repeats.
func (l *Lexicon) headerOrgans(h string) []string {
	toks := l.pooledTokens(h, nil, false)
	organs := l.organsIn(&parsed{text: h, toks: toks}, 0, len(toks), false)
	tokenPool.Put(&toks) // the organs are the lexicon's strings
	return organs
}
