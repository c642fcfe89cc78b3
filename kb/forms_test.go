package kb

import (
	"math"
	"slices"
	"testing"
)

// TestFormsKeepRatesAndJoinFindings checks what a disease's forms do to the patients it draws:
// a perforated diverticulitis shows its free air together with the pericolic gas and the
// peritonism, while over all the disease's patients every finding keeps the disease's rate.
func TestFormsKeepRatesAndJoinFindings(t *testing.T) {
	with, without := mustKB(t), mustKB(t)
	d := without.Disease("acute_diverticulitis")
	if len(d.Forms) == 0 {
		t.Fatal("acute_diverticulitis has no forms to test")
	}
	d.Forms = nil
	const n = 6000
	opts := CohortOptions{Mix: map[string]float64{"acute_diverticulitis": 1}}
	type counts struct{ forms, air, gas, both, rigid, airRigid int }
	draw := func(k *KB) counts {
		g, err := NewGenerator(k, opts)
		if err != nil {
			t.Fatal(err)
		}
		var c counts
		for i := 0; i < n; i++ {
			p := g.Patient(3, i)
			if p.Truth.Form != "" {
				c.forms++
			}
			ct := p.studies["ct_abdomen"]
			air, gas := slices.Contains(ct, "pneumoperitoneum_ct"), slices.Contains(ct, "extraluminal_pericolic_gas")
			rigid := p.findings["abdominal_rigidity"]
			for _, x := range []struct {
				on bool
				n  *int
			}{{air, &c.air}, {gas, &c.gas}, {air && gas, &c.both}, {rigid, &c.rigid}, {air && rigid, &c.airRigid}} {
				if x.on {
					*x.n++
				}
			}
		}
		return c
	}
	a, b := draw(with), draw(without)
	want := 0.0
	for _, f := range with.Disease("acute_diverticulitis").Forms {
		want += f.Share
	}
	if share := float64(a.forms) / n; math.Abs(share-want) > 0.015 {
		t.Errorf("%.3f of the patients have a form, want about the forms' shares, %.2f", share, want)
	}
	if b.forms != 0 {
		t.Errorf("%d patients have a form without forms", b.forms)
	}
	// Marginal rates: the same within sampling noise (4 standard errors).
	for _, m := range []struct {
		name       string
		with, base int
	}{{"free air on CT", a.air, b.air}, {"pericolic gas on CT", a.gas, b.gas}, {"rigidity", a.rigid, b.rigid}} {
		p := float64(m.base) / n
		se := math.Sqrt(p*(1-p)/n) * math.Sqrt2
		if diff := float64(m.with-m.base) / n; math.Abs(diff) > 4*se+0.004 {
			t.Errorf("%s: %d of %d patients with forms, %d without: the forms moved the disease's rate", m.name, m.with, n, m.base)
		}
	}
	// Joint rates: the form's findings come together.
	if a.both < 3*max(b.both, 1) {
		t.Errorf("free air with pericolic gas in %d patients with forms, %d without: want them to come together", a.both, b.both)
	}
	if a.airRigid < 3*max(b.airRigid, 1) {
		t.Errorf("free air with rigidity in %d patients with forms, %d without: want them to come together", a.airRigid, b.airRigid)
	}
	t.Logf("with forms: %+v; without: %+v", a, b)
}

// TestFormSymptoms: a form's own symptoms come only with the form (pneumaturia with a
// colovesical fistula), and a misleading history, which is another disease's story, leaves
// them out.
func TestFormSymptoms(t *testing.T) {
	k := mustKB(t)
	mix := map[string]float64{"acute_diverticulitis": 1, "cystitis": 1}
	g, err := NewGenerator(k, CohortOptions{Mix: mix})
	if err != nil {
		t.Fatal(err)
	}
	withForm, withAir, otherAir := 0, 0, 0
	for i := 0; i < 8000; i++ {
		p := g.Patient(11, i)
		switch {
		case p.Truth.Form == "colovesical_fistula":
			withForm++
			if p.findings["pneumaturia"] {
				withAir++
			}
		case p.findings["pneumaturia"]:
			otherAir++
		}
	}
	if withForm < 50 || float64(withAir) < 0.5*float64(withForm) {
		t.Errorf("%d patients with the fistula form, %d of them with pneumaturia: want most", withForm, withAir)
	}
	if otherAir > 0 {
		t.Errorf("%d patients without the form have pneumaturia", otherAir)
	}
}
