package agents_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"agenthospital/agents"
	"agenthospital/kb"
	"agenthospital/kb/mimic"
)

// hwDir is the hand-written set the test reads. The default is the measuring set
// (testdata/handwritten/README.md): clinical encounters written by hand, independently of the
// generator and of the lexicon, with the findings each text states annotated by hand. It measures;
// it must never be used to tune the vocabulary. -hw.dir=../testdata/handwritten-b reads the second
// hand-written set, a tuning set for the reader's general abilities (its README).
var hwDir = flag.String("hw.dir", "../testdata/handwritten", "the hand-written set to read (a folder with annotations.yaml)")

// hwDetail logs, for every text, what the reader and the annotation disagree on (for auditing the
// annotation; go test ./agents -run TestHandwrittenReading -v -hw.detail).
var hwDetail = flag.Bool("hw.detail", false, "log each hand-written text's disagreements with its annotation")

// hwAnnotation is one encounter of annotations.yaml.
type hwAnnotation struct {
	HadmID  int64     `yaml:"hadm_id"`
	Label   string    `yaml:"label"`
	Kind    string    `yaml:"kind"`
	HPI     hwSection `yaml:"hpi"`
	PE      hwSection `yaml:"pe"`
	Reports []struct {
		NoteID    string `yaml:"note_id"`
		hwSection `yaml:",inline"`
	} `yaml:"reports"`
}

type hwSection struct {
	Present []string `yaml:"present"`
	Absent  []string `yaml:"absent"`
}

// hwTally counts one kind of section (hpi, pe or report).
type hwTally struct {
	texts                     int
	present, presentRead      int // annotated present; of them read as present
	absent, absentRead        int // annotated absent; of them read as absent
	presentDenied             int // annotated present, read as absent
	affirmed                  int // findings read as present
	affirmedAbsent            int // read as present, annotated absent
	affirmedUnannotated       int // read as present, not annotated at all
	missed, missedAbsent      map[string]int
	wrongAbsent, unannotated  map[string]int
	presentByKind, readByKind map[string]int // present recall by difficulty (typical, atypical, hard)
}

func newTally() *hwTally {
	return &hwTally{missed: map[string]int{}, missedAbsent: map[string]int{}, wrongAbsent: map[string]int{},
		unannotated: map[string]int{}, presentByKind: map[string]int{}, readByKind: map[string]int{}}
}

// add scores one text: read maps each finding the reader found to true (affirmed) or false
// (negated); ann is the text's annotation with the present findings' implied ones added.
func (t *hwTally) add(kind string, read map[string]bool, ann hwSection) (missed, missedAbsent, wrongAbsent, unannotated []string) {
	t.texts++
	present, absent := set(ann.Present), set(ann.Absent)
	for f := range present {
		t.present++
		t.presentByKind[kind]++
		affirmed, ok := read[f]
		switch {
		case ok && affirmed:
			t.presentRead++
			t.readByKind[kind]++
		case ok:
			t.presentDenied++
			t.missed[f]++
			missed = append(missed, f+"(denied)")
		default:
			t.missed[f]++
			missed = append(missed, f)
		}
	}
	for f := range absent {
		t.absent++
		if affirmed, ok := read[f]; ok && !affirmed {
			t.absentRead++
		} else {
			t.missedAbsent[f]++
			missedAbsent = append(missedAbsent, f)
		}
	}
	for f, affirmed := range read {
		if !affirmed {
			continue
		}
		t.affirmed++
		switch {
		case absent[f]:
			t.affirmedAbsent++
			t.wrongAbsent[f]++
			wrongAbsent = append(wrongAbsent, f)
		case !present[f]:
			t.affirmedUnannotated++
			t.unannotated[f]++
			unannotated = append(unannotated, f)
		}
	}
	for _, xs := range [][]string{missed, missedAbsent, wrongAbsent, unannotated} {
		sort.Strings(xs)
	}
	return missed, missedAbsent, wrongAbsent, unannotated
}

