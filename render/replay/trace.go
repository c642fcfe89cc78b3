package replay

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"agenthospital/sim"
	"agenthospital/world"
)

// Kind is a trace record kind as a small number.
type Kind uint8

// Record kinds (world.Kind*), in the order of the cycle of care.
const (
	KindOther Kind = iota
	KindOnset
	KindMove
	KindTriage
	KindRegistration
	KindWaiting
	KindConsultation
	KindExamination
	KindSearch
	KindReferral
	KindDiagnosis
	KindDispensary
	KindConvalescence
	KindFollowUp
	KindReturnVisit
	KindLeave
	KindReading
)

var kindNames = [...]string{"other", world.KindOnset, world.KindMove, world.KindTriage, world.KindRegistration, world.KindWaiting,
	world.KindConsultation, world.KindExamination, world.KindSearch, world.KindReferral, world.KindDiagnosis, world.KindDispensary,
	world.KindConvalescence, world.KindFollowUp, world.KindReturnVisit, world.KindLeave, world.KindReading}

func (k Kind) String() string { return kindNames[k] }

func kindOf(s string) Kind {
	for i, n := range kindNames {
		if n == s {
			return Kind(i)
		}
	}
	return KindOther
}

// Event is one trace record, compacted. What S1, S2, Int, Num and Flag hold depends on Kind:
//
//	onset          S1 complaint, S2 truth, Int age, Flag female
//	move           Flag the mover is a doctor
//	triage         Dept, Int acuity, Flag correct, S2 true department
//	waiting        Dept, Int queue length
//	consultation   Dept, Int visit
//	examination    Int step, S1 action, S2 request, Num cost, Flag available
//	search         Int step, S1 action, Flag found
//	referral       Int steps, Flag appropriate
//	diagnosis      S1 the doctor's answer, S2 truth, Int steps, Num cost, Flag correct
//	dispensary     S1 treatment
//	convalescence  Int days, S1 treated for
//	follow_up      S1 what the patient says, Int visit, Flag recovered
//	return_visit   Int visit, S1 previous diagnosis
//	leave          Int visits, Flag recovered
//	reading        Int minutes, S1 what was read
//
// Strings are indices into Trace.Strings (-1: none).
type Event struct {
	T     float64 // simulated seconds
	Act   int32   // offset of the actors in Trace.Actors
	S1    int32
	S2    int32
	Num   float32
	Int   int16
	Dept  int16 // department index, -1 when the record names none
	From  int16 // room index, -1 when none
	Place int16 // room index, -1 when none
	NAct  uint8
	Kind  Kind
	Flag  bool
}

// Role is what an agent is.
type Role uint8

// Agent roles.
const (
	RoleOther Role = iota
	RolePatient
	RoleDoctor
	RoleNurse
)

// Agent is someone who appears in the trace or on the roster.
type Agent struct {
	ID      string
	Name    string
	Role    Role
	Dept    int16 // a doctor's department, -1 otherwise
	Station int16 // a staff member's room, -1 otherwise
}

// Trace is a run's events in columnar form, with the layout they happen in and the checkpoints
// that make seeking cheap. Append keeps it growing during a live run.
type Trace struct {
	Layout  *Layout
	Rooms   []world.Room // the layout's rooms, then any place the trace names that the layout lacks
	Depts   []string     // department ids, in the order of their consultation rooms
	Agents  []Agent
	Events  []Event
	Actors  []int32 // flat actor lists (agent indices) that events point into
	Strings []string
	// AgentEvents lists, per agent, the indices of the events it takes part in.
	AgentEvents [][]int32
	// DxCorrect is the running count of correct diagnoses: DxCorrect[i] is how many of the
	// first i diagnoses were right (so DxCorrect[0] = 0).
	DxCorrect []int32
	Memory    MemoryTotals // from summary.json when HasMemory
	HasMemory bool

	room, dept, agent, str map[string]int
	head                   *State
	checkpoints            []*State
}

// CheckpointEvery is how many events lie between two stored states.
const CheckpointEvery = 16384

// NewTrace returns an empty trace over a layout: the roster's staff are its first agents.
func NewTrace(l *Layout) *Trace {
	tr := &Trace{Layout: l, room: map[string]int{}, dept: map[string]int{}, agent: map[string]int{}, str: map[string]int{},
		DxCorrect: []int32{0}}
	for _, r := range l.Rooms {
		tr.roomIndex(r.ID, r)
	}
	for _, r := range l.Rooms {
		if r.Kind == "consultation" && r.Dept != "" {
			tr.deptIndex(r.Dept)
		}
	}
	for _, s := range l.Roster {
		i := tr.agentIndex(s.ID)
		a := &tr.Agents[i]
		a.Name = s.Name
		a.Station = int16(tr.roomIndex(s.Station, world.Room{ID: s.Station}))
		switch s.Role {
		case "doctor":
			a.Role = RoleDoctor
			if r := tr.Rooms[a.Station]; r.Dept != "" {
				a.Dept = int16(tr.deptIndex(r.Dept))
			}
		case "nurse":
			a.Role = RoleNurse
		}
	}
	tr.head = newState()
	tr.checkpoints = []*State{tr.head.clone()}
	return tr
}

