package lexicon

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	porterstemmer "github.com/blevesearch/go-porterstemmer"
)

// Break kinds recorded before a token.
const (
	brkNone = iota
	brkSoft // comma, parenthesis: a clause ends, a negated list may go on
	brkHard // period, semicolon, colon, newline, header: every scope ends
)

// token is one word of the text after abbreviation expansion. Words expanded from one
// abbreviation share its offsets.
type token struct {
	stem       string
	id         int32 // the stem's id (Lexicon.stemIDs), 0 if it has none
	start, end int
	brk        int  // break before this token
	digit      bool // the word holds a digit
	grade      bool // a number graded with a plus sign ("2+ pitting edema"): an exam grade
	section    int  // index of the header segment the token sits under (-1: none)
}

// tokenize splits text into stemmed, abbreviation-expanded tokens. skip, if not nil, lists byte
// ranges (headers) that produce no tokens and act as hard breaks, in order. wrapped: see
// tokenizeInto.
func (l *Lexicon) tokenize(text string, hdrs []header, wrapped bool) []token {
	return l.tokenizeInto(make([]token, 0, len(text)/5+4), text, hdrs, wrapped)
}

// tokenizeInto is tokenize appending to toks[:0]. With wrapped (a report), a line break inside a
// sentence does not end it (softWrap); a note's lines are its own (one system per line).
func (l *Lexicon) tokenizeInto(toks []token, text string, hdrs []header, wrapped bool) []token {
	toks = toks[:0]
	brk := brkNone
	section, parent := -1, -1
	// ownLine: the current label stands alone on its line ("GALLBLADDER:" above its findings,
	// as the release's report cleaner leaves every sub-section): it lasts to a blank line.
	ownLine := false
	hi := 0
	i := 0
	quoted := false  // inside a double-quoted phrase: the patient's words ("not feeling right")
	plainQuote := -1 // where the closing mark of a name in quotation marks stands (see nameQuote)
	for i < len(text) {
		if hi < len(hdrs) && i >= hdrs[hi].start {
			i = hdrs[hi].end
			section = hi
			if !hdrs[hi].label {
				parent = hi
			}
			ownLine = hdrs[hi].label && restOfLineBlank(text, i)
			hi++
			brk = brkHard
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) {
			switch r {
			case ',', '(', ')', '[', ']':
				brk = max(brk, brkSoft)
				i += size
			case '"', '\u201c', '\u201d':
				if i == plainQuote {
					plainQuote = -1 // the end of a name in quotation marks: no break
					i += size
					continue
				}
				if !quoted {
					if end, ok := nameQuote(text, i+size); ok {
						plainQuote = end // a name in quotation marks reads as part of its sentence
						i += size
						continue
					}
				}
				// A quotation is a clause of its own: what is negated in the patient's words
				// ("not feeling right") stays there, and so does its scope once it is closed.
				if quoted {
					brk = brkHard
				} else {
					brk = max(brk, brkSoft)
				}
				quoted = !quoted && r != '\u201d'
				i += size
			case ';', '\n', '!', '?', '|', '•':
				if r == '\n' && wrapped && softWrap(text, i) {
					i += size // a line wrapped inside a sentence goes on as one line
					continue
				}
				brk = brkHard
				if r == '\n' && section >= 0 && hdrs[section].label && (!ownLine || restOfLineBlank(text, i+size)) {
					section = parent // an exam label lasts to the end of its line
				}
				i += size
			case ':':
				// "Fever: no", "Chills: denies": the answer denies the label before it (read as the
				// post-trigger "negative", which negates back within its clause).
				if a, b, ok := denialAnswer(text, i+1); ok && len(toks) > 0 {
					toks = l.appendWord(toks, "negative", a, b, &brk, section)
					i = b
					continue
				}
				if l.keyBeforeColon(toks, text, i) {
					// "Appendicolith: not seen", "Periappendiceal fat: echogenic": a short key
					// that is no header and its value are one clause.
					i += size
					continue
				}
				brk = max(brk, l.colonBreak(toks))
				i += size
			case '-':
				if signedVe(text, i) { // "Rovsing's -ve": negative
					toks = l.appendWord(toks, "negative", i, i+3, &brk, section)
					i += 3
					continue
				}
				switch {
				case i > 0 && (text[i-1] == '(' || text[i-1] == '[') && i+1 < len(text) && (text[i+1] == ')' || text[i+1] == ']'):
					// "(-) chest pain", "[-] fevers": a checkbox or list mark for "no"; its closing
					// bracket is part of the mark, not a break between "no" and its finding.
					toks = l.appendWord(toks, "no", i, i+1, &brk, section)
					i++
				case minusLeads(text, i):
					// "+ nausea, - vomiting": a minus sign leading a list item.
					toks = l.appendWord(toks, "no", i, i+1, &brk, section)
				case i > 0 && text[i-1] == ' ' && len(toks) > 0:
					// "Fevers - denies; vomiting - yes": the answer after a dash.
					if a, b, ok := denialAnswer(text, i+1); ok {
						toks = l.appendWord(toks, "negative", a, b, &brk, section)
						i = b
						continue
					}
				}
				i += size
			case '.':
				if l.periodEnds(text, i, toks) {
					brk = brkHard
				}
				i += size
			case '\u2193', '\u2191': // ↓ ↑
				// "BS ↓", "↑ tenderness RLQ": an arrow says decreased or increased.
				w := "decreased"
				if r == '\u2191' {
					w = "increased"
				}
				toks = l.appendWord(toks, w, i, i+size, &brk, section)
				i += size
			case '+':
				if signedVe(text, i) { // "Murphy's +ve": positive
					toks = l.appendWord(toks, "positive", i, i+3, &brk, section)
					i += 3
					continue
				}
				// "2+ edema", "3+ reflexes": a number with a plus sign is an exam grade.
				if i > 0 && isDigitByte(text[i-1]) && len(toks) > 0 && toks[len(toks)-1].end == i {
					toks[len(toks)-1].grade = true
				}
				// "+Murphy", "(+) rebound", "heme+": a plus sign on a word is "positive".
				before := i > 0 && isLetterByte(text[i-1])
				after := i+1 < len(text) && isLetterByte(text[i+1])
				if before != after || (i > 0 && text[i-1] == '(' && i+1 < len(text) && text[i+1] == ')') || plusLeads(text, i) {
					toks = l.appendWord(toks, "positive", i, i+1, &brk, section)
				}
				i += size
			default:
				i += size
			}
			continue
		}
		j := wordEnd(text, i)
		word := strings.ToLower(text[i:j])
		// "n/v", "c/o", "w/", "s/p": a slash word the abbreviation table knows stays whole, and
		// so do "N+V", "D&V".
		if j < len(text) && (text[j] == '/' || text[j] == '+' || text[j] == '&') {
			k := j + 1
			if k < len(text) && isWordByte(text[k]) {
				k = wordEnd(text, k)
			}
			// "n/v/d": a three-part slash word first.
			if k < len(text) && text[k] == '/' && k+1 < len(text) && isWordByte(text[k+1]) {
				k3 := wordEnd(text, k+1)
				if _, ok := l.abbr[strings.ToLower(text[i:k3])]; ok {
					toks = l.appendWord(toks, strings.ToLower(text[i:k3]), i, k3, &brk, section)
					i = k3
					continue
				}
			}
			joined := strings.ToLower(text[i:k])
			if _, ok := l.abbr[joined]; ok {
				toks = l.appendWord(toks, joined, i, k, &brk, section)
				i = k
				continue
			}
		}
		if section >= 0 {
			if exp := l.siteAbbrev(hdrs[section].organs, word); exp != nil {
				for _, w := range exp {
					toks = l.appendWord(toks, w, i, j, &brk, section)
				}
				i = j
				continue
			}
		}
		toks = l.appendWord(toks, word, i, j, &brk, section)
		i = j
	}
	return toks
}

