package kb

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"path"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed data
var embedded embed.FS

// KB is the loaded, validated knowledge base. It is read-only after Load.
type KB struct {
	Departments []Department
	Findings    map[string]*Finding
	Diseases    []*Disease // sorted by ID
	Labs        map[int]*Lab
	Orders      []*Order // in file order
	Studies     []*Study // in file order
	Charts      []*Chart // in file order
	Guidelines  map[string]string
	// Labels are the dataset labels of labels.yaml: labels that cover several diseases or
	// that a judge accepts under more names than the diseases hold. In file order.
	Labels []*DatasetLabel
	// NoteVoices and ReportVoices are the ways the generator writes notes and study reports
	// (voices.yaml), in file order.
	NoteVoices   []*NoteVoice
	ReportVoices []*ReportVoice

	labelByName map[string]*DatasetLabel
	// diseaseByLower is diseaseByName's answer per lower-cased id, name or synonym, set at load
	// (nil for a KB built otherwise: diseaseByName then scans).
	diseaseByLower map[string]*Disease
	deptByID       map[string]*Department
	diseaseByID    map[string]*Disease
	orderByID      map[string]*Order
	studyByID      map[string]*Study
	chartByID      map[string]*Chart
	// derived holds what other packages derive from the KB (see Derived); nil for a KB not
	// made by LoadFS.
	derived *sync.Map
}

// Derived returns the value kept with the KB under key, built by build the first time. It is
// how a package keeps something derived from a knowledge base (an index, a memo of readings)
// with it, built once and shared by everyone using that KB. key should be of a type private
// to the calling package. Safe for concurrent use; a KB not made by LoadFS keeps nothing and
// builds the value at every call.
func (k *KB) Derived(key any, build func() any) any {
	if k.derived == nil {
		return build()
	}
	if v, ok := k.derived.Load(key); ok {
		return v
	}
	v, _ := k.derived.LoadOrStore(key, build())
	return v
}

// Department returns the department with id, or nil.
func (k *KB) Department(id string) *Department { return k.deptByID[id] }

// Disease returns the disease with id, or nil.
func (k *KB) Disease(id string) *Disease { return k.diseaseByID[id] }

// Order returns the orderable lab test with id, or nil.
func (k *KB) Order(id string) *Order { return k.orderByID[id] }

// Study returns the study with id, or nil.
func (k *KB) Study(id string) *Study { return k.studyByID[id] }

// Chart returns the chart workup with id (a department's default has the department's id), or
// nil.
func (k *KB) Chart(id string) *Chart { return k.chartByID[id] }

// DiseasesIn returns the diseases treated in or also seen by department dept, sorted by ID.
func (k *KB) DiseasesIn(dept string) []*Disease {
	var out []*Disease
	for _, d := range k.Diseases {
		if d.Department == dept || contains(d.AlsoDepartments, dept) {
			out = append(out, d)
		}
	}
	return out
}

// Load reads and validates the embedded knowledge base.
func Load() (*KB, error) {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		return nil, err
	}
	return LoadFS(sub, "kb/data")
}

// LoadFS reads and validates a knowledge base laid out as in data/SCHEMA.md. prefix is put in
// front of file names in error messages.
func LoadFS(fsys fs.FS, prefix string) (*KB, error) {
	l := &loader{fsys: fsys, prefix: prefix}
	k := &KB{
		Findings:    map[string]*Finding{},
		Labs:        map[int]*Lab{},
		Guidelines:  map[string]string{},
		deptByID:    map[string]*Department{},
		diseaseByID: map[string]*Disease{},
		orderByID:   map[string]*Order{},
		studyByID:   map[string]*Study{},
		chartByID:   map[string]*Chart{},
		labelByName: map[string]*DatasetLabel{},
		derived:     &sync.Map{},
	}
	l.departments(k)
	l.labs(k)
	l.orders(k)
	l.studies(k)
	l.charts(k)
	l.findings(k)
	l.pastOperations(k)
	l.diseases(k)
	l.guidelines(k)
	sort.Slice(k.Diseases, func(i, j int) bool { return k.Diseases[i].ID < k.Diseases[j].ID })
	k.indexDiseaseNames()
	l.labels(k)
	l.voices(k)
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	return k, nil
}

type loader struct {
	fsys   fs.FS
	prefix string
	errs   []error
}

