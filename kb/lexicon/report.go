package lexicon

import "sort"

// ReadReport reads a study report: its mentions, and the organs it explicitly describes as
// normal ("unremarkable", "within normal limits", "normal", "not visualized", "no evidence
// of ..."). Organs come from the report's organ sub-sections (every all-capitals "HEADER:" and
// organ label opens its own section) or, in a single findings paragraph, from the organ words of
// each sentence. An organ with an affirmed abnormal finding anywhere in the report is never
// listed normal.
func (l *Lexicon) ReadReport(text string) Report {
	ms, toks, hdrs := l.read(text)
	abnormal := map[string]bool{}
	for _, m := range ms {
		ci := l.byID[m.Concept]
		if !m.Negated && l.concepts[ci].Organ != "" && !l.cons[ci].normal {
			abnormal[l.concepts[ci].Organ] = true
		}
	}
	normal := map[string]bool{}
	for a := 0; a < len(toks); {
		b := a + 1
		for b < len(toks) && toks[b].brk != brkHard {
			b++
		}
		if l.sentenceNormal(toks, a, b) {
			organs := l.sentenceOrgans(toks, a, b)
			if len(organs) == 0 && toks[a].section >= 0 {
				organs = hdrs[toks[a].section].organs
			}
			for _, o := range organs {
				normal[o] = true
			}
		}
		a = b
	}
	out := Report{Mentions: ms}
	for o := range normal {
		if !abnormal[o] {
			out.Normal = append(out.Normal, o)
		}
	}
	sort.Strings(out.Normal)
	return out
}

// sentenceNormal reports whether tokens [a, b) carry a normal cue that is not itself negated
// ("not normal").
func (l *Lexicon) sentenceNormal(toks []token, a, b int) bool {
	for _, cues := range [][][]string{l.normal, l.normalNo} {
		for _, c := range cues {
			for p := a; p+len(c) <= b; p++ {
				if !stemsAt(toks, p, c) {
					continue
				}
				if p > a && (toks[p-1].stem == "not" || toks[p-1].stem == "non") && len(c) == 1 {
					continue
				}
				return true
			}
		}
	}
	return false
}

// sentenceOrgans lists the organs named by the words of tokens [a, b), in order, without repeats.
func (l *Lexicon) sentenceOrgans(toks []token, a, b int) []string {
	var out []string
	for p := a; p < b; p++ {
		for _, o := range l.organs[toks[p].stem] {
			if !containsString(out, o) {
				out = append(out, o)
			}
		}
	}
	return out
}

func containsString(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