// siteAbbrev is what word stands for under a header naming organs, when one of them reads it
// otherwise than the abbreviation table (nil: as everywhere).
func (l *Lexicon) siteAbbrev(organs []string, word string) []string {
	bySite := l.siteAbbr[word]
	if bySite == nil {
		return nil
	}
	for _, o := range organs {
		if exp, ok := bySite[o]; ok {
			return exp
		}
	}
	return nil
}

// restOfLineBlank reports whether text from i to the end of its line holds only spaces.
func restOfLineBlank(text string, i int) bool {
	for ; i < len(text) && text[i] != '\n'; i++ {
		if text[i] != ' ' && text[i] != '\t' && text[i] != '\r' {
			return false
		}
	}
	return true
}

// appendWord appends the tokens of one lowercase word of the text (several for an
// abbreviation).
func (l *Lexicon) appendWord(toks []token, word string, start, end int, brk *int, section int) []token {
	toks = l.appendOneWord(toks, word, start, end, brk, section)
	if obstetricCount(word) {
		// G3P2, g2p1001: the woman's pregnancies and births counted, read as itself (parity
		// concepts name some) and then as "gravida".
		toks = l.appendOneWord(toks, "gravida", start, end, brk, section)
	}
	return toks
}

// appendOneWord is appendWord without the obstetric count's second reading.
func (l *Lexicon) appendOneWord(toks []token, word string, start, end int, brk *int, section int) []token {
	word = strings.TrimSuffix(strings.TrimSuffix(word, "'s"), "’s")
	if strings.IndexByte(word, '\'') >= 0 || strings.Contains(word, "’") { // strings.ContainsAny(word, "'’"), faster
		word = strings.ReplaceAll(strings.ReplaceAll(word, "'", ""), "’", "")
	}
	// add appends one token of the word; the break before the word goes to its first token.
	add := func(stem string, id int32, digit bool) {
		toks = append(toks, token{stem: stem, id: id, start: start, end: end, brk: *brk, section: section, digit: digit})
		*brk = brkNone
	}
	if l.words != nil {
		// Once loaded: one look-up says what the stem cache and the abbreviations would.
		if i, ok := l.words[word]; ok {
			e := &l.wordEntries[i]
			if e.abbr != nil {
				for _, w := range e.abbr {
					add(w.stem, w.id, w.digit)
				}
				return toks
			}
			if word != "" {
				add(e.stem, e.id, hasDigit(word))
			}
			return toks
		}
		if word != "" {
			st := l.stemUncached(word)
			add(st, l.stemIDs[st], hasDigit(word))
		}
		return toks
	}
	if exp, ok := l.abbr[word]; ok {
		for _, w := range exp {
			st := l.stem(w)
			add(st, l.stemIDs[st], hasDigit(w))
		}
		return toks
	}
	if word != "" {
		st := l.stem(word)
		add(st, l.stemIDs[st], hasDigit(word))
	}
	return toks
}

