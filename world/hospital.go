package world

import (
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"

	"agenthospital/kb"
	"agenthospital/kb/mimic"
	"agenthospital/sim"
	"agenthospital/world/cdm"
	"agenthospital/world/dcr"
)

// Room is a place on the hospital map.
type Room struct {
	ID   string  `json:"id" yaml:"id"`
	Kind string  `json:"kind" yaml:"kind"`
	Dept string  `json:"dept,omitempty" yaml:"dept"`
	X    float64 `json:"x" yaml:"x"`
	Y    float64 `json:"y" yaml:"y"`
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

	rejected int // drafts of the arrived patients that quality control rejected

	eng      *sim.Engine
	streams  sim.Streams
	sink     sim.Sink
	gen      *kb.Generator
	nurse    Nurse
	voice    PatientVoice
	practice Practice
	depts    map[string]*department
	open     []string
	ahead    ReadAhead // the first doctor that reads ahead, records are handed to it (see prepareRecord); nil: none
	res      map[string]*sim.Resource
	rng      map[string]*rand.Rand
	stats    *Stats
	target   int
	stop     func() bool
	err      error

	// The DCR environment every consultation runs in.
	labs     *mimic.LabResolver
	labeler  coverCache // the judge's view of labs, with covers remembered
	prices   dcr.Prices
	guides   []dcr.Guideline
	labels   map[string][]string  // pathology label -> the names the judge accepts
	judger   *cdm.Judger          // the judge over labels
	imaging  map[string]*kb.Study // "Region Modality" -> study
	procs    map[string]*kb.Study // lower-cased procedure name, alias or id -> study
	keyTests map[string]testMatch // test id -> how a step is recognised as that test

	patientSeed uint64 // the generator's seed: the "patient-generator" stream of the master seed
}

// Options are the run's knobs besides the scenario.
type Options struct {
	Seed     uint64
	Patients int      // stop once this many patients completed their cycle (0: no limit)
	Sink     sim.Sink // the trace; nil means none
	// Stop, polled between events, ends the run early when it returns true (an interrupted
	// run: the event in flight is finished, the next one never starts). nil: never.
	Stop func() bool
}

