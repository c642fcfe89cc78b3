package world

import (
	"sort"

	"agenthospital/sim"
)

// SegmentSize is the number of diagnoses per block of segment accuracy.
const SegmentSize = 1000

// Stats accumulates a run's outcomes; after Run it is the summary.
type Stats struct {
	PatientsTreated     int                   `json:"patients_treated"`
	PatientsDone        int                   `json:"-"`
	Recovered           int                   `json:"recovered"`
	Episodes            int                   `json:"episodes"`
	DiagnosisAccuracy   float64               `json:"diagnosis_accuracy"`
	ExaminationAccuracy float64               `json:"examination_accuracy"`
	TestedShare         float64               `json:"tested_share"`
	TriageAccuracy      float64               `json:"triage_accuracy"`
	SegmentAccuracy     []float64             `json:"segment_accuracy"`
	Departments         map[string]*DeptStats `json:"departments"`
	MeanTests           float64               `json:"mean_tests_per_patient"`
	MeanTestCost        float64               `json:"mean_test_cost"`
	Waits               map[string]Wait       `json:"waits"`
	Utilization         map[string]float64    `json:"utilization"`
	ReturnVisits        int                   `json:"return_visits"`
	Referrals           int                   `json:"referrals"`
	ReferralAccuracy    float64               `json:"referral_accuracy"`
	SimDays             float64               `json:"sim_days"`
	Events              int                   `json:"events"`
	KernelEvents        uint64                `json:"kernel_events"`
	RejectedByQC        int                   `json:"rejected_by_qc"`
	WallSeconds         float64               `json:"wall_seconds"`
	Seed                uint64                `json:"seed"`

	correct, examOK, tested, tests, triaged, triageOK int
	referralOK                                        int
	cost                                              float64
	segCorrect, segN                                  int
	progress                                          func(*Stats)
}

// DeptStats is one department's share of the outcomes.
type DeptStats struct {
	Patients          int     `json:"patients"`
	DiagnosisAccuracy float64 `json:"diagnosis_accuracy"`
	correct           int
}

// Wait is a queue's waiting time in minutes.
type Wait struct {
	Mean float64 `json:"mean_min"`
	P90  float64 `json:"p90_min"`
}

func newStats(seed uint64) *Stats {
	return &Stats{Seed: seed, Departments: map[string]*DeptStats{}, Waits: map[string]Wait{}, Utilization: map[string]float64{}, SegmentAccuracy: []float64{}}
}

func (s *Stats) triage(ok bool) {
	s.triaged++
	if ok {
		s.triageOK++
	}
}

func (s *Stats) referral(appropriate bool) {
	s.Referrals++
	if appropriate {
		s.referralOK++
	}
	s.ReferralAccuracy = round3(float64(s.referralOK) / float64(s.Referrals))
}

// episode records one diagnosis. examOK says whether the first test after the physical
// examination was a key test; it counts only for consultations that ordered a test.
func (s *Stats) episode(dept string, correct, tested, examOK bool, tests int, cost float64) {
	s.Episodes++
	s.tests += tests
	s.cost += cost
	d := s.Departments[dept]
	if d == nil {
		d = &DeptStats{}
		s.Departments[dept] = d
	}
	d.Patients++
	s.segN++
	if correct {
		s.correct++
		d.correct++
		s.segCorrect++
	}
	if tested {
		s.tested++
		if examOK {
			s.examOK++
		}
	}
	if s.segN == SegmentSize {
		s.SegmentAccuracy = append(s.SegmentAccuracy, round3(float64(s.segCorrect)/SegmentSize))
		s.segN, s.segCorrect = 0, 0
	}
	s.rates()
}

// RunningAccuracy is the diagnosis accuracy so far.
func (s *Stats) RunningAccuracy() float64 { return s.DiagnosisAccuracy }

func (s *Stats) rates() {
	if s.Episodes > 0 {
		s.DiagnosisAccuracy = round3(float64(s.correct) / float64(s.Episodes))
		s.TestedShare = round3(float64(s.tested) / float64(s.Episodes))
		if s.tested > 0 {
			s.ExaminationAccuracy = round3(float64(s.examOK) / float64(s.tested))
		}
		s.MeanTests = round3(float64(s.tests) / float64(s.Episodes))
		s.MeanTestCost = round1(s.cost / float64(s.Episodes))
	}
	if s.triaged > 0 {
		s.TriageAccuracy = round3(float64(s.triageOK) / float64(s.triaged))
	}
}

func (s *Stats) done(visit int, recovered bool) {
	s.PatientsDone++
	if recovered {
		s.Recovered++
	}
	if s.progress != nil {
		s.progress(s)
	}
}

func (s *Stats) finish(h *Hospital) {
	s.PatientsTreated = s.PatientsDone
	for _, d := range s.Departments {
		if d.Patients > 0 {
			d.DiagnosisAccuracy = round3(float64(d.correct) / float64(d.Patients))
		}
	}
	names := make([]string, 0, len(h.res))
	for n := range h.res {
		names = append(names, n)
	}
	sort.Strings(names)
	add := func(name string, r *sim.Resource) {
		st := r.Stats()
		s.Waits[name] = Wait{Mean: round1(st.MeanWait), P90: round1(st.P90Wait)}
		s.Utilization[name] = round3(st.Utilization)
	}
	for _, n := range names {
		add(n, h.res[n])
	}
	for _, id := range h.open {
		add("consultation:"+id, h.depts[id].res)
	}
	s.rates()
	s.SimDays = round3(h.eng.Now().Days())
	s.KernelEvents = h.eng.Events()
	s.RejectedByQC = h.rejected
}
