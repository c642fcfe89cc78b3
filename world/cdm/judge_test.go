package cdm

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"agenthospital/kb/mimic"
)

// fakeLabeler names a few itemids; Cover lists the labels of the known ids in the given order,
// each label once.
type fakeLabeler map[int]string

func (f fakeLabeler) Label(id int) (string, string, bool) {
	l, ok := f[id]
	return l, "Blood", ok
}

func (f fakeLabeler) Cover(ids []int) []string {
	var out []string
	seen := map[string]bool{}
	for _, id := range ids {
		if l, ok := f[id]; ok && !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}

var testLabels = fakeLabeler{
	51301: "White Blood Cells", 51755: "White Blood Cells", 51300: "WBC Count",
	50889: "C-Reactive Protein", 51652: "High-Sensitivity CRP",
	50861: "Alanine Aminotransferase (ALT)", 50878: "Asparate Aminotransferase (AST)",
	50883: "Bilirubin, Direct", 50927: "Gamma Glutamyltransferase",
	50867: "Amylase", 50956: "Lipase", 51279: "Red Blood Cells", 51006: "Urea Nitrogen",
}

func TestParseDiagnosis(t *testing.T) {
	tests := []struct {
		name, in, want string
		rewritten      bool
	}{
		{"plain", "Final Diagnosis: Acute Appendicitis", "Acute Appendicitis", false},
		{"newline after marker", "Final Diagnosis:\nAcute Appendicitis", "Acute Appendicitis", false},
		{"treatment after blank line", "Final Diagnosis:\nAcute Appendicitis\n\nTreatment:\nAppendectomy", "Acute Appendicitis", false},
		{"empty", "Final Diagnosis:", "", false},
		{"lower case", "final diagnosis: Acute Appendicitis", "Acute Appendicitis", false},
		{"no final", "Diagnosis: Acute Appendicitis", "Acute Appendicitis", true},
		{"no marker", "The diagnosis is Acute Appendicitis", "", false},
		{"first of two", "Diagnosis: Abdominal pain\nTreatment Plan: Management of pain\nFinal Diagnosis: Appendicitis\nFinal Treatment:Appendectomy", "Abdominal pain", true},
		{"long treatment name", "Final Diagnosis: Appendicitis\nBest Treatment Plan: Appendectomy", "Appendicitis", false},
		{"period then treatment", "Final Diagnosis: Appendicitis. Best Treatment Plan: Appendectomy", "Appendicitis", false},
		{"vs", "Final Diagnosis: Pancreatitis vs Appendicitis", "Pancreatitis", true},
		{"vs.", "Final Diagnosis: Pancreatitis vs. Appendicitis", "Pancreatitis", true},
		{"newline", "Final Diagnosis: Pancreatitis\nAppendicitis", "Pancreatitis", true},
		{"or", "Final Diagnosis: Pancreatitis or Appendicitis", "Pancreatitis", true},
		{"and", "Final Diagnosis: Pancreatitis and Appendicitis", "Pancreatitis", true},
		{"comma", "Final Diagnosis: Pancreatitis, Appendicitis", "Pancreatitis", true},
		{"three", "Final Diagnosis: Pancreatitis vs Appendicitis vs Cholecystitis", "Pancreatitis", true},
		{"numbered", "Final Diagnosis:\n1.Pancreatitis\n2.Appendicitis", "Pancreatitis", true},
		{"numbered inline", "1.Pancreatitis\n2.Appendicitis", "", false},
		{"rationale", "Final Diagnosis: Acute Kidney Injury (AKI) with Septic Shock, likely caused by Pyelonephritis.\n\nRationale:\n\n1. The patient's history of recurrent UTIs.\n2. Fever.", "Acute Kidney Injury (AKI) with Septic Shock", true},
		{"based on", "Final Diagnosis: Based on the patient's symptoms and history, the most likely diagnosis is:\n\nAcute Appendicitis\n\nThe patient's symptoms are consistent with acute appendicitis.", "Acute Appendicitis", true},
		{"based on 2", "Final Diagnosis: Based on the provided information, the patient's final diagnosis is most likely a retroperitoneal sarcoma. This conclusion is based on the patient's symptoms.", "most likely a retroperitoneal sarcoma", true},
		{"diagnosis is mid sentence", "Final Diagnosis: Based on the patient's symptoms and laboratory results, the most likely diagnosis is acute appendicitis. The pain is classic.", "acute appendicitis", true},
		{"explanation", "Final Diagnosis: Acute Appendicitis. \n\nThe patient's symptoms suggest acute appendicitis. Therefore, acute appendicitis is the most likely diagnosis.", "Acute Appendicitis", true},
		{"star list", "Final Diagnosis: According to the provided information, the patient has terminal ileitis with a normal appendix. \n\nGiven these findings, the most likely diagnosis for this patient would be:\n\n* Appendiceal cancer with periappendiceal abscess and pelvic abscess.\n* Chronic smoker", "Appendiceal cancer with periappendiceal abscess", true},
		{"unwanted section", "Final Diagnosis: Metastatic ovarian cancer with liver metastases, stable since previous imaging.\n\nAdditional notes:\n\n* The patient has a history of ovarian cancer.", "Metastatic ovarian cancer with liver metastases", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, rw := ParseDiagnosis(tc.in)
			if got != tc.want || rw != tc.rewritten {
				t.Errorf("ParseDiagnosis(%q) = %q, %v; want %q, %v", tc.in, got, rw, tc.want, tc.rewritten)
			}
		})
	}
}