// New builds the hospital of scenario s: rooms, roster, resources, the patient generator, the
// DCR environment, and the agents: doctors made by ag.Doctor, the triage nurse, the patients'
// voice and the practice loop the doctors learn through.
func New(s *Scenario, k *kb.KB, ag Agents, opt Options) (*Hospital, error) {
	if ag.Practice == nil {
		return nil, fmt.Errorf("scenario %s: the hospital needs a practice loop for its doctors", s.Name)
	}
	h := &Hospital{Scenario: s, KB: k, eng: sim.NewEngine(), streams: sim.NewStreams(opt.Seed), sink: opt.Sink,
		nurse: ag.Nurse, practice: ag.Practice, depts: map[string]*department{}, res: map[string]*sim.Resource{},
		rng: map[string]*rand.Rand{}, target: opt.Patients, stop: opt.Stop}
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
	h.patientSeed = h.streams.Derive("patient-generator")
	h.voice = ag.Patient(gen)
	h.stats = newStats(opt.Seed)
	h.environment()
	h.judger.NoClinician = !ag.ClinicianOrders
	names := h.stream("roster")
	if err := h.layout(); err != nil {
		return nil, err
	}
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
			doc := ag.Doctor(dc.ID, i, st.ID, d.candidates)
			d.doctors = append(d.doctors, doc)
			if ra, ok := doc.(ReadAhead); ok && h.ahead == nil {
				h.ahead = ra
			}
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

// environment prepares the DCR environment of every consultation: the lab resolver over the
// knowledge base's lab table, prices, guidelines, the names the judge accepts for each disease,
// and the studies the hospital performs on request.
func (h *Hospital) environment() {
	k := h.KB
	h.labs = mimic.NewLabResolver(k.LabMapping())
	covers, _ := lru.New[string, []string](coverCacheSize) // fails only for a size <= 0
	h.labeler = coverCache{LabResolver: h.labs, covers: covers}
	h.prices = dcr.PricesFrom(k)
	h.guides = dcr.GuidelinesFrom(k)
	h.labels = k.PathologySynonyms()
	h.judger = cdm.NewJudger(h.labels, h.labeler)
	h.imaging, h.procs, h.keyTests = map[string]*kb.Study{}, map[string]*kb.Study{}, map[string]testMatch{}
	for _, s := range k.Studies {
		if s.Kind == "imaging" {
			if h.imaging[s.Region+" "+s.Modality] == nil {
				h.imaging[s.Region+" "+s.Modality] = s
			}
			h.keyTests[s.ID] = testMatch{region: s.Region, modality: s.Modality}
			continue
		}
		for _, n := range append([]string{s.ID, s.Name, s.Modality}, s.Aliases...) {
			if key := strings.ToLower(strings.TrimSpace(n)); key != "" && h.procs[key] == nil {
				h.procs[key] = s
			}
		}
		h.keyTests[s.ID] = testMatch{procedure: s.ID}
	}
	for _, o := range k.Orders {
		m := testMatch{items: o.Items}
		for _, n := range append([]string{o.Name, o.ID}, o.Aliases...) {
			m.names = append(m.names, strings.ToLower(n))
		}
		h.keyTests[o.ID] = m
	}
}

// coverCache remembers the judge's lab covers of the most recent sets of ids: most hospital
// records hold the same labs (a partial panel makes a record's set its own), and covering them is
// the judge's most expensive step. It is bounded, so that a long run's memory does not grow with
// its patients.
type coverCache struct {
	*mimic.LabResolver
	covers *lru.Cache[string, []string]
}

// coverCacheSize is how many sets of ids coverCache remembers.
const coverCacheSize = 1024

// Cover is the resolver's cover of ids, computed once per set of ids while it is remembered.
func (c coverCache) Cover(ids []int) []string {
	key := fmt.Sprint(ids)
	if v, ok := c.covers.Get(key); ok {
		return v
	}
	v := c.LabResolver.Cover(ids)
	c.covers.Add(key, v)
	return v
}

// testMatch recognises a knowledge-base test in a DCR step: a lab order by its items, an
// imaging study by region and modality, a procedure by id.
type testMatch struct {
	names            []string // an order's name and aliases, lower-cased
	items            []int
	region, modality string
	procedure        string
}

// did reports whether step performed the test.
func (h *Hospital) did(step *cdm.Step, m testMatch) bool {
	switch step.Action {
	case cdm.ActLabs:
		if len(m.items) == 0 {
			return false
		}
		in := strings.ToLower(strings.TrimSpace(step.Input))
		for _, n := range m.names {
			if in == n {
				return true
			}
		}
		// Asked for in other words: most of the order's items came back.
		n := 0
		for _, id := range m.items {
			if containsInt(step.ItemIDs, id) {
				n++
			}
		}
		return 2*n >= len(m.items)
	case cdm.ActImaging:
		return m.region != "" && step.Available && step.Region == m.region && step.Modality == m.modality
	case cdm.ActProcedure:
		s := h.procs[strings.ToLower(strings.TrimSpace(step.Input))]
		return s != nil && m.procedure == s.ID
	}
	return false
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// chart performs studies on demand for one patient (dcr.Chart).
type chart struct {
	h *Hospital
	p *kb.Patient
}

// Report writes the n-th report of the imaging study of region and modality.
func (c chart) Report(region, modality string, n int) (string, bool) {
	s := c.h.imaging[region+" "+modality]
	if s == nil {
		return "", false
	}
	return c.h.gen.StudyReport(c.p, s, n), true
}

// Procedure performs the named non-imaging study.
func (c chart) Procedure(name string, n int) (dcr.Performed, bool) {
	s := c.h.procs[strings.ToLower(strings.TrimSpace(name))]
	if s == nil {
		return dcr.Performed{}, false
	}
	return dcr.Performed{Name: s.Name, Text: c.h.gen.StudyReport(c.p, s, n), Cost: s.Cost, Minutes: float64(s.Turnaround)}, true
}

// patient is one patient's state across visits.
type patient struct {
	p       *kb.Patient
	index   int
	visit   int
	prior   []string
	dept    *department
	doctor  int  // the doctor whose brain runs this episode
	server  int  // the doctor whose time the patient holds now
	holding bool // holds a consultation room
	enc     *mimic.Encounter
	first   *mimic.Encounter // the first visit's record as drawn ahead (see arrivals), until used
	ep      *dcr.Episode
	lay     string
	tried   []string // departments that referred the patient on during this visit
	place   string
}

// Run simulates until target patients completed their cycle or the clock reaches until (0: no
// limit). progress is called after every completed patient (may be nil).
func (h *Hospital) Run(until sim.Time, progress func(*Stats)) (*Stats, error) {
	gaps := h.stream("arrivals")
	drawn := h.drawAhead()
	defer drawn.Close()
	var next func()
	i := 0
	// Arrivals go on until the target number of patients has completed the cycle, so the last
	// consultations are a normal mix of first and return visits, not only stragglers.
	next = func() {
		a := <-drawn.next
		h.rejected += a.rejected
		h.onset(&patient{p: a.p, index: i, place: "home", first: a.enc})
		i++
		gap := sim.Time(-math.Log(1-gaps.Float64()) * float64(sim.Day) / h.Scenario.ArrivalsPerDay)
		h.eng.After(gap+1, 0, next)
	}
	h.eng.At(0, 0, next)
	h.scheduleReading(0)
	h.stats.progress = progress
	for h.err == nil {
		if h.target > 0 && h.stats.PatientsDone >= h.target || h.stop != nil && h.stop() {
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
func (h *Hospital) Rejected() int { return h.rejected }

func (h *Hospital) emit(kind string, actors []string, place string, payload any) {
	h.record(sim.Record{T: h.eng.Now(), Kind: kind, Actors: actors, Place: place, Payload: payload})
}

func (h *Hospital) record(r sim.Record) {
	if h.err != nil {
		return
	}
	if err := h.sink.Emit(r); err != nil {
		h.err = fmt.Errorf("write trace: %w", err)
		h.eng.Halt()
	}
	h.stats.Events++
}

// with is who an episode's record is about: the patient, and the doctor when the patient is
// with the doctor in the consultation room (a record's place is where its actors are).
func (h *Hospital) with(pt *patient) []string {
	if pt.holding {
		return []string{pt.p.ID, pt.dept.staff[pt.server].ID}
	}
	return []string{pt.p.ID}
}

// move walks the patient to room to (a move record), unless already there.
func (h *Hospital) move(pt *patient, to string) {
	if pt.place == to {
		return
	}
	h.record(sim.Record{T: h.eng.Now(), Kind: KindMove, Actors: []string{pt.p.ID}, From: pt.place, Place: to, Payload: Move{Role: "patient"}})
	pt.place = to
}

func uniform(r *rand.Rand, lo, hi float64) sim.Time {
	return sim.Time((lo + r.Float64()*(hi-lo)) * float64(sim.Minute))
}

// readingMinutes is how long the evening reading lasts.
const readingMinutes = 60

func (h *Hospital) scheduleReading(day int) {
	at := sim.Time(day)*sim.Day + sim.Time(h.Scenario.ReadingHour)*sim.Hour
	h.eng.At(at, 9, func() {
		r := h.stream("reading")
		for _, id := range h.open {
			d := h.depts[id]
			for i, doc := range d.doctors {
				read := doc.Read(r)
				if len(read) == 0 {
					continue
				}
				who := []string{d.staff[i].ID}
				h.record(sim.Record{T: h.eng.Now(), Kind: KindMove, Actors: who, From: d.room, Place: "library", Payload: Move{Role: "doctor"}})
				h.emit(KindReading, who, "library", Reading{Read: read, Minutes: readingMinutes})
				room := d.room
				h.eng.After(readingMinutes*sim.Minute, 9, func() {
					h.record(sim.Record{T: h.eng.Now(), Kind: KindMove, Actors: who, From: "library", Place: room, Payload: Move{Role: "doctor"}})
				})
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
	h.emit(KindOnset, []string{p.ID}, "home", Onset{Age: p.Age, Sex: p.Sex, Complaint: pt.lay, Truth: p.Truth.Disease, Severity: p.Truth.Severity})
	travel := uniform(h.stream("patients"), 30, 240)
	h.prepareRecord(pt)
	h.eng.After(travel, 1, func() { h.triage(pt) })
}

func (h *Hospital) triage(pt *patient) {
	h.move(pt, "triage")
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
		fits := pt.dept.treats(pt.p.Truth.Disease)
		h.stats.triage(fits)
		h.emit(KindTriage, []string{pt.p.ID, "triage_nurse"}, "triage", TriageEvent{Department: t.Department, Acuity: t.Acuity,
			Correct: fits, TrueDepartment: truthDept, WaitMin: round1(wait.Minutes()), Visit: pt.visit, ReferredBy: pt.tried})
		h.eng.After(uniform(r, 2, 6), 2, func() {
			h.res["triage"].Release()
			h.registration(pt, t.Acuity)
		})
	})
}

func (d *department) treats(disease string) bool {
	for _, c := range d.candidates {
		if c.ID == disease {
			return true
		}
	}
	return false
}

func (h *Hospital) registration(pt *patient, acuity int) {
	h.move(pt, "registration")
	h.res["registration"].Request(0, func(wait sim.Time) {
		h.emit(KindRegistration, []string{pt.p.ID}, "registration", Registration{Department: pt.dept.id, WaitMin: round1(wait.Minutes())})
		h.eng.After(uniform(h.stream("registration"), 2, 5), 2, func() {
			h.res["registration"].Release()
			h.move(pt, "waiting")
			h.emit(KindWaiting, []string{pt.p.ID}, "waiting", Waiting{Department: pt.dept.id, Queue: pt.dept.res.QueueLen()})
			h.consult(pt, acuity)
		})
	})
}

// hadm numbers a patient's visit as an admission: one record per visit.
func hadm(index, visit int) int64 { return 30000000 + int64(index)*10 + int64(visit) }

// reReturn is how a return visit's history names the diagnosis that did not help.
const returnNote = " Returns after treatment for %s without improvement."

// prepareRecord writes the record of the patient's visit if there is none yet. It draws
// nothing at random, so it is written as soon as the patient sets off for the hospital, and a
// doctor may start reading it on a goroutine of its own while the patient travels and queues
// (ReadAhead): what the consultation reads is the same either way.
func (h *Hospital) prepareRecord(pt *patient) {
	if pt.enc != nil {
		return
	}
	pt.enc, pt.first = pt.first, nil // the first visit's, drawn ahead; nil on a return visit
	if pt.enc == nil {
		pt.enc = h.gen.Record(pt.p, hadm(pt.index, pt.visit))
	}
	for _, d := range pt.prior {
		pt.enc.History += fmt.Sprintf(returnNote, h.KB.Disease(d).Name)
	}
	if h.ahead != nil {
		h.ahead.ReadAhead(pt.enc)
	}
}

func (h *Hospital) consult(pt *patient, acuity int) {
	h.prepareRecord(pt)
	pt.dept.res.Request(acuity, func(wait sim.Time) {
		pt.doctor = pt.dept.free[0]
		pt.server = pt.doctor
		pt.dept.free = pt.dept.free[1:]
		pt.holding = true
		p := pt.p
		doc := pt.dept.doctors[pt.doctor]
		pt.ep = dcr.NewEpisode(pt.enc, dcr.Options{Regime: dcr.Interactive, RequireCore: h.Scenario.RequireCore, StepCap: h.Scenario.StepCap,
			Labs: h.labs, Prices: h.prices, Guidelines: h.guides, IncludeRef: true, Memory: doc.Memory(), Chart: chart{h, p},
			Refer: len(pt.tried) < MaxReferrals && len(h.open) > len(pt.tried)+1})
		h.move(pt, pt.dept.room)
		h.emit(KindConsultation, []string{p.ID, pt.dept.staff[pt.doctor].ID}, pt.dept.room, Consultation{Department: pt.dept.id,
			Hadm: pt.enc.HadmID, WaitMin: round1(wait.Minutes()), Visit: pt.visit})
		h.think(pt, uniform(h.stream("consultation"), 6, 12))
	})
}

// think asks the doctor for its next reply and applies it at its due time: the brain may still
// be writing it (an LLM call), but the reply is taken at a fixed simulated time, so results
// never depend on which call finished first.
func (h *Hospital) think(pt *patient, after sim.Time) {
	pending := pt.dept.doctors[pt.doctor].Reply(pt.ep.State())
	h.eng.After(after, 3, func() {
		text, err := pending.Wait()
		if err != nil {
			h.fail(fmt.Errorf("doctor %s: %w", pt.dept.staff[pt.doctor].ID, err))
			return
		}
		step, err := pt.ep.Take(text)
		if err != nil {
			h.fail(fmt.Errorf("doctor %s: %w", pt.dept.staff[pt.doctor].ID, err))
			return
		}
		switch {
		case step != nil:
			h.perform(pt, step)
		case pt.ep.Trajectory().Referred:
			h.refer(pt)
		default:
			h.diagnose(pt)
		}
	})
}

func (h *Hospital) fail(err error) {
	h.err = err
	h.eng.Halt()
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

// perform carries out one step of the episode in simulated time. The examination, searches and
// invalid requests happen in the consultation room; labs, imaging and procedures send the
// patient to the laboratory, the scanner or the examination room while the doctor sees the next
// patient, and the doctor reviews the result when it is back. The episode ends at the step cap.
func (h *Hospital) perform(pt *patient, step *cdm.Step) {
	doctorID := pt.dept.staff[pt.doctor].ID
	who := h.with(pt)
	next := func() {
		if pt.ep.Done() { // the step cap: no diagnosis
			h.diagnose(pt)
			return
		}
		h.think(pt, sim.Minute)
	}
	switch step.Action {
	case cdm.ActExperience, cdm.ActGuideline, cdm.ActLiterature:
		s := Search{Step: step.Index, Action: step.Action, Query: step.Input, Found: step.Available, Hypothesis: step.Hypothesis,
			Confidence: step.Confidence, Doctor: doctorID}
		if step.Retrieval != nil {
			s.Considered, s.Used = step.Retrieval.Considered, step.Retrieval.Used
		}
		h.emit(KindSearch, who, pt.place, s)
		h.eng.After(uniform(h.stream("consultation"), 1, 3), 2, next)
		return
	}
	ex := Examination{Step: step.Index, Action: step.Action, Request: step.Input, Available: step.Available, Cost: step.Cost,
		Minutes: step.Minutes, Hypothesis: step.Hypothesis, Confidence: step.Confidence, Doctor: doctorID}
	station := ""
	switch step.Action {
	case cdm.ActLabs:
		station = "laboratory"
	case cdm.ActImaging:
		station = "imaging"
	case cdm.ActProcedure:
		station = "examination"
	}
	if station == "" || !step.Available {
		// In the room: the examination, or a request that came back with nothing to do.
		h.emit(KindExamination, who, pt.place, ex)
		h.eng.After(uniform(h.stream("consultation"), 4, 8), 2, next)
		return
	}
	h.releaseDoctor(pt)
	service := uniform(h.stream("examination"), 4, 8)
	if station != "laboratory" {
		service = uniform(h.stream("examination"), 15, 35)
	}
	h.move(pt, station)
	h.res[station].Request(0, func(sim.Time) {
		h.eng.After(service, 2, func() {
			// Done at the station (the doctor is elsewhere): the patient waits for the result,
			// which the doctor reviews when it is back.
			h.emit(KindExamination, []string{pt.p.ID}, station, ex)
			h.res[station].Release()
			h.move(pt, "waiting")
			rest := sim.Time(step.Minutes*float64(sim.Minute)) - service
			if rest < 0 {
				rest = 0
			}
			h.eng.After(rest, 2, next)
		})
	})
}

// MaxReferrals is how often doctors may send one patient on to another department per visit.
const MaxReferrals = 2

// refer sends the patient back to triage: this department's doctor thinks the problem belongs
// elsewhere. The practice loop learns whether that was right.
func (h *Hospital) refer(pt *patient) {
	tr := pt.ep.Trajectory()
	mine := pt.dept.treats(pt.p.Truth.Disease)
	h.stats.referral(!mine)
	conf := -1
	if n := len(tr.Steps); n > 0 {
		conf = tr.Steps[n-1].Confidence
	}
	h.emit(KindReferral, h.with(pt), pt.place, Referral{From: pt.dept.id, Appropriate: !mine,
		Steps: len(tr.Steps), Confidence: conf, Doctor: pt.dept.staff[pt.doctor].ID})
	truth := h.KB.Disease(pt.p.Truth.Disease)
	msg := fmt.Sprintf("Referral: wrong; the patient had %s, which this department treats.", truth.Name)
	if !mine {
		msg = fmt.Sprintf("Referral: right; the patient had %s, which another department treats.", truth.Name)
	}
	h.learn(pt, cdm.Judgement{HadmID: pt.enc.HadmID, Pathology: pt.enc.Pathology, Correct: !mine, Feedback: msg}, "", true)
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

// learn hands a judged episode to the practice loop.
func (h *Hospital) learn(pt *patient, j cdm.Judgement, answer string, referred bool) {
	err := h.practice.Learn(Outcome{Doctor: pt.dept.doctors[pt.doctor], Staff: pt.dept.staff[pt.doctor].ID, Department: pt.dept.id,
		Patient: pt.p.ID, Visit: pt.visit, Encounter: pt.enc, Trajectory: pt.ep.Trajectory(), Judgement: j, Truth: pt.p.Truth.Disease,
		Answer: answer, Referred: referred, Time: h.eng.Now()})
	if err != nil {
		h.fail(fmt.Errorf("practice of %s: %w", pt.dept.staff[pt.doctor].ID, err))
	}
}

var (
	reSeverity  = regexp.MustCompile(`(?i)severity\s*:\s*\**\s*(mild|moderate|severe)`)
	reTreatment = regexp.MustCompile(`(?i)treatment\s*:\s*\**\s*([^\n]+)`)
)

// judge scores a finished episode with the benchmark's judge, adds what the hospital's
// guideline expects of the workup, and returns the disease the doctor named ("" none).
func (h *Hospital) judge(pt *patient) (cdm.Judgement, string) {
	tr := pt.ep.Trajectory()
	j := h.judger.Judge(pt.enc, tr)
	answer := ""
	if d := h.KB.DiseaseForLabel(j.Answer); d != nil {
		answer = d.ID
	}
	truth := h.KB.Disease(pt.p.Truth.Disease)
	var missing []string
	for _, t := range truth.KeyTests {
		done := false
		for i := range tr.Steps {
			done = done || h.did(&tr.Steps[i], h.keyTests[t])
		}
		if !done {
			missing = append(missing, t)
		}
	}
	if len(missing) > 0 && len(missing) == len(truth.KeyTests) {
		j.Feedback = strings.TrimSpace(j.Feedback + fmt.Sprintf(" Workup: none of the key tests was requested (expected %s).",
			strings.Join(truth.KeyTests, ", ")))
	}
	return j, answer
}

// examOK reports whether the first test after the physical examination was one of the true
// disease's key tests, and whether any test was ordered at all.
func (h *Hospital) examOK(tr *cdm.Trajectory, truth *kb.Disease) (ok, tested bool) {
	for i := range tr.Steps {
		s := &tr.Steps[i]
		if s.Action != cdm.ActLabs && s.Action != cdm.ActImaging && s.Action != cdm.ActProcedure {
			continue
		}
		for _, t := range truth.KeyTests {
			ok = ok || h.did(s, h.keyTests[t])
		}
		return ok, true
	}
	return false, false
}

func (h *Hospital) diagnose(pt *patient) {
	finish := func() {
		p := pt.p
		tr := pt.ep.Trajectory()
		truth := h.KB.Disease(p.Truth.Disease)
		j, answer := h.judge(pt)
		correct := j.Correct // the benchmark judge: the answer names the true disease (or a synonym of it)
		if correct {
			answer = truth.ID
		}
		ok, tested := h.examOK(tr, truth)
		h.stats.episode(pt.dept.id, correct, tested, ok, len(tr.Steps), tr.Cost)
		sev, treat := "", ""
		if m := reSeverity.FindStringSubmatch(tr.Output); m != nil {
			sev = strings.ToLower(m[1])
		}
		if m := reTreatment.FindStringSubmatch(tr.Output); m != nil {
			treat = strings.TrimSpace(m[1])
		}
		conf := -1
		if n := len(tr.Steps); n > 0 {
			conf = tr.Steps[n-1].Confidence
		}
		h.emit(KindDiagnosis, h.with(pt), pt.place, Diagnosis{Diagnosis: answer, Answer: j.Answer, Truth: truth.ID, Correct: correct,
			Steps: len(tr.Steps), Cost: tr.Cost, Severity: sev, Treatment: treat, Confidence: conf, Doctor: pt.dept.staff[pt.doctor].ID})
		h.learn(pt, j, answer, false)
		pt.enc, pt.ep = nil, nil // judged and learned from: the record is rebuilt if the patient returns
		h.eng.After(uniform(h.stream("consultation"), 3, 8), 2, func() {
			h.releaseDoctor(pt)
			h.dispensary(pt, answer, sev, treat, correct)
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
		h.move(pt, pt.dept.room)
		finish()
	})
}

func (h *Hospital) dispensary(pt *patient, answer, sev, treat string, correct bool) {
	h.move(pt, "pharmacy")
	h.res["pharmacy"].Request(0, func(wait sim.Time) {
		h.emit(KindDispensary, []string{pt.p.ID}, "pharmacy", Dispensary{Treatment: treat, WaitMin: round1(wait.Minutes())})
		h.eng.After(uniform(h.stream("pharmacy"), 3, 6), 2, func() {
			h.res["pharmacy"].Release()
			h.convalesce(pt, answer, sev, correct)
		})
	})
}

var sevRank = map[string]int{"mild": 0, "moderate": 1, "severe": 2}

func (h *Hospital) convalesce(pt *patient, answer, sev string, correct bool) {
	r := h.stream("course")
	truth := h.KB.Disease(pt.p.Truth.Disease)
	out := truth.Course.Wrong
	if correct {
		out = truth.Course.Right
	}
	chance := out.Recover
	if correct && sevRank[sev] < sevRank[pt.p.Truth.Severity] {
		chance *= 0.85 // undertreated
	}
	recovered := r.Float64() < chance
	if recovered || pt.visit >= h.Scenario.ReturnVisits {
		// The patient leaves after the follow-up (see followUp), which needs only the id: let the
		// findings and the lab table go now. A run holds thousands of convalescing patients (as
		// many as arrive in the weeks of a convalescence), and their labs were most of its heap.
		pt.p = &kb.Patient{ID: pt.p.ID}
	}
	days := out.Days[0] + r.IntN(out.Days[1]-out.Days[0]+1)
	h.move(pt, "home")
	h.emit(KindConvalescence, []string{pt.p.ID}, "home", Convalescence{Days: days, TreatedFor: answer})
	h.eng.After(sim.Time(days)*sim.Day, 1, func() { h.followUp(pt, answer, recovered) })
}

func (h *Hospital) followUp(pt *patient, answer string, recovered bool) {
	h.move(pt, "follow_up")
	h.res["follow_up"].Request(0, func(sim.Time) {
		outcome := "recovered"
		if !recovered {
			outcome = "not recovered"
		}
		msg := h.voice.FollowUp(recovered, h.stream("follow_up"))
		h.emit(KindFollowUp, []string{pt.p.ID}, "follow_up", FollowUp{Outcome: outcome, Says: msg, Visit: pt.visit})
		h.eng.After(uniform(h.stream("follow_up"), 3, 6), 2, func() {
			h.res["follow_up"].Release()
			h.move(pt, "home")
			if recovered || pt.visit >= h.Scenario.ReturnVisits {
				h.emit(KindLeave, []string{pt.p.ID}, "home", Leave{Outcome: outcome, Visits: pt.visit + 1})
				h.stats.done(pt.visit, recovered)
				return
			}
			pt.visit++
			pt.tried = nil
			pt.enc = nil
			if answer != "" {
				pt.prior = append(pt.prior, answer)
			}
			h.stats.ReturnVisits++
			h.emit(KindReturnVisit, []string{pt.p.ID}, "home", ReturnVisit{Visit: pt.visit, PreviousDiagnosis: answer})
			h.prepareRecord(pt)
			h.eng.After(uniform(h.stream("follow_up"), 60, 24*60), 1, func() { h.triage(pt) })
		})
	})
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
