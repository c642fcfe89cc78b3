package agents

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// refTokenize is tokenize as it was before words became substrings of the lower-cased text.
func refTokenize(s string) []string {
	var out []string
	var cur []byte
	flush := func() {
		if len(cur) > 0 {
			out = append(out, string(cur))
			cur = cur[:0]
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			cur = append(cur, c+32)
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			cur = append(cur, c)
		case c == '.' && len(cur) > 0 && cur[len(cur)-1] >= '0' && cur[len(cur)-1] <= '9' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			cur = append(cur, c)
		case c == '.' || c == '\n' || c == ';' || c == '?' || c == '!':
			flush()
			out = append(out, ".")
		case c == ',' || c == ':':
			flush()
			out = append(out, ",")
		default:
			flush()
		}
	}
	flush()
	return out
}

func TestTokenizeMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	alpha := "aZ09.,:;?!\n -/é.1.2"
	texts := []string{"", "T 38.9, HR 118.", "1.2.3 a.b 4. .5", "No Fever; denies CHILLS!"}
	for range 20000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = alpha[r.IntN(len(alpha))]
		}
		texts = append(texts, string(b))
	}
	for _, s := range texts {
		got, want := tokenize(s), refTokenize(s)
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("tokenize(%q) = %q, want %q", s, got, want)
		}
	}
}
