package lexicon

import (
	"cmp"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// found is a concept matched in the token stream, before it becomes a Mention.
type found struct {
	concept int
	mode    int
	pos     []int // token positions of the matched words, ascending
	span    int
	negated bool
	// uncertain: an uncertainty trigger stands next to it ("equivocal"): it is not read.
	uncertain bool
	// virtual counts the words the clause's topic organ stood in for (topic.go): they are not
	// in pos, and count as matched words when candidates are ranked.
	virtual int
	// painTopic: read through a note's pain topic (topic.go); it never takes words that another
	// reading of the clause holds ("worse with walking" is no limp).
	painTopic bool
	trigs     []int // positions of matched words that are a negation trigger ("no" bowel sounds)
	// mm is the largest size in millimetres in the clause of a concept read by its size (0:
	// none), bare whether none of the matched words is one of its definite words (see
	// Concept.BorderlineUpToMM).
	mm     float64
	bare   bool
	clause int // the position of the first token of its clause
}

// Read returns the concepts mentioned in text, affirmed or negated, with the section and organ
// each sits under, in text order. Vital-sign strings are read too (see Vitals), so one call
// gives everything the text says.
func (l *Lexicon) Read(text string) []Mention {
	out, p := l.read(text, false)
	out = append(out, l.vitalsWith(text, p.hdrs)...)
	sortMentions(out)
	tokenPool.Put(&p.toks) // nothing read keeps a reference to the tokens
	return out
}

// tokenPool holds token buffers of readings that are over (see Read), for tokenize.
var tokenPool sync.Pool

// pooledTokens tokenizes text into a buffer from tokenPool when one is there; the caller puts
// it back once nothing refers to the tokens.
func (l *Lexicon) pooledTokens(text string, hdrs []header, wrapped bool) []token {
	if b, ok := tokenPool.Get().(*[]token); ok {
		return l.tokenizeInto(*b, text, hdrs, wrapped)
	}
	return l.tokenize(text, hdrs, wrapped)
}

// parsed is a text after reading: its tokens, headers, the concepts found (with their final
// polarity) and which tokens stand in a negation scope.
type parsed struct {
	text string
	toks []token
	hdrs []header
	fs   []found // kept concepts; negated is the mention's polarity
	neg  []bool  // token in a negation scope (nil: none is)
	// doubt are the organs of the concepts read as uncertain ("appendicitis cannot be
	// excluded"), which are not among fs.
	doubt   []string
	doubted []string // the concepts read as uncertain
}

// read returns the text mentions and the parse they come from. A report's clauses are also read
// through their topic organ: their sentence's subject or their sub-section's header; a note's
// through the pain it named last (topic.go).
func (l *Lexicon) read(text string, report bool) ([]Mention, *parsed) {
	text = ticks(text)
	hdrs := l.headers(text)
	toks := exceptions(l.pooledTokens(text, hdrs, report))
	tp := &topics{text: text, note: !report}
	fs := l.match(toks, hdrs, tp)
	neg := l.negate(toks, fs)
	fs = l.yield(fs)
	fs = l.sized(fs)
	if !report {
		fs = l.others(text, toks, fs)
	}
	secs, orgs := l.resolveHeaders(hdrs)
	out := make([]Mention, 0, len(fs))
	kept := fs[:0]
	var doubt, doubted []string
	for _, f := range fs {
		if f.uncertain {
			if o := l.concepts[f.concept].Organ; o != "" && !containsString(doubt, o) {
				doubt = append(doubt, o)
			}
			if id := l.concepts[f.concept].ID; !containsString(doubted, id) {
				doubted = append(doubted, id)
			}
			continue
		}
		neg := f.negated
		switch f.mode {
		case modeAbsent:
			if neg {
				continue
			}
			neg = true
		case modeNegOnly:
			if !neg {
				continue
			}
		}
		first, last := toks[f.pos[0]], toks[f.pos[len(f.pos)-1]]
		m := Mention{Concept: l.concepts[f.concept].ID, Start: first.start, End: last.end}
		if hi := first.section; hi >= 0 {
			m.Section = secs[hi]
			if len(orgs[hi]) > 0 {
				m.Organ = orgs[hi][0]
			}
		}
		if m.Section == negativesSection {
			neg = true // "Pertinent negatives: ..., positive Kernig sign": all of it is absent
		}
		if l.notUnder(f.concept, m.Section, headerAt(first.section, hdrs)) {
			continue
		}
		f.negated = neg
		m.Negated = neg
		kept = append(kept, f)
		if o := l.concepts[f.concept].Organ; o != "" {
			m.Organ = o
		}
		out = append(out, m)
	}
	if !report {
		out = l.emptySections(out, text, hdrs, secs)
	}
	sortMentions(out)
	return dedupe(out), &parsed{text: text, toks: toks, hdrs: hdrs, fs: kept, neg: neg, doubt: doubt, doubted: doubted}
}

// yield drops the readings of a concept that yields to another concept affirmed in the same
// clause (compiledConcept.yieldsTo, and topicYieldsTo for a reading the topic stood in for).
func (l *Lexicon) yield(fs []found) []found {
	to := func(f found) []int {
		if f.virtual > 0 {
			return slices.Concat(l.cons[f.concept].yieldsTo, l.cons[f.concept].topicYieldsTo)
		}
		return l.cons[f.concept].yieldsTo
	}
	yields := func(f found) bool {
		for _, j := range to(f) {
			for _, a := range fs {
				if a.concept == j && a.clause == f.clause && a.mode == modeMatch && !a.negated && !a.uncertain {
					return true
				}
			}
		}
		return false
	}
	for _, f := range fs {
		if len(to(f)) > 0 && yields(f) {
			return slices.DeleteFunc(slices.Clone(fs), yields)
		}
	}
	return fs
}

// emptySections appends to ms the denial of what each history section written as empty is
// about ("PSH: none" denies a prior operation), unless the section names it anyway.
func (l *Lexicon) emptySections(ms []Mention, text string, hdrs []header, secs []string) []Mention {
	for i, h := range hdrs {
		id := l.emptySecs[secs[i]]
		if id == "" || h.label {
			continue
		}
		end := len(text)
		if i+1 < len(hdrs) {
			end = hdrs[i+1].start
		}
		// The section's first line, as the byte span [at, at+len(line)) of text.
		rest := text[h.end:end]
		at := h.end + len(rest) - len(strings.TrimLeft(rest, " \t\n"))
		line := text[at:end]
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		line = strings.TrimRight(line, " \t\r")
		said := strings.Join(strings.Fields(strings.ToLower(strings.Trim(line, ".;, "))), " ")
		if !l.emptyWords[said] || slices.ContainsFunc(ms, func(m Mention) bool { return m.Concept == id && m.Section == secs[i] }) {
			continue
		}
		ms = append(ms, Mention{Concept: id, Negated: true, Section: secs[i], Start: at, End: at + len(line)})
	}
	return ms
}

// modifierComma reports whether the soft break before token b is the comma of a list of
// modifiers of one noun ("dilated, fluid-filled loops", "a large, rim-enhancing, multiloculated
// collection"): a bare comma between two words, the one before it naming no organ, the one after
// it no verb, clause opener, preposition or negation trigger, and the one before it an adjective
// by its ending.
func (l *Lexicon) modifierComma(text string, toks []token, b int) bool {
	t, prev := toks[b], toks[b-1]
	if t.brk != brkSoft || strings.TrimSpace(text[prev.end:t.start]) != "," || t.digit || prev.digit {
		return false
	}
	r := &l.report
	if r.verbs[t.stem] || r.openers[t.stem] || r.bounds[t.stem] || r.joins[t.stem] || l.terminators[t.stem] || len(r.organIndex[prev.stem]) > 0 || len(r.organIndex[t.stem]) > 0 {
		return false
	}
	return !l.startsTrigger(t.stem) && !l.preWord[t.stem] && adjectival(strings.ToLower(text[prev.start:prev.end]))
}

// descriptorComma reports whether the soft break before token b is a bare comma between two
// words of a pain's or an episode's manner ("sudden, severe abdominal pain", "a similar, milder
// episode"), which a note's clause reads across.
func (l *Lexicon) descriptorComma(text string, toks []token, b int) bool {
	t, prev := toks[b], toks[b-1]
	return t.brk == brkSoft && l.descriptors[t.stem] && l.descriptors[prev.stem] && strings.TrimSpace(text[prev.end:t.start]) == ","
}

// continuesClause reports whether the soft break before token b is a bare comma followed by a
// word that goes on with the clause before it ("diffusely tender, worst in the right lower
// quadrant", "tender in the lower abdomen, maximal on the right"), in a clause [a, b) that
// denies nothing ("no fever, mostly tired" denies the fever only).
func (l *Lexicon) continuesClause(text string, toks []token, a, b int) bool {
	t := toks[b]
	if t.brk != brkSoft || !l.continuers[t.stem] || strings.TrimSpace(text[toks[b-1].end:t.start]) != "," {
		return false
	}
	for k := a; k < b; k++ {
		if l.startsTrigger(toks[k].stem) {
			return false
		}
	}
	return true
}

// adjectival reports whether a word has the ending of an adjective or participle ("dilated",
// "enhancing", "hypoechoic", "heterogeneous", "irregular"): a list of nouns ("anti-dsDNA,
// anti-Smith, SSA") is not a list of modifiers.
func adjectival(w string) bool {
	for _, end := range []string{"ed", "ing", "ic", "al", "ous", "ar", "ive", "ent", "ant", "ile", "less"} {
		if len(w) > len(end)+2 && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// negativesSection is the canonical section of a "Pertinent negatives" list: what it names is absent.
const negativesSection = "negatives"

// hi returns the header a token sits under, or nil.
func headerAt(section int, hdrs []header) *header {
	if section < 0 {
		return nil
	}
	return &hdrs[section]
}

// notUnder reports whether a concept is not read where it stands: under a section or exam label
// its data excludes (a reported symptom is not read from the examination's "Lungs:" line).
func (l *Lexicon) notUnder(ci int, section string, h *header) bool {
	nu := l.cons[ci].notUnder
	if len(nu) == 0 {
		return false
	}
	if nu[section] {
		return true
	}
	if h != nil {
		for _, o := range h.organs {
			if nu[o] {
				return true
			}
		}
	}
	return false
}

// resolveHeaders gives each header the section it stands in (labels keep the enclosing
// section) and the organs it names.
func (l *Lexicon) resolveHeaders(hdrs []header) ([]string, [][]string) {
	secs := make([]string, len(hdrs))
	orgs := make([][]string, len(hdrs))
	cur := ""
	for i, h := range hdrs {
		if !h.label {
			cur = h.section
		}
		secs[i] = cur
		orgs[i] = h.organs
	}
	return secs, orgs
}

// sortMentions orders mentions by start, end, concept, the affirmed before the negated; a
// stable sort (equal mentions keep their order).
func sortMentions(ms []Mention) {
	slices.SortStableFunc(ms, func(a, b Mention) int {
		if a.Start != b.Start {
			return cmp.Compare(a.Start, b.Start)
		}
		if a.End != b.End {
			return cmp.Compare(a.End, b.End)
		}
		if a.Concept != b.Concept {
			return strings.Compare(a.Concept, b.Concept)
		}
		switch {
		case !a.Negated && b.Negated:
			return -1
		case a.Negated && !b.Negated:
			return 1
		}
		return 0
	})
}

func dedupe(ms []Mention) []Mention {
	out := ms[:0]
	for i, m := range ms {
		if i > 0 && m == ms[i-1] {
			continue
		}
		out = append(out, m)
	}
	return out
}

type occurrence struct {
	pattern, group, s, e int
	trig                 bool // the words are a negation trigger
}

// excludeReach is how many words either side of a match an excluding word is looked for.
const excludeReach = 4

// match finds the concepts of each clause: every pattern whose word groups all occur within its
// window, then a greedy choice that gives each word to the most specific concept.
//
// The candidates of a clause come from its occurrences sorted by slices.SortFunc(occ,
// byPatternGroupStart), pattern by pattern (matchSlow). Here the occurrences are packed keys
// (occKey) and only a pattern with an occurrence of every group, a complete one, is looked at:
// patternCandidates returns at once for the others, and a common word ("pain") starts hundreds
// of patterns, few of them complete in a clause. The complete patterns' keys are sorted alone
// and give the same sequence unless two of them tie: equal in pattern, group and start, not in
// length or trigger. That sort is not stable and where it leaves tied occurrences depends on all
// of the clause's; then all keys are sorted with the same comparison, which takes the same steps
// (they depend only on how elements compare) and so leaves every occurrence where it did.
//
// Ties of a one-group pattern do not count: they are phrases of different lengths from one start
// ("pain", "pain radiating"), each the whole of its candidate, so their candidates differ in
// length, and choose orders them by length whatever their order in cands (its other keys can tie
// only with another pattern's candidates, before or after them in cands either way). A pattern of
// several groups picks, for each anchor, the first of the nearest occurrences of the other
// groups: the order of tied ones decides its candidates.
func (l *Lexicon) match(toks []token, hdrs []header, tp *topics) []found {
	all := make([]found, 0, 8+len(toks)/8)
	sc := matchScratchPool.Get().(*matchScratch)
	if len(sc.seen) < len(l.patterns) {
		sc.seen = make([]uint8, len(l.patterns))
	}
	defer matchScratchPool.Put(sc)
	seen := sc.seen // pattern -> bit set of the groups found in the clause (all zero between clauses)
	if len(sc.claimed) < len(toks) {
		sc.claimed = make([]bool, len(toks))
	}
	packed := l.packed && uint64(len(toks)) < 1<<keyPosBits
	var ar ints
	for a, b := 0, 0; a < len(toks); a = b {
		// The clause [a, b): a run of tokens up to the next break (in a report, over the commas
		// of a list of modifiers: see modifierComma).
		for b = a + 1; b < len(toks) && (toks[b].brk == brkNone || l.continuesClause(tp.text, toks, a, b) || !tp.note && l.modifierComma(tp.text, toks, b) ||
			tp.note && l.descriptorComma(tp.text, toks, b)); b++ {
		}
		occ := sc.occ[:0]
		if !packed {
			occ = l.matchSlow(toks, a, b, occ)
		} else {
			// The clause's occurrences, one-word phrases first at each position (the order
			// does not matter here), and the groups of each pattern found.
			keys, touched := sc.keys[:0], sc.touched[:0]
			for p := a; p < b; p++ {
				id, at := toks[p].id, uint64(p)<<keyPosShift
				for _, k := range l.oneWord[id] {
					keys = append(keys, k|at)
					pi := k >> keyPatShift
					if seen[pi] == 0 {
						touched = append(touched, int32(pi))
					}
					seen[pi] |= 1 << (k >> keyGrpShift & (1<<keyGrpBits - 1))
				}
				if p+1 == b {
					continue // no room for a longer phrase
				}
				// multiWord is sorted by second stem: look at the phrases whose second stem
				// is the next token's only.
				multi, next := l.multiWord[id], toks[p+1].id
				lo, hi := 0, len(multi) // binary search: lo is the first with second >= next
				for lo < hi {
					if m := int(uint(lo+hi) >> 1); multi[m].second < next {
						lo = m + 1
					} else {
						hi = m
					}
				}
				for _, ref := range multi[lo:] {
					if ref.second != next {
						break
					}
					if p+int(ref.n) > b || !idsAt(toks, p, l.refStems[ref.off:ref.off+ref.n]) {
						continue
					}
					keys = append(keys, ref.key|at)
					pi := ref.pattern
					if seen[pi] == 0 {
						touched = append(touched, pi)
					}
					seen[pi] |= 1 << ref.group
				}
			}
			complete := func(k uint64) bool {
				pi := k >> keyPatShift
				return seen[pi] == l.allGroups[pi]
			}
			sel := sc.sel[:0]
			for _, k := range keys {
				if complete(k) {
					sel = append(sel, k)
				}
			}
			slices.Sort(sel)
			if l.tied(sel) {
				// All the clause's occurrences in the order of matchSlow, sorted as it does.
				keys = keys[:0]
				for p := a; p < b; p++ {
					for _, ref := range l.refs[toks[p].id] {
						if p+int(ref.n) <= b && (ref.n == 1 || idsAt(toks, p, l.refStems[ref.off:ref.off+ref.n])) {
							keys = append(keys, ref.key|uint64(p)<<keyPosShift)
						}
					}
				}
				slices.SortFunc(keys, byPatternGroupStartKey)
				sel = sel[:0]
				for _, k := range keys {
					if complete(k) {
						sel = append(sel, k)
					}
				}
			}
			for _, pi := range touched {
				seen[pi] = 0
			}
			for _, k := range sel {
				occ = append(occ, keyOcc(k))
			}
			sc.keys, sc.touched, sc.sel = keys, touched, sel
		}
		sc.occ = occ
		var topic bool
		if tp.note {
			topic = l.painTopicOf(tp, toks, a, b)
		} else {
			topic = l.topicOf(tp, toks, a, b, hdrs)
		}
		if len(occ) == 0 && !topic {
			continue
		}
		cands := sc.cands[:0]
		for i := 0; i < len(occ); {
			j := i
			for j < len(occ) && occ[j].pattern == occ[i].pattern {
				j++
			}
			cands = l.patternCandidates(cands, occ[i:j], toks, a, b, hdrs, &ar, 0)
			i = j
		}
		if topic && tp.note && l.ownConcepts(cands) {
			topic = false // "No persistent cough", "leg shortening": the clause speaks of its own
		}
		if topic && !tp.note {
			cands = l.dropRemote(cands, toks, a, b, tp.organ)
		}
		if topic {
			cands = l.topicCandidates(cands, toks, a, b, hdrs, &ar, tp)
		}
		sc.cands = cands
		n := len(all)
		all = l.choose(cands, all, sc.claimed)
		for i := n; i < len(all); i++ {
			all[i].clause = a
		}
		clear(sc.claimed[a:b])
		if tp.note {
			l.endPainClause(tp, all[n:])
		}
	}
	clear(sc.cands) // drop the references to this reading's positions
	return all
}

// dropRemote drops the study findings of clause [a, b) of a report that lie in another region of
// the body than the organ the clause speaks of (topic), unless the clause names their organ: under
// "Liver:", "rim-enhancing hypodense lesions in the right lobe" are neither a brain infarct nor a
// lung mass, whatever "lobe" says elsewhere.
func (l *Lexicon) dropRemote(cands []found, toks []token, a, b int, topic string) []found {
	here := l.report.region[topic]
	if here == "" {
		return cands
	}
	return slices.DeleteFunc(cands, func(f found) bool {
		c := l.concepts[f.concept]
		if c.Kind != "study" {
			return false
		}
		there := l.report.region[c.Organ]
		return there != "" && there != here && !l.namesOrgan(toks, a, b, c.Organ)
	})
}

// namesOrgan reports whether clause [a, b) holds a word of organ's own name ("lung" of "lungs").
func (l *Lexicon) namesOrgan(toks []token, a, b int, organ string) bool {
	for _, w := range l.organWords(organ) {
		for k := a; k < b; k++ {
			if toks[k].stem == w {
				return true
			}
		}
	}
	return false
}

// matchSlow appends to occ the occurrences of clause [a, b) sorted by byPatternGroupStart, every
// pattern's: the way match worked before it packed keys, kept for a lexicon or text too large
// for them.
func (l *Lexicon) matchSlow(toks []token, a, b int, occ []occurrence) []occurrence {
	for p := a; p < b; p++ {
		for _, ref := range l.refs[toks[p].id] {
			if p+int(ref.n) > b || ref.n > 1 && !idsAt(toks, p, l.refStems[ref.off:ref.off+ref.n]) {
				continue
			}
			occ = append(occ, occurrence{int(ref.pattern), int(ref.group), p, p + int(ref.n), ref.trig})
		}
	}
	slices.SortFunc(occ, byPatternGroupStart)
	return occ
}

// An occurrence key packs an occurrence in an integer that orders as (pattern, group, start,
// length, trigger), from the high bits down.
const (
	keyLenBits  = 8  // words of the phrase
	keyPosBits  = 32 // start
	keyGrpBits  = 3
	keyPatBits  = 64 - 1 - keyLenBits - keyPosBits - keyGrpBits
	keyLenShift = 1
	keyPosShift = keyLenShift + keyLenBits
	keyGrpShift = keyPosShift + keyPosBits
	keyPatShift = keyGrpShift + keyGrpBits
)

// occKey packs o (whose fields fit).
func occKey(o occurrence) uint64 {
	k := uint64(o.pattern)<<keyPatShift | uint64(o.group)<<keyGrpShift | uint64(o.s)<<keyPosShift | uint64(o.e-o.s)<<keyLenShift
	if o.trig {
		k |= 1
	}
	return k
}

// keyOcc unpacks an occurrence key.
func keyOcc(k uint64) occurrence {
	s := int(k >> keyPosShift & (1<<keyPosBits - 1))
	return occurrence{
		pattern: int(k >> keyPatShift),
		group:   int(k >> keyGrpShift & (1<<keyGrpBits - 1)),
		s:       s,
		e:       s + int(k>>keyLenShift&(1<<keyLenBits-1)),
		trig:    k&1 == 1,
	}
}

// byPatternGroupStartKey is byPatternGroupStart of packed occurrences.
func byPatternGroupStartKey(x, y uint64) int {
	return cmp.Compare(x>>keyPosShift, y>>keyPosShift)
}

// tied reports whether two of sorted keys are equal in pattern, group and start and not in all,
// in a pattern of several groups (see match).
func (l *Lexicon) tied(keys []uint64) bool {
	for i := 1; i < len(keys); i++ {
		if keys[i]>>keyPosShift == keys[i-1]>>keyPosShift && keys[i] != keys[i-1] && l.allGroups[keys[i]>>keyPatShift] > 1 {
			return true
		}
	}
	return false
}

// ints hands out int slices cut from shared chunks, one allocation for the positions of many
// candidates. take gives room for n ints (appended to within that capacity); keep commits the
// slice last taken, which stays valid; a slice not kept is overwritten by the next take.
type ints struct{ buf []int }

func (a *ints) take(n int) []int {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]int, 0, max(min(2*cap(a.buf), 1024), 64, n))
	}
	return a.buf[len(a.buf) : len(a.buf) : len(a.buf)+n]
}

