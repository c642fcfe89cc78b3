package replay

// Step is one evidence step of a consultation.
type Step struct {
	T         float64
	Action    string // Physical Examination, Laboratory Tests, Imaging, Experience Search, ...
	Request   string
	Cost      float64
	Available bool // for searches: found something
}

// Visit is one consultation episode of a patient's story.
type Visit struct {
	Dept      string
	Doctor    int32 // agent index, -1 before the consultation
	Start     float64
	Steps     []Step
	Diagnosed bool
	Diagnosis string // the doctor's answer
	Correct   bool
	Cost      float64
	Referred  bool
	Treatment string
	FollowUp  string // what the patient said at follow-up, "" before
	Recovered bool
	Truth     string // revealed at follow-up: "" before
}

// Story is a patient's cycle of care up to the cursor's time.
type Story struct {
	ID        string
	Age       int
	Female    bool
	Complaint string
	Status    Status
	Visits    []Visit
	Left      bool
}

// Story tells patient p's story from the events up to the cursor.
func (c *Cursor) Story(p int) Story {
	tr := c.tr
	st := Story{ID: tr.Agents[p].ID}
	if p < len(c.S.Status) {
		st.Status = c.S.Status[p]
	}
	var truth string
	var cur *Visit
	for _, ei := range tr.AgentEvents[p] {
		if int(ei) >= c.S.N {
			break
		}
		e := &tr.Events[ei]
		switch e.Kind {
		case KindOnset:
			st.Age, st.Female, st.Complaint, truth = int(e.Int), e.Flag, tr.Str(e.S1), tr.Str(e.S2)
		case KindConsultation:
			doc := int32(-1)
			if e.NAct > 1 {
				doc = tr.Actors[e.Act+1]
			}
			dept := ""
			if e.Dept >= 0 {
				dept = tr.Depts[e.Dept]
			}
			st.Visits = append(st.Visits, Visit{Dept: dept, Doctor: doc, Start: e.T})
			cur = &st.Visits[len(st.Visits)-1]
		case KindExamination, KindSearch:
			if cur != nil {
				cur.Steps = append(cur.Steps, Step{T: e.T, Action: tr.Str(e.S1), Request: tr.Str(e.S2), Cost: float64(e.Num), Available: e.Flag})
			}
		case KindReferral:
			if cur != nil {
				cur.Referred = true
			}
		case KindDiagnosis:
			if cur != nil {
				cur.Diagnosed, cur.Diagnosis, cur.Correct, cur.Cost = true, tr.Str(e.S1), e.Flag, float64(e.Num)
			}
		case KindDispensary:
			if cur != nil {
				cur.Treatment = tr.Str(e.S1)
			}
		case KindFollowUp:
			if cur != nil {
				cur.FollowUp, cur.Recovered, cur.Truth = tr.Str(e.S1), e.Flag, truth
			}
		case KindLeave:
			st.Left = true
		}
	}
	return st
}

// DoctorHistory is a doctor's record up to the cursor's time.
type DoctorHistory struct {
	ID        string
	Name      string
	Dept      string
	Diagnoses int
	Correct   int
	Readings  int
	// Accuracy is the accuracy of each block of diagnoses, in order (the last may be partial).
	Accuracy []float64
	// Cases and DCPs are what the doctor's memory gained as far as the trace tells: one case per
	// correct diagnosis, one DCP per diagnosis (the store itself is not read).
	Cases, DCPs int
}

// Doctor summarises doctor d's diagnoses up to the cursor, in blocks of block diagnoses.
func (c *Cursor) Doctor(d int, block int) DoctorHistory {
	tr := c.tr
	a := tr.Agents[d]
	h := DoctorHistory{ID: a.ID, Name: a.Name}
	if a.Dept >= 0 {
		h.Dept = tr.Depts[a.Dept]
	}
	var n, right int
	for _, ei := range tr.AgentEvents[d] {
		if int(ei) >= c.S.N {
			break
		}
		e := &tr.Events[ei]
		switch e.Kind {
		case KindDiagnosis:
			h.Diagnoses++
			n++
			if e.Flag {
				h.Correct++
				right++
			}
			if n == block {
				h.Accuracy = append(h.Accuracy, float64(right)/float64(n))
				n, right = 0, 0
			}
		case KindReading:
			h.Readings++
		}
	}
	if n > 0 {
		h.Accuracy = append(h.Accuracy, float64(right)/float64(n))
	}
	h.Cases, h.DCPs = h.Correct, h.Diagnoses
	return h
}
