package lexicon

// trigOcc is a negation trigger found in the text.
type trigOcc struct {
	kind     int
	s, e     int
	oneWord  bool // "non-": negates only the next word
	list     bool // a verb of denial: its scope is the whole list after it
	consumed bool // part of a concept's own words ("absent bowel sounds")
}

// negate marks the negated concepts. Pre-triggers negate forward to the end of the clause; the
// scope goes on over a comma only into a bare list item ("denies fever, chills, nausea") and
// never over a period, semicolon, colon, line end, header or a terminating word ("but",
// "reports", "c/o"). Post-triggers negate backward within their clause. A trigger that is one of
// a concept's own words negates nothing, and a pseudo-trigger ("no change", "gram negative")
// blocks the triggers it contains, unless a concept owns its words after the trigger ("no
// change in bowel habits").
//
// It returns which tokens stand in the forward scope of a pre-trigger or before a post-trigger
// in its clause (nil when none does). A concept is negated when one of its words is: in
// "gallbladder is unremarkable without stones" the stones are denied, not the gallbladder.
func (l *Lexicon) negate(toks []token, fs []found) []bool {
	trigs := l.triggers(toks, fs)
	if len(trigs) == 0 {
		return nil
	}
	covered := make([]bool, len(toks))
	for _, f := range fs {
		for _, p := range f.pos {
			covered[p] = true
		}
	}
	negBy := make([]int, len(toks))
	for i := range negBy {
		negBy[i] = -1
	}
	for ti, t := range trigs {
		if t.kind != trigPre || t.consumed {
			continue
		}
		if t.oneWord {
			if t.e < len(toks) && toks[t.e].brk == brkNone {
				negBy[t.e] = ti
			}
			continue
		}
		bareList := false // the rest of the sentence is a bare list: every item is negated
		inList := false   // the scope went over a comma
		for j := t.e; j < len(toks); j++ {
			if j > t.e || toks[j].brk != brkNone {
				if toks[j].brk == brkHard {
					break
				}
				inList = inList || toks[j].brk == brkSoft
				if toks[j].brk == brkSoft && t.e-t.s == 1 && toks[t.s].stem == "not" && !orAhead(toks, j) {
					break // "not opened bowels for 4 days, vomiting bilious": "not" denies its own phrase
				}
				if toks[j].brk == brkSoft && !bareList {
					var ok, bare bool
					if t.list {
						ok, bare = l.deniedItem(toks, j, covered), false
					} else {
						ok, bare = l.listItem(toks, j, covered)
					}
					if !ok {
						break
					}
					bareList = bare
				}
			}
			// The word right after the trigger, or after "or" in its list, is governed by it,
			// terminator or not: "no positive Kernig sign", "no rash or positive Brudzinski sign".
			if l.terminators[toks[j].stem] && !covered[j] && j > t.e && !(toks[j].brk == brkNone && (toks[j-1].stem == "or" || toks[j-1].stem == "nor")) {
				break
			}
			if (inList || j > t.e && toks[j].brk == brkNone && (toks[j-1].stem == "and" || toks[j-1].stem == "but")) && l.clauseWords[toks[j].stem] && !covered[j] {
				break // "denies fever, chills that she is...", "bowels not opened and is vomiting": a clause of its own
			}
			negBy[j] = ti
		}
	}
	neg := make([]bool, len(toks))
	for i, ti := range negBy {
		neg[i] = ti >= 0
	}
	// Post-triggers negate backward to the start of their clause, never into the clause before
	// it ("positive obturator, negative psoas sign"). One that a concept follows in its clause
	// qualifies what follows instead ("negative Murphy sign"), to the end of the clause.
	starts := conceptStarts(toks, fs)
	for _, t := range trigs {
		if t.kind != trigPost || t.consumed {
			continue
		}
		if t.e < len(toks) && toks[t.e].brk == brkNone && starts[t.e] {
			for q := t.e; q < len(toks) && (q == t.e || toks[q].brk == brkNone); q++ {
				neg[q] = true
			}
			continue
		}
		for q := t.s - 1; q >= 0 && toks[q+1].brk == brkNone; q-- {
			neg[q] = true
		}
	}
	for i := range fs {
		f := &fs[i]
		for _, p := range f.pos {
			if neg[p] {
				f.negated = !l.listAffirmedAt(toks, trigs, negBy, f)
				break
			}
		}
		for _, t := range trigs {
			if t.kind == trigUncertain && !t.consumed && uncertainBy(toks, t, f) {
				f.uncertain = true
				break
			}
		}
	}
	return neg
}

// orAhead reports whether an "or" or "nor" joins the rest of the sentence from toks[j] (the
// list a "not" governs: "not tender, distended or rigid").
func orAhead(toks []token, j int) bool {
	for k := j; k < len(toks) && (k == j || toks[k].brk != brkHard); k++ {
		if toks[k].stem == "or" || toks[k].stem == "nor" {
			return true
		}
	}
	return false
}

