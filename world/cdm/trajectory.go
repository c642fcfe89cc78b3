package cdm

// Action names of the DCR loop.
const (
	ActPE         = "Physical Examination"
	ActLabs       = "Laboratory Tests"
	ActImaging    = "Imaging"
	ActExperience = "Experience Search"
	ActGuideline  = "Guideline Search"
	ActLiterature = "Literature Search"
	ActFinal      = "Final Diagnosis"
	ActInvalid    = "Invalid"
	// The simulated hospital adds two actions the benchmark does not have: a non-imaging study
	// (ECG, endoscopy, biopsy, serology...) and sending the patient back to triage.
	ActProcedure = "Procedure"
	ActRefer     = "Refer"
)

// StepCap is the hard cap on steps of one episode (DxEvolve); an episode that reaches it without
// a final diagnosis is scored incorrect.
const StepCap = 20

// Step is one step of an episode: what the doctor asked for and what came back.
type Step struct {
	Index       int      `json:"step"`
	Action      string   `json:"action"`       // one of the Act* names
	Input       string   `json:"action_input"` // raw input text as the doctor wrote it
	Raw         string   `json:"raw,omitempty"`
	ItemIDs     []int    `json:"itemids,omitempty"`    // lab itemids the request resolved to
	Unresolved  []string `json:"unresolved,omitempty"` // lab names that resolved to nothing
	Modality    string   `json:"modality,omitempty"`   // imaging request, resolved
	Region      string   `json:"region,omitempty"`
	Available   bool     `json:"available"` // the request returned a result
	Observation string   `json:"observation"`
	Cost        float64  `json:"cost"`    // USD charged for this step
	Minutes     float64  `json:"minutes"` // simulated time the step took
	Hypothesis  string   `json:"hypothesis"`
	Confidence  int      `json:"confidence"` // 0..10; -1 when the doctor gave none
	// Retrieval logs an Experience Search: every item the memory offered, and whether it was
	// used or set aside and why.
	Retrieval *Retrieval `json:"retrieval,omitempty"`
}

// Retrieval is the log of one Experience Search.
type Retrieval struct {
	Query string      `json:"query"`
	Items []Retrieved `json:"items"`
	// Considered and Used count the items offered and used, whether or not Items lists them
	// (a brief log lists none).
	Considered int `json:"-"`
	Used       int `json:"-"`
}

// Retrieved is one experience an Experience Search considered, in rank order.
type Retrieved struct {
	ID            string  `json:"id"`
	Kind          string  `json:"kind"`      // case, rule or dcp
	Category      string  `json:"category"`  // the diagnosis it is about
	Via           string  `json:"via"`       // "search" (index recall) or "edge" (walk from a search hit)
	Relevance     float64 `json:"relevance"` // BM25 score relative to the best hit (0..1)
	Quality       float64 `json:"quality"`   // Q at retrieval time
	Score         float64 `json:"score"`     // the rank score
	SourceCorrect bool    `json:"source_correct"`
	Used          bool    `json:"used"`
	Why           string  `json:"why"` // used: the conditions that hold; set aside: the reason
}

// Trajectory is one whole episode.
type Trajectory struct {
	HadmID int64  `json:"hadm_id"`
	Regime string `json:"regime"` // "interactive" or "full-info"
	Steps  []Step `json:"steps"`
	Output string `json:"output"` // the doctor's final text ("Final Diagnosis: ...")
	Capped bool   `json:"capped"` // reached the step cap without a diagnosis
	// Referred: the doctor sent the patient back to triage for another department (hospital
	// only); the episode has no output.
	Referred bool    `json:"referred,omitempty"`
	Cost     float64 `json:"cost"`
	Minutes  float64 `json:"minutes"`
}
