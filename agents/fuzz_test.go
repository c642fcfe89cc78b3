package agents

import (
	"testing"
)

// FuzzReader: any text reads without panicking, and every mention names a known finding.
func FuzzReader(f *testing.F) {
	k := testKB(f)
	r := NewReader(k)
	lay := NewLayReader(k)
	f.Add("45 yo M with RLQ pain, denies fever. Vitals: T 38.4 HR 112 BP 90/60 RR 22 SpO2 91%")
	f.Add("No rebound or guarding; Murphy sign positive.\n\nFINDINGS:\nThe appendix is dilated.")
	f.Add("T 1e400 HR 99999999999999999999 BP 1/0 SpO2 300%")
	f.Add("no no no not without , . ; :")
	f.Fuzz(func(t *testing.T, text string) {
		for _, m := range append(r.Read(text), lay.Read(text)...) {
			if k.Findings[m.Finding] == nil {
				t.Fatalf("unknown finding %q", m.Finding)
			}
		}
		for _, m := range Vitals(text) {
			if k.Findings[m.Finding] == nil {
				t.Fatalf("vitals gave unknown finding %q", m.Finding)
			}
		}
	})
}