// listAffirmedAt reports whether f is a list-affirmed concept (ListAffirmed) that a denial
// reaches only as a later item of its list: over a comma, from a trigger that is not a verb of
// denial, with no "or" just before it, as the last item of its list.
func (l *Lexicon) listAffirmedAt(toks []token, trigs []trigOcc, negBy []int, f *found) bool {
	p := f.pos[0]
	if !l.cons[f.concept].listAffirmed || negBy[p] < 0 || p == 0 {
		return false
	}
	t := trigs[negBy[p]]
	if t.list || toks[p-1].stem == "or" || toks[p-1].stem == "nor" {
		return false
	}
	crossed := false
	for q := t.e; q <= p; q++ {
		crossed = crossed || toks[q].brk == brkSoft
	}
	if !crossed {
		return false
	}
	// A list that goes on past the concept is denied item by item ("no hepatomegaly, diminished
	// bowel sounds or RUQ tenderness", "no distension, hypoactive sounds, discharge"), unless
	// what follows is denied on its own ("no rebound, bowel sounds hypoactive, no distension").
	for q := p + 1; q < len(toks) && toks[q].brk != brkHard; q++ {
		if toks[q].stem == "or" || toks[q].stem == "nor" || toks[q].brk == brkSoft && !l.preTrigger(toks[q].stem) {
			return false
		}
	}
	return true
}

// preTrigger reports whether a negation pre-trigger starts with the word of stem s.
func (l *Lexicon) preTrigger(s string) bool {
	for _, ti := range l.trigIndex[s] {
		if l.trigs[ti].kind == trigPre {
			return true
		}
	}
	return false
}

// startsTrigger reports whether a trigger other than a pseudo-trigger starts with the word of
// stem s.
func (l *Lexicon) startsTrigger(s string) bool {
	for _, ti := range l.trigIndex[s] {
		if l.trigs[ti].kind != trigPseudo {
			return true
		}
	}
	return false
}

// uncertainReach is how many words may stand between an uncertainty trigger and the concept it
// qualifies ("equivocal right-sided Murphy sign", "a small stone cannot be excluded").
const uncertainReach = 3

// uncertainBy reports whether the uncertainty trigger t qualifies concept f: it ends at most
// uncertainReach words before the concept's first word or starts at most that many after its
// last, in the same clause.
func uncertainBy(toks []token, t trigOcc, f *found) bool {
	first, last := f.pos[0], f.pos[len(f.pos)-1]
	switch {
	case t.e <= first:
		return first-t.e <= uncertainReach && sameClause(toks, t.s, first+1)
	case t.s > last:
		return t.s-last-1 <= uncertainReach && sameClause(toks, last, t.e)
	}
	return false
}

// conceptStarts marks the tokens where a found concept's words begin.
func conceptStarts(toks []token, fs []found) []bool {
	starts := make([]bool, len(toks))
	for _, f := range fs {
		starts[f.pos[0]] = true
	}
	return starts
}

// maxListItemWords is the longest item, in words, of a bare negated list ("denies nausea,
// drooling from the corner of the mouth."): a longer one is read as a clause of its own.
const maxListItemWords = 10

// deniedItem reports whether the clause starting at j (after a comma) is still an item of the
// list a verb of denial governs ("denies fever, 2 episodes of emesis, persistent cough, chills"):
// it is unless it opens with a terminating word ("but", "reports"), a word that opens a clause of
// its own ("she") or "with" ("denies fever, with pain since"). Affirming words and numbers do
// not end it: under "denies" they qualify the denied item. The scope still ends inside the item
// at a terminating or clause word ("chills but has vomiting").
func (l *Lexicon) deniedItem(toks []token, j int, covered []bool) bool {
	t := toks[j]
	return covered[j] || !(l.terminators[t.stem] || l.clauseWords[t.stem] || t.stem == "with")
}

