package world

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"agenthospital/kb"
)

// Upper bounds of a scenario's counts and rates: no real hospital has more. They keep a typo
// (an extra three zeros) from turning into gigabytes of simulated staff or patients.
const (
	maxArrivalsPerDay = 20_000 // the busiest hospitals in the world see about 20,000 outpatients a day
	maxDoctors        = 500    // per department; the largest hospital departments have a few hundred
	maxNurses         = 1_000  // per station
	maxLabCapacity    = 1_000  // analysers running at once
	maxImagingRooms   = 200    // imaging rooms (scanners) in one hospital
	maxReturnVisits   = 20     // return visits of one patient for one illness
	maxStepCap        = 200    // DCR steps of one consultation; a full workup takes about 20
	maxAge            = 120    // years; the oldest person on record reached 122
	maxMixWeight      = 1e9    // relative weight of one disease in disease_mix
)

// Scenario describes a hospital and its patient population.
type Scenario struct {
	// Name is a short scenario name (required).
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	// ArrivalsPerDay is the mean rate of patients falling ill, > 0 and at most 20,000 a day (the busiest hospitals see about that many outpatients).
	ArrivalsPerDay float64      `yaml:"arrivals_per_day"`
	Departments    []DeptConfig `yaml:"departments"`
	// DiseaseMix weighs the diseases patients have (each weight 0..1e9, relative).
	DiseaseMix map[string]float64 `yaml:"disease_mix"`
	Nurses     NurseConfig        `yaml:"nurses"`
	// LabCapacity is how many laboratory orders run at once, 0..1,000 (0: 4).
	LabCapacity int `yaml:"lab_capacity"`
	// ImagingRooms is how many imaging studies run at once, 0..200 (0: 2).
	ImagingRooms int `yaml:"imaging_rooms"`
	// TriageError is the share of patients the triage nurse sends to a wrong department, 0..1.
	TriageError float64 `yaml:"triage_error"`
	// Knowledge is the share of textbook facts doctors know at the start, 0..1 (0: 0.6).
	Knowledge float64 `yaml:"knowledge"`
	// ReturnVisits is how often a patient not recovered comes back, 0..20 (0: 2).
	ReturnVisits int `yaml:"max_return_visits"`
	// AgeRange is the patients' [min, max] age in years, 0..120 ([0, 0]: the diseases' own).
	AgeRange [2]int `yaml:"age_range"`
	// FemaleShare is the share of female patients, 0..1 (unset: the diseases' own).
	FemaleShare *float64 `yaml:"female_share"`
	// Atypical is the share of patients with an atypical presentation, 0..1.
	Atypical float64 `yaml:"atypical"`
	// ReadingHour is the hour of day, 0..23, when doctors read books (0: 20).
	ReadingHour int `yaml:"reading_hour"`
	// StepCap is the most DCR steps one consultation may take, 0..200 (0: 20).
	StepCap int `yaml:"step_cap"`
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
	ID string `yaml:"id"`
	// Doctors is how many doctors work in the department, 1..500.
	Doctors  int      `yaml:"doctors"`
	Diseases []string `yaml:"diseases"`
	Chart    string   `yaml:"chart"`
}

// NurseConfig is how many nurses work at each station, each 0..1,000 (0: the default, 2 or 1).
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

// ParseScenario decodes a scenario strictly: unknown keys, wrong types, counts and rates out of
// their bounds and unknown departments or diseases are one-line errors naming the file (name),
// the line, the key and what was expected.
func ParseScenario(name string, b []byte, k *kb.KB) (*Scenario, error) {
	empty := fmt.Errorf("scenario %s is empty (expected a YAML mapping with name, arrivals_per_day, departments, ...)", name)
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err == nil {
		if len(doc.Content) == 0 || doc.Content[0].Tag == "!!null" {
			return nil, empty
		}
		if root := doc.Content[0]; root.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("%s:%d: expected a YAML mapping with name, arrivals_per_day, departments, ..., got %s", name, root.Line, yamlKind(root))
		}
	}
	s := &Scenario{}
	if err := kb.DecodeStrict(name, b, s); err != nil {
		return nil, errors.New(strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	lines := kb.KeyLines(b)
	bad := func(key, format string, args ...any) error {
		where := name
		if l, ok := lines[key]; ok {
			where = fmt.Sprintf("%s:%d", name, l)
		}
		return fmt.Errorf("%s: %s: %s", where, key, fmt.Sprintf(format, args...))
	}
	if s.Name == "" {
		return nil, bad("name", "is required (a short scenario name)")
	}
	if !(s.ArrivalsPerDay > 0 && s.ArrivalsPerDay <= maxArrivalsPerDay) {
		return nil, bad("arrivals_per_day", "expected a number > 0 and <= %d (patients a day), got %v", maxArrivalsPerDay, s.ArrivalsPerDay)
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
		if d.Doctors < 1 || d.Doctors > maxDoctors {
			return nil, bad(key+".doctors", "expected a count 1..%d, got %d", maxDoctors, d.Doctors)
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
		if w := s.DiseaseMix[id]; !(w >= 0 && w <= maxMixWeight) {
			return nil, bad("disease_mix."+id, "expected a weight 0..%g, got %v", maxMixWeight, w)
		}
	}
	for _, c := range []struct {
		key    string
		n, max int
	}{
		{"nurses.triage", s.Nurses.Triage, maxNurses},
		{"nurses.registration", s.Nurses.Registration, maxNurses},
		{"nurses.examination", s.Nurses.Examination, maxNurses},
		{"nurses.pharmacy", s.Nurses.Pharmacy, maxNurses},
		{"nurses.follow_up", s.Nurses.FollowUp, maxNurses},
		{"lab_capacity", s.LabCapacity, maxLabCapacity},
		{"imaging_rooms", s.ImagingRooms, maxImagingRooms},
		{"max_return_visits", s.ReturnVisits, maxReturnVisits},
		{"step_cap", s.StepCap, maxStepCap},
	} {
		if c.n < 0 || c.n > c.max {
			return nil, bad(c.key, "expected a count 0..%d, got %d", c.max, c.n)
		}
	}
	for _, c := range []struct {
		key string
		p   float64
	}{{"triage_error", s.TriageError}, {"knowledge", s.Knowledge}, {"atypical", s.Atypical}} {
		if !(c.p >= 0 && c.p <= 1) {
			return nil, bad(c.key, "expected a share between 0 and 1, got %v", c.p)
		}
	}
	if a := s.AgeRange; a[0] < 0 || a[1] < 0 || a[0] > maxAge || a[1] > maxAge || (a[1] > 0 && a[0] > a[1]) {
		return nil, bad("age_range", "expected [min, max] with 0 <= min <= max <= %d years, got %v", maxAge, s.AgeRange)
	}
	if f := s.FemaleShare; f != nil && !(*f >= 0 && *f <= 1) {
		return nil, bad("female_share", "expected a share between 0 and 1, got %v", *f)
	}
	if s.ReadingHour < 0 || s.ReadingHour > 23 {
		return nil, bad("reading_hour", "expected an hour 0..23, got %d", s.ReadingHour)
	}
	s.defaults()
	return s, nil
}

// yamlKind says what a YAML node is, for an error message.
func yamlKind(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return fmt.Sprintf("the value %q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "something else"
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
