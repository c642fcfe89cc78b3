package cdm

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
)

// refScoreDiagnosis is scoreDiagnosis as it was before answers were read once per judgement
// (kept to check the faster one against).
func refScoreDiagnosis(answer, pathology string, extra map[string][]string) dxScore {
	var out dxScore
	patho := strings.ToLower(strings.TrimSpace(pathology))
	if patho == "" || strings.TrimSpace(answer) == "" {
		return out
	}
	neg := scanNegation(answer)
	seen := map[string]bool{}
	positive := func(kw string) bool {
		if p, ok := seen[kw]; ok {
			return p
		}
		_, p := neg.keyword(kw)
		seen[kw] = p
		return p
	}
	a, words := dxWords(answer)
	starts := dxWordStarts(answer)
	rules, known := dxTables[patho]
	if !known {
		syns := []string{patho}
		list, ok := extra[pathology]
		if !ok {
			list = extra[patho]
		}
		syns = append(syns, list...)
		for _, syn := range syns {
			if refPhraseMatch(neg, words, starts, syn) {
				out.exact, out.gracious = true, true
				return out
			}
		}
		return out
	}
	for _, w := range words {
		if refRatio(w, patho) > 90 && positive(w) {
			out.exact, out.gracious = true, true
			return out
		}
	}
	pair := func(alts []dxAlt) (string, string, bool) {
		for _, alt := range alts {
			for _, mod := range alt.mods {
				if strings.Contains(a, alt.loc) && strings.Contains(a, mod) && positive(alt.loc) && positive(mod) {
					return alt.loc, mod, true
				}
			}
		}
		return "", "", false
	}
	if _, _, ok := pair(rules.alternatives); ok {
		out.exact, out.gracious = true, true
		return out
	}
	if loc, mod, ok := pair(rules.gracious); ok {
		out.gracious, out.loc, out.mod = true, loc, mod
	}
	return out
}

func refPhraseMatch(neg negScan, words []string, starts []int, syn string) bool {
	_, sw := dxWords(syn)
	k := len(sw)
	if k == 0 {
		return false
	}
	target := strings.Join(sw, " ")
	for i := 0; i+k <= len(words); i++ {
		run := strings.Join(words[i:i+k], " ")
		if refRatio(run, target) <= 90 {
			continue
		}
		found, pos := neg.keyword(run)
		if !found {
			found, pos = neg.keyword(words[i])
		}
		if !found && i < len(starts) {
			pos = neg.positiveAt(starts[i])
		}
		if pos {
			return true
		}
	}
	return false
}

// refRatio is fuzz.ratio by the textbook dynamic programme.
func refRatio(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 || len(rb) == 0 {
		return 0
	}
	prev, cur := make([]int, len(rb)+1), make([]int, len(rb)+1)
	for i := range ra {
		for j := range rb {
			switch {
			case ra[i] == rb[j]:
				cur[j+1] = prev[j] + 1
			case prev[j+1] >= cur[j]:
				cur[j+1] = prev[j+1]
			default:
				cur[j+1] = cur[j]
			}
		}
		prev, cur = cur, prev
	}
	lcs := prev[len(rb)]
	num, den := 200*lcs, len(ra)+len(rb)
	q, r := num/den, num%den
	if 2*r > den || 2*r == den && q%2 == 1 {
		q++
	}
	return q
}

func refPredictClass(answer, truth string, extra map[string][]string) string {
	if answer == "" {
		return "other"
	}
	classes := slices.Clone(mimic.Pathologies)
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, strings.ToLower(strings.TrimSpace(k)))
	}
	sort.Strings(keys)
	classes = append(classes, keys...)
	classes = append(classes, truth)
	for _, c := range classes {
		if c != "" && refScoreDiagnosis(answer, c, extra).exact {
			return c
		}
	}
	return "other"
}

