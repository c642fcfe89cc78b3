package world

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"agenthospital/kb"
)

// Scenario describes a hospital and its patient population.
type Scenario struct {
	Name           string             `yaml:"name"`
	Description    string             `yaml:"description"`
	ArrivalsPerDay float64            `yaml:"arrivals_per_day"`
	Departments    []DeptConfig       `yaml:"departments"`
	DiseaseMix     map[string]float64 `yaml:"disease_mix"`
	Nurses         NurseConfig        `yaml:"nurses"`
	LabCapacity    int                `yaml:"lab_capacity"`
	ImagingRooms   int                `yaml:"imaging_rooms"`
	TriageError    float64            `yaml:"triage_error"`
	Knowledge      float64            `yaml:"knowledge"`
	ReturnVisits   int                `yaml:"max_return_visits"`
	AgeRange       [2]int             `yaml:"age_range"`
	FemaleShare    *float64           `yaml:"female_share"`
	Atypical       float64            `yaml:"atypical"`
	ReadingHour    int                `yaml:"reading_hour"`
	StepCap        int                `yaml:"step_cap"`
	// RequireCore makes doctors complete the core workup (an examination, a lab, an imaging
	// study and, with a memory, an Experience Search) before a final diagnosis (DxEvolve).
	RequireCore bool `yaml:"require_core_workup"`
	// Layout is the hospital's map; without it the rooms are placed in a plain arrangement.
	Layout []Room `yaml:"layout"`
}

// DeptConfig opens one department with its doctors. Diseases, when set, restricts the candidate
// diagnoses and the patients routed there. Chart names the chart workup (kb/data/charts.yaml)
// its clinicians order for every patient in an exported cohort; by default the department's own.
type DeptConfig struct {
	ID       string   `yaml:"id"`
	Doctors  int      `yaml:"doctors"`
	Diseases []string `yaml:"diseases"`
	Chart    string   `yaml:"chart"`
}

// NurseConfig is how many nurses work at each station.
type NurseConfig struct {
	Triage       int `yaml:"triage"`
	Registration int `yaml:"registration"`
	Examination  int `yaml:"examination"`
	Pharmacy     int `yaml:"pharmacy"`
	FollowUp     int `yaml:"follow_up"`
}

// LoadScenario reads and validates a scenario file.
func LoadScenario(path string, k *kb.KB) (*Scenario, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	return ParseScenario(path, b, k)
}

// ParseScenario decodes a scenario strictly: unknown keys, wrong types, negative counts and
// unknown departments or diseases are errors naming the file, the key and what was expected.
func ParseScenario(name string, b []byte, k *kb.KB) (*Scenario, error) {
	s := &Scenario{}
	if err := kb.DecodeStrict(name, b, s); err != nil {
		return nil, err
	}
	bad := func(key, format string, args ...any) error {
		return fmt.Errorf("%s: %s: %s", name, key, fmt.Sprintf(format, args...))
	}
	if s.Name == "" {
		return nil, bad("name", "is required (a short scenario name)")
	}
	if !(s.ArrivalsPerDay > 0) {
		return nil, bad("arrivals_per_day", "expected a number > 0, got %v", s.ArrivalsPerDay)
	}
	if len(s.Departments) == 0 {
		return nil, bad("departments", "expected at least one department")
	}
	seen := map[string]bool{}
	for i, d := range s.Departments {
		key := fmt.Sprintf("departments[%d]", i)
		if k.Department(d.ID) == nil {
			return nil, bad(key+".id", "unknown department %q (expected one of: %s)", d.ID, deptIDs(k))
		}
		if seen[d.ID] {
			return nil, bad(key+".id", "department %q listed twice", d.ID)
		}
		seen[d.ID] = true
		if d.Doctors < 1 {
			return nil, bad(key+".doctors", "expected a count >= 1, got %d", d.Doctors)
		}
		for j, id := range d.Diseases {
			if k.Disease(id) == nil {
				return nil, bad(fmt.Sprintf("%s.diseases[%d]", key, j), "unknown disease %q", id)
			}
		}
		if d.Chart != "" && k.Chart(d.Chart) == nil {
			return nil, bad(key+".chart", "unknown chart workup %q (expected an id from kb/data/charts.yaml)", d.Chart)
		}
	}
	mixKeys := make([]string, 0, len(s.DiseaseMix))
	for id := range s.DiseaseMix {
		mixKeys = append(mixKeys, id)
	}
	sort.Strings(mixKeys)
	for _, id := range mixKeys {
		if k.Disease(id) == nil {
			return nil, bad("disease_mix."+id, "unknown disease %q", id)
		}
		if w := s.DiseaseMix[id]; w < 0 {
			return nil, bad("disease_mix."+id, "expected a weight >= 0, got %v", w)
		}
	}
	counts := map[string]int{"nurses.triage": s.Nurses.Triage, "nurses.registration": s.Nurses.Registration,
		"nurses.examination": s.Nurses.Examination, "nurses.pharmacy": s.Nurses.Pharmacy, "nurses.follow_up": s.Nurses.FollowUp,
		"lab_capacity": s.LabCapacity, "imaging_rooms": s.ImagingRooms, "max_return_visits": s.ReturnVisits, "step_cap": s.StepCap}
	keys := make([]string, 0, len(counts))
	for key := range counts {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if counts[key] < 0 {
			return nil, bad(key, "expected a count >= 0, got %d", counts[key])
		}
	}
	for key, p := range map[string]float64{"triage_error": s.TriageError, "knowledge": s.Knowledge, "atypical": s.Atypical} {
		if p < 0 || p > 1 {
			return nil, bad(key, "expected a share between 0 and 1, got %v", p)
		}
	}
	if s.AgeRange[0] < 0 || s.AgeRange[1] < 0 || (s.AgeRange[1] > 0 && s.AgeRange[0] > s.AgeRange[1]) {
		return nil, bad("age_range", "expected [min, max] with 0 <= min <= max, got %v", s.AgeRange)
	}
	if f := s.FemaleShare; f != nil && (*f < 0 || *f > 1) {
		return nil, bad("female_share", "expected a share between 0 and 1, got %v", *f)
	}
	if s.ReadingHour < 0 || s.ReadingHour > 23 {
		return nil, bad("reading_hour", "expected an hour 0..23, got %d", s.ReadingHour)
	}
	s.defaults()
	return s, nil
}

