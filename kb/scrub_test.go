package kb

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// The scrubber masks what its patterns alone would mask: the ASCII pre-check only skips terms
// that cannot occur.
func TestScrubberMatchesPatterns(t *testing.T) {
	terms := []string{"Appendicitis", "acute appendicitis", "Ménière disease", "kidney stone", "sepsis", "C. diff", "ask"}
	sc := newScrubber(terms)
	plain := func(text, mask string) string {
		for _, st := range sc {
			text = st.re.ReplaceAllString(text, mask)
		}
		return text
	}
	pieces := []string{"acute", "ACUTE", "appendicitis", "Appendicitis", "appendicitises", "kidney", "stone", "Stone",
		"sepsis", "ſepsis", "seps", "c.", "diff", "C. Diff", "Ménière", "menière", "disease", "ask", "aſk", "K",
		" ", ", ", ".", "\n", "-", "_"}
	r := rand.New(rand.NewPCG(11, 12))
	for range 20000 {
		var b strings.Builder
		for n := r.IntN(12); n >= 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(2) == 0 {
				b.WriteByte(' ')
			}
		}
		text := b.String()
		if got, want := sc.apply(text, "___"), plain(text, "___"); got != want {
			t.Fatalf("apply(%q) = %q, want %q", text, got, want)
		}
	}
}

// The name index answers as the scan over the diseases does.
func TestDiseaseByNameIndex(t *testing.T) {
	k, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	scan := *k
	scan.diseaseByLower = nil
	names := []string{"", "nothing of the sort", "appendicitis", "Appendicitis"}
	for _, d := range k.Diseases {
		names = append(names, d.ID, d.Name, strings.ToLower(d.Name))
		names = append(names, d.Synonyms...)
		for _, s := range d.Synonyms {
			names = append(names, strings.ToLower(s))
		}
	}
	for _, dl := range k.Labels {
		names = append(names, strings.ToLower(dl.Label))
		names = append(names, dl.Names...)
	}
	for _, n := range names {
		if got, want := k.diseaseByName(n), scan.diseaseByName(n); got != want {
			t.Fatalf("diseaseByName(%q) = %v, want %v", n, got, want)
		}
		if got, want := k.DiseaseForLabel(n), scan.DiseaseForLabel(n); got != want {
			t.Fatalf("DiseaseForLabel(%q) = %v, want %v", n, got, want)
		}
	}
}
