package lexicon

import (
	"maps"
	"slices"
	"strings"
)

// A report names an organ once and goes on about it: "The appendix lies in a pelvic position, is
// fluid-filled and measures 12 mm, with mural hyperenhancement and extensive adjacent
// stranding", or a sub-section headed GALLBLADDER: whose lines never say "gallbladder" again. A clause that names no organ of its own is therefore
// also read as speaking of its topic: the organ phrase its sentence opened with as a subject
// ("the appendix", "the sigmoid colon"), or else its sub-section header's words. Only the topic
// organ's own findings are read this way, the topic's words standing in for a pattern's word
// group that names the site where one of the group's phrases is part of the topic ("sigmoid" of
// "the sigmoid colon"; "terminal ileum" is not part of "BOWEL"), and only where the clause itself
// fills every other word group of the pattern.

// topicPattern is a pattern of one of an organ's concepts whose site groups a clause's topic may
// fill.
type topicPattern struct {
	pattern int
	site    uint8        // the groups that name the organ
	alts    [][][]string // per site group, its phrases that name the organ (stems)
}

// topics is the topic state of one reading: of a report (the organ spoken of), or of a note
// (note: the pain spoken of; see painTopicOf).
type topics struct {
	text  string
	organ string       // the organ the current sentence speaks of ("": none known); painTopic in a note
	words []string     // the words naming it (stems)
	occ   []occurrence // scratch for topicCandidates

	note      bool
	section   int // a note's header segment of the topic (a new one ends it)
	sentences int // sentences begun since the topic was last named
}

// compileTopics finds, for every organ of the report language, the patterns of its concepts
// with a site group — a word group at least a third of whose phrases name the organ (contain one
// of its phrases: "around the colon", "sigmoid"; "liver" and "hepatic" of "liver, hepatic, right
// lobe, left lobe, segment") — and at least one group that is not.
func (l *Lexicon) compileTopics() {
	phrases := map[string][][]string{} // organ -> its phrases, in stems
	for _, first := range slices.Sorted(maps.Keys(l.report.organIndex)) {
		for _, ph := range l.report.organIndex[first] {
			for _, o := range ph.organs {
				phrases[o] = append(phrases[o], ph.stems)
			}
		}
	}
	l.topicPats = map[string][]topicPattern{}
	l.siteGroups(func(r phraseRef) bool {
		for _, st := range phrases[l.concepts[l.patterns[r.pattern].concept].Organ] {
			if containsStems(r.stems, st) {
				return true
			}
		}
		return false
	}, func(pi int) string { return l.concepts[l.patterns[pi].concept].Organ })
}

// siteGroups finds the site groups of every pattern — word groups at least a third of whose
// phrases names says name the site — and adds to topicPats, under the key topic gives its
// pattern, each pattern with a site group and at least one group that is not (which a clause
// must fill itself). It returns each pattern's site groups.
func (l *Lexicon) siteGroups(names func(phraseRef) bool, topic func(pattern int) string) map[int]uint8 {
	type group struct{ pattern, group int }
	all := map[group]int{}
	naming := map[group][][]string{}
	for _, first := range slices.Sorted(maps.Keys(l.index)) {
		for _, r := range l.index[first] {
			g := group{r.pattern, r.group}
			all[g]++
			if names(r) {
				naming[g] = append(naming[g], r.stems)
			}
		}
	}
	site := map[int]uint8{} // pattern -> its site groups
	for g, alts := range naming {
		if 3*len(alts) >= all[g] {
			site[g.pattern] |= 1 << g.group
		}
	}
	for _, pi := range slices.Sorted(maps.Keys(site)) {
		pt := l.patterns[pi]
		if pt.mode == modeNegOnly || site[pi] == l.allGroups[pi] {
			continue
		}
		tp := topicPattern{pattern: pi, site: site[pi], alts: make([][][]string, pt.groups)}
		for g := range pt.groups {
			if site[pi]&(1<<g) != 0 {
				tp.alts[g] = naming[group{pi, g}]
			}
		}
		key := topic(pi)
		l.topicPats[key] = append(l.topicPats[key], tp)
	}
	return site
}

