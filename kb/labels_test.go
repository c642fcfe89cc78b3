package kb

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestDatasetLabels(t *testing.T) {
	k := mustKB(t)
	cases := []struct {
		label string
		first string   // DiseaseForLabel
		all   []string // DiseasesForLabel
	}{
		{"liver abscess", "liver_abscess", []string{"liver_abscess"}},
		{"Liver Abscess", "liver_abscess", []string{"liver_abscess"}},
		{"urinary tract infection", "acute_pyelonephritis", []string{"acute_pyelonephritis", "cystitis", "sepsis_urinary_source"}},
		{"small bowel obstruction", "small_bowel_obstruction", []string{"small_bowel_obstruction"}},
		{"cystitis", "cystitis", []string{"cystitis"}},
		{"Acute pyelonephritis", "acute_pyelonephritis", []string{"acute_pyelonephritis"}},
		{"appendicitis", "acute_appendicitis", []string{"acute_appendicitis"}},
		{"dragon pox", "", nil},
	}
	for _, c := range cases {
		got := ""
		if d := k.DiseaseForLabel(c.label); d != nil {
			got = d.ID
		}
		if got != c.first {
			t.Errorf("DiseaseForLabel(%q) = %q, want %q", c.label, got, c.first)
		}
		var ids []string
		for _, d := range k.DiseasesForLabel(c.label) {
			ids = append(ids, d.ID)
		}
		if strings.Join(ids, ",") != strings.Join(c.all, ",") {
			t.Errorf("DiseasesForLabel(%q) = %v, want %v", c.label, ids, c.all)
		}
	}
}

func TestPathologySynonymsOfDatasetLabels(t *testing.T) {
	k := mustKB(t)
	syn := k.PathologySynonyms("urinary tract infection", "liver abscess", "small bowel obstruction", "pancreatitis")
	if _, ok := syn["pancreatitis"]; ok {
		t.Error("the four MIMIC-CDM pathologies keep the judge's own rules")
	}
	has := func(label, name string) bool {
		for _, n := range syn[label] {
			if strings.EqualFold(n, name) {
				return true
			}
		}
		return false
	}
	want := map[string][]string{
		// disease names and synonyms of every covered disease, then the table's names
		"urinary tract infection": {"Acute pyelonephritis", "Acute cystitis", "Urosepsis", "upper urinary tract infection",
			"lower urinary tract infection", "UTI", "cystitis", "pyonephrosis", "catheter-associated UTI"},
		"liver abscess":           {"Pyogenic liver abscess", "hepatic abscess", "amebic liver abscess", "Klebsiella liver abscess"},
		"small bowel obstruction": {"Small bowel obstruction", "SBO", "gallstone ileus", "obturator hernia"},
	}
	for label, names := range want {
		for _, n := range names {
			if !has(label, n) {
				t.Errorf("PathologySynonyms[%q] lacks %q: %v", label, n, syn[label])
			}
		}
	}
	seen := map[string]bool{}
	for _, n := range syn["urinary tract infection"] {
		if seen[strings.ToLower(n)] {
			t.Errorf("name %q listed twice", n)
		}
		seen[strings.ToLower(n)] = true
	}
}

func TestLoadFSLabelErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"unknown disease", "labels:\n  - {label: x, diseases: [nope]}\n", `x/labels.yaml:2: label "x": unknown disease "nope"`},
		{"no diseases", "labels:\n  - {label: x, diseases: []}\n", "diseases must list at least one disease id"},
		{"twice", "labels:\n  - {label: x, diseases: [appy]}\n  - {label: X, diseases: [appy]}\n", `x/labels.yaml:3: label "X" defined twice`},
		{"mimic four", "labels:\n  - {label: Appendicitis, diseases: [appy]}\n", "is a MIMIC-CDM pathology"},
		{"named disease first", "labels:\n  - {label: appy, diseases: [other, appy]}\n", `label "appy" names disease "appy", which must come first`},
		{"unknown key", "labels:\n  - {label: x, diseases: [appy], colour: red}\n", `unknown key "colour"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fsys := minimal()
			other := strings.ReplaceAll(string(fsys["diseases/a.yaml"].Data), "id: appy", "id: other")
			fsys["diseases/b.yaml"] = &fstest.MapFile{Data: []byte(other)}
			fsys["labels.yaml"] = &fstest.MapFile{Data: []byte(c.src)}
			_, err := LoadFS(fsys, "x")
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
	fsys := minimal()
	fsys["labels.yaml"] = &fstest.MapFile{Data: []byte("labels:\n  - {label: right iliac fossa pain, diseases: [appy], names: [RIF pain]}\n")}
	k, err := LoadFS(fsys, "x")
	if err != nil {
		t.Fatal(err)
	}
	if d := k.DiseaseForLabel("Right iliac fossa pain"); d == nil || d.ID != "appy" {
		t.Fatalf("label not loaded: %v", d)
	}
}
