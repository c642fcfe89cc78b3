package kb

import (
	"math/rand/v2"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The ASCII search of Rewrites finds what the pattern finds: the same text comes out for the
// same draws.
func TestRewritesMatchPattern(t *testing.T) {
	var w Rewrites
	src := "nausea: [queasiness, feeling sick]\nabdominal pain: belly pain\npain: discomfort\nvomiting: throwing up\n" +
		"right lower quadrant: RLQ\nright: R\nfever: pyrexia\n'n': and\nc. diff: C difficile\nsk: x\n\"(rlq)\": y\n"
	if err := yaml.Unmarshal([]byte(src), &w); err != nil {
		t.Fatal(err)
	}
	if w.byFirst == nil {
		t.Fatal("ASCII phrases got no index")
	}
	plain := w
	plain.byFirst = nil
	pieces := []string{"nausea", "Nausea", "NAUSEA", "abdominal", "pain", "Pain", "painful", "vomiting", "right",
		"lower", "quadrant", "Right lower quadrant", "fever", "feverish", "'n'", "c.", "diff", "C. diff", "sk", "ſk",
		"K", "x", "(rlq)", "(", ")", ",", ", ", ".", " ", " ", "\n", "-", "_", "2"}
	r := rand.New(rand.NewPCG(13, 14))
	changed := 0
	for n := range 20000 {
		var b strings.Builder
		for m := r.IntN(14); m >= 0; m-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		text := b.String()
		got := w.Apply(rand.New(rand.NewPCG(uint64(n), 1)), text)
		want := plain.Apply(rand.New(rand.NewPCG(uint64(n), 1)), text)
		if got != want {
			t.Fatalf("Apply(%q) = %q, want %q", text, got, want)
		}
		if got != text {
			changed++
		}
	}
	if changed < 1000 {
		t.Fatalf("only %d texts rewritten: the test does not exercise the search", changed)
	}
}