func (tr *Trace) roomIndex(id string, r world.Room) int {
	if id == "" {
		return -1
	}
	if i, ok := tr.room[id]; ok {
		return i
	}
	if r.ID == "" {
		r = world.Room{ID: id, Kind: id}
	}
	tr.room[id] = len(tr.Rooms)
	tr.Rooms = append(tr.Rooms, r)
	return len(tr.Rooms) - 1
}

// RoomIndex is the index of a room id in Rooms, -1 when unknown.
func (tr *Trace) RoomIndex(id string) int {
	if i, ok := tr.room[id]; ok {
		return i
	}
	return -1
}

func (tr *Trace) deptIndex(id string) int {
	if id == "" {
		return -1
	}
	if i, ok := tr.dept[id]; ok {
		return i
	}
	tr.dept[id] = len(tr.Depts)
	tr.Depts = append(tr.Depts, id)
	return len(tr.Depts) - 1
}

func (tr *Trace) agentIndex(id string) int {
	if i, ok := tr.agent[id]; ok {
		return i
	}
	tr.agent[id] = len(tr.Agents)
	tr.Agents = append(tr.Agents, Agent{ID: id, Dept: -1, Station: -1})
	tr.AgentEvents = append(tr.AgentEvents, nil)
	return len(tr.Agents) - 1
}

// AgentIndex is the index of an agent id in Agents, -1 when unknown.
func (tr *Trace) AgentIndex(id string) int {
	if i, ok := tr.agent[id]; ok {
		return i
	}
	return -1
}

func (tr *Trace) intern(s string) int32 {
	if s == "" {
		return -1
	}
	if i, ok := tr.str[s]; ok {
		return int32(i)
	}
	tr.str[s] = len(tr.Strings)
	tr.Strings = append(tr.Strings, s)
	return int32(len(tr.Strings) - 1)
}

// Str is the string an event field points to ("" for -1).
func (tr *Trace) Str(i int32) string {
	if i < 0 || int(i) >= len(tr.Strings) {
		return ""
	}
	return tr.Strings[i]
}

// ActorsOf returns the agent indices of an event's actors.
func (tr *Trace) ActorsOf(e *Event) []int32 { return tr.Actors[e.Act : e.Act+int32(e.NAct)] }

// End is the time of the last event (0 for an empty trace).
func (tr *Trace) End() float64 {
	if len(tr.Events) == 0 {
		return 0
	}
	return tr.Events[len(tr.Events)-1].T
}

// payload is the union of every world payload's fields that the viewer keeps.
type payload struct {
	Role              string   `json:"role"`
	Age               int      `json:"age"`
	Sex               string   `json:"sex"`
	Complaint         string   `json:"complaint"`
	Truth             string   `json:"truth"`
	Department        string   `json:"department"`
	Acuity            int      `json:"acuity"`
	Correct           bool     `json:"correct"`
	TrueDepartment    string   `json:"true_department"`
	Queue             int      `json:"queue"`
	Visit             int      `json:"visit"`
	Step              int      `json:"step"`
	Action            string   `json:"action"`
	Request           string   `json:"request"`
	Available         bool     `json:"available"`
	Cost              float64  `json:"cost"`
	Found             bool     `json:"found"`
	Appropriate       bool     `json:"appropriate"`
	Steps             int      `json:"steps"`
	Answer            string   `json:"answer"`
	Treatment         string   `json:"treatment"`
	Days              int      `json:"days"`
	TreatedFor        string   `json:"treated_for"`
	Outcome           string   `json:"outcome"`
	Says              string   `json:"says"`
	PreviousDiagnosis string   `json:"previous_diagnosis"`
	Visits            int      `json:"visits"`
	Read              []string `json:"read"`
	Minutes           float64  `json:"minutes"`
}

type rawRecord struct {
	T       float64  `json:"t"`
	Kind    string   `json:"kind"`
	Actors  []string `json:"actors"`
	From    string   `json:"from"`
	Place   string   `json:"place"`
	Payload payload  `json:"payload"`
}

// Append adds a live record. Its payload may be a world payload value or anything that
// marshals to the same JSON.
func (tr *Trace) Append(r sim.Record) error {
	raw := rawRecord{T: float64(r.T), Kind: r.Kind, Actors: r.Actors, From: r.From, Place: r.Place}
	if r.Payload != nil {
		b, err := json.Marshal(r.Payload)
		if err != nil {
			return fmt.Errorf("record %s at t=%v: payload: %w", r.Kind, r.T, err)
		}
		if err := json.Unmarshal(b, &raw.Payload); err != nil {
			return fmt.Errorf("record %s at t=%v: payload: %w", r.Kind, r.T, err)
		}
	}
	return tr.add(&raw)
}

