package mimic

import "math"

// The four pathologies of MIMIC-IV-Ext-CDM.
var Pathologies = []string{"appendicitis", "cholecystitis", "diverticulitis", "pancreatitis"}

// Encounter is one admission (hadm) with the release's keys and semantics. Lab maps are keyed by
// int itemid; a reference range bound is NaN when the release has none; list fields absent from
// the release are empty, never nil-versus-empty significant.
type Encounter struct {
	HadmID    int64  `json:"hadm_id"`
	Pathology string `json:"pathology"` // the label from pathology_ids.json, or "" when unlabelled

	History      string `json:"patient_history"`      // history_of_present_illness.csv: hpi
	PhysicalExam string `json:"physical_examination"` // physical_examination.csv: pe

	Labs     map[int]string  `json:"laboratory_tests"`      // itemid -> valuestr
	RefLower map[int]float64 `json:"reference_range_lower"` // itemid -> lower bound or NaN
	RefUpper map[int]float64 `json:"reference_range_upper"` // itemid -> upper bound or NaN

	Micro     map[int]string `json:"microbiology"`      // test_itemid -> valuestr
	MicroSpec map[int]int    `json:"microbiology_spec"` // test_itemid -> spec_itemid

	Radiology []Report `json:"radiology"` // in file order

	// Hidden from doctors: the answer and what was done. Only the judge reads these.
	DischargeDiagnosis  string   `json:"discharge_diagnosis"`
	ICDDiagnosis        []string `json:"icd_diagnosis"` // ICD long titles
	ProceduresICD9      []string `json:"procedures_icd9"`
	ProceduresICD9Title []string `json:"procedures_icd9_title"`
	ProceduresICD10     []string `json:"procedures_icd10"`
	ProceduresICD10Tit  []string `json:"procedures_icd10_title"`
	ProceduresDischarge []string `json:"procedures_discharge"`
}

// Report is one radiology report of an encounter.
type Report struct {
	NoteID   string `json:"note_id"`
	Modality string `json:"modality"`
	Region   string `json:"region"`
	ExamName string `json:"exam_name"`
	Text     string `json:"text"`
}

// LabMapRow is one row of lab_test_mapping.csv: a label (a lab, a panel or an alias) and the
// itemids it stands for. ItemID is 0 for panel and alias rows; Fluid is "" for microbiology rows.
type LabMapRow struct {
	ItemID           int    `json:"itemid"`
	Label            string `json:"label"`
	Fluid            string `json:"fluid"`
	Category         string `json:"category"`
	Count            int    `json:"count"`
	CorrespondingIDs []int  `json:"corresponding_ids"`
}

// Dataset is a release folder read into memory.
type Dataset struct {
	Encounters []*Encounter // in the order of history_of_present_illness.csv
	LabMap     []LabMapRow
	// PathologyIDs maps each pathology named in pathology_ids.json to its hadm_ids.
	PathologyIDs map[string][]int64
}

// NewEncounter returns an encounter with every map and list empty (not nil).
func NewEncounter(hadm int64) *Encounter {
	return &Encounter{HadmID: hadm, Labs: map[int]string{}, RefLower: map[int]float64{}, RefUpper: map[int]float64{},
		Micro: map[int]string{}, MicroSpec: map[int]int{}, Radiology: []Report{}, ICDDiagnosis: []string{},
		ProceduresICD9: []string{}, ProceduresICD9Title: []string{}, ProceduresICD10: []string{},
		ProceduresICD10Tit: []string{}, ProceduresDischarge: []string{}}
}

// NaN is the missing reference-range bound.
var NaN = math.NaN()

// Strip returns a copy of e without the fields a doctor must never read: the pathology label,
// the discharge diagnosis, ICD diagnoses and procedures. The DCR runner gives doctors only what
// Strip leaves (and even then only on request).
func (e *Encounter) Strip() *Encounter {
	c := *e
	c.Pathology = ""
	c.DischargeDiagnosis = ""
	c.ICDDiagnosis = []string{}
	c.ProceduresICD9, c.ProceduresICD9Title = []string{}, []string{}
	c.ProceduresICD10, c.ProceduresICD10Tit = []string{}, []string{}
	c.ProceduresDischarge = []string{}
	return &c
}
