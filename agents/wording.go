package agents

import (
	"math"
	"strings"
	"unicode"

	"agenthospital/internal/textmemo"
)

// Learned wording: a doctor meets words its reader has no concept for (a colleague's shorthand,
// a phrase of another hospital's templates). Every affirmed two-word phrase of a history or an
// examination that holds a word the reader does not know is kept with the episode's experience as an evidence key "w:<word> <word>"; after
// feedback, a phrase counts towards the confirmed diagnosis. A phrase seen often enough, and far
// more often with some diagnoses than with others, becomes evidence of its own, weighed by how
// often it came with each diagnosis. Nothing here knows any phrase in advance.

const (
	wordingPrefix  = "w:"
	wordsPerText   = 32  // most phrases kept from one text
	wordSupport    = 6   // episodes a phrase must have been seen in before it counts
	wordMinShift   = 0.7 // a phrase counts only when some diagnosis's log-ratio reaches this
	wordMaxShift   = 2.0 // one phrase moves a diagnosis's log-odds by at most this
	wordWeight     = 0.5 // phrases overlap with read findings and with each other
	wordsPerChart  = 8   // most phrases weighed in one episode (the most telling ones)
	wordPriorCount = 2.0 // pseudo-episodes pulling a diagnosis's rate to the overall rate
	wordMaxLL      = 4.0 // bound on the summed phrase evidence for one diagnosis
	wordMinLen     = 3   // shorter words are mostly function words or units
)

// wordStat counts how often a phrase came with each diagnosis (by belief index).
type wordStat struct {
	n     []float64
	total float64
}

// wordStop are function words and the framing every note has; they never form a phrase.
var wordStop = setOf(`the and for with was were has had have this that from into onto over
under his her hers him she they them their there then than but also are not per via who whom
which what when where while since upon about after before during each other some such very
patient pt year years old yo male female man woman boy girl infant child presents presented
presenting reports reported reporting states stated notes noted complains complaining
history exam examination today yesterday ago day days week weeks month months hour hours
prior recent recently currently current approximately approx significant denies denied
unremarkable normal within limits`)

// wordNeg are the words that put a clause out of reach: its phrases are not affirmed.
var wordNeg = setOf(`no not denies denied deny denying without negative neg none absent never
nor resolved free`)

func setOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// Wordings is wordings(text, r.Knows), remembered per text with the knowledge base for the
// doctor's reader (every doctor's reader of a knowledge base knows the same words). The returned
// slice is shared: do not change it.
func (r *Reader) Wordings(text string) []string {
	if r.lex == nil || r.kb == nil {
		return wordings(text, r.Knows)
	}
	m := r.kb.Derived(wordMemoKey{}, func() any { return textmemo.New[[]string]() }).(*textmemo.Memo[[]string])
	if ws, ok := m.Get(text); ok {
		return ws
	}
	ws := wordings(text, r.Knows)
	m.Put(text, ws)
	return ws
}

// wordings returns the affirmed two-word phrases of text that hold a word the reader does not
// know (known), as evidence keys, in order of first appearance, at most wordsPerText. What the
// reader reads is evidence already; counting its words again would weigh it twice.
func wordings(text string, known func(string) bool) []string {
	var out []string
	seen := map[string]bool{}
	for _, clause := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == '.' || r == ';' || r == '\n' || r == ':' || r == '?' || r == '!' || r == ','
	}) {
		words := strings.FieldsFunc(clause, func(r rune) bool { return !unicode.IsLetter(r) && r != '/' })
		negated := false
		for _, w := range words {
			if wordNeg[w] {
				negated = true
				break
			}
		}
		if negated {
			continue
		}
		for i := 0; i+1 < len(words); i++ {
			a, b := words[i], words[i+1]
			if !contentWord(a) || !contentWord(b) || (known(a) && known(b)) {
				continue
			}
			k := wordingPrefix + a + " " + b
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
				if len(out) == wordsPerText {
					return out
				}
			}
		}
	}
	return out
}

func contentWord(w string) bool {
	return len(w) >= wordMinLen && !wordStop[w] && strings.Trim(w, "/") != ""
}

// readWords keeps the unfamiliar phrases of a history or an examination with the episode.
func (o *Offline) readWords(ev *evidence, text string) {
	if !o.cfg.NoWording {
		ev.addWords(o.reader.Wordings(text))
	}
}

// learnWords counts the phrases of an experience towards the belief of its true diagnosis.
func (o *Offline) learnWords(b int, evidence map[string]bool) {
	for key, pos := range evidence {
		if !pos || !strings.HasPrefix(key, wordingPrefix) {
			continue
		}
		st := o.words[key]
		if st == nil {
			st = &wordStat{n: make([]float64, len(o.beliefs))}
			o.words[key] = st
		}
		st.n[b]++
		st.total++
	}
}

// wordEvidence is the summed log-ratio each belief gets from the episode's phrases: for every
// phrase seen often enough, the rate at which it came with the diagnosis against its overall
// rate, kept only for the phrases that tell diagnoses apart.
func (o *Offline) wordEvidence(words []string) []float64 {
	if len(words) == 0 || len(o.words) == 0 || o.cfg.NoWording {
		return nil
	}
	seenAll := 0.0
	for _, b := range o.beliefs {
		seenAll += b.seen
	}
	if seenAll == 0 {
		return nil
	}
	type scored struct {
		ll   []float64
		best float64
	}
	var cand []scored
	for _, w := range words {
		st := o.words[w]
		if st == nil || st.total < wordSupport {
			continue
		}
		p0 := st.total / seenAll
		ll := make([]float64, len(o.beliefs))
		best := 0.0
		for i, b := range o.beliefs {
			p := (st.n[i] + wordPriorCount*p0) / (b.seen + wordPriorCount)
			v := math.Max(-wordMaxShift, math.Min(wordMaxShift, math.Log(p/p0)))
			ll[i] = v
			best = math.Max(best, v)
		}
		if best >= wordMinShift {
			cand = append(cand, scored{ll, best})
		}
	}
	if len(cand) == 0 {
		return nil
	}
	// The most telling phrases, ties kept in the text's order.
	for i := 1; i < len(cand); i++ {
		for j := i; j > 0 && cand[j].best > cand[j-1].best; j-- {
			cand[j], cand[j-1] = cand[j-1], cand[j]
		}
	}
	out := make([]float64, len(o.beliefs))
	for _, c := range cand[:min(len(cand), wordsPerChart)] {
		for i, v := range c.ll {
			out[i] += wordWeight * v
		}
	}
	for i := range out {
		out[i] = math.Max(-wordMaxLL, math.Min(wordMaxLL, out[i]))
	}
	return out
}

// LearnedWords is the number of distinct phrases this brain has counted.
func (o *Offline) LearnedWords() int { return len(o.words) }