// containsStems reports whether sub occurs in stems as a run.
func containsStems(stems, sub []string) bool {
	for i := 0; i+len(sub) <= len(stems); i++ {
		if equalStrings(stems[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// topicOf follows the topic through clause [a, b) of a report and reports whether the clause is
// to be read as speaking of it: it names no organ itself and a topic is known, or its subject is
// an organ (which becomes the topic). A sentence starts
// with its sub-section header as topic, when the header names exactly one organ; a clause whose
// subject is an organ makes it the topic for the rest of the sentence. (A topic carried on into
// the next sentence read "There is a groin defect that enlarges" after "No dilated bowel loops"
// as dilated bowel.)
func (l *Lexicon) topicOf(tp *topics, toks []token, a, b int, hdrs []header) bool {
	// A sentence led by a pronoun ("Its wall is hyperemic") goes on about the topic before it,
	// within the same sub-section.
	carried := a > 0 && tp.organ != "" && (pronouns[toks[a].stem] || leadsWithPart(toks, a, b)) && toks[a].section == toks[a-1].section
	if (a == 0 || toks[a].brk == brkHard) && !carried {
		tp.organ, tp.words = "", tp.words[:0]
		if hi := toks[a].section; hi >= 0 && len(hdrs[hi].organs) == 1 {
			h := hdrs[hi]
			tp.organ = h.organs[0]
			tp.words = append(tp.words, l.phrase(strings.TrimSuffix(strings.TrimSpace(tp.text[h.start:h.end]), ":"))...)
			tp.words = append(tp.words, l.organWords(tp.organ)...)
		}
	}
	if carried && pronouns[toks[a].stem] && !l.secondSubject(toks, a, b) {
		// The pronoun is the clause's subject: an organ named after it is what the topic
		// touches ("It is dilated, with stranding that abuts the psoas and the right ureter"),
		// unless the organ has a verb of its own ("It is dilated and the ureter is normal").
		return true
	}
	at, n, organ, named := l.subjectOrgan(toks, a, b, tp.organ)
	if named {
		if n == 0 {
			return false
		}
		// "The cecum is mobile and the appendix is retrocecal": the later subject is the one a
		// following "it" speaks of.
		if at2, n2, organ2, ok := l.laterSubject(toks, at+n, b); ok {
			at, n, organ = at2, n2, organ2
		}
		tp.organ, tp.words = organ, tp.words[:0]
		for k := at; k < at+n; k++ {
			tp.words = append(tp.words, toks[k].stem)
		}
		// The organ's own name goes with the words that named it, so that a subject named in
		// other words ("a tubular blind-ending structure") fills a site group ("appendix").
		tp.words = append(tp.words, l.organWords(organ)...)
		// The clause speaks of its subject to its end, however far a finding stands from it
		// ("The mid sigmoid colon demonstrates a 9 cm segment of circumferential mural
		// thickening with several inflamed diverticula and haziness of the adjacent mesenteric
		// fat").
		return true
	}
	return tp.organ != ""
}

// organWords returns the stems of an organ's own name ("bile_ducts": "bile", "duct").
func (l *Lexicon) organWords(organ string) []string {
	return l.phrase(strings.ReplaceAll(organ, "_", " "))
}

// pronouns lead a sentence that speaks of the previous one's topic.
var pronouns = map[string]bool{"it": true, "its": true}

// parts are the parts of an organ that lead a sentence about the organ before it, in the clipped
// style of reports: "The gallbladder is distended. Wall measures 5 mm." A sentence that names an
// organ of its own still makes it the topic.
var parts = map[string]bool{"wall": true, "walls": true, "lumen": true, "tip": true, "base": true, "distal": true, "proximal": true,
	"fundu": true, "neck": true, "bodi": true, "tail": true, "head": true}

// leadsWithPart reports whether clause [a, b) opens with an organ's part, after at most one
// article or denial ("Wall measures 5 mm", "The wall is 2 mm", "No wall thickening").
func leadsWithPart(toks []token, a, b int) bool {
	if a < b && partLead[toks[a].stem] {
		a++
	}
	return a < b && parts[toks[a].stem]
}

// partLead are the words that may stand before a part that leads a sentence.
var partLead = map[string]bool{"the": true, "no": true}

// locatives lead a clause that says where what follows is: "In the dome of the right hepatic lobe
// (segment 8), there is a collection". Without a verb of its own (the parenthesis ends it), such a
// clause's first organ is its subject however far into it.
var locatives = map[string]bool{"in": true, "within": true, "at": true, "along": true, "throughout": true}

// laterSubject returns the subject of a second predicate joined to the first in [a, b) ("... and
// the appendix is retrocecal"): an organ phrase of one organ right after a joining word (and,
// but, while, whereas; articles allowed between), with a verb of its own after it.
func (l *Lexicon) laterSubject(toks []token, a, b int) (at, n int, organ string, ok bool) {
	for k := a; k < b; k++ {
		if !l.report.joins[toks[k].stem] {
			continue
		}
		q := k + 1
		for q < b && (toks[q].stem == "the" || toks[q].stem == "a" || toks[q].stem == "an") {
			q++
		}
		best := l.organAt(toks, q, b)
		if best == nil || len(best.organs) != 1 {
			continue
		}
		for v := q + len(best.stems); v < b; v++ {
			if l.report.verbs[toks[v].stem] {
				return q, len(best.stems), best.organs[0], true
			}
		}
	}
	return 0, 0, "", false
}

// firstVerb returns the position of the first verb in [a, b), -1 if none.
func (l *Lexicon) firstVerb(toks []token, a, b int) int {
	for k := a; k < b; k++ {
		if l.report.verbs[toks[k].stem] {
			return k
		}
	}
	return -1
}

// organAt returns the longest organ phrase that starts at k and ends by b, nil if none.
func (l *Lexicon) organAt(toks []token, k, b int) *organPhrase {
	if k >= b {
		return nil
	}
	var best *organPhrase
	for i, ph := range l.report.organIndex[toks[k].stem] {
		if k+len(ph.stems) <= b && stemsAt(toks, k, ph.stems) && (best == nil || len(ph.stems) > len(best.stems)) {
			best = &l.report.organIndex[toks[k].stem][i]
		}
	}
	return best
}

// secondSubject reports whether clause [a, b) names an organ after its first verb that has a verb
// of its own after it: a second subject ("It is dilated and the right ureter is normal").
func (l *Lexicon) secondSubject(toks []token, a, b int) bool {
	verb := l.firstVerb(toks, a, b)
	if verb < 0 {
		return false
	}
	organ := false
	for k := verb + 1; k < b; k++ {
		if len(l.report.organIndex[toks[k].stem]) > 0 {
			organ = true
		} else if organ && l.report.verbs[toks[k].stem] {
			return true
		}
	}
	return false
}

// subjectWords is how far into a clause without a verb its first organ still counts as its
// subject ("Gallbladder wall thickened to 5 mm", "Marked distension of the gallbladder").
const subjectWords = 4

// subjectOrgan reports whether clause [a, b) names an organ, and the phrase of its subject (at
// its first word, n words long; n = 0 for none) and the organ it names: the first organ phrase
// before the clause's verb (within subjectWords words when it has none), when that phrase names
// one organ only ("hepatobiliary" names three). With a topic (topical), an organ named as a
// neighbour ("adjacent to the gallbladder") is not named here: the clause goes on about the
// topic. Without one it is ("near the dome of the liver" places a lesion in the liver). The topic
// organ (topic, "" for none) named past the subject's place leaves the clause on the topic.
func (l *Lexicon) subjectOrgan(toks []token, a, b int, topic string) (at, n int, organ string, named bool) {
	topical := topic != ""
	verb := l.firstVerb(toks, a, b)
	for k := a; k < b; k++ {
		best := l.organAt(toks, k, b)
		if best == nil || topical && l.neighbourAt(toks, k) {
			continue
		}
		subject := verb >= 0 && k < verb || verb < 0 && (k-a < subjectWords || locatives[toks[a].stem])
		if subject && len(best.organs) == 1 {
			return k, len(best.stems), best.organs[0], true
		}
		if len(best.organs) == 1 && best.organs[0] == topic {
			// The topic named again past the subject's place ("The sigmoid colon has
			// diverticulosis, with a long segment of wall thickening and pericolic
			// stranding"): the clause still speaks of it.
			k += len(best.stems) - 1
			continue
		}
		return 0, 0, "", true
	}
	return 0, 0, "", false
}

// topicCandidates appends to cands the candidates of clause [a, b) read as speaking of the
// topic: the topic organ's patterns whose site groups the topic's words fill and whose other
// groups the clause fills.
func (l *Lexicon) topicCandidates(cands []found, toks []token, a, b int, hdrs []header, ar *ints, tp *topics) []found {
	tps := l.topicPats[tp.organ]
	if len(tps) == 0 {
		return cands
	}
	occ := l.matchSlow(toks, a, b, tp.occ[:0]) // sorted by pattern
	tp.occ = occ
	i := 0
	for _, t := range tps {
		for i < len(occ) && occ[i].pattern < t.pattern {
			i++
		}
		j := i
		for j < len(occ) && occ[j].pattern == t.pattern {
			j++
		}
		if j > i && l.topicFills(tp.words, t) {
			n := len(cands)
			cands = l.patternCandidates(cands, occ[i:j], toks, a, b, hdrs, ar, t.site)
			for k := n; k < len(cands); k++ {
				cands[k].painTopic = tp.note
			}
		}
		i = j
	}
	return cands
}

// topicFills reports whether the topic's words fill every site group of t: each has a phrase
// that is part of them.
func (l *Lexicon) topicFills(words []string, t topicPattern) bool {
	for g, alts := range t.alts {
		if t.site&(1<<g) == 0 {
			continue
		}
		ok := false
		for _, alt := range alts {
			if containsStems(words, alt) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// A history describes a pain once and goes on about it in clauses without a subject: "c/o abd
// pain since last night. Started around the umbilicus, now in the right lower quadrant, sharp,
// constant." A clause of a note that names no pain of its own is therefore read as speaking of
// the pain named last — in its own sentence or the one before, under the same header, with no
// other symptom named in between — for the patterns with a word group of pain words ("$pain +
// $rlq", "constant + $pain"), the pain word standing in for that group. Only an affirmed pain
// becomes the topic: a clause with a negation trigger before its pain word ("denies chest
// pain") names none.

// painTopic is the topic key of the pain in topicPats (no organ has this name).
const painTopic = "\x00pain"

// compilePainTopic finds the patterns with a group of pain words — a group at least a third of
// whose one-word phrases are language.yaml's pain words — and another group.
func (l *Lexicon) compilePainTopic() {
	l.painWords = map[string]bool{}
	for _, w := range l.painList {
		if st := l.phrase(w); len(st) == 1 {
			l.painWords[st[0]] = true
		}
	}
	site := l.siteGroups(func(r phraseRef) bool {
		return len(r.stems) == 1 && !r.trig && l.painWords[r.stems[0]]
	}, func(int) string { return painTopic })
	// A concept about a pain: one of its patterns has a pain group, or its id says pain
	// ("pain_worse_with_movement").
	l.painConcept = make([]bool, len(l.concepts))
	for pi := range site {
		l.painConcept[l.patterns[pi].concept] = true
	}
	for ci, c := range l.concepts {
		l.painConcept[ci] = l.painConcept[ci] || strings.Contains(c.ID, "pain")
	}
}

// painTopicOf follows the pain topic of a note through clause [a, b) and reports whether the
// clause is to be read as speaking of it.
func (l *Lexicon) painTopicOf(tp *topics, toks []token, a, b int) bool {
	switch {
	case a == 0 || toks[a].section != tp.section:
		tp.organ, tp.section, tp.sentences = "", toks[a].section, 0
	case toks[a].brk == brkHard:
		if tp.sentences++; tp.sentences > 1 {
			tp.organ = ""
		}
	}
	for k := a; k < b; k++ {
		if !l.painWords[toks[k].stem] {
			continue
		}
		if !l.denialBefore(toks, k) {
			tp.organ, tp.words, tp.sentences = painTopic, append(tp.words[:0], toks[k].stem), 0
		}
		return false
	}
	return tp.organ != ""
}

// denialBefore reports whether a negation pre-trigger's first word stands in the sentence of
// token k before it.
func (l *Lexicon) denialBefore(toks []token, k int) bool {
	for j := k - 1; j >= 0; j-- {
		for _, ti := range l.trigIndex[toks[j].stem] {
			if l.trigs[ti].kind == trigPre {
				return true
			}
		}
		if toks[j].brk == brkHard {
			break
		}
	}
	return false
}

// ownConcepts reports whether a clause's own candidates name something other than a pain.
func (l *Lexicon) ownConcepts(cands []found) bool {
	for _, f := range cands {
		if !l.painConcept[f.concept] {
			return true
		}
	}
	return false
}

// endPainClause ends the pain topic after a clause that named a symptom or sign other than a
// pain (fs: what the clause was read to say): "Vomiting since this morning, then fever" speaks
// of no pain.
func (l *Lexicon) endPainClause(tp *topics, fs []found) {
	for _, f := range fs {
		if k := l.concepts[f.concept].Kind; (k == "symptom" || k == "sign") && !l.painConcept[f.concept] {
			tp.organ = ""
			return
		}
	}
}