// listItem reports whether the clause starting at j (after a comma) is an item of a negated
// list. It is when the list goes on over commas to a last item joined by "or" ("denies nausea,
// pain worse with movement or yellowing of the skin") with no terminating word, clause word
// ("she", "is") or exam grade ("2+") on the way; or when the list goes on over commas to the end
// of its sentence with items of at most maxListItemWords words and no affirming word; otherwise
// when it has no affirming word, does not start with a number, and either every word belongs to a
// concept or a list word ("and", "any"), or it is at most two words long. A number inside an item
// ("waking at 4 am", "2 episodes of emesis") does not end the list. A word that belongs to a
// concept ("guaiac positive stool") neither terminates nor affirms.
func (l *Lexicon) listItem(toks []token, j int, covered []bool) (ok, bareList bool) {
	first := true
	allKnown, affirmed := true, false
	words := 0
	lastStart := -1
	// A list that runs over commas to the end of its sentence, every item short and none with a
	// terminating, affirming word or a number, is a bare list ("denies chest pain, shortness of
	// breath, pain radiating to the back."), when at least two items follow the first; it reports
	// bareList then, and the caller negates the rest of the sentence.
	bare, itemWords, itemStart, items := true, 0, -1, 1
	for k := j; k < len(toks); k++ {
		t := toks[k]
		if k > j && t.brk != brkNone {
			if t.brk == brkHard {
				break
			}
			first = false
			itemWords = 0
			items++
		}
		if t.grade || l.terminators[t.stem] && !covered[k] || l.clauseWords[t.stem] && !covered[k] {
			return false, false
		}
		if t.stem == "or" || t.stem == "nor" {
			return true, false
		}
		if t.start != itemStart {
			itemWords++
			itemStart = t.start
			if itemWords == 1 && (t.stem == "with" || t.digit) && !covered[k] {
				bare = false // "not anticoagulated, with abrupt pain": a new clause, not an item
			}
		}
		if l.affirm[t.stem] && !covered[k] || itemWords > maxListItemWords {
			bare = false
		}
		if !first {
			continue
		}
		if l.affirm[t.stem] && !covered[k] || t.digit && !covered[k] && first && words == 0 {
			affirmed = true // "no rebound, 2 cm mass": an item led by a number is a measurement
		}
		if t.digit && k+1 < len(toks) && sizeUnits[toks[k+1].stem] {
			affirmed = true // "no stones, wall thickened to 7 mm": what is measured is there
		}
		if !covered[k] && !l.fillers[t.stem] {
			allKnown = false
		}
		if t.start != lastStart {
			words++
			lastStart = t.start
		}
	}
	return !affirmed && (allKnown || words <= 2 || bare), bare
}

// sizeUnits are the units of a size: a list item that measures something states it.
var sizeUnits = map[string]bool{"mm": true, "cm": true, "millimet": true, "centimet": true}

// triggers finds the negation triggers of the token stream, drops those inside a
// pseudo-trigger, and marks those that are a concept's own words as consumed.
func (l *Lexicon) triggers(toks []token, fs []found) []trigOcc {
	var occ []trigOcc
	var pseudo [][2]int
	for p := 0; p < len(toks); p++ {
		id := toks[p].id // by id: preWordID is preWord, trigByID trigIndex (see compileIDs)
		if l.preWordID[id] {
			occ = append(occ, trigOcc{kind: trigPre, s: p, e: p + 1, oneWord: true})
		}
		for _, ti := range l.trigByID[id] {
			t := l.trigs[ti]
			if p+len(t.stems) > len(toks) || !idsAt(toks, p, l.trigIDs[ti]) || !sameClause(toks, p, p+len(t.stems)) {
				continue
			}
			if t.kind == trigPseudo {
				pseudo = append(pseudo, [2]int{p, p + len(t.stems)})
				continue
			}
			occ = append(occ, trigOcc{kind: t.kind, s: p, e: p + len(t.stems), list: t.list})
		}
	}
	// A trigger is a concept's own word when the concept owns its first, governing word
	// ("no" of "no bowel sounds"); one that only shares a later word ("noticed" of "not noticed
	// yellowing") still negates. A trigger that holds a concept's own trigger is the concept's
	// too: the "is not" of "the gallbladder is not visualized", whose "not" is the finding's.
	for i := range occ {
		for _, f := range fs {
			if containsInt(f.pos, occ[i].s) {
				occ[i].consumed = true
			}
		}
	}
	for i := range occ {
		for _, u := range occ {
			if u.consumed && occ[i].s <= u.s && u.e <= occ[i].e {
				occ[i].consumed = true
			}
		}
	}
	// A pseudo-trigger blocks the triggers inside it, unless a concept owns one of its words
	// after the trigger: then that word is the finding, and the trigger denies it. "No increase
	// in pain" leaves the pain, but "no increase in blasts" denies increased blasts, "no change
	// in bowel habits" a change in bowel habits, "pain not relieved by food" its relief by food.
	out := occ[:0]
	for _, t := range occ {
		blocked := false
		for _, ps := range pseudo {
			if t.s < ps[1] && ps[0] < t.e && !ownedWord(fs, t.e, ps[1]) {
				blocked = true
				break
			}
		}
		if blocked {
			continue
		}
		out = append(out, t)
	}
	// Of overlapping triggers keep the longest ("no evidence of" over "no").
	res := out[:0]
	for i, t := range out {
		shadowed := false
		for k, u := range out {
			if k != i && u.s <= t.s && t.e <= u.e && (u.e-u.s > t.e-t.s || (u.e-u.s == t.e-t.s && k < i)) {
				shadowed = true
				break
			}
		}
		if !shadowed {
			res = append(res, t)
		}
	}
	return res
}

func sameClause(toks []token, a, b int) bool {
	for q := a + 1; q < b; q++ {
		if toks[q].brk != brkNone {
			return false
		}
	}
	return true
}

// ownedWord reports whether a found concept owns a token in [a, b).
func ownedWord(fs []found, a, b int) bool {
	for _, f := range fs {
		for _, p := range f.pos {
			if a <= p && p < b {
				return true
			}
		}
	}
	return false
}