func (l *loader) errorf(file string, line int, format string, args ...any) {
	if len(l.errs) >= 50 {
		return
	}
	loc := path.Join(l.prefix, file)
	if line > 0 {
		loc = fmt.Sprintf("%s:%d", loc, line)
	}
	l.errs = append(l.errs, fmt.Errorf("%s: %s", loc, fmt.Sprintf(format, args...)))
}

// decode reads file strictly into v (unknown keys are errors) and returns the line of each
// element of the list under key, so later checks can point at the right place. After an error
// it empties v, so nothing half-decoded is checked or used.
func (l *loader) decode(file, key string, v any) []int {
	n := len(l.errs)
	lines := l.decodeLines(file, key, v)
	if len(l.errs) > n {
		reflect.ValueOf(v).Elem().Set(reflect.Zero(reflect.TypeOf(v).Elem()))
	}
	return lines
}

// nilItem reports whether the list inside the file struct v holds a nil pointer.
func nilItem(v any) bool {
	list := reflect.ValueOf(v).Elem().Field(0)
	for i := 0; i < list.Len(); i++ {
		if it := list.Index(i); it.Kind() == reflect.Pointer && it.IsNil() {
			return true
		}
	}
	return false
}

func (l *loader) decodeLines(file, key string, v any) []int {
	b, err := fs.ReadFile(l.fsys, file)
	if err != nil {
		l.errorf(file, 0, "%v", err)
		return nil
	}
	if err := DecodeStrict(path.Join(l.prefix, file), b, v); err != nil {
		l.errs = append(l.errs, err)
		return nil
	}
	if nilItem(v) {
		l.errorf(file, 0, "%s: an empty list item; expected a mapping with the item's fields", key)
		return nil
	}
	var root yaml.Node
	if err := yaml.Unmarshal(b, &root); err != nil || len(root.Content) == 0 {
		return nil
	}
	m := root.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			var lines []int
			for _, it := range m.Content[i+1].Content {
				lines = append(lines, it.Line)
			}
			return lines
		}
	}
	return nil
}

func lineOf(lines []int, i int) int {
	if i < len(lines) {
		return lines[i]
	}
	return 0
}

func (l *loader) glob(dir string) []string {
	entries, err := fs.ReadDir(l.fsys, dir)
	if err != nil {
		return nil // no such folder: no files of that kind
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			out = append(out, path.Join(dir, e.Name()))
		}
	}
	sort.Strings(out)
	return out
}

func (l *loader) departments(k *KB) {
	const file = "departments.yaml"
	var f struct {
		Departments []Department `yaml:"departments"`
	}
	lines := l.decode(file, "departments", &f)
	for i := range f.Departments {
		d := f.Departments[i]
		if d.ID == "" || d.Name == "" {
			l.errorf(file, lineOf(lines, i), "department needs id and name")
			continue
		}
		if k.deptByID[d.ID] != nil {
			l.errorf(file, lineOf(lines, i), "department %q defined twice", d.ID)
			continue
		}
		if d.Rooms < 1 {
			l.errorf(file, lineOf(lines, i), "department %q: rooms must be >= 1, got %d", d.ID, d.Rooms)
		}
		k.Departments = append(k.Departments, d)
	}
	for i := range k.Departments {
		k.deptByID[k.Departments[i].ID] = &k.Departments[i]
	}
}

func (l *loader) labs(k *KB) {
	const file = "labs.yaml"
	var f struct {
		Labs []*Lab `yaml:"labs"`
	}
	lines := l.decode(file, "labs", &f)
	for i, lab := range f.Labs {
		at := lineOf(lines, i)
		switch {
		case lab.ItemID <= 0:
			l.errorf(file, at, "lab needs a positive itemid")
			continue
		case k.Labs[lab.ItemID] != nil:
			l.errorf(file, at, "itemid %d defined twice", lab.ItemID)
			continue
		case lab.Label == "" || lab.Fluid == "":
			l.errorf(file, at, "itemid %d needs label and fluid", lab.ItemID)
		}
		for _, n := range lab.Normal {
			if !contains(lab.Qualitative, n) {
				l.errorf(file, at, "itemid %d: normal value %q must be one of qualitative %q", lab.ItemID, n, lab.Qualitative)
			}
		}
		if len(lab.Normal) > 0 && !contains(lab.Normal, lab.Qualitative[0]) {
			l.errorf(file, at, "itemid %d: normal must include the first qualitative value %q", lab.ItemID, lab.Qualitative[0])
		}
		if !(lab.Background >= 0 && lab.Background < 1) {
			l.errorf(file, at, "itemid %d: background must be a share in [0, 1), got %v", lab.ItemID, lab.Background)
		}
		if !lab.IsQualitative() {
			if len(lab.Ref) != 0 && (len(lab.Ref) != 2 || lab.Ref[0] > lab.Ref[1]) {
				l.errorf(file, at, "itemid %d: ref must be [lower, upper] with lower <= upper", lab.ItemID)
			}
			if lab.Limits[0] >= lab.Limits[1] {
				l.errorf(file, at, "itemid %d: limits must be [min, max] with min < max (physiological range)", lab.ItemID)
			}
			if lab.HasRef() && lab.Ref[1] > lab.Limits[1] {
				l.errorf(file, at, "itemid %d: ref range %v reaches above the upper limit of %v", lab.ItemID, lab.Ref, lab.Limits)
			}
		}
		if lab.IsQualitative() {
			lab.normals = lab.comparedNormals()
		}
		k.Labs[lab.ItemID] = lab
	}
}

