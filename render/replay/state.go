package replay

// Status is where a patient stands in the cycle of care; the view colours patients by it.
type Status uint8

// Patient states.
const (
	Absent       Status = iota // not ill yet (or not a patient)
	Ill                        // fell ill, still at home
	Waiting                    // at triage, registration or in the waiting area
	Consulting                 // with a doctor in a consultation room
	Testing                    // in the laboratory, imaging or examination room
	Treatment                  // at the pharmacy
	Convalescing               // at home, recovering (or not)
	FollowUp                   // at the follow-up visit
	Returned                   // not recovered at follow-up, coming back
	Recovered                  // the cycle ended well
	Gone                       // the cycle ended without recovery
	NumStatus
)

var statusNames = [...]string{"absent", "ill at home", "waiting", "in consultation", "in testing", "at the pharmacy", "convalescing",
	"follow-up", "returned", "recovered", "left unrecovered"}

func (s Status) String() string { return statusNames[s] }

// State is the hospital at one point of the trace: after the first N events.
type State struct {
	N       int       // events applied
	Place   []int16   // per agent: the room it is in, -1 before it appears
	From    []int16   // per agent: the room of its last move, -1 when none
	MovedAt []float64 // per agent: when it last moved (or appeared, or left)
	Status  []Status  // per agent (patients only)
	Dept    []int16   // per patient: the department it was last sent to
	Visit   []uint8   // per patient: 0 on the first visit, 1 on the first return, ...
	With    []int32   // a patient's doctor or a doctor's patient during a consultation, -1
	Reading []bool    // per doctor: in the library

	Diagnoses, Correct       int
	DeptDiagnoses, DeptRight []int32 // per department
	Treated, Recovered       int     // cycles of care ended, and how many of them well
	Returns                  int     // return visits
	Onsets                   int     // patients who fell ill
}

func newState() *State { return &State{} }

func (s *State) clone() *State {
	c := *s
	c.Place = append([]int16(nil), s.Place...)
	c.From = append([]int16(nil), s.From...)
	c.MovedAt = append([]float64(nil), s.MovedAt...)
	c.Status = append([]Status(nil), s.Status...)
	c.Dept = append([]int16(nil), s.Dept...)
	c.Visit = append([]uint8(nil), s.Visit...)
	c.With = append([]int32(nil), s.With...)
	c.Reading = append([]bool(nil), s.Reading...)
	c.DeptDiagnoses = append([]int32(nil), s.DeptDiagnoses...)
	c.DeptRight = append([]int32(nil), s.DeptRight...)
	return &c
}

// copyFrom makes s equal to o, reusing s's storage.
func (s *State) copyFrom(o *State) {
	place, from, moved, status, dept, visit, with, reading, dd, dr :=
		s.Place, s.From, s.MovedAt, s.Status, s.Dept, s.Visit, s.With, s.Reading, s.DeptDiagnoses, s.DeptRight
	*s = *o
	s.Place = append(place[:0], o.Place...)
	s.From = append(from[:0], o.From...)
	s.MovedAt = append(moved[:0], o.MovedAt...)
	s.Status = append(status[:0], o.Status...)
	s.Dept = append(dept[:0], o.Dept...)
	s.Visit = append(visit[:0], o.Visit...)
	s.With = append(with[:0], o.With...)
	s.Reading = append(reading[:0], o.Reading...)
	s.DeptDiagnoses = append(dd[:0], o.DeptDiagnoses...)
	s.DeptRight = append(dr[:0], o.DeptRight...)
}

// grow makes room for n agents and d departments.
func (s *State) grow(tr *Trace) {
	for len(s.Place) < len(tr.Agents) {
		a := &tr.Agents[len(s.Place)]
		place := int16(-1)
		if a.Role == RoleDoctor || a.Role == RoleNurse {
			place = a.Station
		}
		s.Place = append(s.Place, place)
		s.From = append(s.From, -1)
		s.MovedAt = append(s.MovedAt, 0)
		s.Status = append(s.Status, Absent)
		s.Dept = append(s.Dept, a.Dept)
		s.Visit = append(s.Visit, 0)
		s.With = append(s.With, -1)
		s.Reading = append(s.Reading, false)
	}
	for len(s.DeptDiagnoses) < len(tr.Depts) {
		s.DeptDiagnoses = append(s.DeptDiagnoses, 0)
		s.DeptRight = append(s.DeptRight, 0)
	}
}

