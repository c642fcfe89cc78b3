package world

// The trace: every record's Kind names one of the payload types below, and its Place says
// where the actors are from that moment on. The first actor is the patient (the doctor, for a
// doctor's move or reading); the episode's doctor is a second actor only when the patient is
// with the doctor in the consultation room, and is always named in the payload. Whenever a patient or a doctor changes room the
// world first writes a "move" record (From → Place), so that a viewer can place every agent at
// every time without guessing how long anything lasted.

// Trace record kinds.
const (
	KindOnset         = "onset"
	KindMove          = "move"
	KindTriage        = "triage"
	KindRegistration  = "registration"
	KindWaiting       = "waiting"
	KindConsultation  = "consultation"
	KindExamination   = "examination"
	KindSearch        = "search"
	KindReferral      = "referral"
	KindDiagnosis     = "diagnosis"
	KindDispensary    = "dispensary"
	KindConvalescence = "convalescence"
	KindFollowUp      = "follow_up"
	KindReturnVisit   = "return_visit"
	KindLeave         = "leave"
	KindReading       = "reading"
)

// Onset: a patient falls ill at home.
type Onset struct {
	Age       int    `json:"age"`
	Sex       string `json:"sex"`
	Complaint string `json:"complaint"`
	Truth     string `json:"truth"` // hidden from the doctors; in the trace for viewers and analysis
	Severity  string `json:"severity"`
}

// Move: an agent walks from one room to another (the record's From and Place).
type Move struct {
	Role string `json:"role"` // patient or doctor
}

// TriageEvent: the triage nurse sends the patient to a department.
type TriageEvent struct {
	Department     string   `json:"department"`
	Acuity         int      `json:"acuity"`
	Correct        bool     `json:"correct"`
	TrueDepartment string   `json:"true_department"`
	WaitMin        float64  `json:"wait_min"`
	Visit          int      `json:"visit"`
	ReferredBy     []string `json:"referred_by"`
}

// Registration: the patient registers for a department.
type Registration struct {
	Department string  `json:"department"`
	WaitMin    float64 `json:"wait_min"`
}

// Waiting: the patient joins a department's queue.
type Waiting struct {
	Department string `json:"department"`
	Queue      int    `json:"queue"`
}

// Consultation: a doctor starts a DCR episode with the patient.
type Consultation struct {
	Department string  `json:"department"`
	Hadm       int64   `json:"hadm_id"`
	WaitMin    float64 `json:"wait_min"`
	Visit      int     `json:"visit"`
}

// Examination: one evidence step of the DCR episode (physical examination, laboratory tests,
// imaging, a procedure, or an invalid request), with what it cost and how long it took.
type Examination struct {
	Step       int     `json:"step"`
	Action     string  `json:"action"`
	Request    string  `json:"request,omitempty"`
	Available  bool    `json:"available"`
	Cost       float64 `json:"cost"`
	Minutes    float64 `json:"minutes"`
	Hypothesis string  `json:"hypothesis,omitempty"`
	Confidence int     `json:"confidence"`
	Doctor     string  `json:"doctor"` // the staff id of the episode's doctor
}

// Search: an Experience, Guideline or Literature Search step of the DCR episode.
type Search struct {
	Step       int    `json:"step"`
	Action     string `json:"action"`
	Query      string `json:"query,omitempty"`
	Considered int    `json:"considered"`
	Used       int    `json:"used"`
	Found      bool   `json:"found"`
	Hypothesis string `json:"hypothesis,omitempty"`
	Confidence int    `json:"confidence"`
	Doctor     string `json:"doctor"` // the staff id of the episode's doctor
}

// Referral: the doctor sends the patient back to triage for another department.
type Referral struct {
	From        string `json:"from"`
	Appropriate bool   `json:"appropriate"`
	Steps       int    `json:"steps"`
	Confidence  int    `json:"confidence"`
	Doctor      string `json:"doctor"` // the staff id of the episode's doctor
}

// Diagnosis: the DCR episode ends with a final diagnosis (or none, at the step cap).
type Diagnosis struct {
	Diagnosis  string  `json:"diagnosis"` // disease id; "" when none was given
	Answer     string  `json:"answer"`    // the doctor's words
	Truth      string  `json:"truth"`
	Correct    bool    `json:"correct"`
	Steps      int     `json:"steps"`
	Cost       float64 `json:"cost"`
	Severity   string  `json:"severity,omitempty"`
	Treatment  string  `json:"treatment,omitempty"`
	Confidence int     `json:"confidence"`
	Doctor     string  `json:"doctor"` // the staff id of the episode's doctor
}

// Dispensary: the pharmacy hands out the treatment.
type Dispensary struct {
	Treatment string  `json:"treatment"`
	WaitMin   float64 `json:"wait_min"`
}

// Convalescence: the patient goes home to recover (or not).
type Convalescence struct {
	Days       int    `json:"days"`
	TreatedFor string `json:"treated_for"`
}

// FollowUp: the follow-up call or visit.
type FollowUp struct {
	Outcome string `json:"outcome"` // recovered | not recovered
	Says    string `json:"says"`
	Visit   int    `json:"visit"`
}

// ReturnVisit: a patient who did not recover comes back.
type ReturnVisit struct {
	Visit             int    `json:"visit"`
	PreviousDiagnosis string `json:"previous_diagnosis"`
}

// Leave: the patient's cycle of care is over.
type Leave struct {
	Outcome string `json:"outcome"` // recovered | not recovered
	Visits  int    `json:"visits"`
}

// Reading: a doctor reads in the library (the off-hours "reading books" event).
type Reading struct {
	Read    []string `json:"read"`
	Minutes int      `json:"minutes"`
}
