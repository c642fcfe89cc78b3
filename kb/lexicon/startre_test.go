package lexicon

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The labelled vital-sign patterns as plain regular expressions, as they were before startRE:
// startRE must find exactly what they find.
var startREOriginals = []struct {
	re  *regexp.Regexp
	got *startRE
}{
	{regexp.MustCompile(`(?i)\b(?:t|temp|temperature|tmax|t max|tm|tc|tcurrent|t current)\b` + sep + `(\d{2,3}(?:\.\d+)?)\s*(?:°|deg(?:rees)?)?\s*([cf])?\b`), reTemp},
	{regexp.MustCompile(`(?i)\b(?:hr|p|pulse|heart rate|hrt)\b` + sep + `(\d{2,3})\b`), reHR},
	{regexp.MustCompile(`(?i)\b(?:bp|blood pressure|nibp)\b` + sep + `(\d{2,3})\s*/\s*(\d{2,3})\b`), reBP},
	{regexp.MustCompile(`(?i)\b(?:rr|resp|respirations|respiratory rate|resp rate|r)\b` + sep + `(\d{1,2})\b`), reRR},
	{regexp.MustCompile(`(?i)\b(?:spo2|sao2|o2 sat|o2sat|o2 sats|sat|sats|saturation|saturating|satting|o2|pulse ox|pox|pulse oximetry)\b` + sep + `(\d{2,3})\s*%`), reSpO2},
}

var startREPieces = []string{"T", "t", "temp", "Temperature", "TMAX", "t max", "tm", "Tc", "tcurrent", "HR", "hrt",
	"heart rate", "pulse", "p", "P", "bp", "NIBP", "Blood Pressure", "rr", "r", "resp", "respirations", "resp rate",
	"Respiratory rate", "SpO2", "O2 sat", "o2sat", "SaO2", "sat", "sats", "saturating", "satting", "o2", "pulse ox",
	"pox", "of", "was", "is", "at", "now", "=", "°", "deg", "degrees", "C", "F", "-", "/", ":", "%", ".", " ", " ",
	" ", "  ", "\n", "\t", "_", "ſ", "ſat", "x", "9", "38.9", "101.2", "101", "12", "7", "120/80", "3", "99", "é",
	"K", "(", ")", ","}

func TestStartREMatchesRegexp(t *testing.T) {
	texts := []string{"", "T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA", "Temp: 98.1 HR: 72 BP: 124/80 RR: 14 O2 sat 99%",
		"_t 38", "xſat 95%", "ſat 95%", "temperature of 38.6", "T 101.2 P 112 BP 90/60 RR 22 O2 95% RA"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		var b strings.Builder
		for n := r.IntN(30); n >= 0; n-- {
			b.WriteString(startREPieces[r.IntN(len(startREPieces))])
			if r.IntN(3) == 0 {
				b.WriteByte(' ')
			}
		}
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		for _, c := range startREOriginals {
			want, got := c.re.FindAllStringSubmatchIndex(text, -1), c.got.FindAllStringSubmatchIndex(text, -1)
			if !reflect.DeepEqual(want, got) {
				t.Fatalf("%s on %q: %v, want %v", c.re, text, got, want)
			}
		}
	}
}