func (a *ints) keep(s []int) []int {
	a.buf = a.buf[:len(a.buf)+len(s)]
	return s[:len(s):len(s)]
}

// matchScratch holds match's working buffers, reused between readings (nothing found keeps
// a reference to them). A pool gives each concurrent reading its own.
type matchScratch struct {
	occ       []occurrence
	keys, sel []uint64
	cands     []found
	claimed   []bool // token claimed by an accepted candidate (all false between clauses)
	touched   []int32
	seen      []uint8
}

var matchScratchPool = sync.Pool{New: func() any { return &matchScratch{} }}

// byPatternGroupStart orders occurrences by pattern, then group, then start.
func byPatternGroupStart(x, y occurrence) int {
	if x.pattern != y.pattern {
		return x.pattern - y.pattern
	}
	if x.group != y.group {
		return x.group - y.group
	}
	return x.s - y.s
}

// idsAt is stemsAt for stems given as ids (all of them from 1): the first is not checked, a
// phrase of refs is only looked at where its first stem is.
func idsAt(toks []token, p int, ids []int32) bool {
	for k := 1; k < len(ids); k++ {
		if toks[p+k].id != ids[k] {
			return false
		}
	}
	return true
}

func stemsAt(toks []token, p int, stems []string) bool {
	for k, s := range stems {
		if toks[p+k].stem != s {
			return false
		}
	}
	return true
}

