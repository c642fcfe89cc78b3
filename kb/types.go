package kb

import (
	"strings"
	"unicode"
)

// Department is one clinical department.
type Department struct {
	ID    string `yaml:"id"`
	Name  string `yaml:"name"`
	Rooms int    `yaml:"rooms"`
}

// BodySystems are the body systems of the physical examination, in the order an examination
// written system by system takes them: general appearance, head, eyes, ears, nose and throat,
// neck, cardiovascular, lungs, breast, abdomen, genitourinary and pelvic, rectal, back and spine,
// extremities and joints, skin, neurological, psychiatric.
var BodySystems = []string{"gen", "heent", "neck", "cv", "lungs", "breast", "abd", "gu", "rectal", "back", "ext", "skin", "neuro", "psych"}

// Finding kinds.
const (
	KindSymptom = "symptom"
	KindSign    = "sign"
	KindHistory = "history"
	KindStudy   = "study"
)

// Finding is one clinical concept with the words used to write and to read it.
type Finding struct {
	ID     string   `yaml:"id"`
	Kind   string   `yaml:"kind"`
	Terms  []string `yaml:"terms"`
	Lay    []string `yaml:"lay"`
	Sex    string   `yaml:"sex"`
	Organ  string   `yaml:"organ"`
	Report []string `yaml:"report"`
	Severe bool     `yaml:"severe"`
	System string   `yaml:"system"` // a sign's body system (BodySystems): its line in an examination by system
	// Removes names the organ a past operation took out (history findings: "gallbladder" for a
	// cholecystectomy); a disease that Needs that organ cannot be what the patient has now.
	Removes string `yaml:"removes"`
	// Background is the share of adult patients who have this history whatever brings them in
	// (past operations); the generator draws it for every patient whose disease allows it.
	Background float64 `yaml:"background"`
	// Elsewhere is the rate of a nearly specific finding in a disease that does not list it
	// (pneumaturia without a fistula): a doctor takes it instead of the general default for a
	// rate it does not know, so the finding speaks for the diseases that have it.
	Elsewhere float64 `yaml:"elsewhere"`
	// Implies lists history findings this one includes (a cholecystectomy is a prior abdominal
	// operation): a patient who has it has them too, and a note that says it says them.
	Implies []string `yaml:"implies"`
	// Healthy marks a study finding that describes its organ as normal ("a compressible appendix
	// measuring 5 mm"): a report shows it for a patient whose disease leaves the organ alone, so
	// it counts against only the diseases that change the organ.
	Healthy bool `yaml:"healthy"`
}

// Freq is a finding that occurs with probability P.
type Freq struct {
	Finding string  `yaml:"finding"`
	P       float64 `yaml:"p"`
}

// LabEffect says how one lab item moves in a disease: with probability P the value is drawn
// around Mean (SD) or, for qualitative items, equals Value.
type LabEffect struct {
	Item  int     `yaml:"item"`
	P     float64 `yaml:"p"`
	Mean  float64 `yaml:"mean"`
	SD    float64 `yaml:"sd"`
	Value string  `yaml:"value"`
}

// StudyEffect says what one study shows in a disease.
type StudyEffect struct {
	Study       string  `yaml:"study"`
	Sensitivity float64 `yaml:"sensitivity"`
	Findings    []Freq  `yaml:"findings"`
}

// Form is a form of a disease whose findings come together (perforated diverticulitis: free air,
// extraluminal gas and peritonism with the inflamed sigmoid), so that a doctor who weighs the
// findings one by one would count the same cause several times against the disease. Share is
// the form's share of the disease's patients; its findings, labs and study findings are what a
// patient with the form shows (a study finding's P is the share of reports that show it), and
// its other findings are the disease's. The doctor weighs a disease with forms as a mixture of
// them (agents/forms.go); the generator draws the disease's findings as before.
type Form struct {
	ID    string  `yaml:"id"`
	Share float64 `yaml:"share"`
	// Symptoms are the form's own symptoms, which the disease's other patients lack (pneumaturia
	// with a colovesical fistula); none of them may be among the disease's symptoms.
	Symptoms []Freq      `yaml:"symptoms"`
	Signs    []Freq      `yaml:"signs"`
	Labs     []LabEffect `yaml:"labs"`
	Studies  []FormStudy `yaml:"studies"`
	Source   string      `yaml:"source"`
}

// FormStudy is what one study's report shows in a form of a disease.
type FormStudy struct {
	Study    string `yaml:"study"`
	Findings []Freq `yaml:"findings"`
}

// Severity holds the share of each severity level.
type Severity struct {
	Mild     float64 `yaml:"mild"`
	Moderate float64 `yaml:"moderate"`
	Severe   float64 `yaml:"severe"`
}

// Treatment holds the plan per severity level.
type Treatment struct {
	Mild     string `yaml:"mild"`
	Moderate string `yaml:"moderate"`
	Severe   string `yaml:"severe"`
}

// Outcome is the recovery chance and the range of days to the outcome.
type Outcome struct {
	Recover float64 `yaml:"recover"`
	Days    [2]int  `yaml:"days"`
}

