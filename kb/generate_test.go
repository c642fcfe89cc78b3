package kb

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func mustKB(t testing.TB) *KB {
	t.Helper()
	k, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestPatientsAreReproducible(t *testing.T) {
	k := mustKB(t)
	g1, _ := NewGenerator(k, CohortOptions{})
	g2, _ := NewGenerator(k, CohortOptions{})
	for i := 0; i < 50; i++ {
		a, b := g1.Patient(42, i), g2.Patient(42, 49-i)
		_ = b
		c := g2.Patient(42, i)
		if a.History != c.History || a.Exam != c.Exam || a.Truth.Disease != c.Truth.Disease {
			t.Fatalf("patient %d differs between generators with the same seed", i)
		}
	}
	if g1.Patient(42, 0).History == g1.Patient(43, 0).History {
		t.Fatal("a different seed gave the same patient")
	}
}

func TestTextVaries(t *testing.T) {
	k := mustKB(t)
	g, _ := NewGenerator(k, CohortOptions{})
	d := k.Disease("acute_appendicitis")
	histories, openers, exams := map[string]bool{}, map[string]bool{}, map[string]bool{}
	negatives := 0
	const n = 300
	for i := 0; i < n; i++ {
		p := g.PatientWith(7, i, d)
		histories[p.History] = true
		openers[strings.SplitN(p.History, " ", 6)[4]] = true
		exams[p.Exam] = true
		for _, neg := range []string{"denies", "No ", "Negative for", "has not noticed"} {
			if strings.Contains(p.History, neg) {
				negatives++
				break
			}
		}
		for _, word := range append([]string{d.Name}, d.Synonyms...) {
			if strings.Contains(strings.ToLower(p.History), strings.ToLower(word)) {
				t.Fatalf("history names the diagnosis %q:\n%s", word, p.History)
			}
		}
	}
	if len(histories) != n || len(exams) < n*9/10 {
		t.Errorf("%d distinct histories and %d distinct exams in %d patients", len(histories), len(exams), n)
	}
	if len(openers) < 4 {
		t.Errorf("only %d ways to open a history: %v", len(openers), openers)
	}
	if negatives < n/2 {
		t.Errorf("only %d of %d histories state pertinent negatives", negatives, n)
	}
}

func TestAtypicalRateAndQualityControl(t *testing.T) {
	k := mustKB(t)
	g, _ := NewGenerator(k, CohortOptions{})
	atypical := 0
	const n = 3000
	for i := 0; i < n; i++ {
		p := g.Patient(3, i)
		if p.Truth.Atypical {
			atypical++
		}
		for _, id := range p.Truth.Present {
			if f := k.Findings[id]; f.Sex == "female" && p.Sex != "F" || f.Sex == "male" && p.Sex != "M" {
				t.Fatalf("%s (%s %d) has %s-only finding %s", p.ID, p.Sex, p.Age, f.Sex, id)
			}
		}
		if v := p.Labs[51085]; v.Value == "POS" && p.Sex != "F" {
			t.Fatalf("%s: positive pregnancy test in a man", p.ID)
		}
		for id, v := range p.Labs {
			lab := k.Labs[id]
			if !lab.IsQualitative() && (v.Num < lab.Limits[0] || v.Num > lab.Limits[1] || math.IsNaN(v.Num)) {
				t.Fatalf("%s: %s = %v outside physiology %v", p.ID, lab.Label, v.Num, lab.Limits)
			}
			if strings.HasPrefix(v.Value, "-0 ") || v.Value == "-0" {
				t.Fatalf("%s: %s printed as %q", p.ID, lab.Label, v.Value)
			}
		}
	}
	if rate := float64(atypical) / n; rate < 0.07 || rate > 0.13 {
		t.Errorf("atypical presentations %.1f%%, want about 10%%", 100*rate)
	}
}

func TestQualityControlRejects(t *testing.T) {
	k := mustKB(t)
	g, _ := NewGenerator(k, CohortOptions{})
	p := g.PatientWith(1, 0, k.Disease("ectopic_pregnancy"))
	p.Sex = "M"
	if err := g.check(p, k.Disease("ectopic_pregnancy")); err == nil {
		t.Fatal("quality control accepted a man with an ectopic pregnancy")
	}
	p = g.PatientWith(1, 1, k.Disease("acute_appendicitis"))
	v := p.Labs[51301]
	v.Num = 900
	p.Labs[51301] = v
	if err := g.check(p, k.Disease("acute_appendicitis")); err == nil || !strings.Contains(err.Error(), "outside physiology") {
		t.Fatalf("quality control accepted a WBC of 900: %v", err)
	}
}

func TestCohortControls(t *testing.T) {
	k := mustKB(t)
	half := 0.9
	g, err := NewGenerator(k, CohortOptions{Mix: map[string]float64{"acute_appendicitis": 3, "acute_cholecystitis": 1}, MinAge: 20, MaxAge: 40, FemaleShare: &half})
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	women := 0
	for i := 0; i < 1000; i++ {
		p := g.Patient(9, i)
		count[p.Truth.Disease]++
		if p.Age < 20 || p.Age > 40 {
			t.Fatalf("age %d outside the cohort's 20-40", p.Age)
		}
		if p.Sex == "F" {
			women++
		}
	}
	if len(count) != 2 || count["acute_appendicitis"] < 650 || count["acute_appendicitis"] > 850 {
		t.Errorf("mix 3:1 gave %v", count)
	}
	if women < 820 {
		t.Errorf("female share 0.9 gave %d women in 1000", women)
	}
	g, err = NewGenerator(k, CohortOptions{Departments: []string{"dermatology"}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		if d := k.Disease(g.Patient(1, i).Truth.Disease); d.Department != "dermatology" {
			t.Fatalf("department filter let through %s (%s)", d.ID, d.Department)
		}
	}
	if _, err := NewGenerator(k, CohortOptions{Mix: map[string]float64{"dragon_pox": 1}}); err == nil {
		t.Fatal("unknown disease in the mix was accepted")
	}
}

func TestReportLayout(t *testing.T) {
	k := mustKB(t)
	g, _ := NewGenerator(k, CohortOptions{})
	d := k.Disease("acute_cholecystitis")
	st := k.Study("us_abdomen")
	shown, technique := 0, 0
	for i := 0; i < 100; i++ {
		p := g.PatientWith(2, i, d)
		rep := g.Report(p, st, 0)
		if !strings.Contains(strings.ToUpper(rep), "FINDINGS:\n") { // every voice heads its findings
			t.Fatalf("report lacks its findings section:\n%s", rep)
		}
		if strings.Contains(rep, "\n\nTECHNIQUE:\n") {
			technique++
		}
		if rep != g.Report(p, st, 0) {
			t.Fatal("the same report reads differently twice")
		}
		if fs := p.StudyFindings("us_abdomen"); len(fs) > 0 {
			shown++
			f := k.Findings[fs[0]]
			if !containsAnyFold(rep, f.Terms) {
				t.Fatalf("report does not show %s:\n%s", f.ID, rep)
			}
		}
	}
	if shown < 60 || shown > 95 {
		t.Errorf("ultrasound showed cholecystitis in %d of 100, want about its sensitivity", shown)
	}
	if technique < 20 || technique == 100 { // the release layout's TECHNIQUE is one voice's
		t.Errorf("%d of 100 reports have a TECHNIQUE section, want the voices that write one", technique)
	}
}

func TestPathologySynonymsByLabel(t *testing.T) {
	k := mustKB(t)
	got := k.PathologySynonyms("acute_gastroenteritis", "Acute pyelonephritis", "appendicitis", "dragon pox")
	if len(got) != 2 || len(got["acute_gastroenteritis"]) == 0 || len(got["Acute pyelonephritis"]) == 0 {
		t.Fatalf("labels by id and by name should be found, the four and unknown ones left out: %v", got)
	}
	if all := k.PathologySynonyms(); all["acute_appendicitis"] != nil || all["biliary_colic"] == nil {
		t.Fatalf("without labels: every disease but the four, by id")
	}
}

// TestPastOperations: adults carry past operations at about their background share, never one
// that took out the organ their disease needs; an operation implies a prior abdominal operation,
// which the history does not say a second time.
func TestPastOperations(t *testing.T) {
	k := mustKB(t)
	g, err := NewGenerator(k, CohortOptions{})
	if err != nil {
		t.Fatal(err)
	}
	chole := k.Findings["prior_cholecystectomy"]
	if chole == nil || chole.Removes != "gallbladder" {
		t.Fatal("prior_cholecystectomy should remove the gallbladder")
	}
	adults, operated := 0, 0
	for _, id := range []string{"acute_cholecystitis", "acute_pancreatitis", "acute_diverticulitis"} {
		d := k.Disease(id)
		for i := 0; i < 600; i++ {
			p := g.PatientWith(5, i, d)
			has := slices.Contains(p.Truth.Present, "prior_cholecystectomy")
			if has && id == "acute_cholecystitis" {
				t.Fatalf("patient %d with cholecystitis had a cholecystectomy", i)
			}
			if has && p.Age < 18 {
				t.Fatalf("patient %d (age %d) had a background cholecystectomy", i, p.Age)
			}
			if has && !slices.Contains(p.Truth.Present, "prior_abdominal_surgery") {
				t.Fatalf("patient %d: a cholecystectomy without the prior abdominal surgery it implies", i)
			}
			if has && strings.Contains(strings.ToLower(p.History), "prior abdominal surgery") {
				t.Errorf("patient %d: the implied finding written as well: %q", i, p.History)
			}
			if id != "acute_cholecystitis" && p.Age >= 18 {
				adults++
				if has {
					operated++
				}
			}
		}
	}
	share := float64(operated) / float64(adults)
	if share < 0.03 || share > 0.10 {
		t.Errorf("%d of %d adults had a cholecystectomy (%.3f), want about %.2f", operated, adults, share, chole.Background)
	}
}

// TestMisleadingHistories: with CohortOptions.Misleading a patient's symptoms are another
// disease's of the same chart (or the department's distracting complaints), while the
// examination, labs and studies stay the patient's own; the share drawn follows the option, and
// the patients it does not mislead are drawn as without it.
func TestMisleadingHistories(t *testing.T) {
	k := mustKB(t)
	mix := map[string]float64{"acute_appendicitis": 1, "acute_cholecystitis": 1, "acute_pancreatitis": 1, "acute_diverticulitis": 1}
	charts := map[string]string{} // one emergency department sees them all
	for id := range mix {
		charts[id] = "ed_abdominal_pain"
	}
	plain, _ := NewGenerator(k, CohortOptions{Mix: mix, Charts: charts})
	half, _ := NewGenerator(k, CohortOptions{Mix: mix, Charts: charts, Misleading: 0.5})
	n, misled := 400, 0
	for i := 0; i < n; i++ {
		p, q := plain.Patient(7, i), half.Patient(7, i)
		if q.Truth.Misleading == "" {
			if p.History != q.History || p.Exam != q.Exam {
				t.Fatalf("patient %d: not misled, yet written differently from the plain cohort", i)
			}
			continue
		}
		misled++
		d, m := k.Disease(q.Truth.Disease), k.Disease(q.Truth.Misleading)
		if m == nil || m == d || mix[m.ID] == 0 {
			t.Fatalf("patient %d (%s): misled by %q, want another disease of the cohort", i, d.ID, q.Truth.Misleading)
		}
		for id := range q.findings {
			if k.Findings[id].Kind == KindSymptom && !hasFreq(m.Symptoms, id) && !slices.Contains(m.ChiefComplaints, id) &&
				!slices.Contains(half.vague[d.Department], id) {
				t.Errorf("patient %d (%s misled by %s): symptom %s is neither the mimic's nor a distractor", i, d.ID, m.ID, id)
			}
		}
		for st := range q.studies {
			formStudy := q.Truth.Form != "" && slices.ContainsFunc(d.Forms, func(f Form) bool {
				return f.ID == q.Truth.Form && slices.ContainsFunc(f.Studies, func(fs FormStudy) bool { return fs.Study == st })
			})
			if !formStudy && !slices.ContainsFunc(d.Studies, func(se StudyEffect) bool { return se.Study == st }) {
				t.Errorf("patient %d: study %s shows findings, but it is not one of %s's or its form's", i, st, d.ID)
			}
		}
	}
	if share := float64(misled) / float64(n); share < 0.42 || share > 0.58 {
		t.Errorf("misled %d of %d, want about half", misled, n)
	}
}
