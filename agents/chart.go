package agents

import "agenthospital/kb"

// chart is what the offline brain has read of one episode, rebuilt from the DCR text it was
// shown: the presenting history and every piece of evidence since. It never holds the hidden
// diagnosis.
type chart struct {
	PatientID      string
	Visit          int
	Age            int // -1 when the text does not say
	Sex            string
	History        string
	PriorDiagnoses []string // diagnoses of earlier visits that did not cure the patient
	CanRefer       bool     // the doctor may send the patient back to triage
	Steps          []chartStep
	// read are the loop's steps as read so far (CDMDoctor keeps them with what the history
	// said, so each step is read once).
	read []readStep
}

// chartStep is one requested piece of evidence and what came back.
type chartStep struct {
	Action string
	Test   string // order or study id; physicalExam for the examination
	Text   string
	Labs   []kb.LabValue
}

// Done reports whether test was already requested in this episode.
func (e *chart) Done(test string) bool {
	for _, s := range e.Steps {
		if s.Test == test {
			return true
		}
	}
	return false
}

// decision is the offline brain's next move: request a test, commit to a diagnosis, or (when the
// episode allows it) refer the patient to another department.
type decision struct {
	Action     string
	Test       string  // order or study id for tests
	Diagnosis  string  // disease id for actFinal
	Severity   string  // severity estimate for actFinal
	Treatment  string  // the prescription for actFinal
	Hypothesis string  // leading diagnosis at this step
	Confidence int     // 0..10
	Posterior  float64 // probability of the leading diagnosis
	Why        string  // with OfflineConfig.Explain: the differential and the weightiest evidence
}

// physicalExam is the test id of the physical examination.
const physicalExam = "physical_examination"

// The offline brain's moves; the DCR reply names them with the cdm action names.
const (
	actPhysicalExam = "Physical Examination"
	actLabs         = "Laboratory Tests"
	actImaging      = "Imaging"
	actProcedure    = "Procedure"
	actFinal        = "Final Diagnosis"
	actRefer        = "Refer"
)

// studyAction is the action that requests study s: Imaging or Procedure.
func studyAction(s *kb.Study) string {
	if s.Kind == "procedure" {
		return actProcedure
	}
	return actImaging
}