func (l *loader) orders(k *KB) {
	const file = "orders.yaml"
	var f struct {
		Orders []*Order `yaml:"orders"`
	}
	lines := l.decode(file, "orders", &f)
	for i, o := range f.Orders {
		at := lineOf(lines, i)
		if o.ID == "" || k.orderByID[o.ID] != nil {
			l.errorf(file, at, "order id %q missing or defined twice", o.ID)
			continue
		}
		if len(o.Items) == 0 {
			l.errorf(file, at, "order %q: items must list at least one itemid", o.ID)
		}
		for _, it := range o.Items {
			if k.Labs[it] == nil {
				l.errorf(file, at, "order %q: itemid %d is not in labs.yaml", o.ID, it)
			}
		}
		if o.Cost <= 0 || o.Turnaround <= 0 {
			l.errorf(file, at, "order %q: cost and turnaround must be > 0", o.ID)
		}
		k.Orders = append(k.Orders, o)
		k.orderByID[o.ID] = o
	}
}

func (l *loader) studies(k *KB) {
	const file = "studies.yaml"
	var f struct {
		Studies []*Study `yaml:"studies"`
	}
	lines := l.decode(file, "studies", &f)
	for i, s := range f.Studies {
		at := lineOf(lines, i)
		if s.ID == "" || k.studyByID[s.ID] != nil || k.orderByID[s.ID] != nil {
			l.errorf(file, at, "study id %q missing or already used", s.ID)
			continue
		}
		if s.Kind != "imaging" && s.Kind != "procedure" {
			l.errorf(file, at, "study %q: kind must be imaging or procedure, got %q", s.ID, s.Kind)
		}
		if s.Modality == "" || s.Region == "" || s.Name == "" {
			l.errorf(file, at, "study %q needs modality, region and name", s.ID)
		}
		if len(s.Normal) == 0 {
			l.errorf(file, at, "study %q: normal must list at least one organ with sentences", s.ID)
		}
		if len(s.Technique) == 0 {
			l.errorf(file, at, "study %q: technique must have at least one sentence", s.ID)
		}
		if s.Cost <= 0 || s.Turnaround <= 0 {
			l.errorf(file, at, "study %q: cost and turnaround must be > 0", s.ID)
		}
		s.organIndex = map[string]struct{}{}
		for _, o := range s.Normal {
			if len(o.Sentences) == 0 {
				l.errorf(file, at, "study %q: organ %q has no normal sentence", s.ID, o.Organ)
			}
			s.organIndex[o.Organ] = struct{}{}
		}
		for _, o := range slices.Sorted(maps.Keys(s.Unseen)) {
			u := s.Unseen[o]
			switch {
			case !s.HasOrgan(o):
				l.errorf(file, at, "study %q: unseen.%s: the study has no normal line for organ %q", s.ID, o, o)
			case !(u.Healthy >= 0 && u.Healthy <= 1 && u.Missed >= 0 && u.Missed <= 1):
				l.errorf(file, at, "study %q: unseen.%s: healthy and missed must be rates in [0, 1]", s.ID, o)
			case len(u.Sentences) == 0:
				l.errorf(file, at, "study %q: unseen.%s: sentences must list at least one sentence", s.ID, o)
			case u.Source == "":
				l.errorf(file, at, "study %q: unseen.%s: source must say where the rates come from", s.ID, o)
			}
		}
		k.Studies = append(k.Studies, s)
		k.studyByID[s.ID] = s
	}
}

