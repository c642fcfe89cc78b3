package lexicon

import (
	"slices"
	"sort"
	"strings"
)

// ReadReport reads a study report: its mentions, and the organs it describes as normal.
//
// A report is read sentence by sentence, each sentence cut into clauses where a new subject
// begins ("The bladder is partially distended and the pelvic structures are within normal
// limits"). A clause calls its organs normal when it carries a normal cue ("unremarkable",
// "within normal limits", "not dilated", "normal in caliber", "homogeneous", "clear") or denies
// something ("No free air", "The gallbladder is normal without stones", "There is no
// ascites"), and affirms no abnormal word of its own ("enlarged", "thickened", "fluid"). Its
// organs are the ones it is about: the words before its verb ("Loops of small bowel are
// normal"), the denied noun phrase up to a preposition ("No free fluid in the pelvis" is about
// free fluid, not the pelvis), or, when those name no organ, the rest of the clause ("Tracer
// passes into the small bowel"), then the organ the line last spoke of ("...; the visualized
// portions are normal") or its sub-section header ("LIVER: Unremarkable."). An organ with an
// affirmed abnormal finding anywhere in the report is never listed normal.
func (l *Lexicon) ReadReport(text string) Report {
	cuts := l.rereads(text)
	if len(cuts) == 0 {
		return l.readReport(text)
	}
	r := l.readReport(text[:cuts[0].at])
	for i, c := range cuts {
		end := len(text)
		if i+1 < len(cuts) {
			end = cuts[i+1].at
		}
		r = l.amend(r, l.readReport(text[c.at:end]), c.at, c.final)
	}
	return r
}

// reread is where a report is read again: a final read after a preliminary one (final), or an
// addendum.
type reread struct {
	at    int
	final bool
}

// rereads finds the final reads that follow a preliminary read and the addenda of a report, in
// order. What follows each corrects what comes before it (amend).
func (l *Lexicon) rereads(text string) []reread {
	var out []reread
	prelim := false
	for _, h := range l.headers(text) {
		switch h.section {
		case "prelim":
			prelim = true
		case "final":
			if prelim {
				out = append(out, reread{h.start, true})
				prelim = false
			}
		case "addendum":
			out = append(out, reread{h.start, false})
		}
	}
	return out
}

// amend merges what a report said before with a later read of it (read on its own, its offsets
// from at): the later read wins where they disagree. An organ it calls normal loses the earlier
// abnormal findings and doubt; a finding it affirms loses the earlier denial or doubt of it, and
// an organ it shows abnormal is no longer normal. A denial takes nothing back by itself: an
// addendum adds ("a 5 mm appendicolith in the mid appendix" says nothing against the dilated
// appendix before it) and retracts by calling the organ normal. A final read after a
// preliminary one (final) also takes back what the preliminary read said of an organ it could
// not assess ("Wet read: dilated appendix. Final read: appendix not visualized").
func (l *Lexicon) amend(body, add Report, at int, final bool) Report {
	normal := map[string]bool{} // organs whose earlier abnormal findings go
	for _, o := range add.Normal {
		normal[o] = true
	}
	if final {
		for _, o := range add.Unsure {
			normal[o] = true
		}
	}
	said, abnormal := map[string]bool{}, map[string]bool{} // said: what the addendum affirms
	for _, m := range add.Mentions {
		if m.Negated {
			continue
		}
		said[m.Concept] = true
		if i, ok := l.byID[m.Concept]; ok && l.concepts[i].Organ != "" && !l.cons[i].normal {
			abnormal[l.concepts[i].Organ] = true
		}
	}
	out := Report{}
	for _, m := range body.Mentions {
		i, ok := l.byID[m.Concept]
		organ := ""
		if ok {
			organ = l.concepts[i].Organ
		}
		if said[m.Concept] || organ != "" && normal[organ] && !m.Negated && !l.cons[i].normal {
			continue
		}
		out.Mentions = append(out.Mentions, m)
	}
	for _, m := range add.Mentions {
		m.Start, m.End = m.Start+at, m.End+at
		out.Mentions = append(out.Mentions, m)
	}
	keep := func(body, add []string, drop map[string]bool) []string {
		var os []string
		for _, o := range body {
			if !drop[o] {
				os = append(os, o)
			}
		}
		for _, o := range add {
			if !slices.Contains(os, o) {
				os = append(os, o)
			}
		}
		sort.Strings(os)
		return os
	}
	out.Normal = keep(body.Normal, add.Normal, abnormal)
	for o := range abnormal { // the earlier doubt goes with an organ called normal or abnormal
		normal[o] = true
	}
	out.Unsure = keep(body.Unsure, add.Unsure, normal)
	for _, o := range out.Unsure { // an organ is never both normal and unsure
		if i := slices.Index(out.Normal, o); i >= 0 && slices.Contains(add.Unsure, o) {
			out.Normal = slices.Delete(out.Normal, i, i+1)
		}
	}
	out.Doubted = keep(body.Doubted, add.Doubted, said)
	return out
}

