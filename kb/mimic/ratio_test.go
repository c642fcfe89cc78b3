package mimic

import (
	"math/rand/v2"
	"testing"
)

// The ASCII fast path of Ratio gives what the general bit-parallel LCS gives.
func TestRatioASCIIFastPath(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alpha := "abcde fghijklmnop0123456789-'."
	str := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[r.IntN(len(alpha))]
		}
		return string(b)
	}
	for range 20000 {
		a, b := str(r.IntN(70)), str(r.IntN(90))
		if r.IntN(4) == 0 {
			b = a[:len(a)/2] + str(r.IntN(5)) + a[len(a)/2:]
		}
		ra, rb := []rune(a), []rune(b)
		want := 0
		if len(ra) > 0 && len(rb) > 0 {
			want = fuzzRatio(newLCSPattern(ra).lcs(rb), len(ra), len(rb))
		}
		if got := Ratio(a, b); got != want {
			t.Fatalf("Ratio(%q, %q) = %d, want %d", a, b, got, want)
		}
		if len(a) > 0 && len(a) <= 64 && len(b) > 0 {
			if got, want := lcsASCII64(a, b), naiveLCS(ra, rb); got != want {
				t.Fatalf("lcsASCII64(%q, %q) = %d, want %d", a, b, got, want)
			}
		}
	}
}

func BenchmarkRatio(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Ratio("acute cholecystitis", "acute cholangitis")
	}
}