func TestDxRatio(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"apendicitis", "appendicitis", 96},
		{"appendicitis", "appendicitis", 100},
		{"pancreatitis", "appendicitis", 58},
		{"", "appendicitis", 0},
		{"ab", "", 0},
		{"äb", "ab", 50},
	}
	for _, tc := range tests {
		if got := dxRatio(tc.a, tc.b); got != tc.want {
			t.Errorf("dxRatio(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestKeywordPositive(t *testing.T) {
	tests := []struct {
		text, kw string
		want     bool
	}{
		{"Acute appendicitis", "appendicitis", true},
		{"No acute appendicitis", "appendicitis", false},
		{"No signs of acute appendicitis.", "appendicitis", false},
		{"Appendicitis unlikely", "appendicitis", false},
		{"Appendicitis was ruled out", "appendicitis", false},
		{"Appendicitis cannot be ruled out", "appendicitis", true},
		{"No perforation but appendicitis", "appendicitis", true},
		{"No perforation. Appendicitis", "appendicitis", true},
		{"Patient denies fever, chills or vomiting", "vomiting", false},
		{"Biliary acute pancreatitis without necrosis or infection", "biliary", true},
		{"Biliary acute pancreatitis without necrosis or infection", "infection", false},
		{"Acute pancreatitis, not biliary", "biliary", false},
		{"Gallstone pancreatitis", "biliary", false},
		{"no change in biliary dilation", "biliary", true},
		{"anything", "", false},
	}
	for _, tc := range tests {
		if got := KeywordPositive(tc.text, tc.kw); got != tc.want {
			t.Errorf("KeywordPositive(%q, %q) = %v, want %v", tc.text, tc.kw, got, tc.want)
		}
	}
}

func TestScoreDiagnosis(t *testing.T) {
	extra := map[string][]string{
		"liver abscess": {"hepatic abscess", "pyogenic liver abscess"},
		"uti":           {"urinary tract infection", "cystitis"},
		"bell_palsy":    {"Bell's palsy", "idiopathic facial nerve palsy"},
		"covid19":       {"COVID-19"},
	}
	tests := []struct {
		answer, patho   string
		exact, gracious bool
	}{
		{"Acute Appendicitis", "appendicitis", true, true},
		{"appendicitis", "Appendicitis", true, true},
		{"apendicitis", "appendicitis", true, true},
		{"Acute Pancreatitis", "appendicitis", false, false},
		{"The patient does not have Acute Appendicitis", "appendicitis", false, false},
		{"No Acute Appendicitis", "appendicitis", false, false},
		{"There is no evidence of acute appendicitis.", "appendicitis", false, false},
		{"No signs of acute appendicitis.", "appendicitis", false, false},
		{"Absence of typical signs and symptoms of appendicitis.", "appendicitis", false, false},
		{"Gangrenous appendix", "appendicitis", true, true},
		{"Perforated appendix", "appendicitis", true, true},
		{"Appendix without perforation", "appendicitis", false, false},
		{"Acute biliary colic", "cholecystitis", false, true},
		{"Acute gallbladder attack", "cholecystitis", false, true},
		{"Gallbladder inflammation", "cholecystitis", true, true},
		{"Ascending cholangitis", "cholecystitis", true, true},
		{"Acute cholecystitis", "cholecystitis", true, true},
		{"Sigmoid colitis", "diverticulitis", false, true},
		{"Sigmoid perforation", "diverticulitis", false, true},
		{"Perforated diverticular abscess", "diverticulitis", true, true},
		{"Necrotizing pancreatitis", "pancreatitis", true, true},
		{"Pancreatic necrosis", "pancreatitis", true, true},
		{"Acute cholecystitis", "pancreatitis", false, false},
		{"Hepatic abscess", "liver abscess", true, true},
		{"Liver abscess", "liver abscess", true, true},
		{"Liver abcess", "liver abscess", true, true},
		{"No hepatic abscess", "liver abscess", false, false},
		{"Acute cystitis", "uti", true, true},
		{"Acute cholecystitis", "uti", false, false},
		{"Acute pyelonephritis", "pyelonephritis", true, true},
		{"Bell's palsy", "bell_palsy", true, true},
		{"Right-sided Bell's palsy", "bell_palsy", true, true},
		{"No Bell's palsy", "bell_palsy", false, false},
		{"COVID-19", "covid19", true, true},
		{"Not COVID-19, influenza", "covid19", false, false},
		{"", "appendicitis", false, false},
		{"Appendicitis", "", false, false},
	}
	for _, tc := range tests {
		e, g := ScoreDiagnosis(tc.answer, tc.patho, extra)
		if e != tc.exact || g != tc.gracious {
			t.Errorf("ScoreDiagnosis(%q, %q) = %v, %v; want %v, %v", tc.answer, tc.patho, e, g, tc.exact, tc.gracious)
		}
	}
}

// episode builds a trajectory from steps and a final text.
func episode(output string, steps ...Step) *Trajectory {
	for i := range steps {
		steps[i].Index = i
		steps[i].Confidence = -1
	}
	return &Trajectory{Steps: steps, Output: output}
}

func pe() Step             { return Step{Action: ActPE, Cost: 10} }
func labs(ids ...int) Step { return Step{Action: ActLabs, ItemIDs: ids, Cost: 5} }
func img(modality, region string) Step {
	return Step{Action: ActImaging, Modality: modality, Region: region, Cost: 100}
}

func encounter(patho string) *mimic.Encounter {
	e := mimic.NewEncounter(20000001)
	e.Pathology = patho
	e.PhysicalExam = "Abd: tender RLQ"
	return e
}

func TestJudgeImagingTables(t *testing.T) {
	tests := []struct {
		name, patho string
		biliary     bool
		steps       []Step
		score       int
		unnecessary []string
	}{
		{"appendicitis US", "appendicitis", false, []Step{img("Ultrasound", "Abdomen")}, 2, nil},
		{"appendicitis CT", "appendicitis", false, []Step{img("CT", "Abdomen")}, 1, nil},
		{"appendicitis MRI", "appendicitis", false, []Step{img("MRI", "Abdomen")}, 1, nil},
		{"appendicitis CT then US keeps first", "appendicitis", false, []Step{img("CT", "Abdomen"), img("Ultrasound", "Abdomen")}, 1, nil},
		{"appendicitis chest first", "appendicitis", false, []Step{img("Radiograph", "Chest"), img("Ultrasound", "Abdomen")}, 2, []string{"Radiograph of Chest"}},
		{"appendicitis repeat", "appendicitis", false, []Step{img("Ultrasound", "Abdomen"), img("Ultrasound", "Abdomen")}, 2, []string{"Ultrasound of Abdomen"}},
		{"appendicitis HIDA", "appendicitis", false, []Step{img("HIDA", "Abdomen")}, 0, []string{"HIDA of Abdomen"}},
		{"cholecystitis HIDA", "cholecystitis", false, []Step{img("HIDA", "Abdomen")}, 2, nil},
		{"cholecystitis EUS", "cholecystitis", false, []Step{img("EUS", "Abdomen")}, 1, nil},
		{"cholecystitis CT", "cholecystitis", false, []Step{img("CT", "Abdomen")}, 0, []string{"CT of Abdomen"}},
		{"diverticulitis CT", "diverticulitis", false, []Step{img("CT", "Abdomen")}, 2, nil},
		{"diverticulitis US", "diverticulitis", false, []Step{img("Ultrasound", "Abdomen")}, 1, nil},
		{"pancreatitis US", "pancreatitis", false, []Step{img("Ultrasound", "Abdomen")}, 2, nil},
		{"pancreatitis CT", "pancreatitis", false, []Step{img("CT", "Abdomen")}, 1, nil},
		{"pancreatitis EUS not biliary", "pancreatitis", false, []Step{img("EUS", "Abdomen")}, 0, nil},
		{"pancreatitis EUS biliary", "pancreatitis", true, []Step{img("EUS", "Abdomen")}, 1, nil},
		{"pancreatitis US+EUS biliary capped", "pancreatitis", true, []Step{img("Ultrasound", "Abdomen"), img("EUS", "Abdomen")}, 2, nil},
		{"pancreatitis EUS biliary then CT", "pancreatitis", true, []Step{img("EUS", "Abdomen"), img("CT", "Abdomen")}, 1, nil},
		{"pancreatitis EUS not biliary then US", "pancreatitis", false, []Step{img("EUS", "Abdomen"), img("Ultrasound", "Abdomen")}, 2, nil},
		{"unresolved imaging ignored", "pancreatitis", false, []Step{img("", "Abdomen")}, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			enc := encounter(tc.patho)
			if tc.biliary {
				enc.ICDDiagnosis = []string{"Biliary acute pancreatitis without necrosis or infection"}
			}
			j := Judge(enc, episode("Final Diagnosis: x", tc.steps...), testLabels, nil)
			if j.ImagingScore != tc.score {
				t.Errorf("ImagingScore = %d, want %d", j.ImagingScore, tc.score)
			}
			want := tc.unnecessary
			if want == nil {
				want = []string{}
			}
			if !reflect.DeepEqual(j.UnnecessaryImaging, want) {
				t.Errorf("UnnecessaryImaging = %q, want %q", j.UnnecessaryImaging, want)
			}
		})
	}
}

func TestJudgeLabsAndPE(t *testing.T) {
	tests := []struct {
		name, patho    string
		steps          []Step
		peFirst        bool
		peLate         bool
		score          map[string]bool
		unnecessary    []int
		unresolved     []string
		nTests, nSteps int
	}{
		{"cholecystitis categories", "cholecystitis",
			[]Step{pe(), labs(51301, 50861, 50863, 50956, 51301), {Action: ActLabs, Unresolved: []string{"Procalcitonin"}}},
			true, true, map[string]bool{"Inflammation": true, "Liver": true, "Gallbladder": false}, []int{50956}, []string{"Procalcitonin"}, 3, 3},
		{"pancreatitis categories", "pancreatitis",
			[]Step{{Action: ActExperience}, pe(), labs(50867, 51006, 50861)},
			true, true, map[string]bool{"Inflammation": false, "Pancreas": true, "Seriousness": true}, []int{}, []string{}, 2, 3},
		{"PE late", "appendicitis", []Step{labs(50956), pe()},
			false, true, map[string]bool{"Inflammation": false}, []int{50956}, []string{}, 2, 2},
		{"no PE", "diverticulitis", []Step{labs(51279)},
			false, false, map[string]bool{"Inflammation": false}, []int{}, []string{}, 1, 1},
		{"unknown pathology", "liver abscess", []Step{pe(), labs(50956)},
			true, true, map[string]bool{}, []int{}, []string{}, 2, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j := Judge(encounter(tc.patho), episode("Final Diagnosis: x", tc.steps...), testLabels, nil)
			if j.PEFirst != tc.peFirst || j.PELate != tc.peLate {
				t.Errorf("PEFirst, PELate = %v, %v; want %v, %v", j.PEFirst, j.PELate, tc.peFirst, tc.peLate)
			}
			if !reflect.DeepEqual(j.LabScore, tc.score) || j.LabMax != len(tc.score) {
				t.Errorf("LabScore = %v (max %d), want %v", j.LabScore, j.LabMax, tc.score)
			}
			if !reflect.DeepEqual(j.UnnecessaryLabs, tc.unnecessary) {
				t.Errorf("UnnecessaryLabs = %v, want %v", j.UnnecessaryLabs, tc.unnecessary)
			}
			if !reflect.DeepEqual(j.UnresolvedLabs, tc.unresolved) {
				t.Errorf("UnresolvedLabs = %v, want %v", j.UnresolvedLabs, tc.unresolved)
			}
			if j.Tests != tc.nTests || j.Steps != tc.nSteps {
				t.Errorf("Tests, Steps = %d, %d; want %d, %d", j.Tests, j.Steps, tc.nTests, tc.nSteps)
			}
		})
	}
}

