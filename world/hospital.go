package world

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"agenthospital/kb"
	"agenthospital/sim"
)

// Room is a place on the hospital map.
type Room struct {
	ID   string  `json:"id"`
	Kind string  `json:"kind"`
	Dept string  `json:"dept,omitempty"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
}

// Staff is one member of staff on the roster.
type Staff struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Age       int    `json:"age"`
	Role      string `json:"role"` // doctor or nurse
	Specialty string `json:"specialty"`
	Station   string `json:"station"`
}

type department struct {
	id         string
	candidates []*kb.Disease
	doctors    []Doctor
	staff      []Staff
	free       []int // indexes of free doctors, lowest first
	res        *sim.Resource
	room       string
}

// Hospital is a running simulation of one scenario.
type Hospital struct {
	Scenario *Scenario
	KB       *kb.KB
	Rooms    []Room
	Roster   []Staff

	eng     *sim.Engine
	streams sim.Streams
	sink    sim.Sink
	gen     *kb.Generator
	workup  *Workup
	nurse   Nurse
	voice   PatientVoice
	depts   map[string]*department
	open    []string
	res     map[string]*sim.Resource
	rng     map[string]*rand.Rand
	stats   *Stats
	target  int
	err     error
}

// Options are the run's knobs besides the scenario.
type Options struct {
	Seed     uint64
	Patients int      // stop once this many patients completed their cycle (0: no limit)
	Sink     sim.Sink // the trace; nil means none
}

// New builds the hospital of scenario s: rooms, roster, resources, the patient generator, and
// the agents: doctors made by ag.Doctor, the triage nurse, and the patients' voice.
func New(s *Scenario, k *kb.KB, ag Agents, opt Options) (*Hospital, error) {
	h := &Hospital{Scenario: s, KB: k, eng: sim.NewEngine(), streams: sim.NewStreams(opt.Seed), sink: opt.Sink,
		nurse: ag.Nurse, depts: map[string]*department{}, res: map[string]*sim.Resource{}, rng: map[string]*rand.Rand{},
		target: opt.Patients}
	if h.sink == nil {
		h.sink = sim.Discard
	}
	for _, d := range s.Departments {
		h.open = append(h.open, d.ID)
	}
	gen, err := kb.NewGenerator(k, s.Cohort(k))
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", s.Name, err)
	}
	h.gen = gen
	h.voice = ag.Patient(gen)
	h.workup = &Workup{KB: k, Gen: gen}
	h.stats = newStats(opt.Seed)
	names := h.stream("roster")
	h.layout()
	for _, dc := range s.Departments {
		d := &department{id: dc.ID, room: "consult_" + dc.ID}
		if len(dc.Diseases) > 0 {
			for _, id := range dc.Diseases {
				d.candidates = append(d.candidates, k.Disease(id))
			}
			sort.Slice(d.candidates, func(i, j int) bool { return d.candidates[i].ID < d.candidates[j].ID })
		} else {
			d.candidates = k.DiseasesIn(dc.ID)
		}
		if len(d.candidates) == 0 {
			return nil, fmt.Errorf("scenario %s: department %s has no candidate diseases", s.Name, dc.ID)
		}
		for i := 0; i < dc.Doctors; i++ {
			st := Staff{ID: fmt.Sprintf("dr_%s_%d", dc.ID, i+1), Name: "Dr. " + personName(names), Age: 30 + names.IntN(30),
				Role: "doctor", Specialty: k.Department(dc.ID).Name, Station: d.room}
			d.staff = append(d.staff, st)
			d.doctors = append(d.doctors, ag.Doctor(dc.ID, i, d.candidates))
			d.free = append(d.free, i)
			h.Roster = append(h.Roster, st)
		}
		d.res = sim.NewResource(h.eng, "consultation:"+dc.ID, dc.Doctors, sim.Priority)
		h.depts[dc.ID] = d
	}
	for _, st := range []struct {
		station string
		n       int
	}{{"triage", s.Nurses.Triage}, {"registration", s.Nurses.Registration}, {"examination", s.Nurses.Examination},
		{"pharmacy", s.Nurses.Pharmacy}, {"follow_up", s.Nurses.FollowUp}} {
		for i := 0; i < st.n; i++ {
			h.Roster = append(h.Roster, Staff{ID: fmt.Sprintf("nurse_%s_%d", st.station, i+1), Name: "Nurse " + personName(names),
				Age: 24 + names.IntN(35), Role: "nurse", Specialty: "nursing", Station: st.station})
		}
		h.res[st.station] = sim.NewResource(h.eng, st.station, st.n, sim.FIFO)
	}
	h.res["triage"].Discipline = sim.FIFO
	h.res["laboratory"] = sim.NewResource(h.eng, "laboratory", s.LabCapacity, sim.Priority)
	h.res["imaging"] = sim.NewResource(h.eng, "imaging", s.ImagingRooms, sim.Priority)
	return h, nil
}

func (h *Hospital) stream(name string) *rand.Rand {
	r, ok := h.rng[name]
	if !ok {
		r = h.streams.Stream(name)
		h.rng[name] = r
	}
	return r
}

var firstNames = []string{"Ada", "Ben", "Chen", "Dara", "Eli", "Fatima", "Goran", "Hana", "Ivan", "Jia", "Kofi", "Lena", "Mateo", "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Vera", "Wei", "Yara", "Zoe"}
var lastNames = []string{"Abara", "Berg", "Costa", "Diaz", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito", "Jensen", "Kim", "Li", "Moreau", "Nakamura", "Okafor", "Patel", "Quispe", "Rossi", "Singh", "Tanaka", "Ueda", "Varga", "Wang", "Xu", "Yilmaz", "Zhang"}

func personName(r *rand.Rand) string {
	return firstNames[r.IntN(len(firstNames))] + " " + lastNames[r.IntN(len(lastNames))]
}

// layout places the rooms on a simple map: an entrance row, a corridor of consultation rooms
// and the service rooms at the back. Coordinates are in metres.
func (h *Hospital) layout() {
	add := func(id, kind, dept string, x, y float64) {
		h.Rooms = append(h.Rooms, Room{ID: id, Kind: kind, Dept: dept, X: x, Y: y})
	}
	add("home", "home", "", -20, 0)
	add("triage", "triage", "", 0, 0)
	add("registration", "registration", "", 10, 0)
	add("waiting", "waiting", "", 20, 0)
	for i, d := range h.Scenario.Departments {
		add("consult_"+d.ID, "consultation", d.ID, 30+float64(i%7)*8, 10+float64(i/7)*8)
	}
	add("laboratory", "laboratory", "", 30, -10)
	add("imaging", "imaging", "", 40, -10)
	add("examination", "examination", "", 50, -10)
	add("pharmacy", "pharmacy", "", 60, 0)
	add("follow_up", "follow_up", "", 70, 0)
}

// patient is one patient's state across visits.
type patient struct {
	p       *kb.Patient
	visit   int
	prior   []string
	dept    *department
	doctor  int  // the doctor whose brain runs this episode
	server  int  // the doctor whose time the patient holds now
	holding bool // holds a consultation room
	ep      *Episode
	repeats map[string]int
	lay     string
	tried   []string // departments that referred the patient on during this visit
}

// Run simulates until target patients completed their cycle or the clock reaches until (0: no
// limit). progress is called after every completed patient (may be nil).
func (h *Hospital) Run(until sim.Time, progress func(*Stats)) (*Stats, error) {
	arrivals := h.stream("arrivals")
	var next func()
	i := 0
	// Arrivals go on until the target number of patients has completed the cycle, so the last
	// consultations are a normal mix of first and return visits, not only stragglers.
	next = func() {
		p := h.gen.Patient(h.streams.Seed(), i)
		i++
		h.onset(&patient{p: p})
		gap := sim.Time(-math.Log(1-arrivals.Float64()) * float64(sim.Day) / h.Scenario.ArrivalsPerDay)
		h.eng.After(gap+1, 0, next)
	}
	h.eng.At(0, 0, next)
	h.scheduleReading(0)
	h.stats.progress = progress
	for h.err == nil {
		if h.target > 0 && h.stats.PatientsDone >= h.target {
			break
		}
		t, ok := h.eng.NextTime()
		if !ok || (until > 0 && t > until) {
			break
		}
		h.eng.Step()
	}
	if h.err != nil {
		return nil, h.err
	}
	h.stats.finish(h)
	return h.stats, nil
}

// Now is the simulated time.
func (h *Hospital) Now() sim.Time { return h.eng.Now() }

// Events is the number of kernel events run.
func (h *Hospital) Events() uint64 { return h.eng.Events() }

// Rejected is how many generated patients quality control rejected.
func (h *Hospital) Rejected() int { return h.gen.Rejected }

func (h *Hospital) emit(kind string, actors []string, place string, payload any) {
	if h.err != nil {
		return
	}
	if err := h.sink.Emit(sim.Record{T: h.eng.Now(), Kind: kind, Actors: actors, Place: place, Payload: payload}); err != nil {
		h.err = fmt.Errorf("write trace: %w", err)
		h.eng.Halt()
	}
	h.stats.Events++
}

func uniform(r *rand.Rand, lo, hi float64) sim.Time {
	return sim.Time((lo + r.Float64()*(hi-lo)) * float64(sim.Minute))
}

func (h *Hospital) scheduleReading(day int) {
	at := sim.Time(day)*sim.Day + sim.Time(h.Scenario.ReadingHour)*sim.Hour
	h.eng.At(at, 9, func() {
		r := h.stream("reading")
		for _, id := range h.open {
			d := h.depts[id]
			for i, doc := range d.doctors {
				read := doc.Read(r)
				if len(read) > 0 {
					h.emit("reading", []string{d.staff[i].ID}, "library", map[string]any{"read": read})
				}
			}
		}
		if h.target == 0 || h.stats.PatientsDone < h.target {
			h.scheduleReading(day + 1)
		}
	})
}

func (h *Hospital) onset(pt *patient) {
	p := pt.p
	pt.lay = h.voice.Complaint(p, h.stream("patients"))
	h.emit("onset", []string{p.ID}, "home", map[string]any{"age": p.Age, "sex": p.Sex, "complaint": pt.lay,
		"truth": p.Truth.Disease, "severity": p.Truth.Severity})
	travel := uniform(h.stream("patients"), 30, 240)
	h.eng.After(travel, 1, func() { h.triage(pt) })
}

func (h *Hospital) triage(pt *patient) {
	h.res["triage"].Request(0, func(wait sim.Time) {
		r := h.stream("triage")
		open := h.open
		if len(pt.tried) > 0 {
			open = nil
			for _, d := range h.open {
				if !contains(pt.tried, d) {
					open = append(open, d)
				}
			}
		}
		t := h.nurse.Triage(pt.lay, pt.p.Age, pt.p.Sex, open, r)
		if h.depts[t.Department] == nil {
			t.Department = open[0]
		}
		pt.dept = h.depts[t.Department]
		truthDept := h.KB.Disease(pt.p.Truth.Disease).Department
		fits := false
		for _, c := range pt.dept.candidates {
			fits = fits || c.ID == pt.p.Truth.Disease
		}
		h.stats.triage(fits)
		h.emit("triage", []string{pt.p.ID, "triage_nurse"}, "triage", map[string]any{"department": t.Department,
			"acuity": t.Acuity, "correct": fits, "true_department": truthDept, "wait_min": round1(wait.Minutes()), "visit": pt.visit,
			"referred_by": pt.tried})
		h.eng.After(uniform(r, 2, 6), 2, func() {
			h.res["triage"].Release()
			h.registration(pt, t.Acuity)
		})
	})
}

func (h *Hospital) registration(pt *patient, acuity int) {
	h.res["registration"].Request(0, func(wait sim.Time) {
		h.emit("registration", []string{pt.p.ID}, "registration", map[string]any{"department": pt.dept.id, "wait_min": round1(wait.Minutes())})
		h.eng.After(uniform(h.stream("registration"), 2, 5), 2, func() {
			h.res["registration"].Release()
			h.emit("waiting", []string{pt.p.ID}, "waiting", map[string]any{"department": pt.dept.id, "queue": pt.dept.res.QueueLen()})
			h.consult(pt, acuity)
		})
	})
}

func (h *Hospital) consult(pt *patient, acuity int) {
	pt.dept.res.Request(acuity, func(wait sim.Time) {
		pt.doctor = pt.dept.free[0]
		pt.server = pt.doctor
		pt.dept.free = pt.dept.free[1:]
		pt.holding = true
		p := pt.p
		pt.repeats = map[string]int{}
		pt.ep = &Episode{PatientID: p.ID, Visit: pt.visit, Age: p.Age, Sex: p.Sex, Department: pt.dept.id,
			Complaint: pt.lay, History: p.History, PriorDiagnoses: append([]string(nil), pt.prior...),
			CanRefer: len(pt.tried) < MaxReferrals && len(h.open) > len(pt.tried)+1}
		h.emit("consultation", []string{p.ID, pt.dept.staff[pt.doctor].ID}, pt.dept.room, map[string]any{"wait_min": round1(wait.Minutes()), "visit": pt.visit})
		h.think(pt, uniform(h.stream("consultation"), 6, 12))
	})
}

// think asks the doctor for the next decision and acts on it at its due time.
func (h *Hospital) think(pt *patient, after sim.Time) {
	pending := pt.dept.doctors[pt.doctor].Think(pt.ep)
	h.eng.After(after, 3, func() {
		d, err := pending.Wait()
		if err != nil {
			h.err = fmt.Errorf("doctor %s: %w", pt.dept.staff[pt.doctor].ID, err)
			h.eng.Halt()
			return
		}
		h.act(pt, d)
	})
}

func (h *Hospital) releaseDoctor(pt *patient) {
	if !pt.holding {
		return
	}
	pt.holding = false
	pt.dept.free = append(pt.dept.free, pt.server)
	sort.Ints(pt.dept.free)
	pt.dept.res.Release()
}

func (h *Hospital) act(pt *patient, d Decision) {
	if d.Action == ActRefer && pt.ep.CanRefer {
		h.refer(pt, d)
		return
	}
	if d.Action == ActFinal || d.Action == ActRefer || len(pt.ep.Steps) >= h.Scenario.StepCap {
		if d.Action != ActFinal {
			d = Decision{Action: ActFinal, Hypothesis: d.Hypothesis, Confidence: d.Confidence, Diagnosis: ""}
		}
		h.diagnose(pt, d)
		return
	}
	test := d.Test
	if d.Action == ActPhysicalExam {
		test = PhysicalExam
	}
	n := pt.repeats[test]
	pt.repeats[test]++
	res, err := h.workup.Request(pt.p, test, n)
	if err != nil {
		h.err = err
		h.eng.Halt()
		return
	}
	step := Step{Action: res.Action, Test: test, Text: res.Text, Labs: res.Labs, Cost: res.Cost, Minutes: res.Minutes,
		Hypothesis: d.Hypothesis, Confidence: d.Confidence}
	doctorID := pt.dept.staff[pt.doctor].ID
	record := func(place string) {
		pt.ep.Steps = append(pt.ep.Steps, step)
		h.emit("examination", []string{pt.p.ID, doctorID}, place, map[string]any{"test": test, "action": res.Action,
			"cost": res.Cost, "hypothesis": d.Hypothesis, "confidence": d.Confidence, "step": len(pt.ep.Steps)})
	}
	if test == PhysicalExam {
		record(pt.dept.room)
		h.think(pt, uniform(h.stream("consultation"), 4, 8))
		return
	}
	// Labs and studies: the patient leaves the doctor for the lab or scanner; the doctor sees the
	// next patient and reviews the result when it is back.
	h.releaseDoctor(pt)
	station := "laboratory"
	service := uniform(h.stream("examination"), 4, 8)
	if s := h.KB.Study(test); s != nil {
		station = "imaging"
		if s.Kind == "procedure" {
			station = "examination"
		}
		service = uniform(h.stream("examination"), 15, 35)
	}
	h.res[station].Request(0, func(sim.Time) {
		h.eng.After(service, 2, func() {
			h.res[station].Release()
			rest := sim.Time(res.Minutes*float64(sim.Minute)) - service
			if rest < 0 {
				rest = 0
			}
			h.eng.After(rest, 2, func() {
				record(station)
				h.think(pt, sim.Minute)
			})
		})
	})
}

// MaxReferrals is how often doctors may send one patient on to another department per visit.
const MaxReferrals = 2

// refer sends the patient back to triage: this department's doctor thinks the problem belongs
// elsewhere. The doctor learns whether that was right.
func (h *Hospital) refer(pt *patient, d Decision) {
	truth := h.KB.Disease(pt.p.Truth.Disease)
	mine := false
	for _, c := range pt.dept.candidates {
		mine = mine || c.ID == truth.ID
	}
	h.stats.referral(!mine)
	h.emit("referral", []string{pt.p.ID, pt.dept.staff[pt.doctor].ID}, pt.dept.room, map[string]any{
		"from": pt.dept.id, "confidence": d.Confidence, "appropriate": !mine, "tests": len(pt.ep.Steps)})
	pt.dept.doctors[pt.doctor].Learn(Feedback{Episode: pt.ep, Truth: truth.ID, Referred: true, Correct: !mine, KeyTests: truth.KeyTests})
	pt.tried = append(pt.tried, pt.dept.id)
	done := func() {
		h.releaseDoctor(pt)
		h.triage(pt)
	}
	if pt.holding {
		h.eng.After(uniform(h.stream("consultation"), 2, 5), 2, done)
		return
	}
	h.eng.After(sim.Minute, 2, done)
}

func (h *Hospital) diagnose(pt *patient, d Decision) {
	finish := func() {
		p := pt.p
		truth := h.KB.Disease(p.Truth.Disease)
		correct := d.Diagnosis == truth.ID
		fb := h.judge(pt, d, truth)
		cost := 0.0
		for _, s := range pt.ep.Steps {
			cost += s.Cost
		}
		tested := false
		for _, s := range pt.ep.Steps {
			tested = tested || s.Test != PhysicalExam
		}
		h.stats.episode(pt.dept.id, correct, tested, fb.ExamOK, len(pt.ep.Steps), cost)
		h.emit("diagnosis", []string{p.ID, pt.dept.staff[pt.doctor].ID}, pt.dept.room, map[string]any{
			"diagnosis": d.Diagnosis, "severity": d.Severity, "confidence": d.Confidence, "posterior": round3(d.Posterior),
			"truth": truth.ID, "correct": correct, "tests": len(pt.ep.Steps), "cost": cost, "treatment": d.Treatment})
		pt.dept.doctors[pt.doctor].Learn(fb)
		h.eng.After(uniform(h.stream("consultation"), 3, 8), 2, func() {
			h.releaseDoctor(pt)
			h.dispensary(pt, d, correct)
		})
	}
	if pt.holding {
		finish()
		return
	}
	// Results are back: the patient sees a doctor of the department again, ahead of new patients.
	pt.dept.res.Request(0, func(sim.Time) {
		pt.server = pt.dept.free[0]
		pt.dept.free = pt.dept.free[1:]
		pt.holding = true
		finish()
	})
}

func (h *Hospital) dispensary(pt *patient, d Decision, correct bool) {
	h.res["pharmacy"].Request(0, func(wait sim.Time) {
		h.emit("dispensary", []string{pt.p.ID}, "pharmacy", map[string]any{"treatment": d.Treatment, "wait_min": round1(wait.Minutes())})
		h.eng.After(uniform(h.stream("pharmacy"), 3, 6), 2, func() {
			h.res["pharmacy"].Release()
			h.convalesce(pt, d, correct)
		})
	})
}

var sevRank = map[string]int{"mild": 0, "moderate": 1, "severe": 2}

func (h *Hospital) convalesce(pt *patient, d Decision, correct bool) {
	r := h.stream("course")
	truth := h.KB.Disease(pt.p.Truth.Disease)
	out := truth.Course.Wrong
	if correct {
		out = truth.Course.Right
	}
	chance := out.Recover
	if correct && sevRank[d.Severity] < sevRank[pt.p.Truth.Severity] {
		chance *= 0.85 // undertreated
	}
	recovered := r.Float64() < chance
	days := out.Days[0] + r.IntN(out.Days[1]-out.Days[0]+1)
	h.emit("convalescence", []string{pt.p.ID}, "home", map[string]any{"days": days, "treated_for": d.Diagnosis})
	h.eng.After(sim.Time(days)*sim.Day, 1, func() { h.followUp(pt, d, recovered) })
}

func (h *Hospital) followUp(pt *patient, d Decision, recovered bool) {
	h.res["follow_up"].Request(0, func(sim.Time) {
		outcome := "recovered"
		if !recovered {
			outcome = "not recovered"
		}
		msg := h.voice.FollowUp(recovered, h.stream("follow_up"))
		h.emit("follow_up", []string{pt.p.ID}, "follow_up", map[string]any{"outcome": outcome, "says": msg, "visit": pt.visit})
		h.eng.After(uniform(h.stream("follow_up"), 3, 6), 2, func() {
			h.res["follow_up"].Release()
			if recovered || pt.visit >= h.Scenario.ReturnVisits {
				h.stats.done(pt.visit, recovered)
				return
			}
			pt.visit++
			pt.tried = nil
			if d.Diagnosis != "" {
				pt.prior = append(pt.prior, d.Diagnosis)
			}
			h.stats.ReturnVisits++
			h.emit("return_visit", []string{pt.p.ID}, "home", map[string]any{"visit": pt.visit, "previous_diagnosis": d.Diagnosis})
			h.eng.After(uniform(h.stream("follow_up"), 60, 24*60), 1, func() { h.triage(pt) })
		})
	})
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
