package world

import (
	"strings"
	"testing"
)

// FuzzParseScenario: any bytes give a scenario or a one-line error, never a panic.
func FuzzParseScenario(f *testing.F) {
	k := loadKB(f)
	f.Add([]byte("name: t\narrivals_per_day: 10\ndepartments:\n  - {id: emergency, doctors: 2}\n"))
	f.Add([]byte("name: t\narrivals_per_day: 1e9\ndepartments: [{id: emergency, doctors: 1, diseases: [acute_appendicitis]}]\ndisease_mix: {acute_appendicitis: 1}\nfemale_share: 0.5\n"))
	f.Add([]byte("departments: {id: x}\n"))
	f.Add([]byte("\t- :\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := ParseScenario("f.yaml", b, k)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if s.ArrivalsPerDay <= 0 || len(s.Departments) == 0 {
			t.Fatalf("invalid scenario accepted: %+v", s)
		}
	})
}