func TestJudgeFeedback(t *testing.T) {
	allAppLabs := labs(51301, 51755, 51300, 50889, 51652, 51279, 50861, 51006, 51508)
	tests := []struct {
		name, patho string
		enc         func(*mimic.Encounter)
		tr          *Trajectory
		extra       map[string][]string
		want        string
	}{
		{"cholecystitis late PE and lab lines", "cholecystitis", nil,
			episode("Final Diagnosis: Acute cholecystitis", img("Ultrasound", "Abdomen"), pe(), labs(51301, 50861, 50863, 50956)), nil,
			msgPELate + "\n\nLaboratory tests: Inflammation: done (White Blood Cells), missing (White Blood Cells, WBC Count, C-Reactive Protein, High-Sensitivity CRP); " +
				"Liver: done (Alanine Aminotransferase (ALT)), missing (Asparate Aminotransferase (AST)); Gallbladder: missing (Bilirubin, Direct, Gamma Glutamyltransferase)."},
		{"cholecystitis gracious, no PE, MRI only", "cholecystitis", nil,
			episode("Final Diagnosis: Acute biliary colic", labs(51301, 51755, 51300, 50889, 51652, 50861, 50878, 50883, 50927), img("MRI", "Abdomen"), img("CT", "Chest")), nil,
			msgPEMissing + "\n\nLaboratory tests: Inflammation: done (White Blood Cells, WBC Count, C-Reactive Protein, High-Sensitivity CRP); Liver: done (Alanine Aminotransferase (ALT), Asparate Aminotransferase (AST)); Gallbladder: done (Bilirubin, Direct, Gamma Glutamyltransferase)." +
				"\n\nImaging: Some imaging requests were not considered appropriate for this case: CT of Chest. Non targeted imaging leads to deductions in the imaging section." +
				"\n\nDiagnosis: You wrote 'Acute biliary colic', while the target diagnosis is 'cholecystitis'. Your answer correctly included 'acute biliary' and 'colic', so it is counted as a reasonable alternative rather than completely wrong. However, it still does not clearly name the target diagnosis, so it does not receive full credit." +
				"\n\nImaging (cholecystitis): set region='Abdomen' and start with ultrasound or HIDA as first line. MRI/EUS are also recommended as follow up options. Aim to complete appropriate biliary imaging rather than relying on MRI/EUS alone."},
		{"diverticulitis no imaging no diagnosis", "diverticulitis", nil,
			episode("I am not sure.", pe(), labs(51301, 51755, 51300, 50889, 51652)), nil,
			"Laboratory tests: Inflammation: done (White Blood Cells, WBC Count, C-Reactive Protein, High-Sensitivity CRP).\n\n" + msgNoImaging + "\n\n" + msgNoDiagnosis +
				"\n\nImaging (diverticulitis): no appropriate abdominal imaging was done (set region='Abdomen' and request CT/ultrasound/MRI). Prefer CT as first line, with ultrasound or MRI as additional follow up options."},
		{"pancreatitis CT without US", "pancreatitis", nil,
			episode("Final Diagnosis: Acute pancreatitis", pe(), labs(50956, 51301, 51006), img("CT", "Abdomen")), nil,
			"Laboratory tests: Inflammation: done (White Blood Cells), missing (White Blood Cells, WBC Count, C-Reactive Protein, High-Sensitivity CRP); Pancreas: done (Lipase), missing (Amylase); Seriousness: done (Urea Nitrogen)." +
				"\n\nImaging: set region='Abdomen' and request ultrasound first. CT is also recommended but should be considered as a second line option."},
		{"pancreatitis biliary EUS without US", "pancreatitis",
			func(e *mimic.Encounter) { e.DischargeDiagnosis = "Gallstone (biliary) pancreatitis" },
			episode("Final Diagnosis: Acute pancreatitis", pe(), labs(51301, 51755, 51300, 50889, 51652, 50867, 50956, 51480, 50810, 51221, 51638, 51006, 52647, 51000, 50893, 50824, 52623, 50983, 52610, 50971, 50822), img("EUS", "Abdomen")), nil,
			"Laboratory tests: Inflammation: done (White Blood Cells, WBC Count, C-Reactive Protein, High-Sensitivity CRP); Pancreas: done (Amylase, Lipase); Seriousness: done (Urea Nitrogen)." +
				"\n\nImaging: for biliary pancreatitis, start with region='Abdomen' ultrasound. EUS is also recommended but should be used as a follow up option."},
		{"appendicitis all good", "appendicitis", nil,
			episode("Final Diagnosis: Acute appendicitis", pe(), allAppLabs, img("Ultrasound", "Abdomen")), nil,
			msgAppendicitsOK},
		{"appendicitis override", "appendicitis", nil,
			episode("Final Diagnosis: Gastroenteritis", labs(51301), img("CT", "Abdomen"), img("Radiograph", "Chest")), nil,
			"Imaging: abdominal imaging was partially appropriate. Set region='Abdomen' and request ultrasound first. CT or MRI are also recommended as follow up options." +
				"\n\nLaboratory tests: key inflammation related tests were incomplete. Consider ordering: C-Reactive Protein, WBC Count, High-Sensitivity CRP, White Blood Cells." +
				"\n\nLaboratory tests: the following neutral baseline panels were not obtained. They are neutral tests, optional but recommended to complete the workup: Liver Function Panel (LFP), Renal Function Panel (RFP), Urinalysis."},
		{"appendicitis no imaging, ids without labels", "appendicitis", nil,
			episode("Final Diagnosis: Acute appendicitis", pe(), labs(51301, 51755, 51300, 51279, 50861, 51006, 51508)), map[string][]string{},
			"Imaging: no appropriate abdominal imaging was requested. Set region='Abdomen' and request ultrasound as first line. CT or MRI are also recommended as follow up options." +
				"\n\nLaboratory tests: key inflammation related tests were incomplete. Consider ordering: C-Reactive Protein, High-Sensitivity CRP."},
		{"unknown pathology generic only", "liver abscess", nil,
			episode("Final Diagnosis: Hepatic abscess", pe(), labs(51301), img("CT", "Abdomen")), map[string][]string{"liver abscess": {"hepatic abscess"}},
			msgNoDeficiency},
		{"unknown pathology late PE, capped", "liver abscess", nil,
			&Trajectory{Capped: true, Steps: []Step{labs(51301), pe()}}, nil,
			msgPELate + "\n\n" + msgNoDiagnosis},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			enc := encounter(tc.patho)
			if tc.enc != nil {
				tc.enc(enc)
			}
			j := Judge(enc, tc.tr, testLabels, tc.extra)
			if j.Feedback != tc.want {
				t.Errorf("Feedback =\n%s\nwant\n%s", j.Feedback, tc.want)
			}
		})
	}
}

