package kb

import (
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func TestVoicesLoadErrorsNameLine(t *testing.T) {
	src, err := embedded.ReadFile("data/voices.yaml")
	if err != nil {
		t.Fatal(err)
	}
	lineOfText := func(s string) string {
		i := strings.Index(string(src), s)
		if i < 0 {
			t.Fatalf("test setup: %q not in voices.yaml", s)
		}
		return "x/voices.yaml:" + itoa(strings.Count(string(src[:i]), "\n")+1)
	}
	cases := []struct{ name, from, to, line, want string }{
		{"unknown placeholder", `"{who} {with}c/o {chief} x {duration}."`, `"{who} {with}c/o {complaint} x {duration}."`,
			lineOfText("- id: ed-terse"), "unknown placeholder {complaint}"},
		{"unknown key", "weight: 20\n", "weight: 20\n    colour: red\n", "", `unknown key "colour"`},
		{"organs", "organs: headers", "organs: columns", lineOfText("- id: ct-organs"), "organs must be lines, headers or paragraph"},
		{"empty rewrite", "vomiting: [vomiting, emesis]", "vomiting: []", "", "non-empty list of renderings"},
		{"missing system", `        neuro: ["Neuro: nonfocal", "Neuro: A&Ox3, MAE"]` + "\n", "", lineOfText("- id: ed-terse"), "exam.systems.neuro"},
		{"by-system share", "        p: 0.5\n", "        p: 1.5\n", lineOfText("- id: ed-terse"), "exam.by_system.p must be in [0, 1]"},
		{"by-system label missing", `          psych: ["Psych:"]` + "\n        open:\n          abd: [soft, \"soft, ND\"]", "        open:\n          abd: [soft, \"soft, ND\"]",
			lineOfText("- id: ed-terse"), "exam.by_system.labels.psych: expected the labels"},
		{"by-system unknown system", `          neuro: [A&Ox3]`, `          belly: [A&Ox3]`, lineOfText("- id: ed-terse"), `exam.by_system.open: unknown body system "belly"`},
		{"by-system abdomen line", `          abd: ["Abd: soft, NT/ND", `, `          heent: ["Abd: soft, NT/ND", `, lineOfText("- id: ed-terse"), "exam.by_system.normal.abd"},
		{"two held out", "id: consult\n    weight: 15\n", "id: consult\n    weight: 15\n    held_out: true\n", "", "at most one note voice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(string(src), c.from) {
				t.Fatalf("test setup: %q not in voices.yaml", c.from)
			}
			fsys := minimal()
			fsys["voices.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(src), c.from, c.to, 1))}
			_, err := LoadFS(fsys, "x")
			if err == nil {
				t.Fatal("bad voices loaded without error")
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "x/voices.yaml") {
				t.Fatalf("error %q\ndoes not contain %q and the file", err, c.want)
			}
			if c.line != "" && !strings.Contains(err.Error(), c.line+":") {
				t.Fatalf("error %q does not name %s", err, c.line)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestVoicesMixAndForce(t *testing.T) {
	k := mustKB(t)
	g, _ := NewGenerator(k, CohortOptions{})
	seen := map[string]int{}
	for i := 0; i < 600; i++ {
		p := g.Patient(11, i)
		seen[p.Truth.Voice]++
		if len(p.Truth.Written) == 0 {
			t.Fatalf("patient %d: no finding recorded as written", i)
		}
	}
	for _, v := range k.NoteVoices {
		if v.Weight > 0 && seen[v.ID] == 0 {
			t.Errorf("note voice %s never drawn in 600 patients: %v", v.ID, seen)
		}
	}
	if seen["admission"] < 600*4/10 {
		t.Errorf("the admission voice should keep a large share: %v", seen)
	}
	g2, _ := NewGenerator(k, CohortOptions{Voice: "ed-terse", ReportVoice: "ct-organs"})
	p := g2.PatientWith(3, 0, k.Disease("acute_appendicitis"))
	if p.Truth.Voice != "ed-terse" || !strings.Contains(p.Exam, "RRR") {
		t.Fatalf("forced voice not used: %s\n%s", p.Truth.Voice, p.Exam)
	}
	rep := g2.Report(p, k.Study("ct_abdomen"), 0)
	if !strings.Contains(rep, "LIVER: ") || !strings.Contains(rep, "IMPRESSION:") {
		t.Fatalf("ct-organs report without organ headers or impression:\n%s", rep)
	}
	if rep != g2.Report(p, k.Study("ct_abdomen"), 0) {
		t.Fatal("the same report differs between calls")
	}
}