func set(xs []string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

func pct(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(d))
}

// top lists the most frequent ids of m, at most n of them.
func top(m map[string]int, n int) string {
	type kv struct {
		k string
		v int
	}
	var xs []kv
	for k, v := range m {
		xs = append(xs, kv{k, v})
	}
	sort.Slice(xs, func(i, j int) bool {
		if xs[i].v != xs[j].v {
			return xs[i].v > xs[j].v
		}
		return xs[i].k < xs[j].k
	})
	var b strings.Builder
	for i, x := range xs {
		if i == n {
			fmt.Fprintf(&b, " ... (%d more)", len(xs)-n)
			break
		}
		fmt.Fprintf(&b, " %s %d,", x.k, x.v)
	}
	return strings.TrimSuffix(b.String(), ",")
}

// TestHandwrittenReading measures how the doctor's reader (the one CDMDoctor uses: ReadNote for
// the history and the examination, ReadReport for each report) reads the hand-written set
// against its hand annotation. It logs recall of what the texts state as present and as absent,
// and what the reader affirms that the annotation denies or does not list, per kind of text. It
// fails only when the set or its annotation is broken, never on the figures.
func TestHandwrittenReading(t *testing.T) {
	if testing.Short() {
		t.Skip("measurement on the hand-written set; skipped under -short")
	}
	ds, err := mimic.Read(*hwDir)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(*hwDir, "annotations.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Encounters []hwAnnotation `yaml:"encounters"`
	}
	if err := yaml.Unmarshal(data, &file); err != nil {
		t.Fatalf("annotations.yaml: %v", err)
	}
	k, err := kb.Load()
	if err != nil {
		t.Fatal(err)
	}
	r := agents.NewReader(k)

	// withImplied checks the ids of s and adds to its present findings the ones they imply (a
	// note that says "s/p cholecystectomy" says a prior abdominal operation).
	withImplied := func(where string, s hwSection) hwSection {
		out := hwSection{Absent: s.Absent}
		seen := map[string]bool{}
		var add func(id string)
		add = func(id string) {
			if seen[id] {
				return
			}
			seen[id] = true
			out.Present = append(out.Present, id)
			for _, imp := range k.Findings[id].Implies {
				add(imp)
			}
		}
		for _, id := range append(append([]string(nil), s.Present...), s.Absent...) {
			if k.Findings[id] == nil {
				t.Fatalf("%s: finding %q is not in the knowledge base", where, id)
			}
		}
		for _, id := range s.Present {
			add(id)
		}
		return out
	}

	byHadm := map[int64]*mimic.Encounter{}
	for _, e := range ds.Encounters {
		byHadm[e.HadmID] = e
	}
	tallies := map[string]*hwTally{"hpi": newTally(), "pe": newTally(), "report": newTally()}
	score := func(section, where, kind string, read map[string]bool, ann hwSection) {
		missed, missedAbsent, wrongAbsent, unannotated := tallies[section].add(kind, read, ann)
		if *hwDetail && len(missed)+len(missedAbsent)+len(wrongAbsent)+len(unannotated) > 0 {
			t.Logf("%s: missed present %v; missed absent %v; affirmed but absent %v; affirmed, not annotated %v",
				where, missed, missedAbsent, wrongAbsent, unannotated)
		}
	}
	annotated := map[int64]bool{}
	for _, a := range file.Encounters {
		e := byHadm[a.HadmID]
		if e == nil {
			t.Fatalf("annotations.yaml: hadm %d is not in the set", a.HadmID)
		}
		if e.Pathology != a.Label {
			t.Fatalf("annotations.yaml: hadm %d is labelled %q, pathology_ids.json says %q", a.HadmID, a.Label, e.Pathology)
		}
		annotated[a.HadmID] = true
		note := func(text string) map[string]bool {
			out := map[string]bool{}
			for _, m := range r.ReadNote(text) {
				out[m.Finding] = out[m.Finding] || !m.Negated
			}
			return out
		}
		where := fmt.Sprint(a.HadmID)
		score("hpi", where+" hpi", a.Kind, note(e.History), withImplied(where+" hpi", a.HPI))
		score("pe", where+" pe", a.Kind, note(e.PhysicalExam), withImplied(where+" pe", a.PE))
		reports := map[string]mimic.Report{}
		for _, rep := range e.Radiology {
			reports[rep.NoteID] = rep
		}
		if len(a.Reports) != len(e.Radiology) {
			t.Fatalf("hadm %d: %d reports annotated, %d in radiology_reports.csv", a.HadmID, len(a.Reports), len(e.Radiology))
		}
		for _, ar := range a.Reports {
			rep, ok := reports[ar.NoteID]
			if !ok {
				t.Fatalf("annotations.yaml: hadm %d has no report %s", a.HadmID, ar.NoteID)
			}
			sr := r.ReadReport(rep.Text)
			read := map[string]bool{}
			for f := range sr.Absent {
				read[f] = false
			}
			for f := range sr.Shown {
				read[f] = true
			}
			score("report", ar.NoteID, a.Kind, read, withImplied(ar.NoteID, ar.hwSection))
		}
	}
	for _, e := range ds.Encounters {
		if !annotated[e.HadmID] {
			t.Fatalf("hadm %d has no annotation", e.HadmID)
		}
	}

	t.Logf("hand-written set %s: %d encounters, annotated by hand; the reader of agents.NewReader", *hwDir, len(ds.Encounters))
	const row = "%-7s %5v | %7v %7v %6v | %6v %7v | %8v %9v %9v %11v"
	t.Logf(row, "section", "texts", "present", "recall", "denied", "absent", "recall", "affirmed", "precision", "vs-absent",
		"unannotated")
	all := newTally()
	for _, kind := range []string{"hpi", "pe", "report"} {
		x := tallies[kind]
		t.Logf(row, kind, x.texts, x.present, pct(x.presentRead, x.present), x.presentDenied, x.absent,
			pct(x.absentRead, x.absent), x.affirmed, pct(x.presentRead, x.affirmed), x.affirmedAbsent, x.affirmedUnannotated)
		all.texts += x.texts
		all.present += x.present
		all.presentRead += x.presentRead
		all.presentDenied += x.presentDenied
		all.absent += x.absent
		all.absentRead += x.absentRead
		all.affirmed += x.affirmed
		all.affirmedAbsent += x.affirmedAbsent
		all.affirmedUnannotated += x.affirmedUnannotated
	}
	t.Logf(row, "all", all.texts, all.present, pct(all.presentRead, all.present), all.presentDenied, all.absent,
		pct(all.absentRead, all.absent), all.affirmed, pct(all.presentRead, all.affirmed), all.affirmedAbsent,
		all.affirmedUnannotated)
	t.Logf("present = annotated present; recall = of them read as present; denied = of them read as absent;")
	t.Logf("absent = annotated absent, recall = of them read as absent; precision = affirmed reads that are annotated")
	t.Logf("present; vs-absent = affirmed reads annotated absent; unannotated = affirmed reads not annotated at all")
	for _, kind := range []string{"hpi", "pe", "report"} {
		x := tallies[kind]
		t.Logf("%s present recall by difficulty: typical %s, atypical %s, hard %s", kind,
			pct(x.readByKind["typical"], x.presentByKind["typical"]), pct(x.readByKind["atypical"], x.presentByKind["atypical"]),
			pct(x.readByKind["hard"], x.presentByKind["hard"]))
	}
	for _, kind := range []string{"hpi", "pe", "report"} {
		x := tallies[kind]
		t.Logf("%s top missed present:%s", kind, top(x.missed, 15))
		t.Logf("%s top missed absent:%s", kind, top(x.missedAbsent, 15))
		t.Logf("%s top affirmed but annotated absent:%s", kind, top(x.wrongAbsent, 10))
		t.Logf("%s top affirmed but not annotated:%s", kind, top(x.unannotated, 15))
	}
}
