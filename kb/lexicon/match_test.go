package lexicon

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestOccurrenceKeys checks that sorting packed occurrences with byPatternGroupStartKey leaves
// them, element for element, where slices.SortFunc(occ, byPatternGroupStart) leaves the
// occurrences, on occurrences with many ties (equal in pattern, group and start, different in
// end or trigger), whose order that unstable sort decides; and that tied finds the ties.
func TestOccurrenceKeys(t *testing.T) {
	l := &Lexicon{allGroups: make([]uint8, 40)}
	for i := range l.allGroups {
		l.allGroups[i] = 3 // (tied counts the ties of patterns of several groups only)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 3000; n++ {
		size := r.IntN(400)
		if n%3 == 0 {
			size = r.IntN(20)
		}
		occ := make([]occurrence, size)
		keys := make([]uint64, size)
		for i := range occ {
			s := r.IntN(12)
			occ[i] = occurrence{pattern: r.IntN(1 + n%40), group: r.IntN(3), s: s, e: s + 1 + r.IntN(3), trig: r.IntN(4) == 0}
			keys[i] = occKey(occ[i])
			if keyOcc(keys[i]) != occ[i] {
				t.Fatalf("%+v packs to %+v", occ[i], keyOcc(keys[i]))
			}
		}
		slices.SortFunc(occ, byPatternGroupStart)
		slices.SortFunc(keys, byPatternGroupStartKey)
		for i, k := range keys {
			if keyOcc(k) != occ[i] {
				t.Fatalf("size %d: element %d is %+v, want %+v", size, i, keyOcc(k), occ[i])
			}
		}
		tie := false
		for i := 1; i < len(occ); i++ {
			tie = tie || byPatternGroupStart(occ[i-1], occ[i]) == 0 && occ[i-1] != occ[i]
		}
		slices.Sort(keys)
		if l.tied(keys) != tie {
			t.Fatalf("size %d: tied %v, want %v", size, !tie, tie)
		}
	}
}

// TestMatchSlow checks that matching on packed keys reads as matchSlow, the plain sort of every
// occurrence.
func TestMatchSlow(t *testing.T) {
	l := lex(t)
	slow := *l
	slow.packed = false
	texts := []string{benchNote, readReportBench}
	for _, tc := range readCases {
		texts = append(texts, tc.text)
	}
	for _, text := range texts {
		if a, b := l.Read(text), slow.Read(text); !slices.Equal(a, b) {
			t.Errorf("%q:\npacked %v\nslow   %v", text, a, b)
		}
	}
}

// TestMatchSlowShuffled compares matching on packed keys with matchSlow on texts made of the
// words of the read cases in random order, with random breaks: many clauses whose patterns
// overlap and tie.
func TestMatchSlowShuffled(t *testing.T) {
	l := lex(t)
	slow := Unpacked(l)
	var words []string
	for _, tc := range readCases {
		words = append(words, strings.Fields(tc.text)...)
	}
	words = append(words, strings.Fields(benchNote)...)
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := 2 + r.IntN(30); k > 0; k-- {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString([]string{" ", " ", " ", " ", ", ", ". ", "\n"}[r.IntN(7)])
		}
		text := b.String()
		if a, b := l.Read(text), slow.Read(text); !slices.Equal(a, b) {
			t.Fatalf("%q:\npacked %v\nslow   %v", text, a, b)
		}
	}
}

// TestLookupHeader checks lookupHeader's byte folding against normHeader on random ASCII text
// (and that non-ASCII text goes to normHeader).
func TestLookupHeader(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "aZ9 /&\t\n:.,-()'zA0"
	for n := 0; n < 20000; n++ {
		b := make([]byte, r.IntN(30))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		s := string(b)
		if n%50 == 0 {
			s += "K é" // Kelvin sign folds to k
		}
		want := normHeader(s)
		m := map[string]string{want: "yes"}
		var buf []byte
		if v, ok := lookupHeader(m, s, &buf); !ok || v != "yes" {
			t.Fatalf("%q: normHeader %q not found", s, want)
		}
		if isASCII(s) && string(buf) != want {
			t.Fatalf("%q: folded to %q, normHeader %q", s, buf, want)
		}
	}
}

// TestVitalsLiterals checks what readingsIn relies on to skip patterns: every match of reSeq and
// reBP holds a "/" between digits, every match of reSpO2 a "%".
func TestVitalsLiterals(t *testing.T) {
	for text, want := range map[string]bool{"1/2": true, "12 /\t 80": true, "c/o 12": false, "12/ ": false, "n/v, 80 / 7": true, "/5": false, "a/b 7/": false} {
		if slashBetweenDigits(text) != want {
			t.Errorf("slashBetweenDigits(%q) = %v", text, !want)
		}
	}
	texts := []string{benchNote, readReportBench, "VS: 98.9 88 124/70 16 98%RA", "T 101.2 P 112 BP 90/60 RR 22 O2 95% RA",
		"BP 90 / 60, sat 95 %", "38.6C, 104, 88/50, 24, 91 %", "vitals 37.0 80 120 / 80 14 99"}
	for _, tc := range readCases {
		texts = append(texts, tc.text)
	}
	n := 0
	for _, text := range texts {
		for _, w := range numberWindows(text) {
			win := text[w[0]:w[1]]
			for _, c := range []struct {
				find func(string, int) [][]int
				lit  string
			}{{reSeq.FindAllStringSubmatchIndex, "/"}, {reBP.FindAllStringSubmatchIndex, "/"}, {reSpO2.FindAllStringSubmatchIndex, "%"}} {
				for _, m := range c.find(win, -1) {
					n++
					if !strings.Contains(win[m[0]:m[1]], c.lit) || c.lit == "/" && !slashBetweenDigits(win[m[0]:m[1]]) {
						t.Errorf("match %q without %q", win[m[0]:m[1]], c.lit)
					}
				}
			}
		}
	}
	if n < 5 {
		t.Fatalf("only %d matches: the test reads too little", n)
	}
}