func TestJudgeUnknownPathology(t *testing.T) {
	extra := map[string][]string{"liver abscess": {"hepatic abscess"}}
	j := Judge(encounter("Liver Abscess"), episode("Final Diagnosis: Hepatic abscess", pe(), labs(50956), img("CT", "Abdomen")), testLabels, extra)
	if !j.Correct || !j.Gracious || j.Invalid || j.Predicted != "liver abscess" {
		t.Errorf("Correct, Gracious, Invalid, Predicted = %v, %v, %v, %q", j.Correct, j.Gracious, j.Invalid, j.Predicted)
	}
	if j.LabMax != 0 || j.ImagingScore != 0 || len(j.UnnecessaryImaging) != 0 || len(j.UnnecessaryLabs) != 0 {
		t.Errorf("unknown pathology was process-scored: %+v", j)
	}
	if j.Adherence != 100 {
		t.Errorf("Adherence = %v, want 100 (PE component only)", j.Adherence)
	}
}

func TestJudgeDiagnosisAndInvalid(t *testing.T) {
	tests := []struct {
		name, patho, output    string
		capped                 bool
		correct, gracious, inv bool
		predicted, answer      string
	}{
		{"correct", "appendicitis", "Final Diagnosis: Acute appendicitis", false, true, true, false, "appendicitis", "Acute appendicitis"},
		{"negated", "appendicitis", "Final Diagnosis: No acute appendicitis", false, false, false, false, "other", "No acute appendicitis"},
		{"other pathology", "appendicitis", "Final Diagnosis: Acute pancreatitis", false, false, false, false, "pancreatitis", "Acute pancreatitis"},
		{"gracious only", "cholecystitis", "Final Diagnosis: Acute biliary colic", false, false, true, false, "other", "Acute biliary colic"},
		{"no diagnosis", "appendicitis", "Thought: I need more tests.", false, false, false, true, "other", ""},
		{"capped", "appendicitis", "Final Diagnosis: Acute appendicitis", true, false, false, true, "other", "Acute appendicitis"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := episode(tc.output, pe())
			tr.Capped = tc.capped
			j := Judge(encounter(tc.patho), tr, testLabels, nil)
			if j.Correct != tc.correct || j.Gracious != tc.gracious || j.Invalid != tc.inv || j.Predicted != tc.predicted || j.Answer != tc.answer {
				t.Errorf("got correct=%v gracious=%v invalid=%v predicted=%q answer=%q", j.Correct, j.Gracious, j.Invalid, j.Predicted, j.Answer)
			}
		})
	}
}