// readReport is ReadReport of a report read once.
func (l *Lexicon) readReport(text string) Report {
	ms, p := l.read(text, true)
	abnormal := map[string]bool{}
	for _, f := range p.fs {
		ci := f.concept
		if !f.negated && l.concepts[ci].Organ != "" && !l.cons[ci].normal {
			abnormal[l.concepts[ci].Organ] = true
		}
	}
	// odd are the organs a clause calls abnormal in words the terminology does not name ("a 5 cm
	// hypoattenuating lesion in the right hepatic lobe"): no other clause makes them normal.
	normal, unsure, odd := map[string]bool{}, map[string]bool{}, map[string]bool{}
	// unseen are the organs a clause names as not seen ("The appendix is not separately
	// identified"): their unreported findings stay unknown even beside an abnormal one (an
	// abscess that took the appendix's place).
	unseen := map[string]bool{}
	for _, o := range p.doubt {
		unsure[o] = true
	}
	toks := p.toks
	var topic []string
	for a := 0; a < len(toks); {
		b := a + 1
		for b < len(toks) && toks[b].brk != brkHard {
			b++
		}
		if a == 0 || toks[a].section != toks[a-1].section || strings.Contains(p.text[toks[a-1].end:toks[a].start], "\n") {
			topic = nil
			if hi := toks[a].section; hi >= 0 {
				topic = p.hdrs[hi].organs
			}
		}
		for _, seg := range l.clausesOf(toks, a, b) {
			organs, subject, isNormal := l.clauseNormal(p, seg[0], seg[1])
			before := topic
			if len(subject) > 0 {
				topic = subject
			}
			if len(organs) == 0 {
				organs = topic
			}
			if os, byWords := l.clauseUnsure(p, seg[0], seg[1], before); len(os) > 0 {
				named := !byWords && l.namesUnseen(p, seg[0], seg[1])
				for _, o := range os {
					unsure[o] = true
					if byWords {
						odd[o] = true
					}
					if named {
						unseen[o] = true
					}
				}
				continue
			}
			if !isNormal {
				continue
			}
			for _, o := range organs {
				normal[o] = true
			}
		}
		a = b
	}
	out := Report{Mentions: ms, Doubted: p.doubted}
	sort.Strings(out.Doubted)
	for o := range normal {
		if !abnormal[o] && !odd[o] {
			out.Normal = append(out.Normal, o)
		}
	}
	sort.Strings(out.Normal)
	for o := range unsure {
		if (!normal[o] || odd[o]) && (!abnormal[o] || unseen[o]) {
			out.Unsure = append(out.Unsure, o)
		}
	}
	sort.Strings(out.Unsure)
	tokenPool.Put(&p.toks) // nothing read keeps a reference to the tokens
	return out
}

// clausesOf cuts sentence [a, b) where a new subject starts after a clause that already has its
// verb: at "and", "but", "while" or a comma followed by a clause opener ("the", "there", "no").
func (l *Lexicon) clausesOf(toks []token, a, b int) [][2]int {
	var out [][2]int
	s, verb := a, false
	for q := a; q < b; q++ {
		if q > s && verb {
			switch {
			case l.report.joins[toks[q].stem] && q+1 < b && l.report.openers[toks[q+1].stem]:
				out = append(out, [2]int{s, q})
				s, verb = q+1, false
				continue
			case toks[q].brk == brkSoft && l.report.openers[toks[q].stem]:
				out = append(out, [2]int{s, q})
				s, verb = q, false
			}
		}
		if l.report.verbs[toks[q].stem] {
			verb = true
		}
	}
	return append(out, [2]int{s, b})
}

