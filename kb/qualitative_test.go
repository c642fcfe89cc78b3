package kb

import (
	"strings"
	"testing"
)

// A qualitative result is read the way a laboratory prints it: with the unit a release file
// joins to the value, in any case, with a trailing period, or in words.
func TestQualitativeNormalReadsPrintedResults(t *testing.T) {
	k := mustKB(t)
	checked := 0
	for id, lab := range k.Labs {
		if !lab.IsQualitative() {
			continue
		}
		first := lab.Qualitative[0]
		forms := []string{first, " " + first + " ", first + ".", strings.ToLower(first)}
		if lab.Unit != "" {
			forms = append(forms, first+" "+lab.Unit)
		}
		for _, f := range forms {
			if !lab.QualitativeNormal(f) {
				t.Errorf("itemid %d (%s): %q should read normal", id, lab.Label, f)
			}
		}
		for _, v := range lab.Qualitative[1:] {
			if contains(lab.Normal, v) {
				continue
			}
			for _, f := range []string{v, v + ".", strings.ToLower(v)} {
				if lab.QualitativeNormal(f) {
					t.Errorf("itemid %d (%s): %q should read abnormal", id, lab.Label, f)
				}
			}
			if lab.Unit != "" && lab.QualitativeNormal(v+" "+lab.Unit) {
				t.Errorf("itemid %d (%s): %q should read abnormal", id, lab.Label, v+" "+lab.Unit)
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d qualitative labs in the catalogue", checked)
	}
	urine, culture := k.Labs[51487], k.Labs[90039] // nitrite, urine culture
	for _, v := range []string{"Negative", "negative", "not detected", "NONE"} {
		if !urine.QualitativeNormal(v) {
			t.Errorf("nitrite %q should read normal", v)
		}
	}
	for _, v := range []string{"NO GROWTH", "no growth to date.", "Negative"} {
		if !culture.QualitativeNormal(v) {
			t.Errorf("urine culture %q should read normal", v)
		}
	}
	for _, v := range []string{"POS", "Positive", "trace"} {
		if urine.QualitativeNormal(v) {
			t.Errorf("nitrite %q should read abnormal", v)
		}
	}
	if culture.QualitativeNormal("KLEBSIELLA PNEUMONIAE") {
		t.Errorf("an organism should read abnormal")
	}
	if !k.Labs[51508].QualitativeNormal("STRAW") || k.Labs[51508].QualitativeNormal("Red") {
		t.Errorf("urine colour: straw is normal, red is not")
	}
}

// TestUrinalysisRowsAgree: the urine white cells of the microscopy (51516) and the dipstick's
// leukocyte esterase (51486) are two readings of one pyuria, so a disease that moves one moves
// the other, at a rate within a factor of two of it. The generator draws each result on its
// own: a disease with only one of them would teach a practising doctor that the other rules the
// disease out.
func TestUrinalysisRowsAgree(t *testing.T) {
	k := mustKB(t)
	const microscopy, dipstick = 51516, 51486
	for _, d := range k.Diseases {
		var wbc, le *LabEffect
		for i := range d.Labs {
			switch d.Labs[i].Item {
			case microscopy:
				wbc = &d.Labs[i]
			case dipstick:
				le = &d.Labs[i]
			}
		}
		switch {
		case wbc == nil && le == nil:
		case wbc == nil || le == nil:
			t.Errorf("%s moves only one of urine WBC (%d) and leukocyte esterase (%d)", d.ID, microscopy, dipstick)
		case wbc.P > 2*le.P || le.P > 2*wbc.P:
			t.Errorf("%s: urine WBC in %.2f, leukocyte esterase in %.2f: not within a factor of two", d.ID, wbc.P, le.P)
		}
	}
}
