package agents

import (
	"reflect"
	"strings"
	"testing"
)

func TestWordings(t *testing.T) {
	known := func(w string) bool { return w == "pain" || w == "abdominal" || w == "fever" }
	got := wordings("Crampy abdominal pain with vellicating spasms. Denies zorbic stools; abdominal pain.\nPMH: vellicating spasms", known)
	want := []string{"w:crampy abdominal", "w:vellicating spasms"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("wordings = %q, want %q (a phrase of known words only, a negated clause and a repeat are left out)", got, want)
	}
	long := strings.Repeat("alpha beta gamma delta epsilon zeta eta theta iota kappa ", 20)
	if n := len(wordings(long, known)); n > wordsPerText {
		t.Errorf("%d phrases from one text, at most %d", n, wordsPerText)
	}
}

func FuzzWordings(f *testing.F) {
	f.Add("Crampy abdominal pain, no fever. Pt c/o RLQ pain x2d.")
	f.Add("")
	f.Add("\xff\xfe w/ n/v; +++ ...")
	f.Fuzz(func(t *testing.T, s string) {
		ws := wordings(s, func(string) bool { return false })
		if len(ws) > wordsPerText {
			t.Fatalf("%d phrases", len(ws))
		}
		seen := map[string]bool{}
		for _, w := range ws {
			if !strings.HasPrefix(w, wordingPrefix) || strings.Count(w, " ") != 1 || seen[w] {
				t.Fatalf("bad phrase key %q in %q", w, ws)
			}
			seen[w] = true
		}
	})
}