// wordEntry is what a lowercase word reads as once the lexicon is loaded (Lexicon.words): the
// abbreviation's words, or else the stem the cache holds, with its id.
type wordEntry struct {
	stem string
	id   int32
	abbr []expWord // an abbreviation: the words it stands for (never empty)
}

type expWord struct {
	stem  string
	id    int32
	digit bool
}

// compileWords builds Lexicon.words from the stem cache and the abbreviations. It runs once
// loading is over, so that stem gives what it gives when reading and caches nothing.
func (l *Lexicon) compileWords() {
	entries := map[string]wordEntry{}
	for w, s := range l.stems {
		entries[w] = wordEntry{stem: s, id: l.stemIDs[s]}
	}
	for k, exp := range l.abbr {
		e := entries[k]
		e.abbr = make([]expWord, len(exp))
		for i, w := range exp {
			st := l.stem(w)
			e.abbr[i] = expWord{stem: st, id: l.stemIDs[st], digit: hasDigit(w)}
		}
		entries[k] = e
	}
	words := make(map[string]int32, len(entries))
	for _, w := range slices.Sorted(maps.Keys(entries)) {
		words[w] = int32(len(l.wordEntries))
		l.wordEntries = append(l.wordEntries, entries[w])
	}
	l.words = words
}

// stem folds a lowercase word to its Porter stem. Words whose first letters start no vocabulary
// stem cannot match anything and are left as they are, which keeps reading fast.
func (l *Lexicon) stem(w string) string {
	if s, ok := l.stems[w]; ok {
		return s
	}
	return l.stemUncached(w)
}

// stemUncached is stem of a word the cache does not hold.
func (l *Lexicon) stemUncached(w string) string {
	if len(w) > 4 && !l.prefixes[prefix3(w)] && l.frozen() {
		return w
	}
	if hasDigit(w) {
		return w
	}
	s := string(porterstemmer.StemWithoutLowerCasing([]rune(w)))
	if !l.frozen() {
		l.stems[w] = s
	}
	return s
}

// frozen reports whether loading is over (prefixes are then complete and the cache read-only).
func (l *Lexicon) frozen() bool { return l.done }

// keyBeforeColon reports whether the colon at i ends the key of a "key: value" line of a
// structured text: the clause before it (opened by a hard break or the text's start, with no
// break inside) is at most four words with no digit, and something other than a line break
// follows on its line, and no negation or uncertainty trigger is in it: where the release has
// collapsed a note's lines, the words before a colon can be the end of the previous line ("Neck:
// no JVD CV: tachycardic"), whose denial must not reach into the next. Headers the terminology
// knows never get here: they are skipped whole.
func (l *Lexicon) keyBeforeColon(toks []token, text string, i int) bool {
	if len(toks) == 0 {
		return false
	}
	k := len(toks) - 1
	for k > 0 && toks[k].brk == brkNone {
		k--
	}
	if k > 0 && toks[k].brk != brkHard || toks[k].start > i {
		return false
	}
	key := text[toks[k].start:i]
	if len(strings.Fields(key)) > 4 || strings.ContainsAny(key, "0123456789,()") {
		return false
	}
	for q := k; q < len(toks); q++ {
		for _, ti := range l.trigIndex[toks[q].stem] {
			if t := l.trigs[ti]; t.kind != trigPseudo && q+len(t.stems) <= len(toks) && stemsAt(toks, q, t.stems) {
				return false
			}
		}
	}
	for j := i + 1; j < len(text) && text[j] != '\n'; j++ {
		if text[j] != ' ' && text[j] != '\t' {
			return true
		}
	}
	return false
}

