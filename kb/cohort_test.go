package kb

import (
	"fmt"
	"slices"
	"testing"

	"agenthospital/kb/mimic"
)

// TestEncounterHoldsEveryKeyTest: for every disease the exported chart holds its key tests: the
// lab orders' results (a partial panel misses a component or two, never all of them), the first
// imaging study, every procedure as a radiology row with the study's own modality and region;
// and its department's chart workup.
func TestEncounterHoldsEveryKeyTest(t *testing.T) {
	k := mustKB(t)
	g, err := NewGenerator(k, CohortOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range k.Diseases {
		p := g.PatientWith(7, i, d)
		e := g.Encounter(p, 7, i)
		has := func(s *Study) bool {
			return slices.ContainsFunc(e.Radiology, func(r mimic.Report) bool {
				return r.Modality == s.Modality && r.Region == s.Region
			})
		}
		firstImaging := true
		for _, t1 := range d.KeyTests {
			if o := k.Order(t1); o != nil {
				if !slices.ContainsFunc(o.Items, func(id int) bool { return hasResult(e.Labs, e.Micro, id) }) {
					t.Errorf("%s: key order %s: no result", d.ID, t1)
				}
				continue
			}
			s := k.Study(t1)
			if s.Kind == "imaging" && !firstImaging {
				continue // further imaging studies are done with even odds
			}
			if s.Kind == "imaging" {
				firstImaging = false
			}
			if !has(s) {
				t.Errorf("%s: key %s %s (%s of %s) has no radiology row", d.ID, s.Kind, t1, s.Modality, s.Region)
			}
		}
		ch := k.Chart(d.Department)
		if ch == nil {
			continue
		}
		for _, o := range ch.Orders {
			if !slices.ContainsFunc(k.Order(o).Items, func(id int) bool { return hasResult(e.Labs, e.Micro, id) }) {
				t.Errorf("%s: chart order %s of %s missing", d.ID, o, d.Department)
			}
		}
		for _, s := range ch.Studies {
			if !has(k.Study(s)) {
				t.Errorf("%s: chart study %s of %s missing", d.ID, s, d.Department)
			}
		}
	}
}

func hasResult(labs, micro map[int]string, id int) bool {
	_, a := labs[id]
	_, b := micro[id]
	return a || b
}

// TestEncounterChartFollowsDepartment: the chart a scenario names for a disease replaces its
// department's; the abdominal ED workup orders lipase and falls back to abdominal CT.
func TestEncounterChartFollowsDepartment(t *testing.T) {
	k := mustKB(t)
	ami := k.Disease("acute_myocardial_infarction")
	if ami == nil || ami.Department != "cardiology" {
		t.Fatal("test setup: acute_myocardial_infarction is not a cardiology disease")
	}
	lipase := k.Order("lipase").Items[0]
	troponin := k.Order("troponin").Items[0]
	own, _ := NewGenerator(k, CohortOptions{})
	ed, _ := NewGenerator(k, CohortOptions{Charts: map[string]string{ami.ID: "ed_abdominal_pain"}})
	a := own.Encounter(own.PatientWith(3, 0, ami), 3, 0)
	b := ed.Encounter(ed.PatientWith(3, 0, ami), 3, 0)
	if _, ok := a.Labs[troponin]; !ok {
		t.Error("cardiology chart without troponin")
	}
	if _, ok := a.Labs[lipase]; ok {
		t.Error("cardiology chart holds the abdominal workup's lipase")
	}
	if _, ok := b.Labs[lipase]; !ok {
		t.Error("abdominal ED chart without lipase")
	}
	var mods []string
	for _, r := range a.Radiology {
		mods = append(mods, r.Modality+" of "+r.Region)
	}
	if !slices.Contains(mods, "ECG of Heart") || slices.Contains(mods, "CT of Abdomen") {
		t.Errorf("cardiology chart studies = %v, want an ECG and no abdominal CT", mods)
	}
	for n, r := range a.Radiology {
		if want := fmt.Sprintf("%d-RR-%d", a.HadmID, n+1); r.NoteID != want {
			t.Errorf("report %d: note id %q, want %q", n, r.NoteID, want)
		}
	}
}