// charts reads charts.yaml, which is optional: without it no department has a chart workup and
// cohort charts hold the key tests only.
func (l *loader) charts(k *KB) {
	const file = "charts.yaml"
	if _, err := fs.Stat(l.fsys, file); errors.Is(err, fs.ErrNotExist) {
		return
	}
	var f struct {
		Charts []*Chart `yaml:"charts"`
	}
	lines := l.decode(file, "charts", &f)
	for i, c := range f.Charts {
		at := lineOf(lines, i)
		if c.ID == "" || k.chartByID[c.ID] != nil {
			l.errorf(file, at, "chart id %q missing or already used", c.ID)
			continue
		}
		for _, o := range c.Orders {
			if k.Order(o) == nil {
				l.errorf(file, at, "chart %q: orders: unknown order %q (expected an id from orders.yaml)", c.ID, o)
			}
		}
		for _, o := range c.Sometimes {
			if k.Order(o.Order) == nil {
				l.errorf(file, at, "chart %q: sometimes: unknown order %q (expected an id from orders.yaml)", c.ID, o.Order)
			}
			if !(o.P > 0 && o.P <= 1) {
				l.errorf(file, at, "chart %q: sometimes: order %q: p must be in (0, 1], got %v", c.ID, o.Order, o.P)
			}
		}
		for _, s := range c.Studies {
			if k.Study(s) == nil {
				l.errorf(file, at, "chart %q: studies: unknown study %q (expected an id from studies.yaml)", c.ID, s)
			}
		}
		if s := k.Study(c.DefaultStudy); c.DefaultStudy != "" && (s == nil || s.Kind != "imaging") {
			l.errorf(file, at, "chart %q: default_study %q is not an imaging study of studies.yaml", c.ID, c.DefaultStudy)
		}
		for _, s := range c.AlsoStudies {
			if k.Study(s.Study) == nil {
				l.errorf(file, at, "chart %q: also_studies: unknown study %q (expected an id from studies.yaml)", c.ID, s.Study)
			}
			if !(s.P > 0 && s.P <= 1) {
				l.errorf(file, at, "chart %q: also_studies: study %q: p must be in (0, 1], got %v", c.ID, s.Study, s.P)
			}
		}
		k.Charts = append(k.Charts, c)
		k.chartByID[c.ID] = c
	}
}

var validKinds = map[string]bool{KindSymptom: true, KindSign: true, KindHistory: true, KindStudy: true}

func (l *loader) findings(k *KB) {
	for _, file := range l.glob("findings") {
		var f struct {
			Findings []*Finding `yaml:"findings"`
		}
		lines := l.decode(file, "findings", &f)
		for i, fd := range f.Findings {
			at := lineOf(lines, i)
			if fd.ID == "" || !validKinds[fd.Kind] {
				l.errorf(file, at, "finding %q: needs an id and kind symptom|sign|history|study, got kind %q", fd.ID, fd.Kind)
				continue
			}
			if len(fd.Terms) == 0 {
				l.errorf(file, at, "finding %q: terms must list at least one phrase", fd.ID)
			}
			if fd.Sex != "" && fd.Sex != "female" && fd.Sex != "male" {
				l.errorf(file, at, "finding %q: sex must be female or male, got %q", fd.ID, fd.Sex)
			}
			if fd.System != "" && (fd.Kind != KindSign || !contains(BodySystems, fd.System)) {
				l.errorf(file, at, "finding %q: system %q: expected a sign's body system, one of %s", fd.ID, fd.System, strings.Join(BodySystems, ", "))
			}
			if (fd.Removes != "" || fd.Background != 0 || len(fd.Implies) > 0) && fd.Kind != KindHistory {
				l.errorf(file, at, "finding %q: removes, background and implies are for history findings, this is a %s", fd.ID, fd.Kind)
			}
			if !(fd.Background >= 0 && fd.Background < 1) {
				l.errorf(file, at, "finding %q: background must be a share in [0, 1), got %v", fd.ID, fd.Background)
			}
			if !(fd.Elsewhere >= 0 && fd.Elsewhere < 0.05) {
				l.errorf(file, at, "finding %q: elsewhere must be a rate in [0, 0.05) (a nearly specific finding's rate in other diseases), got %v", fd.ID, fd.Elsewhere)
			}
			if fd.Healthy && fd.Kind != KindStudy {
				l.errorf(file, at, "finding %q: healthy is for study findings (an organ seen normal), this is a %s", fd.ID, fd.Kind)
			}
			if fd.Kind == KindStudy {
				if fd.Organ == "" || len(fd.Report) == 0 {
					l.errorf(file, at, "finding %q: study findings need organ and report sentences", fd.ID)
				}
				for _, s := range fd.Report {
					if !containsAnyFold(s, fd.Terms) {
						l.errorf(file, at, "finding %q: report sentence %q contains none of its terms", fd.ID, s)
					}
				}
			}
			if old := k.Findings[fd.ID]; old != nil {
				if old.Kind != fd.Kind {
					l.errorf(file, at, "finding %q: kind %q here but %q elsewhere", fd.ID, fd.Kind, old.Kind)
					continue
				}
				old.Terms = mergeStrings(old.Terms, fd.Terms)
				old.Lay = mergeStrings(old.Lay, fd.Lay)
				old.Report = mergeStrings(old.Report, fd.Report)
				old.Severe = old.Severe || fd.Severe
				old.Healthy = old.Healthy || fd.Healthy
				if old.Organ == "" {
					old.Organ = fd.Organ
				}
				if old.Sex == "" {
					old.Sex = fd.Sex
				}
				if old.Removes == "" {
					old.Removes = fd.Removes
				}
				if old.Background == 0 {
					old.Background = fd.Background
				}
				old.Implies = mergeStrings(old.Implies, fd.Implies)
				if old.System != "" && fd.System != "" && old.System != fd.System {
					l.errorf(file, at, "finding %q: system %q here but %q elsewhere", fd.ID, fd.System, old.System)
				} else if old.System == "" {
					old.System = fd.System
				}
				continue
			}
			k.Findings[fd.ID] = fd
		}
	}
}