// clauseNormal reads clause [s, e): the organs it calls normal (empty when it names none of its
// own), the organs its subject names, and whether it says its organs are normal.
func (l *Lexicon) clauseNormal(p *parsed, s, e int) (organs, subject []string, normal bool) {
	toks := p.toks
	q := s
	if toks[q].stem == "there" && q+1 < e && l.report.verbs[toks[q+1].stem] {
		q += 2
	}
	if n := l.preTriggerAt(toks, q, e); n > 0 {
		// "No free intraperitoneal air.", "There is no ascites or pneumoperitoneum."
		a := q + n
		z := a
		for z < e && !l.report.verbs[toks[z].stem] && !l.report.bounds[toks[z].stem] {
			z++
		}
		subject = l.organsIn(p, a, z, true)
		organs = subject
		if len(organs) == 0 {
			organs = l.organsIn(p, q, e, true)
		}
		return organs, subject, !l.affirmsAbnormal(p, s, e)
	}
	v := -1
	for k := q; k < e; k++ {
		if l.report.verbs[toks[k].stem] {
			v = k
			break
		}
	}
	cue := l.hasNormalCue(toks, s, e)
	if v >= 0 {
		// "The appendix is visualized and is normal", "Tracer is seen in the duodenum".
		subject = l.organsIn(p, q, v, true)
		organs = subject
		if len(organs) == 0 {
			organs = l.organsIn(p, v, e, false)
		}
		if !cue {
			cue = l.deniesIn(toks, v+1, e)
		}
	} else {
		// "Normal pancreas without surrounding inflammatory change."
		organs = l.organsIn(p, q, e, false)
		if len(organs) == 0 {
			organs = l.organsIn(p, q, e, true)
		}
		subject = organs
		if !cue {
			cue = l.deniesIn(toks, q+1, e)
		}
	}
	return organs, subject, cue && !l.affirmsAbnormal(p, s, e)
}

// organsIn lists the organs named in tokens [a, b), in order, without repeats: organ words
// (longest phrase first) outside negation scopes unless denied is set, and with denied set, the
// organs of the concepts denied there ("No stones in the gallbladder").
func (l *Lexicon) organsIn(p *parsed, a, b int, denied bool) []string {
	var out []string
	add := func(os []string) {
		for _, o := range os {
			if !containsString(out, o) {
				out = append(out, o)
			}
		}
	}
	for k := a; k < b; {
		if !denied && p.neg != nil && p.neg[k] {
			k++
			continue
		}
		best := -1
		for i, ph := range l.report.organIndex[p.toks[k].stem] {
			if k+len(ph.stems) <= b && stemsAt(p.toks, k, ph.stems) && (best < 0 || len(ph.stems) > len(l.report.organIndex[p.toks[k].stem][best].stems)) {
				best = i
			}
		}
		if best < 0 {
			k++
			continue
		}
		ph := l.report.organIndex[p.toks[k].stem][best]
		add(ph.organs)
		k += len(ph.stems)
	}
	if denied {
		for _, f := range p.fs {
			o := l.concepts[f.concept].Organ
			if f.negated && o != "" && l.report.organSet[o] && f.pos[0] >= a && f.pos[0] < b {
				add([]string{o})
			}
		}
	}
	return out
}

// preTriggerAt returns the length of the longest negation pre-trigger starting at q inside
// [q, e), or 0.
func (l *Lexicon) preTriggerAt(toks []token, q, e int) int {
	if q >= e {
		return 0
	}
	best := 0
	for _, ti := range l.trigIndex[toks[q].stem] {
		t := l.trigs[ti]
		if t.kind == trigPre && q+len(t.stems) <= e && len(t.stems) > best && stemsAt(toks, q, t.stems) && sameClause(toks, q, q+len(t.stems)) {
			best = len(t.stems)
		}
	}
	return best
}

// deniesIn reports whether a negation pre-trigger starts in [a, b) ("... without stones").
func (l *Lexicon) deniesIn(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if l.preTriggerAt(toks, k, b) > 0 && toks[k].stem != "non" {
			return true
		}
	}
	return false
}