// Course is the natural course when treated for the right or for a wrong disease.
type Course struct {
	Right Outcome `yaml:"right"`
	Wrong Outcome `yaml:"wrong"`
}

// DatasetLabel is a label of an external data set that the knowledge base maps to its diseases
// (labels.yaml): the diseases it covers, the first being the one recorded as the truth, and the
// further names a judge accepts for it.
type DatasetLabel struct {
	Label    string   `yaml:"label"`
	Diseases []string `yaml:"diseases"`
	Names    []string `yaml:"names"`
}

// Disease is one disease and everything the generator and the doctors need about it.
type Disease struct {
	ID              string        `yaml:"id"`
	Name            string        `yaml:"name"`
	Synonyms        []string      `yaml:"synonyms"`
	Department      string        `yaml:"department"`
	AlsoDepartments []string      `yaml:"also_departments"`
	ICD10           string        `yaml:"icd10"`
	Prevalence      float64       `yaml:"prevalence"`
	Age             [3]float64    `yaml:"age"`
	Duration        [2]float64    `yaml:"duration"` // days from onset to presentation (min, max); optional
	Female          float64       `yaml:"female"`
	RiskFactors     []Freq        `yaml:"risk_factors"`
	Needs           []string      `yaml:"needs"` // organs the disease cannot occur without (see Finding.Removes)
	ChiefComplaints []string      `yaml:"chief_complaints"`
	Symptoms        []Freq        `yaml:"symptoms"`
	Signs           []Freq        `yaml:"signs"`
	Labs            []LabEffect   `yaml:"labs"`
	Studies         []StudyEffect `yaml:"studies"`
	KeyTests        []string      `yaml:"key_tests"`
	Forms           []Form        `yaml:"forms"`
	Severity        Severity      `yaml:"severity"`
	Treatment       Treatment     `yaml:"treatment"`
	Course          Course        `yaml:"course"`
	// NamedWith are fuller names of the disease for a chart that shows one of its complications
	// (a doctor writes "incarcerated hernia with small bowel obstruction" when the films show the
	// obstruction), in order: the first whose findings the chart shows names the diagnosis.
	NamedWith []NamedWith `yaml:"named_with"`
	Source    string      `yaml:"source"`
}

// NamedWith is a name of a disease that also names a complication or cause: used when the chart
// shows one of Findings (in the history, the examination or any study).
type NamedWith struct {
	Name     string   `yaml:"name"`
	Findings []string `yaml:"findings"`
	// Also is the disease the name names besides this one (its id), so that a test can check the
	// judge takes the name for both.
	Also string `yaml:"also"`
}

// Lab is one lab item of the catalog, keyed by its MIMIC-IV itemid.
type Lab struct {
	ItemID      int        `yaml:"itemid"`
	Label       string     `yaml:"label"`
	Aliases     []string   `yaml:"aliases"`
	Fluid       string     `yaml:"fluid"`
	Category    string     `yaml:"category"`
	Unit        string     `yaml:"unit"`
	Ref         []float64  `yaml:"ref"`
	Limits      [2]float64 `yaml:"limits"`
	Decimals    int        `yaml:"decimals"`
	Qualitative []string   `yaml:"qualitative"`
	// Normal lists the qualitative results that are normal when more than the first is (urine
	// colour: yellow or straw); empty means the first value alone.
	Normal []string `yaml:"normal"`
	// Background is the share of patients whose disease does not move this lab who still show
	// an abnormal result (a high one for a numeric lab): a concentrated, contaminated or febrile
	// sample. Zero: the doctor's general default for a result its textbook does not explain.
	Background float64 `yaml:"background"`
	// normals are the normal values as QualitativeNormal compares them (set by the loader).
	normals []string
}

// HasRef reports whether the lab has a reference range.
func (l *Lab) HasRef() bool { return len(l.Ref) == 2 }

// Range is the lab's reference range, or its physiological limits when it has none.
func (l *Lab) Range() (lo, hi float64) {
	if l.HasRef() {
		return l.Ref[0], l.Ref[1]
	}
	return l.Limits[0], l.Limits[1]
}

// IsQualitative reports whether results are words rather than numbers.
func (l *Lab) IsQualitative() bool { return len(l.Qualitative) > 0 }

// QualitativeNormal reports whether value, a result of a qualitative lab, is normal. It reads the
// result as a laboratory prints it, not only as this catalogue spells it: case, a trailing period
// and the unit the file may add after the value ("NEG" with the lab's unit, as MIMIC-IV's value
// and valueuom joined) do not matter; "negative", "none", "not detected" and the like mean NEG; a
// culture that reports "no ..." (no growth, no pathogens found) is negative.
func (l *Lab) QualitativeNormal(value string) bool {
	v := normQual(value, l.Unit)
	normals := l.normals
	if normals == nil { // a lab not built by the loader
		normals = l.comparedNormals()
	}
	for _, n := range normals {
		if v == n {
			return true
		}
		if n == "neg" && negativeWords[v] {
			return true
		}
	}
	return l.Category == "Microbiology" && (strings.HasPrefix(v, "no ") || negativeWords[v])
}