// pastOperations checks what the history findings of past operations say: the findings they
// imply exist and are history, and the organs they remove are named.
func (l *loader) pastOperations(k *KB) {
	for _, id := range slices.Sorted(maps.Keys(k.Findings)) {
		f := k.Findings[id]
		for _, imp := range f.Implies {
			if g := k.Findings[imp]; g == nil || g.Kind != KindHistory || imp == id {
				l.errorf("findings/*.yaml", 0, "finding %q: implies %q, expected the id of another history finding", id, imp)
			}
		}
		if f.Removes != "" && strings.TrimSpace(f.Removes) != f.Removes {
			l.errorf("findings/*.yaml", 0, "finding %q: removes %q, expected an organ name without spaces around it", id, f.Removes)
		}
	}
}

func (l *loader) diseases(k *KB) {
	for _, file := range l.glob("diseases") {
		var f struct {
			Diseases []*Disease `yaml:"diseases"`
		}
		lines := l.decode(file, "diseases", &f)
		for i, d := range f.Diseases {
			at := lineOf(lines, i)
			if d.ID == "" || k.diseaseByID[d.ID] != nil {
				l.errorf(file, at, "disease id %q missing or defined twice", d.ID)
				continue
			}
			l.checkDisease(k, file, at, d)
			k.Diseases = append(k.Diseases, d)
			k.diseaseByID[d.ID] = d
		}
	}
}

