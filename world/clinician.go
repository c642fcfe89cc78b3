package world

import (
	"math/rand/v2"

	"agenthospital/kb"
)

// Actions a doctor can take in the deep-clinical-research loop. MIMIC-CDM knows the first three
// and the final diagnosis; the simulated hospital adds procedures and referral.
const (
	ActPhysicalExam = "Physical Examination"
	ActLabs         = "Laboratory Tests"
	ActImaging      = "Imaging"
	ActProcedure    = "Procedure" // a non-imaging study: ECG, endoscopy, eye exam, serology...
	ActFinal        = "Final Diagnosis"
	ActRefer        = "Refer"
)

// Episode is what a doctor knows about one consultation: the presenting history, and every
// piece of evidence requested since. It never holds the hidden diagnosis.
type Episode struct {
	PatientID      string
	Visit          int
	Age            int
	Sex            string
	Department     string
	Complaint      string // the patient's own words
	History        string
	PriorDiagnoses []string // diagnoses of earlier visits that did not cure the patient
	CanRefer       bool     // the doctor may send the patient back to triage for another department
	Steps          []Step
}

// Step is one requested piece of evidence and what came back.
type Step struct {
	Action     string
	Test       string // order or study id; "physical_examination" for the exam
	Text       string // the observation as text
	Labs       []kb.LabValue
	Cost       float64
	Minutes    float64
	Hypothesis string
	Confidence int
}

// Done reports whether test was already requested in this episode.
func (e *Episode) Done(test string) bool {
	for _, s := range e.Steps {
		if s.Test == test {
			return true
		}
	}
	return false
}

// Decision is a doctor's next move: request a test, commit to a diagnosis, or (when the episode
// allows it) refer the patient to another department.
type Decision struct {
	Action     string
	Test       string  // order or study id for tests
	Diagnosis  string  // disease id for ActFinal
	Severity   string  // the doctor's severity estimate for ActFinal
	Treatment  string  // the prescription for ActFinal
	Hypothesis string  // leading diagnosis at this step
	Confidence int     // 0..10
	Posterior  float64 // probability of the leading diagnosis
}

// Pending is a decision that may still be being worked out (an LLM call in flight). The world
// asks for it at a fixed simulated due time, so results never depend on which finished first.
type Pending interface {
	Wait() (Decision, error)
}

// Ready is a Pending that is already decided (the offline brain thinks instantly).
type Ready Decision

// Wait returns the decision.
func (r Ready) Wait() (Decision, error) { return Decision(r), nil }

// Feedback is what the world tells a doctor after an episode is judged.
type Feedback struct {
	Episode   *Episode
	Truth     string // the true disease id
	Diagnosis string
	Correct   bool
	ExamOK    bool     // the first test after the physical examination was a key test
	Missing   []string // key tests of the true disease that were not requested
	KeyTests  []string // the first-line workup the guideline expects for the true disease
	Referred  bool     // the doctor referred the patient instead of diagnosing
	Message   string   // rule-based process feedback
}

// Doctor is a doctor agent with a brain.
type Doctor interface {
	// Think starts working out the next decision for the episode.
	Think(ep *Episode) Pending
	// Learn receives the feedback on a finished episode.
	Learn(fb Feedback)
	// Read is the off-hours "reading books" event; it returns what was read.
	Read(r *rand.Rand) []string
}

// DoctorFactory makes the doctor with roster index i of a department whose candidate diagnoses
// are candidates.
type DoctorFactory func(dept string, i int, candidates []*kb.Disease) Doctor

// PatientVoice is how patients talk: the complaint at triage in their own words, and the answer
// at follow-up.
type PatientVoice interface {
	Complaint(p *kb.Patient, r *rand.Rand) string
	FollowUp(recovered bool, r *rand.Rand) string
}

// Agents are the people the world is populated with. Patient is made from the world's patient
// generator, which exists only once the scenario is known.
type Agents struct {
	Nurse   Nurse
	Doctor  DoctorFactory
	Patient func(gen *kb.Generator) PatientVoice
}

// Triage is the nurse's decision at the triage desk.
type Triage struct {
	Department string
	Acuity     int // 1 (most urgent) .. 5
}

// Nurse triages patients from what they say.
type Nurse interface {
	Triage(complaint string, age int, sex string, open []string, r *rand.Rand) Triage
}
