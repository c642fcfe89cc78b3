package agents

import (
	"strings"
	"testing"
)

// FuzzLabLine checks that labLine and labNumber read every text as reLabLine and reNumber do.
func FuzzLabLine(f *testing.F) {
	for _, s := range []string{
		"(Blood) Sodium: 138 mEq/L | RR: [135 - 145]",
		"(Blood) Sodium: 138 mEq/L | RR: [135.0-145.0]",
		"(Blood) Sodium: 138 mEq/L | RR: [-1--2]",
		"(Blood) Sodium: 138 mEq/L | RR: [1-2-3]",
		"(Blood) Sodium: 138 mEq/L | RR: [1 - 2 ] x",
		"(Blood) Sodium: 138 mEq/L | RR: [1 - 2] | RR: [3 - 4]",
		"(Urine) Color: Yellow",
		"(Urine) Bacteria: FEW  ",
		"(Blood) : 5",
		"(Blood)\t:\t5",
		"(Blood)  : x: y",
		"(Blood):",
		"(Blood)::",
		"(Blood) a:",
		"() x: <5.2 | RR: [. - .]",
		"(Blood) Glucose: > 400",
		"(Blood) Glucose: -.5",
		"(Blood) Glucose: 5.",
		"(a)b:c\n| RR: [1 - 2]",
		"(a) b:\vc | RR:[1-2]\f",
		"(\xff) \xfe: \xe2\x80 | RR: [1 - 2]",
		"no lab",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fluid, label, value, lo, hi, ok := labLine(s)
		m := reLabLine.FindStringSubmatch(s)
		if ok != (m != nil) {
			t.Fatalf("labLine(%q) ok %v, regexp %v", s, ok, m != nil)
		}
		if ok {
			got := []string{fluid, label, value, lo, hi}
			if strings.Join(got, "\x00") != strings.Join(m[1:], "\x00") {
				t.Fatalf("labLine(%q) = %q, regexp %q", s, got, m[1:])
			}
		}
		n, ok := labNumber(s)
		nm := reNumber.FindStringSubmatch(s)
		if ok != (nm != nil) || ok && n != nm[1] {
			t.Fatalf("labNumber(%q) = %q %v, regexp %q", s, n, ok, nm)
		}
	})
}
