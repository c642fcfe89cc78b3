package agents

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The patterns as plain regular expressions, as they were before startRE: startRE must find
// exactly what they find.
var startREOriginals = []struct {
	re  *regexp.Regexp
	got *startRE
}{
	{regexp.MustCompile(`(?i)\b(?:t|temp|temperature|tmax)\s*:?\s*(\d{2,3}(?:\.\d)?)`), reTemp},
	{regexp.MustCompile(`(?i)\b(?:hr|heart rate|pulse|p)\s*:?\s*(\d{2,3})\b`), reHR},
	{regexp.MustCompile(`(?i)\b(?:bp|blood pressure)\s*:?\s*(\d{2,3})\s*/\s*(\d{2,3})`), reBP},
	{regexp.MustCompile(`(?i)\b(?:rr|resp(?:iratory)? rate)\s*:?\s*(\d{1,2})\b`), reRR},
	{regexp.MustCompile(`(?i)\b(?:spo2|o2 ?sat|sao2|oxygen saturation)\s*:?\s*(?:of\s*)?(\d{2,3})\s*%?`), reSpO2},
	{regexp.MustCompile(`(?i)\b(\d{1,3})\s*(?:-?\s*year[- ]old|yo\b|y/o|y\.o\.|yr old|M\b|F\b)`), reAge},
	{regexp.MustCompile(`(?i)\b(woman|female|lady|girl|she|her|mrs|ms|miss)\b|\d\s*(?:yo|y/o)?\s*F\b`), reFemale},
	{regexp.MustCompile(`(?i)\b(man|male|gentleman|boy|he|his|mr)\b|\d\s*(?:yo|y/o)?\s*M\b`), reMale},
	{regexp.MustCompile(`(?i)\b\d{1,2}\s*-?\s*(?:month|mo|week|wk|day)s?[- ]old\b`), reInfant},
}

var startREPieces = []string{"T", "t", "temp", "Temperature", "TMAX", "HR", "heart rate", "pulse", "p", "P", "bp",
	"Blood Pressure", "rr", "resp rate", "Respiratory rate", "SpO2", "O2 sat", "o2sat", "SaO2", "oxygen saturation",
	"of", "woman", "Female", "she", "her", "Mrs", "ms", "Miss", "man", "male", "he", "His", "MR", "boy", "gentleman",
	"lady", "girl", "year-old", "year old", "yo", "y/o", "y.o.", "yr old", "M", "F", "month", "mo", "weeks", "wk",
	"days", "old", "-", "/", ":", "%", ".", " ", " ", " ", "  ", "\n", "\t", "_", "ſ", "ſpo2", "ſhe", "x", "9", "38.9",
	"101", "12", "7", "120/80", "3", "99", "é", "K", "K", "(", ")", ",", "ſat"}

func randomText(r *rand.Rand) string {
	var b strings.Builder
	for n := r.IntN(30); n >= 0; n-- {
		b.WriteString(startREPieces[r.IntN(len(startREPieces))])
		if r.IntN(3) == 0 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func TestStartREMatchesRegexp(t *testing.T) {
	texts := []string{"", "T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA", "Temp: 98.1 HR: 72 BP: 124/80 RR: 14 O2 sat 99%",
		"A 45-year-old woman; she reports pain. 45F", "x45 yo M", "_t 38", "xſpo2 95", "ſpo2 95", "a 3 month old boy",
		"Mr. Smith, 70 y.o. male, his wife", "the patient (he) 38yo F with her son"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		texts = append(texts, randomText(r))
	}
	for _, text := range texts {
		for _, c := range startREOriginals {
			if want, got := c.re.FindStringSubmatch(text), c.got.FindStringSubmatch(text); !reflect.DeepEqual(want, got) {
				t.Fatalf("%s on %q: FindStringSubmatch %q, want %q", c.re, text, got, want)
			}
			if want, got := c.re.MatchString(text), c.got.MatchString(text); want != got {
				t.Fatalf("%s on %q: MatchString %v, want %v", c.re, text, got, want)
			}
			if want, got := len(c.re.FindAllString(text, -1)), c.got.Count(text); want != got {
				t.Fatalf("%s on %q: Count %d, want %d", c.re, text, got, want)
			}
		}
	}
}

func BenchmarkVitals(b *testing.B) {
	text := "General: alert, in mild distress. Vitals: T 38.9 HR 118 BP 86/50 RR 24 SpO2 90% RA. Abdomen: soft, " +
		"tender in the right lower quadrant with guarding; rebound present. Heart: regular rate and rhythm, no murmurs. " +
		"Lungs: clear to auscultation bilaterally. Extremities: no edema."
	b.ReportAllocs()
	for b.Loop() {
		Vitals(text)
	}
}

func BenchmarkDemographics(b *testing.B) {
	text := "A 45-year-old woman presents with two days of right lower quadrant pain that began around the umbilicus. " +
		"She reports nausea and one episode of vomiting; her appetite is poor. She denies dysuria. Past medical " +
		"history: hypertension. Her mother had colon cancer. She does not smoke."
	b.ReportAllocs()
	for b.Loop() {
		demographics(text)
	}
}
