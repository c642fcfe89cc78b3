package world

import (
	"strings"
	"testing"
)

// FuzzParseScenario: any bytes give a scenario within every bound or a one-line error naming
// the file, never a panic.
func FuzzParseScenario(f *testing.F) {
	k := loadKB(f)
	f.Add([]byte("name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 2}\n"))
	f.Add([]byte("name: t\narrivals_per_day: 1e9\ndepartments: [{id: emergency, doctors: 1, diseases: [acute_appendicitis]}]\ndisease_mix: {acute_appendicitis: 1}\nfemale_share: 0.5\n"))
	f.Add([]byte("name: t\narrivals_per_day: 20000\ndepartments: [{id: emergency, doctors: 500}]\nnurses: {triage: 1000, follow_up: 1001}\nlab_capacity: 1000\nimaging_rooms: 200\nmax_return_visits: 20\nstep_cap: 200\nage_range: [0, 120]\n"))
	f.Add([]byte("name: t\narrivals_per_day: .nan\ndepartments: [{id: emergency, doctors: 100000000}]\nknowledge: .inf\ndisease_mix: {acute_appendicitis: -.inf}\n"))
	f.Add([]byte("departments: {id: x}\n"))
	f.Add([]byte("\t- :\n"))
	f.Add([]byte("# nothing\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := ParseScenario("f.yaml", b, k)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "f.yaml") && !strings.HasPrefix(msg, "scenario f.yaml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			if strings.Contains(msg, "\n") {
				t.Fatalf("error is not one line: %q", msg)
			}
			return
		}
		if !(s.ArrivalsPerDay > 0 && s.ArrivalsPerDay <= maxArrivalsPerDay) || len(s.Departments) == 0 {
			t.Fatalf("invalid scenario accepted: %+v", s)
		}
		for _, d := range s.Departments {
			if d.Doctors < 1 || d.Doctors > maxDoctors {
				t.Fatalf("%d doctors accepted", d.Doctors)
			}
		}
		n := s.Nurses
		for _, c := range []struct{ n, max int }{{n.Triage, maxNurses}, {n.Registration, maxNurses}, {n.Examination, maxNurses},
			{n.Pharmacy, maxNurses}, {n.FollowUp, maxNurses}, {s.LabCapacity, maxLabCapacity}, {s.ImagingRooms, maxImagingRooms},
			{s.ReturnVisits, maxReturnVisits}, {s.StepCap, maxStepCap}, {s.AgeRange[0], maxAge}, {s.AgeRange[1], maxAge}} {
			if c.n < 0 || c.n > c.max {
				t.Fatalf("count %d outside 0..%d accepted: %+v", c.n, c.max, s)
			}
		}
		for _, p := range []float64{s.TriageError, s.Knowledge, s.Atypical} {
			if !(p >= 0 && p <= 1) {
				t.Fatalf("share %v accepted", p)
			}
		}
		for id, w := range s.DiseaseMix {
			if !(w >= 0 && w <= maxMixWeight) {
				t.Fatalf("weight %s: %v accepted", id, w)
			}
		}
	})
}
