package world

import (
	"math/rand/v2"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/sim"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// Doctor is a doctor agent: a brain that answers the encounter in the DCR text contract (the
// offline brain writes and reads the same text an LLM would), the experience memory the DCR
// loop searches for it (nil: none), and its off-hours reading.
type Doctor interface {
	dcr.Brain
	// Memory is what Experience Search searches for this doctor; nil when it has none.
	Memory() dcr.Memory
	// Read is the off-hours "reading books" event; it returns what was read.
	Read(r *rand.Rand) []string
}

// ReadAhead is a doctor whose reading of a record can begin while the patient waits: it may
// start working out what the record's notes say (on a goroutine of its own), but what the
// consultation reads and decides must not depend on whether or how far it got. The hospital
// hands every record to one doctor of the department when the patient joins its queue.
type ReadAhead interface {
	ReadAhead(enc *mimic.Encounter)
}

// DoctorFactory makes the doctor with roster index i (staff id staff) of a department whose
// candidate diagnoses are candidates.
type DoctorFactory func(dept string, i int, staff string, candidates []*kb.Disease) Doctor

// Outcome is one judged episode: what the practice loop learns from. Encounter keeps its hidden
// fields (the answer) for learning; the doctor never saw them.
type Outcome struct {
	Doctor     Doctor
	Staff      string // the doctor's staff id
	Department string
	Patient    string
	Visit      int
	Encounter  *mimic.Encounter
	Trajectory *cdm.Trajectory
	Judgement  cdm.Judgement
	Truth      string // the true disease id
	Answer     string // the disease id the doctor concluded; "" when none
	Referred   bool   // the doctor sent the patient back to triage; Judgement.Correct says if rightly
	Time       sim.Time
}

// Practice is the doctors' practice loop (judge → consolidate → recalibrate → write): it gets
// every judged episode, in simulation order.
type Practice interface {
	Learn(o Outcome) error
}

// PatientVoice is how patients talk: the complaint at triage in their own words, and the answer
// at follow-up.
type PatientVoice interface {
	Complaint(p *kb.Patient, r *rand.Rand) string
	FollowUp(recovered bool, r *rand.Rand) string
}

// Agents are the people the world is populated with. Patient is made from the world's patient
// generator, which exists only once the scenario is known.
type Agents struct {
	Nurse    Nurse
	Doctor   DoctorFactory
	Patient  func(gen *kb.Generator) PatientVoice
	Practice Practice
	// ClinicianOrders asks the judge for the chart's clinician orders (Judgement.Clinician) on
	// every episode; only a practice loop whose DCPs a model writes reads them, so without it
	// the judge leaves them out (they cost a tenth of judging).
	ClinicianOrders bool
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