// clauseUnsure returns the organs clause [s, e) leaves in doubt (nil: none), topic being the
// organs the line spoke of before it. A clause that names no finding leaves its organs in doubt
// when it says the study could not assess them ("The appendix is not visualized"; "No free
// fluid is seen" denies free fluid instead) or that something there cannot be called either way
// ("early appendicitis cannot be excluded"): its organs are the ones named before the cue, else
// the topic, else the ones after it ("Non-visualized appendix"). It also does when it affirms
// an abnormal word ("distended", "stranding"): something the terminology does not name is wrong
// there, so its silence about the organ's findings says nothing.
func (l *Lexicon) clauseUnsure(p *parsed, s, e int, topic []string) (organs []string, odd bool) {
	for _, f := range p.fs {
		if f.pos[0] >= s && f.pos[0] < e && l.concepts[f.concept].Organ != "" {
			return nil, false
		}
	}
	// odd: the clause calls something abnormal in words of its own.
	for k := s; k < e && !odd; k++ {
		odd = l.report.abnormal[p.toks[k].stem] && (p.neg == nil || !p.neg[k]) && !(k > s && l.report.undo[p.toks[k-1].stem])
	}
	at, end := l.cueAt(l.report.unseen, p.toks, s, e)
	if at < 0 {
		at, end = l.uncertainAt(p.toks, s, e)
	}
	if at >= 0 {
		if os := l.organsIn(p, s, at, true); len(os) > 0 {
			return os, odd
		}
		if len(topic) > 0 {
			return topic, odd
		}
		return l.organsIn(p, end, e, true), odd
	}
	if odd {
		if os := l.organsIn(p, s, e, true); len(os) > 0 {
			return os, true
		}
		return topic, true
	}
	return nil, false
}

// namesUnseen reports whether clause [s, e) names its organ before an unseen cue ("The appendix
// is not separately identified"), rather than leaving it to the line's topic.
func (l *Lexicon) namesUnseen(p *parsed, s, e int) bool {
	at, _ := l.cueAt(l.report.unseen, p.toks, s, e)
	return at >= 0 && len(l.organsIn(p, s, at, true)) > 0
}

// uncertainAt returns where the first uncertainty trigger ("cannot be excluded") in [a, b)
// starts and ends, or -1, -1.
func (l *Lexicon) uncertainAt(toks []token, a, b int) (int, int) {
	for q := a; q < b; q++ {
		for _, ti := range l.trigIndex[toks[q].stem] {
			t := l.trigs[ti]
			if t.kind == trigUncertain && q+len(t.stems) <= b && stemsAt(toks, q, t.stems) {
				return q, q + len(t.stems)
			}
		}
	}
	return -1, -1
}

// hasNormalCue reports whether [a, b) carries a normal cue that is not itself negated ("not
// normal").
func (l *Lexicon) hasNormalCue(toks []token, a, b int) bool {
	at, _ := l.cueAt(l.report.cueIndex, toks, a, b)
	return at >= 0
}

// cueAt returns where the first cue of index (first stem -> cues) in [a, b) that is not itself
// negated starts and ends, or -1, -1: a one-word cue right after a cue negator ("not normal",
// "not obscured") is not one.
func (l *Lexicon) cueAt(index map[string][][]string, toks []token, a, b int) (int, int) {
	for p := a; p < b; p++ {
		for _, c := range index[toks[p].stem] {
			if p+len(c) > b || !stemsAt(toks, p, c) {
				continue
			}
			if p > a && len(c) == 1 && l.report.not[toks[p-1].stem] {
				continue
			}
			return p, p + len(c)
		}
	}
	return -1, -1
}

// affirmsAbnormal reports whether [a, b) affirms an abnormal finding: an abnormal concept or an
// abnormal word ("enlarged", "thickened", "fluid") outside every negation scope and not undone
// by the word before it ("not dilated", "normally distended").
func (l *Lexicon) affirmsAbnormal(p *parsed, a, b int) bool {
	for _, f := range p.fs {
		if !f.negated && f.pos[0] >= a && f.pos[0] < b && l.concepts[f.concept].Organ != "" && !l.cons[f.concept].normal {
			return true
		}
	}
	for k := a; k < b; k++ {
		if !l.report.abnormal[p.toks[k].stem] || (p.neg != nil && p.neg[k]) {
			continue
		}
		if k > a && l.report.undo[p.toks[k-1].stem] {
			continue
		}
		return true
	}
	return false
}

func containsString(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