func (l *loader) checkDisease(k *KB, file string, at int, d *Disease) {
	bad := func(format string, args ...any) {
		l.errorf(file, at, "disease %s: %s", d.ID, fmt.Sprintf(format, args...))
	}
	if d.Name == "" {
		bad("name is required")
	}
	if k.deptByID[d.Department] == nil {
		bad("department %q is not in departments.yaml", d.Department)
	}
	for _, a := range d.AlsoDepartments {
		if k.deptByID[a] == nil {
			bad("also_departments: %q is not in departments.yaml", a)
		}
	}
	if !(d.Prevalence > 0) {
		bad("prevalence must be > 0, got %v", d.Prevalence)
	}
	if !(d.Age[0] <= d.Age[1] && d.Age[1] <= d.Age[2] && d.Age[0] >= 0 && d.Age[2] <= 105 && d.Age[2] > 0) {
		bad("age must be [min, mode, max] with 0 <= min <= mode <= max <= 105, got %v", d.Age)
	}
	if dur := d.Duration; dur != [2]float64{} && !(dur[0] > 0 && dur[0] <= dur[1] && dur[1] <= 3650) {
		bad("duration must be [min, max] days from onset to presentation with 0 < min <= max <= 3650, got %v", dur)
	}
	prob := func(field string, p float64) {
		if !(p >= 0 && p <= 1) {
			bad("%s must be in [0, 1], got %v", field, p)
		}
	}
	prob("female", d.Female)
	sexOK := func(fd *Finding) bool {
		return fd.Sex == "" || (fd.Sex == "female" && d.Female > 0) || (fd.Sex == "male" && d.Female < 1)
	}
	checkFreqs := func(field, kind string, fs []Freq) {
		for j, fr := range fs {
			prob(fmt.Sprintf("%s[%d].p", field, j), fr.P)
			fd := k.Findings[fr.Finding]
			switch {
			case fd == nil:
				bad("%s[%d]: unknown finding %q (expected an id from findings/*.yaml)", field, j, fr.Finding)
			case fd.Kind != kind:
				bad("%s[%d]: finding %q is a %s, expected a %s", field, j, fr.Finding, fd.Kind, kind)
			case !sexOK(fd):
				bad("%s[%d]: finding %q is %s-only but the disease's female share is %v", field, j, fr.Finding, fd.Sex, d.Female)
			}
		}
	}
	checkFreqs("risk_factors", KindHistory, d.RiskFactors)
	for _, organ := range d.Needs {
		removed := false
		for _, f := range k.Findings {
			removed = removed || f.Removes == organ
		}
		if !removed {
			bad("needs organ %q, which no history finding removes (expected an organ a finding's removes names)", organ)
		}
	}
	for j, fr := range d.RiskFactors {
		if fd := k.Findings[fr.Finding]; fd != nil && fd.Removes != "" && contains(d.Needs, fd.Removes) {
			bad("risk_factors[%d]: %q removes the %s, which the disease needs", j, fr.Finding, fd.Removes)
		}
	}
	checkFreqs("symptoms", KindSymptom, d.Symptoms)
	checkFreqs("signs", KindSign, d.Signs)
	if len(d.Symptoms) == 0 || len(d.ChiefComplaints) == 0 {
		bad("needs symptoms and at least one chief complaint")
	}
	for _, c := range d.ChiefComplaints {
		if !hasFreq(d.Symptoms, c) {
			bad("chief complaint %q is not among the disease's symptoms", c)
		}
	}
	for j, e := range d.Labs {
		lab := k.Labs[e.Item]
		prob(fmt.Sprintf("labs[%d].p", j), e.P)
		switch {
		case lab == nil:
			bad("labs[%d]: itemid %d is not in labs.yaml", j, e.Item)
		case lab.IsQualitative() && !contains(lab.Qualitative, e.Value):
			bad("labs[%d]: itemid %d is qualitative; value %q must be one of %q", j, e.Item, e.Value, lab.Qualitative)
		case lab.IsQualitative() && lab.QualitativeNormal(e.Value):
			bad("labs[%d]: itemid %d: value %q is a normal result; a disease's effect must be abnormal", j, e.Item, e.Value)
		case !lab.IsQualitative() && (e.Value != "" || !(e.SD > 0)):
			bad("labs[%d]: itemid %d is numeric; give mean and sd > 0 (no value)", j, e.Item)
		case !lab.IsQualitative() && (e.Mean < lab.Limits[0] || e.Mean > lab.Limits[1]):
			bad("labs[%d]: itemid %d mean %v lies outside the physiological limits %v", j, e.Item, e.Mean, lab.Limits)
		}
	}
	for j, se := range d.Studies {
		st := k.studyByID[se.Study]
		prob(fmt.Sprintf("studies[%d].sensitivity", j), se.Sensitivity)
		if st == nil {
			bad("studies[%d]: unknown study %q (expected an id from studies.yaml)", j, se.Study)
			continue
		}
		if len(se.Findings) == 0 {
			bad("studies[%d] (%s): findings must not be empty", j, se.Study)
		}
		checkFreqs(fmt.Sprintf("studies[%d].findings", j), KindStudy, se.Findings)
		for _, fr := range se.Findings {
			if fd := k.Findings[fr.Finding]; fd != nil && fd.Kind == KindStudy && !st.HasOrgan(fd.Organ) {
				bad("studies[%d]: finding %q has organ %q, which study %s does not report", j, fr.Finding, fd.Organ, st.ID)
			}
		}
	}
	share := 0.0
	for j, fm := range d.Forms {
		share += fm.Share
		field := fmt.Sprintf("forms[%d]", j)
		if fm.ID == "" {
			bad("%s: needs an id", field)
		}
		if !(fm.Share > 0 && fm.Share < 1) {
			bad("%s.share must be in (0, 1), got %v", field, fm.Share)
		}
		if len(fm.Symptoms)+len(fm.Signs)+len(fm.Labs)+len(fm.Studies) == 0 {
			bad("%s (%s): needs symptoms, signs, labs or studies", field, fm.ID)
		}
		checkFreqs(field+".symptoms", KindSymptom, fm.Symptoms)
		for i, f := range fm.Symptoms {
			if hasFreq(d.Symptoms, f.Finding) {
				bad("%s.symptoms[%d]: %q is among the disease's own symptoms (a form's symptoms are its own)", field, i, f.Finding)
			}
		}
		checkFreqs(field+".signs", KindSign, fm.Signs)
		for i, e := range fm.Labs {
			lab := k.Labs[e.Item]
			prob(fmt.Sprintf("%s.labs[%d].p", field, i), e.P)
			switch {
			case !slices.ContainsFunc(d.Labs, func(de LabEffect) bool { return de.Item == e.Item }):
				bad("%s.labs[%d]: itemid %d is not among the disease's labs (a form changes how a lab of the disease moves)", field, i, e.Item)
			case lab == nil:
				bad("%s.labs[%d]: itemid %d is not in labs.yaml", field, i, e.Item)
			case lab.IsQualitative():
				if !slices.Contains(lab.Qualitative, e.Value) || lab.QualitativeNormal(e.Value) {
					bad("%s.labs[%d]: itemid %d is qualitative; its value must be one of its abnormal results %v, got %q", field, i, e.Item, lab.Qualitative[1:], e.Value)
				}
			case !(e.SD > 0) || e.Mean < lab.Limits[0] || e.Mean > lab.Limits[1]:
				bad("%s.labs[%d]: itemid %d needs sd > 0 and a mean within the physiological limits %v", field, i, e.Item, lab.Limits)
			}
		}
		for i, fs := range fm.Studies {
			st := k.studyByID[fs.Study]
			if st == nil {
				bad("%s.studies[%d]: unknown study %q (expected an id from studies.yaml)", field, i, fs.Study)
				continue
			}
			checkFreqs(fmt.Sprintf("%s.studies[%d].findings", field, i), KindStudy, fs.Findings)
			for _, fr := range fs.Findings {
				if fd := k.Findings[fr.Finding]; fd != nil && fd.Kind == KindStudy && !st.HasOrgan(fd.Organ) {
					bad("%s.studies[%d]: finding %q has organ %q, which study %s does not report", field, i, fr.Finding, fd.Organ, st.ID)
				}
			}
		}
	}
	if share >= 1 {
		bad("forms: the shares must sum to less than 1, got %.3f", share)
	}
	// The forms' part of a rate the disease gives must fit within it: over the disease's
	// patients a finding keeps the disease's rate (the form-free patients have what is left).
	own := map[string]float64{}
	for _, f := range d.Signs {
		own["sign "+f.Finding] = f.P
	}
	for _, e := range d.Labs {
		own[fmt.Sprintf("lab %d", e.Item)] = e.P
	}
	for _, se := range d.Studies {
		for _, f := range se.Findings {
			own[se.Study+" "+f.Finding] = f.P
		}
	}
	part := map[string]float64{}
	var order []string
	add := func(key string, p float64) {
		if _, ok := part[key]; !ok {
			order = append(order, key)
		}
		part[key] += p
	}
	for _, fm := range d.Forms {
		for _, f := range fm.Signs {
			add("sign "+f.Finding, fm.Share*f.P)
		}
		for _, e := range fm.Labs {
			add(fmt.Sprintf("lab %d", e.Item), fm.Share*e.P)
		}
		for _, fs := range fm.Studies {
			for _, f := range fs.Findings {
				add(fs.Study+" "+f.Finding, fm.Share*f.P)
			}
		}
	}
	for _, key := range order {
		if p, ok := own[key]; ok && part[key] > p+1e-9 {
			bad("forms: %s comes in %.3f of the disease's patients through its forms (share × p) but the disease gives it %.3f; lower the form's p or raise the disease's", key, part[key], p)
		}
	}
	for _, t := range d.KeyTests {
		if k.orderByID[t] == nil && k.studyByID[t] == nil {
			bad("key_tests: %q is neither an order nor a study", t)
		}
	}
	for i, nw := range d.NamedWith {
		if strings.TrimSpace(nw.Name) == "" || len(nw.Findings) == 0 || nw.Also == "" {
			bad("named_with[%d]: needs a name, findings and also (the other disease's id)", i)
		}
		for _, f := range nw.Findings {
			if k.Findings[f] == nil {
				bad("named_with[%d]: finding %q is not in findings/", i, f)
			}
		}
	}
	sev := d.Severity.Mild + d.Severity.Moderate + d.Severity.Severe
	if math.Abs(sev-1) > 0.011 || d.Severity.Mild < 0 || d.Severity.Moderate < 0 || d.Severity.Severe < 0 {
		bad("severity shares must be >= 0 and sum to 1, got %.3f", sev)
	}
	if d.Treatment.Mild == "" || d.Treatment.Moderate == "" || d.Treatment.Severe == "" {
		bad("treatment needs mild, moderate and severe")
	}
	for name, o := range map[string]Outcome{"right": d.Course.Right, "wrong": d.Course.Wrong} {
		prob("course."+name+".recover", o.Recover)
		if o.Days[0] < 1 || o.Days[0] > o.Days[1] {
			bad("course.%s.days must be [min, max] with 1 <= min <= max, got %v", name, o.Days)
		}
	}
}