// patternCandidates turns the occurrences of one pattern's groups in clause [a, b) into
// candidate matches. The groups in site (a bit set) are taken as filled by the clause's topic
// organ (topic.go): they need no occurrence, and the candidate counts them as virtual words.
func (l *Lexicon) patternCandidates(cands []found, occ []occurrence, toks []token, a, b int, hdrs []header, ar *ints, site uint8) []found {
	pt := l.patterns[occ[0].pattern]
	// occ is sorted by group then start: each group's occurrences are a run of it.
	var byGroup [8][]occurrence
	for i := 0; i < len(occ); {
		j := i + 1
		for j < len(occ) && occ[j].group == occ[i].group {
			j++
		}
		byGroup[occ[i].group] = occ[i:j:j]
		i = j
	}
	first := -1 // the anchor's group: the first one the clause must fill
	for g := 0; g < pt.groups; g++ {
		if site&(1<<g) != 0 {
			continue
		}
		if len(byGroup[g]) == 0 {
			return cands
		}
		if first < 0 {
			first = g
		}
	}
	if first < 0 {
		return cands
	}
	var chosenBuf [8]occurrence
	for _, anchor := range byGroup[first] {
		chosen := append(chosenBuf[:0], anchor)
		lo, hi := anchor.s, anchor.e
		ok := true
		for g := 0; g < pt.groups && ok; g++ {
			if g == first || site&(1<<g) != 0 {
				continue
			}
			best, bestD := -1, 1<<30
			for k, o := range byGroup[g] {
				if overlapsAny(o, chosen) {
					continue
				}
				d := 0
				if o.e <= lo {
					d = lo - o.e
				} else if o.s >= hi {
					d = o.s - hi
				}
				if d < bestD {
					best, bestD = k, d
				}
			}
			if best < 0 {
				ok = false
				break
			}
			o := byGroup[g][best]
			chosen = append(chosen, o)
			lo, hi = min(lo, o.s), max(hi, o.e)
		}
		if !ok || wordsIn(toks, lo, hi) > pt.window+1 {
			continue
		}
		pos := ar.take(hi - lo)
		for p := lo; p < hi; p++ {
			for _, o := range chosen {
				if p >= o.s && p < o.e {
					pos = append(pos, p)
					break
				}
			}
		}
		ea, eb := max(a, lo-excludeReach), min(b, hi+excludeReach)
		if site != 0 {
			ea, eb = a, b // read through the topic: an excluding word anywhere in the clause counts
		}
		if l.excluded(pt.concept, toks, pos, ea, eb) || l.excludedInSentence(pt.concept, toks, pos) || l.excludedBefore(pt.concept, toks, pos, max(a, lo-excludeReach), lo) {
			continue
		}
		if (pt.mode == modeNegOnly || pt.inCtx) && !l.inContext(pt.concept, toks, pos[0], hdrs) {
			continue
		}
		// A measurement within normal limits states that the finding is absent ("wall 2 mm",
		// "LMP 2 weeks ago").
		mode, normal, size, bare := pt.mode, false, 0.0, false
		if cc := &l.cons[pt.concept]; cc.normalMM > 0 {
			if mm, ok := largestMM(toks, a, b); ok {
				normal, size, bare = mm <= cc.normalMM, mm, true
				for _, p := range pos {
					if cc.definite[toks[p].stem] {
						bare = false
					}
				}
			}
		}
		if lim := l.cons[pt.concept].normalWk; lim > 0 {
			if wk, ok := weeksIn(toks, a, b); ok && wk <= lim {
				normal = true
			}
		}
		if normal {
			if mode != modeMatch {
				continue
			}
			mode = modeAbsent
		}
		f := found{concept: pt.concept, mode: mode, pos: pos, span: hi - lo, virtual: bits.OnesCount8(site), mm: size, bare: bare}
		if containsFound(cands, f) {
			continue
		}
		f.pos = ar.keep(pos)
		n := 0
		for _, o := range chosen {
			if o.trig {
				n += o.e - o.s
			}
		}
		if n > 0 {
			trigs := ar.take(n)
			for _, o := range chosen {
				if o.trig {
					for q := o.s; q < o.e; q++ {
						trigs = append(trigs, q)
					}
				}
			}
			f.trigs = ar.keep(trigs)
		}
		cands = append(cands, f)
	}
	return cands
}