func TestJudgeNil(t *testing.T) {
	j := Judge(nil, nil, nil, nil)
	if !j.Invalid || j.Correct {
		t.Errorf("Judge(nil) = %+v, want invalid", j)
	}
	j = Judge(encounter("appendicitis"), &Trajectory{}, nil, nil)
	if !j.Invalid || j.Feedback == "" {
		t.Errorf("empty trajectory: %+v", j)
	}
}

func TestClinicianOrders(t *testing.T) {
	enc := encounter("appendicitis")
	enc.Radiology = []mimic.Report{{Modality: "CT", Region: "Abdomen"}, {Modality: "Radiograph", Region: "Chest"}}
	enc.Labs = map[int]string{50861: "18 IU/L", 51301: "7.6 K/uL"}
	want := "The clinician used Physical Examination. For Imaging, they ordered CT of the Abdomen, Radiograph of the Chest. " +
		"For Laboratory Tests, they ordered Alanine Aminotransferase (ALT), White Blood Cells."
	if got := ClinicianOrders(enc, testLabels); got != want {
		t.Errorf("ClinicianOrders =\n%s\nwant\n%s", got, want)
	}
	empty := mimic.NewEncounter(1)
	if got := ClinicianOrders(empty, testLabels); got != "" {
		t.Errorf("empty chart: %q", got)
	}
	if got := ClinicianOrders(enc, nil); got != "The clinician used Physical Examination. For Imaging, they ordered CT of the Abdomen, Radiograph of the Chest." {
		t.Errorf("nil labeler: %q", got)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestConsistencyAndAdherence(t *testing.T) {
	enc := encounter("cholecystitis")
	enc.Labs = map[int]string{51301: "x", 50861: "x", 50878: "x"}
	enc.Radiology = []mimic.Report{{Modality: "Ultrasound", Region: "Abdomen"}, {Modality: "CT", Region: "Abdomen"}}
	tr := episode("Final Diagnosis: Acute cholecystitis", img("Ultrasound", "Abdomen"), pe(), labs(51301, 50861, 50863, 50956))
	j := Judge(enc, tr, testLabels, nil)
	c := j.Consistency
	if !c.PEAgree || !near(c.LabF1, 4.0/7) || !near(c.ImagingF1, 2.0/3) || !near(c.OrderConcordance, 1.0/3) {
		t.Errorf("Consistency = %+v", c)
	}
	// PE later 50; labs (2 categories + ALP panel 0.5) / 3 = 83.33; first imaging US preferred 100.
	if want := (50 + 250.0/3 + 100) / 3; !near(j.Adherence, want) {
		t.Errorf("Adherence = %v, want %v", j.Adherence, want)
	}

	// Guideline order, all panels, CT first for appendicitis (acceptable).
	enc = encounter("appendicitis")
	tr = episode("Final Diagnosis: Appendicitis", pe(), labs(51301, 51279, 50861, 51006, 51508), img("CT", "Abdomen"), img("Ultrasound", "Abdomen"))
	j = Judge(enc, tr, testLabels, nil)
	if !near(j.Consistency.OrderConcordance, 1) {
		t.Errorf("OrderConcordance = %v, want 1", j.Consistency.OrderConcordance)
	}
	if want := (100 + 100 + 50) / 3.0; !near(j.Adherence, want) {
		t.Errorf("Adherence = %v, want %v", j.Adherence, want)
	}
	// Synonym ids collapse: 51300 is WBC (51301) for the lab F1.
	enc.Labs = map[int]string{51301: "x"}
	j = Judge(enc, episode("", labs(51300)), testLabels, nil)
	if !near(j.Consistency.LabF1, 1) || j.Consistency.PEAgree {
		t.Errorf("synonym consistency = %+v", j.Consistency)
	}
	// Nothing done on an empty chart agrees; order concordance is 0.
	empty := mimic.NewEncounter(2)
	empty.Pathology = "appendicitis"
	j = Judge(empty, episode(""), testLabels, nil)
	if c := j.Consistency; !c.PEAgree || c.LabF1 != 1 || c.ImagingF1 != 1 || c.OrderConcordance != 0 {
		t.Errorf("empty consistency = %+v", c)
	}
	if j.Adherence != 0 {
		t.Errorf("empty adherence = %v", j.Adherence)
	}
}

func TestECE(t *testing.T) {
	var pts []ConfidencePoint
	for range 4 {
		pts = append(pts, ConfidencePoint{1, true})
	}
	pts = append(pts, ConfidencePoint{0.8, true}, ConfidencePoint{0.8, true}, ConfidencePoint{0.8, false}, ConfidencePoint{0.8, false})
	pts = append(pts, ConfidencePoint{0, false}, ConfidencePoint{0, false})
	if got := ECE(pts); !near(got, 0.4*0.3) {
		t.Errorf("ECE = %v, want 0.12", got)
	}
	if got := ECE(nil); got != 0 {
		t.Errorf("ECE(nil) = %v", got)
	}
	if got := ECE([]ConfidencePoint{{0.5, true}, {0.5, false}, {math.NaN(), true}, {7, true}}); !near(got, 0) {
		t.Errorf("calibrated ECE = %v, want 0", got)
	}
}

func TestF1Scores(t *testing.T) {
	truths := []string{"a", "a", "b", "b", "c"}
	preds := []string{"a", "b", "b", "other", "c"}
	macro, micro := F1Scores(truths, preds, []string{"a", "b", "c"})
	if want := (2.0/3 + 0.5 + 1) / 3; !near(macro, want) {
		t.Errorf("macro = %v, want %v", macro, want)
	}
	if !near(micro, 6.0/9) {
		t.Errorf("micro = %v, want %v", micro, 6.0/9)
	}
	if m, u := F1Scores(nil, nil, nil); m != 0 || u != 0 {
		t.Errorf("empty = %v, %v", m, u)
	}
}

func TestSummarize(t *testing.T) {
	app := encounter("appendicitis")
	chole := encounter("cholecystitis")
	good := episode("Final Diagnosis: Acute appendicitis", pe(), labs(51301), img("Ultrasound", "Abdomen"))
	good.Steps[1].Hypothesis, good.Steps[1].Confidence = "appendicitis", 8
	good.Steps[2].Hypothesis, good.Steps[2].Confidence = "appendicitis", 10
	wrong := episode("Final Diagnosis: Acute pancreatitis", labs(50956))
	wrong.Steps[0].Hypothesis, wrong.Steps[0].Confidence = "pancreatitis", 10
	capped := &Trajectory{Capped: true, Steps: []Step{pe()}}
	js := []Judgement{
		Judge(app, good, testLabels, nil),
		Judge(app, wrong, testLabels, nil),
		Judge(chole, capped, testLabels, nil),
	}
	r := Summarize(js)
	if r.N != 3 || r.InvalidEpisodes != 1 {
		t.Errorf("N, invalid = %d, %d", r.N, r.InvalidEpisodes)
	}
	if !near(r.Accuracy["appendicitis"], 0.5) || r.Accuracy["cholecystitis"] != 0 || !near(r.MeanAccuracy, 0.25) {
		t.Errorf("accuracy = %v mean %v", r.Accuracy, r.MeanAccuracy)
	}
	// Classes {appendicitis, cholecystitis}: app TP1 FN1; pancreatitis and other are outside.
	if !near(r.MacroF1, (2.0/3+0)/2) || !near(r.MicroF1, 0.5) {
		t.Errorf("F1 = %v, %v", r.MacroF1, r.MicroF1)
	}
	// Points: 0.8 right, 1.0 right, 1.0 wrong -> bins {0.8: |1-0.8|}, {1.0: |0.5-1|}.
	if want := (1.0/3)*0.2 + (2.0/3)*0.5; !near(r.ECE, want) || r.CalibrationPoints != 3 {
		t.Errorf("ECE = %v (%d points), want %v", r.ECE, r.CalibrationPoints, want)
	}
	if !near(r.MeanSteps, 5.0/3) || !near(r.PEScore, 2.0/3) {
		t.Errorf("MeanSteps, PEScore = %v, %v", r.MeanSteps, r.PEScore)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"n"`, `"accuracy"`, `"mean_accuracy"`, `"gracious_accuracy"`, `"mean_gracious_accuracy"`,
		`"macro_f1"`, `"micro_f1"`, `"mean_cost"`, `"ece"`, `"guideline_adherence"`, `"invalid_episodes"`, `"pe_score"`,
		`"lab_score"`, `"imaging_score"`, `"consistency"`, `"mean_tests"`, `"mean_steps"`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("report JSON lacks %s", key)
		}
	}
	if e := Summarize(nil); e.N != 0 || e.MeanAccuracy != 0 {
		t.Errorf("empty summary = %+v", e)
	}
	if _, err := json.Marshal(Summarize(nil)); err != nil {
		t.Error(err)
	}
}

func TestJudgeDeterministic(t *testing.T) {
	enc := encounter("pancreatitis")
	enc.Labs = map[int]string{51301: "x", 50956: "y", 50867: "z", 51006: "w"}
	enc.Radiology = []mimic.Report{{Modality: "CT", Region: "Abdomen"}}
	tr := episode("Final Diagnosis: Acute pancreatitis", pe(), labs(50956, 51301), img("CT", "Abdomen"))
	a := Judge(enc, tr, testLabels, map[string][]string{"x": {"y"}, "z": {"w"}})
	for range 20 {
		b := Judge(enc, tr, testLabels, map[string][]string{"x": {"y"}, "z": {"w"}})
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("Judge not deterministic:\n%+v\n%+v", a, b)
		}
	}
}