func (l *loader) guidelines(k *KB) {
	entries, err := fs.ReadDir(l.fsys, "guidelines")
	if err != nil {
		return // guidelines are optional
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".md") {
			continue
		}
		id := strings.TrimSuffix(e.Name(), ".md")
		file := path.Join("guidelines", e.Name())
		if k.diseaseByID[id] == nil {
			l.errorf(file, 0, "guideline for unknown disease %q (file name must be a disease id)", id)
			continue
		}
		b, err := fs.ReadFile(l.fsys, file)
		if err != nil {
			l.errorf(file, 0, "%v", err)
			continue
		}
		k.Guidelines[id] = string(b)
	}
}

// UnmarshalYAML keeps organ order from a YAML mapping of organ -> sentences.
func (o *OrderedSentences) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: normal must be a mapping of organ -> list of sentences", n.Line)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		var s []string
		if err := n.Content[i+1].Decode(&s); err != nil {
			return fmt.Errorf("line %d: organ %q: expected a list of sentences", n.Content[i+1].Line, n.Content[i].Value)
		}
		*o = append(*o, OrganSentences{Organ: n.Content[i].Value, Sentences: s})
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func hasFreq(fs []Freq, id string) bool {
	for _, f := range fs {
		if f.Finding == id {
			return true
		}
	}
	return false
}