func (tr *Trace) add(r *rawRecord) error {
	if n := len(tr.Events); n > 0 && r.T < tr.Events[n-1].T {
		return fmt.Errorf("record %s at t=%v comes before the previous one (t=%v): the trace must be in time order", r.Kind, r.T, tr.Events[n-1].T)
	}
	p := &r.Payload
	e := Event{T: r.T, Kind: kindOf(r.Kind), Act: int32(len(tr.Actors)), NAct: uint8(min(len(r.Actors), 255)), S1: -1, S2: -1, Dept: -1,
		From: int16(tr.roomIndex(r.From, world.Room{})), Place: int16(tr.roomIndex(r.Place, world.Room{}))}
	for i, id := range r.Actors[:e.NAct] {
		a := tr.agentIndex(id)
		if i == 0 && e.Kind == KindOnset {
			tr.Agents[a].Role = RolePatient
		}
		tr.Actors = append(tr.Actors, int32(a))
		tr.AgentEvents[a] = append(tr.AgentEvents[a], int32(len(tr.Events)))
	}
	if p.Department != "" {
		e.Dept = int16(tr.deptIndex(p.Department))
	}
	switch e.Kind {
	case KindOnset:
		e.S1, e.S2, e.Int, e.Flag = tr.intern(p.Complaint), tr.intern(p.Truth), int16(p.Age), p.Sex == "F"
	case KindMove:
		e.Flag = p.Role == "doctor"
	case KindTriage:
		e.Int, e.Flag, e.S2 = int16(p.Acuity), p.Correct, tr.intern(p.TrueDepartment)
	case KindWaiting:
		e.Int = int16(min(p.Queue, 32767))
	case KindConsultation:
		e.Int = int16(p.Visit)
	case KindExamination:
		e.Int, e.S1, e.S2, e.Num, e.Flag = int16(p.Step), tr.intern(p.Action), tr.intern(p.Request), float32(p.Cost), p.Available
	case KindSearch:
		e.Int, e.S1, e.Flag = int16(p.Step), tr.intern(p.Action), p.Found
	case KindReferral:
		e.Int, e.Flag = int16(p.Steps), p.Appropriate
	case KindDiagnosis:
		e.S1, e.S2, e.Int, e.Num, e.Flag = tr.intern(p.Answer), tr.intern(p.Truth), int16(p.Steps), float32(p.Cost), p.Correct
		c := tr.DxCorrect[len(tr.DxCorrect)-1]
		if p.Correct {
			c++
		}
		tr.DxCorrect = append(tr.DxCorrect, c)
	case KindDispensary:
		e.S1 = tr.intern(p.Treatment)
	case KindConvalescence:
		e.Int, e.S1 = int16(p.Days), tr.intern(p.TreatedFor)
	case KindFollowUp:
		e.S1, e.Int, e.Flag = tr.intern(p.Says), int16(p.Visit), p.Outcome == "recovered"
	case KindReturnVisit:
		e.Int, e.S1 = int16(p.Visit), tr.intern(p.PreviousDiagnosis)
	case KindLeave:
		e.Int, e.Flag = int16(p.Visits), p.Outcome == "recovered"
	case KindReading:
		e.Int = int16(p.Minutes)
		if len(p.Read) > 0 {
			e.S1 = tr.intern(p.Read[0])
		}
	}
	tr.Events = append(tr.Events, e)
	tr.head.apply(tr, len(tr.Events)-1)
	if len(tr.Events)%CheckpointEvery == 0 {
		tr.checkpoints = append(tr.checkpoints, tr.head.clone())
	}
	return nil
}

// Load reads a recorded run directory: hospital.json, trace.jsonl (or trace.jsonl.gz) and,
// when present, summary.json's memory totals.
func Load(dir string) (*Trace, error) {
	l, err := LoadLayout(filepath.Join(dir, "hospital.json"))
	if err != nil {
		return nil, err
	}
	tr := NewTrace(l)
	if tr.Memory, tr.HasMemory, err = LoadMemoryTotals(filepath.Join(dir, "summary.json")); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "trace.jsonl")
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		path += ".gz"
		f, err = os.Open(path)
	}
	if err != nil {
		return nil, fmt.Errorf("read trace: %w", err)
	}
	defer f.Close()
	var r io.Reader = f
	if filepath.Ext(path) == ".gz" {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("read trace %s: %w", path, err)
		}
		defer gz.Close()
		r = gz
	}
	if err := tr.ReadJSONL(r); err != nil {
		return nil, fmt.Errorf("read trace %s: %w", path, err)
	}
	return tr, nil
}

// ReadJSONL appends every record of a JSON-lines trace.
func (tr *Trace) ReadJSONL(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		b := sc.Bytes()
		if len(b) == 0 {
			continue
		}
		var raw rawRecord
		if err := json.Unmarshal(b, &raw); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		if err := tr.add(&raw); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("line %d: %w", line+1, err)
	}
	return nil
}

// Index is how many events happen at or before time t.
func (tr *Trace) Index(t float64) int {
	return sort.Search(len(tr.Events), func(i int) bool { return tr.Events[i].T > t })
}
