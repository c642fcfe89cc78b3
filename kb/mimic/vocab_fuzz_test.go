package mimic

import (
	"reflect"
	"testing"
)

func FuzzResolveLabs(f *testing.F) {
	for _, s := range []string{
		"Amylase, Lipase and Sodium", "Order a CBC", "WBC Count", "pregnancy test", "Blood culture",
		"Complete Blood Count (CBC, diff), CRP", "Urine Glucose\nSerum lipase levels", "Sodium (urine)",
		"(((", ")),(,", "A A A and and", "Ωmega ſerum blood plasma", "",
	} {
		f.Add(s)
	}
	rows := BuildLabMapping(testLabBase())
	res := NewLabResolver(rows)
	inTable := map[int]bool{}
	for _, r := range rows {
		if r.ItemID != 0 {
			inTable[r.ItemID] = true
		}
		for _, id := range r.CorrespondingIDs {
			inTable[id] = true
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		items := res.Resolve(in)
		if again := res.Resolve(in); !reflect.DeepEqual(items, again) {
			t.Fatalf("Resolve(%q) not deterministic: %v then %v", in, items, again)
		}
		seen := map[int]bool{}
		for _, it := range items {
			if it.Name == "" {
				t.Errorf("Resolve(%q): item with empty name", in)
			}
			if !it.Matched && len(it.ItemIDs) > 0 {
				t.Errorf("Resolve(%q): unmatched item %q has ids %v", in, it.Name, it.ItemIDs)
			}
			for _, id := range it.ItemIDs {
				if !inTable[id] {
					t.Errorf("Resolve(%q): id %d is not in the table", in, id)
				}
				if seen[id] {
					t.Errorf("Resolve(%q): id %d repeated", in, id)
				}
				seen[id] = true
			}
		}
		ids := make([]int, 0, len(seen))
		for _, it := range items {
			ids = append(ids, it.ItemIDs...)
		}
		if keys := res.Cover(ids); len(ids) > 0 && len(keys) == 0 {
			t.Errorf("Cover(%v) is empty", ids)
		}
	})
}

func FuzzClassifyImaging(f *testing.F) {
	for _, s := range []string{
		"CT ABD & PELVIS WITH CONTRAST", "LIVER OR GALLBLADDER US (SINGLE ORGAN)", "RUQ ultrasound",
		"Echo Endoscopy", "Upper GI Series", "carotid series of the neck", "ileus", "\xff\xfe", "",
	} {
		f.Add(s)
	}
	modalities := map[string]bool{"": true}
	for _, c := range append(append([]imgCategory{}, imgModalities...), imgSpecial...) {
		modalities[c.name] = true
	}
	regions := map[string]bool{"": true}
	for _, c := range imgRegions {
		regions[c.name] = true
	}
	f.Fuzz(func(t *testing.T, in string) {
		m, r := ClassifyImaging(in)
		if m2, r2 := ClassifyImaging(in); m2 != m || r2 != r {
			t.Fatalf("ClassifyImaging(%q) not deterministic: (%q, %q) then (%q, %q)", in, m, r, m2, r2)
		}
		if !modalities[m] || !regions[r] {
			t.Errorf("ClassifyImaging(%q) = (%q, %q): not in the vocabulary", in, m, r)
		}
		if b := BroadModality(m); !modalities[b] {
			t.Errorf("BroadModality(%q) = %q: not in the vocabulary", m, b)
		}
	})
}