// colonBreak decides what a colon does: after a negation trigger ("negative for:") it only
// separates a list that stays in scope; elsewhere it ends every scope.
func (l *Lexicon) colonBreak(toks []token) int {
	for _, t := range l.trigs {
		if t.kind != trigPre || len(t.stems) > len(toks) {
			continue
		}
		ok := true
		for k, s := range t.stems {
			if toks[len(toks)-len(t.stems)+k].stem != s {
				ok = false
				break
			}
		}
		if ok {
			return brkSoft
		}
	}
	return brkHard
}

// periodEnds reports whether the period at i ends a sentence: not inside a number (38.5), not
// after a single letter ("H. pylori", "p.o.") and not inside a word ("e.g").
func (l *Lexicon) periodEnds(text string, i int, toks []token) bool {
	if i+1 < len(text) && isWordByte(text[i+1]) {
		return false
	}
	if i > 0 && isDigitByte(text[i-1]) && i+1 < len(text) && isDigitByte(text[i+1]) {
		return false
	}
	if i >= 1 && isLetterByte(text[i-1]) && (i < 2 || !isWordByte(text[i-2])) {
		return false
	}
	return true
}

// plusLeads reports whether the plus sign at text[i] leads a list item, a space before its word
// ("no rebound, + voluntary guarding", "+ Rovsing"): after a comma, colon, semicolon or the
// start of a line.
func plusLeads(text string, i int) bool {
	if i+2 >= len(text) || text[i+1] != ' ' || !isLetterByte(text[i+2]) {
		return false
	}
	b := i
	for b > 0 && text[b-1] == ' ' {
		b--
	}
	return b == 0 || strings.IndexByte(",:;\n", text[b-1]) >= 0
}

// minusLeads reports whether the minus sign at text[i] leads an item of a signed list ("ROS:
// - fever, - chills, + nausea"): a space and a word after it, before it (over spaces) a comma,
// colon or semicolon, and the comma-separated item before or after it signed too. A dash
// without signed neighbours is a bullet: the release collapses a note's lines, so "Past
// Medical History: - HTN - DM2, on insulin" keeps its bullets inline.
func minusLeads(text string, i int) bool {
	if i+2 >= len(text) || text[i+1] != ' ' || !isLetterByte(text[i+2]) {
		return false
	}
	b := i
	for b > 0 && text[b-1] == ' ' {
		b--
	}
	if b == 0 || b == i || strings.IndexByte(",:;", text[b-1]) < 0 {
		return false
	}
	signed := func(j int) bool { // the item starting at j (after its comma) starts with a sign
		for j < len(text) && text[j] == ' ' {
			j++
		}
		if j < len(text) && text[j] == '(' {
			j++
		}
		return j+1 < len(text) && (text[j] == '+' || text[j] == '-') && !isDigitByte(text[j+1])
	}
	if text[b-1] == ',' { // the item before: from the delimiter before it
		a := b - 2
		for a >= 0 && strings.IndexByte(",:;\n", text[a]) < 0 {
			a--
		}
		if signed(a + 1) {
			return true
		}
	}
	for j := i + 1; j < len(text); j++ { // the item after
		switch text[j] {
		case ',':
			return signed(j + 1)
		case ';', '.', '\n':
			return false
		}
	}
	return false
}

// denialAnswers are the one-word answers that deny the label before them ("Fever: no").
var denialAnswers = map[string]bool{"no": true, "none": true, "neg": true, "negative": true, "denies": true, "denied": true, "absent": true, "nil": true}