// statusIn is a patient's state in a room of the given kind.
func statusIn(kind string) Status {
	switch kind {
	case "triage", "registration", "waiting":
		return Waiting
	case "consultation":
		return Consulting
	case "laboratory", "imaging", "examination":
		return Testing
	case "pharmacy":
		return Treatment
	case "follow_up":
		return FollowUp
	}
	return Convalescing
}

// apply moves s past event i, which must be event s.N.
func (s *State) apply(tr *Trace, i int) {
	s.grow(tr)
	e := &tr.Events[i]
	s.N = i + 1
	actors := tr.Actors[e.Act : e.Act+int32(e.NAct)]
	if len(actors) == 0 {
		return
	}
	p := actors[0]
	doc := int32(-1)
	if len(actors) > 1 {
		doc = actors[1]
	}
	switch e.Kind {
	case KindOnset:
		s.Place[p], s.From[p], s.MovedAt[p], s.Status[p], s.Visit[p], s.Dept[p] = e.Place, -1, e.T, Ill, 0, -1
		s.Onsets++
	case KindMove:
		for _, a := range actors {
			s.From[a], s.Place[a], s.MovedAt[a] = e.From, e.Place, e.T
			if e.Flag {
				s.Reading[a] = e.Place >= 0 && tr.Rooms[e.Place].Kind == "library"
				continue
			}
			if e.Place >= 0 {
				s.Status[a] = statusIn(tr.Rooms[e.Place].Kind)
			}
		}
	case KindTriage, KindRegistration, KindWaiting:
		s.Dept[p] = e.Dept
	case KindConsultation:
		s.Dept[p] = e.Dept
		if doc >= 0 {
			s.With[p], s.With[doc] = doc, p
		}
	case KindReferral:
		s.release(p)
	case KindDiagnosis:
		s.release(p)
		s.Diagnoses++
		if d := s.Dept[p]; d >= 0 {
			s.DeptDiagnoses[d]++
		}
		if e.Flag {
			s.Correct++
			if d := s.Dept[p]; d >= 0 {
				s.DeptRight[d]++
			}
		}
	case KindConvalescence:
		s.Status[p] = Convalescing
	case KindReturnVisit:
		s.Status[p] = Returned
		s.Visit[p] = uint8(min(int(e.Int), 255))
		s.Returns++
	case KindLeave:
		s.Treated++
		s.MovedAt[p] = e.T
		if e.Flag {
			s.Recovered++
			s.Status[p] = Recovered
		} else {
			s.Status[p] = Gone
		}
	}
}

func (s *State) release(p int32) {
	if d := s.With[p]; d >= 0 {
		if s.With[d] == p {
			s.With[d] = -1
		}
		s.With[p] = -1
	}
}

// Cursor is a replay position: the state at a time, moved forward or back by Seek.
type Cursor struct {
	tr *Trace
	T  float64 // simulated seconds
	S  *State
}

// NewCursor returns a cursor at the start of the trace.
func (tr *Trace) NewCursor() *Cursor {
	c := &Cursor{tr: tr, S: newState()}
	c.S.grow(tr)
	return c
}

// Seek moves the cursor to time t: the state after every event at or before t. Going forward
// by less than a checkpoint interval replays from where it is; anything else starts from the
// nearest checkpoint at or before t.
func (c *Cursor) Seek(t float64) {
	tr := c.tr
	target := tr.Index(t)
	c.T = t
	if target >= c.S.N && target-c.S.N < CheckpointEvery {
		c.forward(target)
		return
	}
	k := min(target/CheckpointEvery, len(tr.checkpoints)-1)
	c.S.copyFrom(tr.checkpoints[k])
	c.forward(target)
}

func (c *Cursor) forward(target int) {
	for c.S.N < target {
		c.S.apply(c.tr, c.S.N)
	}
	c.S.grow(c.tr)
}

// SegmentAccuracy is the diagnosis accuracy of each block of segment diagnoses made by the
// cursor's time; the last block may be partial (then its size is given).
func (c *Cursor) SegmentAccuracy(segment int) (acc []float64, lastSize int) {
	n := c.S.Diagnoses
	pre := c.tr.DxCorrect
	for lo := 0; lo < n; lo += segment {
		hi := min(lo+segment, n)
		acc = append(acc, float64(pre[hi]-pre[lo])/float64(hi-lo))
		lastSize = hi - lo
	}
	return acc, lastSize
}

// Trace is the trace the cursor replays.
func (c *Cursor) Trace() *Trace { return c.tr }
