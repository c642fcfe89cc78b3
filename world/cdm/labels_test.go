package cdm

import (
	"testing"

	"agenthospital/kb"
)

// TestExternalLabelAnswers: with the knowledge base's synonyms, the judge accepts the usual names
// of each external label (at least the lists of shared/devsets/README.md) and rejects other
// diagnoses and negated answers.
func TestExternalLabelAnswers(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	labels := []string{"liver abscess", "urinary tract infection", "small bowel obstruction"}
	extra := k.PathologySynonyms(labels...)
	cases := []struct {
		label, answer string
		exact         bool
	}{
		{"liver abscess", "Liver abscess", true},
		{"liver abscess", "Hepatic abscess", true},
		{"liver abscess", "Pyogenic liver abscess", true},
		{"liver abscess", "Pyogenic hepatic abscess", true},
		{"liver abscess", "Klebsiella liver abscess", true},
		{"liver abscess", "E. coli liver abscess", true},
		{"liver abscess", "Amebic liver abscess", true},
		{"liver abscess", "Amoebic liver abscess", true},
		{"liver abscess", "Multiple liver abscesses", true},
		{"liver abscess", "Cholangitic liver abscesses", true},
		{"liver abscess", "Acute cholangitis", false},
		{"liver abscess", "No liver abscess", false},

		{"urinary tract infection", "Urinary tract infection", true},
		{"urinary tract infection", "UTI", true},
		{"urinary tract infection", "Acute pyelonephritis", true},
		{"urinary tract infection", "Pyelonephritis", true},
		{"urinary tract infection", "Obstructive pyelonephritis", true},
		{"urinary tract infection", "Upper UTI", true},
		{"urinary tract infection", "Upper urinary tract infection", true},
		{"urinary tract infection", "Complicated UTI", true},
		{"urinary tract infection", "Complicated urinary tract infection", true},
		{"urinary tract infection", "Catheter-associated UTI", true},
		{"urinary tract infection", "Catheter-associated urinary tract infection", true},
		{"urinary tract infection", "Urosepsis", true},
		{"urinary tract infection", "Cystitis", true},
		{"urinary tract infection", "Acute cystitis", true},
		{"urinary tract infection", "Lower urinary tract infection", true},
		{"urinary tract infection", "Infected obstructing ureteral stone", true},
		{"urinary tract infection", "Pyonephrosis", true},
		{"urinary tract infection", "Ureteral colic", false},
		{"urinary tract infection", "Acute appendicitis", false},
		{"urinary tract infection", "No evidence of pyelonephritis", false},

		{"small bowel obstruction", "Small bowel obstruction", true},
		{"small bowel obstruction", "SBO", true},
		{"small bowel obstruction", "Bowel obstruction", true},
		{"small bowel obstruction", "Intestinal obstruction", true},
		{"small bowel obstruction", "Adhesive SBO", true},
		{"small bowel obstruction", "Partial SBO", true},
		{"small bowel obstruction", "Small bowel obstruction due to incarcerated obturator hernia", true},
		{"small bowel obstruction", "Incarcerated obturator hernia", true},
		{"small bowel obstruction", "Gallstone ileus", true},
		{"small bowel obstruction", "Acute mesenteric ischemia", false},
		{"small bowel obstruction", "Gastroenteritis", false},
	}
	for _, c := range cases {
		if exact, _ := ScoreDiagnosis(c.answer, c.label, extra); exact != c.exact {
			t.Errorf("ScoreDiagnosis(%q, %q) = %v, want %v", c.answer, c.label, exact, c.exact)
		}
	}
	// The predicted class of an answer is the label it scores for.
	for answer, want := range map[string]string{"Acute cystitis": "urinary tract infection",
		"Pyogenic liver abscess": "liver abscess", "Adhesive SBO": "small bowel obstruction"} {
		if got := predictClass(answer, "liver abscess", extra); got != want {
			t.Errorf("predictClass(%q) = %q, want %q", answer, got, want)
		}
	}
}

// TestHospitalLabelsKeepObstructionsApart: with the synonyms the hospital judges by (every
// disease by id), a large bowel obstruction is not a small one, nor the reverse.
func TestHospitalLabelsKeepObstructionsApart(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	extra := k.PathologySynonyms()
	cases := []struct {
		answer, truth string
		exact         bool
	}{
		{"Large bowel obstruction", "small_bowel_obstruction", false},
		{"Small bowel obstruction", "large_bowel_obstruction", false},
		{"Small bowel obstruction", "small_bowel_obstruction", true},
		{"Sigmoid volvulus", "large_bowel_obstruction", true},
		{"Acute cystitis", "acute_pyelonephritis", false},
		{"Acute pyelonephritis", "cystitis", false},
		{"Incarcerated hernia", "inguinal_hernia", false},
		{"Pyogenic liver abscess", "liver_abscess", true},
	}
	for _, c := range cases {
		if exact, _ := ScoreDiagnosis(c.answer, c.truth, extra); exact != c.exact {
			t.Errorf("ScoreDiagnosis(%q, %q) = %v, want %v", c.answer, c.truth, exact, c.exact)
		}
	}
}

// TestNamedWithNamesBoth: a disease's fuller name for a chart that shows a complication
// (kb.Disease.NamedWith) is judged right for the disease and for the one it also names, and
// wrong for their neighbours (a large bowel obstruction, a hernia that is not incarcerated).
func TestNamedWithNamesBoth(t *testing.T) {
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	hospital := k.PathologySynonyms()
	external := k.PathologySynonyms("small bowel obstruction")
	n := 0
	for _, d := range k.Diseases {
		for _, nw := range d.NamedWith {
			n++
			also := k.Disease(nw.Also)
			if also == nil {
				t.Fatalf("%s: named_with %q: also %q is not a disease", d.ID, nw.Name, nw.Also)
			}
			for _, truth := range []string{kb.PathologyLabel(d), kb.PathologyLabel(also)} {
				if exact, _ := ScoreDiagnosis(nw.Name, truth, hospital); !exact {
					t.Errorf("ScoreDiagnosis(%q, %q) = false, want true", nw.Name, truth)
				}
			}
			if d.ID != "small_bowel_obstruction" && nw.Also != "small_bowel_obstruction" {
				continue
			}
			if exact, _ := ScoreDiagnosis(nw.Name, "small bowel obstruction", external); !exact {
				t.Errorf("ScoreDiagnosis(%q, the dataset label small bowel obstruction) = false, want true", nw.Name)
			}
			for _, other := range []string{"large_bowel_obstruction", "inguinal_hernia"} {
				if exact, _ := ScoreDiagnosis(nw.Name, other, hospital); exact {
					t.Errorf("ScoreDiagnosis(%q, %q) = true, want false", nw.Name, other)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no disease has a named_with name")
	}
}