func containsAnyFold(s string, terms []string) bool {
	ls := strings.ToLower(s)
	for _, t := range terms {
		if strings.Contains(ls, strings.ToLower(t)) {
			return true
		}
	}
	return false
}

func mergeStrings(a, b []string) []string {
	for _, s := range b {
		if !contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

// labels reads labels.yaml (optional): dataset labels, the diseases each covers and the extra
// names a judge accepts for it.
func (l *loader) labels(k *KB) {
	const file = "labels.yaml"
	if _, err := fs.Stat(l.fsys, file); err != nil {
		return
	}
	var f struct {
		Labels []*DatasetLabel `yaml:"labels"`
	}
	lines := l.decode(file, "labels", &f)
	for i, dl := range f.Labels {
		line := lineOf(lines, i)
		key := strings.ToLower(strings.TrimSpace(dl.Label))
		switch {
		case key == "":
			l.errorf(file, line, "label needs a non-empty label")
			continue
		case k.labelByName[key] != nil:
			l.errorf(file, line, "label %q defined twice", dl.Label)
			continue
		case len(dl.Diseases) == 0:
			l.errorf(file, line, "label %q: diseases must list at least one disease id", dl.Label)
			continue
		}
		if _, four := leakTerms[key]; four {
			l.errorf(file, line, "label %q is a MIMIC-CDM pathology; the judge has its own rules for it", dl.Label)
			continue
		}
		ok := true
		for _, id := range dl.Diseases {
			if k.diseaseByID[id] == nil {
				l.errorf(file, line, "label %q: unknown disease %q", dl.Label, id)
				ok = false
			}
		}
		for _, n := range dl.Names {
			if strings.TrimSpace(n) == "" {
				l.errorf(file, line, "label %q: empty name", dl.Label)
				ok = false
			}
		}
		if !ok {
			continue
		}
		if d := k.diseaseByName(key); d != nil && d.ID != dl.Diseases[0] {
			l.errorf(file, line, "label %q names disease %q, which must come first in diseases", dl.Label, d.ID)
			continue
		}
		k.Labels = append(k.Labels, dl)
		k.labelByName[key] = dl
	}
}
