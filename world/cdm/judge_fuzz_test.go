package cdm

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParseDiagnosis feeds arbitrary final texts to ParseDiagnosis and scores the result against
// every pathology: no panic, deterministic, and the diagnosis is trimmed text of the output.
func FuzzParseDiagnosis(f *testing.F) {
	for _, s := range []string{
		"Final Diagnosis: Acute Appendicitis",
		"Final Diagnosis:\n1.Pancreatitis\n2.Appendicitis",
		"Final Diagnosis: Pancreatitis vs. Appendicitis\nTreatment: fluids",
		"Diagnosis: Based on the history:\n\nAcute biliary colic\n\nRationale: ...",
		"Final Diagnosis: the most likely diagnosis is no acute appendicitis. Treatment Plan: none",
		"Final Diagnosis: * Gangrenous appendix - perforated\n* other",
		"final diagnosis: . . .\n\n\ntreatment:",
		"Final Diagnosis: Hepatic abscess, unlikely cholangitis",
		"Diagnosis:",
		"",
	} {
		f.Add(s)
	}
	extra := map[string][]string{"liver abscess": {"hepatic abscess", "pyogenic liver abscess"}}
	pathos := []string{"appendicitis", "cholecystitis", "diverticulitis", "pancreatitis", "liver abscess", ""}
	f.Fuzz(func(t *testing.T, out string) {
		d, rw := ParseDiagnosis(out)
		d2, rw2 := ParseDiagnosis(out)
		if d != d2 || rw != rw2 {
			t.Fatalf("ParseDiagnosis not deterministic on %q", out)
		}
		if d != strings.TrimSpace(d) {
			t.Fatalf("diagnosis %q not trimmed", d)
		}
		if utf8.ValidString(out) && !utf8.ValidString(d) {
			t.Fatalf("diagnosis %q of valid input is not valid UTF-8", d)
		}
		for _, p := range pathos {
			e, g := ScoreDiagnosis(d, p, extra)
			e2, g2 := ScoreDiagnosis(d, p, extra)
			if e != e2 || g != g2 {
				t.Fatalf("ScoreDiagnosis not deterministic on %q, %q", d, p)
			}
			if e && !g {
				t.Fatalf("exact but not gracious: %q, %q", d, p)
			}
			if d == "" && (e || g) {
				t.Fatalf("empty diagnosis scored for %q", p)
			}
		}
		// The raw output as an answer must not break the scorer either.
		ScoreDiagnosis(out, "appendicitis", extra)
	})
}

// FuzzKeywordPositive checks the negation detector on arbitrary text: no panic, deterministic,
// and a keyword absent from the text is never positive.
func FuzzKeywordPositive(f *testing.F) {
	f.Add("No acute appendicitis", "appendicitis")
	f.Add("Biliary acute pancreatitis without necrosis", "biliary")
	f.Add("appendicitis cannot be ruled out; no no no", "no")
	f.Add("ÄPPENDİCİTİS unlikely", "i̇")
	f.Fuzz(func(t *testing.T, text, kw string) {
		p := KeywordPositive(text, kw)
		if p != KeywordPositive(text, kw) {
			t.Fatal("not deterministic")
		}
		if p && !strings.Contains(strings.ToLower(text), strings.ToLower(strings.TrimSpace(kw))) {
			t.Fatalf("positive keyword %q not in %q", kw, text)
		}
	})
}