// comparedNormals returns the lab's normal values normalised as QualitativeNormal compares them.
func (l *Lab) comparedNormals() []string {
	normal := l.Normal
	if len(normal) == 0 {
		normal = l.Qualitative[:1]
	}
	out := make([]string, len(normal))
	for i, n := range normal {
		out[i] = normQual(n, "")
	}
	return out
}

// negativeWords are the ways a laboratory reports a negative qualitative result.
var negativeWords = map[string]bool{
	"neg": true, "negative": true, "none": true, "nil": true, "not detected": true, "absent": true,
	"non-reactive": true, "nonreactive": true, "none detected": true, "none seen": true, "-": true,
}

// normQual is a qualitative result as compared: lower case, single spaces, without a trailing
// period or the lab's unit (or any trailing unit with a slash, as mg/dL or #/hpf).
func normQual(v, unit string) string {
	v = strings.ToLower(strings.Join(strings.Fields(v), " "))
	v = strings.TrimRight(v, ".;, ")
	if u := strings.ToLower(unit); u != "" && strings.HasSuffix(v, " "+u) {
		v = strings.TrimSpace(strings.TrimSuffix(v, u))
	} else if i := strings.LastIndexByte(v, ' '); i > 0 && strings.Contains(v[i+1:], "/") && strings.IndexFunc(v[i+1:], unicode.IsLetter) >= 0 {
		v = v[:i]
	}
	return v
}

// Order is an orderable lab test or panel.
type Order struct {
	ID         string   `yaml:"id"`
	Name       string   `yaml:"name"`
	Aliases    []string `yaml:"aliases"`
	Items      []int    `yaml:"items"`
	Cost       float64  `yaml:"cost"`
	CostSource string   `yaml:"cost_source"`
	Turnaround int      `yaml:"turnaround"`
}

// Study is an imaging study or another diagnostic procedure.
type Study struct {
	ID         string           `yaml:"id"`
	Kind       string           `yaml:"kind"`
	Modality   string           `yaml:"modality"`
	Region     string           `yaml:"region"`
	Name       string           `yaml:"name"`
	Aliases    []string         `yaml:"aliases"`
	ExamNames  []string         `yaml:"exam_names"`
	Cost       float64          `yaml:"cost"`
	CostSource string           `yaml:"cost_source"`
	Turnaround int              `yaml:"turnaround"`
	Technique  []string         `yaml:"technique"`
	Normal     OrderedSentences `yaml:"normal"`
	Incidental []string         `yaml:"incidental"`
	// Unseen lists the organs the study may fail to show (a normal appendix on ultrasound, a
	// pancreas behind bowel gas), by organ: the report then says the organ was not seen.
	Unseen     map[string]Unseen   `yaml:"unseen"`
	organIndex map[string]struct{} `yaml:"-"`
}

// Unseen says how often a study fails to show an organ. Healthy is the rate in a patient whose
// disease has no finding of the study in the organ; Missed the rate in one whose disease has but
// who shows none of them (most false-negative ultrasounds for appendicitis do not see the
// appendix). The study's findings keep their rates: an unseen organ replaces only the sentence
// that would call it normal.
type Unseen struct {
	Healthy   float64  `yaml:"healthy"`
	Missed    float64  `yaml:"missed"`
	Sentences []string `yaml:"sentences"`
	Source    string   `yaml:"source"`
}

// HasOrgan reports whether the study's report has a line for organ.
func (s *Study) HasOrgan(organ string) bool {
	_, ok := s.organIndex[organ]
	return ok
}

// OrganSentences is one organ line of a normal report with its variants.
type OrganSentences struct {
	Organ     string
	Sentences []string
}

// OrderedSentences keeps the organs of a report in the order the YAML lists them.
type OrderedSentences []OrganSentences

// Chart is the workup a department's clinicians order for every patient they see, besides the
// disease's key tests (kb/data/charts.yaml). A synthetic cohort writes its charts from it.
type Chart struct {
	ID           string        `yaml:"id"`
	Orders       []string      `yaml:"orders"`        // order ids, every patient
	Sometimes    []ChanceOrder `yaml:"sometimes"`     // order ids by chance, drawn in order
	Studies      []string      `yaml:"studies"`       // study ids, every patient
	DefaultStudy string        `yaml:"default_study"` // imaging when the key tests name none
	AlsoStudies  []ChanceStudy `yaml:"also_studies"`  // study ids by chance, drawn in order
}

// ChanceOrder is a lab order a chart holds with probability P; Childbearing limits it to women
// aged 12 to 55.
type ChanceOrder struct {
	Order        string  `yaml:"order"`
	P            float64 `yaml:"p"`
	Childbearing bool    `yaml:"childbearing"`
}

// ChanceStudy is a study a chart holds with probability P.
type ChanceStudy struct {
	Study string  `yaml:"study"`
	P     float64 `yaml:"p"`
}
