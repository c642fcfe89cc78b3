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
	lineStart := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ':' && text[i] != '\n' {
			continue
		}
		if i == len(text) || text[i] == '\n' {
			// A line that is nothing but a known section name is a header too.
			line := strings.TrimSpace(text[lineStart:i])
			if canon, ok := l.sections[normHeader(line)]; ok && line != "" && !strings.ContainsAny(line, ":.,") {
				s := lineStart + strings.Index(text[lineStart:i], line)
				out = append(out, header{start: s, end: s + len(line), section: canon})
			}
			lineStart = i + 1
			continue
		}
		if h, ok := l.headerBefore(text, lineStart, i); ok {
			if len(out) == 0 || out[len(out)-1].end <= h.start {
				out = append(out, h)
			}
		}
	}
	return out
}

// headerBefore looks at the words just before the colon at c for a header.
func (l *Lexicon) headerBefore(text string, lineStart, c int) (header, bool) {
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
	start := b + strings.Index(cand, trimmed)
	norm := normHeader(trimmed)
	if canon, ok := l.sections[norm]; ok {
		return header{start: start, end: c + 1, section: canon, organs: l.headerOrgans(trimmed)}, true
	}
	if site, ok := l.labels[norm]; ok {
		return header{start: start, end: c + 1, label: true, organs: []string{site}}, true
	}
	// A known section name ending the candidate ("... 2 days. PMH:" is caught above; "pain PMH:"
	// here), longest first.
	words := strings.Fields(trimmed)
	for n := min(len(words)-1, maxHeaderWords); n >= 1; n-- {
		tail := strings.Join(words[len(words)-n:], " ")
		if canon, ok := l.sections[normHeader(tail)]; ok {
			s := b + strings.LastIndex(text[b:c], words[len(words)-n])
			return header{start: s, end: c + 1, section: canon}, true
		}
	}
	// An all-capitals header of a few words: a report's organ sub-section ("LIVER:",
	// "HEPATOBILIARY:", "KIDNEYS AND URETERS:").
	if len(words) <= maxHeaderWords && isCapsHeader(trimmed) {
		return header{start: start, end: c + 1, section: norm, organs: l.headerOrgans(trimmed)}, true
	}
	return header{}, false
}

func isCapsHeader(s string) bool {
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
	return letters >= 3
}

// headerOrgans lists the organs the words of a header name, in order, without repeats.
func (l *Lexicon) headerOrgans(h string) []string {
	toks := l.tokenize(h, nil)
	return l.organsIn(&parsed{text: h, toks: toks}, 0, len(toks), false)
}