// wordsIn is how many words of the text tokens [lo, hi) come from: the words one abbreviation
// expands to ("RUQ": right upper quadrant) count as the one word written.
func wordsIn(toks []token, lo, hi int) int {
	n := hi - lo
	for k := lo + 1; k < hi; k++ {
		if toks[k].start == toks[k-1].start || measureWord(toks, k) {
			n--
		}
	}
	return n
}

// measureWord reports whether token k belongs to a measurement after its first number: a
// further number, "x" or "by" between numbers, or the unit ("5.1 x 4.3 cm" counts as one word
// toward a pattern's window, as "large" would).
func measureWord(toks []token, k int) bool {
	if k == 0 {
		return false
	}
	switch t := toks[k]; {
	case t.stem == "x" || t.stem == "by" || t.stem == "cm" || t.stem == "mm":
		return toks[k-1].digit
	case t.digit:
		return k >= 2 && (toks[k-1].stem == "x" || toks[k-1].stem == "by") && toks[k-2].digit
	}
	return false
}

func overlapsAny(o occurrence, chosen []occurrence) bool {
	for _, c := range chosen {
		if o.s < c.e && c.s < o.e {
			return true
		}
	}
	return false
}

func containsFound(cands []found, f found) bool {
	for _, c := range cands {
		if c.concept == f.concept && c.mode == f.mode && equalInts(c.pos, f.pos) {
			return true
		}
	}
	return false
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// excluded reports whether one of the concept's excluding phrases occurs in [a, b) outside the
// matched words, other than as a neighbour ("abutting the gallbladder").
func (l *Lexicon) excluded(ci int, toks []token, pos []int, a, b int) bool {
	for _, ex := range l.cons[ci].excludeI { // the phrases of exclude, in stem ids
		for p := a; p+len(ex) <= b; p++ {
			if toks[p].id == ex[0] && idsAt(toks, p, ex) && !containsInt(pos, p) && !l.neighbourAt(toks, p) {
				return true
			}
		}
	}
	return false
}

// neighbourAt reports whether a neighbour word ("adjacent", "near") stands one to three words
// before p in its clause ("adjacent to the gallbladder").
func (l *Lexicon) neighbourAt(toks []token, p int) bool {
	for q := p - 1; q >= 0 && q >= p-3; q-- {
		if l.report.neighbours[toks[q].stem] {
			return true
		}
		if toks[q].brk != brkNone {
			break
		}
	}
	return false
}

// excludedInSentence reports whether one of the concept's sentence-wide excluding phrases occurs
// in the sentence of the match (over commas, not over a period, semicolon or line end).
func (l *Lexicon) excludedInSentence(ci int, toks []token, pos []int) bool {
	return len(l.cons[ci].excludeS) > 0 && inSentence(l.cons[ci].excludeS, toks, pos)
}

// inSentence reports whether one of phrases occurs, apart from the matched words pos, in their
// sentence (over commas, not over a period, semicolon or line end).
func inSentence(phrases [][]string, toks []token, pos []int) bool {
	a := pos[0]
	for a > 0 && toks[a].brk != brkHard {
		a--
	}
	b := pos[len(pos)-1] + 1
	for b < len(toks) && toks[b].brk != brkHard {
		b++
	}
	for _, ex := range phrases {
		for p := a; p+len(ex) <= b; p++ {
			if stemsAt(toks, p, ex) && !containsInt(pos, p) && sameSentence(toks, p, p+len(ex)) {
				return true
			}
		}
	}
	return false
}

// excludedBefore reports whether one of the concept's before-only excluding phrases stands in
// [a, lo), the words of the clause just before the match, and no phrase of its unless list is
// in the sentence.
func (l *Lexicon) excludedBefore(ci int, toks []token, pos []int, a, lo int) bool {
	c := &l.cons[ci]
	if len(c.excludeB) == 0 {
		return false
	}
	hit := false
	for _, ex := range c.excludeB {
		for p := a; p+len(ex) <= lo && !hit; p++ {
			hit = stemsAt(toks, p, ex) && !containsInt(pos, p)
		}
	}
	return hit && !inSentence(c.unlessB, toks, pos)
}

func sameSentence(toks []token, a, b int) bool {
	for q := a + 1; q < b; q++ {
		if toks[q].brk == brkHard {
			return false
		}
	}
	return true
}

// inContext reports whether a negated-only pattern at p stands where its concept applies: under
// an exam label or header naming a context word, or in a sentence that names one.
func (l *Lexicon) inContext(ci int, toks []token, p int, hdrs []header) bool {
	ctx := l.cons[ci].context
	if hi := toks[p].section; hi >= 0 {
		for _, o := range hdrs[hi].organs {
			if ctx[o] {
				return true
			}
		}
	}
	a := p
	for a > 0 && toks[a].brk != brkHard {
		a--
	}
	for q := a; q < len(toks) && (q == a || toks[q].brk != brkHard); q++ {
		if ctx[toks[q].stem] {
			return true
		}
	}
	return false
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// choose keeps the most specific candidates: more matched words first, then the tighter span.
// A candidate whose words are all inside an accepted one of another concept is kept too (a
// "right lower abdominal pain" is also an "abdominal pain"); any other overlap loses.
//
// The chosen are appended to out, and claimed (false for every token of the clause on entry) is
// set for their tokens.
// ranked is how many words a candidate has when candidates are ranked: its own and those its
// report topic stands in for (a pain topic's count for nothing: a note's own words come first).
func (f *found) ranked() int {
	if f.painTopic {
		return len(f.pos)
	}
	return len(f.pos) + f.virtual
}

func (l *Lexicon) choose(cands, out []found, claimed []bool) []found {
	slices.SortStableFunc(cands, func(x, y found) int {
		if nx, ny := x.ranked(), y.ranked(); nx != ny {
			return cmp.Compare(ny, nx) // more words first
		}
		if x.painTopic != y.painTopic {
			return cmp.Compare(b2i(x.painTopic), b2i(y.painTopic)) // the note's own reading first
		}
		if x.span != y.span {
			return cmp.Compare(x.span, y.span)
		}
		if x.mode != y.mode {
			return cmp.Compare(x.mode, y.mode)
		}
		if x.concept != y.concept {
			return cmp.Compare(x.concept, y.concept)
		}
		return cmp.Compare(x.pos[0], y.pos[0])
	})
	base := len(out)
	for _, c := range cands {
		if l.acceptable(c, out[base:], claimed) {
			out = append(out, c)
			for _, p := range c.pos {
				claimed[p] = true
			}
		}
	}
	return out
}

// acceptable decides whether candidate c may join the accepted matches. Without overlap it
// may. Overlapping an accepted match it may if it is a more general concept inside it ("abdominal
// pain" in "right lower abdominal pain"), or a concept that shares words with others but still
// owns a word of its own ("constant" in "constant right upper quadrant pain"). A candidate whose
// every word is already taken by other concepts is a cross-pairing ("pain" of one finding with
// the site of another) and loses, as does a second reading of the same concept, and so does one
// that owns only a negation word ("no" of "no hyperactive bowel sounds" is not "no bowel sounds").
//
// A study finding inside a history ("history of gallstones") is the history, not a study result.
func (l *Lexicon) acceptable(c found, out []found, claimed []bool) bool {
	overlap := false
	for _, a := range out {
		if !intersects(c.pos, a.pos) {
			continue
		}
		overlap = true
		if c.concept == a.concept || c.painTopic {
			return false // a pain topic's reading shares no word with another
		}
		if l.concepts[c.concept].Kind == "study" && l.concepts[a.concept].Kind == "history" && len(c.pos) < len(a.pos) {
			return false
		}
		if c.mode == modeMatch && a.mode == modeMatch && subset(c.pos, a.pos) {
			return true
		}
		// One absence cue may deny several concepts ("nontender" abdomen, "normal bowel sounds").
		if c.mode != modeMatch && c.mode == a.mode && equalInts(c.pos, a.pos) {
			return true
		}
		if c.mode != modeMatch || a.mode != modeMatch {
			return false
		}
	}
	if !overlap {
		return true
	}
	for _, p := range c.pos {
		if !claimed[p] && !containsInt(c.trigs, p) {
			return true
		}
	}
	return false
}

func intersects(a, b []int) bool {
	for _, x := range a {
		if containsInt(b, x) {
			return true
		}
	}
	return false
}

func subset(a, b []int) bool {
	for _, x := range a {
		if !containsInt(b, x) {
			return false
		}
	}
	return true
}

// weeksIn returns the first time span written in tokens [a, b), in weeks ("2 weeks", "two
// wks", "10 days", "3 months").
func weeksIn(toks []token, a, b int) (float64, bool) {
	for k := a; k+1 < b; k++ {
		v, ok := countWords[toks[k].stem]
		if !ok {
			if !toks[k].digit {
				continue
			}
			f, err := strconv.ParseFloat(toks[k].stem, 64)
			if err != nil {
				continue
			}
			v = f
		}
		switch toks[k+1].stem {
		case "week", "wk", "wks":
			return v, true
		case "dai", "day":
			return v / 7, true
		case "month", "mo", "mos":
			return v * 30.4 / 7, true
		}
	}
	return 0, false
}

// countWords are the small numbers written as words.
var countWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "a": 1, "an": 1}

// largestMM returns the largest size in millimetres written in tokens [a, b) ("4 mm", "1.2 cm",
// "6mm", "0 mm"), and whether there is one.
func largestMM(toks []token, a, b int) (float64, bool) {
	best, found := 0.0, false
	for k := a; k < b; k++ {
		if !toks[k].digit {
			continue
		}
		w := toks[k].stem
		n := 0
		for n < len(w) && (isDigitByte(w[n]) || w[n] == '.') {
			n++
		}
		v, err := strconv.ParseFloat(w[:n], 64)
		if err != nil {
			continue
		}
		unit := w[n:]
		if unit == "" && k+1 < b {
			unit = toks[k+1].stem
		}
		switch strings.ToLower(unit) {
		case "mm":
		case "cm":
			v *= 10
		default:
			continue
		}
		best, found = max(best, v), true
	}
	return best, found
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sized reads again the concepts read by a size above their normal limit: normal up to the
// limit that another concept of the text sets (an 8 mm common duct after a cholecystectomy),
// borderline (neither shown nor denied) when the size alone, without a definite word, is
// within the borderline limit ("CBD 7 mm", "mildly prominent duct at 7 mm"). A clause's size
// is read once: a second reading of the concept in the clause the same way (the size through
// the topic organ) is dropped.
func (l *Lexicon) sized(fs []found) []found {
	out := fs[:0]
	for _, f := range fs {
		if f.mm > 0 && slices.ContainsFunc(out, func(o found) bool {
			return o.mm > 0 && o.concept == f.concept && o.clause == f.clause && o.mode == f.mode && o.negated == f.negated && o.uncertain == f.uncertain
		}) {
			continue
		}
		out = append(out, f)
	}
	for i := range out {
		f := &out[i]
		if f.mm == 0 || f.mode != modeMatch || f.negated || f.uncertain {
			continue
		}
		cc := &l.cons[f.concept]
		switch {
		case cc.afterCI >= 0 && f.mm <= cc.afterMM && affirms(out, cc.afterCI):
			f.mode = modeAbsent
		case f.bare && f.mm <= cc.borderlineMM:
			f.uncertain = true
		}
	}
	return out
}

// affirms reports whether concept ci is read as present among fs.
func affirms(fs []found, ci int) bool {
	for _, f := range fs {
		if f.concept == ci && f.mode == modeMatch && !f.negated && !f.uncertain {
			return true
		}
	}
	return false
}

// exceptions reads "non-tender except in the RLQ", "SNT apart from RIF", "no tenderness other
// than at the epigastrium": what a denial leaves out is affirmed of the exception. The denied
// words right before the exception ("tender" of "non tender", both of "NT/ND") are repeated
// after it, where no denial reaches (the exception word ends a negation's scope).
func exceptions(toks []token) []token {
	for e := 2; e < len(toks); e++ {
		n := exceptAt(toks, e)
		if n == 0 || toks[e].brk == brkHard {
			continue
		}
		var denied []token
		for k := e - 1; k >= 1 && denials[toks[k-1].stem] && toks[k].brk == brkNone; k -= 2 {
			denied = append([]token{toks[k]}, denied...)
			if toks[k-1].brk != brkNone {
				break
			}
		}
		if len(denied) == 0 {
			continue
		}
		at := e + n
		last := toks[at-1]
		ins := make([]token, len(denied))
		for i, d := range denied {
			d.start, d.end, d.brk, d.section = last.start, last.end, brkNone, last.section
			ins[i] = d
		}
		toks = append(toks[:at], append(ins, toks[at:]...)...)
		e = at + len(ins)
	}
	return toks
}

// denials are the words whose next word an exception takes back ("non tender except ...").
var denials = map[string]bool{"non": true, "not": true, "no": true}

// exceptAt returns the length in tokens of an exception phrase at toks[e] ("except", "except
// for", "apart from", "other than", "save for", "aside from"), 0 when none starts there.
func exceptAt(toks []token, e int) int {
	next := func(s string) bool { return e+1 < len(toks) && toks[e+1].stem == s && toks[e+1].brk == brkNone }
	switch toks[e].stem {
	case "except":
		if next("for") {
			return 2
		}
		return 1
	case "apart", "asid":
		if next("from") {
			return 2
		}
	case "other":
		if next("than") {
			return 2
		}
	case "save":
		if next("for") {
			return 2
		}
	}
	return 0
}

// others drops the symptoms and signs told of someone other than the patient: a clause whose
// subject is a relative, a friend or a colleague ("Her husband has had vomiting and diarrhea",
// "Two of her kids were sick with vomiting last week"). A clause that also names the patient
// ("she and her husband both", "her daughter found her vomiting", "husband says the patient
// fainted") keeps them; so do history concepts (sick contacts, family history), which are about
// the others by design. A clause runs from a hard break, a comma or a "she"/"he" that takes the
// subject back, to the next.
func (l *Lexicon) others(text string, toks []token, fs []found) []found {
	if len(fs) == 0 {
		return fs
	}
	var other []bool // per token: in a clause about someone else
	for a := 0; a < len(toks); {
		b := a + 1
		for b < len(toks) && toks[b].brk == brkNone && !l.patientWords[toks[b].stem] {
			b++
		}
		if l.subjectIsOther(toks, a, b) && !l.namesPatient(text, toks, a, b) {
			if other == nil {
				other = make([]bool, len(toks))
			}
			for k := a; k < b; k++ {
				other[k] = true
			}
		}
		a = b
	}
	if other == nil {
		return fs
	}
	kept := fs[:0]
	for _, f := range fs {
		kind := l.concepts[f.concept].Kind
		if (kind == "symptom" || kind == "sign") && len(f.pos) > 0 && other[f.pos[0]] && other[f.pos[len(f.pos)-1]] {
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// subjectIsOther reports whether clause [a, b) opens with someone other than the patient as its
// subject: after at most three words of determiners and numbers ("her", "two of his",
// "several"), a word for a relative, friend or colleague, not followed by a verb of telling
// ("Wife reports ...").
func (l *Lexicon) subjectIsOther(toks []token, a, b int) bool {
	for k := a; k < b && k < a+4; k++ {
		s := toks[k].stem
		if l.otherPeople[s] {
			// "Mom reports three episodes of vomiting": someone else telling the patient's
			// history, not their own.
			for q := k + 1; q < b && q <= k+3; q++ {
				if l.telling[toks[q].stem] {
					return false
				}
			}
			return true
		}
		if !l.otherLead[s] && !toks[k].digit {
			return false
		}
	}
	return false
}

// namesPatient reports whether clause [a, b) names the patient: a word of language.yaml's
// others.patient, "him", "both", "also", or "her" past the clause's first word and not before
// someone else ("found her vomiting", not "her kids"). The terminology folds "her" into "the",
// so it is told by the text's own word.
func (l *Lexicon) namesPatient(text string, toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		switch s := toks[k].stem; {
		case strings.EqualFold(text[toks[k].start:toks[k].end], "her"):
			if k > a && !(k+1 < b && l.otherPeople[toks[k+1].stem]) {
				return true
			}
		case s == "him" || s == "both" || s == "also" || l.patientWords[s]:
			return true
		}
	}
	return false
}

// ticks rewrites the check boxes of a templated note in words of the same length, so that every
// offset still points into the caller's text. A box before its item ("[x] nausea [ ] vomiting",
// as a template's legend says: "[x] = present, [ ] = absent"): an empty box ("[ ]", "☐") denies
// what follows it ("no"), a ticked one ("[x]", "[X]", "[✓]", "☑", "☒") ends a denial before it
// and leaves the field's label in the clause ("but"; "Radiation: [x] right shoulder"). A box
// after its item ("Guarding ☐  Rebound ☐", a line whose first box follows a word) denies the
// item before it ("neg", ending the clause) or leaves it affirmed (spaces).
func ticks(text string) string {
	if strings.IndexByte(text, '[') < 0 && !strings.Contains(text, "\u2610") && !strings.Contains(text, "\u2611") && !strings.Contains(text, "\u2612") {
		return text
	}
	var b []byte
	trailing, lineStart := false, true
	for i := 0; i < len(text); {
		if text[i] == '\n' {
			lineStart = true
			i++
			continue
		}
		empty, n := true, emptyBox(text[i:])
		if n == 0 {
			empty, n = false, tickedBox(text[i:])
		}
		if n == 0 {
			i++
			continue
		}
		if lineStart { // the line's first box: before or after its item?
			trailing = afterWord(text, i)
			lineStart = false
		}
		var with string
		switch {
		case empty && !trailing:
			with = "no"
		case !trailing:
			with = "but"
		case empty && i+n < len(text) && text[i+n] == ' ':
			// "Guarding ☐ Rebound ☐": the denial ends with its box, before the next item
			with, n = "neg;", n+1
		case empty:
			with = "neg"
		}
		if b == nil {
			b = []byte(text)
		}
		copy(b[i:i+n], with+strings.Repeat(" ", n-len(with)))
		i += n
	}
	if b == nil {
		return text
	}
	return string(b)
}

// afterWord reports whether text[i] follows a word on its line (spaces between): a box after
// its item.
func afterWord(text string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch c := text[j]; {
		case c == ' ' || c == '\t':
			continue
		case c == '\n':
			return false
		default:
			return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ')' || c == '\''
		}
	}
	return false
}

// emptyBox is the length of the empty check box s starts with ("[ ]" with one to three spaces,
// or "☐"), or 0.
func emptyBox(s string) int {
	if strings.HasPrefix(s, "\u2610") {
		return len("\u2610")
	}
	if len(s) < 3 || s[0] != '[' {
		return 0
	}
	j := 1
	for j < len(s) && j <= 3 && s[j] == ' ' {
		j++
	}
	if j > 1 && j < len(s) && s[j] == ']' {
		return j + 1
	}
	return 0
}

// tickedBox is the length of the ticked check box s starts with, or 0.
func tickedBox(s string) int {
	for _, m := range []string{"[x]", "[X]", "[\u2713]", "[\u2714]", "\u2611", "\u2612"} {
		if strings.HasPrefix(s, m) {
			return len(m)
		}
	}
	return 0
}