// Answers made of disease names, synonyms, negations and noise score and classify as the
// original code did, against the knowledge base's synonyms.
func TestScoreDiagnosisMatchesReference(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	extra := k.PathologySynonyms()
	var names []string
	for key, syns := range extra {
		names = append(names, key)
		names = append(names, syns...)
	}
	sort.Strings(names)
	pieces := []string{"no", "not", "acute", "chronic", "without", "likely", "unlikely", "ruled out", "vs", "and",
		",", ".", "\n", "perforated", "gangrenous", "appendix", "gallbladder", "inflamed", "Bell's", "COVID-19",
		"apendicitis", "pancreas", "necrosis", "(", ")", "-", "biliary colic", "sigmoid", "colitis", "é", "ſ"}
	r := rand.New(rand.NewPCG(7, 8))
	for n := range 3000 {
		var b strings.Builder
		for m := r.IntN(5); m >= 0; m-- {
			if r.IntN(2) == 0 {
				name := names[r.IntN(len(names))]
				if r.IntN(4) == 0 { // a typo
					i := r.IntN(len(name))
					name = name[:i] + name[i+1:]
				}
				b.WriteString(name)
			} else {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			b.WriteByte(" ,"[r.IntN(2)])
		}
		answer := b.String()
		truth := names[r.IntN(len(names))]
		if n%3 == 0 {
			truth = mimic.Pathologies[r.IntN(len(mimic.Pathologies))]
		}
		if got, want := scoreDiagnosis(answer, truth, extra), refScoreDiagnosis(answer, truth, extra); got != want {
			t.Fatalf("scoreDiagnosis(%q, %q) = %+v, want %+v", answer, truth, got, want)
		}
		if got, want := predictClass(answer, truth, extra), refPredictClass(answer, truth, extra); got != want {
			t.Fatalf("predictClass(%q, %q) = %q, want %q", answer, truth, got, want)
		}
	}
}

func BenchmarkJudge(b *testing.B) {
	k, err := kb.Load()
	if err != nil {
		b.Fatal(err)
	}
	extra := k.PathologySynonyms()
	enc := encounter("Acute Cholangitis")
	tr := episode("Thought: leading hypothesis cholangitis.\nFinal Diagnosis: Acute cholangitis\nSeverity: severe\nTreatment: ERCP",
		pe(), labs(50956, 51301), img("US", "Abdomen"))
	b.ReportAllocs()
	for b.Loop() {
		Judge(enc, tr, testLabels, extra)
	}
}

// A judger kept across judgements judges as Judge does each time.
func TestJudgerMatchesJudge(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	extra := k.PathologySynonyms()
	g := NewJudger(extra, testLabels)
	cases := []struct {
		patho, out string
		steps      []Step
	}{
		{"Acute Cholangitis", "Final Diagnosis: Acute cholangitis", []Step{pe(), labs(50956, 51301), img("US", "Abdomen")}},
		{"appendicitis", "Final Diagnosis: perforated appendix", []Step{labs(51301, 51755, 50889), img("CT", "Abdomen")}},
		{"pancreatitis", "Final Diagnosis: Biliary colic", []Step{pe(), labs(50956, 50867)}},
	}
	for round := range 2 {
		for _, c := range cases {
			enc, tr := encounter(c.patho), episode(c.out, c.steps...)
			if got, want := g.Judge(enc, tr), Judge(enc, tr, testLabels, extra); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %s: judger %+v, want %+v", round, c.patho, got, want)
			}
		}
	}
}

// refParseDiagnosis is ParseDiagnosis as it was before its patterns were guarded by the strings
// they need.
func refParseDiagnosis(output string) (string, bool) {
	loc := dxMarker.FindStringSubmatchIndex(output)
	if loc == nil {
		return "", false
	}
	custom := loc[2] < 0
	d := strings.TrimSpace(output[loc[1]:diagnosisEnd(output, loc[1])])
	step := func(next string) {
		if next != d {
			custom = true
		}
		d = next
	}
	step(dxBasedOn.ReplaceAllString(d, ""))
	step(dxSections.ReplaceAllString(d, ""))
	if m := dxNumbered.FindStringSubmatch(d); m != nil {
		if next := strings.TrimSpace(m[1]); next != d {
			custom = true
			d = dxNumTail.ReplaceAllString(next, "")
		}
	}
	if m := dxStarred.FindStringSubmatch(d); m != nil {
		if next := strings.TrimSpace(m[1]); next != d {
			custom = true
			d = dxStarTail.ReplaceAllString(next, "")
		}
	}
	step(dxBlankLine.ReplaceAllString(d, ""))
	if m := dxSentence.FindStringSubmatch(d); m != nil {
		step(strings.TrimSpace(m[1]))
	}
	if loc := dxPatient.FindStringIndex(d); loc != nil {
		step(d[loc[1]:])
	}
	var pieces []string
	for _, p := range dxSplit.Split(d, -1) {
		if p != "" {
			pieces = append(pieces, p)
		}
	}
	if len(pieces) > 1 {
		custom = true
	}
	if len(pieces) == 0 {
		return "", custom
	}
	return strings.TrimSpace(pieces[0]), custom
}

func TestParseDiagnosisMatchesReference(t *testing.T) {
	pieces := []string{"Final Diagnosis:", "Diagnosis:", "final diagnosis:", "Based on the findings:\n\n", "Rationale:",
		"Note:", "Plan:", "Treatment:", "1.", "2.", "*", "-", ":", "\n", "\n\n", ".", "the diagnosis is", "patient has",
		"Acute appendicitis", "cholecystitis", "and", "or", "vs", "Severity: mild", "is", "likely", " ", " ", "**"}
	r := rand.New(rand.NewPCG(15, 16))
	for range 20000 {
		var b strings.Builder
		for n := r.IntN(12); n >= 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(2) == 0 {
				b.WriteByte(' ')
			}
		}
		text := b.String()
		gd, gr := ParseDiagnosis(text)
		wd, wr := refParseDiagnosis(text)
		if gd != wd || gr != wr {
			t.Fatalf("ParseDiagnosis(%q) = %q, %v; want %q, %v", text, gd, gr, wd, wr)
		}
	}
}

func BenchmarkJudger(b *testing.B) {
	k, err := kb.Load()
	if err != nil {
		b.Fatal(err)
	}
	g := NewJudger(k.PathologySynonyms(), testLabels)
	enc := encounter("Acute Cholangitis")
	tr := episode("Thought: leading hypothesis cholangitis.\nFinal Diagnosis: Acute cholangitis\nSeverity: severe\nTreatment: ERCP",
		pe(), labs(50956, 51301), img("US", "Abdomen"))
	b.ReportAllocs()
	for b.Loop() {
		g.Judge(enc, tr)
	}
}