// denialAnswer reports whether text from i holds, after spaces, a one-word denial that ends its
// item (a period, comma, semicolon, closing bracket, line end or the end of the text follow),
// and where that word lies.
func denialAnswer(text string, i int) (a, b int, ok bool) {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	a = i
	for i < len(text) && isLetterByte(text[i]) {
		i++
	}
	b = i
	if b == a || b-a > 8 || !denialAnswers[strings.ToLower(text[a:b])] {
		return 0, 0, false
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return a, b, i == len(text) || strings.IndexByte(".,;)\n", text[i]) >= 0
}

// softWrap reports whether the line break at text[i] wraps a sentence rather than ending it, as
// reports wrapped at a fixed width do ("... and pericolic\nstranding closely applied to the
// bladder"): the line before ends in a letter, digit or comma, and the next begins with a
// lowercase word that is not a header ("abd: soft").
func softWrap(text string, i int) bool {
	b := i
	for b > 0 && (text[b-1] == ' ' || text[b-1] == '\t' || text[b-1] == '\r') {
		b--
	}
	if b == 0 {
		return false
	}
	if c := text[b-1]; !(isLetterByte(c) || isDigitByte(c) || c == ',') {
		return false
	}
	j := i + 1
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= len(text) || text[j] < 'a' || text[j] > 'z' {
		return false
	}
	// A header leads the next line when a colon comes within its first three words.
	words := 0
	for k := j; k < len(text) && text[k] != '\n'; k++ {
		switch text[k] {
		case ':':
			return false
		case ' ':
			if words++; words >= 3 {
				return true
			}
		}
	}
	return true
}

func wordEnd(text string, i int) int {
	j := i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		switch {
		case isWordRune(r):
			j += size
		case (r == '\'' || r == '’') && j+size < len(text) && isLetterByte(text[j+size]) && j > i:
			j += size
		case r == '.' && j > i && isDigitByte(text[j-1]) && j+1 < len(text) && isDigitByte(text[j+1]):
			j += size
		default:
			return j
		}
	}
	return j
}

// obstetricCount reports whether a lowercase word is the obstetric shorthand of pregnancies and
// births: g, a number, p, a number, then at most more digits, dashes or an "a" and abortions
// ("g3p2", "g2p1001", "g4p2a1"). It says nothing of a present pregnancy by itself.
func obstetricCount(w string) bool {
	if len(w) < 4 || w[0] != 'g' || !isDigitByte(w[1]) {
		return false
	}
	i := 1
	for i < len(w) && isDigitByte(w[i]) {
		i++
	}
	if i == len(w) || w[i] != 'p' || i+1 == len(w) || !isDigitByte(w[i+1]) {
		return false
	}
	for i++; i < len(w); i++ {
		if c := w[i]; !isDigitByte(c) && c != '-' && c != 'a' {
			return false
		}
	}
	return true
}

func isWordRune(r rune) bool  { return unicode.IsLetter(r) || unicode.IsDigit(r) }
func isWordByte(b byte) bool  { return isLetterByte(b) || isDigitByte(b) }
func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }
func isLetterByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// maxNameQuoteWords is the longest quotation, in words, read as a name used in its sentence.
const maxNameQuoteWords = 4

// nameQuote reports whether the quotation opening at text[from:] is a name used in its
// sentence rather than a clause of the patient's own: a few words on one line with no word of
// denial ('her roommate had a "stomach bug"', 'pain "like a band"', 'sent in as "SBO"'). end is
// where its closing mark stands.
func nameQuote(text string, from int) (end int, ok bool) {
	words, in := 0, false
	for i := from; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '"' || r == '\u201d':
			return i, words > 0 && words <= maxNameQuoteWords
		case r == '\n' || r == '\u201c':
			return 0, false
		case isWordRune(r) || r == '\'' || r == '\u2019':
			if !in {
				j := i
				for j < len(text) {
					r2, s2 := utf8.DecodeRuneInString(text[j:])
					if !isWordRune(r2) && r2 != '\'' && r2 != '\u2019' {
						break
					}
					j += s2
				}
				if denialWord(strings.ToLower(text[i:j])) {
					return 0, false
				}
				words++
				in = true
				if words > maxNameQuoteWords {
					return 0, false
				}
				i = j
				continue
			}
		default:
			in = false
		}
		i += size
	}
	return 0, false
}

// denialWord reports whether w (lower case) is a word of denial or holds one ("don't").
func denialWord(w string) bool {
	switch w {
	case "no", "not", "never", "none", "nothing", "nobody", "nor", "neither", "without", "cannot":
		return true
	}
	return strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n\u2019t")
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) {
			return true
		}
	}
	return false
}

// signedVe reports whether the sign at text[i] is the British "+ve" or "-ve" (positive,
// negative): the sign, "ve" and no letter after it.
func signedVe(text string, i int) bool {
	return i+3 <= len(text) && (text[i+1] == 'v' || text[i+1] == 'V') && (text[i+2] == 'e' || text[i+2] == 'E') &&
		(i+3 == len(text) || !isLetterByte(text[i+3]))
}