// Cohort returns the patient population the scenario describes: its disease mix (or the open
// departments' diseases, or the diseases a department is restricted to, by prevalence), age range,
// female share and atypical rate.
func (s *Scenario) Cohort(k *kb.KB) kb.CohortOptions {
	var open, restrict []string
	for _, d := range s.Departments {
		open = append(open, d.ID)
		restrict = append(restrict, d.Diseases...)
	}
	c := kb.CohortOptions{Mix: s.DiseaseMix, Departments: open, MinAge: s.AgeRange[0], MaxAge: s.AgeRange[1], FemaleShare: s.FemaleShare, Atypical: s.Atypical}
	if len(c.Mix) == 0 && len(restrict) > 0 {
		c.Mix = map[string]float64{}
		for _, id := range restrict {
			c.Mix[id] = k.Disease(id).Prevalence
		}
	}
	if len(c.Mix) > 0 {
		c.Departments = nil // an explicit mix names its diseases
	}
	c.Charts = s.charts(k)
	return c
}

// charts returns the chart workup of each disease a department of the scenario sees, where it is
// not the disease's own department's: a department's diseases (its list, or else the diseases it
// treats or also sees, when their own department is not open) get its chart, the first
// department listing a disease wins.
func (s *Scenario) charts(k *kb.KB) map[string]string {
	open := map[string]bool{}
	for _, d := range s.Departments {
		open[d.ID] = true
	}
	out := map[string]string{}
	for _, d := range s.Departments {
		chart := d.Chart
		if chart == "" {
			chart = d.ID
		}
		ids := d.Diseases
		if len(ids) == 0 {
			for _, dis := range k.DiseasesIn(d.ID) {
				if dis.Department == d.ID || !open[dis.Department] {
					ids = append(ids, dis.ID)
				}
			}
		}
		for _, id := range ids {
			if _, ok := out[id]; !ok {
				out[id] = chart
			}
		}
	}
	return out
}

// Candidates returns the diseases the scenario's first department restricts itself to, or all
// diseases seen in that department.
func (s *Scenario) Candidates(k *kb.KB) []*kb.Disease {
	d := s.Departments[0]
	if len(d.Diseases) == 0 {
		return k.DiseasesIn(d.ID)
	}
	var out []*kb.Disease
	for _, id := range d.Diseases {
		out = append(out, k.Disease(id))
	}
	return out
}

func (s *Scenario) defaults() {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&s.Nurses.Triage, 2)
	def(&s.Nurses.Registration, 2)
	def(&s.Nurses.Examination, 2)
	def(&s.Nurses.Pharmacy, 2)
	def(&s.Nurses.FollowUp, 1)
	def(&s.LabCapacity, 4)
	def(&s.ImagingRooms, 2)
	def(&s.ReturnVisits, 2)
	def(&s.StepCap, 20)
	def(&s.ReadingHour, 20)
	if s.Knowledge == 0 {
		s.Knowledge = 0.6
	}
}

func deptIDs(k *kb.KB) string {
	ids := make([]string, len(k.Departments))
	for i, d := range k.Departments {
		ids[i] = d.ID
	}
	return strings.Join(ids, ", ")
}
